// GoTrue's error contract (auth-contract.md 1.5). With `X-Supabase-Api-Version: 2024-01-01`
// the body is {code, message} and the header is echoed; without it the legacy body
// {code: <status>, error_code, msg}. Both carry `x-sb-error-code`, and both bodies also hold
// the other format's fields, so a client that cannot read the header still finds the code.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../http/errors.js';

export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** OAuth-style error bodies GoTrue uses on a few paths: {error, error_description}, always 400. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const authErrors = {
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  metadataTooLarge: () => new AuthError(400, 'validation_failed', 'User metadata is too large: keep it under 4 KB.'),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) => new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  overRequestRateLimit: () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  overEmailSendRateLimit: (seconds?: number) =>
    new AuthError(
      429,
      'over_email_send_rate_limit',
      seconds === undefined ? 'Email rate limit exceeded' : `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  notFound: (message = 'Not found') => new AuthError(404, 'not_found', message),
  unexpected: (message = 'Unexpected failure, please check server logs for more information') =>
    new AuthError(500, 'unexpected_failure', message),
};

export function wantsApiVersion(request: FastifyRequest): boolean {
  const v = request.headers['x-supabase-api-version'];
  return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && v >= API_VERSION;
}

export function sendAuthError(request: FastifyRequest, reply: FastifyReply, err: AuthError): FastifyReply {
  // Every error names its code and the API version, whatever the client sent (404s included).
  reply.header('x-sb-error-code', err.code).header('x-supabase-api-version', API_VERSION);
  if (wantsApiVersion(request)) {
    return reply.status(err.status).send({ code: err.code, message: err.message, error_code: err.code, ...err.extra });
  }
  return reply
    .status(err.status)
    .send({ code: err.status, error_code: err.code, msg: err.message, message: err.message, ...err.extra });
}

/** Error handling and 404s for everything under /auth/v1 (call inside the prefixed plugin). */
export function registerAuthErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AuthError | OAuthError, request, reply) => {
    if (err instanceof AuthError) return sendAuthError(request, reply, err);
    if (err instanceof OAuthError) return reply.status(400).send({ error: err.error, error_description: err.description });
    const fe = err as FastifyError;
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      const bad =
        fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe instanceof SyntaxError
          ? new AuthError(400, 'bad_json', /nests deeper/.test(fe.message) ? `Could not parse request body as JSON: ${fe.message}` : 'Could not parse request body as JSON')
          : fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? new AuthError(413, 'request_too_large', 'Request body is too large')
            : new AuthError(fe.statusCode, 'validation_failed', fe.message);
      return sendAuthError(request, reply, bad);
    }
    if (isDatabaseUnavailable(err)) {
      // 503 is what auth-js retries (AuthRetryableFetchError) instead of signing the user out.
      request.log.error({ err }, 'database unavailable');
      reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      return sendAuthError(request, reply, new AuthError(503, 'unexpected_failure', 'Service temporarily unavailable, please retry'));
    }
    request.log.error({ err }, 'auth server error');
    return sendAuthError(request, reply, authErrors.unexpected());
  });
  app.setNotFoundHandler((request, reply) =>
    sendAuthError(request, reply, authErrors.notFound(`No route for ${request.method} ${request.url.split('?')[0]}`)),
  );
}
