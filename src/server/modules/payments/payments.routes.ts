// The payment calls of spec section 7, the billing view behind the dashboard's account card,
// the Stripe webhook and, in test mode, our card form's confirm endpoints.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  completeSubscriptionInputSchema,
  createPaymentIntentInputSchema,
  paymentSuccessInputSchema,
  testConfirmInputSchema,
} from '../../../shared/payments.js';
import type { Db } from '../../db/client.js';
import type { Env } from '../../env.js';
import { HttpError, notFound } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import { requireOwner, type WorkspaceCaller } from '../workspaces/require-workspace.js';
import { buildBillingSummary } from './billing-summary.js';
import { PaymentDeclinedError, PaymentProviderError, type PaymentProvider, type ProviderEvents } from './payment-provider.js';
import { paymentsConfigFrom } from './payments-config.js';
import { PaymentsService } from './payments.service.js';
import { handleStripeEvent } from './stripe-webhook.js';
import { StripeProvider } from './stripe-provider.js';
import { TestModeProvider } from './test-mode-provider.js';

/** How often test mode renews, lapses or ends subscriptions whose period is over. */
const TEST_MODE_BILLING_CLOCK_MS = 60_000;

const portalInputSchema = z.object({ flow: z.enum(['manage', 'cancel']).default('manage') });

export function registerPaymentRoutes(app: FastifyInstance, deps: { db: Db; env: Env }): void {
  const { db, env } = deps;
  const config = paymentsConfigFrom(env);
  // The test-mode provider reports events to the service, which needs the provider: forward lazily.
  const forward: ProviderEvents = {
    paymentIntentSucceeded: (id) => service.events.paymentIntentSucceeded(id),
    subscriptionChanged: (s) => service.events.subscriptionChanged(s),
    invoicePaid: (i) => service.events.invoicePaid(i),
  };
  const provider: PaymentProvider = config.provider === 'stripe' ? new StripeProvider(config) : new TestModeProvider(db, forward);
  const service = new PaymentsService(db, provider, app.log);

  if (provider instanceof TestModeProvider) {
    if (env.STRIPE_PUBLISHABLE_KEY) app.log.warn('STRIPE_PUBLISHABLE_KEY is set without STRIPE_SECRET_KEY: payments run in test mode');
    const timer = setInterval(() => {
      provider.processDueSubscriptions().catch((err: unknown) => app.log.error({ err }, 'test-mode billing clock failed'));
    }, TEST_MODE_BILLING_CLOCK_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  app.register(async (scope) => {
    scope.setErrorHandler(async (err) => {
      // Declines are the user's to fix (402 with the provider's words); outages are ours (502).
      if (err instanceof PaymentDeclinedError) {
        throw new HttpError(402, err.message, err.code, err.declineCode ? { declineCode: err.declineCode } : undefined);
      }
      if (err instanceof PaymentProviderError) {
        scope.log.error({ err }, 'payment provider error');
        throw new HttpError(502, 'The payment service is unavailable right now. Please try again in a moment.', 'payment_provider_unavailable');
      }
      throw err; // handled by the app's error handler
    });

    scope.post('/api/create-payment-intent', async (request) => {
      const user = billingAccount(await requireOwner(request, db, 'manage billing'));
      parseInput(createPaymentIntentInputSchema, request.body, 'body');
      return service.createPaymentIntent(user);
    });

    scope.post('/api/payment-success', async (request) => {
      const user = billingAccount(await requireOwner(request, db, 'manage billing'));
      const input = parseInput(paymentSuccessInputSchema, request.body, 'body');
      return service.paymentSuccess(user, input);
    });

    scope.post('/api/create-subscription', async (request) => {
      const user = billingAccount(await requireOwner(request, db, 'manage billing'));
      return service.startSubscription(user);
    });

    scope.post('/api/complete-subscription', async (request) => {
      const user = billingAccount(await requireOwner(request, db, 'manage billing'));
      const input = parseInput(completeSubscriptionInputSchema, request.body, 'body');
      return service.completeSubscription(user, input);
    });

    scope.get('/api/billing', async (request) => {
      const user = billingAccount(await requireOwner(request, db, 'manage billing'));
      return buildBillingSummary(db, service, user.id);
    });

    scope.post('/api/subscription/cancel', async (request) => {
      const user = billingAccount(await requireOwner(request, db, 'manage billing'));
      await service.setCancelAtPeriodEnd(user, true);
      return buildBillingSummary(db, service, user.id);
    });

    scope.post('/api/subscription/resume', async (request) => {
      const user = billingAccount(await requireOwner(request, db, 'manage billing'));
      await service.setCancelAtPeriodEnd(user, false);
      return buildBillingSummary(db, service, user.id);
    });

    scope.post('/api/billing/portal', async (request) => {
      const user = billingAccount(await requireOwner(request, db, 'manage billing'));
      const { flow } = parseInput(portalInputSchema, request.body, 'body');
      return service.portalSession(user, { returnUrl: `${publicOrigin(request, env)}/dashboard`, cancel: flow === 'cancel' });
    });

    if (provider instanceof TestModeProvider) registerTestModeRoutes(scope, provider, db);
  });

  // Stripe signs the exact bytes it sent, so this one route reads its body raw.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    // Replaces (in this scope only) whatever JSON parser the app registered.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/api/stripe/webhook', async (request, reply) => {
      if (!(provider instanceof StripeProvider)) throw notFound('Stripe is not configured: payments run in test mode', 'stripe_not_configured');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !signature) throw new HttpError(400, 'Missing Stripe-Signature header', 'missing_signature');
      if (!Buffer.isBuffer(request.body)) throw new HttpError(400, 'Expected a JSON event body', 'invalid_body');
      let event;
      try {
        event = provider.constructEvent(request.body, signature);
      } catch {
        throw new HttpError(400, 'Invalid Stripe signature', 'invalid_signature');
      }
      // A processing failure answers 500 so that Stripe delivers the event again.
      await handleStripeEvent(event, { service, provider, log: request.log });
      return reply.send({ received: true });
    });
  });
}

