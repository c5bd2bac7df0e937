// Outside services failing: an SMTP server that refuses or never answers (sign-up answers the
// auth contract's error, leaves no half-made account, and the same sign-up works once mail is
// back), and an LLM provider that refuses or never answers (the whole journey completes with
// the built-in questions, descriptions and executive summary).
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, linkAndCode, startMailCatcher } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { loadCatalog } from '../../src/server/catalog/catalog.js';
import { engineJobHandlers } from '../../src/server/modules/engine/engine.jobs.js';
import { generateQuestions } from '../../src/server/modules/engine/generate-questions.js';
import { createLlmWording } from '../../src/server/modules/engine/llm/llm-features.js';
import { summarizeFromInput } from '../../src/server/modules/recommendations/executive-summary.js';
import { startWorker } from '../../src/server/modules/jobs/worker.js';
import type { Project } from '../../src/shared/projects.js';
import type { Question } from '../../src/shared/questions.js';
import type { Recommendation } from '../../src/shared/recommendations.js';
import { freePort, waitFor } from './support/built-server.js';
import { chosenAnswer, projectInput } from './support/http-journey.js';

/** A TCP server that accepts connections and then says nothing (a hung SMTP or LLM host). */
async function silentServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

async function signUp(t: TestApp, email: string) {
  return t.app.inject({ method: 'POST', url: '/auth/v1/signup', headers: { 'x-supabase-api-version': '2024-01-01' }, payload: { email, password: 'a-long-password-1' } });
}

async function accountExists(t: TestApp, email: string): Promise<boolean> {
  return (await t.database.sql.query(`SELECT 1 FROM auth_users WHERE email = $1`, [email])).length > 0;
}

describe('SMTP unreachable', () => {
  it('refused: sign-up answers the contract error, keeps no account, and succeeds once mail is back', async () => {
    const port = await freePort();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const email = 'mail-down@example.com';
      const failed = await signUp(t, email);
      // auth-contract.md: GoTrue answers 500 unexpected_failure "Error sending confirmation email".
      expect(failed.statusCode).toBe(500);
      expect(failed.headers['x-sb-error-code']).toBe('unexpected_failure');
      expect(failed.json()).toMatchObject({ code: 'unexpected_failure', message: 'Error sending confirmation email' });
      expect(await accountExists(t, email)).toBe(false);

      const smtp = await startMailCatcher(port);
      try {
        const retried = await signUp(t, email);
        expect(retried.statusCode, retried.body).toBe(200);
        await waitFor('the confirmation email', async () => smtp.messages.some((m) => m.to.includes(email)), 10_000, 25);
        const { link } = linkAndCode(smtp.messages.find((m) => m.to.includes(email))!.text);
        const url = new URL(link);
        const verify = await t.app.inject({ url: `${url.pathname}${url.search}` });
        expect(verify.statusCode).toBe(303);
        const token = await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', payload: { email, password: 'a-long-password-1' } });
        expect(token.statusCode).toBe(200);
      } finally {
        await smtp.close();
      }
    } finally {
      await t.close();
    }
  }, 60_000);

  it('silent (accepts, never greets): the same error after the greeting timeout, not a hung request', async () => {
    const silent = await silentServer();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${silent.port}?greetingTimeout=1500&connectionTimeout=1500` });
    try {
      const failed = await signUp(t, 'mail-silent@example.com');
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toMatchObject({ code: 'unexpected_failure', message: 'Error sending confirmation email' });
      expect(await accountExists(t, 'mail-silent@example.com')).toBe(false);
    } finally {
      await t.close();
      await silent.close();
    }
  }, 60_000);
});

describe('LLM provider unreachable', () => {
  const catalog = loadCatalog();
  let silent: { port: number; close: () => Promise<void> };
  let refusedPort: number;
  beforeAll(async () => {
    silent = await silentServer();
    refusedPort = await freePort();
  });
  afterAll(async () => {
    await silent?.close();
  });

  for (const mode of ['refused', 'silent'] as const) {
    it(`${mode}: the journey completes with the built-in questions, descriptions and summary`, async () => {
      const port = mode === 'refused' ? refusedPort : silent.port;
      const t = await createTestApp({
        FREE_CREDITS_ON_SIGNUP: '2',
        AI_PROVIDER: 'openai',
        AI_MODEL: 'gpt-test',
        OPENAI_API_KEY: 'unused',
        OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
        AI_TIMEOUT_MS: '1000',
      });
      const worker = startWorker({
        db: t.database.db,
        handlers: engineJobHandlers({ db: t.database.db, catalog, wording: createLlmWording(t.env, t.app.log) }),
        log: t.app.log,
        pollMs: 20,
      });
      try {
        const { headers } = await createSignedInUser(t);
        const input = projectInput(0);
        const project = (await t.app.inject({ method: 'POST', url: '/api/projects', headers, payload: input })).json<Project>();
        const get = async () => (await t.app.inject({ url: `/api/projects/${project.id}`, headers })).json<Project>();
        await waitFor('questions', async () => (await get()).status === 'ready', 30_000, 50);

        const questions = (await t.app.inject({ url: `/api/projects/${project.id}/questions`, headers })).json<Question[]>();
        expect(questions.map((q) => q.title)).toEqual(generateQuestions(input, catalog).map((q) => q.title));

        for (const q of questions) {
          const res = await t.app.inject({ method: 'POST', url: '/api/answers', headers, payload: { projectId: project.id, questionId: q.id, ...chosenAnswer(q) } });
          expect(res.statusCode).toBe(200);
        }
        await t.app.inject({ method: 'POST', url: `/api/projects/${project.id}/complete`, headers });
        await waitFor('recommendations', async () => (await get()).status === 'completed', 30_000, 50);
        const recs = (await t.app.inject({ url: `/api/projects/${project.id}/recommendations`, headers })).json<Recommendation[]>();
        expect(recs.length).toBeGreaterThan(0);
        expect(recs.every((r) => r.description.trim().length > 0)).toBe(true);

        const summaryInput = {
          projectContext: { project: input.name, industry: input.industry, companySize: input.employeeCount, businessNeeds: input.businessNeeds, softwareCategory: input.softwareCategory },
          recommendations: recs.map((r) => ({ rank: r.rank, name: r.softwareName, matchScore: r.matchScore, description: r.description })),
        };
        const summary = await t.app.inject({ method: 'POST', url: '/api/generate-executive-summary', headers, payload: summaryInput });
        expect(summary.statusCode).toBe(200);
        expect(summary.json<{ summary: string }>().summary).toBe(summarizeFromInput(summaryInput));
      } finally {
        await worker.stop();
        await t.close();
      }
    }, 120_000);
  }
});
