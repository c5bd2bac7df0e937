// The job worker: claims one job at a time, runs its handler, retries with backoff, and on the
// last failure marks the project as errored. Runs inside `npm start` or alone (`npm run worker`).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { claimJob, completeJob, failJob, onJobQueued, type JobRow } from './jobs.queue.js';

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;
export type JobHandlers = Record<string, { run: JobHandler; onFinalFailure?: (payload: Record<string, unknown>, error: string) => Promise<void> }>;

export type Worker = { stop: () => Promise<void>; drain: () => Promise<void> };

export function startWorker(opts: { db: Db; handlers: JobHandlers; log: FastifyBaseLogger; pollMs?: number; leaseSeconds?: number }): Worker {
  const id = `worker-${randomUUID().slice(0, 8)}`;
  const pollMs = opts.pollMs ?? 250;
  let stopped = false;
  let wake: (() => void) | null = null;
  let running: Promise<void> = Promise.resolve();
  const unsubscribe = onJobQueued(() => wake?.());

  async function runOne(job: JobRow): Promise<void> {
    const handler = opts.handlers[job.kind];
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler.run(job.payload);
      await completeJob(opts.db, job.id, id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      try {
        const outcome = await failJob(opts.db, job, id, message);
        opts.log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, outcome, err }, 'job failed');
        if (outcome === 'failed') await handler?.onFinalFailure?.(job.payload, message).catch((e) => opts.log.error({ err: e }, 'final-failure hook failed'));
      } catch (recordErr) {
        // The database is away: the job keeps its lease, which runs out, and it is claimed again.
        opts.log.warn({ jobId: job.id, err: recordErr }, 'could not record the job failure (database unavailable?)');
      }
    }
  }

  async function loop(): Promise<void> {
    // Consecutive failed claims: the wait doubles (up to 5 s) while the database is away.
    let failures = 0;
    while (!stopped) {
      let job: JobRow | null = null;
      try {
        job = await claimJob(opts.db, id, opts.leaseSeconds ?? 120);
        failures = 0;
      } catch (err) {
        if (failures === 0) opts.log.warn({ err }, 'job claim failed (database unavailable?); backing off');
        failures++;
      }
      if (job) {
        running = runOne(job);
        await running;
        continue;
      }
      const waitMs = failures ? Math.min(5000, pollMs * 2 ** failures) : pollMs;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, waitMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  }
  const done = loop();
  return {
    stop: async () => {
      stopped = true;
      wake?.();
      unsubscribe();
      await done;
    },
    drain: () => running,
  };
}
