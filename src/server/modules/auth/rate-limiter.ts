// Per-IP fixed-window limits (GoTrue's rate_limit settings). In memory: each instance counts
// its own traffic, like GoTrue. request.ip honours X-Forwarded-For only with TRUST_PROXY.
export type LimitName = 'signIn' | 'tokenRefresh' | 'verify' | 'emailSent';

type Window = { count: number; resetAt: number };

export type RateLimiter = {
  /** Counts one request; false when over the limit. */
  take(name: LimitName, ip: string): boolean;
};

export function createRateLimiter(limits: Record<LimitName, { max: number; windowMs: number }>, now = () => Date.now()): RateLimiter {
  const windows = new Map<string, Window>();
  let lastSweep = now();
  return {
    take(name, ip) {
      const t = now();
      if (t - lastSweep > 60_000) {
        for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
        lastSweep = t;
      }
      const { max, windowMs } = limits[name];
      const key = `${name}:${ip}`;
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count <= max;
    },
  };
}
