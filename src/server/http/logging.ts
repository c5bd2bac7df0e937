// Pino options for Fastify: request ids, and nothing secret in any line. Query strings are
// dropped from logged URLs because auth links carry tokens there.
import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

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

export function loggerOptions(level: string, pretty: boolean): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
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
