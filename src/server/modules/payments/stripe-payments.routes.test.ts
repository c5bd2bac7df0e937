// The app configured for Stripe, talking to a loopback fake of the Stripe API, with webhooks
// signed by the SDK's test-header helper: credits only for payments Stripe confirms, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../../tests/helpers/auth.js';
import { FakeStripe } from '../../../../tests/helpers/fake-stripe.js';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.js';
import type { BillingSummary, PaymentIntentResponse, SubscriptionSetupResponse } from '../../../shared/payments.js';

const WEBHOOK_SECRET = 'whsec_route_tests';
let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  fake = await new FakeStripe().start();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_ID: 'price_unlimited_test',
    STRIPE_API_BASE: fake.url,
  });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

function post(user: SignedInUser, url: string, payload?: unknown) {
  return t.app.inject({ method: 'POST', url, headers: user.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}
function deliver(type: string, object: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const { payload, signature } = fake.signedEvent(type, object, secret);
  return t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature } });
}
async function eligibility(user: SignedInUser) {
  return (await t.app.inject({ method: 'GET', url: '/api/user/project-eligibility', headers: user.headers })).json<{ canCreateProject: boolean; hasSubscription: boolean; credits: number }>();
}
async function intentFor(user: SignedInUser) {
  const res = await post(user, '/api/create-payment-intent', { amount: 7 });
  expect(res.statusCode).toBe(200);
  return res.json<PaymentIntentResponse>();
}
async function subscribe(user: SignedInUser) {
  const setup = (await post(user, '/api/create-subscription')).json<SubscriptionSetupResponse>();
  fake.succeedSetupIntent(setup.setupIntentId);
  const res = await post(user, '/api/complete-subscription', { setupIntentId: setup.setupIntentId, customerId: setup.customerId, priceId: setup.priceId });
  expect(res.statusCode).toBe(200);
  return res.json<{ subscriptionId: string }>().subscriptionId;
}

describe('Stripe: one-time purchase', () => {
  it('asks Stripe for $7.00 USD for this user and hands the browser only the client secret', async () => {
    const user = await createSignedInUser(t);
    const intent = await intentFor(user);
    const created = fake.paymentIntents.get(intent.paymentIntentId)!;
    expect(created).toMatchObject({ amount: 700, currency: 'usd', metadata: { userId: user.userId, purpose: 'project_credit' } });
    expect(intent.clientSecret).toBe(created.client_secret);
    expect((await post(user, '/api/create-payment-intent', { amount: 1 })).statusCode).toBe(400);
  });

  it('webhook and payment-success racing, each repeated, give exactly one credit', async () => {
    const user = await createSignedInUser(t);
    const intent = await intentFor(user);
    expect((await post(user, '/api/payment-success', { type: 'credit', paymentIntentId: intent.paymentIntentId })).statusCode).toBe(409);

    const pi = fake.succeedPaymentIntent(intent.paymentIntentId);
    const results = await Promise.all([
      deliver('payment_intent.succeeded', pi),
      post(user, '/api/payment-success', { type: 'credit', paymentIntentId: intent.paymentIntentId }),
      deliver('payment_intent.succeeded', pi),
      post(user, '/api/payment-success', { type: 'credit' }),
      deliver('payment_intent.succeeded', pi),
      post(user, '/api/payment-success', { type: 'credit', paymentIntentId: intent.paymentIntentId }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const credited = results.filter((r) => r.json().credited !== undefined).reduce((n, r) => n + r.json().credited, 0);
    expect(credited).toBeLessThanOrEqual(1);
    expect(await eligibility(user)).toEqual({ canCreateProject: true, hasSubscription: false, credits: 1 });
    expect((await deliver('payment_intent.succeeded', pi)).statusCode).toBe(200);
    expect((await eligibility(user)).credits).toBe(1);
  });

  it('a correctly signed event claiming success is checked with Stripe first', async () => {
    const user = await createSignedInUser(t);
    const intent = await intentFor(user);
    const claimed = { ...fake.paymentIntents.get(intent.paymentIntentId)!, status: 'succeeded' };
    expect((await deliver('payment_intent.succeeded', claimed)).statusCode).toBe(200);
    expect((await eligibility(user)).credits).toBe(0);
    fake.declinePaymentIntent(intent.paymentIntentId);
    expect((await post(user, '/api/payment-success', { type: 'credit' })).statusCode).toBe(409);
    expect((await eligibility(user)).credits).toBe(0);
  });

  it('a payment intent that does not match what we asked for grants nothing', async () => {
    const user = await createSignedInUser(t);
    const intent = await intentFor(user);
    fake.paymentIntents.get(intent.paymentIntentId)!.amount = 100;
    const pi = fake.succeedPaymentIntent(intent.paymentIntentId);
    await deliver('payment_intent.succeeded', pi);
    expect((await post(user, '/api/payment-success', { type: 'credit', paymentIntentId: intent.paymentIntentId })).statusCode).toBe(409);
    expect((await eligibility(user)).credits).toBe(0);
  });

  it("someone else's payment is not theirs to claim", async () => {
    const alice = await createSignedInUser(t);
    const mallory = await createSignedInUser(t);
    const intent = await intentFor(alice);
    fake.succeedPaymentIntent(intent.paymentIntentId);
    expect((await post(mallory, '/api/payment-success', { type: 'credit', paymentIntentId: intent.paymentIntentId })).statusCode).toBe(404);
    expect((await eligibility(mallory)).credits).toBe(0);
    expect((await post(alice, '/api/payment-success', { type: 'credit', paymentIntentId: intent.paymentIntentId })).json().credited).toBe(1);
  });
});

describe('Stripe: webhook endpoint', () => {
  it('refuses a bad or missing signature with 400 and accepts a good one', async () => {
    const forged = await deliver('payment_intent.succeeded', { id: 'pi_x', object: 'payment_intent' }, 'whsec_not_ours');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ message: 'Invalid Stripe signature' });
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    const { payload, signature } = fake.signedEvent('payment_intent.succeeded', { id: 'pi_x', object: 'payment_intent' }, WEBHOOK_SECRET);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: payload.replace('"pi_x"', '"pi_y"'),
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(tampered.statusCode).toBe(400);
    const good = await deliver('charge.refunded', { id: 'ch_1', object: 'charge' });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ received: true });
  });

  it('the raw-body parser is scoped to the webhook: other routes still parse JSON', async () => {
    const user = await createSignedInUser(t);
    const res = await post(user, '/api/payment-success', { type: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^type: /);
  });
});

