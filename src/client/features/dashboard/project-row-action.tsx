import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage } from '../../lib/api';
import { refreshAfterProjectChange } from '../projects/project-queries';
import { rowAction, waitingScreenFor } from '../projects/project-status';
import type { Project } from '../../../shared/projects.js';

/** The row's main action: a link for most statuses, "Try again" (re-queue at no charge) for an error. */
export function ProjectRowAction({ project }: { project: Project }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const retry = useMutation({
    mutationFn: () => apiRequest<Project>('POST', `/api/projects/${project.id}/retry`),
    onSuccess: async (updated) => {
      await refreshAfterProjectChange(queryClient, updated);
      navigate(waitingScreenFor(updated));
    },
    onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Failed to restart the project'), variant: 'destructive' }),
  });

  const action = rowAction(project);
  const label = `${action.label}: ${project.name}`;
  if (action.kind === 'retry') {
    return (
      <Button variant="outline" size="sm" onClick={() => retry.mutate()} disabled={retry.isPending} aria-label={label}>
        {retry.isPending ? <Spinner size="sm" decorative /> : <RotateCcw className="h-4 w-4" aria-hidden="true" />}
        {action.label}
      </Button>
    );
  }
  return (
    <Button asChild size="sm" variant={project.status === 'completed' ? 'primary' : 'outline'}>
      <Link href={action.href} aria-label={label}>
        {action.label}
      </Link>
    </Button>
  );
}
