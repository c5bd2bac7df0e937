// GoTrue is lenient with bodies: unknown keys are ignored and null means "absent".
import type { FastifyRequest } from 'fastify';

export type Body = Record<string, unknown>;

export function readBody(request: FastifyRequest): Body {
  const b = request.body;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Body) : {};
}

export function readQuery(request: FastifyRequest): Record<string, string | undefined> {
  const q = (request.query ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(q).map(([k, v]) => [k, typeof v === 'string' ? v : Array.isArray(v) ? String(v[0]) : undefined]));
}

export const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

export const record = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/**
 * user_metadata rides in every access token: a large one makes each request's Authorization
 * header too big to serve (431). What a user or a sign-up may store is capped.
 */
export const MAX_USER_METADATA_BYTES = 4096;

export function metadataTooLarge(data: Record<string, unknown>): boolean {
  return Buffer.byteLength(JSON.stringify(data), 'utf8') > MAX_USER_METADATA_BYTES;
}
