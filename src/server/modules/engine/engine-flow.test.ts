// The whole engine path through the real API and a real worker on a real database:
// create → ready → answer all (with importances) → complete → completed → recommendations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../tests/helpers/auth.js';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.js';
import type { Project } from '../../../shared/projects.js';
import type { Question } from '../../../shared/questions.js';
import type { LatestRun, Recommendation } from '../../../shared/recommendations.js';
import { loadCatalog } from '../../catalog/catalog.js';
import { startWorker, type Worker } from '../jobs/worker.js';
import { engineJobHandlers } from './engine.jobs.js';

let t: TestApp;
let headers: { authorization: string };
const catalog = loadCatalog();

beforeAll(async () => {
  t = await createTestApp({ FREE_CREDITS_ON_SIGNUP: '8' });
  ({ headers } = await createSignedInUser(t));
});
afterAll(() => t.close());

const newWorker = () => startWorker({ db: t.database.db, handlers: engineJobHandlers({ db: t.database.db, catalog }), log: t.app.log, pollMs: 20 });

async function waitForStatus(id: number, statuses: string[]): Promise<Project> {
  // Wait for the condition, however slow the machine: only a stuck job ends the wait.
  for (const start = Date.now(); Date.now() - start < 120_000; ) {
    const project = (await t.app.inject({ url: `/api/projects/${id}`, headers })).json() as Project;
    if (statuses.includes(project.status)) return project;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`project ${id} never reached ${statuses.join('/')}`);
}

const body = {
  name: 'Clinic CRM',
  country: 'US',
  industry: 'healthcare',
  employeeCount: '11-50',
  softwareCategory: 'crm',
  affectedTeams: ['Sales', 'Customer Service'],
  businessNeeds: 'Track patient referrals as deals, follow up by email, HIPAA matters.',
};

