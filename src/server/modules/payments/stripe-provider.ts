// Real payments through the official `stripe` SDK. Card details never reach our server: the
// browser confirms intents with Stripe Elements, and we only read back what Stripe says.
import Stripe from 'stripe';
import {
  PaymentDeclinedError,
  PaymentProviderError,
  type InvoiceSnapshot,
  type PaymentIntentSnapshot,
  type PaymentProvider,
  type SetupIntentSnapshot,
  type SubscriptionSnapshot,
} from './payment-provider.js';

export type StripeProviderOptions = {
  secretKey: string;
  priceId: string;
  webhookSecret: string;
  /** Another API base (stripe-mock, the tests' loopback fake); unset means api.stripe.com. */
  apiBase?: string;
};

export function createStripeClient(opts: { secretKey: string; apiBase?: string }): Stripe {
  const base = opts.apiBase ? new URL(opts.apiBase) : null;
  return new Stripe(opts.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Stackwise' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly subscriptionPriceId: string;
  readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(opts: StripeProviderOptions) {
    this.stripe = createStripeClient(opts);
    this.subscriptionPriceId = opts.priceId;
    this.webhookSecret = opts.webhookSecret;
  }

  async createCustomer(input: { userId: string; email: string | null }): Promise<{ id: string }> {
    const customer = await call(() =>
      this.stripe.customers.create(
        { ...(input.email ? { email: input.email } : {}), metadata: { userId: input.userId } },
        // A retried or concurrent first purchase must not create a second customer.
        { idempotencyKey: `customer-${input.userId}` },
      ),
    );
    return { id: customer.id };
  }

  async createPaymentIntent(input: {
    amountCents: number;
    currency: string;
    customerId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<PaymentIntentSnapshot> {
    const intent = await call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          customer: input.customerId,
          // Cards only: they confirm in place (3-D Secure in a modal), never by leaving the page.
          allowed_payment_method_types: ['card'],
          metadata: input.metadata,
          description: 'Stackwise: one project credit',
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return toPaymentIntent(intent);
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentSnapshot | null> {
    const intent = await call(() => this.stripe.paymentIntents.retrieve(id), { missingIsNull: true });
    return intent ? toPaymentIntent(intent) : null;
  }

  async createSetupIntent(input: { customerId: string; metadata: Record<string, string> }): Promise<{ id: string; clientSecret: string }> {
    const intent = await call(() =>
      this.stripe.setupIntents.create({
        customer: input.customerId,
        allowed_payment_method_types: ['card'],
        usage: 'off_session',
        metadata: input.metadata,
      }),
    );
    if (!intent.client_secret) throw new PaymentProviderError('Stripe returned a setup intent without a client secret');
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async retrieveSetupIntent(id: string): Promise<SetupIntentSnapshot | null> {
    const intent = await call(() => this.stripe.setupIntents.retrieve(id), { missingIsNull: true });
    if (!intent) return null;
    return {
      id: intent.id,
      status: intent.status,
      customerId: idOf(intent.customer),
      paymentMethodId: idOf(intent.payment_method),
      metadata: intent.metadata ?? {},
    };
  }

  async createSubscription(input: {
    customerId: string;
    priceId: string;
    paymentMethodId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<SubscriptionSnapshot> {
    const subscription = await call(() =>
      this.stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [{ price: input.priceId }],
          default_payment_method: input.paymentMethodId,
          // The first month is charged now; if that fails, no subscription is created (402).
          payment_behavior: 'error_if_incomplete',
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return toSubscription(subscription);
  }

  async retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null> {
    const subscription = await call(() => this.stripe.subscriptions.retrieve(id), { missingIsNull: true });
    return subscription ? toSubscription(subscription) : null;
  }

  async listSubscriptions(customerId: string): Promise<SubscriptionSnapshot[]> {
    const page = await call(() => this.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 20 }));
    return page.data.map(toSubscription);
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionSnapshot> {
    const subscription = await call(() => this.stripe.subscriptions.update(id, { cancel_at_period_end: cancel }));
    return toSubscription(subscription);
  }

  async createPortalSession(input: { customerId: string; returnUrl: string; cancelSubscriptionId?: string }): Promise<{ url: string }> {
    const session = await call(() =>
      this.stripe.billingPortal.sessions.create({
        customer: input.customerId,
        return_url: input.returnUrl,
        ...(input.cancelSubscriptionId
          ? {
              flow_data: {
                type: 'subscription_cancel' as const,
                subscription_cancel: { subscription: input.cancelSubscriptionId },
                after_completion: { type: 'redirect' as const, redirect: { return_url: input.returnUrl } },
              },
            }
          : {}),
      }),
    );
    return { url: session.url };
  }

  /** Verifies the Stripe-Signature header over the exact bytes received; throws when it does not match. */
  constructEvent(rawBody: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
  }
}

/** Runs one SDK call, translating Stripe's errors into ours. */
async function call<T>(fn: () => Promise<T>, opts: { missingIsNull: true }): Promise<T | null>;
async function call<T>(fn: () => Promise<T>): Promise<T>;
async function call<T>(fn: () => Promise<T>, opts?: { missingIsNull?: boolean }): Promise<T | null> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError) {
      throw new PaymentDeclinedError(err.message, err.code ?? 'card_declined', err.decline_code);
    }
    if (err instanceof Stripe.errors.StripeInvalidRequestError) {
      if (opts?.missingIsNull && err.code === 'resource_missing') return null;
      // Our own request was wrong (e.g. an unknown price): an operator problem, not the user's.
      throw new PaymentProviderError(`Stripe refused the request: ${err.message}`, { cause: err });
    }
    if (err instanceof Stripe.errors.StripeError) {
      throw new PaymentProviderError(`Stripe is unavailable: ${err.message}`, { cause: err });
    }
    throw err;
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function toPaymentIntent(intent: Stripe.PaymentIntent): PaymentIntentSnapshot {
  return {
    id: intent.id,
    status: intent.status,
    clientSecret: intent.client_secret,
    amountCents: intent.amount,
    currency: intent.currency,
    customerId: idOf(intent.customer),
    metadata: intent.metadata ?? {},
    lastErrorMessage: intent.last_payment_error?.message ?? null,
  };
}

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

export function toSubscription(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const items = subscription.items?.data ?? [];
  // Since API 2025-03-31 the billing period lives on the items.
  const periodEnds = items.map((i) => i.current_period_end).filter((v): v is number => typeof v === 'number');
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    priceId: items[0]?.price?.id ?? null,
    status: subscription.status,
    currentPeriodEnd: periodEnds.length ? fromUnix(Math.max(...periodEnds)) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    endedAt: fromUnix(subscription.ended_at),
    metadata: subscription.metadata ?? {},
  };
}

export function toInvoice(invoice: Stripe.Invoice): InvoiceSnapshot {
  const subscription = invoice.parent?.subscription_details?.subscription ?? null;
  return {
    id: invoice.id ?? '',
    customerId: idOf(invoice.customer) ?? '',
    subscriptionId: idOf(subscription),
    amountPaidCents: invoice.amount_paid,
    currency: invoice.currency,
    status: invoice.status ?? 'unknown',
    paidAt: fromUnix(invoice.status_transitions?.paid_at),
  };
}
