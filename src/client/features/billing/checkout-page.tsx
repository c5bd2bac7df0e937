// /checkout (spec sections 2, 7, 8): one project for $7.00.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { PAYMENT_REDIRECT_DELAY_MS, formatUsd, plans, type PaymentIntentResponse } from '../../../shared/payments.js';
import { toast } from '../../components/ui/use-toast';
import { RequireAuth } from '../auth/require-auth';
import { useAuth } from '../auth/use-auth';
import { usePageMeta } from '../layout/use-page-meta';
import { createPaymentIntent, refreshAfterPayment, reportPaymentSuccess } from './billing-api';
import { PaymentMethodForm } from './payment-method-form';
import { OwnersOnly } from './owners-only';
import { PaymentPageShell, SummaryRow } from './payment-page-shell';
import { usePaymentSubmit } from './use-payment-submit';

export default function CheckoutPage() {
  return (
    <RequireAuth>
      <OwnersOnly>
        <Checkout />
      </OwnersOnly>
    </RequireAuth>
  );
}

function Checkout() {
  usePageMeta({ title: 'Checkout', description: 'Buy one software selection project.', noIndex: true });
  const userId = useAuth().user?.id;
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [intent, setIntent] = useState<PaymentIntentResponse | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  useEffect(() => {
    if (!userId) return;
    let active = true;
    createPaymentIntent()
      .then((res) => active && setIntent(res))
      .catch(() => {
        if (!active) return;
        toast({ title: 'Error', description: 'Failed to initialize payment', variant: 'destructive' });
        navigate('/pricing');
      });
    return () => {
      active = false;
    };
  }, [userId, navigate]);

  const afterConfirmed = useCallback(
    async (paymentIntentId: string) => {
      // The money has moved: whatever happens next, this is a success. The server grants the
      // credit from the provider's own report too, so a failed call here loses nothing.
      await reportPaymentSuccess({ type: 'credit', paymentIntentId }).catch(() => undefined);
      await refreshAfterPayment(queryClient);
      toast({ title: 'Payment Successful', description: "Let's create your first project!", variant: 'success' });
      redirectTimer.current = setTimeout(() => navigate('/project-wizard'), PAYMENT_REDIRECT_DELAY_MS);
      return true;
    },
    [navigate, queryClient],
  );
  const { processing, submit } = usePaymentSubmit({ failureTitle: 'Payment Failed', afterConfirmed });

  return (
    <PaymentPageShell
      title="Complete Your Purchase"
      description={`One-time project: ${formatUsd(plans.oneTime.priceCents)}`}
      loading={!intent}
      loadingLabel="Preparing your payment…"
      summary={<SummaryRow label={plans.oneTime.name} detail="1 project credit: questionnaire, ranked recommendations and PDF report" amount={formatUsd(plans.oneTime.priceCents)} />}
    >
      {intent && (
        <PaymentMethodForm
          mode="payment"
          clientSecret={intent.clientSecret}
          submitLabel={`Pay ${formatUsd(intent.amount)}`}
          processing={processing}
          onSubmit={submit}
        />
      )}
    </PaymentPageShell>
  );
}
