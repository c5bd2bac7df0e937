// The second step of signing in for an account with an authenticator app: while this browser's
// session is only password-strong (aal1) and the account has a verified factor, every API call is
// refused, so this dialog stays up until the code is entered or the person signs out.
import { Loader2, ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { authClient } from './auth-client';
import { OTP_LENGTH, OtpCodeInput } from './otp-code-input';

type Props = {
  factorId: string | null;
  onVerified: () => void;
  onSignOut: () => void;
};

export function MfaChallengeDialog({ factorId, onVerified, onSignOut }: Props) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const codeId = useId();

  async function verify(e: FormEvent) {
    e.preventDefault();
    if (!factorId) return;
    if (code.length !== OTP_LENGTH)
      return void toast({
        title: 'Error',
        description: 'Enter the 6-digit code from your authenticator app.',
        variant: 'destructive',
      });
    setBusy(true);
    try {
      const { error } = await authClient.mfa.challengeAndVerify({ factorId, code });
      if (error) {
        setCode('');
        return void toast({ title: 'Error', description: error.message || 'That code did not work', variant: 'destructive' });
      }
      setCode('');
      onVerified();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={factorId !== null}>
      <DialogContent
        // Closing would leave a session the server refuses: the only ways out are the code or signing out.
        onEscapeKeyDown={(e) => e.preventDefault()}
        onPointerDownOutside={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
        hideClose
      >
        <div className="flex items-center gap-3">
          <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
            <ShieldCheck className="h-5 w-5" aria-hidden="true" />
          </span>
          <DialogTitle>Two-factor verification</DialogTitle>
        </div>
        <DialogDescription className="mt-3">
          Enter the 6-digit code from your authenticator app to finish signing in.
        </DialogDescription>
        <form className="mt-5 space-y-4" onSubmit={(e) => void verify(e)}>
          <div className="space-y-1.5">
            <Label htmlFor={codeId}>Authentication code</Label>
            <OtpCodeInput id={codeId} name="code" required autoFocus value={code} onValueChange={setCode} disabled={busy} />
          </div>
          <Button type="submit" className="w-full" disabled={busy || !factorId}>
            {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
            {busy ? 'Verifying...' : 'Verify'}
          </Button>
        </form>
        <p className="mt-5 text-center text-sm text-ink-muted">
          Lost your device?{' '}
          <button
            type="button"
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
            onClick={onSignOut}
            disabled={busy}
          >
            Sign out
          </button>{' '}
          and contact us from the contact page.
        </p>
      </DialogContent>
    </Dialog>
  );
}
