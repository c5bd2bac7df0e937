// PostgreSQL text and jsonb cannot hold the NUL character (U+0000): a name or comment carrying
// one would fail deep inside an INSERT as a 500. Every request is checked once, before any
// route runs, and answered 400 naming the field instead.
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

const MAX_DEPTH = 32;

/** The first field (dotted path) whose key or string value contains U+0000, or null. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : null;
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value) || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return here;
    const found = findNul(inner, here, depth + 1);
    if (found) return found;
  }
  return null;
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [['body', request.body], ['query', request.query], ['params', request.params]] as const) {
      const field = findNul(value);
      if (field) throw new HttpError(400, `${where === 'body' ? '' : `${where} `}${field}: must not contain the NUL character`, 'validation_failed');
    }
  });
}
