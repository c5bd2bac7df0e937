// What members see where owners buy credits or the plan: billing belongs to the workspace's owners.
import { useQuery } from '@tanstack/react-query';
import { currentWorkspaceQuery } from './workspace-queries';

/** True once it is known that the account is a member (not an owner) where it works now. */
export function useIsWorkspaceMember(): { isMember: boolean; workspaceName: string | null; loading: boolean } {
  const workspace = useQuery(currentWorkspaceQuery());
  return { isMember: workspace.data?.role === 'member', workspaceName: workspace.data?.name ?? null, loading: workspace.isPending };
}

export function billingManagedByOwners(workspaceName: string | null): string {
  return `Billing is managed by the owners of ${workspaceName ?? 'this workspace'}.`;
}
