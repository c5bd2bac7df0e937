// The dashboard's plan and billing card: the plan and its renewal date, cancel at period end
// (Stripe: its billing portal; test mode: our own endpoint), and purchase and credit history.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard, ExternalLink, Infinity as InfinityIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatUsd, plans, type BillingSummary } from '../../../shared/payments.js';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { billingKey, billingQuery, cancelAtPeriodEnd, openPortal, refreshAfterPayment, resumeSubscription } from './billing-api';
import { BillingHistory } from './billing-history';
import { formatDate } from './billing-format';
import { CancelPlanDialog } from './cancel-plan-dialog';
import { TEST_MODE_NOTICE } from './test-card-form';

export function AccountBillingCard() {
  const billing = useQuery(billingQuery());
  const queryClient = useQueryClient();
  const [confirmCancel, setConfirmCancel] = useState(false);

  const applied = async (summary: BillingSummary) => {
    queryClient.setQueryData(billingKey, summary);
    await refreshAfterPayment(queryClient);
  };
  const cancel = useMutation({
    mutationFn: async () => {
      if (billing.data?.provider === 'stripe') {
        const { url } = await openPortal('cancel');
        window.location.assign(url);
        return null;
      }
      return cancelAtPeriodEnd();
    },
    onSuccess: async (summary) => {
      if (!summary) return; // on our way to Stripe's portal
      setConfirmCancel(false);
      await applied(summary);
      toast({ title: 'Plan cancelled', description: `You keep unlimited access until ${formatDate(summary.plan?.currentPeriodEnd)}.` });
    },
    onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Could not cancel your plan'), variant: 'destructive' }),
  });
  const resume = useMutation({
    mutationFn: resumeSubscription,
    onSuccess: async (summary) => {
      await applied(summary);
      toast({ title: 'Plan resumed', description: `Your plan renews on ${formatDate(summary.plan?.currentPeriodEnd)}.`, variant: 'success' });
    },
    onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Could not resume your plan'), variant: 'destructive' }),
  });
  const portal = useMutation({
    mutationFn: () => openPortal('manage'),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (err) => toast({ title: 'Error', description: errorMessage(err, 'Could not open the billing portal'), variant: 'destructive' }),
  });

  if (billing.isError) {
    return (
      <Alert
        variant="danger"
        title="Could not load your plan and billing"
        action={
          <Button variant="secondary" size="sm" onClick={() => void billing.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  const data = billing.data;
  const plan = data?.plan ?? null;
  const testMode = data?.provider === 'test';
  const Icon = plan ? InfinityIcon : CreditCard;

  return (
    <Card className="p-5" aria-busy={!data}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
            <Icon className="h-5 w-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 className="text-sm font-medium text-ink-muted">Plan &amp; billing</h2>
            {!data ? (
              <Skeleton className="mt-1 h-6 w-64" />
            ) : plan ? (
              <>
                <p className="flex flex-wrap items-center gap-2 text-lg font-semibold text-ink">
                  {plan.name} · {formatUsd(plan.priceCents)}/month
                  <Badge variant={plan.cancelAtPeriodEnd ? 'warning' : 'success'}>{plan.cancelAtPeriodEnd ? 'Cancels at period end' : 'Active'}</Badge>
                </p>
                <p className="text-sm text-ink-muted" data-testid="plan-renewal">
                  {plan.cancelAtPeriodEnd ? `Unlimited access until ${formatDate(plan.currentPeriodEnd)}` : `Renews on ${formatDate(plan.currentPeriodEnd)}`}
                </p>
              </>
            ) : (
              <>
                <p className="text-lg font-semibold text-ink">Pay per project</p>
                <p className="text-sm text-ink-muted">
                  {data.credits} project credit{data.credits === 1 ? '' : 's'} · {plans.oneTime.name} {formatUsd(plans.oneTime.priceCents)} each
                </p>
              </>
            )}
            {testMode && <p className="mt-1 text-xs font-medium text-warning-700">{TEST_MODE_NOTICE}</p>}
          </div>
        </div>
        {data && (
          <div className="flex flex-col gap-2 sm:items-end">
            {plan && !plan.cancelAtPeriodEnd && (
              <Button variant="secondary" onClick={() => setConfirmCancel(true)}>
                Cancel at period end
              </Button>
            )}
            {plan?.cancelAtPeriodEnd && plan.status !== 'canceled' && !data.portalAvailable && (
              <Button onClick={() => resume.mutate()} disabled={resume.isPending}>
                Resume plan
              </Button>
            )}
            {data.portalAvailable && (
              <Button variant="ghost" onClick={() => portal.mutate()} disabled={portal.isPending}>
                Manage billing
                <ExternalLink className="h-4 w-4" aria-hidden="true" />
              </Button>
            )}
            {!plan && (
              <Button asChild variant="outline">
                <Link href="/subscribe">Upgrade to Unlimited</Link>
              </Button>
            )}
          </div>
        )}
      </div>

      {data && (
        <div className="mt-6 border-t border-line pt-5">
          <BillingHistory purchases={data.purchases} ledger={data.ledger} testMode={testMode} />
        </div>
      )}

      {plan && (
        <CancelPlanDialog
          open={confirmCancel}
          onOpenChange={setConfirmCancel}
          accessUntil={formatDate(plan.currentPeriodEnd)}
          viaPortal={data?.provider === 'stripe'}
          pending={cancel.isPending}
          onConfirm={() => cancel.mutate()}
        />
      )}
    </Card>
  );
}
