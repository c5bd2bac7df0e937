// Invitations to a workspace by email. The link's token is 32 random bytes shown once (in the
// owner's answer and the email); only its SHA-256 is stored, like share links. An invitation is
// open until it is accepted, revoked or expires; one open invitation per address and workspace.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { invitationErrorCodes, workspaceLimits, type InvitationPreview, type InvitationStatus, type WorkspaceInvitation, type WorkspaceRole } from '../../../shared/workspaces.js';
import type { Db } from '../../db/client.js';
import { appUsers } from '../../db/tables/users.js';
import { workspaceInvitations, workspaceMembers, workspaces } from '../../db/tables/workspaces.js';
import { HttpError, notFound } from '../../http/errors.js';
import type { AuthenticatedUser } from '../auth/authenticated-user.js';
import { countMembers } from './members.service.js';
import { ensureOwnWorkspace } from './require-workspace.js';
import { workspaceDisplayName } from './workspaces.service.js';

type InvitationRow = typeof workspaceInvitations.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

export const newInvitationToken = (): string => randomBytes(32).toString('base64url');
export const hashInvitationToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** "j***@acme.com": enough for the invitee to recognise the address, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** An invitation revoked after it had expired (a new one replaced it) stays "expired" in the history. */
export function invitationStatus(row: Pick<InvitationRow, 'acceptedAt' | 'revokedAt' | 'expiresAt'>, now: Date): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return row.revokedAt.getTime() >= row.expiresAt.getTime() ? 'expired' : 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

export function presentInvitation(row: InvitationRow, now = new Date()): WorkspaceInvitation {
  return { id: row.id, email: row.email, role: row.role, status: invitationStatus(row, now), createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() };
}

function isUniqueViolation(err: unknown, depth = 0): boolean {
  if (!err || depth > 4) return false;
  if ((err as { code?: string }).code === '23505') return true;
  return isUniqueViolation((err as { cause?: unknown }).cause, depth + 1);
}

const openFor = (workspaceId: string, email: string) =>
  and(eq(workspaceInvitations.workspaceId, workspaceId), sql`lower(${workspaceInvitations.email}) = ${email}`, isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt));

/** A new invitation (the route checks the caller is an owner); the token is returned here only. */
export async function createInvitation(opts: {
  db: Db;
  workspaceId: string;
  invitedBy: string;
  email: string;
  role: WorkspaceRole;
  now?: Date;
}): Promise<{ invitation: WorkspaceInvitation; token: string }> {
  const { db, workspaceId, email, role, now = new Date() } = opts;
  const token = newInvitationToken();
  try {
    const row = await db.transaction(async (tx) => {
      const [member] = await tx
        .select({ userId: workspaceMembers.userId })
        .from(workspaceMembers)
        .innerJoin(appUsers, sql`${appUsers.id}::text = ${workspaceMembers.userId}`)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), sql`lower(${appUsers.email}) = ${email}`));
      if (member) throw new HttpError(409, `${email} is already a member of this workspace.`, 'already_member');
      // An expired invitation no longer counts as open: close it so a new one may be sent.
      await tx.update(workspaceInvitations).set({ revokedAt: now }).where(and(openFor(workspaceId, email), lte(workspaceInvitations.expiresAt, now)));
      const [open] = await tx.select({ id: workspaceInvitations.id }).from(workspaceInvitations).where(openFor(workspaceId, email));
      if (open) throw new HttpError(409, `${email} already has an open invitation. Revoke it first to send a new one.`, 'already_invited');
      const [openCount] = await tx
        .select({ n: count() })
        .from(workspaceInvitations)
        .where(and(eq(workspaceInvitations.workspaceId, workspaceId), isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt), gt(workspaceInvitations.expiresAt, now)));
      const pending = openCount?.n ?? 0;
      if (pending >= workspaceLimits.maxOpenInvitations) {
        throw new HttpError(409, `This workspace already has ${workspaceLimits.maxOpenInvitations} open invitations. Revoke some you no longer need first.`, 'too_many_invitations');
      }
      if ((await countMembers(tx, workspaceId)) + pending >= workspaceLimits.maxMembers) {
        throw new HttpError(409, `A workspace can have at most ${workspaceLimits.maxMembers} members, open invitations included.`, 'too_many_members');
      }
      const [inserted] = await tx
        .insert(workspaceInvitations)
        .values({ workspaceId, email, role, tokenHash: hashInvitationToken(token), invitedBy: opts.invitedBy, createdAt: now, expiresAt: new Date(now.getTime() + workspaceLimits.invitationDays * DAY_MS) })
        .returning();
      return inserted!;
    });
    return { invitation: presentInvitation(row, now), token };
  } catch (err) {
    // Two owners inviting the same address at once: the unique index lets one through.
    if (isUniqueViolation(err)) throw new HttpError(409, `${email} already has an open invitation. Revoke it first to send a new one.`, 'already_invited');
    throw err;
  }
}

/** The workspace's invitations that are still open, newest first. */
export async function listOpenInvitations(db: Db, workspaceId: string, now = new Date()): Promise<WorkspaceInvitation[]> {
  const rows = await db
    .select()
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt), gt(workspaceInvitations.expiresAt, now)))
    .orderBy(desc(workspaceInvitations.createdAt), desc(workspaceInvitations.id));
  return rows.map((r) => presentInvitation(r, now));
}

