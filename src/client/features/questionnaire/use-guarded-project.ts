// The project behind a /…/:id screen. A non-numeric id, a project that does not exist (or is
// someone else's) or a first load that fails sends the user to /dashboard (spec 2); a failed
// poll after the project has loaded keeps the screen and polls on.
import { useQuery, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { Project } from '../../../shared/projects.js';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { projectQuery } from '../projects/project-queries';
import { parseProjectId } from './project-id';

type PollWhile = (project: Project | undefined) => boolean;

export function useGuardedProject(rawId: string | undefined, opts: { pollMs?: number; pollWhile?: PollWhile } = {}) {
  const id = parseProjectId(rawId);
  const [, navigate] = useLocation();
  const { pollMs, pollWhile } = opts;
  const query = useQuery({
    ...projectQuery(id ?? 0),
    enabled: id !== null,
    // The cached copy may predate a status change (the dashboard's, the wizard's): read it fresh.
    refetchOnMount: 'always',
    refetchInterval: pollMs ? (q: Query<Project, Error, Project, readonly [string]>) => (pollWhile?.(q.state.data) === false ? false : pollMs) : false,
  });

  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  const fatal = id === null || (query.isError && (notFound || query.data === undefined));
  const error = query.error;
  useEffect(() => {
    if (!fatal) return;
    if (id !== null) toast({ title: 'Error', description: errorMessage(error, 'Project not found'), variant: 'destructive' });
    navigate('/dashboard', { replace: true });
  }, [fatal, id, error, navigate]);

  return { id, project: fatal ? undefined : query.data, query, redirecting: fatal };
}
