import { queryOptions } from '@tanstack/react-query';
import type { Exclusion, Recommendation } from '../../../shared/recommendations.js';

export const recommendationsQuery = (projectId: number) => queryOptions<Recommendation[]>({ queryKey: [`/api/projects/${projectId}/recommendations`] });
export const exclusionsQuery = (projectId: number) => queryOptions<Exclusion[]>({ queryKey: [`/api/projects/${projectId}/exclusions`] });
