// The authorization matrix: every signed-in route of /api and /auth/v1 × {no token, malformed
// token, expired token, token signed by an unknown key, revoked session, another user's token}.
// Each bad token differs from a good one in exactly one way. /api answers 401 JSON; /auth/v1
// answers GoTrue's 401/403 codes; another user's token gets 404 for the victim's rows and never
// a byte of the victim's data.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeJwt, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, TEST_PASSWORD, type SignedInUser } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { loadCatalog } from '../../src/server/catalog/catalog.js';
import { generateProjectQuestions, generateProjectRecommendations } from '../../src/server/modules/engine/engine.service.js';
import type { Client } from '../../src/shared/clients.js';
import type { Project } from '../../src/shared/projects.js';
import type { Question } from '../../src/shared/questions.js';
import type { CreatedShareLink, SharedResults } from '../../src/shared/share-links.js';
import type { CreatedInvitation } from '../../src/shared/workspaces.js';
import { apiRoutes, authRoutes, type Fixture, type Route } from './support/api-routes.js';

let t: TestApp;
let victim: SignedInUser;
let attacker: SignedInUser;
let victimProject: Project;
let fixture: Fixture;
let victimSecrets: string[];
let victimIntentSecret: string;
let victimShareLink: CreatedShareLink;
let victimClient: Client;
let victimInvitation: CreatedInvitation;
const tokens: Record<string, string | null> = {};
const catalog = loadCatalog();

const VICTIM_PROJECT_NAME = 'Victim-only project 7f3a';
const VICTIM_COMMENT = 'victim private comment 9c1e';
const VICTIM_CLIENT_NAME = 'Victim client clinic 4d2b';

async function signWith(key: JWK, kid: string | undefined, claims: JWTPayload): Promise<string> {
  const alg = 'ES256';
  const signKey = await importJWK({ ...key, key_ops: undefined, use: undefined }, alg);
  return new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT', ...(kid ? { kid } : {}) }).sign(signKey);
}

