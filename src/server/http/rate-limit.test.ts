import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/test-db.js';
import type { Database } from '../db/client.js';
import { createRateLimit, sweepEndedRateLimits } from './rate-limit.js';

describe('rate limits counted in the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.close());

  const takes = (limit: ReturnType<typeof createRateLimit>, key: string, n: number) => Promise.all(Array.from({ length: n }, () => limit.take(key)));

  it('lets `max` hits through per client and window, then refuses', async () => {
    const limit = createRateLimit(database.db, { name: 'test-a', max: 3, windowMs: 60_000 });
    expect([await limit.take('1.2.3.4'), await limit.take('1.2.3.4'), await limit.take('1.2.3.4'), await limit.take('1.2.3.4')]).toEqual([true, true, true, false]);
    expect(await limit.take('5.6.7.8')).toBe(true); // another client
    expect(await createRateLimit(database.db, { name: 'test-b', max: 3, windowMs: 60_000 }).take('1.2.3.4')).toBe(true); // another limit
  });

  it('is one limit for every instance, exact under concurrent hits', async () => {
    const instanceA = createRateLimit(database.db, { name: 'shared', max: 10, windowMs: 60_000 });
    const instanceB = createRateLimit(database.db, { name: 'shared', max: 10, windowMs: 60_000 });
    const results = [...(await takes(instanceA, 'user-1', 15)), ...(await takes(instanceB, 'user-1', 15))];
    expect(results.filter(Boolean)).toHaveLength(10);
  });

  it('opens a new window once the last one has ended', async () => {
    const limit = createRateLimit(database.db, { name: 'short', max: 1, windowMs: 300 });
    expect(await limit.take('k')).toBe(true);
    expect(await limit.take('k')).toBe(false);
    await new Promise((r) => setTimeout(r, 400));
    expect(await limit.take('k')).toBe(true);
    expect(await limit.take('k')).toBe(false);
  });

  it('deletes ended windows (they hold client addresses) and keeps open ones', async () => {
    await createRateLimit(database.db, { name: 'ended', max: 5, windowMs: 100 }).take('203.0.113.9');
    await createRateLimit(database.db, { name: 'open', max: 5, windowMs: 60_000 }).take('203.0.113.9');
    await new Promise((r) => setTimeout(r, 150));
    const stop = sweepEndedRateLimits(database.db, 20);
    const keys = async () => (await database.sql.query<{ key: string }>(`SELECT key FROM rate_limits WHERE key LIKE '%203.0.113.9'`)).map((r) => r.key);
    for (let i = 0; i < 100 && (await keys()).includes('ended:203.0.113.9'); i++) await new Promise((r) => setTimeout(r, 20));
    stop();
    expect(await keys()).toEqual(['open:203.0.113.9']);
  });
});
