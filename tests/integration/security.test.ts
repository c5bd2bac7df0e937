// Security settings, verified on the real app: rate limits (project creation per account, auth
// per IP — spoofable headers ignored unless TRUST_PROXY), request body limits, strict CORS,
// the Content-Security-Policy, headers behind TRUST_PROXY, and no cookies at all (tokens live
// in the client's storage, so there is no cookie to steal or forge).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, waitForOutbox } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { projectInput } from './support/http-journey.js';

const apps: TestApp[] = [];
async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
}
afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
});

describe('rate limits', () => {
  it('project creation: a few per account per hour, then 429 JSON; other accounts are unaffected', async () => {
    const t = await app({ PROJECT_CREATE_RATE_LIMIT: '3', FREE_CREDITS_ON_SIGNUP: '10' });
    const alice = await createSignedInUser(t);
    const bob = await createSignedInUser(t);
    const create = (headers: object) => t.app.inject({ method: 'POST', url: '/api/projects', headers: headers as Record<string, string>, payload: projectInput(1) });
    for (let i = 0; i < 3; i++) expect((await create(alice.headers)).statusCode).toBe(201);
    const limited = await create(alice.headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/too quickly/) });
    expect((await create(bob.headers)).statusCode).toBe(201);
    // The refused attempt created nothing and spent nothing.
    const eligibility = (await t.app.inject({ url: '/api/user/project-eligibility', headers: alice.headers })).json<{ credits: number }>();
    expect(eligibility.credits).toBe(7);
  });

  it('executive summaries: a ceiling per account (each may call a paid LLM), then 429 JSON', async () => {
    const t = await app({ SUMMARY_RATE_LIMIT: '2' });
    const alice = await createSignedInUser(t);
    const bob = await createSignedInUser(t);
    const summary = (headers: object) =>
      t.app.inject({ method: 'POST', url: '/api/generate-executive-summary', headers: headers as Record<string, string>, payload: { projectContext: {}, recommendations: [] } });
    for (let i = 0; i < 2; i++) expect((await summary(alice.headers)).statusCode).toBe(200);
    const limited = await summary(alice.headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/too quickly/) });
    expect((await summary(bob.headers)).statusCode).toBe(200);
    const { loadEnv } = await import('../../src/server/env.js');
    expect(loadEnv({}).SUMMARY_RATE_LIMIT).toBe(60);
  });

  it('password recovery, email codes and sign-up do not tell registered addresses from others', async () => {
    const t = await app({ AUTH_EMAIL_MAX_FREQUENCY: '60' });
    const known = await createSignedInUser(t);
    const recover = (email: string) => t.app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email } });
    const answers = [];
    for (const email of [known.email, 'nobody-here@example.com']) {
      const first = await recover(email);
      const second = await recover(email);
      answers.push({ first: [first.statusCode, first.body], second: [second.statusCode, second.json<{ msg: string }>().msg.replace(/\d+/, 'N')] });
    }
    // The same answers, and the same per-address limit, whether or not the address has an account.
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.second[0]).toBe(429);
    await waitForOutbox(t.env.DATA_DIR, known.email, 2);

    // Email sign-in codes without creating accounts: the same answers and limits too.
    const otp = (email: string) => t.app.inject({ method: 'POST', url: '/auth/v1/otp', payload: { email, create_user: false } });
    const otpAnswers = [];
    for (const email of [known.email, 'nobody-there@example.com']) {
      const first = await otp(email);
      const second = await otp(email);
      otpAnswers.push({ first: [first.statusCode, first.body], second: [second.statusCode, second.json<{ msg: string }>().msg.replace(/\d+/, 'N')] });
    }
    expect(otpAnswers[0]).toEqual(otpAnswers[1]);
    expect(otpAnswers[0]!.first[0]).toBe(200);
    expect(otpAnswers[0]!.second[0]).toBe(429);
    await waitForOutbox(t.env.DATA_DIR, known.email, 3);

    const signUp = (email: string) => t.app.inject({ method: 'POST', url: '/auth/v1/signup', payload: { email, password: 'another-password-9' } });
    const registered = await signUp(known.email);
    const fresh = await signUp(`fresh-${Date.now()}@example.com`);
    expect(registered.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(registered.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
  });

  it('default project creation limit is set (not unlimited)', async () => {
    const { loadEnv } = await import('../../src/server/env.js');
    expect(loadEnv({}).PROJECT_CREATE_RATE_LIMIT).toBe(30);
  });

  it('sign-in attempts per IP: X-Forwarded-For cannot reset the count without TRUST_PROXY', async () => {
    const t = await app({ AUTH_RATE_LIMIT_SIGN_IN: '3' });
    const attempt = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', headers: { 'x-forwarded-for': ip }, payload: { email: 'nobody@example.com', password: 'wrong-password-1' } });
    for (let i = 0; i < 3; i++) expect((await attempt(`10.0.0.${i}`)).statusCode).toBe(400);
    const limited = await attempt('10.0.0.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['x-sb-error-code']).toBe('over_request_rate_limit');
  });

  it('behind a trusted proxy, each client IP has its own sign-in budget', async () => {
    const t = await app({ AUTH_RATE_LIMIT_SIGN_IN: '2', TRUST_PROXY: 'true' });
    const attempt = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', headers: { 'x-forwarded-for': ip }, payload: { email: 'nobody@example.com', password: 'wrong-password-1' } });
    expect((await attempt('203.0.113.1')).statusCode).toBe(400);
    expect((await attempt('203.0.113.1')).statusCode).toBe(400);
    expect((await attempt('203.0.113.1')).statusCode).toBe(429);
    expect((await attempt('203.0.113.2')).statusCode).toBe(400);
  });
});

