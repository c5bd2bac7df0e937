// The one payment-provider interface. Two implementations, chosen by configuration:
// StripeProvider (real money, the `stripe` SDK) and TestModeProvider (our database, Stripe's
// published test cards, never any money). Everything above this file is provider-agnostic.

export type PaymentIntentSnapshot = {
  id: string;
  /** Stripe's vocabulary: requires_payment_method, requires_action, processing, succeeded, canceled… */
  status: string;
  clientSecret: string | null;
  amountCents: number;
  currency: string;
  customerId: string | null;
  metadata: Record<string, string>;
  lastErrorMessage: string | null;
};

export type SetupIntentSnapshot = {
  id: string;
  status: string;
  customerId: string | null;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
};

export type SubscriptionSnapshot = {
  id: string;
  customerId: string;
  priceId: string | null;
  /** active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused */
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When a cancelled subscription actually ended (access stops then). */
  endedAt: Date | null;
  metadata: Record<string, string>;
};

export type InvoiceSnapshot = {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  amountPaidCents: number;
  currency: string;
  status: string;
  paidAt: Date | null;
};

/** The card was refused: shown to the user as the provider worded it. */
export class PaymentDeclinedError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly declineCode?: string,
  ) {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

/** The provider could not be reached or refused our credentials: not the user's fault. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'test';
  /** The recurring price of the Unlimited Access plan. */
  readonly subscriptionPriceId: string;

  createCustomer(input: { userId: string; email: string | null }): Promise<{ id: string }>;

  createPaymentIntent(input: {
    amountCents: number;
    currency: string;
    customerId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<PaymentIntentSnapshot>;
  /** Null when the provider has no such payment intent. */
  retrievePaymentIntent(id: string): Promise<PaymentIntentSnapshot | null>;

  createSetupIntent(input: { customerId: string; metadata: Record<string, string> }): Promise<{ id: string; clientSecret: string }>;
  retrieveSetupIntent(id: string): Promise<SetupIntentSnapshot | null>;

  /** Charges the first period at once; throws PaymentDeclinedError when that payment fails. */
  createSubscription(input: {
    customerId: string;
    priceId: string;
    paymentMethodId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<SubscriptionSnapshot>;
  retrieveSubscription(id: string): Promise<SubscriptionSnapshot | null>;
  /** Every subscription of the customer, as the provider sees it now. */
  listSubscriptions(customerId: string): Promise<SubscriptionSnapshot[]>;
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionSnapshot>;

  /** Stripe's hosted billing portal (cards, invoices, cancellation); absent in test mode. */
  createPortalSession?(input: { customerId: string; returnUrl: string; cancelSubscriptionId?: string }): Promise<{ url: string }>;
}

/** What a provider reports on its own, like Stripe's webhooks. The test-mode provider calls these directly. */
export type ProviderEvents = {
  paymentIntentSucceeded(paymentIntentId: string): Promise<void>;
  subscriptionChanged(subscription: SubscriptionSnapshot): Promise<void>;
  invoicePaid(invoice: InvoiceSnapshot): Promise<void>;
};
