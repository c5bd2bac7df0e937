import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../../tests/helpers/auth.js';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.js';
import type { Project } from '../../../shared/projects.js';
import { isSubscriptionActive, recordCredit } from '../credits/credits.service.js';
import { subscriptions } from '../../db/tables/credits.js';

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;

const valid = {
  name: 'New CRM',
  country: 'UK',
  industry: 'consulting',
  employeeCount: '11-50',
  softwareCategory: 'crm',
  affectedTeams: ['Sales'],
  businessNeeds: 'Pipeline and email sync.',
};

beforeAll(async () => {
  t = await createTestApp({ FREE_CREDITS_ON_SIGNUP: '2' });
  alice = await createSignedInUser(t);
  bob = await createSignedInUser(t);
});
afterAll(() => t.close());

const create = (user: SignedInUser, payload: unknown = valid) => t.app.inject({ method: 'POST', url: '/api/projects', headers: user.headers, payload: payload as object });
const eligibility = async (user: SignedInUser) => (await t.app.inject({ url: '/api/user/project-eligibility', headers: user.headers })).json();

describe('projects API', () => {
  it('creates, lists, reads and deletes a project, spending one credit', async () => {
    expect(await eligibility(alice)).toEqual({ canCreateProject: true, hasSubscription: false, credits: 2 });
    const res = await create(alice);
    expect(res.statusCode).toBe(201);
    const project = res.json() as Project;
    expect(project).toMatchObject({ name: 'New CRM', country: 'UK', status: 'created', totalQuestions: 0, questionsAnswered: 0, affectedTeams: ['Sales'] });
    expect(typeof project.id).toBe('number');
    expect((await eligibility(alice)).credits).toBe(1);

    const list = (await t.app.inject({ url: '/api/projects', headers: alice.headers })).json() as Project[];
    expect(list.map((p) => p.id)).toContain(project.id);
    const one = await t.app.inject({ url: `/api/projects/${project.id}`, headers: alice.headers });
    expect(one.json()).toMatchObject({ id: project.id, businessNeeds: 'Pipeline and email sync.' });

    const del = await t.app.inject({ method: 'DELETE', url: `/api/projects/${project.id}`, headers: alice.headers });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/projects/${project.id}`, headers: alice.headers })).statusCode).toBe(404);
    const orphans = await t.database.sql.query<{ n: string }>('SELECT count(*) AS n FROM questions WHERE project_id = $1', [project.id]);
    expect(Number(orphans[0]!.n)).toBe(0);
  });

  it('accepts the snake_case aliases of the spec', async () => {
    const res = await create(alice, {
      name: 'Aliased',
      country: 'US',
      industry: 'retail',
      employee_count: '1-10',
      software_category: 'accounting',
      affected_teams: ['Finance/Accounting'],
      business_needs: 'Invoices',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ employeeCount: '1-10', softwareCategory: 'accounting', affectedTeams: ['Finance/Accounting'] });
  });

  it.each([
    ['name', { name: '' }, /^name: /],
    ['name', { name: 'x'.repeat(121) }, /at most 120/],
    ['country', { country: 'ES' }, /^country: /],
    ['industry', { industry: 'mining' }, /^industry: /],
    ['employeeCount', { employeeCount: '7' }, /^employeeCount: /],
    ['softwareCategory', { softwareCategory: 'crm2' }, /^softwareCategory: /],
    ['affectedTeams', { affectedTeams: [] }, /^affectedTeams: Select at least one team/],
    ['affectedTeams', { affectedTeams: ['Legal'] }, /^affectedTeams/],
    ['businessNeeds', { businessNeeds: 'x'.repeat(5001) }, /at most 5000/],
    ['businessNeeds', { businessNeeds: '   ' }, /^businessNeeds: /],
  ])('rejects an invalid %s and says which field', async (_field, patch, message) => {
    const before = (await eligibility(bob)).credits;
    const res = await create(bob, { ...valid, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await eligibility(bob)).credits).toBe(before);
  });

  it('a missing field is named', async () => {
    const { name: _n, ...rest } = valid;
    const res = await create(bob, rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^name: Project name is required/);
  });

  it('401 without a session, 404 for someone else’s project or a non-numeric id', async () => {
    const mine = (await create(bob)).json() as Project;
    expect((await t.app.inject({ url: '/api/projects' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/projects', payload: valid })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/user/project-eligibility' })).statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', `/api/projects/${mine.id}`],
      ['DELETE', `/api/projects/${mine.id}`],
      ['GET', `/api/projects/${mine.id}/questions`],
      ['GET', `/api/projects/${mine.id}/answers`],
      ['GET', `/api/projects/${mine.id}/recommendations`],
      ['POST', `/api/projects/${mine.id}/complete`],
      ['POST', `/api/projects/${mine.id}/retry`],
    ] as const) {
      const other = await t.app.inject({ method, url, headers: alice.headers });
      expect(other.statusCode, `${method} ${url}`).toBe(404);
      expect(other.body).not.toContain(mine.name);
    }
    for (const bad of ['abc', '1.5', '-1', '99999999999999999999']) {
      expect((await t.app.inject({ url: `/api/projects/${bad}`, headers: bob.headers })).statusCode).toBe(404);
    }
    const aliceList = (await t.app.inject({ url: '/api/projects', headers: alice.headers })).json() as Project[];
    expect(aliceList.some((p) => p.id === mine.id)).toBe(false);
  });
});

describe('eligibility', () => {
  it('without credits or subscription, creation is refused with 402', async () => {
    const carol = await createSignedInUser(t);
    await create(carol);
    await create(carol);
    expect(await eligibility(carol)).toEqual({ canCreateProject: false, hasSubscription: false, credits: 0 });
    const res = await create(carol);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toMatch(/purchase project credits/);
  });

  it('an active subscription allows unlimited creates without spending credits', async () => {
    const dave = await createSignedInUser(t);
    await t.database.db.insert(subscriptions).values({
      userId: dave.userId,
      provider: 'test',
      providerSubscriptionId: `sub_${dave.userId}`,
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 30 * 86400_000),
    });
    for (let i = 0; i < 4; i++) expect((await create(dave)).statusCode).toBe(201);
    expect(await eligibility(dave)).toEqual({ canCreateProject: true, hasSubscription: true, credits: 2 });
  });

  it('the creation statement judges a subscription exactly as isSubscriptionActive does', async () => {
    const now = Date.now();
    const ends = [null, new Date(now - 86400_000), new Date(now + 86400_000)];
    for (const status of ['active', 'trialing', 'canceled', 'past_due', 'unpaid', 'incomplete', 'incomplete_expired', 'paused']) {
      for (const end of ends) {
        const rows = await t.database.sql.query<{ active: boolean }>('SELECT stackwise_subscription_active($1, $2) AS active', [status, end]);
        expect(rows[0]!.active, `${status} ending ${end?.toISOString() ?? 'never'}`).toBe(isSubscriptionActive(status, end));
      }
    }
  });

  it('the created project as answered is the project as stored, client included', async () => {
    const frank = await createSignedInUser(t);
    const client = (await t.app.inject({ method: 'POST', url: '/api/clients', headers: frank.headers, payload: { name: 'Harbour Dental', country: 'UK', industry: 'healthcare', employeeCount: '11-50' } })).json<{ id: number }>();
    const res = await create(frank, { ...valid, clientId: client.id });
    expect(res.statusCode).toBe(201);
    const created = res.json() as Project;
    const stored = (await t.app.inject({ url: `/api/projects/${created.id}`, headers: frank.headers })).json() as Project;
    // The worker may already have moved the project on; what creation decided must match.
    const fixed = ({ status: _s, updatedAt: _u, totalQuestions: _q, lastError: _e, ...rest }: Project) => rest;
    expect(fixed(created)).toEqual(fixed(stored));
    expect(created).toMatchObject({ clientId: client.id, clientName: 'Harbour Dental', status: 'created' });
    expect(created.updatedAt).toBe(created.createdAt);
  });

  it("another workspace's client refuses the creation and spends nothing", async () => {
    const gina = await createSignedInUser(t);
    const theirs = (await t.app.inject({ method: 'POST', url: '/api/clients', headers: bob.headers, payload: { name: 'Not Gina’s', country: 'UK', industry: 'retail', employeeCount: '1-10' } })).json<{ id: number }>();
    const before = await eligibility(gina);
    const res = await create(gina, { ...valid, clientId: theirs.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'client_not_found', message: expect.stringMatching(/^clientId: /) });
    expect(await eligibility(gina)).toEqual(before);
    expect((await t.app.inject({ url: '/api/projects', headers: gina.headers })).json()).toEqual([]);
  });

  it('50 concurrent creates with 1 credit make exactly 1 project and leave 0 credits', async () => {
    const t2 = await createTestApp({ FREE_CREDITS_ON_SIGNUP: '0' });
    try {
      const erin = await createSignedInUser(t2);
      await recordCredit(t2.database.db, { userId: erin.userId, delta: 1, reason: 'test-grant', reference: erin.userId });
      const results = await Promise.all(
        Array.from({ length: 50 }, () => t2.app.inject({ method: 'POST', url: '/api/projects', headers: erin.headers, payload: valid })),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 402)).toHaveLength(49);
      const list = (await t2.app.inject({ url: '/api/projects', headers: erin.headers })).json() as Project[];
      expect(list).toHaveLength(1);
      const e = (await t2.app.inject({ url: '/api/user/project-eligibility', headers: erin.headers })).json();
      expect(e).toEqual({ canCreateProject: false, hasSubscription: false, credits: 0 });
    } finally {
      await t2.close();
    }
  });
});
