// The job worker: claims one job at a time, runs its handler, retries with backoff, and on the
// last failure marks the project as errored. Runs inside `npm start` or alone (`npm run worker`).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { claimJob, completeJob, failJob, onJobQueued, renewLease, retryDelaySeconds, type JobRow } from './jobs.queue.js';

/** Without a change feed a worker polls often; with one it sleeps, woken by each queued job. */
const POLL_MS_WITHOUT_FEED = 250;
const SAFETY_POLL_MS = 5000;
export const DEFAULT_LEASE_SECONDS = 10;

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;
export type JobHandlers = Record<string, { run: JobHandler; onFinalFailure?: (payload: Record<string, unknown>, error: string) => Promise<void> }>;

export type Worker = { stop: () => Promise<void>; drain: () => Promise<void> };

export function startWorker(opts: {
  db: Db;
  handlers: JobHandlers;
  log: FastifyBaseLogger;
  /** LISTEN/NOTIFY wake-ups from every process; the poll then only catches expired leases and retries. */
  changes?: ChangeFeed;
  pollMs?: number;
  /** With a change feed: how often to look for expired leases and due retries anyway (default 5 s). */
  safetyPollMs?: number;
  leaseSeconds?: number;
}): Worker {
  const id = `worker-${randomUUID().slice(0, 8)}`;
  const pollMs = opts.pollMs ?? (opts.changes ? (opts.safetyPollMs ?? SAFETY_POLL_MS) : POLL_MS_WITHOUT_FEED);
  /** When jobs this worker failed are due again: it wakes then rather than at the next safety poll. */
  let retriesDue: number[] = [];
  // Short lease, renewed while the job runs: a dead worker's job is taken over within a lease and a poll.
  const leaseSeconds = opts.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  let stopped = false;
  let wake: (() => void) | null = null;
  let running: Promise<void> = Promise.resolve();
  const unsubscribeLocal = onJobQueued(() => wake?.());
  const unsubscribeFeed = opts.changes?.subscribe('jobs', () => wake?.()) ?? (() => {});
  const unsubscribe = () => {
    unsubscribeLocal();
    unsubscribeFeed();
  };

  async function runOne(job: JobRow): Promise<void> {
    const handler = opts.handlers[job.kind];
    const heartbeat = setInterval(() => {
      renewLease(opts.db, job.id, id, leaseSeconds).catch((err: unknown) => opts.log.warn({ jobId: job.id, err }, 'could not renew the job lease'));
    }, Math.max(200, (leaseSeconds * 1000) / 3));
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await handler.run(job.payload);
      await completeJob(opts.db, job.id, id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      try {
        const outcome = await failJob(opts.db, job, id, message);
        if (outcome === 'retry') retriesDue.push(Date.now() + retryDelaySeconds(job.attempts) * 1000);
        opts.log.warn({ jobId: job.id, kind: job.kind, attempt: job.attempts, outcome, err }, 'job failed');
        if (outcome === 'failed') await handler?.onFinalFailure?.(job.payload, message).catch((e) => opts.log.error({ err: e }, 'final-failure hook failed'));
      } catch (recordErr) {
        // The database is away: the job keeps its lease, which runs out, and it is claimed again.
        opts.log.warn({ jobId: job.id, err: recordErr }, 'could not record the job failure (database unavailable?)');
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function loop(): Promise<void> {
    // Consecutive failed claims: the wait doubles (up to 5 s) while the database is away.
    let failures = 0;
    while (!stopped) {
      let job: JobRow | null = null;
      try {
        job = await claimJob(opts.db, id, leaseSeconds);
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
      // A retry due by now was just claimed (or is another worker's): only later ones set the wait.
      const now = Date.now();
      retriesDue = retriesDue.filter((at) => at > now);
      const untilRetry = retriesDue.length ? Math.min(...retriesDue) - now + 50 : Infinity;
      const waitMs = failures ? Math.min(5000, pollMs * 2 ** failures) : Math.min(pollMs, untilRetry);
      // Stopped while claiming: `stop` found no sleep to cut short, so do not start one.
      if (stopped) break;
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
