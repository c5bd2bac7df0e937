// What buying does, whichever provider is configured. The rules that make payments hard to fake:
// the server sets every amount; a credit is granted only for a payment the provider itself
// reports as succeeded, that we created for this user, and only once (ledger reason 'purchase',
// reference = payment intent id, unique), whether payment-success or the webhook comes first.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { AuthenticatedUser } from '../auth/authenticated-user.js';
import type { Db } from '../../db/client.js';
import { creditLedger, subscriptions } from '../../db/tables/credits.js';
import { paymentCustomers, payments } from '../../db/tables/payments.js';
import { HttpError, notFound } from '../../http/errors.js';
import { plans, type PaymentIntentResponse, type PaymentSuccessInput, type SubscriptionSetupResponse } from '../../../shared/payments.js';
import type { Eligibility } from '../../../shared/projects.js';
import { getEligibility, isSubscriptionActive, recordCredit } from '../credits/credits.service.js';
import {
  PaymentProviderError,
  type InvoiceSnapshot,
  type PaymentProvider,
  type ProviderEvents,
  type SubscriptionSnapshot,
} from './payment-provider.js';

export type CreditOutcome = 'credited' | 'already_credited' | 'not_succeeded' | 'unknown' | 'mismatch';

/** A user's payments that payment-success looks at when the client names none. */
const RECENT_PAYMENT_WINDOW_MS = 7 * 24 * 3600 * 1000;
/** An unpaid payment intent younger than this is offered again instead of creating another. */
const REUSE_INTENT_WINDOW_MS = 3600 * 1000;