async function answerAll(id: number, mustHaveEvery = 3) {
  const questions = (await t.app.inject({ url: `/api/projects/${id}/questions`, headers })).json() as Question[];
  for (const [i, q] of questions.entries()) {
    const selected = q.options.filter((o) => o.value !== 'none').slice(0, q.selection === 'single' ? 1 : 2).map((o) => o.value);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/answers',
      headers,
      payload: { questionId: q.id, projectId: id, selectedOption: (selected.length ? selected : ['none']).join(','), importance: i % mustHaveEvery === 0 ? 'must-have' : 'nice-to-have', additionalComments: i === 0 ? 'Budget approved in Q1' : '' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return questions;
}

describe('engine flow', () => {
  let worker: Worker;
  beforeAll(() => {
    worker = newWorker();
  });
  afterAll(() => worker.stop());

  it('goes from a new project to stored, explained recommendations', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/projects', headers, payload: body });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as Project).id;
    const ready = await waitForStatus(id, ['ready']);
    expect(ready.totalQuestions).toBeGreaterThanOrEqual(8);

    const questions = await answerAll(id, 1000);
    expect(((await t.app.inject({ url: `/api/projects/${id}`, headers })).json() as Project).status).toBe('in_progress');
    const answers = (await t.app.inject({ url: `/api/projects/${id}/answers`, headers })).json() as { importance: string; additionalComments: string | null }[];
    expect(answers).toHaveLength(questions.length);
    expect(answers[0]!.importance).toBe('must-have');
    expect(answers[0]!.additionalComments).toBe('Budget approved in Q1');

    const complete = await t.app.inject({ method: 'POST', url: `/api/projects/${id}/complete`, headers });
    expect(complete.statusCode).toBe(200);
    const done = await waitForStatus(id, ['completed', 'error']);
    expect(done.status).toBe('completed');

    const recs = (await t.app.inject({ url: `/api/projects/${id}/recommendations`, headers })).json() as Recommendation[];
    const exclusions = (await t.app.inject({ url: `/api/projects/${id}/exclusions`, headers })).json() as unknown[];
    expect(recs.length + exclusions.length).toBeGreaterThan(0);
    if (recs.length) {
      expect(recs[0]!.isTopRecommendation).toBe(true);
      expect(recs.map((r) => r.matchScore)).toEqual([...recs.map((r) => r.matchScore)].sort((a, b) => b - a));
      expect(recs[0]!.analysis.requirements.length).toBeGreaterThan(0);
      expect(recs[0]!.analysis.requirements[0]!.importance).toBe('must-have');
    }
    const summary = await t.app.inject({
      method: 'POST',
      url: '/api/generate-executive-summary',
      headers,
      payload: { projectId: id, projectContext: { project: body.name }, recommendations: recs.map((r, i) => ({ rank: i + 1, name: r.softwareName, matchScore: r.matchScore })) },
    });
    expect(summary.statusCode).toBe(200);
    expect((summary.json() as { summary: string }).summary).toContain(body.name);
  });

  it('edits answers of a completed project and re-runs the analysis for free, keeping every run', async () => {
    const credits = async () => ((await t.app.inject({ url: '/api/user/project-eligibility', headers })).json() as { credits: number }).credits;
    const id = ((await t.app.inject({ method: 'POST', url: '/api/projects', headers, payload: body })).json() as Project).id;
    await waitForStatus(id, ['ready']);
    const questions = await answerAll(id, 1000);
    // A single-choice question takes one option: two bands are refused with a clear message.
    const budget = questions.find((q) => q.dimension === 'budget') ?? questions.find((q) => q.selection === 'single')!;
    const two = await t.app.inject({ method: 'POST', url: '/api/answers', headers, payload: { questionId: budget.id, projectId: id, selectedOption: budget.options.slice(0, 2).map((o) => o.value).join(',') } });
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ code: 'single_choice', message: expect.stringMatching(/one answer/) });

    expect((await t.app.inject({ method: 'POST', url: `/api/projects/${id}/complete`, headers })).statusCode).toBe(200);
    await waitForStatus(id, ['completed']);
    const before = await credits();
    const first = (await t.app.inject({ url: `/api/projects/${id}/run`, headers })).json() as { run: LatestRun };
    expect(first.run).toMatchObject({ run: 1, changes: null });
    expect(first.run!.elimination.considered).toBeGreaterThan(20);

    // Edit: the cheapest budget band as a must-have, then update the recommendations.
    const edited = await t.app.inject({ method: 'POST', url: '/api/answers', headers, payload: { questionId: budget.id, projectId: id, selectedOption: budget.options[0]!.value, importance: 'must-have' } });
    expect(edited.statusCode, edited.body).toBe(200);
    const rerun = await t.app.inject({ method: 'POST', url: `/api/projects/${id}/rerun`, headers });
    expect(rerun.statusCode).toBe(200);
    await waitForStatus(id, ['completed']);
    const second = (await t.app.inject({ url: `/api/projects/${id}/run`, headers })).json() as { run: LatestRun };
    expect(second.run).toMatchObject({ run: 2, changes: { run: 2, previousRun: 1 } });
    expect(await credits()).toBe(before);
    // Another user sees nothing of it.
    const other = await createSignedInUser(t);
    expect((await t.app.inject({ url: `/api/projects/${id}/run`, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/projects/${id}/rerun`, headers: other.headers })).statusCode).toBe(404);
  });

  it('refuses to complete while questions are unanswered', async () => {
    const id = ((await t.app.inject({ method: 'POST', url: '/api/projects', headers, payload: body })).json() as Project).id;
    await waitForStatus(id, ['ready']);
    const res = await t.app.inject({ method: 'POST', url: `/api/projects/${id}/complete`, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/answer every question/);
  });
});

describe('durability', () => {
  it('a job interrupted by a crash is picked up again after its lease', async () => {
    const id = ((await t.app.inject({ method: 'POST', url: '/api/projects', headers, payload: body })).json() as Project).id;
    // Simulate a worker that claimed the job and died: running, lease already expired.
    await t.database.sql.query(`UPDATE jobs SET status = 'running', locked_by = 'dead-worker', locked_until = now() - interval '1 second', attempts = 1 WHERE payload->>'projectId' = $1`, [String(id)]);
    await t.database.sql.query(`UPDATE projects SET status = 'generating' WHERE id = $1`, [id]);
    const worker = newWorker();
    try {
      expect((await waitForStatus(id, ['ready'])).totalQuestions).toBeGreaterThan(0);
    } finally {
      await worker.stop();
    }
  });

  it('after the last failed attempt the project shows an error, and Try again re-queues it for free', async () => {
    const before = ((await t.app.inject({ url: '/api/user/project-eligibility', headers })).json() as { credits: number }).credits;
    const id = ((await t.app.inject({ method: 'POST', url: '/api/projects', headers, payload: body })).json() as Project).id;
    await t.database.sql.query(`UPDATE jobs SET max_attempts = 1 WHERE payload->>'projectId' = $1`, [String(id)]);
    const failing = startWorker({
      db: t.database.db,
      handlers: { 'generate-questions': { run: async () => { throw new Error('boom'); }, onFinalFailure: engineJobHandlers({ db: t.database.db, catalog })['generate-questions']!.onFinalFailure } },
      log: t.app.log,
      pollMs: 20,
    });
    const errored = await waitForStatus(id, ['error']);
    await failing.stop();
    expect(errored.lastError).toBe('Error generating questions. Please try again.');
    const retry = await t.app.inject({ method: 'POST', url: `/api/projects/${id}/retry`, headers });
    expect(retry.statusCode).toBe(200);
    const worker = newWorker();
    try {
      await waitForStatus(id, ['ready']);
    } finally {
      await worker.stop();
    }
    const after = ((await t.app.inject({ url: '/api/user/project-eligibility', headers })).json() as { credits: number }).credits;
    expect(after).toBe(before - 1); // one credit for the creation, none for the retry
  });
});