/** Our card form's stand-ins for stripe.confirmPayment / stripe.confirmSetup. */
function registerTestModeRoutes(scope: FastifyInstance, provider: TestModeProvider, db: Db): void {
  scope.post('/api/test-mode/confirm-payment', async (request) => {
    const user = billingAccount(await requireOwner(request, db, 'manage billing'));
    const input = parseInput(testConfirmInputSchema, request.body, 'body');
    const intent = await provider.findPaymentIntentBySecret(input.clientSecret);
    if (!intent || intent.metadata.userId !== user.id) throw notFound('Payment not found', 'payment_not_found');
    const result = await provider.confirmPaymentIntent(input.clientSecret, input.card);
    return { status: result.status, paymentIntentId: result.id };
  });

  scope.post('/api/test-mode/confirm-setup', async (request) => {
    const user = billingAccount(await requireOwner(request, db, 'manage billing'));
    const input = parseInput(testConfirmInputSchema, request.body, 'body');
    const intent = await provider.findSetupIntentBySecret(input.clientSecret);
    if (!intent || intent.metadata.userId !== user.id) throw notFound('Payment method setup not found', 'setup_intent_not_found');
    const result = await provider.confirmSetupIntent(input.clientSecret, input.card);
    return { status: result.status, setupIntentId: result.id };
  });
}

/**
 * Credits and the Unlimited plan belong to the workspace (issue 19): payments are made for the
 * workspace's id, with the paying owner's email on the receipt.
 */
function billingAccount(caller: WorkspaceCaller) {
  return { ...caller.user, id: caller.workspaceId };
}

function publicOrigin(request: FastifyRequest, env: Env): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
