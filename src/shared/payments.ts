// Plans, prices and the payment API's request/response shapes (spec sections 2, 3, 7 and 9).
// The server owns every amount: the client may only echo the spec's `amount: 7`.
import { z } from 'zod';

export const plans = {
  oneTime: { name: 'One-Time Project', priceCents: 700, currency: 'usd', per: 'project' },
  unlimited: { name: 'Unlimited Access', priceCents: 4900, currency: 'usd', per: 'month' },
} as const;

/** What the spec's client sends as `amount` for one project, in dollars. */
export const ONE_TIME_AMOUNT_DOLLARS = 7;
/** Spec section 9: after a successful payment the app moves on after one second. */
export const PAYMENT_REDIRECT_DELAY_MS = 1000;

export function formatUsd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export const createPaymentIntentInputSchema = z.object({
  amount: z
    .number({ error: 'amount must be a number' })
    .refine((v) => v === ONE_TIME_AMOUNT_DOLLARS, `A project costs $${ONE_TIME_AMOUNT_DOLLARS}.00; the server sets the amount`)
    .optional(),
});

export const paymentSuccessInputSchema = z.object({
  type: z.enum(['credit', 'subscription'], { error: "type must be 'credit' or 'subscription'" }),
  /** The payment the client just confirmed; without it every recent payment of the caller is checked. */
  paymentIntentId: z.string().trim().min(1).max(255).optional(),
});
export type PaymentSuccessInput = z.infer<typeof paymentSuccessInputSchema>;

export const completeSubscriptionInputSchema = z.object({
  setupIntentId: z.string({ error: 'setupIntentId is required' }).trim().min(1, 'setupIntentId is required').max(255),
  customerId: z.string({ error: 'customerId is required' }).trim().min(1, 'customerId is required').max(255),
  priceId: z.string({ error: 'priceId is required' }).trim().min(1, 'priceId is required').max(255),
});

export type PaymentIntentResponse = { clientSecret: string; paymentIntentId: string; amount: number; currency: string };
export type SubscriptionSetupResponse = { clientSecret: string; setupIntentId: string; customerId: string; priceId: string };

/** The built-in test-mode provider's card form (never used with Stripe). */
export const testCardSchema = z.object({
  number: z
    .string({ error: 'Your card number is incomplete.' })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
  expMonth: z.number({ error: "Your card's expiration date is incomplete." }).int().min(1, "Your card's expiration month is invalid.").max(12, "Your card's expiration month is invalid."),
  expYear: z.number({ error: "Your card's expiration date is incomplete." }).int().min(0).max(9999),
  cvc: z.string({ error: "Your card's security code is incomplete." }).regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
});
export type TestCard = z.input<typeof testCardSchema>;

export const testConfirmInputSchema = z.object({
  clientSecret: z.string({ error: 'clientSecret is required' }).min(1, 'clientSecret is required').max(255),
  card: testCardSchema,
});

export type ProviderName = 'stripe' | 'test';

export type BillingPlan = {
  name: string;
  priceCents: number;
  status: string;
  active: boolean;
  cancelAtPeriodEnd: boolean;
  /** Renewal date, or the last day of access when cancelled. */
  currentPeriodEnd: string | null;
};

export type BillingPurchase = {
  id: string;
  kind: 'project_credit' | 'subscription_invoice';
  description: string;
  amountCents: number;
  currency: string;
  status: string;
  createdAt: string;
};

export type BillingLedgerEntry = { delta: number; reason: string; description: string; createdAt: string };

export type BillingSummary = {
  provider: ProviderName;
  canCreateProject: boolean;
  hasSubscription: boolean;
  credits: number;
  plan: BillingPlan | null;
  /** Stripe only: customers manage cards and cancellation in Stripe's billing portal. */
  portalAvailable: boolean;
  purchases: BillingPurchase[];
  ledger: BillingLedgerEntry[];
};
