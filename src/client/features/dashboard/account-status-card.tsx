import { useQuery } from '@tanstack/react-query';
import { CreditCard, Infinity as InfinityIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { eligibilityQuery } from '../projects/project-queries';
import { billingManagedByOwners, useIsWorkspaceMember } from '../workspace/billing-owners-note';

/** Spec section 2: '✓ Unlimited Plan Active' or 'N Project Credit(s) Available', and Get Credits when there is nothing to spend. */
export function AccountStatusCard() {
  // Read afresh on every visit: a purchase elsewhere may have changed it.
  const eligibility = useQuery({ ...eligibilityQuery(), refetchOnMount: 'always' });
  // Credits and the plan are the workspace's; only its owners buy them.
  const { isMember, workspaceName, loading: workspaceLoading } = useIsWorkspaceMember();

  if (eligibility.isError) {
    return (
      <Alert
        variant="danger"
        title="Could not load your account status"
        action={
          <Button variant="secondary" size="sm" onClick={() => void eligibility.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  const data = eligibility.data;
  const subscribed = data?.hasSubscription ?? false;
  const Icon = subscribed ? InfinityIcon : CreditCard;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between" aria-busy={!data}>
      <div className="flex items-center gap-4">
        <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 className="text-sm font-medium text-ink-muted">Account Status</h2>
          {data ? (
            <p className="text-lg font-semibold text-ink" data-testid="account-status">
              {subscribed ? '✓ Unlimited Plan Active' : `${data.credits} Project Credit(s) Available`}
            </p>
          ) : (
            <Skeleton className="mt-1 h-6 w-56" />
          )}
        </div>
      </div>
      {isMember ? (
        <p className="text-sm text-ink-muted sm:max-w-xs sm:text-right" data-testid="billing-owners-note">
          {billingManagedByOwners(workspaceName)}
        </p>
      ) : (
        data &&
        !workspaceLoading &&
        !data.hasSubscription &&
        data.credits === 0 && (
          <Button asChild className="w-full sm:w-auto">
            <Link href="/pricing">Get Credits</Link>
          </Button>
        )
      )}
    </Card>
  );
}
