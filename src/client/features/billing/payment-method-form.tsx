import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { publicConfig } from '../../lib/public-config';
import type { PaymentFormProps } from './payment-form-types';
import { TestCardForm } from './test-card-form';

// Stripe's code is fetched only on the payment pages and only when the server runs Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** Stripe Elements when a publishable key is configured; otherwise our test-mode card form. */
export function PaymentMethodForm(props: PaymentFormProps) {
  const key = publicConfig.stripePublishableKey;
  if (!key) return <TestCardForm {...props} />;
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-6">
          <Spinner label="Loading the secure payment form…" />
        </div>
      }
    >
      <StripeCardForm {...props} publishableKey={key} />
    </Suspense>
  );
}

export const isTestMode = () => !publicConfig.stripePublishableKey;
