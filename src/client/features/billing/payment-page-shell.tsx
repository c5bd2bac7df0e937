import { ArrowLeft, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Spinner } from '../../components/ui/spinner';
import { isTestMode } from './payment-method-form';

/** The frame of /checkout and /subscribe: title, description, what is being bought, then the form. */
export function PaymentPageShell({
  title,
  description,
  summary,
  loading,
  loadingLabel,
  children,
}: {
  title: string;
  description: string;
  summary: ReactNode;
  loading: boolean;
  loadingLabel: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto w-full max-w-xl px-4 py-8 sm:px-6 md:py-14">
      <Link href="/pricing" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:text-brand-800">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to pricing
      </Link>
      {loading ? (
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner size="lg" label={loadingLabel} />
        </div>
      ) : (
        <section
          aria-labelledby="payment-title"
          className="mt-4 rounded-[var(--radius-panel)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8"
        >
          <h1 id="payment-title" className="text-2xl font-bold tracking-tight text-ink">
            {title}
          </h1>
          <p className="mt-1 text-ink-muted">{description}</p>
          <div className="mt-6 rounded-lg border border-line bg-surface-muted p-4 text-sm">{summary}</div>
          <div className="mt-6">{children}</div>
          <p className="mt-5 flex items-center justify-center gap-1.5 text-center text-xs text-ink-subtle">
            <Lock className="h-3.5 w-3.5" aria-hidden="true" />
            {isTestMode() ? 'Test mode: no card is charged and no card number is stored.' : 'Payments are processed securely by Stripe. Your card details never reach our servers.'}
          </p>
        </section>
      )}
    </main>
  );
}

export function SummaryRow({ label, detail, amount }: { label: string; detail?: string; amount: string }) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <p className="font-semibold text-ink">{label}</p>
        <p className="whitespace-nowrap font-semibold text-ink">{amount}</p>
      </div>
      {detail && <p className="mt-0.5 text-ink-muted">{detail}</p>}
    </div>
  );
}
