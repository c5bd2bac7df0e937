// Google sign-in round trip against a real OpenID Connect provider on loopback
// (oauth2-mock-server), configured through GOOGLE_ISSUER_URL, driven by @supabase/auth-js.
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, fragmentParams, startAuthServer, TEST_PASSWORD, type AuthServer } from '../../../../tests/helpers/auth.js';

let oidc: OAuth2Server;
let s: AuthServer;
let plain: AuthServer;
const identity = { sub: 'google-sub-1', email: 'gina@example.com', email_verified: true, name: 'Gina Google', picture: 'https://example.com/g.png' };
const callbackUrl = 'http://127.0.0.1:5173/auth/callback';

beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');
  oidc.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }, req: { body?: Record<string, unknown> }) => {
    if (req.body?.grant_type === 'authorization_code' && token.payload.aud === 'stackwise-client') Object.assign(token.payload, identity);
  });
  s = await startAuthServer({ GOOGLE_CLIENT_ID: 'stackwise-client', GOOGLE_CLIENT_SECRET: 'shh', GOOGLE_ISSUER_URL: oidc.issuer.url!, AUTH_AUTOCONFIRM: 'true' });
  plain = await startAuthServer();
});
afterAll(async () => {
  await s?.close();
  await plain?.close();
  await oidc?.stop();
});

/** Follows the browser's redirects (ours → provider → our callback → the app) and stops at the app. */
async function browse(url: string): Promise<URL> {
  let next = new URL(url);
  for (let hop = 0; hop < 5; hop++) {
    if (next.port === '5173') return next;
    const res = await fetch(next, { redirect: 'manual' });
    const location = res.headers.get('location');
    if (!location) throw new Error(`stopped at ${next}: ${res.status} ${await res.text()}`);
    next = new URL(location, next);
  }
  throw new Error('too many redirects');
}

describe('Google sign-in', () => {
  it('PKCE: authorize → provider → callback → ?code= → session with the Google profile', async () => {
    const c = await authClient(s, { flowType: 'pkce' });
    const { data, error } = await c.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: callbackUrl, skipBrowserRedirect: true, queryParams: { prompt: 'consent' } },
    });
    expect(error).toBeNull();
    const first = await fetch(data.url!, { redirect: 'manual' });
    expect(first.status).toBe(302);
    const toProvider = new URL(first.headers.get('location')!);
    expect(toProvider.origin).toBe(new URL(oidc.issuer.url!).origin);
    expect(toProvider.searchParams.get('client_id')).toBe('stackwise-client');
    expect(toProvider.searchParams.get('redirect_uri')).toBe(`${s.baseUrl}/auth/v1/callback`);
    expect(toProvider.searchParams.get('code_challenge_method')).toBe('S256');
    expect(toProvider.searchParams.get('prompt')).toBe('consent');
    expect(toProvider.searchParams.get('scope')).toContain('email');

    const back = await browse(toProvider.toString());
    expect(`${back.origin}${back.pathname}`).toBe(callbackUrl);
    const code = back.searchParams.get('code');
    expect(code).toBeTruthy();
    const session = await c.exchangeCodeForSession(code!);
    expect(session.error).toBeNull();
    expect(session.data.user).toMatchObject({
      email: 'gina@example.com',
      app_metadata: { provider: 'google', providers: ['google'] },
      user_metadata: { name: 'Gina Google', full_name: 'Gina Google', email_verified: true, sub: 'google-sub-1' },
    });
    expect(session.data.user?.identities?.[0]).toMatchObject({ provider: 'google', id: 'google-sub-1' });
    expect(session.data.session?.provider_token).toBeTruthy();

    const me = await s.t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${session.data.session!.access_token}` } });
    expect(me.json()).toMatchObject({ email: 'gina@example.com', name: 'Gina Google', provider: 'google' });
  });

  it('implicit: the tokens come back in the fragment; a second sign-in finds the same user', async () => {
    const c = await authClient(s);
    const { data } = await c.signInWithOAuth({ provider: 'google', options: { redirectTo: callbackUrl, skipBrowserRedirect: true } });
    const back = await browse(data.url!);
    const params = fragmentParams(back);
    expect(params.get('access_token')).toBeTruthy();
    expect(params.get('provider_token')).toBeTruthy();
    const set = await c.setSession({ access_token: params.get('access_token')!, refresh_token: params.get('refresh_token')! });
    expect(set.error).toBeNull();
    const { data: listed } = await (await authClient(s)).signInWithPassword({ email: 'gina@example.com', password: 'no-password-set' });
    expect(listed.session).toBeNull();
    const users = await s.t.database.sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM auth_users WHERE email = 'gina@example.com'`);
    expect(users[0]!.n).toBe('1');
  });

  it('links Google to an existing confirmed email account with the same verified address', async () => {
    const c = await authClient(s);
    const email = 'linked@example.com';
    const signed = await c.signUp({ email, password: TEST_PASSWORD });
    identity.sub = 'google-sub-2';
    identity.email = email;
    const { data } = await (await authClient(s)).signInWithOAuth({ provider: 'google', options: { redirectTo: callbackUrl, skipBrowserRedirect: true } });
    const params = fragmentParams(await browse(data.url!));
    const g = await authClient(s);
    const { data: viaGoogle } = await g.setSession({ access_token: params.get('access_token')!, refresh_token: params.get('refresh_token')! });
    expect(viaGoogle.user?.id).toBe(signed.data.user?.id);
    expect(viaGoogle.user?.app_metadata.providers).toEqual(['email', 'google']);
  });

  it('a bad state returns to the site with an error; an unconfigured provider is a JSON 400', async () => {
    const bad = await fetch(`${s.baseUrl}/auth/v1/callback?code=x&state=00000000-0000-4000-8000-000000000000`, { redirect: 'manual' });
    expect(bad.status).toBe(302);
    expect(new URL(bad.headers.get('location')!).searchParams.get('error_code')).toBe('bad_oauth_state');

    const off = await fetch(`${plain.baseUrl}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(callbackUrl)}`, {
      redirect: 'manual',
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(off.status).toBe(400);
    expect(await off.json()).toMatchObject({ code: 'validation_failed', message: 'Unsupported provider: provider is not enabled' });
  });
});
