// /verify-email (spec section 2): 'Check Your Email' while pending, 'Email Verified!' then the
// dashboard after 2 s. 'Resend Verification Email' really resends (the spec's "only logs" is a
// known defect we fix), 'Use Different Email' signs out and goes home.
import { CheckCircle2, MailCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { usePageMeta } from '../layout/use-page-meta';
import { authClient } from './auth-client';
import { pendingEmail } from './auth-storage';
import { AuthSpinner } from './require-auth';
import { cleanAuthUrl, readAuthUrl } from './url-params';
import { useAuth } from './use-auth';

export const VERIFIED_REDIRECT_MS = 2000;

export default function VerifyEmailPage() {
  usePageMeta({ title: 'Verify your email', description: 'Confirm your email address to finish creating your account.', noIndex: true });
  const { user, loading, signOut, openSignIn } = useAuth();
  const [, navigate] = useLocation();
  const [outcome] = useState(() => readAuthUrl());
  const [typedEmail, setTypedEmail] = useState('');
  const [sending, setSending] = useState(false);
  const emailId = useId();
  const email = user?.email ?? pendingEmail.get();
  const verified = Boolean(user?.emailConfirmed);

  useEffect(() => {
    if (!loading && (outcome.error || outcome.code)) cleanAuthUrl();
  }, [loading, outcome]);

  useEffect(() => {
    if (!verified) return;
    pendingEmail.clear();
    const timer = setTimeout(() => navigate('/dashboard'), VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [verified, navigate]);

  async function resend(target: string) {
    setSending(true);
    try {
      const { error } = await authClient.resend({ type: 'signup', email: target, options: { emailRedirectTo: `${window.location.origin}/verify-email` } });
      if (error) return void toast({ title: 'Error', description: error.message || 'Could not resend the email', variant: 'destructive' });
      pendingEmail.set(target);
      toast({ title: 'Verification email sent', description: `We sent a new link to ${target}.`, variant: 'success' });
    } finally {
      setSending(false);
    }
  }

  async function switchEmail() {
    pendingEmail.clear();
    await signOut();
    navigate('/');
  }

  if (loading) return <AuthSpinner label="Checking your account…" />;

  const shell = (children: ReactNode) => (
    <main id="main" className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">{children}</CardContent>
      </Card>
    </main>
  );

  if (verified) {
    return shell(
      <>
        <CheckCircle2 className="h-12 w-12 text-success-600" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Email Verified!</h1>
        <p className="text-sm text-ink-muted" role="status">
          Your email address is confirmed. Taking you to your dashboard…
        </p>
        <Link href="/dashboard" className={buttonClasses('primary', 'md', 'w-full')}>
          Go to Dashboard
        </Link>
      </>,
    );
  }

  const resendForm = email ? (
    <Button className="w-full" onClick={() => void resend(email)} disabled={sending}>
      {sending ? 'Sending...' : 'Resend Verification Email'}
    </Button>
  ) : (
    <form
      className="w-full space-y-3 text-left"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void resend(typedEmail.trim());
      }}
    >
      <div className="space-y-1.5">
        <Label htmlFor={emailId}>Your email</Label>
        <Input id={emailId} type="email" required autoComplete="email" value={typedEmail} onChange={(e) => setTypedEmail(e.target.value)} />
      </div>
      <Button type="submit" className="w-full" disabled={sending}>
        {sending ? 'Sending...' : 'Resend Verification Email'}
      </Button>
    </form>
  );

  if (outcome.error) {
    return shell(
      <>
        <TriangleAlert className="h-12 w-12 text-warning-700" aria-hidden="true" />
        <h1 className="text-2xl font-bold">This link didn't work</h1>
        <p className="text-sm text-ink-muted" role="alert">
          {outcome.errorCode === 'otp_expired' ? 'The verification link is invalid or has expired. Links work once and only for a limited time.' : outcome.error}
        </p>
        {resendForm}
        <Link href="/" className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
          Back to Home
        </Link>
      </>,
    );
  }

  if (outcome.code && !user) {
    // The link was opened in another browser than the one that signed up: the address is
    // confirmed on the server, but only that browser could finish signing in automatically.
    return shell(
      <>
        <MailCheck className="h-12 w-12 text-brand-700" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Almost there</h1>
        <p className="text-sm text-ink-muted">
          This link was opened in a different browser from the one you signed up in. Your email is confirmed — sign in to continue.
        </p>
        <Button className="w-full" onClick={() => openSignIn('/dashboard')}>
          Sign In
        </Button>
      </>,
    );
  }

  return shell(
    <>
      <MailCheck className="h-12 w-12 text-brand-700" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Check Your Email</h1>
      <p className="text-sm text-ink-muted">
        {email ? (
          <>
            We sent a verification link to <strong className="break-all text-ink">{email}</strong>. Open it to activate your account.
          </>
        ) : (
          'We sent you a verification link. Open it to activate your account.'
        )}
      </p>
      <p className="text-xs text-ink-muted">Can't find it? Check your spam folder, or send a new link.</p>
      {resendForm}
      <Button variant="secondary" className="w-full" onClick={() => void switchEmail()}>
        Use Different Email
      </Button>
      <Link href="/" className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
        Back to Home
      </Link>
    </>,
  );
}
