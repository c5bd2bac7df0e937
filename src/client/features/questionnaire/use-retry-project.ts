import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project } from '../../../shared/projects.js';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage } from '../../lib/api';
import { refreshAfterProjectChange } from '../projects/project-queries';

/** "Try again" on a failed step: the server re-queues it at no charge (POST /api/projects/:id/retry). */
export function useRetryProject(projectId: number | null, onQueued: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Project>('POST', `/api/projects/${projectId}/retry`),
    onSuccess: async (project) => {
      onQueued();
      await refreshAfterProjectChange(queryClient, project);
    },
    onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Could not try again. Please retry in a moment.'), variant: 'destructive' }),
  });
}
