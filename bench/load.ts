// npm run bench:load — the whole journey under load on PostgreSQL. Starts a throwaway
// PostgreSQL (or uses a fresh database on DATABASE_URL), the built server on it, signs up the
// users, then for a fixed duration each virtual user signs in and loops the journey: dashboard,
// create, wait for questions (polling every 2 s like the app), answer all, complete, wait for
// the analysis, results, exclusions, executive summary. Prints per-endpoint throughput and
// p50/p95/p99, the error count, and GET /api/projects ÷ /healthz throughput from the same run
// (served as deployed, with the read caches of ADR 008; the figure with READ_CACHE=false
// follows, for the record).
//
//   npm run bench:load -- --users 200 --duration 60 --think-ms 1000 --ramp 10
//
// Users think between actions (--think-ms, ±50 %), as people do; --think-ms 0 turns every user
// into a tight loop, which measures saturation instead. Exit code 1 when a target is missed.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import type { Project } from '../src/shared/projects.js';
import type { Question } from '../src/shared/questions.js';
import { spawnServer, type ServerProcess } from '../tests/integration/support/built-server.js';
import { freshDatabase, startCluster } from '../tests/integration/support/postgres.js';
import { fmt, load, percentile, root } from './lib.js';

const direct = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
// Run by `npm run bench` (bench/run.ts), the defaults apply; run directly, the flags.
const { values: opts } = parseArgs({
  args: direct ? process.argv.slice(2) : [],
  options: {
    users: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    'think-ms': { type: 'string', default: '1000' },
    ramp: { type: 'string', default: '10' },
    'poll-ms': { type: 'string', default: '2000' },
    'cpu-prof': { type: 'boolean', default: false },
    instances: { type: 'string', default: '1' },
  },
});
export type LoadSettings = { users: number; durationS: number; thinkMs: number; rampS: number; pollMs: number; instances: number };
const fromFlags = (): LoadSettings => ({
  users: Number(opts.users),
  durationS: Number(opts.duration),
  thinkMs: Number(opts['think-ms']),
  rampS: Number(opts.ramp),
  pollMs: Number(opts['poll-ms']),
  instances: Number(opts.instances),
});
// The run in progress reads these (one run at a time).
let THINK_MS = 0;
let POLL_MS = 2000;
const TARGETS = { p95Ms: 100, ratio: 0.3, errors: 0 };
const PASSWORD = 'load-test-password-1';

// ---------------------------------------------------------------------------------------------
// PostgreSQL: a fresh database on DATABASE_URL, or a throwaway server (toolchain.md section 7).

type Pg = { url: string; stop: () => Promise<void>; query: <T = Record<string, unknown>>(sql: string) => Promise<T[]> };

