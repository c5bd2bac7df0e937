// Fixed windows counted in the database (table rate_limits): every instance enforces one shared
// limit per client, and a restart forgets nothing. A window opens with a client's first hit and
// lasts `windowMs`; one upsert per check (the SQL function stackwise_rate_limit_hit, which project
// creation also calls inside its own statement). Each instance sweeps ended windows every minute
// (they hold IP addresses: the privacy page promises they go when their window ends).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export type RateLimit = {
  /** Counts one hit for `key`; false when it is over the limit. */
  take(key: string): Promise<boolean>;
  /** Counts one hit for `key`; when over the limit, also how long until its window ends. */
  hit(key: string): Promise<{ ok: boolean; retryAfterSeconds: number }>;
};

export function createRateLimit(db: Db, opts: { name: string; max: number; windowMs: number }): RateLimit {
  async function hit(key: string) {
    const result = await db.execute(
      sql`SELECT o_hits AS hits, o_remaining AS remaining FROM stackwise_rate_limit_hit(${`${opts.name}:${key}`}, ${opts.windowMs / 1000}::double precision)`,
    );
    const [row] = (result as unknown as { rows: { hits: number | string; remaining: number | string }[] }).rows;
    const ok = Number(row?.hits ?? 0) <= opts.max;
    return { ok, retryAfterSeconds: ok ? 0 : Math.max(1, Math.ceil(Number(row?.remaining ?? 0))) };
  }
  return { hit, take: async (key) => (await hit(key)).ok };
}

/** Deletes ended windows every `everyMs`; returns the function that stops it. */
export function sweepEndedRateLimits(db: Db, everyMs = 60_000): () => void {
  const timer = setInterval(() => {
    // A database outage is reported by the requests themselves; the next sweep catches up.
    db.execute(sql`DELETE FROM rate_limits WHERE window_ends < now()`).catch(() => {});
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
