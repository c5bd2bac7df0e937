// Loads the session on start and follows every auth event (spec section 4), exposes it through
// AuthContext, hands the API layer the access token, and hosts the sign-in dialog.
import type { AuthChangeEvent, Session, User } from '@supabase/auth-js';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, setAccessTokenGetter, setAuthErrorHandler } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { authClient } from './auth-client';
import { toasts } from './auth-messages';
import { DEFAULT_REDIRECT } from './auth-storage';
import { factorToChallenge } from './mfa-level';
import { MfaChallengeDialog } from './mfa-challenge-dialog';
import { SignInDialog } from './sign-in-dialog';
import { cleanAuthUrl, readImplicitSession } from './url-params';
import { AuthContext, type AuthState, type AuthUser, type SignInMode, type SignOutScope } from './use-auth';

export function toAuthUser(user: User): AuthUser {
  const meta = user.user_metadata ?? {};
  const name =
    typeof meta.name === 'string' && meta.name
      ? meta.name
      : typeof meta.full_name === 'string' && meta.full_name
        ? meta.full_name
        : null;
  return {
    id: user.id,
    email: user.email ?? null,
    name,
    emailConfirmed: Boolean(user.email_confirmed_at),
    provider: typeof user.app_metadata?.provider === 'string' ? user.app_metadata.provider : null,
  };
}

setAccessTokenGetter(async () => (await authClient.getSession()).data.session?.access_token ?? null);

// The server refused this browser's session. If it has ended (signed out elsewhere, password
// changed, two-factor turned on), asking the auth server for the user makes auth-js drop it and
// emit SIGNED_OUT. If it wants a second factor this session did not know of (a factor added on
// another device), a refresh brings the user's factors and the challenge dialog follows.
let lastCheck = 0;
setAuthErrorHandler((error) => {
  if (Date.now() - lastCheck < 10_000) return;
  lastCheck = Date.now();
  if (error.status === 401) void authClient.getUser();
  else void authClient.refreshSession();
});

/** Spec section 7: after an OAuth sign-in the server records the user; a failure is only logged. */
function registerOAuthUser(session: Session) {
  const provider = session.user.app_metadata?.provider;
  if (!provider || provider === 'email') return;
  apiRequest('POST', '/api/auth/oauth-callback', { user: session.user, provider }).catch((err: unknown) => {
    console.error('Registering the OAuth sign-in failed', err);
  });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);
  const [dialog, setDialog] = useState<{ open: boolean; redirectTo: string; mode: SignInMode }>({
    open: false,
    redirectTo: DEFAULT_REDIRECT,
    mode: 'signIn',
  });
  const [, navigate] = useLocation();
  // Where to go once the second factor is verified (set when the sign-in dialog hands over).
  const afterMfa = useRef<string | null>(null);

  useEffect(() => {
    let active = true;
    const implicit = readImplicitSession();
    const { data } = authClient.onAuthStateChange((event: AuthChangeEvent, next: Session | null) => {
      if (!active) return;
      setSession(next);
      if (event === 'INITIAL_SESSION' && !implicit) setLoading(false);
      if (event === 'SIGNED_IN' && next) registerOAuthUser(next);
      if (event === 'SIGNED_OUT') queryClient.clear();
      // Calls refused before the second factor can now succeed.
      if (event === 'MFA_CHALLENGE_VERIFIED') void queryClient.invalidateQueries();
      if (event === 'PASSWORD_RECOVERY' && window.location.pathname !== '/reset-password') navigate('/reset-password');
    });
    if (implicit) {
      // Adopt tokens from a non-PKCE link, then take them out of the address bar.
      void authClient
        .setSession({ access_token: implicit.access_token, refresh_token: implicit.refresh_token })
        .then(({ error }) => {
          cleanAuthUrl();
          // A recovery or invitation link lands signed in: the next step is choosing a password.
          if (!error && (implicit.type === 'recovery' || implicit.type === 'invite')) navigate('/reset-password');
        })
        .finally(() => active && setLoading(false));
    } else {
      // INITIAL_SESSION also arrives through the subscription; this covers a failed start.
      authClient.getSession().finally(() => active && setLoading(false));
    }
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [navigate]);

  const openSignIn = useCallback((redirectTo?: string, mode: SignInMode = 'signIn') => {
    setDialog({ open: true, redirectTo: redirectTo || DEFAULT_REDIRECT, mode });
  }, []);

  const signOut = useCallback(
    async (opts?: { scope?: SignOutScope }) => {
      const scope = opts?.scope ?? 'local';
      await authClient.signOut({ scope });
      if (scope !== 'others') {
        queryClient.clear();
        navigate('/');
      }
    },
    [navigate],
  );

  const continueWithSecondFactor = useCallback((redirectTo: string) => {
    afterMfa.current = redirectTo;
  }, []);

  const mfaFactorId = factorToChallenge(session);
  const mfaVerified = useCallback(() => {
    toast(toasts.signedIn);
    const target = afterMfa.current;
    afterMfa.current = null;
    if (target) navigate(target);
  }, [navigate]);

  const user = session?.user;
  const value = useMemo<AuthState>(
    () => ({ user: user ? toAuthUser(user) : null, loading, mfaRequired: mfaFactorId !== null, openSignIn, signOut }),
    [user, loading, mfaFactorId, openSignIn, signOut],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      <SignInDialog
        open={dialog.open}
        mode={dialog.mode}
        redirectTo={dialog.redirectTo}
        onModeChange={(mode) => setDialog((d) => ({ ...d, mode }))}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        onSecondFactorNeeded={continueWithSecondFactor}
      />
      <MfaChallengeDialog factorId={mfaFactorId} onVerified={mfaVerified} onSignOut={() => void signOut()} />
    </AuthContext.Provider>
  );
}
