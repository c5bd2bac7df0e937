import { queryOptions } from '@tanstack/react-query';
import type { ShareLink, SharedResults } from '../../../shared/share-links.js';

export const shareLinksQuery = (projectId: number) =>
  queryOptions<ShareLink[]>({ queryKey: [`/api/projects/${projectId}/share-links`] });
export const sharedResultsQuery = (token: string) =>
  queryOptions<SharedResults>({ queryKey: [`/api/shared/${encodeURIComponent(token)}`] });
