// Scale-out on one PostgreSQL: two app instances (no in-process worker) and two separate
// workers (`--worker-only`), with many users running whole journeys at once against both
// instances. Every job runs exactly once, no answer is lost, and credits add up exactly — even
// with more concurrent creations than a user has credits, spread over both instances.
import { exportJWK, generateKeyPair } from 'jose';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../src/shared/projects.js';
import type { Answer } from '../../src/shared/questions.js';
import type { Recommendation } from '../../src/shared/recommendations.js';
import type { Question } from '../../src/shared/questions.js';
import { spawnServer, waitFor, type ServerProcess } from './support/built-server.js';
import { call, chosenAnswer, ok, projectInput, signUp, waitForStatus, type Session } from './support/http-journey.js';
import { violations } from './support/invariants.js';
import { freshDatabase, postgresSkipReason, type FreshDatabase } from './support/postgres.js';

const USERS = 20;
const CREDITS = 3;
/** Creation attempts per user, fired at once over both instances: more than the credits. */
const ATTEMPTS = 5;

describe.skipIf(postgresSkipReason)(`two instances + two workers on one PostgreSQL${postgresSkipReason ? ` (skipped: ${postgresSkipReason})` : ''}`, () => {
  let db: FreshDatabase;
  const processes: ServerProcess[] = [];
  let instances: string[];
  const shared = mkdtempSync(path.join(tmpdir(), 'stackwise-scale-'));

  beforeAll(async () => {
    db = await freshDatabase();
    // Instances must share the JWT signing key (docs/operations.md), or one would reject the other's tokens.
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), alg: 'ES256', kid: randomUUID(), use: 'sig', key_ops: ['sign', 'verify'] };
    const env = {
      DATABASE_URL: db.url,
      AUTH_JWT_KEYS: JSON.stringify([jwk]),
      AUTH_AUTOCONFIRM: 'true',
      FREE_CREDITS_ON_SIGNUP: String(CREDITS),
      AUTH_RATE_LIMIT_SIGN_IN: '100000',
      PROJECT_CREATE_RATE_LIMIT: '100000',
      DATABASE_POOL_SIZE: '5',
    };
    // The first start migrates; the others then start together (migrations take turns anyway).
    processes.push(await spawnServer({ env: { ...env, RUN_WORKER: 'false' }, dataDir: path.join(shared, 'a') }));
    processes.push(
      ...(await Promise.all([
        spawnServer({ env: { ...env, RUN_WORKER: 'false' }, dataDir: path.join(shared, 'b') }),
        spawnServer({ env, workerOnly: true, dataDir: path.join(shared, 'w1') }),
        spawnServer({ env, workerOnly: true, dataDir: path.join(shared, 'w2') }),
      ])),
    );
    instances = [processes[0]!.url, processes[1]!.url];
  }, 400_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await db?.drop();
    rmSync(shared, { recursive: true, force: true });
  });

  it(`${USERS} users × whole journeys over both instances: every job once, no answer lost, credits exact`, async () => {
    const at = (i: number) => instances[i % 2]!;
    type Outcome = { session: Session; created: number[]; refused: number; answers: Map<number, Map<number, string>> };

    const journey = async (u: number): Promise<Outcome> => {
      const session = await signUp(at(u), `scale${u}`);
      const attempts = await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => call<Project>(at(u + i), session, 'POST', '/api/projects', projectInput(u + i))));
      const created = attempts.filter((r) => r.status === 201).map((r) => r.body.id);
      const refused = attempts.filter((r) => r.status === 402).length;
      const answers = new Map<number, Map<number, string>>();
      await Promise.all(
        created.map(async (id, p) => {
          await waitForStatus(at(u + p + 1), session, id, ['ready'], 120_000);
          const questions = await ok(call<Question[]>(at(u + p), session, 'GET', `/api/projects/${id}/questions`), 'questions');
          const given = new Map<number, string>();
          // All answers of a project at once, alternating instances.
          await Promise.all(
            questions.map(async (q, i) => {
              const answer = chosenAnswer(q, u + p);
              await ok(call<Answer>(at(i), session, 'POST', '/api/answers', { projectId: id, questionId: q.id, ...answer }), `answer ${q.id}`);
              given.set(q.id, answer.selectedOption);
            }),
          );
          answers.set(id, given);
          // A double click on "complete", landing on both instances.
          await Promise.all([ok(call(at(0), session, 'POST', `/api/projects/${id}/complete`), 'complete'), ok(call(at(1), session, 'POST', `/api/projects/${id}/complete`), 'complete again')]);
          await waitForStatus(at(u + p), session, id, ['completed'], 120_000);
          const recs = await ok(call<Recommendation[]>(at(u + p + 1), session, 'GET', `/api/projects/${id}/recommendations`), 'recommendations');
          const exclusions = await ok(call<unknown[]>(at(u + p), session, 'GET', `/api/projects/${id}/exclusions`), 'exclusions');
          // Every catalog product of the category is either ranked or excluded with reasons.
          expect(recs.length + exclusions.length).toBeGreaterThan(0);
          await ok(call(at(u), session, 'POST', '/api/generate-executive-summary', { projectId: id, projectContext: {}, recommendations: [] }), 'summary');
        }),
      );
      return { session, created, refused, answers };
    };

    const outcomes = await Promise.all(Array.from({ length: USERS }, (_, u) => journey(u)));

    // Credits add up exactly: each user made as many projects as credits, the rest were refused.
    for (const o of outcomes) {
      expect(o.created).toHaveLength(CREDITS);
      expect(o.refused).toBe(ATTEMPTS - CREDITS);
      const [ledger] = await db.query<{ balance: string; spent: string }>(
        `SELECT sum(delta) AS balance, count(*) FILTER (WHERE reason = 'project-create') AS spent FROM credit_ledger WHERE user_id = $1`,
        [o.session.userId],
      );
      expect({ balance: Number(ledger!.balance), spent: Number(ledger!.spent) }).toEqual({ balance: 0, spent: CREDITS });
      const eligibility = await ok(call<{ credits: number; canCreateProject: boolean }>(instances[1]!, o.session, 'GET', '/api/user/project-eligibility'), 'eligibility');
      expect(eligibility).toMatchObject({ credits: 0, canCreateProject: false });
    }

    // Every job ran once: one job per step per project, each done on its first attempt.
    const projectIds = outcomes.flatMap((o) => o.created);
    const jobs = await db.query<{ dedupe_key: string; status: string; attempts: number }>(`SELECT dedupe_key, status, attempts FROM jobs ORDER BY id`);
    expect(jobs).toHaveLength(projectIds.length * 2);
    expect(new Set(jobs.map((j) => j.dedupe_key)).size).toBe(jobs.length);
    expect(jobs.filter((j) => j.status !== 'done' || j.attempts !== 1)).toEqual([]);

    // No answer lost: the database holds exactly what each user sent.
    for (const o of outcomes) {
      for (const [projectId, given] of o.answers) {
        const stored = await ok(call<Answer[]>(instances[0]!, o.session, 'GET', `/api/projects/${projectId}/answers`), 'answers');
        expect(new Map(stored.map((a) => [a.questionId, a.selectedOption]))).toEqual(given);
      }
    }
    expect(await violations({ query: db.query, exec: async () => {} })).toEqual([]);
  }, 600_000);

  // Each instance caches session checks and dashboard lists (ADR 008); the other instance's and
  // the workers' changes reach it through PostgreSQL notifications.
  it('each instance follows what the other instance and the workers change: lists and sign-outs', async () => {
    const [a, b] = instances as [string, string];
    const user = await signUp(a, 'cache');
    const list = async (base: string, session: Session) => (await ok(call<Project[]>(base, session, 'GET', '/api/projects'), 'list')).map((p) => `${p.name}: ${p.status}`);
    expect(await list(a, user)).toEqual([]);
    expect(await list(b, user)).toEqual([]);

    const created = await ok(call<Project>(a, user, 'POST', '/api/projects', projectInput(7)), 'create');
    expect(await list(a, user)).toHaveLength(1); // the instance that made the change: at once
    await waitFor('instance B to list the new project', async () => (await list(b, user)).length === 1, 5000, 10);
    await waitForStatus(b, user, created.id, ['ready'], 120_000);
    for (const base of [a, b]) await waitFor('the lists to show the workers\' change', async () => (await list(base, user))[0] === 'Integration project 7: ready', 5000, 10);

    // A second device signs in on A and is known to both; it signs out on B.
    const signIn = await ok(call<{ access_token: string }>(a, null, 'POST', '/auth/v1/token?grant_type=password', { email: user.email, password: 'integration-password-1' }), 'sign in');
    const device = { ...user, token: signIn.access_token };
    expect(await list(a, device)).toHaveLength(1);
    expect(await list(b, device)).toHaveLength(1);
    expect((await call(b, device, 'POST', '/auth/v1/logout?scope=local')).status).toBe(204);
    expect((await call(b, device, 'GET', '/api/projects')).status).toBe(401);
    await waitFor('instance A to refuse the signed-out token', async () => (await call(a, device, 'GET', '/api/projects')).status === 401, 5000, 10);
    // The first device's session is untouched.
    expect(await list(a, user)).toHaveLength(1);
    expect(await list(b, user)).toHaveLength(1);
  }, 300_000);
});
