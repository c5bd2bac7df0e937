// Shared helpers for the benchmark scripts: start the built server, wait for it, load-test it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '..');

export type Server = { url: string; child: ChildProcess; startedMs: number; stop: () => Promise<void> };

export async function waitForOk(url: string, timeoutMs = 30_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

export async function startServer(opts: { port: number; dataDir?: string; env?: Record<string, string>; script?: string[] }): Promise<Server> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'stackwise-bench-'));
  const t0 = performance.now();
  const child = spawn(process.execPath, opts.script ?? [path.join(root, 'dist/server/server/main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(opts.port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...opts.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${opts.port}`;
  await waitForOk(`${url}${opts.script ? '/' : '/readyz'}`);
  const startedMs = performance.now() - t0;
  return {
    url,
    child,
    startedMs,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export type LoadResult = { rps: number; p50: number; p95: number; p99: number; errors: number; non2xx: number };

/** `clients`: each request is sent as the next of these clients in turn (their headers), e.g. one account each. */
export async function load(opts: {
  url: string;
  connections?: number;
  duration?: number;
  headers?: Record<string, string>;
  clients?: Record<string, string>[];
  method?: 'GET' | 'POST';
  body?: string;
}): Promise<LoadResult> {
  let next = 0;
  const clients = opts.clients;
  const r = await autocannon({
    url: opts.url,
    connections: opts.connections ?? 50,
    duration: opts.duration ?? 5,
    method: opts.method ?? 'GET',
    ...(opts.headers ? { headers: opts.headers } : {}),
    ...(opts.body ? { body: opts.body } : {}),
    ...(clients?.length
      ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, headers: { ...req.headers, ...clients[next++ % clients.length]! } }) }] }
      : {}),
  });
  const lat = r.latency as unknown as Record<string, number>;
  return { rps: Math.round(r.requests.average), p50: lat.p50 ?? 0, p95: lat.p97_5 ?? lat.p99 ?? 0, p99: lat.p99 ?? 0, errors: r.errors, non2xx: r.non2xx };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const fmt = (n: number, digits = 1) => n.toFixed(digits);
