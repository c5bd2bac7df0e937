// A per-IP fixed window for the public forms: enough for a person who retries, too little for a
// script. In memory, per process (like the auth limits); request.ip honours X-Forwarded-For only
// with TRUST_PROXY.
export type SubmissionLimiter = { take(ip: string): boolean };

export function createSubmissionLimiter(opts: { max: number; windowMs: number }, now = () => Date.now()): SubmissionLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return {
    take(ip) {
      const t = now();
      if (t - lastSweep > 60_000) {
        for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
        lastSweep = t;
      }
      let w = windows.get(ip);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + opts.windowMs };
        windows.set(ip, w);
      }
      w.count += 1;
      return w.count <= opts.max;
    },
  };
}