export class PaymentsService {
  /** Subscription creation runs one at a time per user, so two tabs cannot subscribe twice. */
  private readonly userLocks = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly log: FastifyBaseLogger,
  ) {}

  get providerName() {
    return this.provider.name;
  }

  /**
   * The provider's own reports as the test-mode provider delivers them (Stripe's arrive as
   * webhooks). A failure here must not undo the provider's action: payment-success and the
   * next refresh repair whatever was missed.
   */
  readonly events: ProviderEvents = {
    paymentIntentSucceeded: (id) => this.reportSafely('payment intent succeeded', () => this.creditPurchase(id)),
    subscriptionChanged: (subscription) => this.reportSafely('subscription changed', () => this.syncSubscription(subscription)),
    invoicePaid: (invoice) => this.reportSafely('invoice paid', () => this.recordInvoicePaid(invoice)),
  };

  private async reportSafely(what: string, fn: () => Promise<unknown>): Promise<void> {
    try {
      await fn();
    } catch (err) {
      this.log.error({ err }, `could not process provider event: ${what}`);
    }
  }

  async customerIdFor(userId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ customerId: paymentCustomers.customerId })
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, this.provider.name)));
    return row?.customerId ?? null;
  }

  async userIdForCustomer(customerId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ userId: paymentCustomers.userId })
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.customerId, customerId), eq(paymentCustomers.provider, this.provider.name)));
    return row?.userId ?? null;
  }

  async ensureCustomer(user: AuthenticatedUser): Promise<string> {
    const existing = await this.customerIdFor(user.id);
    if (existing) return existing;
    const created = await this.provider.createCustomer({ userId: user.id, email: user.email });
    await this.db
      .insert(paymentCustomers)
      .values({ userId: user.id, provider: this.provider.name, customerId: created.id })
      .onConflictDoNothing();
    // A concurrent request may have won: everyone uses the stored one.
    return (await this.customerIdFor(user.id)) ?? created.id;
  }

  /** POST /api/create-payment-intent: one project, $7.00, priced here and nowhere else. */
  async createPaymentIntent(user: AuthenticatedUser): Promise<PaymentIntentResponse> {
    // A subscriber's projects are all covered: a credit would be money for nothing.
    if (await this.activeSubscription(user.id)) {
      throw new HttpError(409, 'Your Unlimited Access plan already covers every new project, so a project credit is not needed.', 'credit_not_needed');
    }
    const { priceCents, currency } = plans.oneTime;
    const customerId = await this.ensureCustomer(user);
    const reusable = await this.reusableIntent(user.id);
    if (reusable) return reusable;
    const intent = await this.provider.createPaymentIntent({
      amountCents: priceCents,
      currency,
      customerId,
      metadata: { userId: user.id, purpose: 'project_credit' },
      idempotencyKey: `payment-intent-${randomUUID()}`,
    });
    if (!intent.clientSecret) throw new PaymentProviderError('The payment provider returned no client secret');
    await this.db.insert(payments).values({
      userId: user.id,
      provider: this.provider.name,
      providerPaymentId: intent.id,
      kind: 'project_credit',
      amountCents: priceCents,
      currency,
      status: 'created',
    });
    return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: priceCents, currency };
  }

  /** Reloading /checkout offers the same unpaid intent again rather than piling up new ones. */
  private async reusableIntent(userId: string): Promise<PaymentIntentResponse | null> {
    const [recent] = await this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          eq(payments.provider, this.provider.name),
          eq(payments.kind, 'project_credit'),
          eq(payments.status, 'created'),
          gt(payments.createdAt, new Date(Date.now() - REUSE_INTENT_WINDOW_MS)),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (!recent) return null;
    const intent = await this.provider.retrievePaymentIntent(recent.providerPaymentId);
    if (!intent || intent.status !== 'requires_payment_method' || !intent.clientSecret) return null;
    if (intent.amountCents !== recent.amountCents || intent.currency !== recent.currency) return null;
    return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: intent.amountCents, currency: intent.currency };
  }

  /**
   * Grants the one credit of a one-time payment, if the provider confirms it succeeded for the
   * amount we asked, for the user we created it for. Safe to call any number of times, concurrently.
   */
  async creditPurchase(paymentIntentId: string, forUserId?: string): Promise<CreditOutcome> {
    const [payment] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, this.provider.name), eq(payments.providerPaymentId, paymentIntentId), eq(payments.kind, 'project_credit')));
    if (!payment || (forUserId !== undefined && payment.userId !== forUserId)) return 'unknown';
    if (await this.wasCredited(paymentIntentId)) return 'already_credited';
    const intent = await this.provider.retrievePaymentIntent(paymentIntentId);
    if (!intent) return 'unknown';
    if (intent.status !== 'succeeded') {
      if (intent.status !== payment.status && intent.status === 'canceled') {
        await this.db.update(payments).set({ status: 'canceled', updatedAt: new Date() }).where(eq(payments.id, payment.id));
      }
      return 'not_succeeded';
    }
    if (intent.amountCents !== payment.amountCents || intent.currency !== payment.currency || intent.metadata.userId !== payment.userId) {
      this.log.error({ paymentIntentId }, 'payment intent does not match what we created: no credit granted');
      return 'mismatch';
    }
    const credited = await this.db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ status: 'succeeded', succeededAt: payment.succeededAt ?? new Date(), updatedAt: new Date() })
        .where(eq(payments.id, payment.id));
      return recordCredit(tx, { userId: payment.userId, delta: 1, reason: 'purchase', reference: paymentIntentId });
    });
    if (credited) this.log.info({ paymentIntentId, userId: payment.userId }, 'project credit purchased');
    return credited ? 'credited' : 'already_credited';
  }

  private async wasCredited(paymentIntentId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .where(and(eq(creditLedger.reason, 'purchase'), eq(creditLedger.reference, paymentIntentId)));
    return rows.length > 0;
  }

  /** POST /api/payment-success: the browser says it paid; we believe the provider only. */
  async paymentSuccess(user: AuthenticatedUser, input: PaymentSuccessInput): Promise<{ credited: number; eligibility: Eligibility }> {
    if (input.type === 'subscription') {
      await this.syncUserSubscriptions(user.id);
      const eligibility = await getEligibility(this.db, user.id);
      if (!eligibility.hasSubscription) {
        throw new HttpError(409, 'No active subscription was found for your account.', 'subscription_not_active');
      }
      return { credited: 0, eligibility };
    }
    const conditions = [eq(payments.userId, user.id), eq(payments.provider, this.provider.name), eq(payments.kind, 'project_credit')];
    if (input.paymentIntentId) conditions.push(eq(payments.providerPaymentId, input.paymentIntentId));
    else conditions.push(gt(payments.createdAt, new Date(Date.now() - RECENT_PAYMENT_WINDOW_MS)));
    const candidates = await this.db
      .select({ id: payments.providerPaymentId })
      .from(payments)
      .where(and(...conditions))
      .orderBy(desc(payments.createdAt))
      .limit(20);
    // Another user's payment id looks exactly like one that does not exist.
    if (input.paymentIntentId && candidates.length === 0) throw notFound('Payment not found', 'payment_not_found');
    let credited = 0;
    let paid = 0;
    for (const candidate of candidates) {
      const outcome = await this.creditPurchase(candidate.id, user.id);
      if (outcome === 'credited') credited++;
      if (outcome === 'credited' || outcome === 'already_credited') paid++;
    }
    if (paid === 0) throw new HttpError(409, 'No successful payment was found for your account.', 'payment_not_succeeded');
    return { credited, eligibility: await getEligibility(this.db, user.id) };
  }

  /** POST /api/create-subscription: a setup intent that saves a card for the monthly plan. */
  async startSubscription(user: AuthenticatedUser): Promise<SubscriptionSetupResponse> {
    if (await this.activeSubscription(user.id)) {
      throw new HttpError(409, 'You already have an active Unlimited Access plan.', 'already_subscribed');
    }
    const customerId = await this.ensureCustomer(user);
    const setup = await this.provider.createSetupIntent({ customerId, metadata: { userId: user.id, purpose: 'subscription' } });
    return { clientSecret: setup.clientSecret, setupIntentId: setup.id, customerId, priceId: this.provider.subscriptionPriceId };
  }

  /** POST /api/complete-subscription: only our price, only this user's customer and saved card. */
  async completeSubscription(
    user: AuthenticatedUser,
    input: { setupIntentId: string; customerId: string; priceId: string },
  ): Promise<{ subscriptionId: string; status: string; currentPeriodEnd: string | null; eligibility: Eligibility }> {
    return this.oneAtATime(user.id, async () => {
      const customerId = await this.customerIdFor(user.id);
      if (!customerId || customerId !== input.customerId) {
        throw new HttpError(403, 'This payment customer does not belong to your account.', 'customer_mismatch');
      }
      if (input.priceId !== this.provider.subscriptionPriceId) {
        throw new HttpError(400, 'priceId: this is not the price of the Unlimited Access plan.', 'unknown_price');
      }
      const setup = await this.provider.retrieveSetupIntent(input.setupIntentId);
      if (!setup || setup.customerId !== customerId || setup.metadata.userId !== user.id) {
        throw notFound('Payment method setup not found', 'setup_intent_not_found');
      }
      if (setup.status !== 'succeeded' || !setup.paymentMethodId) {
        throw new HttpError(409, 'Your payment method has not been set up yet.', 'setup_not_succeeded');
      }
      const idempotencyKey = `subscription-${setup.id}`;
      const active = await this.activeSubscription(user.id);
      if (active) {
        // A repeated call for the subscription this setup created is answered again; any other is refused.
        const snapshot = await this.provider.retrieveSubscription(active.providerSubscriptionId);
        if (snapshot?.metadata.setupIntentId !== setup.id) {
          throw new HttpError(409, 'You already have an active Unlimited Access plan.', 'already_subscribed');
        }
        return this.subscriptionResult(user.id, snapshot);
      }
      const subscription = await this.provider.createSubscription({
        customerId,
        priceId: this.provider.subscriptionPriceId,
        paymentMethodId: setup.paymentMethodId,
        metadata: { userId: user.id, setupIntentId: setup.id },
        idempotencyKey,
      });
      await this.syncSubscription(subscription);
      this.log.info({ userId: user.id, subscriptionId: subscription.id }, 'subscription created');
      return this.subscriptionResult(user.id, subscription);
    });
  }

  private async subscriptionResult(userId: string, subscription: SubscriptionSnapshot) {
    return {
      subscriptionId: subscription.id,
      status: subscription.status,
      currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
      eligibility: await getEligibility(this.db, userId),
    };
  }

  /** Mirrors the provider's view of one subscription into `subscriptions` (what eligibility reads). */
  async syncSubscription(subscription: SubscriptionSnapshot): Promise<void> {
    if (subscription.priceId !== this.provider.subscriptionPriceId) return; // not our plan
    const userId = await this.userIdForCustomer(subscription.customerId);
    if (!userId) {
      this.log.warn({ subscriptionId: subscription.id }, 'subscription of an unknown customer ignored');
      return;
    }
    // A cancelled subscription gives access until it actually ended, and not one second longer.
    const accessEnds = subscription.status === 'canceled' ? (subscription.endedAt ?? subscription.currentPeriodEnd) : subscription.currentPeriodEnd;
    const values = {
      status: subscription.status,
      currentPeriodEnd: accessEnds,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      priceId: subscription.priceId,
      providerCustomerId: subscription.customerId,
      updatedAt: new Date(),
    };
    await this.db
      .insert(subscriptions)
      .values({ userId, provider: this.provider.name, providerSubscriptionId: subscription.id, ...values })
      .onConflictDoUpdate({ target: subscriptions.providerSubscriptionId, set: values });
  }

  /** A paid subscription invoice appears in the user's purchase history. */
  async recordInvoicePaid(invoice: InvoiceSnapshot): Promise<void> {
    if (!invoice.subscriptionId || !invoice.id) return;
    const userId = await this.userIdForCustomer(invoice.customerId);
    if (!userId) return;
    await this.db
      .insert(payments)
      .values({
        userId,
        provider: this.provider.name,
        providerPaymentId: invoice.id,
        kind: 'subscription_invoice',
        amountCents: invoice.amountPaidCents,
        currency: invoice.currency,
        status: 'succeeded',
        succeededAt: invoice.paidAt ?? new Date(),
      })
      .onConflictDoNothing();
  }

  /** Re-reads the user's subscriptions from the provider; on a provider outage the mirror stands. */
  async syncUserSubscriptions(userId: string): Promise<void> {
    const customerId = await this.customerIdFor(userId);
    if (!customerId) return;
    try {
      for (const subscription of await this.provider.listSubscriptions(customerId)) await this.syncSubscription(subscription);
    } catch (err) {
      if (!(err instanceof PaymentProviderError)) throw err;
      this.log.warn({ err, userId }, 'could not refresh subscriptions from the payment provider');
    }
  }

  /** The user's subscription that gives access now (of the configured provider), if any. */
  async activeSubscription(userId: string) {
    const rows = await this.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.provider, this.provider.name)))
      .orderBy(desc(subscriptions.updatedAt));
    return rows.find((s) => isSubscriptionActive(s.status, s.currentPeriodEnd)) ?? null;
  }

  /** Test mode, or Stripe directly: stop (or keep) renewing at the end of the paid period. */
  async setCancelAtPeriodEnd(user: AuthenticatedUser, cancel: boolean): Promise<void> {
    const active = await this.activeSubscription(user.id);
    if (!active) throw notFound('You have no active subscription.', 'no_subscription');
    if (active.status === 'canceled') throw new HttpError(409, 'This subscription has already ended.', 'subscription_ended');
    const updated = await this.provider.setCancelAtPeriodEnd(active.providerSubscriptionId, cancel);
    await this.syncSubscription(updated);
    this.log.info({ userId: user.id, subscriptionId: active.providerSubscriptionId, cancel }, 'subscription cancel-at-period-end changed');
  }

  /** Stripe's hosted billing portal; with `cancel`, straight to cancelling the current plan. */
  async portalSession(user: AuthenticatedUser, opts: { returnUrl: string; cancel: boolean }): Promise<{ url: string }> {
    if (!this.provider.createPortalSession) {
      throw new HttpError(400, 'The billing portal is only available with Stripe payments.', 'portal_unavailable');
    }
    const customerId = await this.customerIdFor(user.id);
    if (!customerId) throw notFound('You have no billing account yet.', 'no_customer');
    const active = opts.cancel ? await this.activeSubscription(user.id) : null;
    if (opts.cancel && !active) throw notFound('You have no active subscription.', 'no_subscription');
    return this.provider.createPortalSession({ customerId, returnUrl: opts.returnUrl, cancelSubscriptionId: active?.providerSubscriptionId });
  }

  async succeededPayments(userId: string, limit = 50) {
    return this.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, 'succeeded')))
      .orderBy(desc(payments.succeededAt), desc(payments.id))
      .limit(limit);
  }

  private async oneAtATime<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.userLocks.get(key) ?? Promise.resolve();
    const run = previous.catch(() => {}).then(fn);
    this.userLocks.set(key, run);
    try {
      return await run;
    } finally {
      if (this.userLocks.get(key) === run) this.userLocks.delete(key);
    }
  }
}
