import { queryOptions } from '@tanstack/react-query';
import type { Exclusion, LatestRun, Recommendation } from '../../../shared/recommendations.js';

export const recommendationsQuery = (projectId: number) => queryOptions<Recommendation[]>({ queryKey: [`/api/projects/${projectId}/recommendations`] });
export const exclusionsQuery = (projectId: number) => queryOptions<Exclusion[]>({ queryKey: [`/api/projects/${projectId}/exclusions`] });
export const runQuery = (projectId: number) => queryOptions<{ run: LatestRun }>({ queryKey: [`/api/projects/${projectId}/run`] });
