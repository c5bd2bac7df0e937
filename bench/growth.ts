// The growth curve on PostgreSQL: the same requests timed as the data grows from 1× (1,000 users,
// 10,000 projects, 100,000 answers) to GROWTH_SCALES' largest (100× = 100,000 users, 1,000,000
// projects, 10,000,000 answers). The bench makes its own database, fills it with generated rows,
// times GET /api/projects, POST /api/projects and the recommendations read at 50 concurrent
// clients, prints the query plans (they must use indexes) and drops the database. Targets: p95
// under 10, 30 and 10 ms. Needs DATABASE_URL (a PostgreSQL server); skipped otherwise.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { api, sampleProject, signUp, type BenchUser } from './api-client.js';
import { load, startServer, type Server } from './lib.js';

const PORT = 4411;
const CONNECTIONS = 50;

type Row = Record<string, unknown>;

async function waitForStatus(url: string, user: BenchUser, id: number, status: string): Promise<void> {
  for (const start = Date.now(); Date.now() - start < 300_000; ) {
    if ((await api<{ status: string }>(url, user, 'GET', `/api/projects/${id}`)).status === status) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`project ${id} never reached ${status}`);
}

/** A real completed project (with its recommendations) owned by the bench user. */
async function completedProject(url: string, user: BenchUser): Promise<number> {
  const { id } = await api<{ id: number }>(url, user, 'POST', '/api/projects', sampleProject(0));
  await waitForStatus(url, user, id, 'ready');
  const questions = await api<{ id: number; options: { value: string }[] }[]>(url, user, 'GET', `/api/projects/${id}/questions`);
  for (const q of questions) await api(url, user, 'POST', '/api/answers', { projectId: id, questionId: q.id, selectedOption: q.options[0]!.value, importance: 'nice-to-have' });
  await api(url, user, 'POST', `/api/projects/${id}/complete`);
  await waitForStatus(url, user, id, 'completed');
  return id;
}

/** Adds generated rows until the database holds `scale` × (1,000 users, 10,000 projects, 10 answered questions per project). */
async function growTo(db: pg.Client, scale: number): Promise<void> {
  const count = async (table: string) => Number(((await db.query(`SELECT count(*)::bigint AS n FROM ${table}`)).rows[0] as Row).n);
  const users = await count('app_users');
  await db.query(
    `INSERT INTO app_users (id, email, name) SELECT gen_random_uuid(), 'grown-' || i || '@example.com', 'Grown ' || i FROM generate_series($1::int, $2::int) i`,
    [users + 1, 1000 * scale],
  );
  const projects = await count('projects');
  const before = Number(((await db.query(`SELECT coalesce(max(id), 0)::bigint AS m FROM projects`)).rows[0] as Row).m);
  // Owners spread over the generated users (ids as text, like real owners); a mix of statuses.
  await db.query(
    `INSERT INTO projects (owner_id, name, country, industry, employee_count, software_category, business_needs, status)
     SELECT 'grown-owner-' || (i % ($3::int * 1000)), 'Project ' || i, (ARRAY['US','UK','CA','AU','DE','FR'])[1 + i % 6], 'technology', '11-50',
            (ARRAY['crm','erp','hr','marketing','noc','other'])[1 + i % 6], 'Generated for the growth benchmark.',
            (ARRAY['ready','completed','generating','analyzing'])[1 + i % 4]
     FROM generate_series($1::int, $2::int) i`,
    [projects + 1, 10_000 * scale, scale],
  );
  // Ten answered questions per new project, added in slices to keep each statement moderate.
  const after = Number(((await db.query(`SELECT max(id)::bigint AS m FROM projects`)).rows[0] as Row).m);
  for (let from = before + 1; from <= after; from += 50_000) {
    const to = Math.min(after, from + 49_999);
    await db.query(
      `INSERT INTO questions (project_id, position, category, title, description, options, dimension)
       SELECT p.id, g, 'Generated', 'Question ' || g, 'Generated question.', '[{"value":"a","label":"A"},{"value":"b","label":"B"}]'::jsonb, 'features:generated'
       FROM projects p CROSS JOIN generate_series(1, 10) g WHERE p.id BETWEEN $1 AND $2`,
      [from, to],
    );
    await db.query(
      `INSERT INTO answers (project_id, question_id, selected_option, importance)
       SELECT q.project_id, q.id, 'a', 'nice-to-have' FROM questions q WHERE q.project_id BETWEEN $1 AND $2`,
      [from, to],
    );
  }
  await db.query('VACUUM ANALYZE');
}

