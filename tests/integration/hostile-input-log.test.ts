// Hostile input against the built server as a real process, its log captured at info level:
// bodies with NUL characters or absurd nesting are refused with 400 JSON (never a 500), and no
// line of the log holds a password, a password hash or a token, whatever the requests were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from './support/built-server.js';

const PASSWORD = 'hostile-Password-9731';
let server: ServerProcess;

beforeAll(async () => {
  server = await spawnServer({ env: { AUTH_AUTOCONFIRM: 'true', LOG_LEVEL: 'info' } });
}, 400_000);
afterAll(async () => {
  await server?.kill();
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

function nested(depth: number, leaf: unknown): unknown {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

describe('hostile input', () => {
  it('answers 400 JSON to NUL characters and deep nesting, and logs no password, hash or token', async () => {
    const email = `hostile-${Date.now()}@example.com`;
    const signUp = await post('/auth/v1/signup', JSON.stringify({ email, password: PASSWORD }));
    expect(signUp.status).toBe(200);
    const session = (await signUp.json()) as { access_token: string; refresh_token: string };

    const hostile: { path: string; body: string }[] = [
      { path: '/auth/v1/signup', body: JSON.stringify({ email: `x${email}`, password: PASSWORD, data: nested(40, '\u0000') }) },
      { path: '/auth/v1/signup', body: JSON.stringify({ email: `y${email}`, password: PASSWORD, data: nested(5, '\u0000') }) },
      { path: '/auth/v1/signup', body: JSON.stringify({ email: `z${email}\u0000`, password: PASSWORD }) },
      { path: '/auth/v1/token?grant_type=password', body: JSON.stringify({ email, password: `${PASSWORD}\u0000` }) },
      { path: '/auth/v1/otp', body: JSON.stringify({ email, data: { ['k\u0000']: 1 } }) },
      { path: '/api/projects', body: JSON.stringify(nested(200, 1)) },
    ];
    for (const h of hostile) {
      const res = await post(h.path, h.body, { authorization: `Bearer ${session.access_token}` });
      expect(res.status, `${h.path} ${h.body.slice(0, 80)}`).toBe(400);
      const body = (await res.json()) as { message?: string; msg?: string };
      expect(body.message ?? body.msg).toMatch(/NUL|nests deeper/);
    }
    // A wrong password, a refresh and a token in a query string: ordinary traffic that carries secrets.
    expect((await post('/auth/v1/token?grant_type=password', JSON.stringify({ email, password: `${PASSWORD}-wrong` }))).status).toBe(400);
    expect((await post('/auth/v1/token?grant_type=refresh_token', JSON.stringify({ refresh_token: session.refresh_token }))).status).toBe(200);
    await fetch(`${server.url}/auth/v1/verify?token=${session.refresh_token}&type=signup&redirect_to=${encodeURIComponent(server.url)}`, { redirect: 'manual' });
    await fetch(`${server.url}/auth/v1/admin/users?page=99999999999999999999`, { headers: { authorization: `Bearer ${session.access_token}` } });

    const log = server.output();
    expect(log).not.toMatch(/"statusCode":500|Internal server error/);
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toContain(session.access_token);
    expect(log).not.toContain(session.refresh_token);
    expect(log).not.toMatch(/eyJ[\w-]{10,}\.[\w-]{10,}/);
  }, 120_000);
});
