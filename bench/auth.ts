// Accounts: password sign-in and token refresh latency (p50/p95, sequential, one client) and
// refresh throughput (concurrent sessions each rotating its own refresh token), against the
// built server with the embedded auth API. Run alone: `npx tsx bench/auth.ts` (after a build).
import { randomUUID } from 'node:crypto';
import { fmt, percentile, startServer } from './lib.js';

type Session = { access_token: string; refresh_token: string };

async function post<T>(url: string, body: unknown): Promise<{ status: number; json: T; ms: number }> {
  const t0 = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T;
  return { status: res.status, json, ms: performance.now() - t0 };
}

export async function benchAuth(opts: { port?: number; signIns?: number; refreshes?: number; concurrency?: number; seconds?: number } = {}) {
  const signIns = opts.signIns ?? 60;
  const refreshes = opts.refreshes ?? 300;
  const concurrency = opts.concurrency ?? 10;
  const seconds = opts.seconds ?? 5;
  const limits = { AUTH_RATE_LIMIT_SIGN_IN: '1000000', AUTH_RATE_LIMIT_TOKEN_REFRESH: '1000000' };
  const server = await startServer({ port: opts.port ?? 4405, env: { AUTH_AUTOCONFIRM: 'true', ...limits } });
  const auth = `${server.url}/auth/v1`;
  try {
    const email = `bench-auth-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'bench-password-123';
    const signup = await post<Session>(`${auth}/signup`, { email, password });
    if (signup.status !== 200 || !signup.json.access_token) throw new Error(`sign-up failed: ${signup.status}`);

    // Password sign-in: dominated by argon2id verification, by design.
    const signInMs: number[] = [];
    for (let i = 0; i < signIns + 5; i++) {
      const r = await post<Session>(`${auth}/token?grant_type=password`, { email, password });
      if (r.status !== 200) throw new Error(`sign-in failed: ${r.status}`);
      if (i >= 5) signInMs.push(r.ms); // first few warm the JIT and the pool
    }

    // Refresh: each call rotates the previous response's token (the client's normal path).
    let token = signup.json.refresh_token;
    const refreshMs: number[] = [];
    for (let i = 0; i < refreshes + 10; i++) {
      const r = await post<Session>(`${auth}/token?grant_type=refresh_token`, { refresh_token: token });
      if (r.status !== 200) throw new Error(`refresh failed: ${r.status} ${JSON.stringify(r.json)}`);
      token = r.json.refresh_token;
      if (i >= 10) refreshMs.push(r.ms);
    }

    // Throughput: `concurrency` sessions (devices), each rotating its own chain for `seconds`.
    const chains = await Promise.all(
      Array.from({ length: concurrency }, async () => (await post<Session>(`${auth}/token?grant_type=password`, { email, password })).json.refresh_token),
    );
    let done = 0;
    let failed = 0;
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      chains.map(async (start) => {
        let t = start;
        while (performance.now() < until) {
          const r = await post<Session>(`${auth}/token?grant_type=refresh_token`, { refresh_token: t });
          if (r.status === 200) {
            t = r.json.refresh_token;
            done++;
          } else failed++;
        }
      }),
    );

    const figures = {
      signInP50Ms: Number(fmt(percentile(signInMs, 50))),
      signInP95Ms: Number(fmt(percentile(signInMs, 95))),
      refreshP50Ms: Number(fmt(percentile(refreshMs, 50))),
      refreshP95Ms: Number(fmt(percentile(refreshMs, 95))),
      refreshPerSecond: Math.round(done / seconds),
      refreshConcurrency: concurrency,
      refreshErrors: failed,
    };
    console.log(`Password sign-in (${signIns} sequential): p50 ${figures.signInP50Ms} ms, p95 ${figures.signInP95Ms} ms`);
    console.log(`Token refresh (${refreshes} sequential): p50 ${figures.refreshP50Ms} ms, p95 ${figures.refreshP95Ms} ms`);
    console.log(`Refresh throughput (${concurrency} sessions rotating, ${seconds} s): ${figures.refreshPerSecond} rotations/s, errors ${failed}`);
    return figures;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAuth();