describe('body limits', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await app({ FREE_CREDITS_ON_SIGNUP: '1' });
    ({ headers } = await createSignedInUser(t));
  });

  it('an /api body over BODY_LIMIT_BYTES (256 KiB) is 413 JSON, and nothing is stored', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/projects', headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ ...projectInput(1), businessNeeds: 'x'.repeat(300 * 1024) }) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'Request body is too large' });
    expect((await t.app.inject({ url: '/api/projects', headers })).json()).toEqual([]);
  });

  it('an /auth/v1 body over the limit is 413 in the auth error format', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/v1/signup', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'big@example.com', password: 'a-long-password-1', data: { bio: 'x'.repeat(300 * 1024) } }) });
    expect(res.statusCode).toBe(413);
    expect(res.headers['x-sb-error-code']).toBe('request_too_large');
  });

  it('the public forms too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'A', email: 'a@example.com', topic: 'general', message: 'x'.repeat(300 * 1024) }) });
    expect(res.statusCode).toBe(413);
  });

  it('BODY_LIMIT_BYTES is configurable', async () => {
    const small = await app({ BODY_LIMIT_BYTES: '2048' });
    const res = await small.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'A', email: 'a@example.com', topic: 'general', message: 'x'.repeat(3000) }) });
    expect(res.statusCode).toBe(413);
  });
});

