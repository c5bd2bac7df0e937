// The invitation lifecycle through the real app and database (issue 19): an owner invites a
// colleague, the email lands in the outbox, the colleague previews and accepts, works in the
// workspace (projects and credits, no billing or team management), the owner changes the role
// and removes them, and they fall back to their own workspace with 404 on the team's rows.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, readOutbox, waitForOutbox, type SignedInUser } from '../../../../tests/helpers/auth.js';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.js';
import { violations } from '../../../../tests/integration/support/invariants.js';
import type { Eligibility, Project } from '../../../shared/projects.js';
import type { Question } from '../../../shared/questions.js';
import type { CreatedInvitation, CurrentWorkspace, InvitationPreview, WorkspaceInvitation, WorkspaceMember } from '../../../shared/workspaces.js';
import { loadCatalog } from '../../catalog/catalog.js';
import { workspaceInvitations } from '../../db/tables/workspaces.js';
import { generateProjectQuestions } from '../engine/engine.service.js';
import { hashInvitationToken } from './invitations.service.js';

let t: TestApp;
let owner: SignedInUser;
let colleague: SignedInUser;
let outsider: SignedInUser;
let ownerProject: Project;
const catalog = loadCatalog();

const PROJECT = { country: 'US', industry: 'technology', employeeCount: '11-50', softwareCategory: 'crm', affectedTeams: ['Sales'], businessNeeds: 'Track leads.' };

const send = (user: SignedInUser | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, ip = '127.0.0.1') =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, remoteAddress: ip, ...(payload ? { payload } : {}) });

const tokenOf = (created: CreatedInvitation) => created.url.split('/invite/')[1]!;

async function invite(by: SignedInUser, email: string, role: 'owner' | 'member' = 'member'): Promise<CreatedInvitation> {
  const res = await send(by, 'POST', '/api/workspace/invitations', { email, role });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedInvitation>();
}

