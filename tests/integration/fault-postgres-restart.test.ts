// PostgreSQL stops under a running app and comes back: /readyz says 503 while it is down,
// /healthz (liveness) stays 200, every API call during the outage is a prompt 503 JSON (never a
// hang, never a crash), and afterwards the same process serves again and its worker resumes.
// The test runs its own PostgreSQL server so that stopping it disturbs no other test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../src/shared/projects.js';
import { spawnServer, waitFor, type ServerProcess } from './support/built-server.js';
import { call, ok, projectInput, signUp, waitForStatus, type Session } from './support/http-journey.js';
import { clusterSkipReason, startCluster, type Cluster } from './support/postgres.js';

/** Far above the app's own bounds (2 s readiness check, 5 s connect timeout): only a hang trips it. */
const HANG = 20_000;

describe.skipIf(clusterSkipReason)(`PostgreSQL restart under a running app${clusterSkipReason ? ` (skipped: ${clusterSkipReason})` : ''}`, () => {
  let cluster: Cluster;
  let server: ServerProcess;
  let session: Session;

  beforeAll(async () => {
    cluster = await startCluster();
    server = await spawnServer({ env: { DATABASE_URL: cluster.url, AUTH_AUTOCONFIRM: 'true', FREE_CREDITS_ON_SIGNUP: '5', DATABASE_POOL_SIZE: '4' } });
    session = await signUp(server.url, 'outage');
  }, 400_000);

  afterAll(async () => {
    await server?.kill();
    cluster?.destroy();
  });

  it('answers 503 JSON while the database is down and recovers without a restart', async () => {
    const pid = server.child.pid;
    const before = await ok(call<Project>(server.url, session, 'POST', '/api/projects', projectInput(1)), 'create before');
    await waitForStatus(server.url, session, before.id, ['ready']);

    cluster.stop();

    const ready = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(HANG) });
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'unavailable' });
    expect((await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(HANG) })).status).toBe(200);

    const during = [
      await call(server.url, session, 'GET', '/api/projects', undefined, HANG),
      await call(server.url, session, 'GET', `/api/projects/${before.id}`, undefined, HANG),
      await call(server.url, session, 'POST', '/api/projects', projectInput(2), HANG),
      await call(server.url, session, 'GET', '/api/users/me', undefined, HANG),
      await call(server.url, null, 'POST', '/auth/v1/token?grant_type=password', { email: session.email, password: 'integration-password-1' }, HANG),
      await call(server.url, null, 'POST', '/api/contact', { name: 'Ada', email: 'ada@example.com', topic: 'general', message: 'Hello there' }, HANG),
    ];
    for (const reply of during) {
      expect(reply.status, JSON.stringify(reply.body)).toBe(503);
      expect((reply.body as { message?: string }).message, JSON.stringify(reply.body)).toMatch(/unavailable|retry/i);
    }

    cluster.start();

    await waitFor('/readyz to recover', async () => (await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(HANG) })).status === 200, 60_000);
    expect(server.child.pid).toBe(pid);
    expect(server.child.exitCode).toBeNull();
    const list = await ok(call<Project[]>(server.url, session, 'GET', '/api/projects'), 'list after');
    expect(list.map((p) => p.id)).toContain(before.id);
    // Nothing was half-created during the outage: the failed create left no project behind.
    expect(list).toHaveLength(1);
    const after = await ok(call<Project>(server.url, session, 'POST', '/api/projects', projectInput(3)), 'create after');
    // The worker survived the outage too.
    await waitForStatus(server.url, session, after.id, ['ready'], 60_000);
  }, 300_000);
});
