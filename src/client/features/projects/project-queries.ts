// The one place for the project-related query keys and their options (spec section 7).
// The key's first element is the URL the default query function GETs. Eligibility, the project
// list and users/me follow window focus; because the client never marks data stale, those
// queries refetch on focus with 'always' (plain `true` would never fire with staleTime Infinity).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Eligibility, Project } from '../../../shared/projects.js';

type UrlKey = readonly [string];

export const queryKeys = {
  projects: ['/api/projects'] as UrlKey,
  project: (id: number | string): UrlKey => [`/api/projects/${id}`],
  eligibility: ['/api/user/project-eligibility'] as UrlKey,
  me: ['/api/users/me'] as UrlKey,
};

/** What GET /api/users/me returns (the server's UserProfile). */
export type UserProfile = {
  id: string;
  email: string | null;
  name: string | null;
  provider: string;
  createdAt: string;
  plan: Eligibility;
};

export const projectsQuery = () =>
  queryOptions<Project[], Error, Project[], UrlKey>({ queryKey: queryKeys.projects, refetchOnWindowFocus: 'always' });

export const projectQuery = (id: number | string) => queryOptions<Project, Error, Project, UrlKey>({ queryKey: queryKeys.project(id) });

export const eligibilityQuery = () =>
  queryOptions<Eligibility, Error, Eligibility, UrlKey>({ queryKey: queryKeys.eligibility, refetchOnWindowFocus: 'always' });

export const meQuery = () =>
  queryOptions<UserProfile, Error, UserProfile, UrlKey>({ queryKey: queryKeys.me, refetchOnWindowFocus: 'always', refetchOnMount: 'always' });

/** After a project is created, deleted or retried: the list, the plan and the project itself. */
export async function refreshAfterProjectChange(queryClient: QueryClient, project?: Project): Promise<void> {
  if (project) queryClient.setQueryData(queryKeys.project(project.id), project);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
    queryClient.invalidateQueries({ queryKey: queryKeys.eligibility }),
    queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  ]);
}