describe('Stripe: Unlimited Access', () => {
  it('subscribes with the saved card for our price only, and follows Stripe’s events after', async () => {
    const user = await createSignedInUser(t);
    const setup = (await post(user, '/api/create-subscription')).json<SubscriptionSetupResponse>();
    expect(setup.priceId).toBe('price_unlimited_test');
    expect(fake.setupIntents.get(setup.setupIntentId)).toMatchObject({ customer: setup.customerId, usage: 'off_session' });
    const body = { setupIntentId: setup.setupIntentId, customerId: setup.customerId, priceId: setup.priceId };
    expect((await post(user, '/api/complete-subscription', body)).statusCode).toBe(409); // card not saved yet
    fake.succeedSetupIntent(setup.setupIntentId);
    expect((await post(user, '/api/complete-subscription', { ...body, priceId: 'price_other' })).statusCode).toBe(400);
    const done = await post(user, '/api/complete-subscription', body);
    expect(done.statusCode).toBe(200);
    const subscriptionId = done.json().subscriptionId as string;
    const createCall = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions' && r.params.customer === setup.customerId)!;
    expect(createCall.params).toMatchObject({ items: { 0: { price: 'price_unlimited_test' } }, payment_behavior: 'error_if_incomplete' });
    expect(createCall.idempotencyKey).toBe(`subscription-${setup.setupIntentId}`);
    expect((await post(user, '/api/payment-success', { type: 'subscription' })).json().eligibility.hasSubscription).toBe(true);

    // Renewal paid: the invoice joins the purchase history.
    const invoice = fake.invoiceFor(subscriptionId, { paid: true });
    expect((await deliver('invoice.paid', invoice)).statusCode).toBe(200);
    const summary = (await t.app.inject({ method: 'GET', url: '/api/billing', headers: user.headers })).json<BillingSummary>();
    expect(summary).toMatchObject({ provider: 'stripe', portalAvailable: true, hasSubscription: true });
    expect(summary.purchases.map((p) => p.id)).toContain(invoice.id);

    // Cancelled in the portal: still unlimited until the period ends.
    fake.updateSubscription(subscriptionId, { cancel_at_period_end: true });
    await deliver('customer.subscription.updated', fake.subscriptions.get(subscriptionId)!);
    expect((await eligibility(user)).hasSubscription).toBe(true);

    // The period ends: Stripe deletes the subscription.
    const ended = Math.floor(Date.now() / 1000) - 5;
    fake.updateSubscription(subscriptionId, { status: 'canceled', ended_at: ended });
    await deliver('customer.subscription.deleted', fake.subscriptions.get(subscriptionId)!);
    expect(await eligibility(user)).toEqual({ canCreateProject: false, hasSubscription: false, credits: 0 });
  });

  it('a failed renewal payment lapses the plan', async () => {
    const user = await createSignedInUser(t);
    const subscriptionId = await subscribe(user);
    fake.updateSubscription(subscriptionId, { status: 'past_due' });
    expect((await deliver('invoice.payment_failed', fake.invoiceFor(subscriptionId, { paid: false }))).statusCode).toBe(200);
    expect((await eligibility(user)).hasSubscription).toBe(false);
  });

  it('an immediate cancellation ends access at once, even though the period was paid', async () => {
    const user = await createSignedInUser(t);
    const subscriptionId = await subscribe(user);
    fake.updateSubscription(subscriptionId, { status: 'canceled', ended_at: Math.floor(Date.now() / 1000) - 1 });
    await deliver('customer.subscription.deleted', fake.subscriptions.get(subscriptionId)!);
    expect((await eligibility(user)).hasSubscription).toBe(false);
  });

  it('a declined first payment creates no plan and says why', async () => {
    const user = await createSignedInUser(t);
    const setup = (await post(user, '/api/create-subscription')).json<SubscriptionSetupResponse>();
    fake.succeedSetupIntent(setup.setupIntentId, { failingCharges: true });
    const res = await post(user, '/api/complete-subscription', { setupIntentId: setup.setupIntentId, customerId: setup.customerId, priceId: setup.priceId });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ message: 'Your card was declined.', code: 'card_declined' });
    expect((await eligibility(user)).hasSubscription).toBe(false);
  });

  it('cancel from the dashboard opens Stripe’s portal on the cancellation flow', async () => {
    const user = await createSignedInUser(t);
    const subscriptionId = await subscribe(user);
    const res = await post(user, '/api/billing/portal', { flow: 'cancel' });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\//);
    const call = fake.requests.at(-1)!;
    expect(call.path).toBe('/v1/billing_portal/sessions');
    expect(call.params).toMatchObject({ flow_data: { type: 'subscription_cancel', subscription_cancel: { subscription: subscriptionId } } });
    expect(String(call.params.return_url)).toMatch(/\/dashboard$/);
  });
});
