// /debug (spec section 2): try a sign-up (confirmation redirects to /dashboard), inspect the
// current session and user, and read setup hints for this installation. Shown only where the
// operator allows it (DEBUG_PAGE=true, or development); tokens are masked, with a copy button,
// so a screenshot or a shoulder never carries a usable one.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { publicConfig } from '../../lib/public-config';
import { usePageMeta } from '../layout/use-page-meta';
import { authApiUrl, authClient } from './auth-client';
import { maskSecrets, maskToken } from './mask-secrets';

type Report = { title: string; raw: unknown; emailConfirmed: boolean | null; accessToken: string | null };

function accessTokenOf(raw: unknown): string | null {
  const session = (raw as { data?: { session?: { access_token?: unknown } | null } })?.data?.session;
  return typeof session?.access_token === 'string' ? session.access_token : null;
}

function TurnedOff() {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold">Authentication debugging</h1>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Turned off on this installation</CardTitle>
          <CardDescription>
            This page shows the session of your browser, so it is off unless the operator turns it on with DEBUG_PAGE=true (it is
            always on in development).
          </CardDescription>
        </CardHeader>
      </Card>
    </main>
  );
}

function confirmedFrom(raw: unknown): boolean | null {
  const user = (raw as { data?: { user?: { email_confirmed_at?: string | null } | null } })?.data?.user;
  return user ? Boolean(user.email_confirmed_at) : null;
}

export default function DebugPage() {
  usePageMeta({ title: 'Authentication debugging', noIndex: true });
  return publicConfig.debugPage ? <DebugTools /> : <TurnedOff />;
}

function DebugTools() {
  const [copied, setCopied] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const ids = { email: useId(), password: useId() };
  const hosted = Boolean(publicConfig.authUrl);

  async function testSignUp(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const result = await authClient.signUp({ email: email.trim(), password, options: { emailRedirectTo: `${window.location.origin}/dashboard` } });
      setReport({ title: 'Sign-up result', raw: result, emailConfirmed: confirmedFrom(result), accessToken: accessTokenOf(result) });
    } finally {
      setBusy(false);
    }
  }

  async function checkConfig() {
    setBusy(true);
    try {
      const session = await authClient.getSession();
      const user = session.data.session ? await authClient.getUser() : { data: { user: null }, error: null };
      setReport({
        title: 'Current auth state',
        raw: {
          config: { authApiUrl, anonKey: publicConfig.anonKey ? `${publicConfig.anonKey.slice(0, 12)}…` : '(none)', googleEnabled: publicConfig.googleEnabled },
          session: session.data.session,
          sessionError: session.error,
          user: user.data.user,
          userError: user.error,
        },
        emailConfirmed: user.data.user ? Boolean(user.data.user.email_confirmed_at) : null,
        accessToken: session.data.session?.access_token ?? null,
      });
      setCopied(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">Authentication debugging</h1>
        <p className="mt-1 text-ink-muted">Test sign-up and inspect the session of this browser.</p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Test sign-up</CardTitle>
          <CardDescription>After confirming the email, the link leads to /dashboard.</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4 sm:grid-cols-2" onSubmit={(e) => void testSignUp(e)}>
            <div className="space-y-1.5">
              <Label htmlFor={ids.email}>Email</Label>
              <Input id={ids.email} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={ids.password}>Password</Label>
              <Input id={ids.password} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </div>
            <div className="flex flex-wrap gap-3 sm:col-span-2">
              <Button type="submit" disabled={busy || !email.trim() || !password}>
                Test Sign Up
              </Button>
              <Button variant="secondary" onClick={() => void checkConfig()} disabled={busy}>
                Check Auth Config
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>

      {report && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">{report.title}</CardTitle>
            <CardDescription>
              Email confirmed: <strong>{report.emailConfirmed === null ? 'no user' : report.emailConfirmed ? 'yes' : 'no'}</strong>
            </CardDescription>
          </CardHeader>
          <CardContent>
            {report.accessToken && (
              <div className="mb-3 flex flex-wrap items-center gap-3 text-sm">
                <span>
                  Access token: <code>{maskToken(report.accessToken)}</code>
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    void navigator.clipboard.writeText(report.accessToken!).then(() => setCopied(true));
                  }}
                >
                  {copied ? 'Copied' : 'Copy access token'}
                </Button>
              </div>
            )}
            <pre className="max-h-96 overflow-auto rounded-lg bg-slate-900 p-4 text-xs text-slate-100" tabIndex={0} aria-label="Raw result">
              {JSON.stringify(maskSecrets(report.raw), null, 2)}
            </pre>
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader>
          <CardTitle as="h2">Setup hints</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-2 pl-5 text-sm text-ink-muted">
            <li>
              Auth API: <code className="break-all">{authApiUrl}</code> ({hosted ? 'hosted Supabase project' : 'built into this server'}).
            </li>
            <li>
              A sign-up that returns a user but no session means email confirmation is on: open the link in the email.
              {!hosted && ' Without SMTP_URL the server writes each email to DATA_DIR/outbox/ and prints its link in the server log.'}
            </li>
            <li>"Email not confirmed" on sign-in means that link was not opened yet; /verify-email can send a new one.</li>
            <li>
              Email links may only return to this site or to addresses in {hosted ? "the project's redirect allow list" : 'AUTH_REDIRECT_ALLOW_LIST'}; others fall back to
              the site URL{hosted ? '' : ' (AUTH_SITE_URL)'}.
            </li>
            <li>
              Google sign-in is {publicConfig.googleEnabled ? 'configured' : 'not configured'}.
              {!hosted && ` It needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, with ${authApiUrl}/callback as the authorised redirect URI.`}
            </li>
            <li>To skip confirmation on a private installation, set AUTH_AUTOCONFIRM=true.</li>
          </ul>
        </CardContent>
      </Card>
    </main>
  );
}