beforeAll(async () => {
  t = await createTestApp({ FREE_CREDITS_ON_SIGNUP: '3' });
  owner = await createSignedInUser(t);
  colleague = await createSignedInUser(t);
  outsider = await createSignedInUser(t);
  expect((await send(owner, 'PATCH', '/api/workspace', { name: 'Acme IT' })).statusCode).toBe(200);
  const created = await send(owner, 'POST', '/api/projects', { name: 'Clinic phones', ...PROJECT });
  expect(created.statusCode, created.body).toBe(201);
  ownerProject = created.json<Project>();
  await generateProjectQuestions({ db: t.database.db, catalog, projectId: ownerProject.id });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('invitation lifecycle', () => {
  let created: CreatedInvitation;

  it('an owner invites by email: the link is answered once, emailed, and only its hash is stored', async () => {
    created = await invite(owner, colleague.email.toUpperCase());
    expect(created.invitation).toMatchObject({ email: colleague.email, role: 'member', status: 'open' });
    expect(created.emailed).toBe(true);
    expect(created.url).toMatch(/^http:\/\/localhost(:\d+)?\/invite\/[A-Za-z0-9_-]{43}$/);
    // The second email to this address (the first confirmed the account); sent before the answer.
    const mail = await waitForOutbox(t.env.DATA_DIR, colleague.email, 2);
    expect(mail.link).toBe(created.url);
    expect(mail.subject).toContain('Acme IT');
    expect(mail.text).toContain(created.url);

    const [row] = await t.database.db.select().from(workspaceInvitations).where(eq(workspaceInvitations.id, created.invitation.id));
    expect(row!.tokenHash).toBe(hashInvitationToken(tokenOf(created)));
    const dump = JSON.stringify(await t.database.sql.query('SELECT * FROM workspace_invitations'));
    expect(dump).not.toContain(tokenOf(created));

    const list = (await send(owner, 'GET', '/api/workspace/invitations')).json<WorkspaceInvitation[]>();
    expect(list.map((i) => i.id)).toEqual([created.invitation.id]);
    expect(JSON.stringify(list)).not.toContain(tokenOf(created));
  });

  it('refuses a second open invitation, a member, and bad input, each with a clear message', async () => {
    const again = await send(owner, 'POST', '/api/workspace/invitations', { email: colleague.email });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/already has an open invitation/);
    const self = await send(owner, 'POST', '/api/workspace/invitations', { email: owner.email });
    expect(self.statusCode).toBe(409);
    expect(self.json<{ message: string }>().message).toMatch(/already a member/);
    const bad = await send(owner, 'POST', '/api/workspace/invitations', { email: 'not-an-email', role: 'admin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/valid email/);
  });

  it('anyone with the link sees a preview with the address masked; unknown tokens are 404', async () => {
    const res = await send(null, 'GET', `/api/invitations/${tokenOf(created)}`);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<InvitationPreview>();
    expect(preview).toMatchObject({ workspaceName: 'Acme IT', role: 'member', status: 'open' });
    expect(preview.email).toBe(`${colleague.email[0]}***@example.com`);
    expect(res.headers['cache-control']).toBe('no-store');
    const unknown = await send(null, 'GET', `/api/invitations/${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toMatch(/does not exist/);
    expect((await send(null, 'GET', '/api/invitations/short')).statusCode).toBe(404);
  });

  it('another account cannot accept it (403), nor can a signed-out visitor (401)', async () => {
    const wrong = await send(outsider, 'POST', `/api/invitations/${tokenOf(created)}/accept`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<{ message: string; code: string }>()).toMatchObject({ code: 'invitation_wrong_account' });
    expect(wrong.json<{ message: string }>().message).toContain(`signed in as ${outsider.email}`);
    expect((await send(null, 'POST', `/api/invitations/${tokenOf(created)}/accept`)).statusCode).toBe(401);
  });

  it('the invited account accepts (twice at once is fine) and now works in the workspace', async () => {
    const url = `/api/invitations/${tokenOf(created)}/accept`;
    const [a, b] = await Promise.all([send(colleague, 'POST', url), send(colleague, 'POST', url)]);
    for (const res of [a, b]) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<CurrentWorkspace>()).toMatchObject({ id: owner.userId, name: 'Acme IT', role: 'member', isOwn: false });
    }
    const third = await send(colleague, 'POST', url);
    expect(third.statusCode).toBe(200);
    const ws = (await send(colleague, 'GET', '/api/workspace')).json<CurrentWorkspace>();
    expect(ws.memberships.map((m) => [m.name, m.role])).toEqual([
      ['My workspace', 'owner'],
      ['Acme IT', 'member'],
    ]);
    // Accepted: it is no longer open for anyone.
    const preview = await send(null, 'GET', `/api/invitations/${tokenOf(created)}`);
    expect(preview.statusCode).toBe(410);
    expect(preview.json<{ code: string; message: string }>()).toMatchObject({ code: 'invitation_used' });
    expect((await send(outsider, 'POST', url)).statusCode).toBe(410);
    expect((await send(owner, 'GET', '/api/workspace/invitations')).json<unknown[]>()).toEqual([]);
  });

  it("the member sees the workspace's projects and credits and can create and answer projects", async () => {
    const list = (await send(colleague, 'GET', '/api/projects')).json<Project[]>();
    expect(list.map((p) => p.id)).toContain(ownerProject.id);
    const ownerCredits = (await send(owner, 'GET', '/api/user/project-eligibility')).json<Eligibility>();
    const memberCredits = (await send(colleague, 'GET', '/api/user/project-eligibility')).json<Eligibility>();
    expect(memberCredits.credits).toBe(ownerCredits.credits);

    const made = await send(colleague, 'POST', '/api/projects', { name: 'Made by the member', ...PROJECT });
    expect(made.statusCode, made.body).toBe(201);
    const after = (await send(owner, 'GET', '/api/user/project-eligibility')).json<Eligibility>();
    expect(after.credits).toBe(ownerCredits.credits - 1);
    expect((await send(owner, 'GET', '/api/projects')).json<Project[]>().map((p) => p.name)).toContain('Made by the member');

    const [q] = (await send(colleague, 'GET', `/api/projects/${ownerProject.id}/questions`)).json<Question[]>();
    const answer = await send(colleague, 'POST', '/api/answers', { projectId: ownerProject.id, questionId: q!.id, selectedOption: q!.options[0]!.value });
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('the member sees the team read-only and gets 403 on billing, members, invitations and renaming', async () => {
    const members = (await send(colleague, 'GET', '/api/workspace/members')).json<WorkspaceMember[]>();
    expect(members.map((m) => [m.email, m.role, m.isYou])).toEqual([
      [owner.email, 'owner', false],
      [colleague.email, 'member', true],
    ]);
    const refused = [
      await send(colleague, 'POST', '/api/create-payment-intent', { amount: 7 }),
      await send(colleague, 'GET', '/api/billing'),
      await send(colleague, 'POST', '/api/workspace/invitations', { email: 'someone@example.com' }),
      await send(colleague, 'GET', '/api/workspace/invitations'),
      await send(colleague, 'DELETE', `/api/workspace/invitations/${created.invitation.id}`),
      await send(colleague, 'PUT', `/api/workspace/members/${colleague.userId}`, { role: 'owner' }),
      await send(colleague, 'DELETE', `/api/workspace/members/${owner.userId}`),
      await send(colleague, 'PATCH', '/api/workspace', { name: 'Taken over' }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json<{ message: string }>().message).toMatch(/only workspace owners/i);
    }
  });

  it("an owner changes roles, but never the creator's", async () => {
    const promoted = await send(owner, 'PUT', `/api/workspace/members/${colleague.userId}`, { role: 'owner' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect((await send(colleague, 'GET', '/api/workspace')).json<CurrentWorkspace>().role).toBe('owner');
    // Now an owner, the colleague still cannot demote or remove the creator.
    const demote = await send(colleague, 'PUT', `/api/workspace/members/${owner.userId}`, { role: 'member' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json<{ message: string }>().message).toMatch(/always one of its owners/);
    const remove = await send(colleague, 'DELETE', `/api/workspace/members/${owner.userId}`);
    expect(remove.statusCode).toBe(409);
    expect((await send(owner, 'PUT', `/api/workspace/members/${colleague.userId}`, { role: 'member' })).statusCode).toBe(200);
    expect((await send(owner, 'PUT', `/api/workspace/members/${outsider.userId}`, { role: 'member' })).statusCode).toBe(404);
    expect((await send(owner, 'PUT', `/api/workspace/members/${colleague.userId}`, { role: 'boss' })).statusCode).toBe(400);
    expect((await send(owner, 'DELETE', `/api/workspace/members/${owner.userId}`)).json<{ message: string }>().message).toMatch(/cannot leave/);
  });

  it('a removed member falls back to its own workspace and gets 404 on the team’s rows', async () => {
    const removed = await send(owner, 'DELETE', `/api/workspace/members/${colleague.userId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const ws = (await send(colleague, 'GET', '/api/workspace')).json<CurrentWorkspace>();
    expect(ws).toMatchObject({ id: colleague.userId, isOwn: true, role: 'owner' });
    expect(ws.memberships).toHaveLength(1);
    expect((await send(colleague, 'GET', `/api/projects/${ownerProject.id}`)).statusCode).toBe(404);
    expect((await send(colleague, 'GET', `/api/projects/${ownerProject.id}/questions`)).statusCode).toBe(404);
    expect((await send(colleague, 'GET', '/api/projects')).json<Project[]>().map((p) => p.id)).not.toContain(ownerProject.id);
    expect((await send(colleague, 'POST', '/api/workspace/switch', { workspaceId: owner.userId })).statusCode).toBe(404);
    // The spent link does not let them back in.
    expect((await send(colleague, 'POST', `/api/invitations/${tokenOf(created)}/accept`)).statusCode).toBe(410);
  });

  it('a member may leave on its own', async () => {
    const again = await invite(owner, colleague.email);
    expect((await send(colleague, 'POST', `/api/invitations/${tokenOf(again)}/accept`)).statusCode).toBe(200);
    const left = await send(colleague, 'DELETE', `/api/workspace/members/${colleague.userId}`);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toEqual({ left: true });
    expect((await send(colleague, 'GET', '/api/workspace')).json<CurrentWorkspace>().isOwn).toBe(true);
  });
});

describe('closed invitations and who may invite', () => {
  it('an expired invitation answers 410 and may be sent again', async () => {
    const email = `late-${Date.now()}@example.com`;
    const created = await invite(owner, email);
    await t.database.db.update(workspaceInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(workspaceInvitations.id, created.invitation.id));
    const preview = await send(null, 'GET', `/api/invitations/${tokenOf(created)}`);
    expect(preview.statusCode).toBe(410);
    expect(preview.json<{ code: string; message: string }>()).toMatchObject({ code: 'invitation_expired', message: expect.stringMatching(/has expired/) });
    const invitee = await createSignedInUser(t, { email });
    expect((await send(invitee, 'POST', `/api/invitations/${tokenOf(created)}/accept`)).statusCode).toBe(410);
    const fresh = await invite(owner, email);
    expect((await send(invitee, 'POST', `/api/invitations/${tokenOf(fresh)}/accept`)).statusCode).toBe(200);
  });

  it('a revoked invitation answers 410', async () => {
    const email = `revoked-${Date.now()}@example.com`;
    const created = await invite(owner, email);
    const revoked = await send(owner, 'DELETE', `/api/workspace/invitations/${created.invitation.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<WorkspaceInvitation>().status).toBe('revoked');
    expect((await send(owner, 'DELETE', `/api/workspace/invitations/${created.invitation.id}`)).statusCode).toBe(200);
    const preview = await send(null, 'GET', `/api/invitations/${tokenOf(created)}`);
    expect(preview.statusCode).toBe(410);
    expect(preview.json<{ code: string }>().code).toBe('invitation_revoked');
    const invitee = await createSignedInUser(t, { email });
    const accept = await send(invitee, 'POST', `/api/invitations/${tokenOf(created)}/accept`);
    expect(accept.statusCode).toBe(410);
    expect(accept.json<{ message: string }>().message).toMatch(/withdrawn/);
  });

  it("another workspace's invitation is a 404 to revoke", async () => {
    const created = await invite(owner, `someone-${Date.now()}@example.com`);
    expect((await send(outsider, 'DELETE', `/api/workspace/invitations/${created.invitation.id}`)).statusCode).toBe(404);
    expect((await send(outsider, 'DELETE', '/api/workspace/invitations/abc')).statusCode).toBe(404);
  });

  it('guessing tokens is limited per address', async () => {
    let last = 0;
    for (let i = 0; i <= t.env.SHARED_LINK_RATE_LIMIT; i++) last = (await send(null, 'GET', `/api/invitations/${'B'.repeat(43)}`, undefined, '10.9.9.9')).statusCode;
    expect(last).toBe(429);
  });

  it('leaves the database consistent', async () => {
    expect(readOutbox(t.env.DATA_DIR).length).toBeGreaterThan(0);
    expect(await violations(t.database.sql)).toEqual([]);
  });
});
