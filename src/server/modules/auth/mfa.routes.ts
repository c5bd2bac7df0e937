// TOTP multi-factor authentication: enrol, challenge, verify (aal1 → aal2), unenrol
// (auth-contract.md #14–#17). TOTP is SHA-1, 6 digits, 30 s, ±1 step, as in GoTrue.
import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as OTPAuth from 'otpauth';
import { encodeQR } from 'qr';
import { authMfaChallenges, authMfaFactors, authSessions, type AuthMfaFactorRow } from '../../db/tables/auth.js';
import { AuthError, authErrors } from './auth-error.js';
import type { AuthRuntime } from './auth-runtime.js';
import { requireAuthUser } from './auth-request.js';
import { readBody, str } from './body.js';
import { sessionResponse } from './sessions.js';

const CHALLENGE_TTL_SECONDS = 300;
const MAX_FACTORS = 10;

function totpFor(factor: Pick<AuthMfaFactorRow, 'secret'>, issuer: string, label: string) {
  return new OTPAuth.TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(factor.secret) });
}

async function ownFactor(rt: AuthRuntime, userId: string, id: string, status = 404): Promise<AuthMfaFactorRow> {
  const [factor] = /^[0-9a-f-]{36}$/i.test(id)
    ? await rt.db.select().from(authMfaFactors).where(and(eq(authMfaFactors.id, id), eq(authMfaFactors.userId, userId))).limit(1)
    : [];
  if (!factor) throw new AuthError(status, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

/** Removes a factor; sessions it raised to aal2 fall back to aal1 (shared with the admin API). */
export async function deleteFactor(rt: AuthRuntime, factor: AuthMfaFactorRow): Promise<void> {
  await rt.db.delete(authMfaFactors).where(eq(authMfaFactors.id, factor.id));
  await rt.db
    .update(authSessions)
    .set({ aal: 'aal1', factorId: null, updatedAt: new Date() })
    .where(and(eq(authSessions.userId, factor.userId), eq(authSessions.factorId, factor.id)));
}

export function registerMfaRoutes(app: FastifyInstance, rt: AuthRuntime): void {
  app.post('/factors', async (request) => {
    const { user, session } = await requireAuthUser(rt, request);
    const body = readBody(request);
    const type = str(body.factor_type);
    if (type === 'phone') throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
    if (type === 'webauthn') throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
    if (type !== 'totp') throw authErrors.validation('factor_type needs to be totp, phone or webauthn');
    const factors = await rt.db.select().from(authMfaFactors).where(eq(authMfaFactors.userId, user.id));
    if (factors.some((f) => f.status === 'verified') && session.aal !== 'aal2') {
      throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    if (factors.length >= MAX_FACTORS) {
      throw new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');
    }
    const friendlyName = str(body.friendly_name) ?? null;
    if (friendlyName && factors.some((f) => f.friendlyName === friendlyName)) {
      throw new AuthError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
    }
    const issuer = str(body.issuer) ?? rt.config.appName;
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    const [factor] = await rt.db
      .insert(authMfaFactors)
      .values({ id: randomUUID(), userId: user.id, friendlyName, factorType: 'totp', status: 'unverified', secret })
      .returning();
    const uri = totpFor(factor!, issuer, user.email ?? user.id).toString();
    return {
      id: factor!.id,
      type: 'totp',
      friendly_name: friendlyName ?? '',
      totp: { qr_code: encodeQR(uri, 'svg'), secret, uri },
    };
  });

  app.post<{ Params: { id: string } }>('/factors/:id/challenge', async (request) => {
    if (!(await rt.limiter.take('verify', request.ip))) throw authErrors.overRequestRateLimit();
    const { user } = await requireAuthUser(rt, request);
    const factor = await ownFactor(rt, user.id, request.params.id);
    const now = new Date();
    const [challenge] = await rt.db.insert(authMfaChallenges).values({ id: randomUUID(), factorId: factor.id, ip: request.ip, createdAt: now }).returning();
    await rt.db.update(authMfaFactors).set({ lastChallengedAt: now }).where(eq(authMfaFactors.id, factor.id));
    return { id: challenge!.id, type: 'totp', expires_at: Math.floor(now.getTime() / 1000) + CHALLENGE_TTL_SECONDS };
  });

  app.post<{ Params: { id: string } }>('/factors/:id/verify', async (request) => {
    if (!(await rt.limiter.take('verify', request.ip))) throw authErrors.overRequestRateLimit();
    const { user, session } = await requireAuthUser(rt, request);
    const body = readBody(request);
    const code = str(body.code)?.trim();
    const challengeId = str(body.challenge_id);
    if (!code) throw authErrors.validation('Code needs to be non-empty');
    const factor = await ownFactor(rt, user.id, request.params.id, 422);
    const [challenge] =
      challengeId && /^[0-9a-f-]{36}$/i.test(challengeId)
        ? await rt.db
            .select()
            .from(authMfaChallenges)
            .where(and(eq(authMfaChallenges.id, challengeId), eq(authMfaChallenges.factorId, factor.id)))
            .limit(1)
        : [];
    if (!challenge || challenge.verifiedAt) throw new AuthError(422, 'mfa_challenge_expired', 'Challenge not found or already used');
    if (Date.now() - challenge.createdAt.getTime() > CHALLENGE_TTL_SECONDS * 1000) {
      await rt.db.delete(authMfaChallenges).where(eq(authMfaChallenges.id, challenge.id));
      throw new AuthError(422, 'mfa_challenge_expired', 'Challenge has expired, verify against another challenge or create a new factor.');
    }
    if (challenge.ip !== request.ip) throw new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    const valid = totpFor(factor, rt.config.appName, user.email ?? user.id).validate({ token: code, window: 1 }) !== null;
    if (!valid) throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');

    const now = new Date();
    await rt.db.update(authMfaChallenges).set({ verifiedAt: now }).where(eq(authMfaChallenges.id, challenge.id));
    if (factor.status !== 'verified') {
      await rt.db.update(authMfaFactors).set({ status: 'verified', updatedAt: now }).where(eq(authMfaFactors.id, factor.id));
      // Like GoTrue: turning MFA on ends the user's other aal1 sessions and drops unverified factors.
      await rt.db.delete(authSessions).where(and(eq(authSessions.userId, user.id), ne(authSessions.id, session.id), eq(authSessions.aal, 'aal1')));
      await rt.db
        .delete(authMfaFactors)
        .where(and(eq(authMfaFactors.userId, user.id), eq(authMfaFactors.status, 'unverified'), ne(authMfaFactors.id, factor.id)));
    }
    // A new counter floor: refresh tokens issued at aal1 can never mint aal2 tokens.
    const next = session.refreshCounter + 1;
    const [upgraded] = await rt.db
      .update(authSessions)
      .set({
        aal: 'aal2',
        factorId: factor.id,
        amr: [...session.amr, { method: 'totp', timestamp: Math.floor(now.getTime() / 1000) }],
        refreshCounter: next,
        refreshFloor: next,
        refreshedAt: now,
        updatedAt: now,
      })
      .where(eq(authSessions.id, session.id))
      .returning();
    return sessionResponse(rt, request, user, upgraded!);
  });

  app.delete<{ Params: { id: string } }>('/factors/:id', async (request) => {
    const { user, session } = await requireAuthUser(rt, request);
    const factor = await ownFactor(rt, user.id, request.params.id);
    if (factor.status === 'verified' && session.aal !== 'aal2') {
      throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await deleteFactor(rt, factor);
    return { id: factor.id };
  });
}