beforeAll(async () => {
  t = await createTestApp({ FREE_CREDITS_ON_SIGNUP: '2' });
  victim = await createSignedInUser(t);
  attacker = await createSignedInUser(t);

  // The victim's data: a completed project with answers, comments and recommendations.
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: victim.headers,
    payload: { name: VICTIM_PROJECT_NAME, country: 'US', industry: 'technology', employeeCount: '11-50', softwareCategory: 'crm', affectedTeams: ['Sales'], businessNeeds: 'Victim needs.' },
  });
  victimProject = created.json<Project>();
  await generateProjectQuestions({ db: t.database.db, catalog, projectId: victimProject.id });
  const questions = (await t.app.inject({ url: `/api/projects/${victimProject.id}/questions`, headers: victim.headers })).json<Question[]>();
  for (const q of questions) {
    const res = await t.app.inject({ method: 'POST', url: '/api/answers', headers: victim.headers, payload: { projectId: victimProject.id, questionId: q.id, selectedOption: q.options[0]!.value, additionalComments: VICTIM_COMMENT } });
    expect(res.statusCode, res.body).toBe(200);
  }
  expect((await t.app.inject({ method: 'POST', url: `/api/projects/${victimProject.id}/complete`, headers: victim.headers })).statusCode).toBe(200);
  await generateProjectRecommendations({ db: t.database.db, catalog, projectId: victimProject.id });
  const intent = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: victim.headers, payload: { amount: 7 } });
  victimIntentSecret = intent.json<{ clientSecret: string }>().clientSecret;
  const shareLink = await t.app.inject({ method: 'POST', url: `/api/projects/${victimProject.id}/share-links`, headers: victim.headers, payload: { expiresInDays: 7 } });
  expect(shareLink.statusCode, shareLink.body).toBe(201);
  victimShareLink = shareLink.json<CreatedShareLink>();
  // A client company of the victim's workspace, with the project filed under it.
  const client = await t.app.inject({ method: 'POST', url: '/api/clients', headers: victim.headers, payload: { name: VICTIM_CLIENT_NAME, country: 'DE', industry: 'healthcare', employeeCount: '11-50', notes: 'victim client notes' } });
  expect(client.statusCode, client.body).toBe(201);
  victimClient = client.json<Client>();
  const filed = await t.app.inject({ method: 'PUT', url: `/api/projects/${victimProject.id}/client`, headers: victim.headers, payload: { clientId: victimClient.id } });
  expect(filed.statusCode, filed.body).toBe(200);
  const invitation = await t.app.inject({ method: 'POST', url: '/api/workspace/invitations', headers: victim.headers, payload: { email: 'victims-colleague@example.com' } });
  expect(invitation.statusCode, invitation.body).toBe(201);
  victimInvitation = invitation.json<CreatedInvitation>();
  fixture = { projectId: victimProject.id, questionId: questions[0]!.id, optionValue: questions[0]!.options[0]!.value, email: victim.email, clientId: victimClient.id };
  victimSecrets = [VICTIM_PROJECT_NAME, VICTIM_COMMENT, VICTIM_CLIENT_NAME, victim.email, victim.userId, victimIntentSecret, victimShareLink.url.split('/shared/')[1]!, victimInvitation.url.split('/invite/')[1]!, 'victims-colleague@example.com'];

  // Bad tokens, each one change away from the victim's good one.
  const [signingKey] = JSON.parse(readFileSync(path.join(t.env.DATA_DIR, 'auth', 'jwt-keys.json'), 'utf8')) as JWK[];
  const good = decodeJwt(victim.accessToken);
  const now = Math.floor(Date.now() / 1000);
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const strangerKey = await exportJWK(privateKey);
  const [header, payload] = victim.accessToken.split('.');
  const attackerPayload = attacker.accessToken.split('.')[1];

  // A second session of the victim, then signed out: its token is well signed but revoked.
  const second = await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email: victim.email, password: TEST_PASSWORD } });
  const revoked = second.json<{ access_token: string }>().access_token;
  const logout = await t.app.inject({ method: 'POST', url: '/auth/v1/logout?scope=local', headers: { authorization: `Bearer ${revoked}` } });
  expect(logout.statusCode).toBe(204);

  Object.assign(tokens, {
    'no token': null,
    'malformed token': 'not-a-jwt',
    'truncated signature': victim.accessToken.slice(0, -6),
    // The attacker's signature over the victim's claims, and the victim's over the attacker's.
    'tampered claims': `${header}.${attackerPayload}.${victim.accessToken.split('.')[2]}`,
    'unsigned (alg none)': `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`,
    'expired token': await signWith(signingKey!, signingKey!.kid, { ...good, iat: now - 7200, exp: now - 3600 }),
    'token signed by an unknown key': await signWith(strangerKey, signingKey!.kid, { ...good, exp: now + 3600 }),
    'token signed by an unknown key id': await signWith(strangerKey, 'not-our-key', { ...good, exp: now + 3600 }),
    'revoked session': revoked,
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The victim's row a route addresses: their share link, client, invitation or account (as a member) for those routes, else their project. */
function victimPath(route: Route): string {
  const p = route.path;
  const id = p.startsWith('/api/share-links/')
    ? victimShareLink.link.id
    : p.startsWith('/api/clients/')
      ? victimClient.id
      : p.startsWith('/api/workspace/invitations/')
        ? victimInvitation.invitation.id
        : victimProject.id;
  return p.replace(':userId', victim.userId).replace(':id', String(id));
}

function request(route: Route, token: string | null, extra: Record<string, string> = {}) {
  const body = route.sample?.(fixture);
  return t.app.inject({
    method: route.method,
    url: victimPath(route),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}

const userApiRoutes = apiRoutes.filter((r) => r.caller === 'user');

describe('/api × bad tokens → 401 JSON', () => {
  const variants = () => Object.keys(tokens);
  it('covers every signed-in /api route', () => {
    expect(userApiRoutes.length).toBeGreaterThanOrEqual(25);
  });
  for (const route of userApiRoutes) {
    it(`${route.method} ${route.path}`, async () => {
      for (const variant of variants()) {
        const res = await request(route, tokens[variant]!);
        expect(res.statusCode, `${variant}: ${res.body}`).toBe(401);
        expect(res.headers['content-type']).toContain('application/json');
        expect(res.json<{ message: string }>().message, variant).toMatch(/sign in/i);
        for (const secret of victimSecrets) expect(res.body).not.toContain(secret);
      }
      // "Bearer" is required: the raw token in another scheme is no sign-in.
      const basic = await t.app.inject({ method: route.method, url: victimPath(route), headers: { authorization: `Basic ${victim.accessToken}` } });
      expect(basic.statusCode).toBe(401);
    });
  }
});

describe("/api × another user's token", () => {
  // Routes that address one of the victim's rows by id must not find it.
  const targeted = new Set([
    'GET /api/projects/:id',
    'GET /api/projects/:id/questions',
    'GET /api/projects/:id/answers',
    'GET /api/projects/:id/recommendations',
    'GET /api/projects/:id/exclusions',
    'GET /api/projects/:id/export.csv',
    'GET /api/projects/:id/export.xlsx',
    'POST /api/projects/:id/retry',
    'POST /api/projects/:id/complete',
    'POST /api/projects/:id/share-links',
    'GET /api/projects/:id/share-links',
    'DELETE /api/share-links/:id',
    'GET /api/projects/:id/decision',
    'PUT /api/projects/:id/decision',
    'POST /api/projects/:id/review',
    'PUT /api/test-hooks/projects/:id/decision/review-date',
    'DELETE /api/projects/:id',
    'GET /api/clients/:id',
    'PUT /api/clients/:id',
    'DELETE /api/clients/:id',
    'GET /api/clients/:id/portfolio',
    'PUT /api/projects/:id/client',
    'POST /api/answers',
    'POST /api/generate-executive-summary',
    'PUT /api/workspace/members/:userId',
    'DELETE /api/workspace/members/:userId',
    'DELETE /api/workspace/invitations/:id',
  ]);
  for (const route of userApiRoutes.filter((r) => r.path !== '/api/account')) {
    it(`${route.method} ${route.path}`, async () => {
      const res = await request(route, attacker.accessToken);
      const key = `${route.method} ${route.path}`;
      if (targeted.has(key)) {
        // generate-executive-summary addresses the project only when its id is in the body.
        const idInBody = key !== 'POST /api/generate-executive-summary' || (route.sample!(fixture) as { projectId?: number }).projectId !== undefined;
        if (idInBody) expect(res.statusCode, res.body).toBe(404);
      }
      expect(res.statusCode, res.body).toBeLessThan(500);
      for (const secret of victimSecrets) expect(res.body, `leaks ${secret}`).not.toContain(secret);
    });
  }

  it("cannot confirm the victim's payment with its client secret", async () => {
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
    const res = await t.app.inject({ method: 'POST', url: '/api/test-mode/confirm-payment', headers: attacker.headers, payload: { clientSecret: victimIntentSecret, card } });
    expect(res.statusCode).toBe(404);
  });

  it("the victim's share link still opens, and gives everyone the same answer with no account data", async () => {
    const url = `/api/shared/${victimShareLink.url.split('/shared/')[1]}`;
    const signedOut = await t.app.inject({ url });
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    expect(signedOut.json<SharedResults>().project.name).toBe(VICTIM_PROJECT_NAME);
    for (const headers of [attacker.headers, victim.headers, { authorization: `Bearer ${tokens['expired token']}` }]) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(signedOut.body);
    }
    for (const secret of [victim.email, victim.userId, victimIntentSecret, attacker.email, attacker.userId]) expect(signedOut.body).not.toContain(secret);
  });

  it("left the victim's data exactly as it was", async () => {
    const project = (await t.app.inject({ url: `/api/projects/${victimProject.id}`, headers: victim.headers })).json<Project>();
    expect(project).toMatchObject({ name: VICTIM_PROJECT_NAME, status: 'completed', questionsAnswered: project.totalQuestions });
    expect(project.recommendationCount).toBeGreaterThan(0);
    const answers = (await t.app.inject({ url: `/api/projects/${victimProject.id}/answers`, headers: victim.headers })).json<{ additionalComments: string }[]>();
    expect(answers.every((a) => a.additionalComments === VICTIM_COMMENT)).toBe(true);
    expect(project).toMatchObject({ clientId: victimClient.id, clientName: VICTIM_CLIENT_NAME });
    const client = await t.app.inject({ url: `/api/clients/${victimClient.id}`, headers: victim.headers });
    expect(client.json<Client>()).toMatchObject({ name: VICTIM_CLIENT_NAME, notes: 'victim client notes', projectCount: 1 });
  });
});

describe('/auth/v1 × bad tokens → GoTrue errors', () => {
  const userAuthRoutes = authRoutes.filter((r) => r.caller === 'user' && !r.destructive);
  for (const route of [...userAuthRoutes, authRoutes.find((r) => r.path === '/auth/v1/logout')!]) {
    it(`${route.method} ${route.path}`, async () => {
      for (const [variant, token] of Object.entries(tokens)) {
        const res = await request({ ...route, path: route.path.replace(':id', '00000000-0000-4000-8000-000000000000') }, token);
        // GoTrue: 401 without a token, 403 bad_jwt / session_not_found otherwise (auth contract).
        const expected = variant === 'no token' ? [401] : [400, 401, 403];
        expect(expected, `${variant}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
        const body = res.json<{ message?: string; msg?: string }>();
        expect(body.message ?? body.msg, variant).toBeTruthy();
        for (const secret of victimSecrets) expect(res.body).not.toContain(secret);
      }
    });
  }

  it('a revoked session is told so (session_not_found), an expired token is a bad JWT', async () => {
    const user = await t.app.inject({ url: '/auth/v1/user', headers: { authorization: `Bearer ${tokens['revoked session']}` } });
    expect(user.statusCode).toBe(403);
    expect(user.headers['x-sb-error-code']).toBe('session_not_found');
    const expired = await t.app.inject({ url: '/auth/v1/user', headers: { authorization: `Bearer ${tokens['expired token']}` } });
    expect(expired.statusCode).toBe(403);
    expect(expired.headers['x-sb-error-code']).toBe('bad_jwt');
  });

  it("another user's token reads only its own account", async () => {
    const res = await t.app.inject({ url: '/auth/v1/user', headers: attacker.headers });
    expect(res.json<{ id: string }>().id).toBe(attacker.userId);
    for (const secret of victimSecrets) expect(res.body).not.toContain(secret);
  });

  it('the admin API refuses user tokens and bad tokens alike', async () => {
    for (const route of authRoutes.filter((r) => r.caller === 'admin')) {
      for (const [variant, token] of Object.entries({ ...tokens, "a user's token": attacker.accessToken })) {
        const res = await request({ ...route, path: route.path.replace(':id', victim.userId) }, token);
        expect([401, 403], `${route.method} ${route.path} ${variant}: ${res.statusCode}`).toContain(res.statusCode);
      }
    }
    // The victim is still there.
    expect((await t.app.inject({ url: '/auth/v1/user', headers: victim.headers })).statusCode).toBe(200);
  });
});
