// Test data: the caller's workspace as GET /api/workspace returns it (an owner in its own
// workspace, or a member of "Acme IT" who also has its own).
import type { CurrentWorkspace, WorkspaceRole } from '../../../shared/workspaces.js';

export function workspaceFixture(role: WorkspaceRole, name = 'Acme IT'): CurrentWorkspace {
  const branding = { brandName: '', accent: null, contact: '', logoUrl: null, logoType: null, showMadeWith: true };
  const own = { id: 'u1', name: 'My workspace', role: 'owner' as const, isOwn: true };
  if (role === 'owner' && name === 'My workspace') return { ...own, branding, canHideMadeWith: false, memberships: [own] };
  const team = { id: 'acme', name, role, isOwn: false };
  return { ...team, branding, canHideMadeWith: false, memberships: [own, team] };
}
