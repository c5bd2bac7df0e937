// Email links and codes. Like GoTrue, the link carries token_hash = hex(SHA-224(email + otp))
// (prefixed "pkce_" for PKCE flows) and the email also shows the 6-digit otp; both verify the
// same row. The database keeps only SHA-256(token_hash), and one live token per user and kind.
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authOneTimeTokens, type AuthOneTimeTokenRow } from '../../db/tables/auth.js';

/** `reauthentication` is a code only (the nonce of a password change), never a link: /verify does not take it. */
export type TokenKind = 'confirmation' | 'recovery' | 'magiclink' | 'email_change_new' | 'reauthentication';

/** Email verify types (POST/GET /verify `type`) and the token kinds each accepts. */
export const VERIFY_TYPES: Record<string, TokenKind[]> = {
  signup: ['confirmation'],
  invite: ['confirmation'],
  magiclink: ['magiclink', 'confirmation'],
  email: ['confirmation', 'magiclink'],
  recovery: ['recovery'],
  email_change: ['email_change_new'],
};

export const tokenHashOf = (email: string, otp: string) => createHash('sha224').update(email + otp).digest('hex');
const digestOf = (tokenHash: string) => createHash('sha256').update(tokenHash).digest('hex');

export async function issueOneTimeToken(
  db: Db,
  input: { userId: string; kind: TokenKind; email: string; ttlSeconds: number; flowStateId?: string | null },
): Promise<{ otp: string; tokenHash: string; linkToken: string }> {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const tokenHash = tokenHashOf(input.email, otp);
  const values = {
    id: randomUUID(),
    userId: input.userId,
    tokenType: input.kind,
    tokenDigest: digestOf(tokenHash),
    relatesTo: input.email,
    flowStateId: input.flowStateId ?? null,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + input.ttlSeconds * 1000),
  };
  await db
    .insert(authOneTimeTokens)
    .values(values)
    .onConflictDoUpdate({ target: [authOneTimeTokens.userId, authOneTimeTokens.tokenType], set: values });
  return { otp, tokenHash, linkToken: input.flowStateId ? `pkce_${tokenHash}` : tokenHash };
}

/** A live token of one of `kinds` for this token hash (with or without the pkce_ prefix). */
export async function findOneTimeToken(db: Db, tokenHash: string, kinds: TokenKind[]): Promise<AuthOneTimeTokenRow | undefined> {
  const bare = tokenHash.startsWith('pkce_') ? tokenHash.slice(5) : tokenHash;
  if (!kinds.length || !/^[0-9a-f]{56}$/.test(bare)) return undefined;
  const [row] = await db
    .select()
    .from(authOneTimeTokens)
    .where(
      and(eq(authOneTimeTokens.tokenDigest, digestOf(bare)), inArray(authOneTimeTokens.tokenType, kinds), gt(authOneTimeTokens.expiresAt, new Date())),
    )
    .limit(1);
  return row;
}

export async function consumeOneTimeToken(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(authOneTimeTokens).where(eq(authOneTimeTokens.id, id)).returning({ id: authOneTimeTokens.id });
  return deleted.length > 0;
}

export async function deleteUserTokens(db: Db, userId: string, kinds: TokenKind[]): Promise<void> {
  await db.delete(authOneTimeTokens).where(and(eq(authOneTimeTokens.userId, userId), inArray(authOneTimeTokens.tokenType, kinds)));
}

/** Spends the user's reauthentication code: true once, when it is theirs and still live. */
export async function consumeReauthenticationNonce(db: Db, user: { id: string; email: string | null }, nonce: string): Promise<boolean> {
  if (!user.email || !/^\d{6}$/.test(nonce)) return false;
  const row = await findOneTimeToken(db, tokenHashOf(user.email, nonce), ['reauthentication']);
  if (!row || row.userId !== user.id) return false;
  const deleted = await db.delete(authOneTimeTokens).where(eq(authOneTimeTokens.id, row.id)).returning({ id: authOneTimeTokens.id });
  return deleted.length === 1;
}
