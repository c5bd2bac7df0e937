// Property-based fuzzing of every /auth/v1 route (the embedded GoTrue-compatible server):
// hostile bodies (JSON and form-encoded), query strings, path ids and headers, with no token, a
// garbage one, a user's and the service-role key. Never 5xx, every error is JSON with a
// message (GoTrue's {code, msg, message} or its OAuth {error, error_description}), and the
// database invariants hold afterwards.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { authRoutes, type Fixture, type Route } from './support/api-routes.js';
import { assertSafeAnswer, caseArb, edgeValues, fieldPaths, send, withField } from './support/fuzz.js';
import { violations } from './support/invariants.js';

/** Generated requests per route; about 2,000 in total over the /auth/v1 routes. */
const RUNS_PER_ROUTE = 80;

let t: TestApp;
let caller: SignedInUser;
let adminKey: string;
let fixture: Fixture;
let ids: string[];

beforeAll(async () => {
  t = await createTestApp();
  caller = await createSignedInUser(t);
  const target = await createSignedInUser(t);
  adminKey = (JSON.parse(readFileSync(path.join(t.env.DATA_DIR, 'auth', 'api-keys.json'), 'utf8')) as { serviceRoleKey: string }).serviceRoleKey;
  const factor = await t.app.inject({ method: 'POST', url: '/auth/v1/factors', headers: caller.headers, payload: { factor_type: 'totp', friendly_name: 'fuzz' } });
  expect(factor.statusCode, factor.body).toBe(200);
  fixture = { projectId: 0, questionId: 0, optionValue: '', email: caller.email };
  ids = [factor.json<{ id: string }>().id, target.userId, '00000000-0000-4000-8000-000000000000'];
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('fuzzing /auth/v1', () => {
  const ordered: Route[] = [...authRoutes.filter((r) => !r.destructive), ...authRoutes.filter((r) => r.destructive)];
  for (const route of ordered) {
    it(`${route.method} ${route.path}: never 5xx, 4xx JSON with a message`, async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(caseArb(route, fixture, ids), async (c) => {
          const res = await send(t.app, route, c, { user: caller.accessToken, admin: adminKey });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          assertSafeAnswer(res, `${route.method} ${route.path} ${JSON.stringify(c).slice(0, 400)}`);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
      if (process.env.FUZZ_VERBOSE) console.log(route.method, route.path, Object.fromEntries(statuses));
      if (route.caller !== 'public') expect([...statuses.keys()].some((s) => s !== 401 && s !== 403)).toBe(true);
    }, 120_000);
  }

  it('every field of every body, set to every edge value, is answered cleanly', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of authRoutes.filter((r) => r.sample && !r.destructive)) {
      const sample = route.sample!(fixture) as Record<string, unknown>;
      for (const field of fieldPaths(sample)) {
        for (const value of edgeValues) {
          const c = { id: ids[0]!, query: route.path === '/auth/v1/token' ? 'grant_type=password' : '', payload: { kind: 'json' as const, value: withField(sample, field, value) }, contentType: 'application/json', auth: 'proper' as const, headers: {} };
          try {
            assertSafeAnswer(await send(t.app, route, c, { user: caller.accessToken, admin: adminKey }), `${route.method} ${route.path} ${field}=${JSON.stringify(value)?.slice(0, 60)}`);
          } catch (err) {
            failures.push((err as Error).message);
          }
          sent++;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
  }, 300_000);

  it('leaves the database consistent', async () => {
    expect(await violations(t.database.sql)).toEqual([]);
  });
});
