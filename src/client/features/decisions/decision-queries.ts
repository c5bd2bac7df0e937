// The decision record's server state: the project's decision, and what a saved change refreshes.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { DecisionResponse } from '../../../shared/decisions.js';
import { queryKeys } from '../projects/project-queries';

export const decisionKey = (projectId: number) => [`/api/projects/${projectId}/decision`] as const;

export const decisionQuery = (projectId: number) => queryOptions<DecisionResponse>({ queryKey: decisionKey(projectId) });

/** A saved decision or review: the project's decision, and the dashboard list that summarises it. */
export async function refreshAfterDecision(queryClient: QueryClient, projectId: number, saved: DecisionResponse): Promise<void> {
  queryClient.setQueryData(decisionKey(projectId), saved);
  await queryClient.invalidateQueries({ queryKey: queryKeys.projects });
}
