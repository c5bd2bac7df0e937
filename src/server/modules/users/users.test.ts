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

describe('POST /api/auth/oauth-callback', () => {
  it("records the provider and name of the token's user (never an id from the body)", async () => {
    const user = await createSignedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oauth-callback',
      headers: user.headers,
      payload: { provider: 'google', user: { id: '00000000-0000-4000-8000-000000000000', user_metadata: { full_name: 'Grace Hopper' } } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.userId, name: 'Grace Hopper', provider: 'google', email: user.email });
    const me = await t.app.inject({ url: '/api/users/me', headers: user.headers });
    expect(me.json()).toMatchObject({ name: 'Grace Hopper', provider: 'google' });
  });

  it('needs a signed-in user and a sane body', async () => {
    const anon = await t.app.inject({ method: 'POST', url: '/api/auth/oauth-callback', payload: {} });
    expect(anon.statusCode).toBe(401);
    const user = await createSignedInUser(t);
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/oauth-callback', headers: user.headers, payload: { provider: 'x'.repeat(80) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^provider: /);
  });
});
