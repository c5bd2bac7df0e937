// The caller's workspace as the app shows it (name, role, brand, the workspaces it may switch
// to), switching between them, and renaming one.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CurrentWorkspace, LogoType, WorkspaceBranding, WorkspaceSummary } from '../../../shared/workspaces.js';
import type { Db } from '../../db/client.js';
import { appUsers } from '../../db/tables/users.js';
import { workspaceMembers, workspaces } from '../../db/tables/workspaces.js';
import { notFound } from '../../http/errors.js';
import { getEligibility } from '../credits/credits.service.js';
import type { WorkspaceCaller } from './require-workspace.js';

type WorkspaceRow = typeof workspaces.$inferSelect;

export const logoUrl = (key: string) => `/api/logos/${key}`;

/**
 * A workspace without a chosen name is called after the account it belongs to (its creator).
 * `creatorEmail` is that account's address when known.
 */
export function workspaceDisplayName(name: string, creatorEmail: string | null): string {
  if (name) return name;
  return creatorEmail ? `${creatorEmail}'s workspace` : 'My workspace';
}

/** The brand printed on reports: its own name, else the workspace's chosen name, else none. */
export function brandingOf(row: WorkspaceRow, canHideMadeWith: boolean): WorkspaceBranding {
  return {
    brandName: row.brandName || row.name,
    accent: row.brandAccent,
    contact: row.brandContact,
    logoUrl: row.brandLogoKey ? logoUrl(row.brandLogoKey) : null,
    logoType: (row.brandLogoType as LogoType | null) ?? null,
    // Only the Unlimited plan may switch our line off; a lapsed plan shows it again.
    showMadeWith: row.showMadeWith || !canHideMadeWith,
  };
}

/** Every workspace the account belongs to, its own first. */
export async function listMemberships(db: Db, userId: string): Promise<WorkspaceSummary[]> {
  const rows = await db
    .select({ id: workspaces.id, name: workspaces.name, role: workspaceMembers.role, creatorEmail: appUsers.email })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .leftJoin(appUsers, sql`${appUsers.id}::text = ${workspaces.id}`)
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(sql`${workspaces.id} = ${userId} DESC`, asc(workspaceMembers.createdAt));
  return rows.map((r) => ({ id: r.id, name: workspaceDisplayName(r.name, r.id === userId ? null : r.creatorEmail), role: r.role, isOwn: r.id === userId }));
}

export async function getWorkspaceRow(db: Db, workspaceId: string): Promise<WorkspaceRow> {
  const [row] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
  if (!row) throw notFound('Workspace not found', 'workspace_not_found');
  return row;
}

export async function currentWorkspace(db: Db, caller: WorkspaceCaller): Promise<CurrentWorkspace> {
  const [row, memberships, plan] = await Promise.all([getWorkspaceRow(db, caller.workspaceId), listMemberships(db, caller.user.id), getEligibility(db, caller.workspaceId)]);
  const here = memberships.find((m) => m.id === caller.workspaceId);
  const name = here?.name ?? workspaceDisplayName(row.name, null);
  return {
    id: row.id,
    name,
    role: caller.role,
    isOwn: caller.isOwn,
    branding: brandingOf(row, plan.hasSubscription),
    canHideMadeWith: plan.hasSubscription,
    memberships,
  };
}

/** Works in another workspace from now on (any device); 404 unless the account is a member there. */
export async function switchWorkspace(db: Db, userId: string, workspaceId: string): Promise<void> {
  const [member] = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.workspaceId, workspaceId)));
  if (!member) throw notFound('Workspace not found', 'workspace_not_found');
  await db
    .insert(appUsers)
    .values({ id: userId, email: null, activeWorkspaceId: workspaceId === userId ? null : workspaceId })
    .onConflictDoUpdate({ target: appUsers.id, set: { activeWorkspaceId: workspaceId === userId ? null : workspaceId, updatedAt: new Date() } });
}

export async function renameWorkspace(db: Db, workspaceId: string, name: string): Promise<void> {
  await db.update(workspaces).set({ name, updatedAt: new Date() }).where(eq(workspaces.id, workspaceId));
}
