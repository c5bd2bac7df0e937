// Workspace branding through the real app and database (issue 19): who may change it, what a
// logo upload must be, how a logo is served, the "Made with Stackwise" rule, and what a shared
// page and the executive summary carry of the brand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../../tests/helpers/auth.js';
import { solidPng } from '../../../../tests/helpers/png.js';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.js';
import type { Project } from '../../../shared/projects.js';
import type { Question } from '../../../shared/questions.js';
import type { CreatedShareLink, SharedResults } from '../../../shared/share-links.js';
import { workspaceLimits, type CurrentWorkspace } from '../../../shared/workspaces.js';
import { loadCatalog } from '../../catalog/catalog.js';
import { subscriptions } from '../../db/tables/credits.js';
import { clients, workspaceMembers } from '../../db/tables/workspaces.js';
import { generateProjectQuestions, generateProjectRecommendations } from '../engine/engine.service.js';

let t: TestApp;
let owner: SignedInUser;
let member: SignedInUser;
const catalog = loadCatalog();

const BRAND = { brandName: 'Northwind IT Partners', accent: '#0e7c66', contact: 'hello@northwind.example · +44 20 7946 0000', showMadeWith: true };
const CLEAN_SVG = '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#0e7c66"/></linearGradient></defs><!-- mark --><rect width="10" height="10" fill="url(#g)" style="stroke: #000"/><use xlink:href="#g"/></svg>';

const upload = (user: SignedInUser, body: Buffer | string, type: string) =>
  t.app.inject({ method: 'PUT', url: '/api/workspace/branding/logo', headers: { ...user.headers, 'content-type': type }, payload: body });
const putBranding = (user: SignedInUser, payload: object) => t.app.inject({ method: 'PUT', url: '/api/workspace/branding', headers: user.headers, payload });
const workspace = async (user: SignedInUser) => (await t.app.inject({ url: '/api/workspace', headers: user.headers })).json<CurrentWorkspace>();

beforeAll(async () => {
  t = await createTestApp({ FREE_CREDITS_ON_SIGNUP: '2' });
  owner = await createSignedInUser(t);
  member = await createSignedInUser(t);
  await workspace(owner); // creates the owner's workspace
  await t.database.db.insert(workspaceMembers).values({ workspaceId: owner.userId, userId: member.userId, role: 'member' });
  const switched = await t.app.inject({ method: 'POST', url: '/api/workspace/switch', headers: member.headers, payload: { workspaceId: owner.userId } });
  expect(switched.statusCode, switched.body).toBe(200);
}, 120_000);
afterAll(() => t?.close());

