// What each Stripe event means for us. Every handler re-reads the object from Stripe rather than
// trusting the event's copy, so late or out-of-order deliveries always leave the latest state.
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { PaymentsService } from './payments.service.js';
import { toInvoice, type StripeProvider } from './stripe-provider.js';

export const handledStripeEvents = [
  'payment_intent.succeeded',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;

export async function handleStripeEvent(
  event: Stripe.Event,
  ctx: { service: PaymentsService; provider: StripeProvider; log: FastifyBaseLogger },
): Promise<void> {
  const { service, provider, log } = ctx;
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const outcome = await service.creditPurchase(event.data.object.id);
      log.info({ eventId: event.id, paymentIntentId: event.data.object.id, outcome }, 'stripe payment_intent.succeeded');
      return;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = toInvoice(event.data.object);
      if (!invoice.subscriptionId) return;
      const subscription = await provider.retrieveSubscription(invoice.subscriptionId);
      if (!subscription || subscription.priceId !== provider.subscriptionPriceId) return;
      if (event.type === 'invoice.paid') await service.recordInvoicePaid(invoice);
      await service.syncSubscription(subscription);
      log.info({ eventId: event.id, subscriptionId: subscription.id, status: subscription.status }, `stripe ${event.type}`);
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const id = event.data.object.id;
      const subscription = await provider.retrieveSubscription(id);
      if (subscription) await service.syncSubscription(subscription);
      log.info({ eventId: event.id, subscriptionId: id, status: subscription?.status }, `stripe ${event.type}`);
      return;
    }
    default:
      // Other events are acknowledged so Stripe stops sending them.
      return;
  }
}
