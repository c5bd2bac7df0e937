// The sign-in dialog of spec section 2: 'Welcome to <APP_NAME>', Continue with Google, or email
// + password with a Sign In / Create Account toggle, plus 'Forgot password?'. Outcomes and
// toasts follow spec sections 4 and 8 word for word.
import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { publicConfig } from '../../lib/public-config';
import { authClient } from './auth-client';
import { authErrorToast, googleErrorToast, toasts } from './auth-messages';
import { pendingEmail } from './auth-storage';
import { GoogleIcon } from './google-icon';
import { factorToChallenge } from './mfa-level';
import { rememberSignupVerifier } from './signup-verifiers';
import { startGoogleSignIn } from './google-sign-in';
import { PasswordInput } from './password-input';
import { PasswordRules } from './password-rules';
import type { SignInMode } from './use-auth';

type Props = {
  open: boolean;
  mode: SignInMode;
  redirectTo: string;
  onModeChange: (mode: SignInMode) => void;
  onOpenChange: (open: boolean) => void;
  /** The password was right and the account has an authenticator app: the challenge takes over. */
  onSecondFactorNeeded?: (redirectTo: string) => void;
};

export function SignInDialog({ open, mode, redirectTo, onModeChange, onOpenChange, onSecondFactorNeeded }: Props) {
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState<'form' | 'google' | null>(null);
  const ids = { email: useId(), password: useId(), rules: useId() };

  const finish = (to: string) => {
    setEmail('');
    setPassword('');
    onOpenChange(false);
    navigate(to);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setPending('form');
    try {
      if (mode === 'forgot') {
        const { error } = await authClient.resetPasswordForEmail(email.trim(), {
          redirectTo: `${window.location.origin}/reset-password`,
        });
        if (error) return void toast(authErrorToast(error));
        toast({
          title: 'Check your email',
          description: 'If an account exists for this address, we sent a link to choose a new password.',
        });
        onModeChange('signIn');
        return;
      }
      if (mode === 'signIn') {
        const { data, error } = await authClient.signInWithPassword({ email: email.trim(), password });
        if (error) return void toast(authErrorToast(error));
        if (factorToChallenge(data.session)) {
          onSecondFactorNeeded?.(redirectTo);
          setEmail('');
          setPassword('');
          return onOpenChange(false);
        }
        toast(toasts.signedIn);
        return finish(redirectTo);
      }
      const { data, error } = await authClient.signUp({
        email: email.trim(),
        password,
        options: { emailRedirectTo: `${window.location.origin}/verify-email` },
      });
      if (error) return void toast(authErrorToast(error));
      rememberSignupVerifier();
      if (data.session) {
        toast(toasts.accountCreated);
        return finish(redirectTo);
      }
      if (data.user && (data.user.identities?.length ?? 0) > 0 && !data.user.email_confirmed_at) {
        pendingEmail.set(data.user.email ?? email.trim());
        toast(toasts.checkEmail);
        return finish('/verify-email');
      }
      toast(toasts.signupCompleted);
      setEmail('');
      setPassword('');
      onOpenChange(false);
    } catch (err) {
      toast(authErrorToast(err as Error));
    } finally {
      setPending(null);
    }
  }

  async function google() {
    setPending('google');
    const problem = await startGoogleSignIn(redirectTo);
    toast(googleErrorToast(new Error(problem)));
    setPending(null);
  }

  const busy = pending !== null;
  const titles: Record<SignInMode, { title: string; description: string; submit: string; busy: string }> = {
    signIn: {
      title: `Welcome to ${publicConfig.appName}`,
      description: 'Sign in or create an account to start your software selection journey.',
      submit: 'Sign In',
      busy: 'Signing In...',
    },
    signUp: {
      title: `Welcome to ${publicConfig.appName}`,
      description: 'Sign in or create an account to start your software selection journey.',
      submit: 'Create Account',
      busy: 'Creating Account...',
    },
    forgot: {
      title: 'Reset your password',
      description: "Enter your account's email and we'll send you a link to choose a new password.",
      submit: 'Send Reset Link',
      busy: 'Sending...',
    },
  };
  const t = titles[mode];

  const showGoogle = mode !== 'forgot' && publicConfig.googleEnabled;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogTitle className="pr-8">{t.title}</DialogTitle>
        <DialogDescription>{t.description}</DialogDescription>

        {/* No Google button where Google is not configured: it could only answer "Unsupported provider". */}
        {showGoogle && (
          <>
            <Button variant="secondary" className="mt-5 w-full" onClick={() => void google()} disabled={busy}>
              {pending === 'google' ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <GoogleIcon className="h-4 w-4" />
              )}
              Continue with Google
            </Button>
            <div className="my-5 flex items-center gap-3 text-xs uppercase tracking-wide text-ink-muted" aria-hidden="true">
              <span className="h-px flex-1 bg-line" />
              or
              <span className="h-px flex-1 bg-line" />
            </div>
          </>
        )}

        <form onSubmit={(e) => void submit(e)} className={showGoogle ? 'space-y-4' : 'mt-5 space-y-4'}>
          <div className="space-y-1.5">
            <Label htmlFor={ids.email}>Email</Label>
            <Input
              id={ids.email}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={busy}
              placeholder="you@company.com"
            />
          </div>
          {mode !== 'forgot' && (
            <div className="space-y-1.5">
              <div className="flex items-center justify-between">
                <Label htmlFor={ids.password}>Password</Label>
                {mode === 'signIn' && (
                  <button
                    type="button"
                    className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
                    onClick={() => onModeChange('forgot')}
                  >
                    Forgot password?
                  </button>
                )}
              </div>
              <PasswordInput
                id={ids.password}
                name="password"
                autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                disabled={busy}
                aria-describedby={mode === 'signUp' ? ids.rules : undefined}
              />
              {mode === 'signUp' && <PasswordRules id={ids.rules} password={password} />}
            </div>
          )}
          <Button type="submit" className="w-full" disabled={busy}>
            {pending === 'form' && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {pending === 'form' ? t.busy : t.submit}
          </Button>
        </form>

        <p className="mt-5 text-center text-sm text-ink-muted">
          {mode === 'signIn' && "Don't have an account? "}
          {mode === 'signUp' && 'Already have an account? '}
          {mode === 'forgot' && 'Remembered it? '}
          <button
            type="button"
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
            onClick={() => onModeChange(mode === 'signIn' ? 'signUp' : 'signIn')}
            disabled={busy}
          >
            {mode === 'signIn' ? 'Create Account' : mode === 'signUp' ? 'Sign In' : 'Back to Sign In'}
          </button>
        </p>
      </DialogContent>
    </Dialog>
  );
}
