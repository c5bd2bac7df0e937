// Client companies through the real app and database (issue 19): CRUD, validation, unique names
// per workspace, the cap, workspace scoping (another workspace's client is a 404), projects filed
// under a client (and moved, and kept when the client goes) and the client's portfolio.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../../tests/helpers/auth.js';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.js';
import { violations } from '../../../../tests/integration/support/invariants.js';
import { clientLimits, type Client, type ClientPortfolio } from '../../../shared/clients.js';
import { addDays, utcToday } from '../../../shared/decisions.js';
import type { Project } from '../../../shared/projects.js';
import type { Question } from '../../../shared/questions.js';
import type { Recommendation } from '../../../shared/recommendations.js';
import { loadCatalog } from '../../catalog/catalog.js';
import { generateProjectQuestions, generateProjectRecommendations } from '../engine/engine.service.js';

let t: TestApp;
const catalog = loadCatalog();

beforeAll(async () => {
  t = await createTestApp({ FREE_CREDITS_ON_SIGNUP: '10' });
});
afterAll(() => t.close());

const acme = { name: 'Acme Dental', country: 'UK', industry: 'healthcare', employeeCount: '11-50', notes: 'Two practices in Leeds.' };

type Res = Awaited<ReturnType<TestApp['app']['inject']>>;
const call = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<Res> =>
  t.app.inject({ method, url, headers: user.headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

async function newClient(user: SignedInUser, input: Record<string, unknown> = acme): Promise<Client> {
  const res = await call(user, 'POST', '/api/clients', input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Client>();
}

async function newProject(user: SignedInUser, extra: Record<string, unknown> = {}): Promise<Res> {
  return call(user, 'POST', '/api/projects', {
    name: 'Practice phones',
    country: 'UK',
    industry: 'healthcare',
    employeeCount: '11-50',
    softwareCategory: 'crm',
    affectedTeams: ['Sales'],
    businessNeeds: 'One pipeline for new patients.',
    ...extra,
  });
}

/** A project of `clientId` taken through questions, answers and analysis to its recommendations. */
async function completedProject(user: SignedInUser, clientId: number): Promise<{ project: Project; recs: Recommendation[] }> {
  const created = await newProject(user, { clientId, name: 'Patient CRM' });
  expect(created.statusCode, created.body).toBe(201);
  const project = created.json<Project>();
  await generateProjectQuestions({ db: t.database.db, catalog, projectId: project.id });
  const questions = (await call(user, 'GET', `/api/projects/${project.id}/questions`)).json<Question[]>();
  for (const q of questions) await call(user, 'POST', '/api/answers', { projectId: project.id, questionId: q.id, selectedOption: q.options[0]!.value });
  await call(user, 'POST', `/api/projects/${project.id}/complete`);
  await generateProjectRecommendations({ db: t.database.db, catalog, projectId: project.id });
  const recs = (await call(user, 'GET', `/api/projects/${project.id}/recommendations`)).json<Recommendation[]>();
  expect(recs.length).toBeGreaterThan(1);
  return { project, recs };
}

describe('client CRUD', () => {
  it('creates (trimmed, 201), lists with project counts, reads, updates and deletes', async () => {
    const user = await createSignedInUser(t);
    expect((await call(user, 'GET', '/api/clients')).json()).toEqual([]);

    const created = await newClient(user, { ...acme, name: '  Acme Dental  ', notes: '  Two practices in Leeds.  ' });
    expect(created).toMatchObject({ ...acme, projectCount: 0 });
    expect(typeof created.id).toBe('number');
    const second = await newClient(user, { name: 'Bolt Logistics', country: 'US', industry: 'other', employeeCount: '201-500' });
    expect(second.notes).toBe('');

    // By name, case-insensitively.
    const list = (await call(user, 'GET', '/api/clients')).json<Client[]>();
    expect(list.map((c) => c.name)).toEqual(['Acme Dental', 'Bolt Logistics']);

    const got = await call(user, 'GET', `/api/clients/${created.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json<Client>()).toEqual(created);

    const updated = await call(user, 'PUT', `/api/clients/${created.id}`, { ...acme, name: 'Acme Dental Group', employeeCount: '51-200', notes: '' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Client>()).toMatchObject({ id: created.id, name: 'Acme Dental Group', employeeCount: '51-200', notes: '' });
    expect(Date.parse(updated.json<Client>().updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));

    const removed = await call(user, 'DELETE', `/api/clients/${created.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ message: string }>().message).toMatch(/deleted/);
    expect((await call(user, 'GET', `/api/clients/${created.id}`)).statusCode).toBe(404);
    expect((await call(user, 'DELETE', `/api/clients/${created.id}`)).statusCode).toBe(404);
    expect((await call(user, 'GET', '/api/clients')).json<Client[]>().map((c) => c.name)).toEqual(['Bolt Logistics']);
  });

  it('refuses invalid input with a JSON {message} naming the field', async () => {
    const user = await createSignedInUser(t);
    const client = await newClient(user);
    const cases: [unknown, RegExp][] = [
      [{ ...acme, name: '' }, /^name: Client name is required/],
      [{ ...acme, name: '   ' }, /^name: Client name is required/],
      [{ ...acme, name: undefined }, /^name: Client name is required/],
      [{ ...acme, name: 'x'.repeat(clientLimits.nameMax + 1) }, /^name: Client name must be at most 120 characters/],
      [{ ...acme, country: 'XX' }, /^country: Country is required/],
      [{ ...acme, industry: undefined }, /^industry: Industry is required/],
      [{ ...acme, employeeCount: '7' }, /^employeeCount: Number of employees is required/],
      [{ ...acme, notes: 'x'.repeat(clientLimits.notesMax + 1) }, /^notes: Notes must be at most 2000 characters/],
      [{ ...acme, notes: 42 }, /^notes: Notes must be text/],
      [[], /^body: /],
    ];
    for (const [payload, message] of cases) {
      for (const [method, url] of [['POST', '/api/clients'], ['PUT', `/api/clients/${client.id}`]] as const) {
        const res = await call(user, method, url, payload);
        expect(res.statusCode, `${method} ${JSON.stringify(payload).slice(0, 80)}`).toBe(400);
        expect(res.headers['content-type']).toContain('application/json');
        expect(res.json<{ message: string }>().message, JSON.stringify(payload).slice(0, 80)).toMatch(message);
      }
    }
    const bad = await t.app.inject({ method: 'POST', url: '/api/clients', headers: { ...user.headers, 'content-type': 'application/json' }, payload: '{"name":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('Request body is not valid JSON');
    // Nothing was changed by the refused requests.
    expect((await call(user, 'GET', '/api/clients')).json<Client[]>()).toEqual([client]);
  });

  it('keeps names unique per workspace, whatever the case, on create and rename (409)', async () => {
    const user = await createSignedInUser(t);
    await newClient(user);
    const other = await newClient(user, { ...acme, name: 'Other Co' });
    for (const name of ['Acme Dental', 'ACME DENTAL', '  acme dental ']) {
      const res = await call(user, 'POST', '/api/clients', { ...acme, name });
      expect(res.statusCode, name).toBe(409);
      expect(res.json<{ message: string; code: string }>()).toMatchObject({ code: 'client_name_taken', message: expect.stringMatching(/already exists/) });
    }
    const rename = await call(user, 'PUT', `/api/clients/${other.id}`, { ...acme, name: 'acme DENTAL' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json<{ message: string }>().message).toMatch(/A client named "acme DENTAL" already exists/);
    // Renaming a client to its own name in another case is fine.
    expect((await call(user, 'PUT', `/api/clients/${other.id}`, { ...acme, name: 'OTHER CO' })).statusCode).toBe(200);
    // Another workspace may have its own "Acme Dental".
    await newClient(await createSignedInUser(t));
  });

  it('caps the clients of a workspace with a clear 409', async () => {
    const user = await createSignedInUser(t);
    await newClient(user);
    // Fill up to the cap directly (2,000 requests would only slow the suite down).
    await t.database.sql.query(
      `INSERT INTO clients (workspace_id, name, country, industry, employee_count)
         SELECT $1, 'Bulk ' || g, 'US', 'retail', '1-10' FROM generate_series(2, $2::int) g`,
      [user.userId, clientLimits.maxPerWorkspace],
    );
    const res = await call(user, 'POST', '/api/clients', { ...acme, name: 'One too many' });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string; code: string }>()).toEqual({ code: 'client_limit', message: `A workspace can hold at most ${clientLimits.maxPerWorkspace} clients. Delete one you no longer need first.` });
    expect((await call(user, 'GET', '/api/clients')).json<Client[]>()).toHaveLength(clientLimits.maxPerWorkspace);
    // Another workspace is not affected.
    await newClient(await createSignedInUser(t));
  });
});

describe('workspace scoping', () => {
  it("answers 404 for another workspace's client and for ids that are not numbers", async () => {
    const owner = await createSignedInUser(t);
    const stranger = await createSignedInUser(t);
    const client = await newClient(owner);
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['PUT', '', { ...acme, name: 'Hijacked' }],
      ['DELETE', '', undefined],
      ['GET', '/portfolio', undefined],
    ] as const) {
      const res = await call(stranger, method, `/api/clients/${client.id}${suffix}`, body);
      expect(res.statusCode, `${method} ${suffix}`).toBe(404);
      expect(res.json<{ message: string }>().message).toBe('Client not found');
      expect(res.body).not.toContain('Acme');
      for (const id of ['abc', '1.5', '-1', '9'.repeat(20)]) {
        expect((await call(owner, method, `/api/clients/${id}${suffix}`, body)).statusCode, id).toBe(404);
      }
    }
    expect((await call(stranger, 'GET', '/api/clients')).json()).toEqual([]);
    expect((await call(owner, 'GET', `/api/clients/${client.id}`)).json<Client>()).toEqual(client);

    // Nor can a project of the stranger be filed under it.
    const res = await newProject(stranger, { clientId: client.id });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('clientId: That client was not found in this workspace');
    const own = (await newProject(stranger)).json<Project>();
    const moved = await call(stranger, 'PUT', `/api/projects/${own.id}/client`, { clientId: client.id });
    expect(moved.statusCode).toBe(400);
    expect(moved.json<{ message: string }>().message).toBe('clientId: That client was not found in this workspace');
    // …nor the owner's project moved by the stranger.
    const ownersProject = (await newProject(owner, { clientId: client.id })).json<Project>();
    expect((await call(stranger, 'PUT', `/api/projects/${ownersProject.id}/client`, { clientId: null })).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/projects/${ownersProject.id}`)).json<Project>().clientId).toBe(client.id);
  });

  it('lets a member of the workspace manage its clients like the owner', async () => {
    const owner = await createSignedInUser(t);
    const member = await createSignedInUser(t);
    await call(owner, 'GET', '/api/workspace');
    await t.database.sql.query(`INSERT INTO workspace_members (workspace_id, user_id, role) VALUES ($1, $2, 'member')`, [owner.userId, member.userId]);
    expect((await call(member, 'POST', '/api/workspace/switch', { workspaceId: owner.userId })).statusCode).toBe(200);

    const byMember = await newClient(member);
    expect((await call(owner, 'GET', '/api/clients')).json<Client[]>().map((c) => c.id)).toEqual([byMember.id]);
    expect((await call(member, 'PUT', `/api/clients/${byMember.id}`, { ...acme, notes: 'Edited by a member' })).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/api/clients/${byMember.id}`)).json<Client>().notes).toBe('Edited by a member');
    expect((await call(member, 'DELETE', `/api/clients/${byMember.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'GET', '/api/clients')).json()).toEqual([]);
  });
});

describe('projects of a client', () => {
  it('files a project under a client (clientName in the list), moves it and keeps it when the client is deleted', async () => {
    const user = await createSignedInUser(t);
    const acmeClient = await newClient(user);
    const bolt = await newClient(user, { ...acme, name: 'Bolt Logistics' });

    const created = await newProject(user, { clientId: acmeClient.id });
    expect(created.statusCode, created.body).toBe(201);
    const project = created.json<Project>();
    expect(project).toMatchObject({ clientId: acmeClient.id, clientName: 'Acme Dental' });
    // The snake_case alias of the spec works too; no client is the default.
    const own = (await newProject(user, { name: 'Our own CRM' })).json<Project>();
    expect(own).toMatchObject({ clientId: null, clientName: null });
    const aliased = (await newProject(user, { name: 'Bolt CRM', client_id: bolt.id })).json<Project>();
    expect(aliased.clientId).toBe(bolt.id);

    const listed = async () => (await call(user, 'GET', '/api/projects')).json<Project[]>();
    expect((await listed()).map((p) => [p.name, p.clientName])).toEqual([
      ['Bolt CRM', 'Bolt Logistics'],
      ['Our own CRM', null],
      ['Practice phones', 'Acme Dental'],
    ]);
    const counts = async () => Object.fromEntries((await call(user, 'GET', '/api/clients')).json<Client[]>().map((c) => [c.name, c.projectCount]));
    expect(await counts()).toEqual({ 'Acme Dental': 1, 'Bolt Logistics': 1 });

    // A renamed client shows its new name in the (cached) project list at once.
    await call(user, 'PUT', `/api/clients/${acmeClient.id}`, { ...acme, name: 'Acme Dental Group' });
    expect((await listed()).find((p) => p.id === project.id)?.clientName).toBe('Acme Dental Group');

    // Moving: to another client, to none, with validation.
    const moved = await call(user, 'PUT', `/api/projects/${project.id}/client`, { clientId: bolt.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Project>()).toMatchObject({ clientId: bolt.id, clientName: 'Bolt Logistics' });
    expect(await counts()).toEqual({ 'Acme Dental Group': 0, 'Bolt Logistics': 2 });
    expect((await call(user, 'PUT', `/api/projects/${own.id}/client`, { clientId: null })).json<Project>().clientId).toBeNull();
    for (const [body, message] of [
      [{}, /^clientId: Client must be a client id or null/],
      [{ clientId: 'abc' }, /^clientId: Client must be a client id or null/],
      [{ clientId: 0 }, /^clientId: Client must be a client id/],
      [{ clientId: 1.5 }, /^clientId: Client must be a client id/],
      [{ clientId: 987654321 }, /^clientId: That client was not found in this workspace/],
    ] as const) {
      const res = await call(user, 'PUT', `/api/projects/${project.id}/client`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    expect((await call(user, 'PUT', '/api/projects/abc/client', { clientId: null })).statusCode).toBe(404);
    expect((await call(user, 'PUT', '/api/projects/987654321/client', { clientId: null })).statusCode).toBe(404);

    // Deleting a client keeps its projects, now without a client.
    expect((await call(user, 'DELETE', `/api/clients/${bolt.id}`)).statusCode).toBe(200);
    const after = await listed();
    expect(after).toHaveLength(3);
    expect(after.map((p) => [p.name, p.clientId, p.clientName])).toEqual([
      ['Bolt CRM', null, null],
      ['Our own CRM', null, null],
      ['Practice phones', null, null],
    ]);
    expect((await call(user, 'GET', `/api/projects/${project.id}`)).json<Project>().clientId).toBeNull();
    expect(await violations(t.database.sql)).toEqual([]);
  });
});

describe('GET /api/clients/:id/portfolio', () => {
  it("lists the client's projects with top pick and decision, the chosen tools and the next review", async () => {
    const user = await createSignedInUser(t);
    const client = await newClient(user);
    const empty = (await call(user, 'GET', `/api/clients/${client.id}/portfolio`)).json<ClientPortfolio>();
    expect(empty).toEqual({ client, projects: [], chosen: [], nextReview: null });

    const decided = await completedProject(user, client.id);
    const waiting = await completedProject(user, client.id);
    const fresh = (await newProject(user, { clientId: client.id, name: 'Not started' })).json<Project>();
    // Not the client's: a project of the workspace's own.
    await newProject(user, { name: 'Our own' });

    const chosen = decided.recs[1]!;
    const reviewDate = addDays(utcToday(new Date()), 60);
    const saved = await call(user, 'PUT', `/api/projects/${decided.project.id}/decision`, { productId: chosen.analysis.productId, reason: 'Cheapest fit', reviewDate });
    expect(saved.statusCode, saved.body).toBe(200);
    const soonerNoneYet = addDays(utcToday(new Date()), 20);
    const noneYet = await call(user, 'PUT', `/api/projects/${waiting.project.id}/decision`, { productId: null, reason: 'Two demos left', reviewDate: soonerNoneYet });
    expect(noneYet.statusCode, noneYet.body).toBe(200);

    const res = await call(user, 'GET', `/api/clients/${client.id}/portfolio`);
    expect(res.statusCode, res.body).toBe(200);
    const portfolio = res.json<ClientPortfolio>();
    expect(portfolio.client).toMatchObject({ id: client.id, name: 'Acme Dental', projectCount: 3 });
    expect(portfolio.projects.map((p) => p.id)).toEqual([fresh.id, waiting.project.id, decided.project.id]);

    const top = decided.recs.find((r) => r.isTopRecommendation)!;
    const decidedRow = portfolio.projects.find((p) => p.id === decided.project.id)!;
    expect(decidedRow).toMatchObject({
      name: 'Patient CRM',
      softwareCategory: 'crm',
      status: 'completed',
      topRecommendation: { productId: top.analysis.productId, name: top.softwareName, matchScore: top.matchScore },
      decision: { productId: chosen.analysis.productId, productName: chosen.softwareName, reviewDate, reviewDue: false },
    });
    expect(decidedRow.completedAt).toBeTruthy();
    expect(portfolio.projects.find((p) => p.id === waiting.project.id)!.decision).toMatchObject({ productId: null, reviewDate: soonerNoneYet });
    // The dashboard list carries a "none yet" decision too (it once came back as no decision).
    const listed = (await call(user, 'GET', '/api/projects')).json<Project[]>();
    expect(listed.find((p) => p.id === waiting.project.id)!.decision).toEqual({ productId: null, productName: null, reviewDate: soonerNoneYet, reviewDue: false });
    expect(portfolio.projects.find((p) => p.id === fresh.id)).toMatchObject({ status: 'created', topRecommendation: null, decision: null, completedAt: null });

    expect(portfolio.chosen).toEqual([
      { productId: chosen.analysis.productId, name: chosen.softwareName, softwareCategory: 'crm', projectId: decided.project.id, reviewDate, reviewDue: false },
    ]);
    // The "none yet" decision is reviewed sooner, so it comes next.
    expect(portfolio.nextReview).toEqual({ projectId: waiting.project.id, productName: null, reviewDate: soonerNoneYet });

    // A review that has come and is not answered yet is due, and the next review.
    const past = addDays(utcToday(new Date()), -2);
    await t.database.sql.query('UPDATE project_decisions SET review_date = $1 WHERE project_id = $2', [past, decided.project.id]);
    const due = (await call(user, 'GET', `/api/clients/${client.id}/portfolio`)).json<ClientPortfolio>();
    expect(due.chosen[0]).toMatchObject({ reviewDate: past, reviewDue: true });
    expect(due.nextReview).toEqual({ projectId: decided.project.id, productName: chosen.softwareName, reviewDate: past });
  }, 60_000);
});
