// Property-based fuzzing of every /api route (fast-check): hostile bodies, query strings, path
// ids, content types, auth headers and extra headers. Every answer is below 500, every 4xx is
// JSON with a message, and afterwards the database invariants hold. The caller owns a real
// project with questions so generated bodies reach the services, not only the validators.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { loadCatalog } from '../../src/server/catalog/catalog.js';
import { generateProjectQuestions } from '../../src/server/modules/engine/engine.service.js';
import type { Project } from '../../src/shared/projects.js';
import type { Question } from '../../src/shared/questions.js';
import { apiRoutes, liveRoutes, authRoutes, type Fixture, type Route } from './support/api-routes.js';
import { assertSafeAnswer, caseArb, edgeValues, fieldPaths, send, withField } from './support/fuzz.js';
import { violations } from './support/invariants.js';

/** Generated requests per route; about 3,500 in total over the /api routes. */
const RUNS_PER_ROUTE = 120;

let t: TestApp;
let caller: SignedInUser;
let other: SignedInUser;
let fixture: Fixture;
let ids: string[];
let doomed: string;
const catalog = loadCatalog();

async function readyProject(user: SignedInUser, name: string): Promise<{ project: Project; questions: Question[] }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: user.headers,
    payload: { name, country: 'US', industry: 'technology', employeeCount: '11-50', softwareCategory: 'crm', affectedTeams: ['Sales'], businessNeeds: 'Follow up leads.' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const project = res.json<Project>();
  // The worker's step, run inline: the fuzzed routes then see a questionnaire to answer.
  await generateProjectQuestions({ db: t.database.db, catalog, projectId: project.id });
  const questions = (await t.app.inject({ url: `/api/projects/${project.id}/questions`, headers: user.headers })).json<Question[]>();
  return { project, questions };
}

beforeAll(async () => {
  t = await createTestApp({ FREE_CREDITS_ON_SIGNUP: '3', PROJECT_CREATE_RATE_LIMIT: '1000' });
  caller = await createSignedInUser(t);
  other = await createSignedInUser(t);
  const mine = await readyProject(caller, 'Fuzz target');
  const theirs = await readyProject(other, 'Not yours');
  doomed = String((await readyProject(caller, 'Delete me')).project.id);
  const q = mine.questions[0]!;
  // A client of the caller's workspace and one of the other's: client routes reach real rows too.
  const newClient = async (user: SignedInUser, name: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/clients', headers: user.headers, payload: { name, country: 'US', industry: 'retail', employeeCount: '11-50' } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: number }>().id;
  };
  const myClient = await newClient(caller, 'Fuzz client');
  const theirClient = await newClient(other, 'Not your client');
  fixture = { projectId: mine.project.id, questionId: q.id, optionValue: q.options[0]!.value, email: caller.email, clientId: myClient };
  ids = [String(mine.project.id), String(theirs.project.id), String(q.id), String(myClient), String(theirClient)];
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('route catalogue', () => {
  it('lists every /api and /auth/v1 route the server answers', () => {
    const known = new Set([...apiRoutes, ...authRoutes].map((r) => `${r.method} ${r.path}`));
    const missing = liveRoutes(t.app).filter((r) => !known.has(r));
    expect(missing, 'add these to tests/integration/support/api-routes.ts').toEqual([]);
  });
});

describe('fuzzing /api', () => {
  const ordered: Route[] = [...apiRoutes.filter((r) => !r.destructive), ...apiRoutes.filter((r) => r.destructive)];
  for (const route of ordered) {
    it(`${route.method} ${route.path}: never 5xx, 4xx JSON with a message`, async () => {
      let routeIds = ids;
      if (route.path === '/api/projects/:id' && route.method === 'DELETE') {
        // Deletion gets its own projects, so the other routes keep their target.
        routeIds = [doomed, ids[1]!];
      }
      let creds = { user: caller.accessToken };
      if (route.path === '/api/account') {
        // A run may delete the account it signs in with: use a spare one, not the caller.
        const spare = await createSignedInUser(t);
        creds = { user: spare.accessToken };
      }
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(caseArb(route, fixture, routeIds), async (c) => {
          const res = await send(t.app, route, c, creds);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          assertSafeAnswer(res, `${route.method} ${route.path} ${JSON.stringify(c).slice(0, 400)}`);
        }),
        { numRuns: route.destructive ? RUNS_PER_ROUTE / 4 : RUNS_PER_ROUTE },
      );
      if (process.env.FUZZ_VERBOSE) console.log(route.method, route.path, Object.fromEntries(statuses));
      // The generated requests must get past sign-in, or the fuzz would only exercise the 401 path.
      expect([...statuses.keys()].some((s) => s !== 401)).toBe(true);
    }, 120_000);
  }

  it('every field of every body, set to every edge value, is answered cleanly', async () => {
    let sent = 0;
    const failures: string[] = [];
    for (const route of apiRoutes.filter((r) => r.sample && !r.destructive)) {
      const sample = route.sample!(fixture) as Record<string, unknown>;
      for (const field of fieldPaths(sample)) {
        for (const value of edgeValues) {
          const c = { id: ids[0]!, query: '', payload: { kind: 'json' as const, value: withField(sample, field, value) }, contentType: 'application/json', auth: 'proper' as const, headers: {} };
          try {
            assertSafeAnswer(await send(t.app, route, c, { user: caller.accessToken }), `${route.method} ${route.path} ${field}=${JSON.stringify(value)?.slice(0, 60)}`);
          } catch (err) {
            failures.push((err as Error).message);
          }
          sent++;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 300_000);

  it('leaves the database consistent: no orphans, no negative balance, no half-written project', async () => {
    expect(await violations(t.database.sql)).toEqual([]);
  });

  it('never let one user touch the other user’s project', async () => {
    const theirs = (await t.app.inject({ url: `/api/projects/${ids[1]}`, headers: other.headers })).json<Project>();
    expect(theirs.name).toBe('Not yours');
    expect(theirs.questionsAnswered).toBe(0);
  });
});
