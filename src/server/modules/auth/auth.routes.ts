// Accounts wiring: either the embedded GoTrue-compatible server at /auth/v1 (default), or a
// hosted Supabase project (SUPABASE_URL + SUPABASE_ANON_KEY), in which case /auth/v1 stays
// off and our API verifies that project's tokens. Returns what the SPA needs at runtime.
import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { createExactCache } from '../../db/exact-cache.js';
import type { Env } from '../../env.js';
import { parseJsonBody } from '../../http/json-parser.js';
import type { Mailer } from '../../mail/mailer.js';
import { registerAdminMfaRoutes } from './admin-mfa.routes.js';
import { registerAdminRoutes } from './admin.routes.js';
import { registerAuthErrorHandling } from './auth-error.js';
import { authConfigFromEnv, createAuthLimiter, type AuthRuntime } from './auth-runtime.js';
import { registerEmailRoutes } from './email.routes.js';
import { registerMetaRoutes } from './meta.routes.js';
import { registerMfaRoutes } from './mfa.routes.js';
import { registerOAuthRoutes } from './oauth.routes.js';
import { loadApiKeys, loadSigningKeys } from './signing-keys.js';
import { registerSignupRoutes } from './signup.routes.js';
import { embeddedVerifier, hostedVerifier } from './token-verifier.js';
import { registerTokenRoutes } from './token.routes.js';
import { registerUserRoutes } from './user.routes.js';
import { registerVerifyRoutes } from './verify.routes.js';

export type AuthSetup = {
  /** Base URL for the browser's auth client ('' = this origin; it appends /auth/v1). */
  authUrl: string;
  anonKey: string;
  /** The embedded server's runtime (undefined in hosted mode). */
  runtime?: AuthRuntime;
};

export async function registerAuth(app: FastifyInstance, deps: { env: Env; db: Db; mailer: Mailer; changes: ChangeFeed }): Promise<AuthSetup> {
  const { env, db } = deps;
  if (env.SUPABASE_URL) {
    if (!env.SUPABASE_ANON_KEY) throw new Error('SUPABASE_URL is set but SUPABASE_ANON_KEY is missing (both are needed for hosted auth)');
    app.decorate('authVerifier', hostedVerifier({ supabaseUrl: env.SUPABASE_URL, jwtSecret: env.SUPABASE_JWT_SECRET }, db));
    return { authUrl: env.SUPABASE_URL, anonKey: env.SUPABASE_ANON_KEY };
  }

  const keys = await loadSigningKeys(env);
  const apiKeys = await loadApiKeys(keys, env.DATA_DIR);
  const rt: AuthRuntime = {
    db,
    config: authConfigFromEnv(env),
    keys,
    apiKeys,
    mailer: deps.mailer,
    limiter: createAuthLimiter(env, db),
    log: app.log,
  };
  const sessionOwners = createExactCache<string>(deps.changes, { topic: 'session', ttlMs: 60_000, maxEntries: 100_000 });
  app.decorate('authVerifier', embeddedVerifier(keys, db, sessionOwners, rt.config.publicUrl));
  await app.register(
    async (scope) => {
      registerAuthErrorHandling(scope);
      // Sign-out, refresh-token reuse, MFA, bans and deletions end sessions in many places: after
      // any change here, wait until this instance has seen its notifications, so the very next
      // request with a revoked token is refused here (other instances follow within milliseconds).
      scope.addHook('onSend', async (request) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') await deps.changes.sync();
      });
      // auth-js sends `Content-Type: application/json` with no body on /logout.
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
        const text = String(body).trim();
        if (!text) return done(null, {});
        try {
          done(null, parseJsonBody(text));
        } catch (err) {
          done(err as Error, undefined);
        }
      });
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      });
      registerSignupRoutes(scope, rt);
      registerTokenRoutes(scope, rt);
      registerVerifyRoutes(scope, rt);
      registerEmailRoutes(scope, rt);
      registerUserRoutes(scope, rt);
      registerMfaRoutes(scope, rt);
      registerAdminRoutes(scope, rt);
      registerAdminMfaRoutes(scope, rt);
      registerOAuthRoutes(scope, rt);
      registerMetaRoutes(scope, rt);
    },
    { prefix: '/auth/v1' },
  );
  return { authUrl: '', anonKey: apiKeys.anonKey, runtime: rt };
}
