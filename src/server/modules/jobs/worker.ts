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
      const outcome = await failJob(opts.db, job, id, message);
      opts.log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, outcome, err }, 'job failed');
      if (outcome === 'failed') await handler?.onFinalFailure?.(job.payload, message).catch((e) => opts.log.error({ err: e }, 'final-failure hook failed'));
    }
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      let job: JobRow | null = null;
      try {
        job = await claimJob(opts.db, id, opts.leaseSeconds ?? 120);
      } catch (err) {
        opts.log.warn({ err }, 'job claim failed (database unavailable?)');
      }
      if (job) {
        running = runOne(job);
        await running;
        continue;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
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
