// Sessions, access tokens and refresh-token rotation (auth-contract.md 2.1 and 3.4).
// A refresh token is base64url(session id ‖ counter ‖ HMAC(session key)[:16]): one session is
// one token family, the server keeps only the counter, and revoking means deleting the row.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { authSessions, authUsers, type AmrEntry, type AuthSessionRow, type AuthUserRow } from '../../db/tables/auth.js';
import { upsertAppUser } from '../users/app-users.js';
import { AuthError } from './auth-error.js';
import { externalAuthUrl, type AuthRuntime } from './auth-runtime.js';
import { findUserById, isBanned, loadUserJson, touchSignIn } from './auth-users.js';
import type { UserJson } from './user-json.js';

export type SessionResponse = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
  provider_token?: string;
  provider_refresh_token?: string;
  weak_password?: { message: string; reasons: string[] };
};

const uuidToBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const bytesToUuid = (b: Buffer) => {
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

function mac(key: string, prefix: Buffer): Buffer {
  return createHmac('sha256', Buffer.from(key, 'hex')).update(prefix).digest().subarray(0, 16);
}

export function encodeRefreshToken(sessionId: string, counter: number, key: string): string {
  const prefix = Buffer.alloc(24);
  uuidToBytes(sessionId).copy(prefix, 0);
  prefix.writeBigUInt64BE(BigInt(counter), 16);
  return Buffer.concat([prefix, mac(key, prefix)]).toString('base64url');
}

export function decodeRefreshToken(token: string): { sessionId: string; counter: number; prefix: Buffer; tag: Buffer } | null {
  if (!/^[A-Za-z0-9_-]{54}$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length !== 40) return null;
  const prefix = raw.subarray(0, 24);
  return { sessionId: bytesToUuid(prefix.subarray(0, 16)), counter: Number(prefix.readBigUInt64BE(16)), prefix, tag: raw.subarray(24) };
}

export async function createSession(
  rt: AuthRuntime,
  request: FastifyRequest,
  userId: string,
  method: string,
): Promise<AuthSessionRow> {
  const now = new Date();
  const [row] = await rt.db
    .insert(authSessions)
    .values({
      id: randomUUID(),
      userId,
      aal: 'aal1',
      amr: [{ method, timestamp: Math.floor(now.getTime() / 1000) }],
      refreshKey: randomBytes(32).toString('hex'),
      refreshCounter: 0,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500) || null,
      ip: request.ip,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

export async function signAccessToken(rt: AuthRuntime, request: FastifyRequest, user: AuthUserRow, session: AuthSessionRow) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + rt.config.jwtExpiry;
  const amr: AmrEntry[] = [...session.amr].sort((a, b) => b.timestamp - a.timestamp);
  const token = await rt.keys.sign({
    iss: externalAuthUrl(rt, request),
    sub: user.id,
    aud: 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: '',
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    role: user.role,
    aal: session.aal,
    amr,
    session_id: session.id,
    is_anonymous: user.isAnonymous,
  });
  return { token, exp };
}

export async function sessionResponse(
  rt: AuthRuntime,
  request: FastifyRequest,
  user: AuthUserRow,
  session: AuthSessionRow,
  extra: Partial<Pick<SessionResponse, 'provider_token' | 'provider_refresh_token' | 'weak_password'>> = {},
): Promise<SessionResponse> {
  const { token, exp } = await signAccessToken(rt, request, user, session);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: rt.config.jwtExpiry,
    expires_at: exp,
    refresh_token: encodeRefreshToken(session.id, session.refreshCounter, session.refreshKey),
    user: await loadUserJson(rt.db, user),
    ...extra,
  };
}

/** A new session for a user who just proved who they are, plus the app's user record. */
export async function signIn(
  rt: AuthRuntime,
  request: FastifyRequest,
  user: AuthUserRow,
  opts: { method: string; provider: string; extra?: Parameters<typeof sessionResponse>[4] },
): Promise<SessionResponse> {
  await touchSignIn(rt.db, user.id, opts.provider);
  const fresh = (await findUserById(rt.db, user.id)) ?? user;
  const name = typeof fresh.userMetadata.name === 'string' ? fresh.userMetadata.name : (fresh.userMetadata.full_name as string | undefined);
  await upsertAppUser(rt.db, { id: fresh.id, email: fresh.email, name: name ?? null, provider: opts.provider, signedIn: true });
  const session = await createSession(rt, request, fresh.id, opts.method);
  return sessionResponse(rt, request, fresh, session, opts.extra);
}

const refreshError = (code: string, message: string) => new AuthError(400, code, message);

/** Rotation with a reuse window; reuse beyond it revokes the whole session (contract 3.2–3.4). */
export async function refreshSession(rt: AuthRuntime, token: string): Promise<{ user: AuthUserRow; session: AuthSessionRow }> {
  const notFound = refreshError('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const decoded = decodeRefreshToken(token);
  if (!decoded) throw notFound;
  const outcome = await rt.db.transaction(async (tx) => {
    // One round trip: the session (locked against concurrent rotation) with its user.
    const [row] = await tx
      .select({ session: authSessions, user: authUsers })
      .from(authSessions)
      .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
      .where(eq(authSessions.id, decoded.sessionId))
      .for('update', { of: authSessions })
      .limit(1);
    if (!row) return { error: notFound };
    const { session, user } = row;
    if (!timingSafeEqual(mac(session.refreshKey, decoded.prefix), decoded.tag)) return { error: notFound };
    if (isBanned(user)) return { error: refreshError('user_banned', 'Invalid Refresh Token: User Banned') };
    const alreadyUsed = refreshError('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    if (decoded.counter < session.refreshFloor) return { error: alreadyUsed };
    const diff = session.refreshCounter - decoded.counter;
    const now = new Date();
    if (diff < 0) return { error: notFound };
    if (diff === 0) {
      const [next] = await tx
        .update(authSessions)
        .set({ refreshCounter: session.refreshCounter + 1, refreshedAt: now, updatedAt: now })
        .where(eq(authSessions.id, session.id))
        .returning();
      return { user, session: next! };
    }
    // The client lost the last response (diff 1), or another tab refreshed just now: hand out
    // the current token again instead of minting a new one.
    const withinWindow =
      session.refreshedAt !== null && now.getTime() - session.refreshedAt.getTime() <= rt.config.refreshReuseInterval * 1000;
    if (diff === 1 || withinWindow) return { user, session };
    await tx.delete(authSessions).where(eq(authSessions.id, session.id));
    return { error: alreadyUsed, revoked: session.id };
  });
  if ('error' in outcome && outcome.error) {
    if ('revoked' in outcome) rt.log.warn({ sessionId: outcome.revoked }, 'refresh token reused outside the reuse window: session revoked');
    throw outcome.error;
  }
  return outcome as { user: AuthUserRow; session: AuthSessionRow };
}

export async function findSession(rt: AuthRuntime, sessionId: string): Promise<AuthSessionRow | undefined> {
  const [row] = await rt.db.select().from(authSessions).where(eq(authSessions.id, sessionId)).limit(1);
  return row;
}

export async function revokeSessions(rt: AuthRuntime, userId: string, sessionId: string, scope: 'global' | 'local' | 'others') {
  if (scope === 'local') await rt.db.delete(authSessions).where(eq(authSessions.id, sessionId));
  else if (scope === 'others') await rt.db.delete(authSessions).where(and(eq(authSessions.userId, userId), ne(authSessions.id, sessionId)));
  else await rt.db.delete(authSessions).where(eq(authSessions.userId, userId));
}
