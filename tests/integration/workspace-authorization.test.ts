// The authorization matrix across workspaces (issue 19): every signed-in /api route, called by a
// member of the owner's workspace, by a former member (invited, joined, then removed) and by an
// account of another workspace, each addressing the owner workspace's rows.
// - A member works on the workspace's projects and clients like the owner, and gets 403 on what
//   only owners may do (billing, members, invitations, branding, renaming).
// - A former member and an outsider get 404 for every row of the workspace and never a byte of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { loadCatalog } from '../../src/server/catalog/catalog.js';
import { generateProjectQuestions, generateProjectRecommendations } from '../../src/server/modules/engine/engine.service.js';
import type { Client } from '../../src/shared/clients.js';
import type { Eligibility, Project } from '../../src/shared/projects.js';
import type { Question } from '../../src/shared/questions.js';
import type { CreatedShareLink } from '../../src/shared/share-links.js';
import type { CreatedInvitation } from '../../src/shared/workspaces.js';
import { apiRoutes, type Fixture, type Route } from './support/api-routes.js';

let t: TestApp;
let owner: SignedInUser;
let member: SignedInUser;
let former: SignedInUser;
let outsider: SignedInUser;
let project: Project;
let client: Client;
let link: CreatedShareLink;
let openInvitation: CreatedInvitation;
let fixture: Fixture;
let secrets: string[];
const catalog = loadCatalog();

const PROJECT_NAME = 'Northwind dental phones 4b7e';
const CLIENT_NAME = 'Northwind Dental 8d2c';
const COMMENT = 'workspace private comment 51aa';
const WORKSPACE_NAME = 'Harbour IT 3f9d';

type Method = Route['method'];
const send = (user: SignedInUser, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: user.headers, ...(payload !== undefined ? { payload: payload as object } : {}) });

