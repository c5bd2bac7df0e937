// The per-instance read caches (ADR 008) on a real database: PGlite, or PostgreSQL on the
// second CI pass (where notifications arrive over a listening connection). A change made
// outside this instance (another instance, a worker, an operator's SQL) is simulated by SQL on
// the same database; "silent" SQL runs with triggers off, which proves what is served from memory.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../src/shared/projects.js';
import { createSignedInUser, type SignedInUser } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { waitFor } from './support/built-server.js';
import { projectInput } from './support/http-journey.js';

const input = { ...projectInput(0), name: 'Cached dashboard' };

async function list(t: TestApp, user: SignedInUser) {
  const res = await t.app.inject({ url: '/api/projects', headers: user.headers });
  return { status: res.statusCode, projects: res.statusCode === 200 ? res.json<Project[]>() : [], body: res.json<{ code?: string }>() };
}

/** A change no trigger sees (session_replication_role = replica): no notification is sent. */
async function silently(t: TestApp, statement: string) {
  await t.database.sql.exec(`BEGIN; SET LOCAL session_replication_role = replica; ${statement}; COMMIT;`);
}

/** A change made elsewhere, then waited for: its notification has reached this instance. */
async function elsewhere(t: TestApp, statement: string, params: unknown[] = []) {
  await t.database.sql.query(statement, params);
  await t.database.changes.sync();
}

