// PostgreSQL stopped (fast, then immediate) while two dozen clients keep signing up and creating
// projects: the process never exits, every request is answered (2xx or 503 JSON with
// Retry-After), every write that was acknowledged is there afterwards, and the same process
// serves again once the database is back. Runs its own cluster so stopping it disturbs nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../src/shared/projects.js';
import { spawnServer, waitFor, type ServerProcess } from './support/built-server.js';
import { call, ok, projectInput, signUp, type Session } from './support/http-journey.js';
import { clusterSkipReason, startCluster, type Cluster } from './support/postgres.js';

const CLIENTS = 24;
/** Far above the app's own bounds (5 s connect timeout, 15 s query timeout): only a hang trips it. */
const HANG = 30_000;

type Outcome = { status: number; retryAfter: string | null; message?: string };

describe.skipIf(clusterSkipReason)(`PostgreSQL outage under write load${clusterSkipReason ? ` (skipped: ${clusterSkipReason})` : ''}`, () => {
  let cluster: Cluster;
  let server: ServerProcess;
  let sessions: Session[];

  beforeAll(async () => {
    cluster = await startCluster();
    server = await spawnServer({
      env: {
        DATABASE_URL: cluster.url,
        AUTH_AUTOCONFIRM: 'true',
        FREE_CREDITS_ON_SIGNUP: '1000',
        PROJECT_CREATE_RATE_LIMIT: '100000',
        AUTH_RATE_LIMIT_SIGN_IN: '100000',
        DATABASE_POOL_SIZE: '8',
      },
    });
    sessions = [];
    for (let i = 0; i < CLIENTS; i++) sessions.push(await signUp(server.url, `load${i}`));
  }, 400_000);

  afterAll(async () => {
    await server?.kill();
    cluster?.destroy();
  });

  for (const mode of ['fast', 'immediate'] as const) {
    it(`survives a ${mode} stop in the middle of a write burst`, async () => {
      const pid = server.child.pid;
      const outcomes: Outcome[] = [];
      const createdBy = new Map<Session, number[]>();
      const signedUp: { email: string; password: string }[] = [];
      let running = true;

      const record = async (path: string, res: Response): Promise<unknown> => {
        const text = await res.text();
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw new Error(`${path} answered ${res.status} with a body that is not JSON: ${text.slice(0, 200)}`);
        }
        outcomes.push({ status: res.status, retryAfter: res.headers.get('retry-after'), message: (body as { message?: string; msg?: string }).message ?? (body as { msg?: string }).msg });
        return body;
      };

      const client = async (session: Session, n: number) => {
        for (let i = 0; running; i++) {
          if (i % 4 === 3) {
            const email = `burst-${mode}-${n}-${i}-${Date.now()}@example.com`;
            const res = await fetch(`${server.url}/auth/v1/signup`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ email, password: 'integration-password-1' }),
              signal: AbortSignal.timeout(HANG),
            });
            const body = (await record('/auth/v1/signup', res)) as { access_token?: string };
            if (res.status === 200 && body.access_token) signedUp.push({ email, password: 'integration-password-1' });
          } else {
            const res = await fetch(`${server.url}/api/projects`, {
              method: 'POST',
              headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
              body: JSON.stringify(projectInput(i)),
              signal: AbortSignal.timeout(HANG),
            });
            const body = (await record('/api/projects', res)) as Project;
            if (res.status === 201 || res.status === 200) createdBy.set(session, [...(createdBy.get(session) ?? []), body.id]);
          }
        }
      };

      const load = Promise.all(sessions.map((s, n) => client(s, n)));
      // Let the burst get going, then pull the database out from under it.
      await waitFor('writes to be flowing', async () => outcomes.length >= CLIENTS * 2, 120_000);
      cluster.stop(mode);
      await waitFor('requests to fail during the outage', async () => outcomes.filter((o) => o.status === 503).length >= CLIENTS, 120_000);
      const ready = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(HANG) });
      expect(ready.status).toBe(503);

      cluster.start();
      const back = performance.now();
      await waitFor('/readyz to recover', async () => (await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(HANG) })).status === 200, 60_000, 50);
      const readyAfter = performance.now() - back;
      const firstWrites = outcomes.length;
      await waitFor('writes to succeed again', async () => outcomes.slice(firstWrites).some((o) => o.status < 300), 60_000, 50);
      const servingAfter = performance.now() - back;
      running = false;
      await load;
      // The figure the issue asks for; printed, not asserted (CI machines are shared).
      console.log(`[outage ${mode}] ${outcomes.length} requests; /readyz 200 ${Math.round(readyAfter)} ms and first write ${Math.round(servingAfter)} ms after the database returned`);

      // The same process, never restarted.
      expect(server.child.exitCode).toBeNull();
      expect(server.child.pid).toBe(pid);
      expect(server.output()).not.toMatch(/Unhandled 'error' event|already executing a query/);

      // Every request got an answer: success, or 503 JSON that says to retry later.
      const unexpected = outcomes.filter((o) => !(o.status < 300 || o.status === 503));
      expect(unexpected, JSON.stringify(unexpected.slice(0, 5))).toEqual([]);
      for (const o of outcomes.filter((x) => x.status === 503)) {
        expect(o.retryAfter).toBe('5');
        expect(o.message).toMatch(/unavailable|retry/i);
      }

      // Every acknowledged write is there.
      for (const [session, ids] of createdBy) {
        const list = await ok(call<Project[]>(server.url, session, 'GET', '/api/projects'), 'list after');
        const have = new Set(list.map((p) => p.id));
        expect(ids.filter((id) => !have.has(id))).toEqual([]);
      }
      for (const u of signedUp) {
        const r = await call(server.url, null, 'POST', '/auth/v1/token?grant_type=password', u);
        expect(r.status, `${u.email}: ${JSON.stringify(r.body)}`).toBe(200);
      }
    }, 600_000);
  }
});
