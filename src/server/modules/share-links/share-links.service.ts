// Share links: the owner creates, lists and revokes read-only links to a project's results; a
// visitor with the token reads them signed out. Tokens are 32 random bytes shown once; only
// their SHA-256 is stored, so a copy of the database opens nothing.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { sharedLinkErrorCodes, shareLinkLimits, type ShareLink, type ShareLinkStatus } from '../../../shared/share-links.js';
import type { Db } from '../../db/client.js';
import { shareLinks } from '../../db/tables/share-links.js';
import { HttpError, notFound } from '../../http/errors.js';
import { getOwnedProject } from '../projects/projects.service.js';

type ShareLinkRow = typeof shareLinks.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashShareToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function shareLinkStatus(row: Pick<ShareLinkRow, 'revokedAt' | 'expiresAt'>, now: Date): ShareLinkStatus {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

export function presentShareLink(row: ShareLinkRow, now = new Date()): ShareLink {
  return {
    id: row.id,
    status: shareLinkStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
    lastOpenedAt: row.lastOpenedAt ? row.lastOpenedAt.toISOString() : null,
  };
}

/** A new link to the caller's completed project; the token is returned here and never again. */
export async function createShareLink({
  db,
  ownerId,
  projectId,
  expiresInDays,
  now = new Date(),
}: {
  db: Db;
  ownerId: string;
  projectId: number;
  expiresInDays: number;
  now?: Date;
}): Promise<{ link: ShareLink; token: string }> {
  const project = await getOwnedProject({ db, ownerId, projectId });
  if (project.status !== 'completed') {
    throw new HttpError(409, 'Only finished results can be shared. Complete the questionnaire first.', 'results_not_ready');
  }
  const [active] = await db
    .select({ n: count() })
    .from(shareLinks)
    .where(and(eq(shareLinks.projectId, projectId), isNull(shareLinks.revokedAt), gt(shareLinks.expiresAt, now)));
  if ((active?.n ?? 0) >= shareLinkLimits.maxActivePerProject) {
    throw new HttpError(409, `This project already has ${shareLinkLimits.maxActivePerProject} open links. Revoke one you no longer need first.`, 'too_many_share_links');
  }
  const token = newShareToken();
  const [row] = await db
    .insert(shareLinks)
    .values({ projectId, ownerId: ownerId, tokenHash: hashShareToken(token), createdAt: now, expiresAt: new Date(now.getTime() + expiresInDays * DAY_MS) })
    .returning();
  return { link: presentShareLink(row!, now), token };
}

/** The project's links, newest first (404 when the project is not the caller's). */
export async function listShareLinks({ db, ownerId, projectId }: { db: Db; ownerId: string; projectId: number }): Promise<ShareLink[]> {
  await getOwnedProject({ db, ownerId, projectId });
  const rows = await db.select().from(shareLinks).where(eq(shareLinks.projectId, projectId)).orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
  const now = new Date();
  return rows.map((r) => presentShareLink(r, now));
}

/** Revokes one of the caller's links; revoking twice is harmless. Someone else's link is a 404. */
export async function revokeShareLink({ db, ownerId, linkId }: { db: Db; ownerId: string; linkId: number }): Promise<ShareLink> {
  const mine = and(eq(shareLinks.id, linkId), eq(shareLinks.ownerId, ownerId));
  const [revoked] = await db
    .update(shareLinks)
    .set({ revokedAt: new Date() })
    .where(and(mine, isNull(shareLinks.revokedAt)))
    .returning();
  if (revoked) return presentShareLink(revoked);
  const [existing] = await db.select().from(shareLinks).where(mine).limit(1);
  if (!existing) throw notFound('Share link not found');
  return presentShareLink(existing);
}

/** The link a visitor's token stands for, or why it no longer opens (404 unknown, 410 expired or revoked). */
export async function findOpenShareLink(db: Db, token: string, now = new Date()): Promise<ShareLinkRow> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.tokenHash, hashShareToken(token))).limit(1);
  if (!row) {
    throw new HttpError(404, 'This link does not exist. Check that you copied all of it, or ask the person who shared it for a new one.', sharedLinkErrorCodes.unknown);
  }
  const status = shareLinkStatus(row, now);
  if (status === 'revoked') throw new HttpError(410, 'This link was revoked by the person who shared it. Ask them for a new one if you still need it.', sharedLinkErrorCodes.revoked);
  if (status === 'expired') throw new HttpError(410, 'This link has expired. Ask the person who shared it for a new one.', sharedLinkErrorCodes.expired);
  return row;
}
