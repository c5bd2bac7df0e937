// Pino options for Fastify: request ids, and nothing secret in any line. Query strings are
// dropped from logged URLs because auth links carry tokens there.
import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.apikey',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.access_token',
  '*.refresh_token',
];

/**
 * Errors as pino writes them, minus what a failed query carries: drizzle puts the statement's
 * parameters (an email, a password hash, a token) in its message and on the error, and the
 * driver's error repeats them in `cause`. Only the SQL text stays.
 */
export function serializeError(err: unknown, depth = 0): Record<string, unknown> | unknown {
  if (!(err instanceof Error)) return err;
  const out = { ...(stdSerializers.err(err) as unknown as Record<string, unknown>) };
  const scrub = (v: unknown) => (typeof v === 'string' ? v.replace(/\nparams:[\s\S]*?(?=\n\s+at |$)/, '\nparams: [redacted]') : v);
  out.message = scrub(out.message);
  out.stack = scrub(out.stack);
  delete out.params;
  delete out.parameters;
  delete out.query_params;
  if ('cause' in err && err.cause !== undefined) out.cause = depth < 5 ? serializeError(err.cause, depth + 1) : '[cause]';
  return out;
}

export function loggerOptions(level: string, pretty: boolean): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      err: (err: Error) => serializeError(err) as { type: string; message: string; stack: string },
      req: (req: { method: string; url: string; id: string; ip?: string }) => ({
        method: req.method,
        url: req.url.split('?')[0],
        id: req.id,
        ip: req.ip,
      }),
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}

export function requestIdOptions(trustProxy: boolean): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> {
  return {
    requestIdHeader: trustProxy ? 'x-request-id' : false,
    genReqId: () => randomUUID(),
  };
}
