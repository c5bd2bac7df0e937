// The built-in test-mode provider: Stripe's objects (customers, payment and setup intents,
// payment methods, subscriptions) kept in our own database and confirmed by our card form.
// It never touches money. Like Stripe, it reports what happens on its own (a payment
// succeeding, a renewal, a lapse) through ProviderEvents, the test-mode twin of webhooks.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { testCardSchema } from '../../../shared/payments.js';
import type { Db } from '../../db/client.js';
import {
  testModeCustomers,
  testModePaymentIntents,
  testModePaymentMethods,
  testModeSetupIntents,
  testModeSubscriptions,
} from '../../db/tables/payments.js';
import {
  PaymentDeclinedError,
  type PaymentIntentSnapshot,
  type PaymentProvider,
  type ProviderEvents,
  type SetupIntentSnapshot,
  type SubscriptionSnapshot,
} from './payment-provider.js';
import { checkTestCard, testCards, type TestCardBehavior } from './test-cards.js';

export const TEST_MODE_PRICE_ID = 'price_test_unlimited_monthly';
export const TEST_MODE_PRICE_CENTS = 4900;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function randomId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `${prefix}_test_${out}`;
}

/** One calendar month later (Stripe's monthly billing anchor, clamped to the month's end). */
export function addMonth(date: Date): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

type TestCardInput = z.output<typeof testCardSchema>;
type CardFailure = { code: string; declineCode?: string; message: string };
type SubscriptionRow = typeof testModeSubscriptions.$inferSelect;

export type ConfirmResult = { status: 'succeeded'; id: string };

