// How our own API (/api/*) checks a bearer token, locally with jose: against the embedded
// server's keys plus a session check (so logout takes effect at once), or against a hosted
// Supabase project's JWKS (or its legacy HS256 secret).
import { and, eq, exists, sql } from 'drizzle-orm';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import type { Db } from '../../db/client.js';
import type { ExactCache } from '../../db/exact-cache.js';
import { authMfaFactors, authSessions } from '../../db/tables/auth.js';
import { HttpError } from '../../http/errors.js';
import { ensureAppUserOnce } from '../users/app-users.js';
import type { AuthenticatedUser } from './authenticated-user.js';
import type { SigningKeys } from './signing-keys.js';

export type TokenVerifier = {
  /** Throws HttpError 401 {message, code} unless the token is a live user access token. */
  verifyAccessToken(token: string): Promise<AuthenticatedUser>;
};

declare module 'fastify' {
  interface FastifyInstance {
    authVerifier: TokenVerifier;
  }
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const invalid = () => new HttpError(401, 'Your session is invalid or has expired. Please sign in again.', 'bad_jwt');

/**
 * Who may have issued a token we accept: exactly `<PUBLIC_URL or SUPABASE_URL>/auth/v1` when that
 * is known; without a public URL the embedded server names whatever host the client used, so
 * then any `…/auth/v1` (the signature already proves it is ours).
 */
export function issuerCheck(baseUrl: string | undefined): (iss: unknown) => boolean {
  if (!baseUrl) return (iss) => typeof iss === 'string' && /^https?:\/\/[^/]+\/auth\/v1$/.test(iss);
  const expected = `${baseUrl.replace(/\/+$/, '')}/auth/v1`;
  return (iss) => iss === expected;
}

function userFromClaims(claims: JWTPayload, issuerOk: (iss: unknown) => boolean): AuthenticatedUser {
  if (typeof claims.exp !== 'number') throw invalid();
  if (!issuerOk(claims.iss)) throw invalid();
  if (claims.aud !== 'authenticated' && !(Array.isArray(claims.aud) && claims.aud.includes('authenticated'))) throw invalid();
  if (claims.role !== 'authenticated') throw invalid();
  if (typeof claims.sub !== 'string' || !UUID_RE.test(claims.sub)) throw invalid();
  return {
    id: claims.sub,
    email: typeof claims.email === 'string' && claims.email ? claims.email : null,
    sessionId: typeof claims.session_id === 'string' ? claims.session_id : null,
  };
}

function provider(claims: JWTPayload): string | null {
  const meta = claims.app_metadata as { provider?: unknown } | undefined;
  return typeof meta?.provider === 'string' ? meta.provider : null;
}

/** A password-only token of a user who turned two-factor on: the API refuses it until the code is entered. */
export const insufficientAal = () =>
  new HttpError(403, 'Two-factor verification required: enter the code from your authenticator app to continue.', 'insufficient_aal');

/**
 * `sessionOwners` (session id → "user id|1" when the user has a verified factor, "|0" otherwise)
 * spares the session lookup on most requests; the change feed drops an entry when the session row
 * is deleted or a factor of its user changes, on this instance or any other.
 */
export function embeddedVerifier(keys: SigningKeys, db: Db, sessionOwners: ExactCache<string>, publicUrl?: string): TokenVerifier {
  const issuerOk = issuerCheck(publicUrl);
  // Runs on every API request: built once, and prepared once per database connection.
  const sessionOwner = db
    .select({
      userId: authSessions.userId,
      mfa: exists(
        db
          .select({ one: sql`1` })
          .from(authMfaFactors)
          .where(and(eq(authMfaFactors.userId, authSessions.userId), eq(authMfaFactors.status, 'verified'))),
      ).mapWith(Boolean),
    })
    .from(authSessions)
    .where(eq(authSessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_session_owner');
  return {
    async verifyAccessToken(token) {
      const claims = await keys.verify(token).catch(() => {
        throw invalid();
      });
      const user = userFromClaims(claims, issuerOk);
      const sessionId = user.sessionId && UUID_RE.test(user.sessionId) ? user.sessionId : undefined;
      const entry = sessionId
        ? await sessionOwners.read(sessionId, async () => {
            const row = (await sessionOwner.execute({ id: sessionId }))[0];
            return row ? `${row.userId}|${row.mfa ? 1 : 0}` : undefined;
          })
        : undefined;
      const [owner, mfa] = entry?.split('|') ?? [];
      if (owner !== user.id) {
        throw new HttpError(401, 'Your session has ended. Please sign in again.', 'session_not_found');
      }
      if (mfa === '1' && claims.aal !== 'aal2') throw insufficientAal();
      await ensureAppUserOnce(db, { id: user.id, email: user.email, provider: provider(claims) });
      return user;
    },
  };
}

export function hostedVerifier(opts: { supabaseUrl: string; jwtSecret?: string }, db: Db): TokenVerifier {
  const jwks = createRemoteJWKSet(new URL('auth/v1/.well-known/jwks.json', opts.supabaseUrl.replace(/\/?$/, '/')), {
    cacheMaxAge: 10 * 60_000,
  });
  const secret = opts.jwtSecret ? new TextEncoder().encode(opts.jwtSecret) : undefined;
  const issuerOk = issuerCheck(opts.supabaseUrl);
  return {
    async verifyAccessToken(token) {
      let claims: JWTPayload;
      try {
        // Legacy projects sign with their HS256 secret; newer ones with asymmetric keys (JWKS).
        const { alg } = decodeProtectedHeader(token);
        if (alg === 'HS256' && !secret) throw invalid();
        claims =
          alg === 'HS256'
            ? (await jwtVerify(token, secret!, { algorithms: ['HS256'] })).payload
            : (await jwtVerify(token, jwks, { algorithms: ['ES256', 'RS256'] })).payload;
      } catch (err) {
        if (err instanceof HttpError) throw err;
        throw invalid();
      }
      const user = userFromClaims(claims, issuerOk);
      await ensureAppUserOnce(db, { id: user.id, email: user.email, provider: provider(claims) });
      return user;
    },
  };
}
