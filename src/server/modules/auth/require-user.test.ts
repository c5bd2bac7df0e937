import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../tests/helpers/auth.js';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('requireUser on /api', () => {
  it('accepts a signed-in user and creates the app user record', async () => {
    const user = await createSignedInUser(t);
    const res = await t.app.inject({ url: '/api/users/me', headers: user.headers });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({ id: user.userId, email: user.email, name: 'Test User', provider: 'email' });
    expect(me.plan).toEqual({ hasSubscription: false, credits: 0, canCreateProject: false });
    expect(Date.parse(me.createdAt)).not.toBeNaN();
  });

  it('answers 401 JSON without a token, with a bad token, and with the anon key', async () => {
    const none = await t.app.inject({ url: '/api/users/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'no_authorization', message: expect.any(String) });

    const bad = await t.app.inject({ url: '/api/users/me', headers: { authorization: 'Bearer not.a.jwt' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('bad_jwt');

    const html = await t.app.inject({ url: '/' });
    const anonKey = /&quot;anonKey&quot;:&quot;([^&]+)&quot;/.exec(html.body)?.[1] ?? '';
    const anon = await t.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${anonKey}` } });
    expect(anon.statusCode).toBe(401);
  });

  it('refuses the access token of a session that signed out (session_not_found)', async () => {
    const user = await createSignedInUser(t);
    const out = await t.app.inject({ method: 'POST', url: '/auth/v1/logout?scope=local', headers: user.headers });
    expect(out.statusCode).toBe(204);
    const res = await t.app.inject({ url: '/api/users/me', headers: user.headers });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('session_not_found');
  });
});
