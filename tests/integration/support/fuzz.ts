// Generators of hostile requests (fast-check) and the one property every answer must have:
// below 500, and a 4xx is JSON with a readable message and no stack trace.
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Fixture, Route } from './api-routes.js';

/** Values that break naive code: wrong types, huge and odd numbers, unicode, markup, SQL, NUL. */
export const edgeValues: unknown[] = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  1e20,
  1e308,
  -1e308,
  '9'.repeat(40),
  'x'.repeat(6000),
  '𝕏'.repeat(3000),
  '\u0000',
  'a\u0000b',
  '\ud800',
  "'; DROP TABLE projects; --",
  "1' OR '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{constructor.constructor("return process")()}}',
  '../../etc/passwd',
  '%00%0d%0a',
  { $gt: '' },
  JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}') as unknown,
  [],
  {},
  null,
  true,
  '2026-11-21T00:00:00Z',
  '00000000-0000-4000-8000-000000000000',
];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }),
  fc.constantFrom(...edgeValues),
);

/** A route's sample body with keys dropped, replaced by hostile values, and extra keys added. */
export function mutatedBody(sample: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(sample);
  return fc
    .record({
      drop: keys.length ? fc.subarray(keys) : fc.constant([] as string[]),
      replace: keys.length ? fc.dictionary(fc.constantFrom(...keys), hostileValue, { maxKeys: 3 }) : fc.constant({}),
      extra: fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'ownerId', 'owner_id', 'userId', 'status', 'role')), hostileValue, { maxKeys: 2 }),
    })
    .map(({ drop, replace, extra }) => {
      const body: Record<string, unknown> = { ...sample };
      for (const k of drop) delete body[k];
      Object.assign(body, replace);
      for (const [k, v] of Object.entries(extra)) Object.defineProperty(body, k, { value: v, enumerable: true, configurable: true, writable: true });
      return body;
    });
}

export type Payload = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string } | { kind: 'none' };

export function payloadArb(sample: unknown): fc.Arbitrary<Payload> {
  const json = (a: fc.Arbitrary<unknown>) => a.map((value): Payload => ({ kind: 'json', value }));
  const objectSample = sample && typeof sample === 'object' && !Array.isArray(sample) ? (sample as Record<string, unknown>) : null;
  return fc.oneof(
    { weight: objectSample ? 6 : 1, arbitrary: objectSample ? json(mutatedBody(objectSample)) : json(fc.constant({})) },
    { weight: objectSample ? 1 : 0, arbitrary: json(fc.constant(objectSample ?? {})) },
    { weight: 2, arbitrary: json(fc.jsonValue({ maxDepth: 3 })) },
    { weight: 1, arbitrary: json(hostileValue) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.constantFrom('{', '{"a":', '[1,2', 'null', '"str"', '{"__proto__":{"x":1}}', '\u0000', '{"a":1}garbage', 'NaN', '{\'a\':1}'))
        .map((text): Payload => ({ kind: 'raw', text })),
    },
    { weight: 1, arbitrary: fc.constant<Payload>({ kind: 'none' }) },
  );
}

export const contentTypeArb = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/JSON',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=xyz',
      'application/xml',
      'application/octet-stream',
      'application/json; charset=latin1',
      'garbage',
      '',
    ),
  },
);

/** Query strings: random keys and values, repeated keys, and a few classic injection attempts. */
export const queryArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.tuple(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('grant_type', 'redirect_to', 'scope', 'page', 'per_page', 'id', 'type', 'token', 'provider', 'code', 'state')), fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), fc.constantFrom('password', 'refresh_token', 'pkce', 'signup', 'magiclink', 'recovery', 'email_change', 'google', 'global', 'local', 'others', '0', '-1', '99999999999999999999', 'https://evil.example', 'javascript:alert(1)', "' OR 1=1 --"))), { maxLength: 4 })
      .map((pairs) => new URLSearchParams(pairs).toString()),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }).map((s) => encodeURIComponent(s)) },
);

/** Path ids: real ones (the caller's, someone else's) and everything a router param may receive. */
export function idArb(real: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...real) },
    { weight: 2, arbitrary: fc.oneof(fc.integer().map(String), fc.bigInt().map(String), fc.uuid()) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', '0x1f', ' 1', '1 ', '٣', '9'.repeat(16), '9'.repeat(40), 'NaN', 'null', 'undefined', '1;DROP TABLE projects', '../1', '%2e%2e', '\u0000'),
    },
  );
}

