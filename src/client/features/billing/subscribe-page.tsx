// /subscribe (spec sections 2, 7, 8): Unlimited Access, $49.00 a month. The card is saved with a
// setup intent, then the server starts the subscription with it and charges the first month.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { PAYMENT_REDIRECT_DELAY_MS, formatUsd, plans, type SubscriptionSetupResponse } from '../../../shared/payments.js';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { RequireAuth } from '../auth/require-auth';
import { useAuth } from '../auth/use-auth';
import { usePageMeta } from '../layout/use-page-meta';
import { completeSubscription, createSubscription, refreshAfterPayment, reportPaymentSuccess } from './billing-api';
import { PaymentMethodForm } from './payment-method-form';
import { OwnersOnly } from './owners-only';
import { PaymentPageShell, SummaryRow } from './payment-page-shell';
import { usePaymentSubmit } from './use-payment-submit';

const PRICE = `${formatUsd(plans.unlimited.priceCents)}/month`;

export default function SubscribePage() {
  return (
    <RequireAuth>
      <OwnersOnly>
        <Subscribe />
      </OwnersOnly>
    </RequireAuth>
  );
}

function Subscribe() {
  usePageMeta({ title: 'Subscribe', description: 'Unlimited software selection projects for $49 a month.', noIndex: true });
  const userId = useAuth().user?.id;
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<SubscriptionSetupResponse | null>(null);
  const [initFailed, setInitFailed] = useState(false);
  // A new setup intent after a failed subscription attempt (a saved card cannot be confirmed twice).
  const [attempt, setAttempt] = useState(0);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const startOver = useCallback(() => {
    setSetup(null);
    setInitFailed(false);
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  useEffect(() => {
    if (!userId) return;
    let active = true;
    createSubscription()
      .then((res) => {
        if (!active) return;
        if (!res.clientSecret || !res.setupIntentId || !res.customerId || !res.priceId) {
          toast({ title: 'Error', description: 'Failed to initialize payment setup', variant: 'destructive' });
          navigate('/pricing');
          return;
        }
        setSetup(res as SubscriptionSetupResponse);
      })
      .catch((err: unknown) => {
        if (!active) return;
        if (err instanceof ApiError && err.code === 'already_subscribed') {
          toast({ title: 'Unlimited Plan Active', description: errorMessage(err, 'You already have an active Unlimited Access plan.') });
          navigate('/dashboard');
          return;
        }
        toast({ title: 'Error', description: 'Failed to initialize subscription', variant: 'destructive' });
        setInitFailed(true);
      });
    return () => {
      active = false;
    };
  }, [userId, navigate, attempt]);

  const afterConfirmed = useCallback(
    async (setupIntentId: string) => {
      if (!setup) return false;
      try {
        await completeSubscription({ setupIntentId, customerId: setup.customerId, priceId: setup.priceId });
      } catch (err) {
        toast({ title: 'Subscription Failed', description: errorMessage(err, 'Failed to create subscription'), variant: 'destructive' });
        startOver();
        return false;
      }
      await reportPaymentSuccess({ type: 'subscription' }).catch(() => undefined);
      await refreshAfterPayment(queryClient);
      toast({ title: 'Subscription Successful', description: "Welcome to unlimited access! Let's create your first project!", variant: 'success' });
      redirectTimer.current = setTimeout(() => navigate('/project-wizard'), PAYMENT_REDIRECT_DELAY_MS);
      return true;
    },
    [setup, navigate, queryClient, startOver],
  );
  const { processing, submit } = usePaymentSubmit({ failureTitle: 'Payment Method Setup Failed', afterConfirmed });

  if (initFailed) {
    return (
      <PaymentPageShell title="Subscribe to Unlimited Access" description={`Monthly subscription: ${PRICE}`} loading={false} loadingLabel="" summary={<Summary />}>
        <Alert
          variant="danger"
          title="Failed to initialize subscription"
          action={
            <Button variant="secondary" size="sm" onClick={startOver}>
              Try again
            </Button>
          }
        >
          We could not reach the payment service. Nothing was charged.
        </Alert>
      </PaymentPageShell>
    );
  }

  return (
    <PaymentPageShell
      title="Subscribe to Unlimited Access"
      description={`Monthly subscription: ${PRICE}`}
      loading={!setup}
      loadingLabel="Preparing your subscription…"
      summary={<Summary />}
    >
      {setup && (
        <PaymentMethodForm
          key={setup.setupIntentId}
          mode="setup"
          clientSecret={setup.clientSecret}
          submitLabel={`Subscribe for ${PRICE}`}
          processing={processing}
          onSubmit={submit}
        />
      )}
    </PaymentPageShell>
  );
}

function Summary() {
  return (
    <SummaryRow
      label={plans.unlimited.name}
      detail="Unlimited projects while subscribed. Billed monthly; cancel any time from your dashboard and keep access to the end of the month you paid for."
      amount={PRICE}
    />
  );
}
