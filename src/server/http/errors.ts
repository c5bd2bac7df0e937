// Every API error leaves as JSON { message, code? }. Services throw HttpError; anything else
// is a 500 whose details stay in the log (with the request id), never in the response.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'bad_request') => new HttpError(400, message, code);
export const unauthorized = (message = 'Authentication required', code = 'unauthorized') =>
  new HttpError(401, message, code);
export const forbidden = (message = 'Forbidden', code = 'forbidden') => new HttpError(403, message, code);
export const notFound = (message = 'Not found', code = 'not_found') => new HttpError(404, message, code);
export const conflict = (message: string, code = 'conflict') => new HttpError(409, message, code);

export function zodErrorToHttp(err: ZodError, where: string): HttpError {
  const fields = err.issues.map((i) => ({ field: i.path.join('.') || where, message: i.message }));
  const first = fields[0];
  const message = first ? `${first.field}: ${first.message}` : `Invalid ${where}`;
  return new HttpError(400, message, 'validation_failed', { fields });
}

/** What a 503 during a database outage tells clients to wait before retrying. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Connection-level database failures: the database is down, not the request wrong. Drizzle
 * wraps the driver's error (DrizzleQueryError), so the cause chain is searched too.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || depth > 4) return false;
  if (isConnectionFailure(err)) return true;
  return isDatabaseUnavailable((err as { cause?: unknown }).cause, depth + 1);
}

function isConnectionFailure(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === 'ETIMEDOUT' ||
    code === 'EPIPE' ||
    code === '57P01' || // admin_shutdown
    code === '57P02' || // crash_shutdown
    code === '57P03' || // cannot_connect_now
    code === '53300' || // too_many_connections
    code === '08006' ||
    code === '08001' ||
    /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|terminating connection/i.test(String((err as Error)?.message))
  );
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | ZodError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ message: err.message, code: err.code, ...err.extra });
    }
    if (err instanceof ZodError) {
      const http = zodErrorToHttp(err, 'body');
      return reply.status(400).send({ message: http.message, code: http.code, ...http.extra });
    }
    const fe = err as FastifyError;
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      // Fastify's own client errors: invalid JSON, body too large, unsupported media type…
      const message =
        fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe instanceof SyntaxError
          ? /nests deeper/.test(fe.message)
            ? fe.message
            : 'Request body is not valid JSON'
          : fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Request body is too large'
            : fe.message;
      return reply.status(fe.statusCode).send({ message, code: (fe.code ?? 'bad_request').toLowerCase() });
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'database unavailable');
      return reply.status(503).header('retry-after', DATABASE_RETRY_AFTER_SECONDS).send({ message: 'Service temporarily unavailable, please retry', code: 'unavailable' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error', code: 'internal', requestId: request.id });
  });
}