describe('CORS', () => {
  const preflight = (t: TestApp, origin: string) =>
    t.app.inject({ method: 'OPTIONS', url: '/api/projects', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' } });

  it('is same-origin by default: no other origin is ever allowed', async () => {
    const t = await app();
    const pre = await preflight(t, 'https://evil.example');
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.app.inject({ url: '/healthz', headers: { origin: 'https://evil.example' } });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    const auth = await t.app.inject({ url: '/auth/v1/settings', headers: { origin: 'https://evil.example' } });
    expect(auth.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('CORS_ORIGINS allows exactly the listed origins', async () => {
    const t = await app({ CORS_ORIGINS: 'https://app.example, https://admin.example' });
    const ok = await preflight(t, 'https://app.example');
    expect(ok.headers['access-control-allow-origin']).toBe('https://app.example');
    expect(String(ok.headers['access-control-allow-headers'] ?? ok.headers['access-control-allow-methods'])).toBeTruthy();
    expect((await preflight(t, 'https://admin.example')).headers['access-control-allow-origin']).toBe('https://admin.example');
    expect((await preflight(t, 'https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(t, 'https://app.example.evil.example')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await preflight(t, 'null')).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('headers', () => {
  it('the CSP allows no inline or foreign scripts, no framing, no plugins', async () => {
    const t = await app();
    for (const url of ['/', '/dashboard', '/api/projects', '/healthz']) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      const directives = Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
      expect(directives['script-src'], url).toEqual(["'self'"]);
      expect(directives['default-src']).toEqual(["'self'"]);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(directives['frame-ancestors']).toEqual(["'none'"]);
      expect(directives['base-uri']).toEqual(["'self'"]);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBeDefined();
    }
  });

  it('adds scripts only for configured embeds (Stripe), still without unsafe-inline', async () => {
    const t = await app({ STRIPE_PUBLISHABLE_KEY: 'pk_test_123' });
    const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    const script = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '))!.split(/\s+/).slice(1);
    expect(script).toContain("'self'");
    expect(script).toContain('https://js.stripe.com');
    expect(script.filter((s) => s.startsWith("'unsafe"))).toEqual([]);
  });

  it('without TRUST_PROXY: no HSTS, and forwarded headers are ignored (request id, host in email links)', async () => {
    const t = await app();
    const signedIn = await createSignedInUser(t);
    const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'forged-id' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-request-id']).not.toBe('forged-id');
    await t.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      headers: { host: 'stackwise.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      payload: { email: signedIn.email },
    });
    const link = (await waitForOutbox(t.env.DATA_DIR, signedIn.email, 2)).link!;
    expect(link).toMatch(/^http:\/\/stackwise\.example\/auth\/v1\/verify/);
  });

  it('behind TRUST_PROXY: HSTS, the proxy’s scheme and host, and its request id', async () => {
    const t = await app({ TRUST_PROXY: 'true' });
    const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-123', 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+; includeSubDomains/);
    expect(res.headers['x-request-id']).toBe('lb-123');
    const user = await createSignedInUser(t);
    await t.app.inject({ method: 'POST', url: '/auth/v1/recover', headers: { host: 'internal:3000', 'x-forwarded-host': 'stackwise.example', 'x-forwarded-proto': 'https' }, payload: { email: user.email } });
    expect((await waitForOutbox(t.env.DATA_DIR, user.email, 2)).link).toMatch(/^https:\/\/stackwise\.example\/auth\/v1\/verify/);
  });

  it('with PUBLIC_URL set, no request header can change the links in emails', async () => {
    const t = await app({ PUBLIC_URL: 'https://stackwise.example', TRUST_PROXY: 'true' });
    const user = await createSignedInUser(t);
    await t.app.inject({ method: 'POST', url: '/auth/v1/recover', headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' }, payload: { email: user.email } });
    expect((await waitForOutbox(t.env.DATA_DIR, user.email, 2)).link).toMatch(/^https:\/\/stackwise\.example\/auth\/v1\/verify/);
  });

  it('sets no cookie anywhere in a journey (no session cookie to steal or forge)', async () => {
    const t = await app({ FREE_CREDITS_ON_SIGNUP: '1', AUTH_AUTOCONFIRM: 'true' });
    const signup = await t.app.inject({ method: 'POST', url: '/auth/v1/signup', payload: { email: 'cookie@example.com', password: 'a-long-password-1' } });
    const token = signup.json<{ access_token: string }>().access_token;
    const headers = { authorization: `Bearer ${token}` };
    const replies = [
      signup,
      await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: 'cookie@example.com', password: 'a-long-password-1' } }),
      await t.app.inject({ url: '/' }),
      await t.app.inject({ url: '/api/users/me', headers }),
      await t.app.inject({ method: 'POST', url: '/api/projects', headers, payload: projectInput(1) }),
      await t.app.inject({ url: '/api/projects', headers }),
      await t.app.inject({ method: 'POST', url: '/auth/v1/logout', headers }),
    ];
    for (const r of replies) expect(r.headers['set-cookie'], r.raw.req.url).toBeUndefined();
  });
});
