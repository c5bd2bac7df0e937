// Injection and markup: project names, business needs, answer comments, profile names and
// public form messages holding SQL, HTML and script text are stored byte for byte, come back
// unchanged from every API that shows them, break no query, and reach the operator's email as
// escaped text. (The pages and the PDF are checked in tests/e2e/hardening.spec.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, readOutbox, type SignedInUser } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { loadCatalog } from '../../src/server/catalog/catalog.js';
import { generateProjectQuestions, generateProjectRecommendations } from '../../src/server/modules/engine/engine.service.js';
import type { Project } from '../../src/shared/projects.js';
import type { Answer, Question } from '../../src/shared/questions.js';
import { waitFor } from './support/built-server.js';
import { hostileTexts } from './support/hostile-texts.js';
import { violations } from './support/invariants.js';


let t: TestApp;
let user: SignedInUser;
const catalog = loadCatalog();

beforeAll(async () => {
  t = await createTestApp({ FREE_CREDITS_ON_SIGNUP: String(hostileTexts.length + 1), OPERATOR_EMAIL: 'ops@example.com' });
  user = await createSignedInUser(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('hostile text round trips unchanged', () => {
  it('project names and business needs', async () => {
    for (const text of hostileTexts) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: user.headers,
        payload: { name: text.slice(0, 120), country: 'US', industry: 'technology', employeeCount: '11-50', softwareCategory: 'crm', affectedTeams: ['Sales'], businessNeeds: text },
      });
      expect(created.statusCode, created.body).toBe(201);
      const project = created.json<Project>();
      expect(project.name).toBe(text.slice(0, 120));
      const read = (await t.app.inject({ url: `/api/projects/${project.id}`, headers: user.headers })).json<Project>();
      expect(read).toMatchObject({ name: text.slice(0, 120), businessNeeds: text });
    }
    const list = (await t.app.inject({ url: '/api/projects', headers: user.headers })).json<Project[]>();
    expect(list.map((p) => p.businessNeeds).sort()).toEqual([...hostileTexts].sort());
  });

  it('answer comments, the results built from them, and the executive summary', async () => {
    const project = (await t.app.inject({ url: '/api/projects', headers: user.headers })).json<Project[]>().find((p) => p.name.startsWith('<script>'))!;
    await generateProjectQuestions({ db: t.database.db, catalog, projectId: project.id });
    const questions = (await t.app.inject({ url: `/api/projects/${project.id}/questions`, headers: user.headers })).json<Question[]>();
    for (const [i, q] of questions.entries()) {
      const res = await t.app.inject({ method: 'POST', url: '/api/answers', headers: user.headers, payload: { projectId: project.id, questionId: q.id, selectedOption: q.options[0]!.value, additionalComments: hostileTexts[i % hostileTexts.length] } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const answers = (await t.app.inject({ url: `/api/projects/${project.id}/answers`, headers: user.headers })).json<Answer[]>();
    expect(answers.map((a) => a.additionalComments)).toEqual(questions.map((_, i) => hostileTexts[i % hostileTexts.length]));

    await t.app.inject({ method: 'POST', url: `/api/projects/${project.id}/complete`, headers: user.headers });
    await generateProjectRecommendations({ db: t.database.db, catalog, projectId: project.id });
    expect((await t.app.inject({ url: `/api/projects/${project.id}`, headers: user.headers })).json<Project>().status).toBe('completed');
    const summary = await t.app.inject({ method: 'POST', url: '/api/generate-executive-summary', headers: user.headers, payload: { projectId: project.id, projectContext: {}, recommendations: [] } });
    expect(summary.statusCode).toBe(200);
    // Plain text with the name in it as typed: the pages render it as text, never as markup.
    expect(summary.json<{ summary: string }>().summary).toContain(project.name);
  });

  it('the profile name from sign-up data and the OAuth callback', async () => {
    const name = '<script>alert("name")</script>';
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/oauth-callback', headers: user.headers, payload: { provider: 'google', user: { user_metadata: { full_name: name } } } });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/me', headers: user.headers })).json<{ name: string }>().name).toBe(name);
  });

  it('the tables survived every attempt', async () => {
    for (const table of ['projects', 'auth_users', 'answers', 'credit_ledger']) {
      expect((await t.database.sql.query(`SELECT count(*) AS n FROM ${table}`)).length).toBe(1);
    }
    expect(await violations(t.database.sql)).toEqual([]);
  });
});

describe("the operator's email shows submitted markup as text", () => {
  it('contact and consultation messages are escaped in HTML and verbatim in plain text', async () => {
    const message = hostileTexts.join('\n');
    const contact = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: '<b>Mallory</b>', email: 'mallory@example.com', topic: 'general', message } });
    expect(contact.statusCode, contact.body).toBe(201);
    const consult = await t.app.inject({ method: 'POST', url: '/api/consultations', payload: { name: '<img src=x onerror=alert(1)>', email: 'mallory@example.com', company: '"><script>x</script>', message } });
    expect(consult.statusCode, consult.body).toBe(201);

    const mails = await waitFor('two operator emails', async () => {
      const sent = readOutbox(t.env.DATA_DIR, 'ops@example.com');
      return sent.length >= 2 ? sent : undefined;
    }, 10_000, 50);
    for (const mail of mails) {
      expect(mail.html).toBeDefined();
      expect(mail.html).not.toMatch(/<script|<img|<svg|<b>|onerror="/i);
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;');
      expect(mail.text).toContain('<script>alert("xss")</script>');
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
  });
});