async function join(user: SignedInUser): Promise<void> {
  const invited = await send(owner, 'POST', '/api/workspace/invitations', { email: user.email, role: 'member' });
  expect(invited.statusCode, invited.body).toBe(201);
  const token = invited.json<CreatedInvitation>().url.split('/invite/')[1]!;
  const accepted = await send(user, 'POST', `/api/invitations/${token}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ FREE_CREDITS_ON_SIGNUP: '3' });
  [owner, member, former, outsider] = await Promise.all([createSignedInUser(t), createSignedInUser(t), createSignedInUser(t), createSignedInUser(t)]);
  expect((await send(owner, 'PATCH', '/api/workspace', { name: WORKSPACE_NAME })).statusCode).toBe(200);

  // The owner workspace's rows: a client, a completed project filed under it, a share link, an open invitation.
  const createdClient = await send(owner, 'POST', '/api/clients', { name: CLIENT_NAME, country: 'US', industry: 'healthcare', employeeCount: '11-50', notes: 'private notes' });
  expect(createdClient.statusCode, createdClient.body).toBe(201);
  client = createdClient.json<Client>();
  const created = await send(owner, 'POST', '/api/projects', {
    name: PROJECT_NAME, country: 'US', industry: 'healthcare', employeeCount: '11-50', softwareCategory: 'telephony', affectedTeams: ['Operations'], businessNeeds: 'Phones for two clinics.', clientId: client.id,
  });
  expect(created.statusCode, created.body).toBe(201);
  project = created.json<Project>();
  await generateProjectQuestions({ db: t.database.db, catalog, projectId: project.id });
  const questions = (await send(owner, 'GET', `/api/projects/${project.id}/questions`)).json<Question[]>();
  for (const q of questions) {
    const res = await send(owner, 'POST', '/api/answers', { projectId: project.id, questionId: q.id, selectedOption: q.options[0]!.value, additionalComments: COMMENT });
    expect(res.statusCode, res.body).toBe(200);
  }
  expect((await send(owner, 'POST', `/api/projects/${project.id}/complete`)).statusCode).toBe(200);
  await generateProjectRecommendations({ db: t.database.db, catalog, projectId: project.id });
  const shared = await send(owner, 'POST', `/api/projects/${project.id}/share-links`, { expiresInDays: 7 });
  expect(shared.statusCode, shared.body).toBe(201);
  link = shared.json<CreatedShareLink>();
  const invited = await send(owner, 'POST', '/api/workspace/invitations', { email: 'still-deciding@example.com', role: 'member' });
  expect(invited.statusCode, invited.body).toBe(201);
  openInvitation = invited.json<CreatedInvitation>();

  await join(member);
  await join(former);
  const removed = await send(owner, 'DELETE', `/api/workspace/members/${former.userId}`);
  expect(removed.statusCode, removed.body).toBeLessThan(300);

  fixture = { projectId: project.id, questionId: questions[0]!.id, optionValue: questions[0]!.options[0]!.value, email: owner.email, clientId: client.id };
  secrets = [PROJECT_NAME, CLIENT_NAME, COMMENT, WORKSPACE_NAME, owner.email, owner.userId, link.url.split('/shared/')[1]!, openInvitation.url.split('/invite/')[1]!, 'still-deciding@example.com'];
}, 180_000);

afterAll(async () => {
  await t?.close();
});

/** The owner workspace's row a route addresses. */
function ownerPath(route: Route): string {
  const p = route.path;
  const id = p.startsWith('/api/share-links/')
    ? link.link.id
    : p.startsWith('/api/clients/')
      ? client.id
      : p.startsWith('/api/workspace/invitations/')
        ? openInvitation.invitation.id
        : project.id;
  return p.replace(':userId', owner.userId).replace(':id', String(id));
}

/** What only owners may do (issue 19: billing, members, invitations, branding; and renaming). */
const ownerOnly = (route: Route) =>
  (route.path === '/api/workspace' && route.method === 'PATCH') ||
  route.path.startsWith('/api/workspace/members/') ||
  route.path.startsWith('/api/workspace/invitations') ||
  route.path.startsWith('/api/workspace/branding') ||
  ['/api/create-payment-intent', '/api/payment-success', '/api/create-subscription', '/api/complete-subscription', '/api/billing', '/api/billing/portal', '/api/subscription/cancel', '/api/subscription/resume', '/api/test-mode/confirm-payment', '/api/test-mode/confirm-setup'].includes(route.path);

const routes = apiRoutes.filter(
  (r) =>
    r.caller === 'user' &&
    // The account's own data and deletion, and accepting someone's invitation: not workspace rows.
    !r.path.startsWith('/api/account') &&
    !r.path.includes(':token'),
);
const addressesRow = (route: Route) => /:(id|userId)\b/.test(route.path);

function call(user: SignedInUser, route: Route) {
  return send(user, route.method, ownerPath(route), route.sample?.(fixture));
}

for (const [who, user] of [
  ['a removed member', () => former],
  ['an account of another workspace', () => outsider],
] as const) {
  describe(who, () => {
    it("does not see the workspace's projects or clients, and cannot switch back to it", async () => {
      const list = await send(user(), 'GET', '/api/projects');
      expect(list.json<Project[]>().map((p) => p.id)).not.toContain(project.id);
      const switched = await send(user(), 'POST', '/api/workspace/switch', { workspaceId: owner.userId });
      expect(switched.statusCode).toBe(404);
    });

    for (const route of routes) {
      it(`${route.method} ${route.path}`, async () => {
        const res = await call(user(), route);
        if (addressesRow(route)) expect(res.statusCode, res.body).toBe(404);
        expect(res.statusCode, res.body).toBeLessThan(500);
        for (const secret of secrets) expect(res.body, `leaks ${secret}`).not.toContain(secret);
      });
    }
  });
}

describe('after the former member and the outsider', () => {
  it("the workspace's rows are as they were", async () => {
    const got = (await send(owner, 'GET', `/api/projects/${project.id}`)).json<Project>();
    expect(got).toMatchObject({ name: PROJECT_NAME, status: 'completed', clientId: client.id });
    expect((await send(owner, 'GET', `/api/clients/${client.id}`)).json<Client>().name).toBe(CLIENT_NAME);
    const answers = (await send(owner, 'GET', `/api/projects/${project.id}/answers`)).json<{ additionalComments: string }[]>();
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.additionalComments === COMMENT)).toBe(true);
    const links = (await send(owner, 'GET', `/api/projects/${project.id}/share-links`)).json<{ id: number; status: string }[]>();
    expect(links.find((l) => l.id === link.link.id)?.status).toBe('active');
  });
});

// Last: a member's calls change the workspace's rows, as they may.
describe('a member of the workspace', () => {
  it('works on its projects, clients and credits', async () => {
    const list = (await send(member, 'GET', '/api/projects')).json<Project[]>();
    expect(list.map((p) => p.id)).toContain(project.id);
    expect(list.find((p) => p.id === project.id)?.clientName).toBe(CLIENT_NAME);
    const mine = (await send(member, 'GET', '/api/user/project-eligibility')).json<Eligibility>();
    const owners = (await send(owner, 'GET', '/api/user/project-eligibility')).json<Eligibility>();
    expect(mine).toEqual(owners);
    const portfolio = await send(member, 'GET', `/api/clients/${client.id}/portfolio`);
    expect(portfolio.statusCode, portfolio.body).toBe(200);
  });

  for (const route of routes.filter((r) => !r.destructive)) {
    it(`${route.method} ${route.path}`, async () => {
      const res = await call(member, route);
      if (ownerOnly(route)) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json<{ message: string }>().message).toMatch(/owner/i);
      } else {
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (addressesRow(route)) expect([403, 404], `${route.method} ${route.path}: ${res.body}`).not.toContain(res.statusCode);
      }
    });
  }
});
