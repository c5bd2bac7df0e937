// Who is calling the auth server: a user JWT (GET/PUT /user, /logout, /factors) or an admin
// JWT (role service_role / supabase_admin, `exp` optional, like GoTrue's auth.go).
import type { FastifyRequest } from 'fastify';
import type { JWTPayload } from 'jose';
import type { AuthSessionRow, AuthUserRow } from '../../db/tables/auth.js';
import { AuthError, authErrors } from './auth-error.js';
import type { AuthRuntime } from './auth-runtime.js';
import { findUserById, isBanned } from './auth-users.js';
import { findSession } from './sessions.js';

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

async function verifiedClaims(rt: AuthRuntime, request: FastifyRequest): Promise<JWTPayload> {
  const token = bearerToken(request);
  if (!token) throw authErrors.noAuthorization();
  try {
    return await rt.keys.verify(token);
  } catch (err) {
    throw authErrors.badJwt((err as Error).message || 'invalid token');
  }
}

export type UserRequestContext = { claims: JWTPayload; user: AuthUserRow; session: AuthSessionRow };

export async function requireAuthUser(rt: AuthRuntime, request: FastifyRequest): Promise<UserRequestContext> {
  const claims = await verifiedClaims(rt, request);
  if (typeof claims.exp !== 'number') throw authErrors.badJwt('token has no expiry');
  if (typeof claims.sub !== 'string' || !claims.sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID_RE.test(claims.sub)) throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  if (claims.aud !== 'authenticated') throw authErrors.validation("Token audience doesn't match request audience");
  const user = await findUserById(rt.db, claims.sub);
  if (!user) throw authErrors.userNotFound();
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  const session = sessionId && UUID_RE.test(sessionId) ? await findSession(rt, sessionId) : undefined;
  if (!session || session.userId !== user.id) throw authErrors.sessionNotFound();
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  return { claims, user, session };
}

export async function requireAdmin(rt: AuthRuntime, request: FastifyRequest): Promise<JWTPayload> {
  const claims = await verifiedClaims(rt, request);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) throw authErrors.notAdmin();
  return claims;
}
