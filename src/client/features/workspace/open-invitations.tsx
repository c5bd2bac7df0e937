// The workspace's open invitations, each revocable (owners only: the section is not rendered for members).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { WorkspaceInvitation } from '../../../shared/workspaces.js';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage } from '../../lib/api';
import { formatDate } from '../results/format';
import { invitationsQuery, roleLabel, workspaceKeys } from './workspace-queries';

export function OpenInvitations() {
  const id = useId();
  const queryClient = useQueryClient();
  const invitations = useQuery({ ...invitationsQuery(), refetchOnMount: 'always' });
  const revoke = useMutation({
    mutationFn: (invitation: WorkspaceInvitation) => apiRequest<WorkspaceInvitation>('DELETE', `/api/workspace/invitations/${invitation.id}`),
    onSuccess: (_res, invitation) => {
      toast({ title: 'Invitation revoked', description: `The link sent to ${invitation.email} no longer works.`, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.invitations });
    },
    onError: (err) => toast({ title: 'Could not revoke the invitation', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
  });

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-sm font-semibold uppercase tracking-wider text-ink-subtle">
        Open invitations
      </h3>
      {invitations.isPending ? (
        <Spinner size="sm" label="Loading invitations…" className="mt-3" />
      ) : invitations.isError ? (
        <p className="mt-2 text-sm text-danger-700">{errorMessage(invitations.error, 'Could not load the invitations')}</p>
      ) : invitations.data.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">No open invitations.</p>
      ) : (
        <ul className="mt-2 divide-y divide-line rounded-lg border border-line" data-testid="invitations">
          {invitations.data.map((inv) => (
            <li key={inv.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2.5 text-sm" data-testid="invitation">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 text-ink">
                  <span className="break-all font-medium">{inv.email}</span>
                  <Badge variant="outline">{roleLabel(inv.role)}</Badge>
                </p>
                <p className="mt-0.5 text-xs text-ink-muted">
                  Sent {formatDate(inv.createdAt)} · expires {formatDate(inv.expiresAt)}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                disabled={revoke.isPending && revoke.variables.id === inv.id}
                onClick={() => revoke.mutate(inv)}
                aria-label={`Revoke the invitation for ${inv.email}`}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
