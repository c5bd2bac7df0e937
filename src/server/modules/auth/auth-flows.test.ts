// The embedded auth server driven by the real @supabase/auth-js client over HTTP, with the
// emails captured by a real SMTP server on loopback.
import { AuthApiError, AuthWeakPasswordError, isAuthSessionMissingError } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authClient,
  fragmentParams,
  linkAndCode,
  openLink,
  startAuthServer,
  startMailCatcher,
  TEST_PASSWORD,
  type AuthServer,
  type MailCatcher,
} from '../../../../tests/helpers/auth.js';

let mail: MailCatcher;
let s: AuthServer;
const redirect = 'http://127.0.0.1:5173/verify-email';

beforeAll(async () => {
  mail = await startMailCatcher();
  s = await startAuthServer({ SMTP_URL: mail.url, SMTP_FROM: 'Stackwise <auth@example.com>', AUTH_EMAIL_MAX_FREQUENCY: '0' });
});
afterAll(async () => {
  await s?.close();
  await mail?.close();
});

let n = 0;
const newEmail = () => `person${++n}-${Date.now().toString(36)}@example.com`;

async function confirmedUser(password = TEST_PASSWORD) {
  const email = newEmail();
  const c = await authClient(s);
  const { error } = await c.signUp({ email, password });
  expect(error).toBeNull();
  const { link } = linkAndCode((await mail.waitFor(email)).text);
  await openLink(link);
  return { email, password };
}

