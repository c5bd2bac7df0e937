// Share links through the real app: the owner creates one, a signed-out visitor opens it, it
// expires, it is revoked, guessing tokens hits the per-IP limit, and the public answer carries
// nothing of the account or of any other project.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../../tests/helpers/auth.js';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.js';
import { violations } from '../../../../tests/integration/support/invariants.js';
import type { AccountExport } from '../../../shared/account.js';
import type { PaymentIntentResponse } from '../../../shared/payments.js';
import type { Project } from '../../../shared/projects.js';
import type { Question } from '../../../shared/questions.js';
import type { Recommendation } from '../../../shared/recommendations.js';
import type { CreatedShareLink, ShareLink, SharedResults } from '../../../shared/share-links.js';
import { loadCatalog } from '../../catalog/catalog.js';
import { generateProjectQuestions, generateProjectRecommendations } from '../engine/engine.service.js';

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
let shared: Project;
let otherOfOwner: Project;
let strangers: Project;
let ownerIntent: PaymentIntentResponse;
const catalog = loadCatalog();
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };

const NEEDS = 'Owner-only business needs 51c2';
const OTHER_NAME = 'Owner second project e4d1';
const STRANGER_NAME = 'Stranger project 0b9a';

const post = (user: SignedInUser | null, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

/** Opens a shared link with no sign-in, from `ip` (each test its own, so the per-IP limit is its own). */
const open = (token: string, ip: string) => t.app.inject({ url: `/api/shared/${token}`, remoteAddress: ip });

async function completedProject(user: SignedInUser, name: string, softwareCategory = 'crm'): Promise<Project> {
  const res = await post(user, '/api/projects', { name, country: 'DE', industry: 'technology', employeeCount: '11-50', softwareCategory, affectedTeams: ['Sales'], businessNeeds: NEEDS });
  expect(res.statusCode, res.body).toBe(201);
  const project = res.json<Project>();
  await generateProjectQuestions({ db: t.database.db, catalog, projectId: project.id });
  const questions = (await t.app.inject({ url: `/api/projects/${project.id}/questions`, headers: user.headers })).json<Question[]>();
  for (const q of questions) await post(user, '/api/answers', { projectId: project.id, questionId: q.id, selectedOption: q.options[0]!.value });
  expect((await post(user, `/api/projects/${project.id}/complete`)).statusCode).toBe(200);
  await generateProjectRecommendations({ db: t.database.db, catalog, projectId: project.id });
  return (await t.app.inject({ url: `/api/projects/${project.id}`, headers: user.headers })).json<Project>();
}

async function createLink(user: SignedInUser, projectId: number, expiresInDays = 7): Promise<CreatedShareLink & { token: string }> {
  const res = await post(user, `/api/projects/${projectId}/share-links`, { expiresInDays });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json<CreatedShareLink>();
  return { ...created, token: created.url.split('/shared/')[1]! };
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

beforeAll(async () => {
  t = await createTestApp({ FREE_CREDITS_ON_SIGNUP: '3' });
  owner = await createSignedInUser(t);
  stranger = await createSignedInUser(t);
  shared = await completedProject(owner, 'Shared CRM choice');
  otherOfOwner = await completedProject(owner, OTHER_NAME, 'project-management');
  strangers = await completedProject(stranger, STRANGER_NAME);
  // Something to pay for, so the account has payment data that must never show.
  ownerIntent = (await post(owner, '/api/create-payment-intent', { amount: 7 })).json<PaymentIntentResponse>();
  expect((await post(owner, '/api/test-mode/confirm-payment', { clientSecret: ownerIntent.clientSecret, card: CARD })).statusCode).toBe(200);
}, 180_000);
afterAll(() => t?.close());

describe('share link lifecycle', () => {
  it('creates a link shown once, stores only its hash, and opens it signed out', async () => {
    const res = await post(owner, `/api/projects/${shared.id}/share-links`, { expiresInDays: 30 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { link, url } = res.json<CreatedShareLink>();
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/shared\/[A-Za-z0-9_-]{43}$/);
    const token = url.split('/shared/')[1]!;
    expect(link.status).toBe('active');
    const days = (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 86_400_000;
    expect(days).toBe(30);

    // The database holds the SHA-256 of the token and never the token.
    const rows = await t.database.sql.query<{ token_hash: string; owner_id: string }>('SELECT token_hash, owner_id FROM share_links WHERE id = $1', [link.id]);
    expect(rows).toEqual([{ token_hash: sha256(token), owner_id: owner.userId }]);
    const dump = await t.database.sql.query<{ row: string }>('SELECT s::text AS row FROM share_links s');
    expect(dump.some((r) => r.row.includes(token))).toBe(false);

    // The list shows it, without the token.
    const list = await t.app.inject({ url: `/api/projects/${shared.id}/share-links`, headers: owner.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json<ShareLink[]>().find((l) => l.id === link.id)).toMatchObject({ status: 'active', lastOpenedAt: null, revokedAt: null });
    expect(list.body).not.toContain(token);

    // Signed out: the results, never indexed nor cached.
    const opened = await open(token, '198.51.100.1');
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['x-robots-tag']).toMatch(/noindex/);
    expect(opened.headers['cache-control']).toBe('no-store');
    const body = opened.json<SharedResults>();
    const ownerRecs = (await t.app.inject({ url: `/api/projects/${shared.id}/recommendations`, headers: owner.headers })).json<Recommendation[]>();
    expect(ownerRecs.length).toBeGreaterThan(0);
    expect(body.project).toEqual({ name: 'Shared CRM choice', softwareCategory: 'crm', country: 'DE', industry: 'technology', employeeCount: '11-50' });
    expect(body.recommendations.map((r) => r.softwareName)).toEqual(ownerRecs.map((r) => r.softwareName));
    expect(body.recommendations[0]!.analysis.requirements.length).toBeGreaterThan(0);
    expect(body.expiresAt).toBe(link.expiresAt);
    expect(Object.keys(body).sort()).toEqual(['branding', 'clientName', 'completedAt', 'exclusions', 'expiresAt', 'project', 'recommendations']);
    expect(body.branding).toEqual({ brandName: '', accent: null, contact: '', logoUrl: null, showMadeWith: true });
    expect(body.clientName).toBeNull();

    const [after] = await t.database.sql.query<{ last_opened_at: Date | null }>('SELECT last_opened_at FROM share_links WHERE id = $1', [link.id]);
    expect(after!.last_opened_at).not.toBeNull();
  });

  it('sends no account data and nothing of another project', async () => {
    const { token } = await createLink(owner, shared.id);
    const res = await open(token, '198.51.100.2');
    expect(res.statusCode).toBe(200);
    for (const secret of [owner.email, owner.userId, ownerIntent.paymentIntentId, ownerIntent.clientSecret, NEEDS, OTHER_NAME, STRANGER_NAME, stranger.email, stranger.userId]) {
      expect(res.body, `leaks ${secret}`).not.toContain(secret);
    }
    expect(res.body).not.toMatch(/"(email|ownerId|owner_id|userId|user_id|credits|payment\w*|projectId|businessNeeds|affectedTeams)"\s*:/);
    // The other project of the same owner has its own results; none of its products' ids leak here.
    const sharedIds = new Set(res.json<SharedResults>().recommendations.map((r) => r.id));
    const otherRecs = (await t.app.inject({ url: `/api/projects/${otherOfOwner.id}/recommendations`, headers: owner.headers })).json<Recommendation[]>();
    expect(otherRecs.length).toBeGreaterThan(0);
    for (const r of otherRecs) expect(sharedIds.has(r.id)).toBe(false);
  });

  it('an expired link answers 410 with a clear message, and the list says expired', async () => {
    const { link, token } = await createLink(owner, shared.id, 1);
    expect((await open(token, '198.51.100.3')).statusCode).toBe(200);
    // Move the link's clock: created two days ago, valid one day.
    await t.database.sql.query(`UPDATE share_links SET created_at = now() - interval '2 days', expires_at = now() - interval '1 day' WHERE id = $1`, [link.id]);
    const res = await open(token, '198.51.100.3');
    expect(res.statusCode).toBe(410);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toMatch(/noindex/);
    expect(res.json()).toMatchObject({ code: 'share_link_expired', message: expect.stringMatching(/expired/) });
    expect(res.body).not.toContain('Shared CRM choice');
    const list = (await t.app.inject({ url: `/api/projects/${shared.id}/share-links`, headers: owner.headers })).json<ShareLink[]>();
    expect(list.find((l) => l.id === link.id)!.status).toBe('expired');
  });

  it('a revoked link answers 410; revoking twice is harmless; other links keep working', async () => {
    const keep = await createLink(owner, shared.id);
    const { link, token } = await createLink(owner, shared.id);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/share-links/${link.id}`, headers: owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ShareLink>()).toMatchObject({ id: link.id, status: 'revoked', revokedAt: expect.any(String) });
    const gone = await open(token, '198.51.100.4');
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'share_link_revoked', message: expect.stringMatching(/revoked/) });
    const again = await t.app.inject({ method: 'DELETE', url: `/api/share-links/${link.id}`, headers: owner.headers });
    expect(again.statusCode).toBe(200);
    expect(again.json<ShareLink>().revokedAt).toBe(res.json<ShareLink>().revokedAt);
    expect((await open(keep.token, '198.51.100.4')).statusCode).toBe(200);
  });

  it('an unknown or malformed token answers 404 with a message', async () => {
    for (const token of ['A'.repeat(43), 'short', 'x'.repeat(44), '..%2F..%2Fetc', 'A'.repeat(42) + '=']) {
      const res = await open(token, '198.51.100.5');
      expect(res.statusCode, token).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({ code: 'share_link_unknown', message: expect.stringMatching(/does not exist/) });
    }
  });

  it('deleting the project ends its links', async () => {
    const doomed = await completedProject(owner, 'Doomed project');
    const { token } = await createLink(owner, doomed.id);
    expect((await open(token, '198.51.100.6')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/projects/${doomed.id}`, headers: owner.headers })).statusCode).toBe(200);
    expect((await open(token, '198.51.100.6')).statusCode).toBe(404);
  });
});

