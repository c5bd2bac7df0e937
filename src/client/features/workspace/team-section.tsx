// The Team section of /workspace: who is in the workspace and as what. Owners change roles,
// remove members, invite and revoke; members see the team read-only and may leave.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { CurrentWorkspace, WorkspaceMember, WorkspaceRole } from '../../../shared/workspaces.js';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage } from '../../lib/api';
import { InviteForm } from './invite-form';
import { OpenInvitations } from './open-invitations';
import { membersQuery, roleLabel, workspaceChanged, workspaceKeys } from './workspace-queries';

const who = (m: WorkspaceMember) => m.name || m.email || 'A former account';

export function TeamSection({ workspace }: { workspace: CurrentWorkspace }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const members = useQuery({ ...membersQuery(), refetchOnMount: 'always' });
  const [removing, setRemoving] = useState<WorkspaceMember | null>(null);
  const isOwner = workspace.role === 'owner';

  const changeRole = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: WorkspaceRole }) => apiRequest<WorkspaceMember[]>('PUT', `/api/workspace/members/${encodeURIComponent(userId)}`, { role }),
    onSuccess: (list, { userId, role }) => {
      queryClient.setQueryData(workspaceKeys.members, list);
      const member = list.find((m) => m.userId === userId);
      toast({ title: 'Role changed', description: `${member ? who(member) : 'They'} ${role === 'owner' ? 'can now manage billing and the team' : 'is now a member'}.`, variant: 'success' });
    },
    onError: (err) => toast({ title: 'Could not change the role', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
  });
  const remove = useMutation({
    mutationFn: (member: WorkspaceMember) => apiRequest<{ left: boolean }>('DELETE', `/api/workspace/members/${encodeURIComponent(member.userId)}`),
    onSuccess: async ({ left }, member) => {
      setRemoving(null);
      if (left) {
        toast({ title: `You left ${workspace.name}`, description: 'You are back in your own workspace.', variant: 'success' });
        await workspaceChanged(queryClient);
        navigate('/dashboard');
        return;
      }
      toast({ title: 'Member removed', description: `${who(member)} no longer has access to this workspace.`, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.members });
    },
    onError: (err) => toast({ title: 'Could not remove the member', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Team</CardTitle>
        <CardDescription>
          Members create and work on projects with the workspace's credits and plan. Owners also manage billing, the team and branding.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {members.isPending ? (
          <Spinner size="sm" label="Loading the team…" />
        ) : members.isError ? (
          <p className="text-sm text-danger-700">{errorMessage(members.error, 'Could not load the team')}</p>
        ) : (
          <ul className="divide-y divide-line rounded-lg border border-line" aria-label="Members" data-testid="members">
            {members.data.map((m) => {
              const isCreator = m.userId === workspace.id;
              const busy = (changeRole.isPending && changeRole.variables.userId === m.userId) || (remove.isPending && remove.variables.userId === m.userId);
              return (
                <li key={m.userId} className="flex flex-wrap items-center justify-between gap-3 px-3 py-3 text-sm" data-testid="member">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                      <span className="break-all">{who(m)}</span>
                      {m.isYou && <span className="text-ink-muted">(you)</span>}
                      <Badge variant={m.role === 'owner' ? 'secondary' : 'outline'}>{roleLabel(m.role)}</Badge>
                    </p>
                    {m.name && m.email && <p className="mt-0.5 break-all text-xs text-ink-muted">{m.email}</p>}
                    {isCreator && <p className="mt-0.5 text-xs text-ink-muted">Created the workspace</p>}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {isOwner && !isCreator && (
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={busy}
                        onClick={() => changeRole.mutate({ userId: m.userId, role: m.role === 'owner' ? 'member' : 'owner' })}
                        aria-label={`${m.role === 'owner' ? 'Make member' : 'Make owner'}: ${who(m)}`}
                      >
                        {m.role === 'owner' ? 'Make member' : 'Make owner'}
                      </Button>
                    )}
                    {!isCreator && (isOwner || m.isYou) && (
                      <Button variant="secondary" size="sm" disabled={busy} onClick={() => setRemoving(m)} aria-label={m.isYou ? `Leave ${workspace.name}` : `Remove ${who(m)}`}>
                        {m.isYou ? 'Leave' : 'Remove'}
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {isOwner ? (
          <>
            <InviteForm />
            <OpenInvitations />
          </>
        ) : (
          <p className="text-sm text-ink-muted">Only owners can invite people or change roles.</p>
        )}
      </CardContent>
      <Dialog open={removing !== null} onOpenChange={(open) => !open && !remove.isPending && setRemoving(null)}>
        <DialogContent>
          <DialogTitle>{removing?.isYou ? `Leave ${workspace.name}?` : `Remove ${removing ? who(removing) : ''}?`}</DialogTitle>
          <DialogDescription>
            {removing?.isYou
              ? "You will lose access to its projects at once and go back to your own workspace. An owner can invite you again."
              : 'They lose access to the workspace and its projects at once. Their projects stay in the workspace.'}
          </DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setRemoving(null)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => removing && remove.mutate(removing)} disabled={remove.isPending}>
              {remove.isPending && <Spinner size="sm" decorative className="border-white/40 border-t-white" />}
              {removing?.isYou ? 'Leave workspace' : 'Remove member'}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
