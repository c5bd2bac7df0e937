// GoTrue parity the official clients can observe: strict email validation, phone verify errors,
// error headers on every error (404s too), invitations, the admin MFA API and anonymous
// sign-ins with their upgrade — all through @supabase/auth-js and real HTTP, emails over SMTP.
import { GoTrueAdminApi } from '@supabase/auth-js';
import * as OTPAuth from 'otpauth';
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
let plain: AuthServer;
let admin: GoTrueAdminApi;
const redirect = 'http://127.0.0.1:5173/reset-password';

beforeAll(async () => {
  mail = await startMailCatcher();
  s = await startAuthServer({ SMTP_URL: mail.url, SMTP_FROM: 'Stackwise <auth@example.com>', AUTH_EMAIL_MAX_FREQUENCY: '0', AUTH_ANONYMOUS: 'true' });
  plain = await startAuthServer();
  admin = new GoTrueAdminApi({ url: `${s.baseUrl}/auth/v1`, headers: { apikey: s.serviceRoleKey, Authorization: `Bearer ${s.serviceRoleKey}` } });
});
afterAll(async () => {
  await s?.close();
  await plain?.close();
  await mail?.close();
});

let n = 0;
const newEmail = () => `parity-${++n}-${Date.now().toString(36)}@example.com`;
const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json', apikey: s.anonKey }, body: JSON.stringify(body) });

describe('email addresses are validated as GoTrue does', () => {
  const bad = 'xx:;x@x.x';
  const invalid = { code: 'validation_failed', status: 400, message: 'Unable to validate email address: invalid format' };

  it('on sign-up, OTP and recovery', async () => {
    const c = await authClient(s);
    expect((await c.signUp({ email: bad, password: TEST_PASSWORD })).error).toMatchObject(invalid);
    expect((await c.signInWithOtp({ email: bad })).error).toMatchObject(invalid);
    expect((await c.resetPasswordForEmail(bad)).error).toMatchObject(invalid);
    // Ordinary addresses, plus tags and subdomains, still pass.
    expect((await c.signUp({ email: `a.b+tag-${Date.now()}@mail.example.co.uk`, password: TEST_PASSWORD })).error).toBeNull();
  });

  it('on admin create-user, generate-link and invite', async () => {
    expect((await admin.createUser({ email: bad, password: TEST_PASSWORD })).error).toMatchObject(invalid);
    expect((await admin.generateLink({ type: 'magiclink', email: bad })).error).toMatchObject(invalid);
    expect((await admin.inviteUserByEmail(bad)).error).toMatchObject(invalid);
  });
});

