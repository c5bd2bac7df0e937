// /account/security: two-factor authentication and the password, for a signed-in user.
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { RequireAuth } from '../auth/require-auth';
import { useAuth } from '../auth/use-auth';
import { usePageMeta } from '../layout/use-page-meta';
import { ChangePasswordCard } from './change-password-card';
import { TwoFactorCard } from './two-factor-card';

function AccountSecurity() {
  usePageMeta({ title: 'Account security', noIndex: true });
  const { user } = useAuth();
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 md:py-12">
      <Link
        href="/dashboard"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        My Projects
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">Account security</h1>
      <p className="mt-1 text-ink-muted">
        Signed in as <strong className="break-all text-ink">{user?.email}</strong>
      </p>
      <div className="mt-8 space-y-6">
        <TwoFactorCard />
        <ChangePasswordCard email={user?.email ?? null} />
      </div>
    </main>
  );
}

export default function AccountSecurityPage() {
  return (
    <RequireAuth>
      <AccountSecurity />
    </RequireAuth>
  );
}
