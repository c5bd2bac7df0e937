// The optional LLM in the real engine path (API, worker, database) against the loopback
// OpenAI-compatible fake: reworded and added questions are stored and answerable, descriptions
// are the model's, and the products and scores are exactly those of a run without the LLM.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../../tests/helpers/auth.js';
import {
  startFakeLlm,
  type FakeLlmServer,
  type FakeReply,
  type RecordedLlmRequest,
} from '../../../../../tests/helpers/fake-llm-server.js';
import { llmEnv, recordingLog } from '../../../../../tests/helpers/llm-fixtures.js';
import { createTestApp, type TestApp } from '../../../../../tests/helpers/test-app.js';
import type { Project } from '../../../../shared/projects.js';
import type { Question } from '../../../../shared/questions.js';
import type { Recommendation } from '../../../../shared/recommendations.js';
import { loadCatalog } from '../../../catalog/catalog.js';
import { startWorker } from '../../jobs/worker.js';
import { NONE } from '../generate-questions.js';
import { engineJobHandlers } from '../engine.jobs.js';
import type { Wording } from '../engine.service.js';
import { createLlmWording } from './llm-features.js';
import { ADDED_CATEGORY } from './question-wording.js';

const catalog = loadCatalog();
const body = {
  name: 'Harbour Clinic',
  country: 'UK',
  industry: 'healthcare',
  employeeCount: '11-50',
  softwareCategory: 'crm',
  affectedTeams: ['Sales', 'Customer Service'],
  businessNeeds:
    'Track referrals from partner practices as deals, get agreements signed online and let partners book meetings with us.',
};

/** A well-behaved model: rewords every draft question, adds one, describes every product. */
function modelReply(request: RecordedLlmRequest): FakeReply {
  if (request.prompt.includes('Draft questionnaire')) {
    const drafts = [...request.prompt.matchAll(/"id":"(q\d+)","category":"[^"]*","title":"([^"]*)"/g)];
    return {
      text: JSON.stringify({
        questions: drafts.map(([, id, title]) => ({
          id,
          title: `For your clinic: ${title}`,
          description: 'Reworded for a clinic that works with partner practices.',
        })),
        added: [
          {
            title: 'Which signing and booking tools should it connect to?',
            description: 'You mentioned online agreements and partner bookings.',
            options: ['integration:docusign', 'integration:calendly', 'feature:teleport'],
          },
        ],
      }),
    };
  }
  const products = [...request.prompt.matchAll(/<<<DATA product-(p\d+)>>>\nName: (.+?) \(vendor/g)];
  return {
    text: JSON.stringify({
      descriptions: products.map(([, id, name]) => ({
        id,
        text: `${name} can track your partner referrals as deals and fits a clinic team of your size.`,
      })),
    }),
  };
}

let t: TestApp;
let fake: FakeLlmServer;
let headers: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ FREE_CREDITS_ON_SIGNUP: '5', RUN_WORKER: 'false' });
  ({ headers } = await createSignedInUser(t));
  fake = await startFakeLlm('openai', modelReply);
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

async function waitForStatus(id: number, statuses: string[]): Promise<Project> {
  for (let i = 0; i < 500; i++) {
    const project = (await t.app.inject({ url: `/api/projects/${id}`, headers })).json() as Project;
    if (statuses.includes(project.status)) return project;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`project ${id} never reached ${statuses.join('/')}`);
}

/** Creates, answers (first two options; the first feature question must-have; added questions "none") and completes a project. */
async function runProject(wording: Wording | undefined): Promise<{ questions: Question[]; recs: Recommendation[] }> {
  const worker = startWorker({
    db: t.database.db,
    handlers: engineJobHandlers({ db: t.database.db, catalog, wording }),
    log: t.app.log,
    pollMs: 20,
  });
  try {
    const id = ((await t.app.inject({ method: 'POST', url: '/api/projects', headers, payload: body })).json() as Project).id;
    expect((await waitForStatus(id, ['ready', 'error'])).status).toBe('ready');
    const questions = (await t.app.inject({ url: `/api/projects/${id}/questions`, headers })).json() as Question[];
    const firstFeature = questions.findIndex((q) => q.options.some((o) => o.value.startsWith('feature:')));
    for (const [i, q] of questions.entries()) {
      const picks =
        q.category === ADDED_CATEGORY
          ? [NONE]
          : q.options
              .filter((o) => o.value !== NONE)
              .slice(0, q.selection === 'single' ? 1 : 2)
              .map((o) => o.value);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/answers',
        headers,
        payload: {
          questionId: q.id,
          projectId: id,
          selectedOption: picks.join(','),
          importance: q.category !== ADDED_CATEGORY && i === firstFeature ? 'must-have' : 'nice-to-have',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/projects/${id}/complete`, headers })).statusCode).toBe(200);
    expect((await waitForStatus(id, ['completed', 'error'])).status).toBe('completed');
    const recs = (await t.app.inject({ url: `/api/projects/${id}/recommendations`, headers })).json() as Recommendation[];
    return { questions, recs };
  } finally {
    await worker.stop();
  }
}

describe('engine with the optional LLM', () => {
  it('stores reworded and added questions and model descriptions, with the same products and scores as without it', async () => {
    const log = recordingLog();
    const withLlm = await runProject(createLlmWording(llmEnv('openai', fake.baseUrl), log));
    const without = await runProject(undefined);

    const added = withLlm.questions.filter((q) => q.category === ADDED_CATEGORY);
    const builtIn = withLlm.questions.filter((q) => q.category !== ADDED_CATEGORY);
    expect(builtIn.map((q) => q.title)).toEqual(without.questions.map((q) => `For your clinic: ${q.title}`));
    expect(builtIn.map((q) => q.options)).toEqual(without.questions.map((q) => q.options));
    expect(added).toHaveLength(1);
    expect(added[0]!.options.map((o) => o.value)).toEqual(['integration:docusign', 'integration:calendly', NONE]);
    expect(added[0]!.order).toBe(withLlm.questions.length);
    expect(log.warnings.map((w) => w.details.dropped)).toEqual([['feature:teleport']]);

    expect(withLlm.recs.length).toBeGreaterThan(0);
    expect(withLlm.recs.map((r) => [r.softwareName, r.matchScore])).toEqual(
      without.recs.map((r) => [r.softwareName, r.matchScore]),
    );
    for (const r of withLlm.recs)
      expect(r.description).toBe(
        `${r.softwareName} can track your partner referrals as deals and fits a clinic team of your size.`,
      );
    expect(without.recs[0]!.description).not.toMatch(/partner referrals/);
    expect(fake.requests.every((r) => r.headers.authorization === 'Bearer sk-test-openai')).toBe(true);
  });
});