export class TestModeProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly subscriptionPriceId = TEST_MODE_PRICE_ID;

  constructor(
    private readonly db: Db,
    private readonly events: ProviderEvents,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async createCustomer(input: { userId: string; email: string | null }): Promise<{ id: string }> {
    const id = randomId('cus');
    await this.db.insert(testModeCustomers).values({ id, email: input.email, metadata: { userId: input.userId } });
    return { id };
  }

  async createPaymentIntent(input: {
    amountCents: number;
    currency: string;
    customerId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<PaymentIntentSnapshot> {
    const id = randomId('pi');
    const [row] = await this.db
      .insert(testModePaymentIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomId('s', 20).slice(7)}`,
        amount: input.amountCents,
        currency: input.currency,
        customerId: input.customerId,
        metadata: input.metadata,
        status: 'requires_payment_method',
      })
      .returning();
    return toPaymentIntent(row!);
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentSnapshot | null> {
    const [row] = await this.db.select().from(testModePaymentIntents).where(eq(testModePaymentIntents.id, id));
    return row ? toPaymentIntent(row) : null;
  }

  async findPaymentIntentBySecret(clientSecret: string): Promise<PaymentIntentSnapshot | null> {
    const [row] = await this.db.select().from(testModePaymentIntents).where(eq(testModePaymentIntents.clientSecret, clientSecret));
    return row ? toPaymentIntent(row) : null;
  }

  /** Our card form's "stripe.confirmPayment": charges a test card once; a decline leaves the intent payable. */
  async confirmPaymentIntent(clientSecret: string, card: TestCardInput): Promise<ConfirmResult> {
    const [intent] = await this.db.select().from(testModePaymentIntents).where(eq(testModePaymentIntents.clientSecret, clientSecret));
    if (!intent) throw new PaymentDeclinedError('No such payment intent.', 'resource_missing');
    if (intent.status === 'succeeded') {
      throw new PaymentDeclinedError('This payment has already been completed.', 'payment_intent_unexpected_state');
    }
    if (intent.status === 'canceled') throw new PaymentDeclinedError('This payment was canceled.', 'payment_intent_unexpected_state');
    const check = checkTestCard(card, this.now());
    const failure: CardFailure | null = check.ok ? chargeFailure(check.card.behavior) : check;
    if (failure || !check.ok) {
      const f: CardFailure = failure ?? { code: 'card_declined', message: 'Your card was declined.' };
      await this.db
        .update(testModePaymentIntents)
        .set({ status: 'requires_payment_method', lastErrorCode: f.declineCode ?? f.code, lastErrorMessage: f.message, updatedAt: this.now() })
        .where(eq(testModePaymentIntents.id, intent.id));
      throw new PaymentDeclinedError(f.message, f.code, f.declineCode);
    }
    const pm = await this.savePaymentMethod(null, check);
    // Only one confirmation can move the intent to succeeded (a double-submit charges once).
    const updated = await this.db
      .update(testModePaymentIntents)
      .set({ status: 'succeeded', paymentMethodId: pm, lastErrorCode: null, lastErrorMessage: null, updatedAt: this.now() })
      .where(and(eq(testModePaymentIntents.id, intent.id), inArray(testModePaymentIntents.status, ['requires_payment_method', 'requires_confirmation'])))
      .returning({ id: testModePaymentIntents.id });
    if (updated.length === 0) throw new PaymentDeclinedError('This payment has already been completed.', 'payment_intent_unexpected_state');
    await this.events.paymentIntentSucceeded(intent.id);
    return { status: 'succeeded', id: intent.id };
  }

  async createSetupIntent(input: { customerId: string; metadata: Record<string, string> }): Promise<{ id: string; clientSecret: string }> {
    const id = randomId('seti');
    const clientSecret = `${id}_secret_${randomId('s', 20).slice(7)}`;
    await this.db.insert(testModeSetupIntents).values({ id, clientSecret, customerId: input.customerId, metadata: input.metadata, status: 'requires_payment_method' });
    return { id, clientSecret };
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntentSnapshot | null> {
    const [row] = await this.db.select().from(testModeSetupIntents).where(eq(testModeSetupIntents.id, id));
    return row ? toSetupIntent(row) : null;
  }

  async findSetupIntentBySecret(clientSecret: string): Promise<SetupIntentSnapshot | null> {
    const [row] = await this.db.select().from(testModeSetupIntents).where(eq(testModeSetupIntents.clientSecret, clientSecret));
    return row ? toSetupIntent(row) : null;
  }

  /** Our card form's "stripe.confirmSetup": saves a test card for later charges without charging it. */
  async confirmSetupIntent(clientSecret: string, card: TestCardInput): Promise<ConfirmResult> {
    const [intent] = await this.db.select().from(testModeSetupIntents).where(eq(testModeSetupIntents.clientSecret, clientSecret));
    if (!intent) throw new PaymentDeclinedError('No such setup intent.', 'resource_missing');
    if (intent.status === 'succeeded') return { status: 'succeeded', id: intent.id };
    const check = checkTestCard(card, this.now());
    // Like Stripe, saving 4000 0000 0000 0341 works; its charges fail later.
    const failure: CardFailure | null = check.ok ? (check.card.behavior.kind === 'declined' ? check.card.behavior : null) : check;
    if (failure || !check.ok) {
      const f: CardFailure = failure ?? { code: 'card_declined', message: 'Your card was declined.' };
      await this.db
        .update(testModeSetupIntents)
        .set({ lastErrorCode: f.declineCode ?? f.code, lastErrorMessage: f.message, updatedAt: this.now() })
        .where(eq(testModeSetupIntents.id, intent.id));
      throw new PaymentDeclinedError(f.message, f.code, f.declineCode);
    }
    const pm = await this.savePaymentMethod(intent.customerId, check);
    await this.db
      .update(testModeSetupIntents)
      .set({ status: 'succeeded', paymentMethodId: pm, lastErrorCode: null, lastErrorMessage: null, updatedAt: this.now() })
      .where(eq(testModeSetupIntents.id, intent.id));
    return { status: 'succeeded', id: intent.id };
  }

  async createSubscription(input: {
    customerId: string;
    priceId: string;
    paymentMethodId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<SubscriptionSnapshot> {
    const [existing] = await this.db.select().from(testModeSubscriptions).where(eq(testModeSubscriptions.idempotencyKey, input.idempotencyKey));
    if (existing) return toSubscription(existing);
    if (input.priceId !== TEST_MODE_PRICE_ID) throw new PaymentDeclinedError(`No such price: '${input.priceId}'`, 'resource_missing');
    const [pm] = await this.db.select().from(testModePaymentMethods).where(eq(testModePaymentMethods.id, input.paymentMethodId));
    if (!pm || pm.customerId !== input.customerId) {
      throw new PaymentDeclinedError('The payment method does not belong to this customer.', 'resource_missing');
    }
    // The first period is charged at once (Stripe's payment_behavior=error_if_incomplete).
    const failure = chargeOutcome(pm.testCard);
    if (failure) throw new PaymentDeclinedError(failure.message, failure.code, failure.declineCode);
    const start = this.now();
    const id = randomId('sub');
    const [row] = await this.db
      .insert(testModeSubscriptions)
      .values({
        id,
        customerId: input.customerId,
        priceId: input.priceId,
        status: 'active',
        defaultPaymentMethod: pm.id,
        currentPeriodStart: start,
        currentPeriodEnd: addMonth(start),
        idempotencyKey: input.idempotencyKey,
        metadata: input.metadata,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      // A concurrent call with the same key won the insert: return what it created.
      const [winner] = await this.db.select().from(testModeSubscriptions).where(eq(testModeSubscriptions.idempotencyKey, input.idempotencyKey));
      return toSubscription(winner!);
    }
    const snapshot = toSubscription(row);
    await this.events.invoicePaid({
      id: randomId('in'),
      customerId: row.customerId,
      subscriptionId: row.id,
      amountPaidCents: TEST_MODE_PRICE_CENTS,
      currency: 'usd',
      status: 'paid',
      paidAt: start,
    });
    await this.events.subscriptionChanged(snapshot);
    return snapshot;
  }

  async retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null> {
    const [row] = await this.db.select().from(testModeSubscriptions).where(eq(testModeSubscriptions.id, id));
    if (!row) return null;
    await this.advance([row]);
    const [fresh] = await this.db.select().from(testModeSubscriptions).where(eq(testModeSubscriptions.id, id));
    return toSubscription(fresh!);
  }

  async listSubscriptions(customerId: string): Promise<SubscriptionSnapshot[]> {
    const due = await this.db
      .select()
      .from(testModeSubscriptions)
      .where(and(eq(testModeSubscriptions.customerId, customerId), eq(testModeSubscriptions.status, 'active'), lte(testModeSubscriptions.currentPeriodEnd, this.now())));
    await this.advance(due);
    const rows = await this.db
      .select()
      .from(testModeSubscriptions)
      .where(eq(testModeSubscriptions.customerId, customerId))
      .orderBy(asc(testModeSubscriptions.createdAt));
    return rows.map(toSubscription);
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionSnapshot> {
    const current = await this.retrieveSubscription(id);
    if (!current) throw new PaymentDeclinedError(`No such subscription: '${id}'`, 'resource_missing');
    if (current.status === 'canceled') throw new PaymentDeclinedError('This subscription has already ended.', 'subscription_canceled');
    const [row] = await this.db
      .update(testModeSubscriptions)
      .set({ cancelAtPeriodEnd: cancel, canceledAt: cancel ? this.now() : null, updatedAt: this.now() })
      .where(eq(testModeSubscriptions.id, id))
      .returning();
    const snapshot = toSubscription(row!);
    await this.events.subscriptionChanged(snapshot);
    return snapshot;
  }

  /** The renewal clock: every subscription whose period has ended renews, lapses or ends. */
  async processDueSubscriptions(): Promise<number> {
    const due = await this.db
      .select()
      .from(testModeSubscriptions)
      .where(and(eq(testModeSubscriptions.status, 'active'), lte(testModeSubscriptions.currentPeriodEnd, this.now())));
    await this.advance(due);
    return due.length;
  }

  private async advance(rows: SubscriptionRow[]): Promise<void> {
    for (const row of rows) await this.advanceOne(row);
  }

  /** Moves one subscription through every period that has ended since, like Stripe's billing clock. */
  private async advanceOne(initial: SubscriptionRow): Promise<void> {
    let row = initial;
    const now = this.now();
    while (row.status === 'active' && row.currentPeriodEnd.getTime() <= now.getTime()) {
      const periodEnd = row.currentPeriodEnd;
      let next: Partial<SubscriptionRow>;
      let paid = false;
      if (row.cancelAtPeriodEnd) {
        next = { status: 'canceled', endedAt: periodEnd };
      } else {
        const [pm] = await this.db.select().from(testModePaymentMethods).where(eq(testModePaymentMethods.id, row.defaultPaymentMethod));
        const failure = pm ? chargeOutcome(pm.testCard) : { message: 'No payment method', code: 'card_declined' };
        if (failure) next = { status: 'past_due' };
        else {
          next = { currentPeriodStart: periodEnd, currentPeriodEnd: addMonth(periodEnd) };
          paid = true;
        }
      }
      // Conditional on the period we read, so two sweeps never renew one period twice.
      const [updated] = await this.db
        .update(testModeSubscriptions)
        .set({ ...next, updatedAt: now })
        .where(and(eq(testModeSubscriptions.id, row.id), eq(testModeSubscriptions.status, 'active'), eq(testModeSubscriptions.currentPeriodEnd, periodEnd)))
        .returning();
      if (!updated) return;
      if (paid) {
        await this.events.invoicePaid({
          id: randomId('in'),
          customerId: updated.customerId,
          subscriptionId: updated.id,
          amountPaidCents: TEST_MODE_PRICE_CENTS,
          currency: 'usd',
          status: 'paid',
          paidAt: periodEnd,
        });
      }
      await this.events.subscriptionChanged(toSubscription(updated));
      row = updated;
    }
  }

  private async savePaymentMethod(customerId: string | null, check: Extract<ReturnType<typeof checkTestCard>, { ok: true }>): Promise<string> {
    const id = randomId('pm');
    await this.db.insert(testModePaymentMethods).values({
      id,
      customerId,
      brand: check.card.brand,
      last4: check.last4,
      expMonth: check.expMonth,
      expYear: check.expYear,
      testCard: check.card.number,
    });
    return id;
  }
}

function chargeFailure(behavior: TestCardBehavior): CardFailure | null {
  return behavior.kind === 'succeeds' ? null : behavior;
}

/** What charging a saved test card does now. */
function chargeOutcome(testCardNumber: string): CardFailure | null {
  const card = testCards.find((c) => c.number === testCardNumber);
  if (!card) return { code: 'card_declined', message: 'Your card was declined.' };
  return chargeFailure(card.behavior);
}

function toPaymentIntent(row: typeof testModePaymentIntents.$inferSelect): PaymentIntentSnapshot {
  return {
    id: row.id,
    status: row.status,
    clientSecret: row.clientSecret,
    amountCents: row.amount,
    currency: row.currency,
    customerId: row.customerId,
    metadata: row.metadata,
    lastErrorMessage: row.lastErrorMessage,
  };
}

function toSetupIntent(row: typeof testModeSetupIntents.$inferSelect): SetupIntentSnapshot {
  return { id: row.id, status: row.status, customerId: row.customerId, paymentMethodId: row.paymentMethodId, metadata: row.metadata };
}

function toSubscription(row: SubscriptionRow): SubscriptionSnapshot {
  return {
    id: row.id,
    customerId: row.customerId,
    priceId: row.priceId,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    endedAt: row.endedAt,
    metadata: row.metadata,
  };
}