describe('errors', () => {
  it('a phone code: a malformed number is a 400, any other is "expired or invalid" (no SMS provider)', async () => {
    const c = await authClient(s);
    expect((await c.verifyOtp({ phone: '12ab', token: '123456', type: 'sms' })).error).toMatchObject({
      status: 400,
      message: 'Invalid phone number format (E.164 required)',
    });
    expect((await c.verifyOtp({ phone: '+14155550123', token: '123456', type: 'sms' })).error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
  });

  it('every error response, an unknown route included, carries the API version and the error code', async () => {
    const variants: Record<string, string>[] = [{ apikey: s.anonKey }, { apikey: s.anonKey, 'x-supabase-api-version': '2024-01-01' }];
    for (const headers of variants) {
      const res = await fetch(`${s.baseUrl}/auth/v1/no-such-route`, { headers });
      expect(res.status).toBe(404);
      expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(res.headers.get('x-sb-error-code')).toBe('not_found');
      expect(await res.json()).toMatchObject({ error_code: 'not_found' });
    }
    const bad = await fetch(`${s.baseUrl}/auth/v1/signup`, json({ email: 'x', password: TEST_PASSWORD }));
    expect(bad.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await bad.json()).toMatchObject({ error_code: 'validation_failed' });
  });
});

describe('invitations', () => {
  it('POST /invite needs the service role, creates the user, and its email signs them in to set a password', async () => {
    const email = newEmail();
    const anon = await fetch(`${s.baseUrl}/auth/v1/invite`, json({ email }));
    expect(anon.status).toBe(401);

    const { data, error } = await admin.inviteUserByEmail(email, { data: { name: 'Invited' }, redirectTo: redirect });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { name: 'Invited' } });
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeFalsy();

    const message = await mail.waitFor(email);
    expect(message.raw).toMatch(/invited/i);
    const { link } = linkAndCode(message.text);
    expect(link).toContain('type=invite');
    const { location } = await openLink(link);
    expect(`${location.origin}${location.pathname}`).toBe(redirect);
    const params = fragmentParams(location);
    expect(params.get('type')).toBe('invite');

    // The invited person has no password yet: they choose one without proving an old one.
    const c = await authClient(s);
    expect((await c.setSession({ access_token: params.get('access_token')!, refresh_token: params.get('refresh_token')! })).error).toBeNull();
    expect((await c.updateUser({ password: TEST_PASSWORD })).error).toBeNull();
    expect((await (await authClient(s)).signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();

    // A confirmed account is not invited again.
    expect((await admin.inviteUserByEmail(email)).error).toMatchObject({ code: 'email_exists', status: 422 });
  });
});

describe('admin MFA API', () => {
  it('lists, renames and removes a user’s factors; removal drops their sessions to aal1', async () => {
    const email = newEmail();
    const created = await admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true });
    expect(created.error).toBeNull();
    const userId = created.data.user!.id;
    const c = await authClient(s);
    expect((await c.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
    const enrolled = await c.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(enrolled.error).toBeNull();
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(enrolled.data!.totp.secret), digits: 6, period: 30 });
    expect((await c.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: totp.generate() })).error).toBeNull();

    const listed = await admin.mfa.listFactors({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors).toEqual([expect.objectContaining({ id: enrolled.data!.id, friendly_name: 'Phone', status: 'verified' })]);

    const renamed = await fetch(`${s.baseUrl}/auth/v1/admin/users/${userId}/factors/${enrolled.data!.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', apikey: s.serviceRoleKey, authorization: `Bearer ${s.serviceRoleKey}` },
      body: JSON.stringify({ friendly_name: 'Old phone' }),
    });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id: enrolled.data!.id, friendly_name: 'Old phone' });

    // A user's own token is not the service role.
    const token = (await c.getSession()).data.session!.access_token;
    const forbidden = await fetch(`${s.baseUrl}/auth/v1/admin/users/${userId}/factors`, { headers: { apikey: s.anonKey, authorization: `Bearer ${token}` } });
    expect(forbidden.status).toBe(403);

    const removed = await admin.mfa.deleteFactor({ userId, id: enrolled.data!.id });
    expect(removed.error).toBeNull();
    expect((await admin.mfa.listFactors({ userId })).data?.factors).toEqual([]);
    // The session it raised is back to aal1 on its next refresh, and needs no code any more.
    const refreshed = await c.refreshSession();
    expect(refreshed.error).toBeNull();
    expect((await c.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const unknown = await admin.mfa.deleteFactor({ userId, id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.error).toMatchObject({ status: 404 });
  });
});

describe('anonymous sign-ins', () => {
  it('are off by default with GoTrue’s 422', async () => {
    const { error } = await (await authClient(plain)).signInAnonymously();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
    const settings = await (await fetch(`${plain.baseUrl}/auth/v1/settings`, { headers: { apikey: plain.anonKey } })).json();
    expect(settings).toMatchObject({ external: { anonymous_users: false } });
  });

  it('with AUTH_ANONYMOUS: a session without an email, upgraded by linking an email, then a password', async () => {
    const settings = await (await fetch(`${s.baseUrl}/auth/v1/settings`, { headers: { apikey: s.anonKey } })).json();
    expect(settings).toMatchObject({ external: { anonymous_users: true } });
    const c = await authClient(s);
    const { data, error } = await c.signInAnonymously({ options: { data: { name: 'Guest' } } });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ is_anonymous: true, user_metadata: { name: 'Guest' } });
    expect(data.user?.email ?? '').toBe('');
    expect(data.session?.access_token).toBeTruthy();

    // A password belongs to an email identity: link the email first.
    expect((await c.updateUser({ password: TEST_PASSWORD })).error).toMatchObject({ status: 422 });
    const email = newEmail();
    expect((await c.updateUser({ email })).error).toBeNull();
    const { link } = linkAndCode((await mail.waitFor(email)).text);
    await openLink(link);
    const { data: fresh } = await c.refreshSession();
    expect(fresh.user).toMatchObject({ email, is_anonymous: false });
    expect(fresh.user?.identities?.map((i) => i.provider)).toEqual(['email']);
    expect((await c.updateUser({ password: TEST_PASSWORD })).error).toBeNull();
    expect((await (await authClient(s)).signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
  });
});
