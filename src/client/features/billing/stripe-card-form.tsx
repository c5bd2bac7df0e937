// Stripe Elements (the Payment Element), loaded only here and only when the server runs Stripe:
// this module is a lazy chunk, and Stripe.js itself is fetched from js.stripe.com on first use.
// Card details go from the Element to Stripe directly; we only see the confirmed intent's id.
import type { Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { PayButton } from './pay-button';
import type { ConfirmOutcome, PaymentFormProps } from './payment-form-types';

let stripePromise: Promise<Stripe | null> | undefined;
function stripeFor(publishableKey: string) {
  stripePromise ??= loadStripe(publishableKey).catch((err: unknown) => {
    stripePromise = undefined; // let "Try again" load it afresh
    throw err;
  });
  return stripePromise;
}

const appearance = {
  theme: 'stripe' as const,
  variables: { colorPrimary: '#1d4ed8', colorText: '#0f172a', colorDanger: '#b91c1c', borderRadius: '8px', fontFamily: 'system-ui, sans-serif' },
};

export default function StripeCardForm({ mode, clientSecret, submitLabel, processing, onSubmit, publishableKey }: PaymentFormProps & { publishableKey: string }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let element: StripePaymentElement | undefined;
    stripeFor(publishableKey)
      .then((instance) => {
        if (cancelled) return;
        if (!instance || !mountRef.current) throw new Error('Stripe.js did not load');
        const elements = instance.elements({ clientSecret, appearance });
        element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => !cancelled && setReady(true));
        element.on('loaderror', (e) => !cancelled && setLoadError(e.error.message ?? 'The payment form could not be loaded.'));
        element.mount(mountRef.current);
        setStripe({ stripe: instance, elements });
      })
      .catch(() => !cancelled && setLoadError('The secure payment form could not be loaded. Check your connection and try again.'));
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey, clientSecret, attempt]);

  const confirm = async (): Promise<ConfirmOutcome> => {
    if (!stripe) return { ok: false, message: 'The payment form is not ready yet.' };
    // Cards only (the server allows no other method), so this never leaves the page.
    if (mode === 'payment') {
      const { error, paymentIntent } = await stripe.stripe.confirmPayment({ elements: stripe.elements, redirect: 'if_required' });
      // Stripe's form shows its own field errors (an empty or incomplete card): no toast for those.
      if (error) return { ok: false, message: error.message ?? 'Payment processing failed', shownInline: error.type === 'validation_error' };
      if (paymentIntent.status !== 'succeeded') return { ok: false, message: `The payment is ${paymentIntent.status.replace(/_/g, ' ')}.` };
      return { ok: true, id: paymentIntent.id };
    }
    const { error, setupIntent } = await stripe.stripe.confirmSetup({ elements: stripe.elements, redirect: 'if_required' });
    if (error) return { ok: false, message: error.message ?? 'Your card could not be saved.', shownInline: error.type === 'validation_error' };
    if (setupIntent.status !== 'succeeded') return { ok: false, message: `The card setup is ${setupIntent.status.replace(/_/g, ' ')}.` };
    return { ok: true, id: setupIntent.id };
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Spec section 5: nothing is submitted before the payment library is ready.
    if (ready && stripe && !processing) onSubmit(confirm);
  };

  return (
    <form onSubmit={submit} className="space-y-5" aria-label={mode === 'payment' ? 'Card payment' : 'Save card for subscription'}>
      {loadError ? (
        <Alert
          variant="danger"
          title="Payment form unavailable"
          action={
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setLoadError(null);
                setReady(false);
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </Button>
          }
        >
          {loadError}
        </Alert>
      ) : (
        !ready && (
          <div className="flex justify-center py-6">
            <Spinner label="Loading the secure payment form…" />
          </div>
        )
      )}
      <div ref={mountRef} className={ready ? undefined : 'h-0 overflow-hidden'} />
      <PayButton ready={ready && !!stripe} processing={processing} label={submitLabel} />
    </form>
  );
}
