// The members of a workspace: listing them, changing a role, removing one (or leaving). The
// creator of a workspace (its id is the creator's account id) is always an owner: it cannot be
// demoted, removed or leave, so a workspace never lacks an owner.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { WorkspaceMember, WorkspaceRole } from '../../../shared/workspaces.js';
import type { Db } from '../../db/client.js';
import { appUsers } from '../../db/tables/users.js';
import { workspaceMembers } from '../../db/tables/workspaces.js';
import { HttpError, notFound } from '../../http/errors.js';
import type { WorkspaceCaller } from './require-workspace.js';

const memberNotFound = () => notFound('That person is not a member of this workspace.', 'member_not_found');

export async function listMembers(db: Db, caller: WorkspaceCaller): Promise<WorkspaceMember[]> {
  const rows = await db
    .select({ userId: workspaceMembers.userId, role: workspaceMembers.role, joinedAt: workspaceMembers.createdAt, email: appUsers.email, name: appUsers.name })
    .from(workspaceMembers)
    .leftJoin(appUsers, sql`${appUsers.id}::text = ${workspaceMembers.userId}`)
    .where(eq(workspaceMembers.workspaceId, caller.workspaceId))
    // The creator first, then owners, then everyone in the order they joined.
    .orderBy(sql`${workspaceMembers.userId} = ${caller.workspaceId} DESC`, sql`${workspaceMembers.role} = 'owner' DESC`, asc(workspaceMembers.createdAt));
  return rows.map((r) => ({
    userId: r.userId,
    email: r.email,
    name: r.name,
    role: r.role,
    joinedAt: r.joinedAt.toISOString(),
    isYou: r.userId === caller.user.id,
  }));
}

export async function countMembers(db: Pick<Db, 'select'>, workspaceId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspaceId));
  return row?.n ?? 0;
}

async function findMember(db: Db, workspaceId: string, userId: string) {
  const [row] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row;
}

/** Owners only (the route checks): any member but the creator may become owner or member. */
export async function setMemberRole(db: Db, caller: WorkspaceCaller, userId: string, role: WorkspaceRole): Promise<WorkspaceMember[]> {
  if (!(await findMember(db, caller.workspaceId, userId))) throw memberNotFound();
  if (userId === caller.workspaceId) {
    throw new HttpError(409, 'The person who created this workspace is always one of its owners.', 'creator_is_owner');
  }
  await db
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, caller.workspaceId), eq(workspaceMembers.userId, userId)));
  return listMembers(db, caller);
}

/**
 * Owners remove anyone but the creator; a member may remove itself (leave). The removed
 * account's next request works in its own workspace again (resolveWorkspace).
 */
export async function removeMember(db: Db, caller: WorkspaceCaller, userId: string): Promise<{ left: boolean }> {
  const leaving = userId === caller.user.id;
  if (!leaving && caller.role !== 'owner') throw new HttpError(403, 'Only workspace owners can remove members.', 'owner_only');
  if (!(await findMember(db, caller.workspaceId, userId))) throw memberNotFound();
  if (userId === caller.workspaceId) {
    throw new HttpError(
      409,
      leaving ? 'You created this workspace, so you cannot leave it.' : 'The person who created this workspace cannot be removed from it.',
      'creator_cannot_leave',
    );
  }
  await db.delete(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, caller.workspaceId), eq(workspaceMembers.userId, userId)));
  return { left: leaving };
}