describe('guessing tokens', () => {
  it('many wrong tokens from one address get 429, then even a right one; another address is unaffected', async () => {
    const { token } = await createLink(owner, shared.id);
    const limit = t.env.SHARED_LINK_RATE_LIMIT;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 5; i++) {
      const guess = Buffer.from(`guess-${i}`.padEnd(32, '.')).toString('base64url');
      statuses.push((await open(guess, '203.0.113.66')).statusCode);
    }
    expect(statuses.slice(0, limit).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(limit)).toEqual([429, 429, 429, 429, 429]);
    const blocked = await open(token, '203.0.113.66');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ code: 'rate_limited', message: expect.any(String) });
    expect(blocked.body).not.toContain('Shared CRM choice');
    expect((await open(token, '203.0.113.67')).statusCode).toBe(200);
  });
});

describe('owner routes', () => {
  it('validate the expiry: whole days from 1 to 90', async () => {
    for (const expiresInDays of [0, 91, 1.5, -1, '7', null]) {
      const res = await post(owner, `/api/projects/${shared.id}/share-links`, { expiresInDays } as object);
      expect(res.statusCode, String(expiresInDays)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^expiresInDays: /);
    }
    expect((await post(owner, `/api/projects/${shared.id}/share-links`, {})).statusCode).toBe(400);
    for (const expiresInDays of [1, 90]) expect((await post(owner, `/api/projects/${shared.id}/share-links`, { expiresInDays })).statusCode).toBe(201);
  });

  it('refuse to share results that are not finished', async () => {
    const res = await post(owner, '/api/projects', { name: 'Unfinished', country: 'DE', industry: 'technology', employeeCount: '11-50', softwareCategory: 'crm', affectedTeams: ['Sales'], businessNeeds: 'x' });
    const unfinished = res.json<Project>();
    const refused = await post(owner, `/api/projects/${unfinished.id}/share-links`, { expiresInDays: 7 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'results_not_ready' });
  });

  it("answer 404 for another user's project or link, and leave the link working", async () => {
    const { link, token } = await createLink(owner, shared.id);
    const attempts = [
      await post(stranger, `/api/projects/${shared.id}/share-links`, { expiresInDays: 7 }),
      await t.app.inject({ url: `/api/projects/${shared.id}/share-links`, headers: stranger.headers }),
      await t.app.inject({ method: 'DELETE', url: `/api/share-links/${link.id}`, headers: stranger.headers }),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain('Shared CRM choice');
    }
    expect((await open(token, '198.51.100.7')).statusCode).toBe(200);
    // The stranger's own project is theirs to share, and shows only itself.
    const theirs = await createLink(stranger, strangers.id);
    const opened = await open(theirs.token, '198.51.100.7');
    expect(opened.json<SharedResults>().project.name).toBe(STRANGER_NAME);
    expect(opened.body).not.toContain('Shared CRM choice');
  });

  it('need a sign-in', async () => {
    expect((await post(null, `/api/projects/${shared.id}/share-links`, { expiresInDays: 7 })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/projects/${shared.id}/share-links` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/share-links/1' })).statusCode).toBe(401);
  });
});

describe('account data', () => {
  it('the export lists the links (without tokens); deleting the account deletes them', async () => {
    const user = await createSignedInUser(t);
    const project = await completedProject(user, 'Leaving soon');
    const { link, token } = await createLink(user, project.id);
    const exported = await t.app.inject({ url: '/api/account/export', headers: user.headers });
    const data = exported.json<AccountExport>();
    expect(data.shareLinks).toEqual([expect.objectContaining({ id: link.id, projectId: project.id, status: 'active', expiresAt: link.expiresAt })]);
    expect(exported.body).not.toContain(token);

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: user.headers, payload: { confirm: 'DELETE' } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [left] = await t.database.sql.query<{ n: string }>('SELECT count(*) AS n FROM share_links WHERE owner_id = $1', [user.userId]);
    expect(Number(left!.n)).toBe(0);
    expect((await open(token, '198.51.100.8')).statusCode).toBe(404);
    expect(await violations(t.database.sql)).toEqual([]);
  });
});
