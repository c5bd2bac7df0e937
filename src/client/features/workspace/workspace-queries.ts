// The workspace's query keys and its one cross-cutting action, switching (issue 19). The key's
// first element is the URL the default query function GETs.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CurrentWorkspace, InvitationPreview, WorkspaceInvitation, WorkspaceMember } from '../../../shared/workspaces.js';
import { apiRequest } from '../../lib/api';

type UrlKey = readonly [string];

export const workspaceKeys = {
  current: ['/api/workspace'] as UrlKey,
  members: ['/api/workspace/members'] as UrlKey,
  invitations: ['/api/workspace/invitations'] as UrlKey,
  invitation: (token: string): UrlKey => [`/api/invitations/${encodeURIComponent(token)}`],
};

/** The workspace the account works in, its role there and every workspace it may switch to. */
export const currentWorkspaceQuery = () =>
  queryOptions<CurrentWorkspace, Error, CurrentWorkspace, UrlKey>({ queryKey: workspaceKeys.current, refetchOnWindowFocus: 'always' });
export const membersQuery = () => queryOptions<WorkspaceMember[], Error, WorkspaceMember[], UrlKey>({ queryKey: workspaceKeys.members });
export const invitationsQuery = () => queryOptions<WorkspaceInvitation[], Error, WorkspaceInvitation[], UrlKey>({ queryKey: workspaceKeys.invitations });
export const invitationPreviewQuery = (token: string) =>
  queryOptions<InvitationPreview, Error, InvitationPreview, UrlKey>({ queryKey: workspaceKeys.invitation(token), retry: false });

/**
 * Every query belongs to the workspace it was read in (projects, credits, team), so after the
 * account changes workspace (switch, accept, leave) all of them are read again.
 */
export async function workspaceChanged(queryClient: QueryClient, next?: CurrentWorkspace): Promise<void> {
  if (next) queryClient.setQueryData(workspaceKeys.current, next);
  await queryClient.invalidateQueries();
}

export async function switchWorkspace(queryClient: QueryClient, workspaceId: string): Promise<CurrentWorkspace> {
  const next = await apiRequest<CurrentWorkspace>('POST', '/api/workspace/switch', { workspaceId });
  await workspaceChanged(queryClient, next);
  return next;
}

export const roleLabel = (role: 'owner' | 'member') => (role === 'owner' ? 'Owner' : 'Member');
