// Per-IP limits on the auth endpoints (GoTrue's rate_limit settings), counted in the database so
// that every instance shares them. request.ip honours X-Forwarded-For only with TRUST_PROXY.
import type { Db } from '../../db/client.js';
import { createRateLimit } from '../../http/rate-limit.js';

export type LimitName = 'signIn' | 'tokenRefresh' | 'verify' | 'emailSent' | 'anonymous';

export type RateLimiter = {
  /** Counts one request; false when over the limit. */
  take(name: LimitName, ip: string): Promise<boolean>;
};

export function createRateLimiter(db: Db, limits: Record<LimitName, { max: number; windowMs: number }>): RateLimiter {
  const byName = Object.fromEntries(
    (Object.keys(limits) as LimitName[]).map((name) => [name, createRateLimit(db, { name: `auth.${name}`, ...limits[name] })]),
  ) as Record<LimitName, ReturnType<typeof createRateLimit>>;
  return { take: (name, ip) => byName[name].take(ip) };
}
