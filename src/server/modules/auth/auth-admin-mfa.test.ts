// MFA, admin API, JWKS, autoconfirm, refresh reuse detection and rate limits, through the real
// @supabase/auth-js client (emails read from DATA_DIR/outbox: no SMTP configured here).
import { GoTrueAdminApi } from '@supabase/auth-js';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, lastEmailLink, openLink, startAuthServer, TEST_PASSWORD, type AuthServer } from '../../../../tests/helpers/auth.js';

let s: AuthServer;
let admin: GoTrueAdminApi;
beforeAll(async () => {
  s = await startAuthServer({ AUTH_AUTOCONFIRM: 'true', AUTH_PASSWORD_REQUIRED_CHARACTERS: 'abcdefghijklmnopqrstuvwxyz:0123456789' });
  admin = new GoTrueAdminApi({ url: `${s.baseUrl}/auth/v1`, headers: { apikey: s.serviceRoleKey, Authorization: `Bearer ${s.serviceRoleKey}` } });
});
afterAll(async () => {
  await s?.close();
});

let n = 0;
const newEmail = () => `admin-mfa-${++n}-${Date.now().toString(36)}@example.com`;

describe('autoconfirm', () => {
  it('sign-up returns a session at once; a duplicate is user_already_exists', async () => {
    const c = await authClient(s);
    const email = newEmail();
    const { data, error } = await c.signUp({ email, password: TEST_PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const dup = await (await authClient(s)).signUp({ email, password: TEST_PASSWORD });
    expect(dup.error).toMatchObject({ code: 'user_already_exists', status: 422 });
  });

  it('reports every weak-password reason', async () => {
    const { error } = await (await authClient(s)).signUp({ email: newEmail(), password: 'ABC' });
    expect(error).toMatchObject({ code: 'weak_password', reasons: ['length', 'characters'] });
  });
});

describe('access tokens', () => {
  it('carry the contract claims and verify against the published JWKS', async () => {
    const c = await authClient(s);
    const email = newEmail();
    const { data } = await c.signUp({ email, password: TEST_PASSWORD, options: { data: { name: 'Jo' } } });
    const token = data.session!.access_token;
    const jwks = createRemoteJWKSet(new URL(`${s.baseUrl}/auth/v1/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(token, jwks, { audience: 'authenticated' });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: expect.any(String) });
    expect(payload).toMatchObject({
      iss: `${s.baseUrl}/auth/v1`,
      sub: data.user!.id,
      aud: 'authenticated',
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      session_id: expect.any(String),
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Jo', email_verified: true },
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(payload.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);

    const res = await fetch(`${s.baseUrl}/auth/v1/.well-known/jwks.json`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=600');
    const { keys } = await res.json();
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', key_ops: ['verify'] });
    expect(keys[0].d).toBeUndefined();

    const claims = await c.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.sub).toBe(data.user!.id);
  });
});

describe('TOTP MFA', () => {
  it('enrol → challenge → verify raises the session to aal2; the aal1 refresh token cannot refresh', async () => {
    const c = await authClient(s);
    const { data } = await c.signUp({ email: newEmail(), password: TEST_PASSWORD });
    const aal1Refresh = data.session!.refresh_token;
    const enrolled = await c.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data!;
    expect(factor.type).toBe('totp');
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\//);
    const dup = await c.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    expect(dup.error?.code).toBe('mfa_factor_name_conflict');

    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(factor.totp.secret), digits: 6, period: 30 });
    const challenge = await c.mfa.challenge({ factorId: factor.id });
    expect(challenge.error).toBeNull();
    const wrong = await c.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: totp.generate() === '000000' ? '111111' : '000000' });
    expect(wrong.error).toMatchObject({ code: 'mfa_verification_failed', status: 422 });
    const ok = await c.mfa.verify({ factorId: factor.id, challengeId: challenge.data!.id, code: totp.generate() });
    expect(ok.error).toBeNull();
    const aal = await c.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const listed = await c.mfa.listFactors();
    expect(listed.data?.totp.map((f) => f.id)).toEqual([factor.id]);

    const stale = await (await authClient(s)).refreshSession({ refresh_token: aal1Refresh });
    expect(stale.error?.code).toBe('refresh_token_already_used');
    const still = await c.refreshSession();
    expect(still.error).toBeNull();
    const payload = JSON.parse(Buffer.from(still.data.session!.access_token.split('.')[1]!, 'base64url').toString());
    expect(payload.aal).toBe('aal2');

    const removed = await c.mfa.unenroll({ factorId: factor.id });
    expect(removed.error).toBeNull();
  });

  it('a verified factor makes password and email changes require aal2', async () => {
    const c = await authClient(s);
    const email = newEmail();
    await c.signUp({ email, password: TEST_PASSWORD });
    const { data: f } = await c.mfa.enroll({ factorType: 'totp' });
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(f!.totp.secret) });
    await c.mfa.challengeAndVerify({ factorId: f!.id, code: totp.generate() });
    const other = await authClient(s);
    await other.signInWithPassword({ email, password: TEST_PASSWORD });
    expect((await other.updateUser({ password: 'another-secret-1' })).error?.code).toBe('insufficient_aal');
    expect((await other.mfa.unenroll({ factorId: f!.id })).error?.code).toBe('insufficient_aal');
  });

  it('a password-only session of a user with a verified factor cannot use the API until the code is entered', async () => {
    const c = await authClient(s);
    const email = newEmail();
    await c.signUp({ email, password: TEST_PASSWORD });
    const api = async (client: typeof c, path: string, method = 'GET') => {
      const token = (await client.getSession()).data.session!.access_token;
      const res = await fetch(`${s.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
      return { status: res.status, body: (await res.json().catch(() => null)) as { message?: string; code?: string } | null };
    };
    expect((await api(c, '/api/projects')).status).toBe(200);
    const { data: f } = await c.mfa.enroll({ factorType: 'totp' });
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(f!.totp.secret) });
    await c.mfa.challengeAndVerify({ factorId: f!.id, code: totp.generate() });
    expect((await api(c, '/api/projects')).status).toBe(200);

    // A stolen password is not enough: reading, exporting and deleting are all refused.
    const other = await authClient(s);
    await other.signInWithPassword({ email, password: TEST_PASSWORD });
    for (const [path, method] of [['/api/projects', 'GET'], ['/api/account/export', 'GET'], ['/api/account', 'DELETE']] as const) {
      const r = await api(other, path, method);
      expect(r.status, path).toBe(403);
      expect(r.body).toMatchObject({ code: 'insufficient_aal', message: expect.stringMatching(/two-factor/i) });
    }
    await other.mfa.challengeAndVerify({ factorId: f!.id, code: totp.generate() });
    expect((await api(other, '/api/projects')).status).toBe(200);

    // Two-factor turned off: password-only sessions work again, on every instance (the cache is told).
    expect((await c.mfa.unenroll({ factorId: f!.id })).error).toBeNull();
    const third = await authClient(s);
    await third.signInWithPassword({ email, password: TEST_PASSWORD });
    expect((await api(third, '/api/projects')).status).toBe(200);
  });
});

describe('admin API', () => {
  it('lists users with paging, gets and deletes them; needs the service-role key', async () => {
    const created: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { data, error } = await admin.createUser({ email: newEmail(), password: TEST_PASSWORD, email_confirm: true, user_metadata: { i } });
      expect(error).toBeNull();
      created.push(data.user!.id);
    }
    const page1 = await admin.listUsers({ page: 1, perPage: 2 });
    expect(page1.error).toBeNull();
    if (!('total' in page1.data)) throw new Error('no pagination in the response');
    const total = page1.data.total;
    expect(total).toBeGreaterThanOrEqual(5);
    expect(page1.data.users).toHaveLength(2);
    expect(page1.data).toMatchObject({ nextPage: 2, lastPage: Math.ceil(total / 2) });
    const page2 = await admin.listUsers({ page: 2, perPage: 2 });
    expect(page2.data.users.map((u) => u.id)).not.toContain(page1.data.users[0]!.id);
    const all = await admin.listUsers();
    expect(all.data.users.map((u) => u.id)).toEqual(expect.arrayContaining(created));

    const got = await admin.getUserById(created[0]!);
    expect(got.data.user?.user_metadata).toMatchObject({ i: 0 });
    expect((await admin.deleteUser(created[0]!)).error).toBeNull();
    const gone = await admin.getUserById(created[0]!);
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found' });

    // Newest first, as GoTrue lists them.
    const newest = await admin.listUsers({ page: 1, perPage: 4 });
    expect(newest.data.users.map((u) => u.id)).toEqual([...created.slice(1)].reverse());

    for (const page of ['-1', '99999999999999999999', '1e3', 'abc']) {
      const raw = await fetch(`${s.baseUrl}/auth/v1/admin/users?page=${page}`, { headers: { authorization: `Bearer ${s.serviceRoleKey}` } });
      expect(raw.status, page).toBe(400);
      expect(await raw.json()).toMatchObject({ error_code: 'validation_failed' });
    }

    const asAnon = new GoTrueAdminApi({ url: `${s.baseUrl}/auth/v1`, headers: { Authorization: `Bearer ${s.anonKey}` } });
    expect((await asAnon.listUsers()).error).toMatchObject({ status: 403, code: 'not_admin' });
  });

  it('updates users (ban ends their sessions) and generates links', async () => {
    const email = newEmail();
    const c = await authClient(s);
    const { data } = await c.signUp({ email, password: TEST_PASSWORD });
    const upd = await admin.updateUserById(data.user!.id, { user_metadata: { plan: 'gold' }, ban_duration: '24h' });
    expect(upd.error).toBeNull();
    expect(upd.data.user?.banned_until).toBeTruthy();
    expect((await c.refreshSession()).error).toBeTruthy();
    const login = await (await authClient(s)).signInWithPassword({ email, password: TEST_PASSWORD });
    expect(login.error?.code).toBe('user_banned');
    await admin.updateUserById(data.user!.id, { ban_duration: 'none' });

    const link = await admin.generateLink({ type: 'magiclink', email });
    expect(link.error).toBeNull();
    expect(link.data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(link.data.properties?.verification_type).toBe('magiclink');
    const { status } = await openLink(link.data.properties!.action_link);
    expect(status).toBe(303);
  });

  it('accepts an admin JWT without exp whose role is service_role', async () => {
    const { SignJWT, importJWK } = await import('jose');
    const { readFileSync } = await import('node:fs');
    const path = await import('node:path');
    const [jwk] = JSON.parse(readFileSync(path.join(s.t.env.DATA_DIR, 'auth', 'jwt-keys.json'), 'utf8'));
    const key = await importJWK({ ...jwk, key_ops: undefined }, 'ES256');
    const token = await new SignJWT({ role: 'supabase_admin', sub: 'not-a-uuid' }).setProtectedHeader({ alg: 'ES256', kid: jwk.kid }).sign(key);
    const res = await fetch(`${s.baseUrl}/auth/v1/admin/users`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toMatch(/^\d+$/);
  });
});

describe('refresh reuse detection and rate limits', () => {
  let strict: AuthServer;
  beforeAll(async () => {
    strict = await startAuthServer({ AUTH_REFRESH_TOKEN_REUSE_INTERVAL: '0', AUTH_RATE_LIMIT_SIGN_IN: '4', AUTH_RATE_LIMIT_TOKEN_REFRESH: '100000' });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('an older token reused outside the window revokes the whole session', async () => {
    const c = await authClient(strict);
    const email = newEmail();
    await c.signUp({ email, password: TEST_PASSWORD });
    await openLink(lastEmailLink(strict.t.env.DATA_DIR, email));
    const { data } = await c.signInWithPassword({ email, password: TEST_PASSWORD });
    const t0 = data.session!.refresh_token;
    await c.refreshSession();
    const t2 = (await c.refreshSession()).data.session!.refresh_token;
    const reuse = await (await authClient(strict)).refreshSession({ refresh_token: t0 });
    expect(reuse.error).toMatchObject({ code: 'refresh_token_already_used', status: 400, message: 'Invalid Refresh Token: Already Used' });
    const after = await (await authClient(strict)).refreshSession({ refresh_token: t2 });
    expect(after.error?.code).toBe('refresh_token_not_found');
  });

  it('over the sign-in limit: 429 over_request_rate_limit', async () => {
    const c = await authClient(strict);
    let last: { status?: number; code?: string } | null = null;
    for (let i = 0; i < 6; i++) {
      const { error } = await c.signInWithPassword({ email: 'nobody@example.com', password: 'whatever-1' });
      last = error as typeof last;
    }
    expect(last).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});
