// The one way our API routes learn whose data a caller works on:
// `const caller = await requireWorkspace(request, db)`. The caller works in the workspace it last
// switched to while it is still a member there, else in its own (id = its account id). A removed
// member therefore falls back to its own workspace at once, and every other workspace's rows are
// 404 to it like anyone else's.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { WorkspaceRole } from '../../../shared/workspaces.js';
import type { Db } from '../../db/client.js';
import type { ExactCache } from '../../db/exact-cache.js';
import { appUsers } from '../../db/tables/users.js';
import { workspaceMembers, workspaces } from '../../db/tables/workspaces.js';
import { HttpError } from '../../http/errors.js';
import type { AuthenticatedUser } from '../auth/authenticated-user.js';
import { requireUser } from '../auth/require-user.js';

export type Membership = { workspaceId: string; role: WorkspaceRole };

export type WorkspaceCaller = {
  user: AuthenticatedUser;
  /** Owns the caller's projects, clients, credits, plan and brand. */
  workspaceId: string;
  role: WorkspaceRole;
  /** The caller's own workspace (created with its account). */
  isOwn: boolean;
};

/** Each user's current workspace and role, kept exact by 'membership:<user>' notifications (app.ts). */
export type MembershipCache = ExactCache<Membership>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireWorkspace (app.ts declares it, null until then). */
    workspaceId: string | null;
  }
  interface FastifyInstance {
    /** Absent on a bare Fastify instance (then every request reads the membership). */
    memberships?: MembershipCache;
  }
}

export async function requireWorkspace(request: FastifyRequest, db: Db): Promise<WorkspaceCaller> {
  const user = await requireUser(request);
  const { workspaceId, role } = await resolveWorkspaceCached(request.server.memberships, db, user.id);
  request.workspaceId = workspaceId;
  return { user, workspaceId, role, isOwn: workspaceId === user.id };
}

/** Only owners manage billing, members, invitations and branding. */
export async function requireOwner(request: FastifyRequest, db: Db, what: string): Promise<WorkspaceCaller> {
  const caller = await requireWorkspace(request, db);
  if (caller.role !== 'owner') throw new HttpError(403, `Only workspace owners can ${what}.`, 'owner_only');
  return caller;
}

/**
 * Every API request asks this, so a steady caller's answer is served from memory: only a found
 * membership is kept, and any change to it (on any instance, or by SQL) drops it (migration 1600).
 */
async function resolveWorkspaceCached(cache: MembershipCache | undefined, db: Db, userId: string): Promise<Membership> {
  if (!cache) return resolveWorkspace(db, userId);
  return (await cache.read(userId, () => findMembership(db, userId))) ?? fallBackToOwnWorkspace(db, userId);
}

async function findMembership(db: Db, userId: string): Promise<Membership | undefined> {
  const chosen = db.select({ id: appUsers.activeWorkspaceId }).from(appUsers).where(eq(appUsers.id, userId));
  const [row] = await db
    .select({ workspaceId: workspaceMembers.workspaceId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.workspaceId, sql`coalesce((${chosen}), ${userId})`)));
  return row;
}

export async function resolveWorkspace(db: Db, userId: string): Promise<Membership> {
  return (await findMembership(db, userId)) ?? fallBackToOwnWorkspace(db, userId);
}

/** No membership there: a first request (own workspace not created yet) or a removed member. */
async function fallBackToOwnWorkspace(db: Db, userId: string): Promise<Membership> {
  await ensureOwnWorkspace(db, userId);
  await db
    .update(appUsers)
    .set({ activeWorkspaceId: null })
    .where(and(eq(appUsers.id, userId), sql`${appUsers.activeWorkspaceId} IS NOT NULL`));
  return { workspaceId: userId, role: 'owner' };
}

export async function ensureOwnWorkspace(db: Pick<Db, 'insert'>, userId: string): Promise<void> {
  await db.insert(workspaces).values({ id: userId }).onConflictDoNothing();
  await db.insert(workspaceMembers).values({ workspaceId: userId, userId, role: 'owner' }).onConflictDoNothing();
}
