// StripeProvider against a loopback fake of the Stripe API, through the real SDK.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStripe } from '../../../../tests/helpers/fake-stripe.js';
import { PaymentDeclinedError, PaymentProviderError } from './payment-provider.js';
import { StripeProvider } from './stripe-provider.js';

const WEBHOOK_SECRET = 'whsec_test_secret';
let fake: FakeStripe;
let provider: StripeProvider;

beforeAll(async () => {
  fake = await new FakeStripe().start();
  provider = new StripeProvider({ secretKey: 'sk_test_fake', priceId: 'price_unlimited_test', webhookSecret: WEBHOOK_SECRET, apiBase: fake.url });
});
afterAll(() => fake.stop());

const lastRequest = () => fake.requests.at(-1)!;

describe('StripeProvider', () => {
  it('creates a customer carrying our user id, idempotently per user', async () => {
    const a = await provider.createCustomer({ userId: 'user-1', email: 'a@example.com' });
    expect(lastRequest()).toMatchObject({ method: 'POST', path: '/v1/customers', params: { email: 'a@example.com', metadata: { userId: 'user-1' } } });
    expect(lastRequest().idempotencyKey).toBe('customer-user-1');
    const again = await provider.createCustomer({ userId: 'user-1', email: 'a@example.com' });
    expect(again.id).toBe(a.id);
    expect(fake.customers.size).toBe(1);
  });

  it('creates a card-only payment intent for the amount we pass, and reads it back', async () => {
    const { id: customerId } = await provider.createCustomer({ userId: 'user-2', email: null });
    const intent = await provider.createPaymentIntent({ amountCents: 700, currency: 'usd', customerId, metadata: { userId: 'user-2' }, idempotencyKey: 'k-1' });
    expect(lastRequest().params).toMatchObject({ amount: '700', currency: 'usd', customer: customerId, metadata: { userId: 'user-2' }, allowed_payment_method_types: { 0: 'card' } });
    expect(lastRequest().idempotencyKey).toBe('k-1');
    expect(intent).toMatchObject({ amountCents: 700, currency: 'usd', status: 'requires_payment_method', customerId, metadata: { userId: 'user-2' } });
    expect(intent.clientSecret).toMatch(/_secret_/);

    fake.succeedPaymentIntent(intent.id);
    const read = await provider.retrievePaymentIntent(intent.id);
    expect(read?.status).toBe('succeeded');
    expect(lastRequest()).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${intent.id}` });
  });

  it('answers null for a payment intent Stripe does not know', async () => {
    expect(await provider.retrievePaymentIntent('pi_missing')).toBeNull();
  });

  it('creates an off-session setup intent and reads its saved payment method', async () => {
    const { id: customerId } = await provider.createCustomer({ userId: 'user-3', email: null });
    const setup = await provider.createSetupIntent({ customerId, metadata: { userId: 'user-3' } });
    expect(lastRequest().params).toMatchObject({ customer: customerId, usage: 'off_session', metadata: { userId: 'user-3' } });
    expect(setup.clientSecret).toMatch(/_secret_/);
    expect((await provider.retrieveSetupIntent(setup.id))?.status).toBe('requires_payment_method');
    fake.succeedSetupIntent(setup.id);
    const read = await provider.retrieveSetupIntent(setup.id);
    expect(read).toMatchObject({ status: 'succeeded', customerId, metadata: { userId: 'user-3' } });
    expect(read?.paymentMethodId).toMatch(/^pm_/);
    expect(await provider.retrieveSetupIntent('seti_missing')).toBeNull();
  });

  it('subscribes with error_if_incomplete and reads the period from the subscription items', async () => {
    const { id: customerId } = await provider.createCustomer({ userId: 'user-4', email: null });
    const setup = await provider.createSetupIntent({ customerId, metadata: {} });
    const pm = String(fake.succeedSetupIntent(setup.id).payment_method);
    const sub = await provider.createSubscription({ customerId, priceId: 'price_unlimited_test', paymentMethodId: pm, metadata: { userId: 'user-4' }, idempotencyKey: `subscription-${setup.id}` });
    expect(lastRequest().params).toMatchObject({
      customer: customerId,
      items: { 0: { price: 'price_unlimited_test' } },
      default_payment_method: pm,
      payment_behavior: 'error_if_incomplete',
    });
    expect(lastRequest().idempotencyKey).toBe(`subscription-${setup.id}`);
    expect(sub).toMatchObject({ customerId, priceId: 'price_unlimited_test', status: 'active', cancelAtPeriodEnd: false, endedAt: null, metadata: { userId: 'user-4' } });
    expect(sub.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now());

    const listed = await provider.listSubscriptions(customerId);
    expect(listed.map((s) => s.id)).toEqual([sub.id]);
    expect(lastRequest().params).toMatchObject({ customer: customerId, status: 'all' });

    const cancelled = await provider.setCancelAtPeriodEnd(sub.id, true);
    expect(lastRequest()).toMatchObject({ method: 'POST', path: `/v1/subscriptions/${sub.id}`, params: { cancel_at_period_end: 'true' } });
    expect(cancelled.cancelAtPeriodEnd).toBe(true);
    expect((await provider.retrieveSubscription(sub.id))?.cancelAtPeriodEnd).toBe(true);
    expect(await provider.retrieveSubscription('sub_missing')).toBeNull();
  });

  it('turns a declined first payment into PaymentDeclinedError with Stripe’s message', async () => {
    const { id: customerId } = await provider.createCustomer({ userId: 'user-5', email: null });
    const setup = await provider.createSetupIntent({ customerId, metadata: {} });
    const pm = String(fake.succeedSetupIntent(setup.id, { failingCharges: true }).payment_method);
    const attempt = provider.createSubscription({ customerId, priceId: 'price_unlimited_test', paymentMethodId: pm, metadata: {}, idempotencyKey: 'k-fail' });
    await expect(attempt).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(attempt).rejects.toMatchObject({ message: 'Your card was declined.', code: 'card_declined', declineCode: 'generic_decline' });
  });

  it('reports an unknown price as an operator problem, not a user one', async () => {
    const { id: customerId } = await provider.createCustomer({ userId: 'user-6', email: null });
    await expect(
      provider.createSubscription({ customerId, priceId: 'price_other', paymentMethodId: 'pm_x', metadata: {}, idempotencyKey: 'k-price' }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('reports a wrong API key as PaymentProviderError', async () => {
    const wrong = new StripeProvider({ secretKey: 'sk_test_wrong', priceId: 'price_unlimited_test', webhookSecret: WEBHOOK_SECRET, apiBase: fake.url });
    await expect(wrong.createCustomer({ userId: 'x', email: null })).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('opens a billing portal session, straight into cancelling when asked', async () => {
    const { id: customerId } = await provider.createCustomer({ userId: 'user-7', email: null });
    const plain = await provider.createPortalSession({ customerId, returnUrl: 'https://app.example/dashboard' });
    expect(plain.url).toMatch(/^https:\/\//);
    expect(lastRequest()).toMatchObject({ path: '/v1/billing_portal/sessions', params: { customer: customerId, return_url: 'https://app.example/dashboard' } });
    await provider.createPortalSession({ customerId, returnUrl: 'https://app.example/dashboard', cancelSubscriptionId: 'sub_123' });
    expect(lastRequest().params).toMatchObject({ flow_data: { type: 'subscription_cancel', subscription_cancel: { subscription: 'sub_123' } } });
  });

  it('accepts a webhook signed with our secret and refuses any other', () => {
    const good = fake.signedEvent('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' }, WEBHOOK_SECRET);
    const event = provider.constructEvent(Buffer.from(good.payload), good.signature);
    expect(event.type).toBe('payment_intent.succeeded');

    const forged = fake.signedEvent('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' }, 'whsec_someone_else');
    expect(() => provider.constructEvent(Buffer.from(forged.payload), forged.signature)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    // The right signature over different bytes fails too.
    expect(() => provider.constructEvent(Buffer.from(good.payload.replace('pi_1', 'pi_2')), good.signature)).toThrow();
  });
});
