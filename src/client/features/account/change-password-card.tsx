// Change password: proof first (the current password, or a code we email for accounts that never
// had one or forgot it), then the new password twice. The server ends every other session.
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, KeyRound, Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { authClient } from '../auth/auth-client';
import { OTP_LENGTH, OtpCodeInput } from '../auth/otp-code-input';
import { PasswordInput } from '../auth/password-input';
import { PasswordRules } from '../auth/password-rules';
import { EMAIL_RESEND_SECONDS, secondsToWait, useCountdown } from '../auth/use-countdown';

type Proof = 'password' | 'code';

function fail(description: string) {
  toast({ title: 'Error', description, variant: 'destructive' });
}

export function ChangePasswordCard({ email }: { email: string | null }) {
  const [proof, setProof] = useState<Proof>('password');
  const [current, setCurrent] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const cooldown = useCountdown();
  const ids = { current: useId(), code: useId(), password: useId(), confirm: useId(), mismatch: useId(), rules: useId() };
  const mismatch = confirm.length > 0 && confirm !== password;

  const sendCode = useMutation({
    mutationFn: async () => {
      const { error } = await authClient.reauthenticate();
      if (error) throw error;
    },
    onSuccess: () => {
      setCodeSent(true);
      cooldown.start(EMAIL_RESEND_SECONDS);
      toast({
        title: 'Code sent',
        description: email ? `We emailed a 6-digit code to ${email}.` : 'We emailed you a 6-digit code.',
      });
    },
    onError: (err) => {
      const wait = secondsToWait(err.message);
      if (wait !== null) {
        cooldown.start(wait);
        return fail(`Please wait ${wait} seconds before asking for another code.`);
      }
      fail(err.message || 'Could not send the code');
    },
  });

  const save = useMutation({
    mutationFn: async () => {
      const { error } = await authClient.updateUser(
        proof === 'password' ? { password, current_password: current } : { password, nonce: code },
      );
      if (error) throw error;
      // Our server already ended the other sessions; a hosted project may not have.
      await authClient.signOut({ scope: 'others' }).catch(() => {});
    },
    onSuccess: () => {
      setCurrent('');
      setCode('');
      setCodeSent(false);
      setPassword('');
      setConfirm('');
      setDone(true);
      toast({ title: 'Password changed', description: 'Signed out of your other devices.', variant: 'success' });
    },
    onError: (err) => fail(err.message || 'Could not change your password'),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (password !== confirm) return fail('The two new passwords do not match');
    if (proof === 'code' && code.length !== OTP_LENGTH) return fail('Enter the 6-digit code from the email.');
    setDone(false);
    save.mutate();
  }

  function switchProof(next: Proof) {
    setProof(next);
    setCurrent('');
    setCode('');
  }

  const busy = save.isPending;
  return (
    <Card className="p-5">
      <section aria-labelledby="change-password-title">
        <div className="flex items-start gap-4">
          <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
            <KeyRound className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="change-password-title" className="text-lg font-semibold text-ink">
              Change password
            </h2>
            <p className="text-sm text-ink-muted">
              Every other device signed in to your account is signed out when the password changes.
            </p>
          </div>
        </div>

        {done && (
          <p
            className="mt-4 flex items-center gap-2 rounded-lg bg-success-50 px-4 py-3 text-sm font-medium text-success-700"
            role="status"
          >
            <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden="true" />
            Password changed. Signed out of your other devices.
          </p>
        )}

        <form className="mt-5 max-w-md space-y-4" onSubmit={submit}>
          {proof === 'password' ? (
            <div className="space-y-1.5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Label htmlFor={ids.current}>Current password</Label>
                <button
                  type="button"
                  className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
                  onClick={() => switchProof('code')}
                >
                  No password or forgot it? Use an emailed code
                </button>
              </div>
              <PasswordInput
                id={ids.current}
                name="current-password"
                autoComplete="current-password"
                required
                value={current}
                onChange={(e) => setCurrent(e.target.value)}
                disabled={busy}
              />
            </div>
          ) : (
            <div className="space-y-1.5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Label htmlFor={ids.code}>Code from the email</Label>
                <button
                  type="button"
                  className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
                  onClick={() => switchProof('password')}
                >
                  Use my current password instead
                </button>
              </div>
              <div className="flex flex-col gap-2 sm:flex-row">
                <OtpCodeInput
                  id={ids.code}
                  name="code"
                  required={codeSent}
                  value={code}
                  onValueChange={setCode}
                  disabled={busy || !codeSent}
                  className="sm:max-w-48"
                />
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => sendCode.mutate()}
                  disabled={sendCode.isPending || cooldown.secondsLeft > 0}
                >
                  {sendCode.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
                  {cooldown.secondsLeft > 0
                    ? `Resend in ${cooldown.secondsLeft} s`
                    : codeSent
                      ? 'Resend code'
                      : 'Email me a code'}
                </Button>
              </div>
            </div>
          )}
          <div className="space-y-1.5">
            <Label htmlFor={ids.password}>New password</Label>
            <PasswordInput
              id={ids.password}
              name="new-password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              disabled={busy}
              aria-describedby={ids.rules}
            />
            <PasswordRules id={ids.rules} password={password} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={ids.confirm}>Confirm new password</Label>
            <PasswordInput
              id={ids.confirm}
              name="confirm-password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              disabled={busy}
              aria-invalid={mismatch}
              aria-describedby={mismatch ? ids.mismatch : undefined}
            />
            {mismatch && (
              <p id={ids.mismatch} className="text-sm text-danger-700">
                The two passwords do not match.
              </p>
            )}
          </div>
          <Button type="submit" disabled={busy || (proof === 'code' && !codeSent)}>
            {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {busy ? 'Saving...' : 'Change Password'}
          </Button>
        </form>
      </section>
    </Card>
  );
}
