// GDPR self-service through the real app: download my data (everything, nothing secret,
// nobody else's) and delete my account (personal data gone, sessions revoked, sign-in account
// removed; payments, subscriptions and ledger kept for accounting, linked to nobody).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, TEST_PASSWORD, type SignedInUser } from '../../../../tests/helpers/auth.js';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.js';
import { violations } from '../../../../tests/integration/support/invariants.js';
import type { AccountExport } from '../../../shared/account.js';
import type { PaymentIntentResponse, SubscriptionSetupResponse } from '../../../shared/payments.js';
import type { Project } from '../../../shared/projects.js';
import type { Question } from '../../../shared/questions.js';
import { loadCatalog } from '../../catalog/catalog.js';
import { generateProjectQuestions, generateProjectRecommendations } from '../engine/engine.service.js';

let t: TestApp;
const catalog = loadCatalog();
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };
const COMMENT = 'We need the Frankfurt office on it by March.';

beforeAll(async () => {
  t = await createTestApp({ FREE_CREDITS_ON_SIGNUP: '1' });
});
afterAll(() => t.close());

const post = (user: SignedInUser, url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: user.headers, ...(payload ? { payload } : {}) });
const count = async (sql: string, params: unknown[]) => Number((await t.database.sql.query<{ n: string }>(sql, params))[0]!.n);

/** An account with a completed project, a purchase, a message to the operator and a second device. */
async function busyUser(): Promise<{ user: SignedInUser; project: Project; intent: PaymentIntentResponse }> {
  const user = await createSignedInUser(t);
  const project = (await post(user, '/api/projects', { name: 'Analytical CRM', country: 'UK', industry: 'technology', employeeCount: '11-50', softwareCategory: 'crm', affectedTeams: ['Sales'], businessNeeds: 'Track engines.' })).json<Project>();
  await generateProjectQuestions({ db: t.database.db, catalog, projectId: project.id });
  const questions = (await t.app.inject({ url: `/api/projects/${project.id}/questions`, headers: user.headers })).json<Question[]>();
  for (const q of questions) await post(user, '/api/answers', { projectId: project.id, questionId: q.id, selectedOption: q.options[0]!.value, additionalComments: COMMENT });
  await post(user, `/api/projects/${project.id}/complete`);
  await generateProjectRecommendations({ db: t.database.db, catalog, projectId: project.id });
  const intent = (await post(user, '/api/create-payment-intent', { amount: 7 })).json<PaymentIntentResponse>();
  expect((await post(user, '/api/test-mode/confirm-payment', { clientSecret: intent.clientSecret, card: CARD })).statusCode).toBe(200);
  await post(user, '/api/payment-success', { type: 'credit', paymentIntentId: intent.paymentIntentId });
  await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Ada', email: user.email.toUpperCase(), topic: 'privacy', message: 'What do you keep about me?' } });
  await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', headers: { 'user-agent': 'Second device' }, payload: { email: user.email, password: TEST_PASSWORD } });
  return { user, project: (await t.app.inject({ url: `/api/projects/${project.id}`, headers: user.headers })).json<Project>(), intent };
}