async function plan(db: pg.Client, text: string, params: unknown[]): Promise<string> {
  const rows = (await db.query(`EXPLAIN ${text}`, params)).rows as { 'QUERY PLAN': string }[];
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

/**
 * `reader` owns 20 projects and reads; `writers` create (so the reader's list does not grow): 50
 * clients, each its own account, as 50 people would. One account's creations are serialised on
 * its credit balance by design, so 50 at once from one account measure that lock, not the server.
 */
async function measure(server: Server, reader: BenchUser, writers: BenchUser[], projectId: number) {
  const headers = reader.headers;
  // The floor on this machine: a route that does nothing, at the same concurrency.
  const health = await load({ url: `${server.url}/healthz`, connections: CONNECTIONS, duration: 3 });
  await load({ url: `${server.url}/api/projects`, connections: CONNECTIONS, duration: 2, headers });
  const list = await load({ url: `${server.url}/api/projects`, connections: CONNECTIONS, duration: 5, headers });
  const recs = await load({ url: `${server.url}/api/projects/${projectId}/recommendations`, connections: CONNECTIONS, duration: 5, headers });
  const create = await load({
    url: `${server.url}/api/projects`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: 3,
    headers: writers[0]!.headers,
    clients: writers.map((w) => w.headers),
    body: JSON.stringify(sampleProject(1)),
  });
  return {
    healthzRps: health.rps,
    healthzP95Ms: health.p95,
    listRps: list.rps,
    recommendationsRps: recs.rps,
    createRps: create.rps,
    listP95Ms: list.p95,
    listErrors: list.errors + list.non2xx,
    recommendationsP95Ms: recs.p95,
    recommendationsErrors: recs.errors + recs.non2xx,
    createP95Ms: create.p95,
    createErrors: create.errors + create.non2xx,
  };
}

export async function benchGrowth(): Promise<Record<string, unknown>> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    console.log('growth: skipped (set DATABASE_URL to a PostgreSQL server; the bench makes and drops its own database)');
    return { skipped: 'needs DATABASE_URL' };
  }
  const scales = (process.env.GROWTH_SCALES ?? '1,10,100').split(',').map(Number).filter((n) => n > 0).sort((a, b) => a - b);
  const name = `stackwise_growth_${Date.now()}`;
  const adminDb = new pg.Client({ connectionString: base });
  await adminDb.connect();
  await adminDb.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), AUTH_AUTOCONFIRM: 'true', FREE_CREDITS_ON_SIGNUP: '1000000', PROJECT_CREATE_RATE_LIMIT: '100000000', AUTH_RATE_LIMIT_SIGN_IN: '100000' };
  const db = new pg.Client({ connectionString: url.toString() });
  const results: Record<string, unknown>[] = [];
  // One data directory for both starts: it holds the auth signing keys the bench user's token needs.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stackwise-bench-growth-'));
  let server = await startServer({ port: PORT, dataDir, env });
  try {
    await db.connect();
    const user = await signUp(server.url);
    const writers: BenchUser[] = [];
    for (let i = 0; i < CONNECTIONS; i++) writers.push(await signUp(server.url));
    const projectId = await completedProject(server.url, user);
    for (let i = 1; i < 20; i++) await api(server.url, user, 'POST', '/api/projects', sampleProject(i));
    // Measured without a worker: the POSTs queue jobs, which must not compete for the CPU.
    await server.stop();
    server = await startServer({ port: PORT, dataDir, env: { ...env, RUN_WORKER: 'false' } });
    const owner = String(((await db.query(`SELECT owner_id FROM projects WHERE id = $1`, [projectId])).rows[0] as Row).owner_id);
    for (const scale of scales) {
      const t0 = Date.now();
      await growTo(db, scale);
      const sizes = (await db.query(`SELECT (SELECT count(*) FROM app_users) AS users, (SELECT count(*) FROM projects) AS projects, (SELECT count(*) FROM answers) AS answers`)).rows[0] as Row;
      const figures = { scale, users: Number(sizes.users), projects: Number(sizes.projects), answers: Number(sizes.answers), fillSeconds: Math.round((Date.now() - t0) / 1000), ...(await measure(server, user, writers, projectId)) };
      results.push(figures);
      console.log(
        `growth ${scale}×: ${figures.users} users, ${figures.projects} projects, ${figures.answers} answers (filled in ${figures.fillSeconds} s) → ` +
          `/healthz p97.5 ${figures.healthzP95Ms} ms at ${figures.healthzRps} req/s (the machine's floor); GET /api/projects p97.5 ${figures.listP95Ms} ms at ${figures.listRps} req/s (target < 10), POST /api/projects p97.5 ${figures.createP95Ms} ms at ${figures.createRps} req/s (target < 30), ` +
          `recommendations p97.5 ${figures.recommendationsP95Ms} ms at ${figures.recommendationsRps} req/s (target < 10); errors ${figures.listErrors}/${figures.createErrors}/${figures.recommendationsErrors}`,
      );
    }
    console.log('plan, projects list:\n' + (await plan(db, `SELECT id, name, status FROM projects WHERE owner_id = $1 ORDER BY created_at DESC`, [owner])));
    console.log('plan, recommendations:\n' + (await plan(db, `SELECT * FROM recommendations WHERE project_id = $1 ORDER BY rank`, [projectId])));
    console.log('plan, answers of a project:\n' + (await plan(db, `SELECT * FROM answers WHERE project_id = $1`, [projectId])));
    return { connections: CONNECTIONS, curve: results };
  } finally {
    await server.stop();
    await db.end().catch(() => {});
    await adminDb.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await adminDb.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchGrowth();
