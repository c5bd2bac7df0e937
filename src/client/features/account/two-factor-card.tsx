// Two-factor authentication with an authenticator app (TOTP): turn it on with a QR code or the
// secret, confirm with a first code, list the apps in use and remove one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Factor } from '@supabase/auth-js';
import { Copy, Loader2, Smartphone, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { toast } from '../../components/ui/use-toast';
import { authClient } from '../auth/auth-client';
import { OTP_LENGTH, OtpCodeInput } from '../auth/otp-code-input';
import { formatDate } from '../results/format';

const FACTORS_KEY = ['auth', 'mfa-factors'] as const;

type Enrolment = { factorId: string; qrSrc: string; secret: string };

/** auth-js hands the SVG as `data:image/svg+xml;utf-8,<svg…>`; an <img> needs it URL-encoded. */
export function qrImageSource(qrCode: string): string {
  const svg = qrCode.replace(/^data:image\/svg\+xml;utf-8,/, '');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP", easier to type into a phone. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

function fail(description: string) {
  toast({ title: 'Error', description, variant: 'destructive' });
}

async function listTotpFactors(): Promise<Factor[]> {
  const { data, error } = await authClient.mfa.listFactors();
  if (error) throw error;
  return data.all.filter((f) => f.factor_type === 'totp');
}

export function TwoFactorCard() {
  const queryClient = useQueryClient();
  const factors = useQuery({ queryKey: FACTORS_KEY, queryFn: listTotpFactors });
  const verified = (factors.data ?? []).filter((f) => f.status === 'verified');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [removing, setRemoving] = useState<Factor | null>(null);
  const codeId = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: FACTORS_KEY });

  const start = useMutation({
    mutationFn: async () => {
      // An abandoned set-up leaves an unverified factor behind: clear it so names never clash.
      for (const f of (factors.data ?? []).filter((x) => x.status !== 'verified'))
        await authClient.mfa.unenroll({ factorId: f.id });
      const { data, error } = await authClient.mfa.enroll({
        factorType: 'totp',
        friendlyName: `Authenticator app ${verified.length + 1}`,
      });
      if (error) throw error;
      return { factorId: data.id, qrSrc: qrImageSource(data.totp.qr_code), secret: data.totp.secret };
    },
    onSuccess: (next) => {
      setCode('');
      setEnrolment(next);
    },
    onError: (err) => fail(err.message || 'Could not start two-factor set-up'),
  });

  const confirm = useMutation({
    mutationFn: async (input: { factorId: string; code: string }) => {
      const { error } = await authClient.mfa.challengeAndVerify(input);
      if (error) throw error;
    },
    onSuccess: () => {
      setEnrolment(null);
      setCode('');
      void refresh();
      toast({
        title: 'Two-factor authentication is on',
        description: 'Signing in now asks for a code from your app. Devices signed in with only a password were signed out.',
        variant: 'success',
      });
    },
    onError: (err) => {
      setCode('');
      fail(err.message || 'That code did not work');
    },
  });

  const remove = useMutation({
    mutationFn: async (factorId: string) => {
      const { error } = await authClient.mfa.unenroll({ factorId });
      if (error) throw error;
      // The session's level and factor list change with it.
      await authClient.refreshSession();
    },
    onSuccess: () => {
      setRemoving(null);
      void refresh();
      toast({ title: 'Authenticator app removed', description: 'Signing in no longer asks for its codes.' });
    },
    onError: (err) => fail(err.message || 'Could not remove the authenticator app'),
  });

  async function cancel() {
    const pending = enrolment;
    setEnrolment(null);
    setCode('');
    if (pending) await authClient.mfa.unenroll({ factorId: pending.factorId }).catch(() => {});
    void refresh();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!enrolment) return;
    if (code.length !== OTP_LENGTH) return fail('Enter the 6-digit code your app shows.');
    confirm.mutate({ factorId: enrolment.factorId, code });
  }

  async function copySecret(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: 'Copied', description: 'The secret key is on your clipboard.' });
    } catch {
      fail('Could not copy: select the key and copy it by hand.');
    }
  }

  return (
    <Card className="p-5">
      <section aria-labelledby="two-factor-title">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex items-start gap-4">
            <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <Smartphone className="h-5 w-5" aria-hidden="true" />
            </span>
            <div>
              <h2 id="two-factor-title" className="text-lg font-semibold text-ink">
                Two-factor authentication
              </h2>
              <p className="text-sm text-ink-muted">
                Ask for a code from an authenticator app (Google Authenticator, 1Password, Authy…) each time you sign in with your
                password.
              </p>
            </div>
          </div>
          {factors.isSuccess &&
            (verified.length > 0 ? <Badge variant="success">On</Badge> : <Badge variant="outline">Off</Badge>)}
        </div>

        {factors.isPending && <p className="mt-4 text-sm text-ink-muted">Loading…</p>}
        {factors.isError && (
          <p className="mt-4 text-sm text-danger-700" role="alert">
            Could not load your authenticator apps. Reload the page to try again.
          </p>
        )}

        {verified.length > 0 && (
          <ul className="mt-4 divide-y divide-line rounded-lg border border-line" aria-label="Authenticator apps">
            {verified.map((f) => (
              <li key={f.id} className="flex items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="break-words font-medium text-ink">{f.friendly_name || 'Authenticator app'}</p>
                  <p className="text-xs text-ink-muted">Added {formatDate(f.created_at)}</p>
                </div>
                <Button
                  variant="ghost"
                  className="text-danger-700"
                  onClick={() => setRemoving(f)}
                  aria-label={`Remove ${f.friendly_name || 'authenticator app'}`}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}

        {enrolment ? (
          <form
            className="mt-5 grid gap-5 rounded-lg border border-brand-100 bg-brand-50/50 p-4 sm:grid-cols-[auto_1fr]"
            onSubmit={submit}
          >
            <img
              src={enrolment.qrSrc}
              alt="QR code to scan with your authenticator app"
              width={176}
              height={176}
              className="mx-auto rounded-md bg-white p-2"
            />
            <div className="space-y-3">
              <p className="text-sm text-ink">
                <strong>1.</strong> Scan the QR code with your authenticator app, or enter this key by hand:
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <code className="break-all rounded bg-white px-2 py-1 font-mono text-sm text-ink" data-testid="totp-secret">
                  {groupSecret(enrolment.secret)}
                </code>
                <Button type="button" variant="ghost" size="sm" onClick={() => void copySecret(enrolment.secret)}>
                  <Copy className="h-4 w-4" aria-hidden="true" />
                  Copy key
                </Button>
              </div>
              <div className="space-y-1.5">
                <Label htmlFor={codeId}>
                  <strong>2.</strong> Enter the 6-digit code the app shows
                </Label>
                <OtpCodeInput
                  id={codeId}
                  name="code"
                  required
                  value={code}
                  onValueChange={setCode}
                  disabled={confirm.isPending}
                  className="max-w-48"
                />
              </div>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={confirm.isPending}>
                  {confirm.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
                  Verify and turn on
                </Button>
                <Button type="button" variant="secondary" onClick={() => void cancel()} disabled={confirm.isPending}>
                  Cancel
                </Button>
              </div>
            </div>
          </form>
        ) : (
          factors.isSuccess && (
            <Button
              className="mt-4"
              variant={verified.length ? 'secondary' : 'primary'}
              onClick={() => start.mutate()}
              disabled={start.isPending}
            >
              {start.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
              {verified.length ? 'Add another authenticator app' : 'Set up an authenticator app'}
            </Button>
          )
        )}
      </section>

      <Dialog open={removing !== null} onOpenChange={(open) => !open && !remove.isPending && setRemoving(null)}>
        <DialogContent>
          <DialogTitle>Remove this authenticator app?</DialogTitle>
          <DialogDescription>
            {verified.length > 1
              ? 'Signing in will ask for a code from your other app.'
              : 'Signing in will ask only for your password. You can set up an app again at any time.'}
          </DialogDescription>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setRemoving(null)} disabled={remove.isPending}>
              Keep it
            </Button>
            <Button variant="destructive" onClick={() => removing && remove.mutate(removing.id)} disabled={remove.isPending}>
              {remove.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
              Remove
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
