// The worker on a real database: woken by the change channel (not by polling), a running job's
// lease kept alive by its heartbeat, and a dead worker's job taken over once its lease ends.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.js';
import { claimJob, enqueueJob, expireLeases } from './jobs.queue.js';
import { startWorker, type Worker } from './worker.js';

let t: TestApp;
const workers: Worker[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
// Each test's workers stop with it: a leftover worker would claim the next test's jobs.
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});
afterAll(async () => {
  await t.close();
});

// Polls so rare that only a notification can explain a prompt pick-up.
const NEVER_POLL_MS = 10 * 60_000;

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  for (const start = Date.now(); Date.now() - start < timeoutMs; ) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`never: ${what}`);
}

const statusOf = async (kind: string) =>
  ((await t.database.db.execute(sql`SELECT status, locked_by FROM jobs WHERE kind = ${kind} ORDER BY id DESC LIMIT 1`)) as unknown as { rows: { status: string; locked_by: string | null }[] })
    .rows[0];

describe('job worker', () => {
  it('sleeps until the change channel announces a job queued by anyone, then runs it', async () => {
    const ran: unknown[] = [];
    workers.push(startWorker({ db: t.database.db, changes: t.database.changes, log: t.app.log, pollMs: NEVER_POLL_MS, handlers: { wake: { run: async (p) => void ran.push(p) } } }));
    // Let the worker reach its sleep (its first claim finds nothing).
    await new Promise((r) => setTimeout(r, 200));
    // Queued straight into the table, as another process would: no in-process wake-up.
    await enqueueJob(t.database.db, { kind: 'wake', payload: { n: 1 } });
    await until('the job to run', () => ran.length === 1, 5 * 60_000);
    expect(ran).toEqual([{ n: 1 }]);
    await until('the job to be done', async () => (await statusOf('wake'))?.status === 'done');
  });

  it('a job running longer than its lease keeps it (heartbeat), so another worker never runs it twice', async () => {
    let runs = 0;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const handlers = {
      long: {
        run: async () => {
          runs++;
          await held;
        },
      },
    };
    workers.push(startWorker({ db: t.database.db, changes: t.database.changes, log: t.app.log, pollMs: 50, leaseSeconds: 2, handlers }));
    workers.push(startWorker({ db: t.database.db, changes: t.database.changes, log: t.app.log, pollMs: 50, leaseSeconds: 2, handlers }));
    await enqueueJob(t.database.db, { kind: 'long', payload: {} });
    await until('the job to start', () => runs === 1);
    // Three leases long: without the heartbeat the other worker would take it over.
    await new Promise((r) => setTimeout(r, 6500));
    expect(runs).toBe(1);
    expect((await statusOf('long'))?.status).toBe('running');
    release();
    await until('the job to be done', async () => (await statusOf('long'))?.status === 'done');
    expect(runs).toBe(1);
  });

  it('a job whose worker died is taken over when its lease ends', async () => {
    await enqueueJob(t.database.db, { kind: 'orphan', payload: {} });
    // A worker that claims the job and dies at once: no heartbeat ever renews its 2-second lease.
    const claimed = await claimJob(t.database.db, 'worker-dead', 2);
    expect(claimed?.kind).toBe('orphan');
    let ran = 0;
    workers.push(startWorker({ db: t.database.db, changes: t.database.changes, log: t.app.log, pollMs: 100, leaseSeconds: 2, handlers: { orphan: { run: async () => void ran++ } } }));
    await until('another worker to finish it', async () => (await statusOf('orphan'))?.status === 'done');
    expect(ran).toBe(1);
  });

  it('a failed job is retried when it is due, without waiting for the safety poll', async () => {
    let attempts = 0;
    const handlers = {
      flaky: {
        run: async () => {
          // The first attempt fails; the retry is due one second later (retryDelaySeconds(1)).
          if (++attempts === 1) throw new Error('first attempt fails');
        },
      },
    };
    workers.push(startWorker({ db: t.database.db, changes: t.database.changes, log: t.app.log, pollMs: NEVER_POLL_MS, handlers }));
    await new Promise((r) => setTimeout(r, 200));
    await enqueueJob(t.database.db, { kind: 'flaky', payload: {} });
    // Nothing announces the retry and the worker never polls: only its own due-time wake-up runs it.
    await until('the retry to succeed', async () => (await statusOf('flaky'))?.status === 'done', 5 * 60_000);
    expect(attempts).toBe(2);
  });

  it('stops at once when stopped in the middle of a claim, not after its next sleep', async () => {
    // The loop's first step is a claim: stop() lands while it is under way, with no sleep to cut short.
    const w = startWorker({ db: t.database.db, changes: t.database.changes, log: t.app.log, pollMs: NEVER_POLL_MS, handlers: {} });
    const outcome = await Promise.race([w.stop().then(() => 'stopped'), new Promise((r) => setTimeout(() => r('still sleeping'), 120_000))]);
    expect(outcome).toBe('stopped');
  });

  it("a dead process's leases can be ended at once (the embedded database at boot)", async () => {
    await enqueueJob(t.database.db, { kind: 'left-behind', payload: {} });
    expect((await claimJob(t.database.db, 'worker-of-a-dead-process', 600))?.kind).toBe('left-behind');
    // Held for ten minutes: nobody else may claim it.
    expect(await claimJob(t.database.db, 'worker-after-restart', 10)).toBeNull();
    await expireLeases(t.database.db);
    expect(await claimJob(t.database.db, 'worker-after-restart', 10)).toMatchObject({ kind: 'left-behind', attempts: 2 });
  });
});
