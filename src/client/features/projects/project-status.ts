// How each project status shows on the dashboard: its badge and its row action.
// Spec section 4 names three badges: completed 'Completed' (green), in_progress 'In Progress'
// (yellow), anything else 'Created' (outline). OUR EXTENSION: the pipeline statuses the spec
// lumps into "anything else" get their own badge so people can tell a project that is still
// generating from one that is ready or failed: generating 'Generating…', ready 'Ready',
// analyzing 'Analyzing…', error 'Error'. Row actions follow the spec (View Results, Continue,
// Start Questions) and send projects that are still being worked on to their waiting screen.
import type { BadgeVariant } from '../../components/ui/badge';
import type { Project, ProjectStatus } from '../../../shared/projects.js';

export const statusBadges: Record<ProjectStatus, { label: string; variant: BadgeVariant }> = {
  created: { label: 'Created', variant: 'outline' },
  generating: { label: 'Generating…', variant: 'secondary' },
  ready: { label: 'Ready', variant: 'default' },
  in_progress: { label: 'In Progress', variant: 'warning' },
  analyzing: { label: 'Analyzing…', variant: 'secondary' },
  completed: { label: 'Completed', variant: 'success' },
  error: { label: 'Error', variant: 'danger' },
};

/** A completed analysis that recommended nothing is not a success: it says so, and how to go on. */
export const noMatchBadge = { label: 'No match — edit answers', variant: 'warning' as BadgeVariant };

export const isNoMatch = (project: Pick<Project, 'status' | 'recommendationCount'>) => project.status === 'completed' && project.recommendationCount === 0;

/** A status the client does not know yet (a newer server) counts as not started, as the spec says. */
export function statusBadge(status: string, project?: Pick<Project, 'status' | 'recommendationCount'>): { label: string; variant: BadgeVariant } {
  if (project && isNoMatch(project)) return noMatchBadge;
  return statusBadges[status as ProjectStatus] ?? statusBadges.created;
}

export type RowAction = { kind: 'link'; label: string; href: string } | { kind: 'retry'; label: 'Try again' };

export function rowAction(project: Pick<Project, 'id' | 'status'> & Partial<Pick<Project, 'recommendationCount'>>): RowAction {
  const { id } = project;
  switch (project.status) {
    case 'completed':
      if (project.recommendationCount === 0) return { kind: 'link', label: 'Edit answers', href: `/questionnaire/${id}` };
      return { kind: 'link', label: 'View Results', href: `/results/${id}` };
    case 'in_progress':
      return { kind: 'link', label: 'Continue', href: `/questionnaire/${id}` };
    case 'ready':
      return { kind: 'link', label: 'Start Questions', href: `/questionnaire/${id}` };
    // Questions are still being written: the loading screen waits and moves on by itself.
    case 'created':
    case 'generating':
      return { kind: 'link', label: 'Start Questions', href: `/project-loading/${id}` };
    case 'analyzing':
      return { kind: 'link', label: 'View Analysis', href: `/analysis/${id}` };
    case 'error':
      return { kind: 'retry', label: 'Try again' };
    default:
      return { kind: 'link', label: 'Start Questions', href: `/questionnaire/${id}` };
  }
}

/** Where "Try again" leads once the failed step is queued again. */
export function waitingScreenFor(project: Pick<Project, 'id' | 'status'>): string {
  return project.status === 'analyzing' ? `/analysis/${project.id}` : `/project-loading/${project.id}`;
}

/**
 * The progress line of an in_progress row: '% complete - N questions remaining', or
 * 'N questions answered' while the total is unknown.
 */
export function progressSummary(project: Pick<Project, 'questionsAnswered' | 'totalQuestions'>): { percent: number | null; text: string } {
  const { questionsAnswered: answered, totalQuestions: total } = project;
  if (!total || total <= 0) return { percent: null, text: `${answered} questions answered` };
  const percent = Math.min(100, Math.round((answered / total) * 100));
  const remaining = Math.max(0, total - answered);
  return { percent, text: `${percent}% complete - ${remaining} questions remaining` };
}
