// GET /verify (the link in the email: 303 redirect with tokens or a PKCE code) and POST /verify
// (token hash or email + 6-digit code: a session). auth-contract.md 1.6 #9 and #9b.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authIdentities, authUsers, type AuthOneTimeTokenRow, type AuthUserRow } from '../../db/tables/auth.js';
import { upsertAppUser } from '../users/app-users.js';
import { AuthError, authErrors } from './auth-error.js';
import { redirectTarget, type AuthRuntime } from './auth-runtime.js';
import { confirmUserEmail, findUserById, isBanned, isValidEmail, linkEmailToAnonymous, normalizeEmail } from './auth-users.js';
import { readBody, readQuery, str } from './body.js';
import { issueAuthCode } from './flow-state.js';
import { consumeOneTimeToken, findOneTimeToken, tokenHashOf, VERIFY_TYPES } from './one-time-tokens.js';
import { signIn } from './sessions.js';

const AMR_METHOD: Record<string, string> = {
  confirmation: 'email/signup',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change_new: 'email_change',
};

/** Applies a verified token to its user; returns the user and the sign-in method. */
async function applyToken(rt: AuthRuntime, row: AuthOneTimeTokenRow): Promise<{ user: AuthUserRow; method: string }> {
  if (!(await consumeOneTimeToken(rt.db, row.id))) throw authErrors.otpExpired();
  let user = await findUserById(rt.db, row.userId);
  if (!user) throw authErrors.otpExpired();
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  if (row.tokenType === 'email_change_new') {
    if (user.emailChange !== row.relatesTo) throw authErrors.otpExpired();
    const newEmail = row.relatesTo;
    const now = new Date();
    try {
      [user] = await rt.db
        .update(authUsers)
        .set({ email: newEmail, emailChange: null, emailChangeSentAt: null, emailConfirmedAt: user.emailConfirmedAt ?? now, updatedAt: now })
        .where(eq(authUsers.id, user.id))
        .returning();
    } catch {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    const [identity] = await rt.db
      .select()
      .from(authIdentities)
      .where(and(eq(authIdentities.userId, user!.id), eq(authIdentities.provider, 'email')))
      .limit(1);
    if (identity) {
      await rt.db
        .update(authIdentities)
        .set({ email: newEmail, identityData: { ...identity.identityData, email: newEmail }, updatedAt: now })
        .where(eq(authIdentities.id, identity.id));
    } else if (user!.isAnonymous) {
      user = await linkEmailToAnonymous(rt.db, user!, newEmail!);
    }
    await upsertAppUser(rt.db, { id: user!.id, email: newEmail });
  } else {
    user = await confirmUserEmail(rt.db, user);
  }
  return { user: user!, method: AMR_METHOD[row.tokenType] ?? 'otp' };
}

function errorRedirect(reply: FastifyReply, redirectTo: string, err: AuthError): FastifyReply {
  const oauthError = err.status === 403 ? 'access_denied' : err.status === 401 ? 'unauthorized_client' : err.status >= 500 ? 'server_error' : 'invalid_request';
  const params = new URLSearchParams({ error: oauthError, error_code: err.code, error_description: err.message, sb: '' });
  const url = new URL(redirectTo);
  for (const [k, v] of params) url.searchParams.set(k, v);
  url.hash = params.toString();
  return reply.redirect(url.toString(), 303);
}

export function implicitRedirect(redirectTo: string, session: Record<string, unknown>, type?: string): string {
  const params = new URLSearchParams();
  for (const key of ['access_token', 'expires_at', 'expires_in', 'refresh_token', 'token_type', 'provider_token', 'provider_refresh_token']) {
    if (session[key] !== undefined && session[key] !== null) params.set(key, String(session[key]));
  }
  if (type) params.set('type', type);
  params.set('sb', '');
  const url = new URL(redirectTo);
  url.hash = params.toString();
  return url.toString();
}

export function registerVerifyRoutes(app: FastifyInstance, rt: AuthRuntime): void {
  app.get('/verify', async (request: FastifyRequest, reply) => {
    if (!(await rt.limiter.take('verify', request.ip))) throw authErrors.overRequestRateLimit();
    const q = readQuery(request);
    const type = q.type;
    if (!q.token) throw authErrors.validation('Verify requires a token or a token hash');
    if (!type || !VERIFY_TYPES[type]) throw authErrors.validation(`Unsupported verification type`);
    const redirectTo = redirectTarget(rt, request);
    const row = await findOneTimeToken(rt.db, q.token, VERIFY_TYPES[type]!);
    if (!row) return errorRedirect(reply, redirectTo, new AuthError(403, 'otp_expired', 'Email link is invalid or has expired'));
    let applied;
    try {
      applied = await applyToken(rt, row);
    } catch (err) {
      if (err instanceof AuthError) return errorRedirect(reply, redirectTo, err);
      throw err;
    }
    if (q.token.startsWith('pkce_') && row.flowStateId) {
      const code = await issueAuthCode(rt.db, row.flowStateId, { userId: applied.user.id });
      const url = new URL(redirectTo);
      url.searchParams.set('code', code);
      return reply.redirect(url.toString(), 303);
    }
    const session = await signIn(rt, request, applied.user, { method: applied.method, provider: 'email' });
    return reply.redirect(implicitRedirect(redirectTo, session, type), 303);
  });

  app.post('/verify', async (request) => {
    if (!(await rt.limiter.take('verify', request.ip))) throw authErrors.overRequestRateLimit();
    const body = readBody(request);
    const type = str(body.type);
    const tokenHash = str(body.token_hash);
    const token = str(body.token);
    const email = str(body.email);
    const phone = str(body.phone);
    if (phone !== undefined) {
      // No SMS provider: no phone code is ever valid, but the errors are GoTrue's.
      if (!/^[1-9]\d{1,14}$/.test(phone.replace(/[\s+]/g, ''))) throw authErrors.validation('Invalid phone number format (E.164 required)');
      throw authErrors.otpExpired();
    }
    if (!type || !VERIFY_TYPES[type]) throw authErrors.validation('Unsupported verification type');
    let row: AuthOneTimeTokenRow | undefined;
    if (tokenHash) {
      if (email || token) throw authErrors.validation('Only the token_hash and type should be provided');
      row = await findOneTimeToken(rt.db, tokenHash, VERIFY_TYPES[type]!);
    } else if (token && email) {
      if (!isValidEmail(email)) throw authErrors.validation('Unable to validate email address: invalid format');
      row = await findOneTimeToken(rt.db, tokenHashOf(normalizeEmail(email), token.trim()), VERIFY_TYPES[type]!);
    } else {
      throw authErrors.validation('Verify requires either a token or a token hash');
    }
    if (!row) throw authErrors.otpExpired();
    const applied = await applyToken(rt, row);
    return signIn(rt, request, applied.user, { method: applied.method, provider: 'email' });
  });
}
