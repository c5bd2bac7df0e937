// POST /token with grant_type password | refresh_token | pkce (auth-contract.md 1.6 #2–#4).
import type { FastifyInstance } from 'fastify';
import { AuthError, authErrors, OAuthError } from './auth-error.js';
import type { AuthRuntime } from './auth-runtime.js';
import { findUserByEmail, findUserById, isBanned } from './auth-users.js';
import { readBody, readQuery, str } from './body.js';
import { exchangeAuthCode } from './flow-state.js';
import { verifyPassword, weakPasswordReasons } from './passwords.js';
import { createSession, refreshSession, sessionResponse, signIn } from './sessions.js';
import { upsertAppUser } from '../users/app-users.js';

export function registerTokenRoutes(app: FastifyInstance, rt: AuthRuntime): void {
  app.post('/token', async (request) => {
    const grant = readQuery(request).grant_type;
    const body = readBody(request);

    if (grant === 'password') {
      if (!(await rt.limiter.take('signIn', request.ip))) throw authErrors.overRequestRateLimit();
      const email = str(body.email);
      const password = typeof body.password === 'string' ? body.password : '';
      if (!email && !str(body.phone)) throw authErrors.validation('missing email or phone');
      if (!email) throw authErrors.invalidCredentials();
      const user = await findUserByEmail(rt.db, email);
      const ok = await verifyPassword(user?.encryptedPassword, password);
      if (!user || !ok) throw authErrors.invalidCredentials();
      if (!user.emailConfirmedAt && !rt.config.autoconfirm) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
      const weak = weakPasswordReasons(password, rt.config.passwordPolicy);
      return signIn(rt, request, user, {
        method: 'password',
        provider: 'email',
        extra: weak.reasons.length ? { weak_password: weak } : {},
      });
    }

    if (grant === 'refresh_token') {
      // A 4xx here signs the user out in the client (contract 3.1), so being over the limit
      // is answered as a temporary 503 with GoTrue's code.
      if (!(await rt.limiter.take('tokenRefresh', request.ip))) {
        throw new AuthError(503, 'over_request_rate_limit', 'Request rate limit reached, retry shortly');
      }
      const token = str(body.refresh_token);
      if (!token) throw new OAuthError('invalid_request', 'refresh_token required');
      const { user, session } = await refreshSession(rt, token);
      return sessionResponse(rt, request, user, session);
    }

    if (grant === 'pkce') {
      const authCode = str(body.auth_code);
      const verifier = str(body.code_verifier);
      if (!authCode || !verifier) throw authErrors.validation('invalid request: both auth code and code verifier should be non-empty');
      const flow = await exchangeAuthCode(rt.db, authCode, verifier);
      const user = await findUserById(rt.db, flow.userId!);
      if (!user) throw authErrors.userNotFound();
      if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');
      const provider = flow.providerType === 'email' ? 'email' : flow.providerType;
      if (flow.authenticationMethod === 'oauth') {
        // The OAuth callback already counted the sign-in and updated the app's record.
        const session = await createSession(rt, request, user.id, 'oauth');
        await upsertAppUser(rt.db, { id: user.id, email: user.email, provider, signedIn: true });
        return sessionResponse(rt, request, user, session, {
          provider_token: flow.providerAccessToken ?? undefined,
          provider_refresh_token: flow.providerRefreshToken ?? undefined,
        });
      }
      return signIn(rt, request, user, { method: flow.authenticationMethod, provider });
    }

    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type');
  });
}
