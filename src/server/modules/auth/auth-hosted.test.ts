// Hosted-Supabase mode: SUPABASE_URL + SUPABASE_ANON_KEY switch the embedded /auth/v1 off, the
// SPA gets that project's URL and key, and our API verifies its tokens (JWKS, or HS256 secret).
// The "hosted project" here is another instance of our own GoTrue-compatible server.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, startAuthServer, TEST_PASSWORD, type AuthServer } from '../../../../tests/helpers/auth.js';
import { createTestDatabase } from '../../../../tests/helpers/test-db.js';
import { createApp } from '../../app.js';
import type { Database } from '../../db/client.js';
import { loadEnv } from '../../env.js';
import type { FastifyInstance } from 'fastify';

let project: AuthServer;
let app: FastifyInstance;
let database: Database;
const secret = 'legacy-project-jwt-secret-with-32-chars!';

beforeAll(async () => {
  project = await startAuthServer({ AUTH_AUTOCONFIRM: 'true' });
  const dir = mkdtempSync(path.join(tmpdir(), 'hosted-'));
  writeFileSync(path.join(dir, 'index.html'), '<html><head><!--app-config--></head></html>');
  database = await createTestDatabase();
  const env = loadEnv({ LOG_LEVEL: 'silent', DATA_DIR: dir, SUPABASE_URL: project.baseUrl, SUPABASE_ANON_KEY: project.anonKey, SUPABASE_JWT_SECRET: secret });
  app = await createApp({ env, database, clientDir: dir, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await project?.close();
});

describe('hosted Supabase mode', () => {
  it('turns the embedded auth API off and hands the SPA the project URL and anon key', async () => {
    const res = await app.inject({ method: 'POST', url: '/auth/v1/signup', payload: {} });
    expect(res.statusCode).toBe(404);
    const html = (await app.inject('/')).body.replace(/&quot;/g, '"');
    expect(html).toContain(`"authUrl":"${project.baseUrl}"`);
    expect(html).toContain(`"anonKey":"${project.anonKey}"`);
  });

  it("verifies the project's asymmetric tokens against its JWKS", async () => {
    const c = await authClient(project);
    const { data } = await c.signUp({ email: `hosted-${randomUUID().slice(0, 6)}@example.com`, password: TEST_PASSWORD, options: { data: { name: 'Hosted' } } });
    const me = await app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${data.session!.access_token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: data.user!.id, email: data.user!.email });
    const anon = await app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${project.anonKey}` } });
    expect(anon.statusCode).toBe(401);
  });

  it('verifies legacy HS256 tokens with SUPABASE_JWT_SECRET and refuses other secrets', async () => {
    const claims = { sub: randomUUID(), aud: 'authenticated', role: 'authenticated', email: 'legacy@example.com', session_id: randomUUID() };
    const sign = (key: string, issuer = `${project.baseUrl}/auth/v1`) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuer(issuer).setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode(key));
    const ok = await app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${await sign(secret)}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe('legacy@example.com');
    const forged = await app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${await sign('some-other-secret-of-enough-length')}` } });
    expect(forged.statusCode).toBe(401);
    // The right secret, but issued by another project (legacy secrets are sometimes shared): refused.
    const elsewhere = await app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${await sign(secret, 'https://other-project.supabase.co/auth/v1')}` } });
    expect(elsewhere.statusCode).toBe(401);
  });
});
