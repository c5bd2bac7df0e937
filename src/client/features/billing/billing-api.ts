// The payment calls of spec section 7 and the billing view, in one place for both pages and
// the dashboard's account card. Amounts are the server's; the client only echoes `amount: 7`.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  ONE_TIME_AMOUNT_DOLLARS,
  type BillingSummary,
  type PaymentIntentResponse,
  type SubscriptionSetupResponse,
  type TestCard,
} from '../../../shared/payments.js';
import type { Eligibility } from '../../../shared/projects.js';
import { apiRequest } from '../../lib/api';

type UrlKey = readonly [string];
export const billingKey: UrlKey = ['/api/billing'];

/** Spec section 7 keys of what a payment changes (eligibility, users/me, projects stay the lead's). */
const affectedByPayment: UrlKey[] = [billingKey, ['/api/user/project-eligibility'], ['/api/users/me']];

export const billingQuery = () => queryOptions<BillingSummary, Error, BillingSummary, UrlKey>({ queryKey: billingKey, refetchOnMount: 'always' });

export const createPaymentIntent = () => apiRequest<PaymentIntentResponse>('POST', '/api/create-payment-intent', { amount: ONE_TIME_AMOUNT_DOLLARS });

export const reportPaymentSuccess = (body: { type: 'credit' | 'subscription'; paymentIntentId?: string }) =>
  apiRequest<{ credited: number; eligibility: Eligibility }>('POST', '/api/payment-success', body);

export const createSubscription = () => apiRequest<Partial<SubscriptionSetupResponse>>('POST', '/api/create-subscription');

export const completeSubscription = (body: { setupIntentId: string; customerId: string; priceId: string }) =>
  apiRequest<{ subscriptionId: string; status: string; currentPeriodEnd: string | null; eligibility: Eligibility }>('POST', '/api/complete-subscription', body);

/** Test mode's stand-ins for Stripe.js confirmPayment / confirmSetup. */
export const testConfirm = (mode: 'payment' | 'setup', body: { clientSecret: string; card: TestCard }) =>
  apiRequest<{ status: string; paymentIntentId?: string; setupIntentId?: string }>(
    'POST',
    mode === 'payment' ? '/api/test-mode/confirm-payment' : '/api/test-mode/confirm-setup',
    body,
  );

export const cancelAtPeriodEnd = () => apiRequest<BillingSummary>('POST', '/api/subscription/cancel');
export const resumeSubscription = () => apiRequest<BillingSummary>('POST', '/api/subscription/resume');
export const openPortal = (flow: 'manage' | 'cancel') => apiRequest<{ url: string }>('POST', '/api/billing/portal', { flow });

export async function refreshAfterPayment(queryClient: QueryClient): Promise<void> {
  await Promise.all(affectedByPayment.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
