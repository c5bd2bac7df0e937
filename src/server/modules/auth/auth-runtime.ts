// Everything the embedded auth server's routes share: configuration, keys, mailer, limits.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Env } from '../../env.js';
import type { Mailer } from '../../mail/mailer.js';
import { parseRequiredCharacters, type PasswordPolicy } from './passwords.js';
import { createRateLimiter, type RateLimiter } from './rate-limiter.js';
import { safeRedirect } from './redirect-url.js';
import type { ApiKeys, SigningKeys } from './signing-keys.js';

export type GoogleConfig = { clientId: string; clientSecret: string; issuer: string };

export type AuthConfig = {
  appName: string;
  jwtExpiry: number;
  refreshReuseInterval: number;
  passwordPolicy: PasswordPolicy;
  otpExpiry: number;
  emailMaxFrequency: number;
  autoconfirm: boolean;
  anonymous: boolean;
  /** AUTH_SITE_URL, else PUBLIC_URL; undefined means "the origin the request came to". */
  siteUrl: string | undefined;
  publicUrl: string | undefined;
  allowList: string[];
  google: GoogleConfig | undefined;
};

export type AuthRuntime = {
  db: Db;
  config: AuthConfig;
  keys: SigningKeys;
  apiKeys: ApiKeys;
  mailer: Mailer;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
};

export function authConfigFromEnv(env: Env): AuthConfig {
  return {
    appName: env.APP_NAME,
    jwtExpiry: env.AUTH_JWT_EXPIRY,
    refreshReuseInterval: env.AUTH_REFRESH_TOKEN_REUSE_INTERVAL,
    passwordPolicy: {
      minLength: env.AUTH_PASSWORD_MIN_LENGTH,
      requiredCharacters: parseRequiredCharacters(env.AUTH_PASSWORD_REQUIRED_CHARACTERS),
    },
    otpExpiry: env.AUTH_OTP_EXPIRY,
    emailMaxFrequency: env.AUTH_EMAIL_MAX_FREQUENCY,
    autoconfirm: env.AUTH_AUTOCONFIRM,
    anonymous: env.AUTH_ANONYMOUS,
    siteUrl: (env.AUTH_SITE_URL ?? env.PUBLIC_URL)?.replace(/\/+$/, ''),
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, ''),
    allowList: env.AUTH_REDIRECT_ALLOW_LIST,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.GOOGLE_ISSUER_URL.replace(/\/+$/, '') }
        : undefined,
  };
}

export function createAuthLimiter(env: Env, db: Db): RateLimiter {
  const fiveMinutes = 5 * 60_000;
  return createRateLimiter(db, {
    signIn: { max: env.AUTH_RATE_LIMIT_SIGN_IN, windowMs: fiveMinutes },
    tokenRefresh: { max: env.AUTH_RATE_LIMIT_TOKEN_REFRESH, windowMs: fiveMinutes },
    verify: { max: env.AUTH_RATE_LIMIT_VERIFY, windowMs: fiveMinutes },
    emailSent: { max: env.AUTH_RATE_LIMIT_EMAIL_SENT, windowMs: 60 * 60_000 },
    anonymous: { max: env.AUTH_RATE_LIMIT_ANONYMOUS, windowMs: 60 * 60_000 },
  });
}

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Where the auth API is reachable from outside (email links, OAuth redirect_uri, `iss`). */
export function externalAuthUrl(rt: AuthRuntime, request: FastifyRequest): string {
  return `${rt.config.publicUrl ?? requestOrigin(request)}/auth/v1`;
}

export function siteUrl(rt: AuthRuntime, request: FastifyRequest): string {
  return rt.config.siteUrl ?? requestOrigin(request);
}

/** redirect_to from the query string, validated; the site URL when absent or not allowed. */
export function redirectTarget(rt: AuthRuntime, request: FastifyRequest, candidate?: string | null): string {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.redirect_to;
  const value = candidate ?? (typeof fromQuery === 'string' ? fromQuery : undefined);
  return safeRedirect(value, siteUrl(rt, request), rt.config.allowList);
}
