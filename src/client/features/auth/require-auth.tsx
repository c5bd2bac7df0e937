// Guard for pages that need a signed-in user (spec: they redirect to / when signed out).
// Shows a spinner while the session loads, so a signed-in visitor is never bounced.
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from './use-auth';

export function AuthSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status" aria-live="polite">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** `<RequireAuth><DashboardPage /></RequireAuth>`: children render only for a signed-in user. */
export function RequireAuth({ children, redirectTo = '/' }: { children: ReactNode; redirectTo?: string }) {
  const { user, loading, mfaRequired } = useAuth();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!loading && !user) navigate(redirectTo, { replace: true });
  }, [loading, user, navigate, redirectTo]);
  // With a second factor pending every API call is refused: the challenge dialog is up instead.
  if (loading || !user || mfaRequired) return <AuthSpinner />;
  return <>{children}</>;
}