describe('sign-up and confirmation', () => {
  it('metadata planted by someone else before sign-up never reaches the owner, and metadata is capped', async () => {
    const email = newEmail();
    const big = { blob: 'x'.repeat(27_000) };
    const stranger = await authClient(s);
    expect((await stranger.signInWithOtp({ email, options: { data: big } })).error).toMatchObject({ code: 'validation_failed', status: 400 });
    expect((await stranger.signInWithOtp({ email, options: { data: { planted: true, role: 'admin' } } })).error).toBeNull();

    const owner = await authClient(s);
    expect((await owner.signUp({ email, password: TEST_PASSWORD, options: { data: { name: 'Owner' } } })).error).toBeNull();
    const { link } = linkAndCode((await mail.waitFor(email, 2)).text);
    await openLink(link);
    const signedIn = await owner.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.user?.user_metadata).toMatchObject({ name: 'Owner' });
    expect(signedIn.data.user?.user_metadata.planted).toBeUndefined();

    expect((await owner.updateUser({ data: big })).error).toMatchObject({ code: 'validation_failed', status: 400 });
    expect((await (await authClient(s)).signUp({ email: newEmail(), password: TEST_PASSWORD, options: { data: big } })).error).toMatchObject({ status: 400 });
    expect(signedIn.data.session!.access_token.length).toBeLessThan(4000);
  });

  it('without autoconfirm: a user and no session, then the emailed link confirms and signs in', async () => {
    const c = await authClient(s);
    const email = newEmail();
    const { data, error } = await c.signUp({ email, password: TEST_PASSWORD, options: { data: { name: 'Ann' }, emailRedirectTo: redirect } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { name: 'Ann' }, app_metadata: { provider: 'email', providers: ['email'] } });
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const signInEarly = await c.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(signInEarly.error).toBeInstanceOf(AuthApiError);
    expect(signInEarly.error?.code).toBe('email_not_confirmed');

    const message = await mail.waitFor(email);
    expect(message.raw).toContain('From: Stackwise <auth@example.com>');
    const { link, code } = linkAndCode(message.text);
    expect(link).toContain(`${s.baseUrl}/auth/v1/verify?token=`);
    expect(link).toContain('type=signup');
    expect(code).toMatch(/^\d{6}$/);

    const { status, location } = await openLink(link);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(redirect);
    const params = fragmentParams(location);
    expect(params.get('type')).toBe('signup');
    expect(params.get('token_type')).toBe('bearer');
    const set = await c.setSession({ access_token: params.get('access_token')!, refresh_token: params.get('refresh_token')! });
    expect(set.error).toBeNull();
    const { data: u } = await c.getUser();
    expect(u.user?.email_confirmed_at).toBeTruthy();
    expect(u.user?.user_metadata).toMatchObject({ name: 'Ann', email_verified: true });

    // A used link cannot be used again: it redirects with the error instead.
    const again = await openLink(link);
    expect(again.location.searchParams.get('error_code')).toBe('otp_expired');
  });

  it('a second sign-up of a confirmed address returns an obfuscated user with no identities', async () => {
    const { email } = await confirmedUser();
    const c = await authClient(s);
    const { data, error } = await c.signUp({ email, password: 'another-password' });
    expect(error).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.session).toBeNull();
  });

  it('confirms with the 6-digit code too (verifyOtp type signup)', async () => {
    const c = await authClient(s);
    const email = newEmail();
    await c.signUp({ email, password: TEST_PASSWORD });
    const { code } = linkAndCode((await mail.waitFor(email)).text);
    const { data, error } = await c.verifyOtp({ email, token: code, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('resends the confirmation email', async () => {
    const c = await authClient(s);
    const email = newEmail();
    await c.signUp({ email, password: TEST_PASSWORD });
    await mail.waitFor(email, 1);
    const { error } = await c.resend({ type: 'signup', email, options: { emailRedirectTo: redirect } });
    expect(error).toBeNull();
    const second = await mail.waitFor(email, 2);
    const { link } = linkAndCode(second.text);
    expect((await openLink(link)).status).toBe(303);
  });

  it('weak passwords are refused with their reasons', async () => {
    const c = await authClient(s);
    const { error } = await c.signUp({ email: newEmail(), password: 'abc' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
    expect(error?.code).toBe('weak_password');
    expect(error?.status).toBe(422);
    expect(error?.message).toBe('Password should be at least 6 characters.');
  });

  it('invalid emails and missing passwords are validation_failed', async () => {
    const c = await authClient(s);
    const bad = await c.signUp({ email: 'not-an-email', password: TEST_PASSWORD });
    expect(bad.error?.code).toBe('validation_failed');
    expect(bad.error?.status).toBe(400);
  });
});

describe('password sign-in and sessions', () => {
  it('signs in, refuses a wrong password, and reads the user', async () => {
    const { email } = await confirmedUser();
    const c = await authClient(s);
    const wrong = await c.signInWithPassword({ email, password: 'wrong-password' });
    expect(wrong.error).toBeInstanceOf(AuthApiError);
    expect(wrong.error).toMatchObject({ code: 'invalid_credentials', status: 400, message: 'Invalid login credentials' });
    const unknown = await c.signInWithPassword({ email: newEmail(), password: TEST_PASSWORD });
    expect(unknown.error?.code).toBe('invalid_credentials');

    const { data, error } = await c.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.expires_in).toBe(3600);
    expect(data.session?.token_type).toBe('bearer');
    expect(data.user?.email).toBe(email);
    const { data: u, error: e } = await c.getUser();
    expect(e).toBeNull();
    expect(u.user?.id).toBe(data.user?.id);
  });

  it('refresh rotates the token; the previous one still works once (lost response)', async () => {
    const { email } = await confirmedUser();
    const c = await authClient(s);
    const { data } = await c.signInWithPassword({ email, password: TEST_PASSWORD });
    const first = data.session!.refresh_token;
    const r1 = await c.refreshSession();
    expect(r1.error).toBeNull();
    const second = r1.data.session!.refresh_token;
    expect(second).not.toBe(first);

    // Another device still holding `first` (the immediate predecessor) gets the current token.
    const other = await authClient(s);
    const reuse = await other.refreshSession({ refresh_token: first });
    expect(reuse.error).toBeNull();
    expect(reuse.data.session!.refresh_token).toBe(second);
  });

  it('reuse of an older token inside the reuse window is accepted', async () => {
    const { email } = await confirmedUser();
    const c = await authClient(s);
    const { data } = await c.signInWithPassword({ email, password: TEST_PASSWORD });
    const t0 = data.session!.refresh_token;
    await c.refreshSession();
    const t2 = (await c.refreshSession()).data.session!.refresh_token;
    const late = await (await authClient(s)).refreshSession({ refresh_token: t0 });
    expect(late.error).toBeNull();
    expect(late.data.session!.refresh_token).toBe(t2);
  });

  it('logout scopes: others, local, global', async () => {
    const { email } = await confirmedUser();
    const [a, b, c] = await Promise.all([authClient(s), authClient(s), authClient(s)]);
    for (const x of [a, b, c]) expect((await x.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
    const bToken = (await b.getSession()).data.session!.refresh_token;
    const cToken = (await c.getSession()).data.session!.refresh_token;

    expect((await a.signOut({ scope: 'others' })).error).toBeNull();
    expect((await a.getUser()).error).toBeNull();
    const bAfter = await (await authClient(s)).refreshSession({ refresh_token: bToken });
    expect(bAfter.error?.code).toBe('refresh_token_not_found');

    const c2 = await authClient(s);
    expect((await c2.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
    const aAccess = (await a.getSession()).data.session!.access_token;
    expect((await a.signOut({ scope: 'local' })).error).toBeNull();
    expect((await a.getSession()).data.session).toBeNull();
    // (Not through c2: the client drops its own session on session_not_found.)
    const gone = await (await authClient(s)).getUser(aAccess);
    expect(isAuthSessionMissingError(gone.error)).toBe(true);
    expect((await c2.getUser()).error).toBeNull();

    expect((await c2.signOut({ scope: 'global' })).error).toBeNull();
    const cAfter = await (await authClient(s)).refreshSession({ refresh_token: cToken });
    expect(cAfter.error?.code).toBe('refresh_token_not_found');
  });
});

describe('PKCE, magic link, recovery, user updates', () => {
  it('PKCE sign-up: the link returns ?code= and the client exchanges it', async () => {
    const c = await authClient(s, { flowType: 'pkce' });
    const email = newEmail();
    const { error } = await c.signUp({ email, password: TEST_PASSWORD, options: { emailRedirectTo: redirect } });
    expect(error).toBeNull();
    const { link } = linkAndCode((await mail.waitFor(email)).text);
    expect(link).toContain('token=pkce_');
    const { status, location } = await openLink(link);
    expect(status).toBe(303);
    const code = location.searchParams.get('code');
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const { data, error: e } = await c.exchangeCodeForSession(code!);
    expect(e).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    // Single use.
    const replay = await (await authClient(s, { flowType: 'pkce' })).exchangeCodeForSession(code!);
    expect(replay.error).toBeTruthy();
  });

  it('magic link and email code sign a confirmed user in', async () => {
    const { email } = await confirmedUser();
    const c = await authClient(s);
    expect((await c.signInWithOtp({ email, options: { emailRedirectTo: redirect } })).error).toBeNull();
    const first = linkAndCode((await mail.waitFor(email, 2)).text);
    expect(first.link).toContain('type=magiclink');
    const { location } = await openLink(first.link);
    expect(fragmentParams(location).get('access_token')).toBeTruthy();

    expect((await c.signInWithOtp({ email })).error).toBeNull();
    const second = linkAndCode((await mail.waitFor(email, 3)).text);
    const { data, error } = await c.verifyOtp({ email, token: second.code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const wrong = await c.verifyOtp({ email, token: '000000', type: 'email' });
    expect(wrong.error).toMatchObject({ code: 'otp_expired', status: 403 });
  });

  it('signInWithOtp with shouldCreateUser false creates nothing for unknown addresses, and says so to no one', async () => {
    const c = await authClient(s);
    const email = newEmail();
    // GoTrue would answer 422 otp_disabled, telling strangers the address has no account.
    expect((await c.signInWithOtp({ email, options: { shouldCreateUser: false } })).error).toBeNull();
    expect((await c.signInWithPassword({ email, password: TEST_PASSWORD })).error).toMatchObject({ code: 'invalid_credentials' });
    expect(mail.messages.some((m) => m.to.includes(email))).toBe(false);
  });

  it('password recovery: email, PKCE exchange (PASSWORD_RECOVERY), new password that ends the other sessions', async () => {
    const { email } = await confirmedUser();
    const elsewhere = await authClient(s);
    expect((await elsewhere.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
    const c = await authClient(s, { flowType: 'pkce' });
    const events: string[] = [];
    c.onAuthStateChange((event) => void events.push(event));
    expect((await c.resetPasswordForEmail(email, { redirectTo: 'http://127.0.0.1:5173/reset-password' })).error).toBeNull();
    expect((await (await authClient(s)).resetPasswordForEmail('nobody-here@example.com')).error).toBeNull();
    const { link } = linkAndCode((await mail.waitFor(email, 2)).text);
    expect(link).toContain('type=recovery');
    const { location } = await openLink(link);
    expect(location.pathname).toBe('/reset-password');
    const { error } = await c.exchangeCodeForSession(location.searchParams.get('code')!);
    expect(error).toBeNull();
    await new Promise((r) => setTimeout(r, 10));
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await c.updateUser({ password: 'a-brand-new-secret' })).error).toBeNull();
    const old = await (await authClient(s)).signInWithPassword({ email, password: TEST_PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await (await authClient(s)).signInWithPassword({ email, password: 'a-brand-new-secret' });
    expect(fresh.error).toBeNull();
    // Whoever was signed in with the old password is signed out.
    expect((await elsewhere.refreshSession()).error?.code).toBe('refresh_token_not_found');
  });

  it('a password change needs the current password or an emailed code, and ends the other sessions', async () => {
    const { email } = await confirmedUser();
    const c = await authClient(s);
    await c.signInWithPassword({ email, password: TEST_PASSWORD });
    const other = await authClient(s);
    await other.signInWithPassword({ email, password: TEST_PASSWORD });

    // A stolen session alone cannot take the account over.
    expect((await c.updateUser({ password: 'taken-over-secret-1' })).error).toMatchObject({ code: 'reauthentication_needed', status: 400 });
    expect((await c.updateUser({ password: 'taken-over-secret-1', current_password: 'a-guess-1' })).error).toMatchObject({ code: 'current_password_mismatch' });
    expect((await c.updateUser({ password: 'taken-over-secret-1', nonce: '123456' })).error).toMatchObject({ code: 'reauthentication_not_valid' });

    expect((await c.updateUser({ password: 'second-secret-2', current_password: TEST_PASSWORD })).error).toBeNull();
    expect((await other.refreshSession()).error?.code).toBe('refresh_token_not_found');
    expect((await c.getUser()).error).toBeNull();

    // The emailed code works once.
    expect((await c.reauthenticate()).error).toBeNull();
    const mailText = (await mail.waitFor(email, 2)).text;
    const nonce = /(\d{6})/.exec(mailText.slice(mailText.indexOf('confirm it is you')))?.[1];
    expect(nonce).toBeTruthy();
    expect((await c.updateUser({ password: 'third-secret-3', nonce })).error).toBeNull();
    expect((await c.updateUser({ password: 'fourth-secret-4', nonce })).error).toMatchObject({ code: 'reauthentication_not_valid' });
    expect((await (await authClient(s)).signInWithPassword({ email, password: 'third-secret-3' })).error).toBeNull();
  });

  it('updates metadata, refuses the same or a weak password, and changes email after confirmation', async () => {
    const { email } = await confirmedUser();
    const c = await authClient(s);
    await c.signInWithPassword({ email, password: TEST_PASSWORD });
    const meta = await c.updateUser({ data: { name: 'Renamed', company: 'Acme' } });
    expect(meta.error).toBeNull();
    expect(meta.data.user?.user_metadata).toMatchObject({ name: 'Renamed', company: 'Acme' });
    expect((await c.updateUser({ password: TEST_PASSWORD, current_password: TEST_PASSWORD })).error?.code).toBe('same_password');
    expect((await c.updateUser({ password: 'abc' })).error).toBeInstanceOf(AuthWeakPasswordError);

    const target = newEmail();
    const change = await c.updateUser({ email: target }, { emailRedirectTo: redirect });
    expect(change.error).toBeNull();
    expect(change.data.user?.new_email).toBe(target);
    expect(change.data.user?.email).toBe(email);
    const { link } = linkAndCode((await mail.waitFor(target)).text);
    expect(link).toContain('type=email_change');
    await openLink(link);
    const { data } = await c.getUser();
    expect(data.user?.email).toBe(target);
    expect(data.user?.new_email).toBeUndefined();
    expect((await (await authClient(s)).signInWithPassword({ email: target, password: TEST_PASSWORD })).error).toBeNull();
  });
});

describe('wire details', () => {
  it('answers both error formats and JSON 404s', async () => {
    const body = JSON.stringify({ email: 'x@example.com', password: 'nope-nope' });
    const modern = await fetch(`${s.baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body,
    });
    expect(modern.status).toBe(400);
    expect(modern.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(modern.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(await modern.json()).toMatchObject({ code: 'invalid_credentials', message: 'Invalid login credentials' });

    const legacy = await fetch(`${s.baseUrl}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(await legacy.json()).toMatchObject({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });

    const missing = await fetch(`${s.baseUrl}/auth/v1/token?grant_type=refresh_token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'invalid_request', error_description: 'refresh_token required' });

    const unknown = await fetch(`${s.baseUrl}/auth/v1/sso`, { method: 'POST', headers: { 'x-supabase-api-version': '2024-01-01' } });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('not_found');

    const badJson = await fetch(`${s.baseUrl}/auth/v1/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(badJson.status).toBe(400);
    expect((await badJson.json()).error_code).toBe('bad_json');
  });

  it('ignores the anon key as a bearer on public endpoints and publishes settings and health', async () => {
    const res = await fetch(`${s.baseUrl}/auth/v1/recover`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${s.anonKey}`, apikey: s.anonKey },
      body: JSON.stringify({ email: 'someone@example.com' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(await (await fetch(`${s.baseUrl}/auth/v1/settings`)).json()).toMatchObject({ external: { email: true, google: false }, mailer_autoconfirm: false });
    expect(await (await fetch(`${s.baseUrl}/auth/v1/health`)).json()).toMatchObject({ name: 'GoTrue' });
  });

  it('redirect_to outside the site and allow list falls back to the site URL', async () => {
    const c = await authClient(s);
    const email = newEmail();
    await c.signUp({ email, password: TEST_PASSWORD, options: { emailRedirectTo: 'https://evil.example.net/steal' } });
    const { link } = linkAndCode((await mail.waitFor(email)).text);
    const { location } = await openLink(link);
    expect(location.origin).toBe(s.baseUrl);
  });
});