describe('read caches kept exact by change notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FREE_CREDITS_ON_SIGNUP: '5' });
    // PostgreSQL: the listening connection opens as the app starts; until then nothing is cached.
    await waitFor('the change feed to listen', async () => t.database.changes.live, 15_000, 20);
  });
  afterAll(async () => t?.close());

  it('serves the dashboard list from memory until a change to it is notified', async () => {
    const user = await createSignedInUser(t);
    const created = await t.app.inject({ method: 'POST', url: '/api/projects', headers: user.headers, payload: input });
    expect(created.statusCode).toBe(201);
    const id = created.json<Project>().id;
    await t.database.changes.sync(); // the creation's own notification, which drops the entry once more
    expect((await list(t, user)).projects.map((p) => p.name)).toEqual(['Cached dashboard']);

    await silently(t, `UPDATE projects SET name = 'Renamed without a notification' WHERE id = ${id}`);
    expect((await list(t, user)).projects.map((p) => p.name)).toEqual(['Cached dashboard']);

    await elsewhere(t, `UPDATE projects SET name = 'Renamed by another instance', status = 'ready' WHERE id = $1`, [id]);
    expect((await list(t, user)).projects).toMatchObject([{ name: 'Renamed by another instance', status: 'ready' }]);

    // Counts shown on the dashboard change with rows of other tables.
    await elsewhere(
      t,
      `INSERT INTO questions (project_id, position, category, title, description, options, dimension) VALUES ($1, 1, 'general', 'Q', 'D', '[]'::jsonb, 'x')`,
      [id],
    );
    expect((await list(t, user)).projects).toMatchObject([{ totalQuestions: 1 }]);
  });

  it("shows a user's own change on their very next request", async () => {
    const user = await createSignedInUser(t);
    expect((await list(t, user)).projects).toEqual([]);
    const created = await t.app.inject({ method: 'POST', url: '/api/projects', headers: user.headers, payload: input });
    expect((await list(t, user)).projects.map((p) => p.id)).toEqual([created.json<Project>().id]);
    await t.app.inject({ method: 'DELETE', url: `/api/projects/${created.json<Project>().id}`, headers: user.headers });
    expect((await list(t, user)).projects).toEqual([]);
  });

  it('refuses a session ended elsewhere as soon as that is notified, and trusts a live one from memory', async () => {
    const user = await createSignedInUser(t);
    expect((await list(t, user)).status).toBe(200);
    const sessionId = (JSON.parse(Buffer.from(user.accessToken.split('.')[1]!, 'base64url').toString()) as { session_id: string }).session_id;

    await silently(t, `DELETE FROM auth_sessions WHERE id = '${sessionId}'`);
    expect((await list(t, user)).status).toBe(200); // from memory: no notification was sent

    await elsewhere(t, `SELECT pg_notify('stackwise_changes', $1)`, [`session:${sessionId}`]);
    expect(await list(t, user)).toMatchObject({ status: 401, body: { code: 'session_not_found' } });
  });

  it("serves a project's recommendations from memory until a change to them is notified, and never to another workspace", async () => {
    const user = await createSignedInUser(t);
    const stranger = await createSignedInUser(t);
    const id = (await t.app.inject({ method: 'POST', url: '/api/projects', headers: user.headers, payload: input })).json<Project>().id;
    const names = async (who: SignedInUser) => {
      const res = await t.app.inject({ url: `/api/projects/${id}/recommendations`, headers: who.headers });
      return res.statusCode === 200 ? res.json<{ softwareName: string }[]>().map((r) => r.softwareName) : res.statusCode;
    };
    const insert = `INSERT INTO recommendations (project_id, rank, product_id, software_name, match_score, description, pricing, implementation, considerations, analysis)
      VALUES ($1, 1, 'p', 'First pick', 80, 'D', '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, '{}'::jsonb)`;
    expect(await names(user)).toEqual([]);
    await elsewhere(t, insert, [id]);
    expect(await names(user)).toEqual(['First pick']);
    // Not kept while the project is not completed: a worker may still be writing its results.
    await silently(t, `UPDATE recommendations SET software_name = 'Written during the analysis' WHERE project_id = ${id}`);
    expect(await names(user)).toEqual(['Written during the analysis']);
    await elsewhere(t, `UPDATE recommendations SET software_name = 'First pick' WHERE project_id = $1`, [id]);
    await elsewhere(t, `UPDATE projects SET status = 'completed' WHERE id = $1`, [id]);
    expect(await names(user)).toEqual(['First pick']);
    expect(await names(stranger)).toBe(404); // the cached answer is the owner's only

    await silently(t, `UPDATE recommendations SET software_name = 'Renamed without a notification' WHERE project_id = ${id}`);
    expect(await names(user)).toEqual(['First pick']);
    await elsewhere(t, `UPDATE recommendations SET software_name = 'Renamed by a worker' WHERE project_id = $1`, [id]);
    expect(await names(user)).toEqual(['Renamed by a worker']);
    // A re-run moves the project out of 'completed': that alone drops the list everywhere.
    await silently(t, `UPDATE recommendations SET software_name = 'Replaced by the re-run' WHERE project_id = ${id}`);
    await elsewhere(t, `UPDATE projects SET status = 'analyzing' WHERE id = $1`, [id]);
    expect(await names(user)).toEqual(['Replaced by the re-run']);

    await t.app.inject({ method: 'DELETE', url: `/api/projects/${id}`, headers: user.headers });
    expect(await names(user)).toBe(404);
  });

  it("serves each caller's workspace from memory, and a change to a membership is seen on the next request", async () => {
    const owner = await createSignedInUser(t);
    const colleague = await createSignedInUser(t);
    await t.app.inject({ method: 'POST', url: '/api/projects', headers: owner.headers, payload: { ...input, name: "The owner's project" } });
    await list(t, colleague); // creates the colleague's own workspace
    await elsewhere(t, `INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'member')`, [owner.userId, colleague.userId]);
    const switched = await t.app.inject({ method: 'POST', url: '/api/workspace/switch', headers: colleague.headers, payload: { workspaceId: owner.userId } });
    expect(switched.statusCode).toBe(200);
    expect((await list(t, colleague)).projects.map((p) => p.name)).toEqual(["The owner's project"]); // seen at once

    await silently(t, `DELETE FROM workspace_members WHERE workspace_id = '${owner.userId}' AND user_id = '${colleague.userId}'`);
    expect((await list(t, colleague)).projects.map((p) => p.name)).toEqual(["The owner's project"]); // from memory
    await silently(t, `INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ('${owner.userId}', '${colleague.userId}', 'member')`);

    // The owner removes the colleague through the API: refused on the colleague's very next request.
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/workspace/members/${colleague.userId}`, headers: owner.headers });
    expect(removed.statusCode).toBe(200);
    expect((await list(t, colleague)).projects).toEqual([]);
  });

  it('refuses a signed-out token on the next request', async () => {
    const user = await createSignedInUser(t);
    expect((await list(t, user)).status).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/auth/v1/logout?scope=global', headers: user.headers });
    expect(out.statusCode).toBe(204);
    expect((await list(t, user)).status).toBe(401);
  });
});

describe('READ_CACHE=false', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ READ_CACHE: 'false', FREE_CREDITS_ON_SIGNUP: '5' });
  });
  afterAll(async () => t?.close());

  it('reads the database on every request', async () => {
    const user = await createSignedInUser(t);
    const created = await t.app.inject({ method: 'POST', url: '/api/projects', headers: user.headers, payload: input });
    expect((await list(t, user)).projects.map((p) => p.name)).toEqual(['Cached dashboard']);
    await silently(t, `UPDATE projects SET name = 'Seen at once' WHERE id = ${created.json<Project>().id}`);
    expect((await list(t, user)).projects.map((p) => p.name)).toEqual(['Seen at once']);
    await silently(t, `DELETE FROM auth_sessions WHERE user_id = '${user.userId}'`);
    expect((await list(t, user)).status).toBe(401);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the listening connection on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FREE_CREDITS_ON_SIGNUP: '5' });
  });
  afterAll(async () => t?.close());

  it('caches nothing while it is down, and listens again by itself', async () => {
    const user = await createSignedInUser(t);
    const created = await t.app.inject({ method: 'POST', url: '/api/projects', headers: user.headers, payload: input });
    const id = created.json<Project>().id;
    await list(t, user);
    await waitFor('the feed to listen', async () => t.database.changes.live, 15_000, 20);
    const epoch = t.database.changes.epoch;

    await t.database.sql.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'stackwise-change-feed'`);
    await waitFor('the feed to notice', async () => t.database.changes.epoch > epoch, 15_000, 20);
    // While it reconnects (or once it has): a silent change is seen, because nothing cached survived.
    await silently(t, `UPDATE projects SET name = 'While reconnecting' WHERE id = ${id}`);
    expect((await list(t, user)).projects.map((p) => p.name)).toEqual(['While reconnecting']);

    await waitFor('the feed to listen again', async () => t.database.changes.live, 15_000, 20);
    await list(t, user); // cached again
    await silently(t, `UPDATE projects SET name = 'Not notified' WHERE id = ${id}`);
    expect((await list(t, user)).projects.map((p) => p.name)).toEqual(['While reconnecting']);
    await elsewhere(t, `UPDATE projects SET name = 'Notified' WHERE id = $1`, [id]);
    expect((await list(t, user)).projects.map((p) => p.name)).toEqual(['Notified']);
  });
});