async function loadDatabase(): Promise<Pg> {
  if (process.env.DATABASE_URL) {
    const db = await freshDatabase(process.env.DATABASE_URL);
    return { url: db.url, stop: db.drop, query: (sql) => db.query(sql) };
  }
  const cluster = await startCluster();
  const db = await freshDatabase(cluster.url);
  return {
    url: db.url,
    query: (sql) => db.query(sql),
    stop: async () => {
      await db.drop();
      await cluster.destroy();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// A small keep-alive HTTP client that records every call under its route template.

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
/** When the call started (wall clock) and how long it took. */
type Sample = { at: number; ms: number };
const samples = new Map<string, Sample[]>();
const errors: string[] = [];
let errorCount = 0;

function template(method: string, url: string): string {
  return `${method} ${url.split('?')[0]!.replace(/\/\d+(?=\/|$)/g, '/:id')}`;
}

function request<T>(base: URL, method: string, url: string, token: string | null, body?: unknown): Promise<{ status: number; body: T }> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path: url,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : undefined) as T });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timed out after 30 s')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** One timed call; an unexpected status or a network error counts as an error and throws. */
async function timed<T>(base: URL, method: string, url: string, token: string | null, body?: unknown, expect = [200, 201, 204]): Promise<T> {
  const key = template(method, url);
  const startedAt = Date.now();
  const start = performance.now();
  try {
    const res = await request<T>(base, method, url, token, body);
    const ms = performance.now() - start;
    if (!samples.has(key)) samples.set(key, []);
    samples.get(key)!.push({ at: startedAt, ms });
    if (!expect.includes(res.status)) throw new Error(`${key} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    return res.body;
  } catch (err) {
    errorCount++;
    if (errors.length < 20) errors.push((err as Error).message);
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Virtual users.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const think = () => (THINK_MS > 0 ? sleep(THINK_MS * (0.5 + Math.random())) : Promise.resolve());

const projectBody = (i: number) => ({
  name: `Load project ${i}`,
  country: (['US', 'UK', 'CA', 'AU', 'DE', 'FR'] as const)[i % 6],
  industry: 'technology',
  employeeCount: '11-50',
  softwareCategory: (['crm', 'erp', 'hr', 'accounting', 'project-management', 'marketing'] as const)[i % 6],
  affectedTeams: ['Sales', 'Operations'],
  businessNeeds: 'Automate follow-ups, report weekly, connect to Slack and our accounting tool.',
});

type Counters = { journeys: number; signIns: number };

async function pollUntil(base: URL, token: string, id: number, status: string, deadline: number): Promise<boolean> {
  for (;;) {
    const p = await timed<Project>(base, 'GET', `/api/projects/${id}`, token);
    if (p.status === status) return true;
    if (p.status === 'error') throw new Error(`project ${id} failed: ${p.lastError}`);
    if (Date.now() > deadline) return false;
    await sleep(POLL_MS);
  }
}

async function virtualUser(base: URL, email: string, deadline: number, counters: Counters, n: number): Promise<void> {
  const session = await timed<{ access_token: string }>(base, 'POST', '/auth/v1/token?grant_type=password', null, { email, password: PASSWORD });
  counters.signIns++;
  const token = session.access_token;
  let i = n * 1000;
  while (Date.now() < deadline) {
    try {
      await timed(base, 'GET', '/api/users/me', token);
      await timed(base, 'GET', '/api/user/project-eligibility', token);
      await timed(base, 'GET', '/api/projects', token);
      await think();
      const project = await timed<Project>(base, 'POST', '/api/projects', token, projectBody(i++));
      if (!(await pollUntil(base, token, project.id, 'ready', deadline))) return;
      const questions = await timed<Question[]>(base, 'GET', `/api/projects/${project.id}/questions`, token);
      await timed(base, 'GET', `/api/projects/${project.id}/answers`, token);
      for (const q of questions) {
        if (Date.now() > deadline) return;
        await think();
        const option = q.options.filter((o) => o.value !== 'none')[q.order % Math.max(1, q.options.length - 1)] ?? q.options[0]!;
        await timed(base, 'POST', '/api/answers', token, { projectId: project.id, questionId: q.id, selectedOption: option.value, importance: q.order % 3 ? 'nice-to-have' : 'must-have' });
      }
      await timed(base, 'POST', `/api/projects/${project.id}/complete`, token);
      if (!(await pollUntil(base, token, project.id, 'completed', deadline))) return;
      await timed(base, 'GET', `/api/projects/${project.id}/recommendations`, token);
      await timed(base, 'GET', `/api/projects/${project.id}/exclusions`, token);
      await timed(base, 'POST', '/api/generate-executive-summary', token, { projectId: project.id, projectContext: {}, recommendations: [] });
      counters.journeys++;
      await think();
    } catch {
      // counted in `timed`; a user who hit an error starts the journey again
      await sleep(250);
    }
  }
}

// ---------------------------------------------------------------------------------------------

/** GET /api/projects throughput over /healthz throughput, each warmed up, then measured for 5 s. */
async function listVersusHealth(url: string, auth: Record<string, string>) {
  await load({ url: `${url}/healthz`, duration: 2 });
  const health = await load({ url: `${url}/healthz`, duration: 5 });
  await load({ url: `${url}/api/projects`, duration: 2, headers: auth });
  const list = await load({ url: `${url}/api/projects`, duration: 5, headers: auth });
  return { list, health, ratio: list.rps / health.rps };
}

/** Per-endpoint figures over the calls that started in [from, to). */
function table(title: string, from: number, to: number) {
  const durationS = (to - from) / 1000;
  const inWindow = (list: Sample[]) => list.filter((s) => s.at >= from && s.at < to).map((s) => s.ms);
  const rows = [...samples.entries()]
    .map(([key, list]) => ({ key, ms: inWindow(list) }))
    .filter((r) => r.ms.length > 0)
    .map(({ key, ms }) => ({ key, count: ms.length, rps: ms.length / durationS, p50: percentile(ms, 50), p95: percentile(ms, 95), p99: percentile(ms, 99) }))
    .sort((a, b) => b.count - a.count);
  const all = [...samples.values()].flatMap(inWindow);
  console.log(`\n${title} (${fmt(durationS)} s)`);
  const width = Math.max(...rows.map((r) => r.key.length), 8);
  console.log(`${'endpoint'.padEnd(width)}  ${'calls'.padStart(7)}  ${'req/s'.padStart(7)}  ${'p50 ms'.padStart(7)}  ${'p95 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}`);
  for (const r of rows) {
    const flag = r.p95 > TARGETS.p95Ms ? '  ✗ p95' : '';
    console.log(`${r.key.padEnd(width)}  ${String(r.count).padStart(7)}  ${fmt(r.rps).padStart(7)}  ${fmt(r.p50).padStart(7)}  ${fmt(r.p95).padStart(7)}  ${fmt(r.p99).padStart(7)}${flag}`);
  }
  console.log(`${'all calls'.padEnd(width)}  ${String(all.length).padStart(7)}  ${fmt(all.length / durationS).padStart(7)}  ${fmt(percentile(all, 50)).padStart(7)}  ${fmt(percentile(all, 95)).padStart(7)}  ${fmt(percentile(all, 99)).padStart(7)}`);
  return { rows, total: { calls: all.length, rps: all.length / durationS, p50: percentile(all, 50), p95: percentile(all, 95), p99: percentile(all, 99) } };
}

export async function benchLoad(): Promise<Record<string, unknown>> {
  return runLoad(fromFlags());
}

/**
 * One run: `instances` web servers (and, beyond one, as many worker-only processes, each web
 * server with its worker switched off) on one PostgreSQL; virtual users are spread over the
 * web servers in turn, as a load balancer would.
 */
export async function runLoad(settings: LoadSettings, opts2: { listRatio?: boolean; separateWorker?: boolean } = {}): Promise<Record<string, unknown> & { targetsMet: boolean }> {
  const { users: USERS, durationS: DURATION_S, rampS: RAMP_S, instances: INSTANCES } = settings;
  THINK_MS = settings.thinkMs;
  POLL_MS = settings.pollMs;
  samples.clear();
  errors.length = 0;
  errorCount = 0;
  console.log(`Load: ${USERS} users on ${INSTANCES} instance${INSTANCES === 1 ? '' : 's'}, ${DURATION_S} s, think ${THINK_MS} ms ±50 %, ramp ${RAMP_S} s, poll every ${POLL_MS} ms`);
  const database = await loadDatabase();
  let server: ServerProcess | undefined;
  const extra: ServerProcess[] = [];
  try {
    const profDir = path.join(root, '.tmp', 'load-profile');
    if (opts['cpu-prof']) mkdirSync(profDir, { recursive: true });
    const serverEnv = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '20',
      AUTH_AUTOCONFIRM: 'true',
      FREE_CREDITS_ON_SIGNUP: '100000',
      // One client address plays every user: per-IP limits sized for one person would trip.
      AUTH_RATE_LIMIT_SIGN_IN: '1000000',
      AUTH_RATE_LIMIT_TOKEN_REFRESH: '1000000',
      PROJECT_CREATE_RATE_LIMIT: '1000000',
      SUMMARY_RATE_LIMIT: '1000000',
    };
    // One instance runs its worker in-process, as `npm start` does, unless compared with a
    // scaled-out deployment (separateWorker): then each web server has a worker process.
    const separate = INSTANCES > 1 || opts2.separateWorker === true;
    const webEnv = separate ? { ...serverEnv, RUN_WORKER: 'false' } : serverEnv;
    server = await spawnServer({ env: webEnv, nodeArgs: opts['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [] });
    if (separate) {
      for (let i = 1; i < INSTANCES; i++) extra.push(await spawnServer({ env: webEnv }));
      for (let i = 0; i < INSTANCES; i++) extra.push(await spawnServer({ env: serverEnv, workerOnly: true }));
    }
    const base = new URL(server.url);
    const bases = [base, ...extra.filter((p) => !p.child.spawnargs.includes('--worker-only')).map((p) => new URL(p.url))];
    console.log(`Web servers on ${bases.map((b) => b.port).join(', ')}${separate ? ` and ${INSTANCES} worker process${INSTANCES === 1 ? '' : 'es'}` : ''} (PostgreSQL ${process.env.DATABASE_URL ? 'from DATABASE_URL' : 'throwaway'})`);

    // Accounts first (not timed): sign-up hashes a password, like sign-in.
    const emails: string[] = [];
    for (let i = 0; i < USERS; i += 20) {
      await Promise.all(
        Array.from({ length: Math.min(20, USERS - i) }, async () => {
          const email = `load-${randomUUID().slice(0, 12)}@example.com`;
          const res = await request<{ access_token?: string }>(base, 'POST', '/auth/v1/signup', null, { email, password: PASSWORD });
          if (!res.body?.access_token) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
          emails.push(email);
        }),
      );
    }
    console.log(`${emails.length} accounts ready; running the journey for ${DURATION_S} s…`);

    const counters: Counters = { journeys: 0, signIns: 0 };
    const started = Date.now();
    const deadline = started + DURATION_S * 1000;
    await Promise.all(
      emails.map(async (email, n) => {
        await sleep((RAMP_S * 1000 * n) / emails.length);
        await virtualUser(bases[n % bases.length]!, email, deadline, counters, n).catch(() => {});
      }),
    );
    const ended = Date.now();
    const rampEnd = started + RAMP_S * 1000;
    // Sign-ins and JIT warm-up happen while users arrive; the targets apply once all are in.
    const ramp = table(`Ramp-up: users arriving, each signing in`, started, rampEnd);
    const { rows, total } = table(`Steady state: all ${USERS} users in their journeys`, rampEnd, ended + 1);
    console.log('\nSteady-state p95 per 10 s:');
    for (let t = rampEnd; t < ended; t += 10_000) {
      const ms = [...samples.values()].flat().filter((s) => s.at >= t && s.at < t + 10_000).map((s) => s.ms);
      console.log(`  ${fmt((t - started) / 1000, 0).padStart(4)}–${fmt((Math.min(t + 10_000, ended) - started) / 1000, 0)} s: ${String(ms.length).padStart(6)} calls, p95 ${fmt(percentile(ms, 95))} ms, p99 ${fmt(percentile(ms, 99))} ms`);
    }
    console.log(`\n${counters.signIns} sign-ins, ${counters.journeys} whole journeys completed, ${errorCount} errors`);
    for (const e of errors.slice(0, 10)) console.log(`  error: ${e}`);

    // Each job ran once: no job was taken twice (attempts > 1 would mean a lost lease or a race).
    const jobRuns = await database.query<{ jobs: string; repeated: string; unfinished: string }>(
      `SELECT count(*)::text AS jobs, count(*) FILTER (WHERE attempts > 1)::text AS repeated, count(*) FILTER (WHERE status <> 'done')::text AS unfinished FROM jobs`,
    );
    const jobs = { total: Number(jobRuns[0]!.jobs), runMoreThanOnce: Number(jobRuns[0]!.repeated), notFinished: Number(jobRuns[0]!.unfinished) };
    console.log(`Jobs: ${jobs.total} queued, ${jobs.runMoreThanOnce} run more than once, ${jobs.notFinished} not finished when the run ended`);
    const journeysPerMinute = (counters.journeys / ((ended - rampEnd) / 1000)) * 60;

    let ratio = 0;
    type Measured = Awaited<ReturnType<typeof listVersusHealth>>;
    const none = { rps: 0, errors: 0, non2xx: 0, p95: 0 } as Measured['list'];
    let list = none;
    let health = none;
    let uncached: Pick<Measured, 'list' | 'health' | 'ratio'> = { list: none, health: none, ratio: 0 };
    if (opts2.listRatio !== false) {
      // The ratio, measured on the same server right after: a user's dashboard list vs. /healthz.
      const listUser = await request<{ access_token: string }>(base, 'POST', '/auth/v1/token?grant_type=password', null, { email: emails[0], password: PASSWORD });
      const auth = { authorization: `Bearer ${listUser.body.access_token}` };
      const projects = await request<Project[]>(base, 'GET', '/api/projects', listUser.body.access_token);
      ({ list, health, ratio } = await listVersusHealth(server.url, auth));
      console.log(`\nGET /api/projects (${projects.body.length} projects, from the instance's read cache): ${list.rps} req/s, p97.5 ${list.p95} ms, errors ${list.errors + list.non2xx}`);
      console.log(`/healthz: ${health.rps} req/s → ratio ${fmt(ratio, 3)} (target > ${TARGETS.ratio})`);

      // For the record, not a target: the same server with READ_CACHE=false (every request reads
      // the session and the list from PostgreSQL).
      await server.stop();
      server = await spawnServer({ env: { ...serverEnv, READ_CACHE: 'false' } });
      const uncachedAuth = { authorization: `Bearer ${(await request<{ access_token: string }>(new URL(server.url), 'POST', '/auth/v1/token?grant_type=password', null, { email: emails[0], password: PASSWORD })).body.access_token}` };
      uncached = await listVersusHealth(server.url, uncachedAuth);
      console.log(`With READ_CACHE=false: GET /api/projects ${uncached.list.rps} req/s, /healthz ${uncached.health.rps} req/s → ratio ${fmt(uncached.ratio, 3)} (not a target)`);
    }

    const slow = rows.filter((r) => r.p95 > TARGETS.p95Ms);
    const allErrors = errorCount + list.errors + list.non2xx + health.errors + health.non2xx;
    const ratioMet = opts2.listRatio === false || ratio > TARGETS.ratio;
    console.log('\nTargets:');
    console.log(`  errors: ${allErrors} (target ${TARGETS.errors}) ${allErrors === 0 ? '✓' : '✗'}`);
    console.log(`  p95 of every call < ${TARGETS.p95Ms} ms (steady state): ${slow.length === 0 ? '✓' : `✗ (${slow.map((r) => `${r.key} ${fmt(r.p95)} ms`).join(', ')})`}`);
    const slowRamp = ramp.rows.filter((r) => r.p95 > TARGETS.p95Ms);
    if (slowRamp.length) console.log(`  (ramp-up, not a target: ${slowRamp.map((r) => `${r.key} ${fmt(r.p95)} ms`).join(', ')})`);
    if (opts2.listRatio !== false) console.log(`  /api/projects ÷ /healthz > ${TARGETS.ratio}: ${fmt(ratio, 3)} ${ratio > TARGETS.ratio ? '✓' : '✗'}`);

    const figures = {
      settings,
      journeys: counters.journeys,
      journeysPerMinute: Math.round(journeysPerMinute),
      jobs,
      errors: allErrors,
      steadyState: { total, endpoints: rows },
      rampUp: ramp,
      projectsRps: list.rps,
      healthzRps: health.rps,
      ratio,
      uncached: { projectsRps: uncached.list.rps, healthzRps: uncached.health.rps, ratio: uncached.ratio },
      targetsMet: allErrors === 0 && slow.length === 0 && ratioMet,
    };
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(path.join(root, `bench/results/load${INSTANCES > 1 ? `-${INSTANCES}-instances` : ''}.json`), JSON.stringify(figures, null, 2));
    if (opts['cpu-prof']) console.log(`CPU profile of the server: ${profDir} (written when it stops)`);
    return figures;
  } finally {
    await server?.stop();
    await Promise.all(extra.map((p) => p.stop()));
    await database.stop();
    agent.destroy();
  }
}

if (direct) {
  const figures = await benchLoad();
  process.exitCode = figures.targetsMet ? 0 : 1;
}