describe('branding settings', () => {
  it('an owner sets the brand and gets the workspace back', async () => {
    const res = await putBranding(owner, { ...BRAND, accent: '#0E7C66' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CurrentWorkspace>().branding).toMatchObject({ brandName: BRAND.brandName, accent: '#0e7c66', contact: BRAND.contact, showMadeWith: true, logoUrl: null });
  });

  it('refuses bad input with a message naming the field', async () => {
    const res = await putBranding(owner, { ...BRAND, accent: 'red' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/accent.*#1a2b3c/i);
  });

  it('members may read but not change the brand (403)', async () => {
    expect((await workspace(member)).branding.brandName).toBe(BRAND.brandName);
    const res = await putBranding(member, { ...BRAND, brandName: 'Hijacked' });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toMatch(/owners/);
    expect((await upload(member, solidPng(4, 4, [1, 2, 3]), 'image/png')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/workspace/branding/logo', headers: member.headers })).statusCode).toBe(403);
    expect((await workspace(owner)).branding.brandName).toBe(BRAND.brandName);
  });

  it('switching "Made with Stackwise" off needs the Unlimited plan', async () => {
    const refused = await putBranding(owner, { ...BRAND, showMadeWith: false });
    expect(refused.statusCode).toBe(402);
    expect(refused.json<{ message: string }>().message).toMatch(/Unlimited plan/);
    expect((await workspace(owner)).branding.showMadeWith).toBe(true);

    await t.database.db.insert(subscriptions).values({ userId: owner.userId, provider: 'test', providerSubscriptionId: `sub_${owner.userId}`, status: 'active', currentPeriodEnd: new Date(Date.now() + 30 * 86400_000) });
    const allowed = await putBranding(owner, { ...BRAND, showMadeWith: false });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json<CurrentWorkspace>()).toMatchObject({ canHideMadeWith: true, branding: { showMadeWith: false } });
  });
});

describe('logo upload', () => {
  const png = solidPng(40, 20, [255, 0, 170]);

  it('accepts a PNG and an SVG, each under a new key, and serves them with safe headers', async () => {
    const first = await upload(owner, png, 'image/png');
    expect(first.statusCode, first.body).toBe(200);
    const pngUrl = first.json<CurrentWorkspace>().branding.logoUrl!;
    expect(pngUrl).toMatch(/^\/api\/logos\/[A-Za-z0-9_-]{32}$/);
    expect(pngUrl).not.toContain(owner.userId);

    const served = await t.app.inject({ url: pngUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'content-disposition': 'inline',
      'cache-control': 'public, max-age=31536000, immutable',
    });

    const second = await upload(owner, CLEAN_SVG, 'image/svg+xml');
    expect(second.statusCode, second.body).toBe(200);
    const svgUrl = second.json<CurrentWorkspace>().branding.logoUrl!;
    expect(svgUrl).not.toBe(pngUrl);
    const svg = await t.app.inject({ url: svgUrl });
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(svg.body).toBe(CLEAN_SVG);
    // The old key is gone at once.
    const old = await t.app.inject({ url: pngUrl });
    expect(old.statusCode).toBe(404);
    expect(old.json<{ message: string }>().message).toMatch(/logo/);
  });

  it('refuses a wrong type (415), an oversized file (413) and a fake PNG (400), as JSON', async () => {
    const cases: [Buffer | string, string, number, RegExp][] = [
      [png, 'image/gif', 415, /PNG or SVG/],
      ['{"a":1}', 'application/json', 415, /PNG or SVG/],
      ['hello', 'text/plain', 415, /PNG or SVG/],
      [Buffer.concat([png, Buffer.alloc(workspaceLimits.logoMaxBytes)]), 'image/png', 413, /at most 256 KB/],
      [Buffer.alloc(workspaceLimits.logoMaxBytes * 5, 1), 'image/png', 413, /too large/],
      [Buffer.concat([Buffer.from('GIF89a'), png.subarray(6)]), 'image/png', 400, /not a PNG/],
      [CLEAN_SVG, 'image/png', 400, /not a PNG/],
      [png, 'image/svg+xml', 400, /not UTF-8|not an SVG/],
      [solidPng(5000, 1, [0, 0, 0]), 'image/png', 400, /4096 pixels/],
      [png.subarray(0, png.length - 12), 'image/png', 400, /incomplete/],
      [Buffer.alloc(0), 'image/png', 400, /empty/],
    ];
    for (const [body, type, status, message] of cases) {
      const res = await upload(owner, body, type);
      expect(res.statusCode, `${type}: ${res.body}`).toBe(status);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
  });

  it('refuses SVGs that could run or load anything (400)', async () => {
    const wrap = (inner: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg"${attrs}>${inner}</svg>`;
    const cases: [string, RegExp][] = [
      [wrap('<script>alert(1)</script>'), /script/],
      [wrap('<svg:script>alert(1)</svg:script>', ' xmlns:svg="http://www.w3.org/2000/svg"'), /script/],
      [wrap('<rect/>', ' onload="alert(1)"'), /event-handler/],
      [wrap('<rect ONCLICK="x()"/>'), /event-handler/],
      [wrap('<image href="https://evil.example/t.png"/>'), /external/],
      [wrap('<image xlink:href="//evil.example/t.png"/>', ' xmlns:xlink="http://www.w3.org/1999/xlink"'), /external/],
      [wrap('<a href="javascript:alert(1)"><rect/></a>'), /javascript/],
      [wrap('<a href="&#106;avascript:alert(1)"><rect/></a>'), /javascript/],
      [wrap('<image href="data:text/html;base64,PHNjcmlwdD4="/>'), /data: URL/],
      [wrap('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>'), /data: URL/],
      [wrap('<rect style="fill: url(https://evil.example/x)"/>'), /external/],
      [wrap('<style>@import url(//evil.example/a.css);</style>'), /imports|external/],
      [wrap('<style><![CDATA[rect { background: url("http://evil.example/x") }]]></style>'), /external/],
      [wrap('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>'), /foreignObject/],
      [wrap('<iframe src="https://evil.example"/>'), /iframe/],
      [wrap('<embed src="x"/>'), /embed/],
      [wrap('<object data="x"/>'), /object/],
      [wrap('<set attributeName="href" to="https://evil.example"/>'), /animates/],
      ['<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>' + wrap('<text>&x;</text>'), /DOCTYPE or ENTITY/],
      ['<?xml-stylesheet href="https://evil.example/a.css"?>' + wrap('<rect/>'), /processing instruction/],
      ['<html><body>not a logo</body></html>', /root element must be <svg>/],
      [wrap('<g><rect/>'), /never closed|wrong element/],
      [wrap('<rect width=10/>'), /quoted value/],
      [wrap('<rect/>') + '<svg/>', /after the closing/],
    ];
    for (const [svg, message] of cases) {
      const res = await upload(owner, svg, 'image/svg+xml');
      expect(res.statusCode, `${svg}: ${res.body}`).toBe(400);
      expect(res.json<{ message: string }>().message, svg).toMatch(message);
    }
  });

  it('answers 401 before reading the body of a signed-out upload, and 404 JSON for unknown keys', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/workspace/branding/logo', headers: { 'content-type': 'image/png' }, payload: png });
    expect(res.statusCode).toBe(401);
    for (const key of ['x', 'A'.repeat(32), '../../etc/passwd']) {
      const missing = await t.app.inject({ url: `/api/logos/${encodeURIComponent(key)}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json<{ message: string }>().message).toBeTruthy();
    }
  });

  it('removes the logo', async () => {
    const uploaded = (await upload(owner, png, 'image/png')).json<CurrentWorkspace>().branding.logoUrl!;
    const res = await t.app.inject({ method: 'DELETE', url: '/api/workspace/branding/logo', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json<CurrentWorkspace>().branding.logoUrl).toBeNull();
    expect((await t.app.inject({ url: uploaded })).statusCode).toBe(404);
  });
});

describe('the brand on shared results and the executive summary', () => {
  let project: Project;

  beforeAll(async () => {
    await putBranding(owner, { ...BRAND, showMadeWith: true });
    await upload(owner, solidPng(8, 8, [255, 0, 170]), 'image/png');
    const [client] = await t.database.db.insert(clients).values({ workspaceId: owner.userId, name: 'Contoso Dental', country: 'DE', industry: 'technology', employeeCount: '11-50' }).returning();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: owner.headers,
      payload: { name: 'Contoso phones', country: 'DE', industry: 'technology', employeeCount: '11-50', softwareCategory: 'crm', affectedTeams: ['Sales'], businessNeeds: 'Owner notes.', clientId: client!.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    project = created.json<Project>();
    await generateProjectQuestions({ db: t.database.db, catalog, projectId: project.id });
    const questions = (await t.app.inject({ url: `/api/projects/${project.id}/questions`, headers: owner.headers })).json<Question[]>();
    for (const q of questions) await t.app.inject({ method: 'POST', url: '/api/answers', headers: owner.headers, payload: { projectId: project.id, questionId: q.id, selectedOption: q.options[0]!.value } });
    expect((await t.app.inject({ method: 'POST', url: `/api/projects/${project.id}/complete`, headers: owner.headers })).statusCode).toBe(200);
    await generateProjectRecommendations({ db: t.database.db, catalog, projectId: project.id });
  }, 120_000);

  it('a shared page carries the brand and the client, and no id or email', async () => {
    const link = (await t.app.inject({ method: 'POST', url: `/api/projects/${project.id}/share-links`, headers: owner.headers, payload: { expiresInDays: 7 } })).json<CreatedShareLink>();
    const res = await t.app.inject({ url: `/api/shared/${link.url.split('/shared/')[1]}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<SharedResults>();
    const logoUrl = (await workspace(owner)).branding.logoUrl;
    expect(body.branding).toEqual({ brandName: BRAND.brandName, accent: BRAND.accent, contact: BRAND.contact, logoUrl, showMadeWith: true });
    expect(body.clientName).toBe('Contoso Dental');
    for (const secret of [owner.userId, owner.email, member.userId, member.email]) expect(res.body).not.toContain(secret);
    // The logo it names is served to anyone.
    expect((await t.app.inject({ url: logoUrl! })).statusCode).toBe(200);
  });

  it('the executive summary begins "Prepared by {brand} for {client}"', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate-executive-summary',
      headers: owner.headers,
      payload: { projectContext: { project: 'Contoso phones' }, recommendations: [{ name: 'X', matchScore: 80 }], projectId: project.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { summary, preparedBy } = res.json<{ summary: string; preparedBy: string | null }>();
    expect(preparedBy).toBe('Prepared by Northwind IT Partners for Contoso Dental');
    expect(summary.startsWith(`${preparedBy}\n\n`)).toBe(true);
    // A workspace with no brand and no name: no line.
    const plain = await createSignedInUser(t);
    const unbranded = await t.app.inject({ method: 'POST', url: '/api/generate-executive-summary', headers: plain.headers, payload: { projectContext: { project: 'P' }, recommendations: [{ name: 'X', matchScore: 80 }] } });
    expect(unbranded.json<{ preparedBy: string | null }>().preparedBy).toBeNull();
    expect(unbranded.json<{ summary: string }>().summary).not.toContain('Prepared by');
  });
});
