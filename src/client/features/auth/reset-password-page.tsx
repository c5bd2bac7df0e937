// /reset-password: the recovery email's link lands here signed in (event PASSWORD_RECOVERY);
// the person picks a new password, and every other device is signed out (the server ends those
// sessions; the extra sign-out keeps a hosted project in step).
import { KeyRound, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { usePageMeta } from '../layout/use-page-meta';
import { authClient } from './auth-client';
import { PasswordInput } from './password-input';
import { PasswordRules } from './password-rules';
import { AuthSpinner } from './require-auth';
import { cleanAuthUrl, readAuthUrl } from './url-params';
import { useAuth } from './use-auth';

export default function ResetPasswordPage() {
  usePageMeta({ title: 'Choose a new password', noIndex: true });
  const { user, loading, openSignIn } = useAuth();
  const [, navigate] = useLocation();
  const [outcome] = useState(() => readAuthUrl());
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [saving, setSaving] = useState(false);
  const ids = { password: useId(), confirm: useId(), mismatch: useId(), rules: useId() };

  useEffect(() => {
    if (!loading && (outcome.error || outcome.code)) cleanAuthUrl();
  }, [loading, outcome]);

  const mismatch = confirm.length > 0 && confirm !== password;

  async function save(e: FormEvent) {
    e.preventDefault();
    if (password !== confirm)
      return void toast({ title: 'Error', description: 'The two passwords do not match', variant: 'destructive' });
    setSaving(true);
    try {
      const { error } = await authClient.updateUser({ password });
      if (error)
        return void toast({
          title: 'Error',
          description: error.message || 'Could not update your password',
          variant: 'destructive',
        });
      await authClient.signOut({ scope: 'others' }).catch(() => {});
      toast({
        title: 'Password updated',
        description: 'Your new password is set. Signed out of your other devices.',
        variant: 'success',
      });
      navigate('/dashboard');
    } finally {
      setSaving(false);
    }
  }

  if (loading) return <AuthSpinner />;

  const shell = (children: ReactNode) => (
    <main id="main" className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-4 p-8">{children}</CardContent>
      </Card>
    </main>
  );

  if (!user) {
    return shell(
      <div className="flex flex-col items-center gap-4 text-center">
        <TriangleAlert className="h-12 w-12 text-warning-700" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Reset link needed</h1>
        <p className="text-sm text-ink-muted" role={outcome.error ? 'alert' : undefined}>
          {outcome.error
            ? 'This password reset link is invalid or has expired. Links work once and only for a limited time.'
            : 'Open the link from your password reset email on this device to choose a new password.'}
        </p>
        <Button className="w-full" onClick={() => openSignIn('/dashboard', 'forgot')}>
          Send a New Link
        </Button>
      </div>,
    );
  }

  return shell(
    <>
      <div className="flex flex-col items-center gap-2 text-center">
        <KeyRound className="h-10 w-10 text-brand-700" aria-hidden="true" />
        <h1 className="text-2xl font-bold">Choose a new password</h1>
        <p className="text-sm text-ink-muted">
          for <strong className="break-all text-ink">{user.email}</strong>
        </p>
      </div>
      <form className="space-y-4" onSubmit={(e) => void save(e)}>
        <div className="space-y-1.5">
          <Label htmlFor={ids.password}>New password</Label>
          <PasswordInput
            id={ids.password}
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={saving}
            aria-describedby={ids.rules}
          />
          <PasswordRules id={ids.rules} password={password} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={ids.confirm}>Confirm new password</Label>
          <PasswordInput
            id={ids.confirm}
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            disabled={saving}
            aria-invalid={mismatch}
            aria-describedby={mismatch ? ids.mismatch : undefined}
          />
          {mismatch && (
            <p id={ids.mismatch} className="text-sm text-danger-700">
              The two passwords do not match.
            </p>
          )}
        </div>
        <p className="text-sm text-ink-muted">Every other device signed in to your account will be signed out.</p>
        <Button type="submit" className="w-full" disabled={saving}>
          {saving ? 'Saving...' : 'Save New Password'}
        </Button>
      </form>
    </>,
  );
}