describe('GET /api/account/export', () => {
  it('returns everything about the caller as a JSON download', async () => {
    const { user, project, intent } = await busyUser();
    const other = await busyUser();
    const res = await t.app.inject({ url: '/api/account/export', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="stackwise-account-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json<AccountExport>();

    expect(data.format).toBe('stackwise-account-export/1');
    expect(data.profile).toMatchObject({ id: user.userId, email: user.email, name: 'Test User', provider: 'email' });
    expect(data.signIn!.identities.map((i) => i.provider)).toEqual(['email']);
    expect(data.signIn!.sessions.length).toBeGreaterThanOrEqual(2);
    expect(data.signIn!.sessions.some((s) => s.userAgent === 'Second device')).toBe(true);

    expect(data.projects).toHaveLength(1);
    const exported = data.projects[0]!;
    expect(exported).toMatchObject({ id: project.id, name: 'Analytical CRM', status: 'completed', businessNeeds: 'Track engines.' });
    expect(exported.questions.length).toBe(project.totalQuestions);
    expect(exported.questions.every((q) => q.answer?.additionalComments === COMMENT)).toBe(true);
    expect(exported.recommendations.length + exported.exclusions.length).toBeGreaterThan(0);

    expect(data.purchases).toEqual([expect.objectContaining({ reference: intent.paymentIntentId, kind: 'project_credit', amountCents: 700, currency: 'usd', status: 'succeeded' })]);
    expect(data.creditLedger.map((l) => l.reason).sort()).toEqual(['project-create', 'purchase', 'signup-grant']);
    expect(data.messages).toEqual([expect.objectContaining({ kind: 'contact', topic: 'privacy', message: 'What do you keep about me?' })]);

    // Nothing secret, nothing of anyone else.
    expect(res.body).not.toMatch(/\$argon2|refresh_key|refreshKey|secret/i);
    expect(res.body).not.toContain(other.user.userId);
    expect(res.body).not.toContain(other.user.email);
    expect(res.body).not.toContain(other.intent.paymentIntentId);
  });
});

describe('DELETE /api/account', () => {
  it('asks for the typed confirmation', async () => {
    const user = await createSignedInUser(t);
    for (const payload of [undefined, {}, { confirm: 'delete' }, { confirm: true }]) {
      const res = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: user.headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('confirm: type DELETE to confirm');
    }
    expect((await t.app.inject({ url: '/api/users/me', headers: user.headers })).statusCode).toBe(200);
  });

  it('removes the personal data, revokes every session and keeps the accounting rows anonymised', async () => {
    const { user, project, intent } = await busyUser();
    const bystander = await busyUser();
    const res = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: user.headers, payload: { confirm: 'DELETE' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Your account and personal data have been deleted.', projectsDeleted: 1, signInAccountDeleted: true });

    // Signed out everywhere, and the account is gone.
    expect((await t.app.inject({ url: '/api/projects', headers: user.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/auth/v1/user', headers: user.headers })).statusCode).toBe(403);
    const signIn = await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(signIn.statusCode).toBe(400);

    // Personal data: none left.
    const id = user.userId;
    expect(await count('SELECT count(*) AS n FROM auth_users WHERE id = $1 OR email = $2', [id, user.email])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM auth_sessions WHERE user_id = $1', [id])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM auth_identities WHERE user_id = $1', [id])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM app_users WHERE id = $1', [id])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM projects WHERE owner_id = $1', [id])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM answers WHERE project_id = $1', [project.id])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM recommendations WHERE project_id = $1', [project.id])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM contact_messages WHERE lower(email) = $1', [user.email])).toBe(0);
    expect(await count('SELECT count(*) AS n FROM payment_customers WHERE user_id = $1', [id])).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM test_mode_payment_intents WHERE metadata->>'userId' = $1`, [id])).toBe(0);
    // No table still mentions the person (ids or address), in any text or JSON column.
    for (const table of ['credit_ledger', 'payments', 'subscriptions', 'test_mode_customers', 'test_mode_payment_intents', 'jobs', 'consultation_requests', 'contact_messages']) {
      expect(await count(`SELECT count(*) AS n FROM ${table} t WHERE t::text ILIKE '%' || $1 || '%' OR t::text ILIKE '%' || $2 || '%'`, [id, user.email]), table).toBe(0);
    }

    // Accounting: the payment and the ledger are still there, linked to an anonymous id.
    const [payment] = await t.database.sql.query<{ user_id: string; amount_cents: number; status: string }>('SELECT user_id, amount_cents, status FROM payments WHERE provider_payment_id = $1', [intent.paymentIntentId]);
    expect(payment).toMatchObject({ amount_cents: 700, status: 'succeeded' });
    expect(payment!.user_id).toMatch(/^deleted-[0-9a-f-]{36}$/);
    const ledger = await t.database.sql.query<{ reason: string; delta: number }>('SELECT reason, delta FROM credit_ledger WHERE user_id = $1 ORDER BY id', [payment!.user_id]);
    expect(ledger.map((l) => [l.reason, l.delta])).toEqual([
      ['signup-grant', 1],
      ['project-create', -1],
      ['purchase', 1],
    ]);

    // The other account is untouched, and the database is consistent.
    const theirs = await t.app.inject({ url: '/api/projects', headers: bystander.user.headers });
    expect(theirs.json<Project[]>().map((p) => p.id)).toEqual([bystander.project.id]);
    expect((await t.app.inject({ url: '/api/account/export', headers: bystander.user.headers })).json<AccountExport>().messages).toHaveLength(1);
    expect(await violations(t.database.sql)).toEqual([]);
  });

  it('refuses while a subscription would bill again, and goes ahead once it is cancelled', async () => {
    const user = await createSignedInUser(t);
    const setup = (await post(user, '/api/create-subscription')).json<SubscriptionSetupResponse>();
    expect((await post(user, '/api/test-mode/confirm-setup', { clientSecret: setup.clientSecret, card: CARD })).statusCode).toBe(200);
    expect((await post(user, '/api/complete-subscription', { setupIntentId: setup.setupIntentId, customerId: setup.customerId, priceId: setup.priceId })).statusCode).toBe(200);

    const refused = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: user.headers, payload: { confirm: 'DELETE' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'subscription_active', message: expect.stringMatching(/cancel your Unlimited Access subscription/) });
    expect((await t.app.inject({ url: '/api/users/me', headers: user.headers })).statusCode).toBe(200);

    expect((await post(user, '/api/subscription/cancel')).statusCode).toBe(200);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: user.headers, payload: { confirm: 'DELETE' } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const subs = await t.database.sql.query<{ user_id: string }>('SELECT user_id FROM subscriptions WHERE provider_customer_id = $1', [setup.customerId]);
    expect(subs.length).toBeGreaterThan(0);
    expect(subs.every((s) => s.user_id.startsWith('deleted-'))).toBe(true);
    expect(await count(`SELECT count(*) AS n FROM test_mode_customers WHERE id = $1 AND email IS NOT NULL`, [setup.customerId])).toBe(0);
  });
});

describe('admin deletion (DELETE /auth/v1/admin/users/:id)', () => {
  it('removes the app data too, leaving no orphan rows', async () => {
    const { readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const { serviceRoleKey } = JSON.parse(readFileSync(path.join(t.env.DATA_DIR, 'auth', 'api-keys.json'), 'utf8')) as { serviceRoleKey: string };
    const { user } = await busyUser();
    const res = await t.app.inject({ method: 'DELETE', url: `/auth/v1/admin/users/${user.userId}`, headers: { authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey } });
    expect(res.statusCode).toBe(200);
    expect(await count('SELECT count(*) AS n FROM projects WHERE owner_id = $1', [user.userId])).toBe(0);
    expect(await violations(t.database.sql)).toEqual([]);
  });
});
