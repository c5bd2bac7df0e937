// Payments in the built-in test mode, through the real app on a real database: what a user can
// buy, what it changes, and that none of it can be had without paying.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../../tests/helpers/auth.js';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.js';
import type { BillingSummary, PaymentIntentResponse, SubscriptionSetupResponse } from '../../../shared/payments.js';
import { TEST_MODE_PRICE_ID } from './test-mode-provider.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GOOD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };
const DECLINED = { ...GOOD, number: '4000 0000 0000 0002' };
const NO_FUNDS = { ...GOOD, number: '4000 0000 0000 9995' };
const NOT_LUHN = { ...GOOD, number: '4242 4242 4242 4241' };
const SAVES_BUT_CHARGES_FAIL = { ...GOOD, number: '4000 0000 0000 0341' };
const PROJECT = {
  name: 'CRM for the sales team',
  country: 'US',
  industry: 'technology',
  employeeCount: '11-50',
  softwareCategory: 'crm',
  affectedTeams: ['Sales'],
  businessNeeds: 'Track leads and deals in one place.',
};

function post(user: SignedInUser | null, url: string, payload?: unknown) {
  return t.app.inject({ method: 'POST', url, headers: user?.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}
async function eligibility(user: SignedInUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/project-eligibility', headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ canCreateProject: boolean; hasSubscription: boolean; credits: number }>();
}
async function billing(user: SignedInUser): Promise<BillingSummary> {
  const res = await t.app.inject({ method: 'GET', url: '/api/billing', headers: user.headers });
  expect(res.statusCode).toBe(200);
  return res.json<BillingSummary>();
}
async function newIntent(user: SignedInUser): Promise<PaymentIntentResponse> {
  const res = await post(user, '/api/create-payment-intent', { amount: 7 });
  expect(res.statusCode).toBe(200);
  return res.json<PaymentIntentResponse>();
}
async function buyCredit(user: SignedInUser) {
  const intent = await newIntent(user);
  const paid = await post(user, '/api/test-mode/confirm-payment', { clientSecret: intent.clientSecret, card: GOOD });
  expect(paid.statusCode).toBe(200);
  return intent;
}
async function subscribe(user: SignedInUser, card = GOOD) {
  const setupRes = await post(user, '/api/create-subscription');
  expect(setupRes.statusCode).toBe(200);
  const setup = setupRes.json<SubscriptionSetupResponse>();
  const saved = await post(user, '/api/test-mode/confirm-setup', { clientSecret: setup.clientSecret, card });
  expect(saved.statusCode).toBe(200);
  const completed = await post(user, '/api/complete-subscription', { setupIntentId: setup.setupIntentId, customerId: setup.customerId, priceId: setup.priceId });
  return { setup, completed };
}
/** Lets time pass for the test-mode provider and our mirror alike (like Stripe's test clocks). */
async function timePasses(days: number) {
  const by = `${days} days`;
  await t.database.sql.query(
    `UPDATE test_mode_subscriptions SET current_period_start = current_period_start - $1::interval,
       current_period_end = current_period_end - $1::interval, canceled_at = canceled_at - $1::interval,
       ended_at = ended_at - $1::interval, created_at = created_at - $1::interval`,
    [by],
  );
  await t.database.sql.query('UPDATE subscriptions SET current_period_end = current_period_end - $1::interval', [by]);
}

describe('one-time purchase', () => {
  it('the server sets the amount: $7.00 in cents, USD; any other amount is refused', async () => {
    const user = await createSignedInUser(t);
    const intent = await newIntent(user);
    expect(intent).toMatchObject({ amount: 700, currency: 'usd' });
    expect(intent.clientSecret).toMatch(/^pi_test_\w+_secret_\w+$/);
    for (const amount of [1, 700, 0, -7, '7']) {
      const res = await post(user, '/api/create-payment-intent', { amount });
      expect(res.statusCode, `amount ${String(amount)}`).toBe(400);
      expect(res.json().message).toMatch(/^amount: /);
    }
    expect((await post(user, '/api/create-payment-intent', {})).statusCode).toBe(200);
  });

  it('paying with 4242 4242 4242 4242 grants exactly one credit, however often success is reported', async () => {
    const user = await createSignedInUser(t);
    expect(await eligibility(user)).toEqual({ canCreateProject: false, hasSubscription: false, credits: 0 });
    const intent = await buyCredit(user);
    for (let i = 0; i < 3; i++) {
      const res = await post(user, '/api/payment-success', { type: 'credit', paymentIntentId: intent.paymentIntentId });
      expect(res.statusCode).toBe(200);
      expect(res.json().eligibility).toEqual({ canCreateProject: true, hasSubscription: false, credits: 1 });
    }
    // The spec's client sends only {type}: the caller's recent payments are checked.
    expect((await post(user, '/api/payment-success', { type: 'credit' })).json().credited).toBe(0);
    expect(await eligibility(user)).toEqual({ canCreateProject: true, hasSubscription: false, credits: 1 });

    const created = await post(user, '/api/projects', PROJECT);
    expect(created.statusCode).toBe(201);
    expect((await eligibility(user)).credits).toBe(0);
    expect((await post(user, '/api/projects', PROJECT)).statusCode).toBe(402);
  });

  it('a paid intent cannot be paid twice, and each purchase is its own credit', async () => {
    const user = await createSignedInUser(t);
    const first = await buyCredit(user);
    const again = await post(user, '/api/test-mode/confirm-payment', { clientSecret: first.clientSecret, card: GOOD });
    expect(again.statusCode).toBe(402);
    expect(again.json().message).toBe('This payment has already been completed.');
    const second = await buyCredit(user);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect((await eligibility(user)).credits).toBe(2);
  });

  it('reloading checkout offers the same unpaid intent instead of a new one', async () => {
    const user = await createSignedInUser(t);
    const a = await newIntent(user);
    const b = await newIntent(user);
    expect(b.paymentIntentId).toBe(a.paymentIntentId);
  });

  it('payment-success without a successful payment grants nothing', async () => {
    const user = await createSignedInUser(t);
    expect((await post(user, '/api/payment-success', { type: 'credit' })).statusCode).toBe(409);
    const intent = await newIntent(user);
    const named = await post(user, '/api/payment-success', { type: 'credit', paymentIntentId: intent.paymentIntentId });
    expect(named.statusCode).toBe(409);
    expect(named.json()).toMatchObject({ code: 'payment_not_succeeded' });
    expect((await post(user, '/api/payment-success', { type: 'credit', paymentIntentId: 'pi_test_made_up' })).statusCode).toBe(404);
    expect((await post(user, '/api/payment-success', { type: 'bogus' })).statusCode).toBe(400);
    expect((await eligibility(user)).credits).toBe(0);
  });

  it("another user's payment neither credits nor can be paid by someone else", async () => {
    const alice = await createSignedInUser(t);
    const mallory = await createSignedInUser(t);
    const intent = await buyCredit(alice);
    const claim = await post(mallory, '/api/payment-success', { type: 'credit', paymentIntentId: intent.paymentIntentId });
    expect(claim.statusCode).toBe(404);
    expect((await eligibility(mallory)).credits).toBe(0);
    expect((await eligibility(alice)).credits).toBe(1);

    const unpaid = await newIntent(alice);
    const payForOther = await post(mallory, '/api/test-mode/confirm-payment', { clientSecret: unpaid.clientSecret, card: GOOD });
    expect(payForOther.statusCode).toBe(404);
  });

  it('a confirmation racing several success reports still gives one credit', async () => {
    const user = await createSignedInUser(t);
    const intent = await newIntent(user);
    const results = await Promise.all([
      post(user, '/api/test-mode/confirm-payment', { clientSecret: intent.clientSecret, card: GOOD }),
      post(user, '/api/payment-success', { type: 'credit', paymentIntentId: intent.paymentIntentId }),
      post(user, '/api/payment-success', { type: 'credit', paymentIntentId: intent.paymentIntentId }),
      post(user, '/api/test-mode/confirm-payment', { clientSecret: intent.clientSecret, card: GOOD }),
      post(user, '/api/payment-success', { type: 'credit' }),
    ]);
    expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    await post(user, '/api/payment-success', { type: 'credit', paymentIntentId: intent.paymentIntentId });
    expect((await eligibility(user)).credits).toBe(1);
  });

  it('declined, insufficient-funds and invalid cards fail with Stripe’s words and grant nothing; the intent stays payable', async () => {
    const user = await createSignedInUser(t);
    const intent = await newIntent(user);
    const cases: [object, string, string][] = [
      [DECLINED, 'Your card was declined.', 'generic_decline'],
      [NO_FUNDS, 'Your card has insufficient funds.', 'insufficient_funds'],
    ];
    for (const [card, message, declineCode] of cases) {
      const res = await post(user, '/api/test-mode/confirm-payment', { clientSecret: intent.clientSecret, card });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ message, code: 'card_declined', declineCode });
    }
    const invalid = await post(user, '/api/test-mode/confirm-payment', { clientSecret: intent.clientSecret, card: NOT_LUHN });
    expect(invalid.statusCode).toBe(402);
    expect(invalid.json()).toMatchObject({ message: 'Your card number is invalid.', code: 'incorrect_number' });
    const expired = await post(user, '/api/test-mode/confirm-payment', { clientSecret: intent.clientSecret, card: { ...GOOD, expYear: 2020 } });
    expect(expired.statusCode).toBe(402);
    const incomplete = await post(user, '/api/test-mode/confirm-payment', { clientSecret: intent.clientSecret, card: { ...GOOD, number: '4242' } });
    expect(incomplete.statusCode).toBe(400);

    expect((await post(user, '/api/payment-success', { type: 'credit', paymentIntentId: intent.paymentIntentId })).statusCode).toBe(409);
    expect((await eligibility(user)).credits).toBe(0);

    const retry = await post(user, '/api/test-mode/confirm-payment', { clientSecret: intent.clientSecret, card: GOOD });
    expect(retry.statusCode).toBe(200);
    expect((await eligibility(user)).credits).toBe(1);
  });

  it('every payment route needs a signed-in user', async () => {
    for (const url of ['/api/create-payment-intent', '/api/payment-success', '/api/create-subscription', '/api/complete-subscription', '/api/subscription/cancel', '/api/test-mode/confirm-payment']) {
      expect((await post(null, url, {})).statusCode, url).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/billing' })).statusCode).toBe(401);
  });
});

describe('Unlimited Access subscription', () => {
  it('subscribing makes project creation unlimited without spending credits', async () => {
    const user = await createSignedInUser(t);
    const { setup, completed } = await subscribe(user);
    expect(setup.priceId).toBe(TEST_MODE_PRICE_ID);
    expect(setup.customerId).toMatch(/^cus_test_/);
    expect(setup.setupIntentId).toMatch(/^seti_test_/);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'active', eligibility: { hasSubscription: true, canCreateProject: true, credits: 0 } });

    const success = await post(user, '/api/payment-success', { type: 'subscription' });
    expect(success.statusCode).toBe(200);
    expect(success.json().eligibility).toEqual({ canCreateProject: true, hasSubscription: true, credits: 0 });
    for (let i = 0; i < 3; i++) expect((await post(user, '/api/projects', PROJECT)).statusCode).toBe(201);
    expect(await eligibility(user)).toEqual({ canCreateProject: true, hasSubscription: true, credits: 0 });

    const summary = await billing(user);
    expect(summary.plan).toMatchObject({ name: 'Unlimited Access', priceCents: 4900, status: 'active', cancelAtPeriodEnd: false });
    expect(new Date(summary.plan!.currentPeriodEnd!).getTime()).toBeGreaterThan(Date.now() + 27 * 86400_000);
    expect(summary.purchases).toMatchObject([{ kind: 'subscription_invoice', amountCents: 4900, description: 'Unlimited Access, one month' }]);
  });

  it('completing twice returns the same subscription; a second plan is refused', async () => {
    const user = await createSignedInUser(t);
    const { setup, completed } = await subscribe(user);
    const again = await post(user, '/api/complete-subscription', { setupIntentId: setup.setupIntentId, customerId: setup.customerId, priceId: setup.priceId });
    expect(again.statusCode).toBe(200);
    expect(again.json().subscriptionId).toBe(completed.json().subscriptionId);
    const another = await post(user, '/api/create-subscription');
    expect(another.statusCode).toBe(409);
    expect(another.json().code).toBe('already_subscribed');
  });

  it('a subscriber is not sold a project credit they cannot use', async () => {
    const user = await createSignedInUser(t);
    await subscribe(user);
    const credit = await post(user, '/api/create-payment-intent', { amount: 7 });
    expect(credit.statusCode).toBe(409);
    expect(credit.json()).toMatchObject({ code: 'credit_not_needed', message: expect.stringContaining('already covers every new project') });
  });

  it('complete-subscription checks the price, the customer and the saved card', async () => {
    const user = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const setup = (await post(user, '/api/create-subscription')).json<SubscriptionSetupResponse>();
    const otherSetup = (await post(other, '/api/create-subscription')).json<SubscriptionSetupResponse>();
    const body = { setupIntentId: setup.setupIntentId, customerId: setup.customerId, priceId: setup.priceId };

    expect((await post(user, '/api/complete-subscription', body)).json().code).toBe('setup_not_succeeded');
    await post(user, '/api/test-mode/confirm-setup', { clientSecret: setup.clientSecret, card: GOOD });
    const wrongPrice = await post(user, '/api/complete-subscription', { ...body, priceId: 'price_cheap' });
    expect(wrongPrice.statusCode).toBe(400);
    expect((await post(user, '/api/complete-subscription', { ...body, customerId: otherSetup.customerId })).statusCode).toBe(403);
    expect((await post(user, '/api/complete-subscription', { ...body, setupIntentId: otherSetup.setupIntentId })).statusCode).toBe(404);
    expect((await post(other, '/api/complete-subscription', body)).statusCode).toBe(403);
    expect((await post(user, '/api/complete-subscription', { setupIntentId: setup.setupIntentId })).statusCode).toBe(400);
    expect((await eligibility(user)).hasSubscription).toBe(false);
    expect((await post(user, '/api/payment-success', { type: 'subscription' })).statusCode).toBe(409);

    expect((await post(user, '/api/complete-subscription', body)).statusCode).toBe(200);
    expect((await eligibility(user)).hasSubscription).toBe(true);
  });

  it('a declined card cannot be saved, and a card whose charges fail cannot start a plan', async () => {
    const user = await createSignedInUser(t);
    const setup = (await post(user, '/api/create-subscription')).json<SubscriptionSetupResponse>();
    const declined = await post(user, '/api/test-mode/confirm-setup', { clientSecret: setup.clientSecret, card: DECLINED });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Your card was declined.');

    const { completed } = await subscribe(user, SAVES_BUT_CHARGES_FAIL);
    expect(completed.statusCode).toBe(402);
    expect(completed.json()).toMatchObject({ message: 'Your card was declined.', code: 'card_declined' });
    expect(await eligibility(user)).toEqual({ canCreateProject: false, hasSubscription: false, credits: 0 });
  });

  it('cancelled at period end: unlimited until the paid period ends, then back to credits', async () => {
    const user = await createSignedInUser(t);
    await buyCredit(user);
    await subscribe(user);
    const cancelled = await post(user, '/api/subscription/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<BillingSummary>().plan).toMatchObject({ cancelAtPeriodEnd: true, active: true });
    expect((await eligibility(user)).hasSubscription).toBe(true);
    expect((await post(user, '/api/projects', PROJECT)).statusCode).toBe(201);
    expect((await eligibility(user)).credits).toBe(1);

    await timePasses(31);
    expect(await eligibility(user)).toEqual({ canCreateProject: true, hasSubscription: false, credits: 1 });
    const summary = await billing(user);
    expect(summary.plan).toBeNull();
    expect((await post(user, '/api/projects', PROJECT)).statusCode).toBe(201);
    expect((await post(user, '/api/projects', PROJECT)).statusCode).toBe(402);
    expect((await post(user, '/api/subscription/resume')).statusCode).toBe(404);
  });

  it('resuming before the period ends keeps the plan renewing', async () => {
    const user = await createSignedInUser(t);
    await subscribe(user);
    await post(user, '/api/subscription/cancel');
    const resumed = await post(user, '/api/subscription/resume');
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json<BillingSummary>().plan).toMatchObject({ cancelAtPeriodEnd: false });
    await timePasses(31);
    const summary = await billing(user);
    expect(summary.hasSubscription).toBe(true);
    expect(summary.purchases.filter((p) => p.kind === 'subscription_invoice')).toHaveLength(2);
  });

  it('a renewal that fails lapses the plan', async () => {
    const user = await createSignedInUser(t);
    await subscribe(user);
    // The saved card starts failing, as Stripe's 4000 0000 0000 0341 does.
    await t.database.sql.query(
      `UPDATE test_mode_payment_methods SET test_card = '4000000000000341'
        WHERE id IN (SELECT default_payment_method FROM test_mode_subscriptions s JOIN payment_customers c ON c.customer_id = s.customer_id WHERE c.user_id = $1)`,
      [user.userId],
    );
    await timePasses(31);
    const summary = await billing(user);
    expect(summary).toMatchObject({ hasSubscription: false, canCreateProject: false, plan: null });
    const [row] = await t.database.sql.query<{ status: string }>('SELECT status FROM subscriptions WHERE user_id = $1', [user.userId]);
    expect(row?.status).toBe('past_due');
  });
});

describe('billing view', () => {
  it('shows the provider, purchases and every credit movement in words', async () => {
    const user = await createSignedInUser(t);
    await buyCredit(user);
    await post(user, '/api/projects', { ...PROJECT, name: 'Phones' });
    const summary = await billing(user);
    expect(summary).toMatchObject({ provider: 'test', portalAvailable: false, credits: 0, plan: null });
    expect(summary.purchases).toMatchObject([{ kind: 'project_credit', amountCents: 700, currency: 'usd', description: 'One-Time Project (1 project credit)', status: 'succeeded' }]);
    expect(summary.ledger.map((e) => [e.delta, e.description])).toEqual([
      [-1, 'Used for project "Phones"'],
      [1, 'Project credit purchased'],
    ]);
  });

  it('test mode has no Stripe portal and no Stripe webhook', async () => {
    const user = await createSignedInUser(t);
    expect((await post(user, '/api/billing/portal', {})).statusCode).toBe(400);
    const hook = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: '{}', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' } });
    expect(hook.statusCode).toBe(404);
  });
});
