// A durable job queue in the database (PGlite and PostgreSQL alike). Jobs are claimed with
// FOR UPDATE SKIP LOCKED under a lease: two workers never run one job, and a job whose
// worker died is picked up again when its lease runs out. Design: docs/decisions/005-jobs.md.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../credits/credits.service.js';

export type JobRow = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
};

/** Wakes local workers as soon as a job is queued (other instances poll). */
const wakeListeners = new Set<() => void>();
export function onJobQueued(listener: () => void): () => void {
  wakeListeners.add(listener);
  return () => wakeListeners.delete(listener);
}
export function notifyJobQueued(): void {
  for (const l of wakeListeners) l();
}

export async function enqueueJob(
  db: DbOrTx,
  job: { kind: string; payload: Record<string, unknown>; dedupeKey?: string; maxAttempts?: number },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO jobs (kind, payload, dedupe_key, max_attempts)
    VALUES (${job.kind}, ${JSON.stringify(job.payload)}::jsonb, ${job.dedupeKey ?? null}, ${job.maxAttempts ?? 3})
    ON CONFLICT (dedupe_key) WHERE status IN ('queued', 'running') DO NOTHING`);
}

export async function claimJob(db: DbOrTx, workerId: string, leaseSeconds: number): Promise<JobRow | null> {
  const result = await db.execute(sql`
    UPDATE jobs SET status = 'running', locked_by = ${workerId}, attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
    WHERE id = (
      SELECT id FROM jobs
      WHERE (status = 'queued' AND run_at <= now()) OR (status = 'running' AND locked_until < now())
      ORDER BY run_at, id
      FOR UPDATE SKIP LOCKED
      LIMIT 1
    )
    RETURNING id, kind, payload, attempts, max_attempts`);
  const rows = (result as unknown as { rows: JobRow[] }).rows;
  const row = rows[0];
  return row ? { ...row, id: Number(row.id) } : null;
}

/**
 * Ends every lease at once. Only for the embedded database at boot: one process owns it, so a job
 * still marked running belongs to a process that died, and is taken over now, not when its lease ends.
 */
export async function expireLeases(db: DbOrTx): Promise<void> {
  await db.execute(sql`UPDATE jobs SET locked_until = now() WHERE status = 'running' AND locked_until > now()`);
}

/** The heartbeat of a running job: its lease moves on while its worker is alive. */
export async function renewLease(db: DbOrTx, id: number, workerId: string, leaseSeconds: number): Promise<void> {
  await db.execute(sql`UPDATE jobs SET locked_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
    WHERE id = ${id} AND locked_by = ${workerId} AND status = 'running'`);
}

export async function completeJob(db: DbOrTx, id: number, workerId: string): Promise<void> {
  await db.execute(sql`UPDATE jobs SET status = 'done', locked_by = NULL, locked_until = NULL, updated_at = now()
    WHERE id = ${id} AND locked_by = ${workerId}`);
}

/** Seconds before a failed job's next attempt: 1, 4, 16… (`attempts` is the attempt that failed). */
export const retryDelaySeconds = (attempts: number): number => 4 ** (attempts - 1);

/** Retries with exponential backoff (1 s, 4 s, 16 s…) until attempts run out; then 'failed'. */
export async function failJob(db: DbOrTx, job: JobRow, workerId: string, error: string): Promise<'retry' | 'failed'> {
  const final = job.attempts >= job.max_attempts;
  const delay = retryDelaySeconds(job.attempts);
  await db.execute(sql`UPDATE jobs SET
      status = ${final ? 'failed' : 'queued'}, last_error = ${error.slice(0, 2000)},
      run_at = now() + make_interval(secs => ${delay}), locked_by = NULL, locked_until = NULL, updated_at = now()
    WHERE id = ${job.id} AND locked_by = ${workerId}`);
  return final ? 'failed' : 'retry';
}