/** Revokes one of the workspace's invitations; twice is harmless; another workspace's is a 404. */
export async function revokeInvitation(db: Db, workspaceId: string, id: number): Promise<WorkspaceInvitation> {
  const ours = and(eq(workspaceInvitations.id, id), eq(workspaceInvitations.workspaceId, workspaceId));
  const [revoked] = await db
    .update(workspaceInvitations)
    .set({ revokedAt: new Date() })
    .where(and(ours, isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt)))
    .returning();
  if (revoked) return presentInvitation(revoked);
  const [existing] = await db.select().from(workspaceInvitations).where(ours).limit(1);
  if (!existing) throw notFound('Invitation not found', 'invitation_not_found');
  if (existing.acceptedAt) throw new HttpError(409, 'This invitation was already accepted. Remove the member instead.', 'invitation_used');
  return presentInvitation(existing);
}

type Found = { row: InvitationRow; workspaceName: string; invitedBy: string | null };

async function findByToken(db: Pick<Db, 'select'>, token: string, forUpdate = false): Promise<Found> {
  const inviter = db.select({ label: sql<string>`coalesce(nullif(${appUsers.name}, ''), ${appUsers.email})` }).from(appUsers).where(sql`${appUsers.id}::text = ${workspaceInvitations.invitedBy}`);
  const creator = db.select({ email: appUsers.email }).from(appUsers).where(sql`${appUsers.id}::text = ${workspaces.id}`);
  const query = db
    .select({ row: workspaceInvitations, name: workspaces.name, creatorEmail: sql<string | null>`(${creator})`, invitedBy: sql<string | null>`(${inviter})` })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .where(eq(workspaceInvitations.tokenHash, hashInvitationToken(token)))
    .limit(1);
  const [found] = forUpdate ? await query.for('update', { of: workspaceInvitations }) : await query;
  if (!found) {
    throw new HttpError(404, 'This invitation link does not exist. Check that you copied all of it, or ask the person who invited you for a new one.', invitationErrorCodes.unknown);
  }
  return { row: found.row, workspaceName: workspaceDisplayName(found.name, found.creatorEmail), invitedBy: found.invitedBy };
}

/** 410 for an invitation that can no longer be accepted, in words the invitee can act on. */
function closedError(status: Exclude<InvitationStatus, 'open'>, workspaceName: string): HttpError {
  const extra = { workspaceName };
  if (status === 'expired') return new HttpError(410, `This invitation to ${workspaceName} has expired. Ask one of its owners to invite you again.`, invitationErrorCodes.expired, extra);
  if (status === 'revoked') return new HttpError(410, `This invitation to ${workspaceName} was withdrawn. Ask one of its owners for a new one if you still need it.`, invitationErrorCodes.revoked, extra);
  return new HttpError(410, `This invitation to ${workspaceName} has already been used. Ask one of its owners for a new one if you still need to join.`, invitationErrorCodes.used, extra);
}

/** The public preview of an open invitation (the address masked: the link may have been forwarded). */
export async function previewInvitation(db: Db, token: string, now = new Date()): Promise<InvitationPreview> {
  const { row, workspaceName, invitedBy } = await findByToken(db, token);
  const status = invitationStatus(row, now);
  if (status !== 'open') throw closedError(status, workspaceName);
  return { workspaceName, role: row.role, email: maskEmail(row.email), status, invitedBy };
}

/**
 * The signed-in invitee joins: membership, the invitation marked accepted and the account's
 * active workspace switched, in one transaction. A second click by the same account succeeds
 * again (nothing changes); anyone else's account gets 403, a closed invitation 410.
 */
export async function acceptInvitation(db: Db, token: string, user: AuthenticatedUser, now = new Date()): Promise<{ workspaceId: string }> {
  return db.transaction(async (tx) => {
    const { row, workspaceName } = await findByToken(tx, token, true);
    if (row.acceptedAt && row.acceptedBy === user.id) {
      // A double click: already done. Once removed from the workspace, the link is spent like any used one.
      const [member] = await tx
        .select({ role: workspaceMembers.role })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, row.workspaceId), eq(workspaceMembers.userId, user.id)));
      if (member) return { workspaceId: row.workspaceId };
    }
    const status = invitationStatus(row, now);
    if (status !== 'open') throw closedError(status, workspaceName);
    if (!user.email || user.email.toLowerCase() !== row.email.toLowerCase()) {
      throw new HttpError(
        403,
        `This invitation is for ${maskEmail(row.email)}, but you are signed in as ${user.email ?? 'an account without an email address'}. Sign out, then sign in or sign up with the invited address.`,
        invitationErrorCodes.wrongAccount,
      );
    }
    // The account's own workspace exists before it works anywhere else (so it can come back).
    await ensureOwnWorkspace(tx, user.id);
    await tx.insert(workspaceMembers).values({ workspaceId: row.workspaceId, userId: user.id, role: row.role }).onConflictDoNothing();
    await tx.update(workspaceInvitations).set({ acceptedAt: now, acceptedBy: user.id }).where(eq(workspaceInvitations.id, row.id));
    await tx
      .insert(appUsers)
      .values({ id: user.id, email: user.email, activeWorkspaceId: row.workspaceId })
      .onConflictDoUpdate({ target: appUsers.id, set: { activeWorkspaceId: row.workspaceId, updatedAt: now } });
    return { workspaceId: row.workspaceId };
  });
}
