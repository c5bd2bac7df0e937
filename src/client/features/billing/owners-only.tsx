// /checkout and /subscribe are for the workspace's owners: credits and the plan belong to the
// workspace, and only its owners buy them (the server answers members 403 as well).
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { billingManagedByOwners, useIsWorkspaceMember } from '../workspace/billing-owners-note';

export function OwnersOnly({ children }: { children: ReactNode }) {
  const { isMember, workspaceName, loading } = useIsWorkspaceMember();
  if (loading) {
    return (
      <main id="main" className="flex min-h-[60vh] items-center justify-center">
        <Spinner size="lg" label="Loading…" />
      </main>
    );
  }
  if (!isMember) return <>{children}</>;
  return (
    <main id="main" className="mx-auto w-full max-w-xl px-4 py-8 sm:px-6 md:py-14">
      <section className="rounded-[var(--radius-panel)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Billing is managed by the owners</h1>
        <p className="mt-2 text-ink-muted" data-testid="billing-owners-note">
          {billingManagedByOwners(workspaceName)} Projects you create use the workspace's credits or plan; ask an owner if they run out.
        </p>
        <Link href="/dashboard" className={buttonClasses('primary', 'md', 'mt-6 w-full sm:w-auto')}>
          Back to my projects
        </Link>
      </section>
    </main>
  );
}