export const extraHeadersArb: fc.Arbitrary<Record<string, string>> = fc.dictionary(
  fc.constantFrom('x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-request-id', 'origin', 'referer', 'accept', 'accept-encoding', 'x-supabase-api-version', 'apikey', 'user-agent', 'x-http-method-override', 'range', 'if-none-match'),
  fc.oneof(fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')), fc.constantFrom('1.2.3.4', 'evil.example', 'https', 'http://evil.example', '2024-01-01', 'br, gzip', 'DELETE', 'bytes=0-1', '*/*')),
  { maxKeys: 3 },
);

/** Dotted paths of a body's fields, one level into nested objects ("card.number"). */
export function fieldPaths(sample: Record<string, unknown>): string[] {
  return Object.entries(sample).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v) ? [k, ...Object.keys(v).map((inner) => `${k}.${inner}`)] : [k],
  );
}

/** A copy of `sample` with the field at `path` set to `value`. */
export function withField(sample: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, inner] = path.split('.') as [string, string | undefined];
  if (!inner) return { ...sample, [head]: value };
  return { ...sample, [head]: { ...(sample[head] as Record<string, unknown>), [inner]: value } };
}

/** Every answer: never 5xx, and a 4xx is JSON with a message and no internals. */
export function assertSafeAnswer(res: LightMyRequestResponse, label: string): void {
  const where = `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (res.statusCode >= 500) throw new Error(`server error: ${where}`);
  if (/\n\s+at [^\n]+:\d+:\d+|node_modules|\/src\/server\/|\.ts:\d+/.test(res.body)) throw new Error(`internals leaked: ${where}`);
  if (res.statusCode < 400) return;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('application/json')) throw new Error(`error is not JSON (${type}): ${where}`);
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    throw new Error(`error body does not parse: ${where}`);
  }
  const b = body as { message?: unknown; error_description?: unknown };
  // GoTrue's OAuth-style errors carry error_description instead (auth contract).
  const message = typeof b.message === 'string' ? b.message : typeof b.error_description === 'string' ? b.error_description : '';
  if (!message.trim()) throw new Error(`error without a message: ${where}`);
}

export type Credentials = { user?: string; admin?: string };

export type FuzzCase = {
  id: string;
  query: string;
  payload: Payload;
  contentType: string;
  auth: 'proper' | 'none' | 'garbage' | 'wrong-scheme';
  headers: Record<string, string>;
};

export function caseArb(route: Route, fixture: Fixture, ids: string[]): fc.Arbitrary<FuzzCase> {
  return fc.record({
    id: idArb(ids),
    query: queryArb,
    payload: route.method === 'GET' || route.method === 'DELETE' ? fc.oneof({ weight: 5, arbitrary: fc.constant<Payload>({ kind: 'none' }) }, { weight: 1, arbitrary: payloadArb({ x: 1 }) }) : payloadArb(route.sample?.(fixture)),
    contentType: contentTypeArb,
    auth: fc.constantFrom('proper', 'proper', 'proper', 'proper', 'none', 'garbage', 'wrong-scheme'),
    headers: extraHeadersArb,
  });
}

export async function send(app: FastifyInstance, route: Route, c: FuzzCase, creds: Credentials) {
  const headers: Record<string, string> = { ...c.headers };
  const token = route.caller === 'admin' ? creds.admin : creds.user;
  if (c.auth === 'proper' && token) headers.authorization = `Bearer ${token}`;
  if (c.auth === 'proper' && route.path.startsWith('/auth/v1') && creds.admin) headers.apikey ??= creds.admin;
  if (c.auth === 'garbage') headers.authorization = 'Bearer not.a.jwt';
  if (c.auth === 'wrong-scheme' && token) headers.authorization = `Basic ${token}`;
  let payload: string | undefined;
  if (c.payload.kind === 'json') payload = JSON.stringify(c.payload.value) ?? 'null';
  if (c.payload.kind === 'raw') payload = c.payload.text;
  if (payload !== undefined && c.contentType) headers['content-type'] = c.contentType;
  // The route's first parameter (:id, :token) takes the generated value.
  const url = `${route.path.replace(/:[A-Za-z]+/, encodeURIComponent(c.id) || '%20')}${c.query ? `?${c.query}` : ''}`;
  return app.inject({ method: route.method, url, headers, ...(payload !== undefined ? { payload } : {}) });
}
