// /auth/callback (spec section 2): 'Processing authentication...', then the sign-in target
// (default /dashboard) with a session, or / without one or after an error.
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../components/ui/use-toast';
import { usePageMeta } from '../layout/use-page-meta';
import { googleErrorToast } from './auth-messages';
import { redirectTarget } from './auth-storage';
import { readAuthUrl } from './url-params';
import { useAuth } from './use-auth';

export default function AuthCallbackPage() {
  usePageMeta({ title: 'Signing in', noIndex: true });
  const { user, loading } = useAuth();
  const [, navigate] = useLocation();
  const [outcome] = useState(() => readAuthUrl());

  useEffect(() => {
    if (loading) return;
    if (outcome.error) {
      toast(googleErrorToast(new Error(outcome.error)));
      navigate('/', { replace: true });
      return;
    }
    if (user) {
      const target = redirectTarget.get();
      redirectTarget.clear();
      navigate(target, { replace: true });
      return;
    }
    navigate('/', { replace: true });
  }, [loading, user, outcome, navigate]);

  return (
    <main id="main" className="flex min-h-[60vh] flex-col items-center justify-center gap-4" role="status" aria-live="polite">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" aria-hidden="true" />
      <p className="text-ink-muted">Processing authentication...</p>
    </main>
  );
}
