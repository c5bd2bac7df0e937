import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../../tests/helpers/auth.js';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.js';
import type { Project } from '../../../shared/projects.js';
import type { Question } from '../../../shared/questions.js';
import { loadCatalog } from '../../catalog/catalog.js';
import { generateProjectQuestions } from '../engine/engine.service.js';

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
let project: Project;
let questions: Question[];
let bobsQuestion: Question;

const body = { name: 'Books', country: 'DE', industry: 'retail', employeeCount: '1-10', softwareCategory: 'accounting', affectedTeams: ['Finance/Accounting'], businessNeeds: 'DATEV export for our tax advisor.' };

async function createReadyProject(user: SignedInUser): Promise<{ project: Project; questions: Question[] }> {
  const p = (await t.app.inject({ method: 'POST', url: '/api/projects', headers: user.headers, payload: body })).json() as Project;
  await generateProjectQuestions({ db: t.database.db, catalog: loadCatalog(), projectId: p.id });
  const qs = (await t.app.inject({ url: `/api/projects/${p.id}/questions`, headers: user.headers })).json() as Question[];
  return { project: p, questions: qs };
}

const answer = (user: SignedInUser, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/answers', headers: user.headers, payload });
const status = async (user: SignedInUser, id: number) => ((await t.app.inject({ url: `/api/projects/${id}`, headers: user.headers })).json() as Project).status;

beforeAll(async () => {
  t = await createTestApp({ FREE_CREDITS_ON_SIGNUP: '3' });
  alice = await createSignedInUser(t);
  bob = await createSignedInUser(t);
  ({ project, questions } = await createReadyProject(alice));
  bobsQuestion = (await createReadyProject(bob)).questions[0]!;
});
afterAll(() => t.close());

describe('answers', () => {
  it('questions come in order with their options', () => {
    expect(questions.length).toBeGreaterThanOrEqual(8);
    expect(questions.map((q) => q.order)).toEqual(questions.map((_, i) => i + 1));
    expect(questions.flatMap((q) => q.options.map((o) => o.value))).toContain('local:DE:datev-export');
  });

  it('the first answer moves the project to in_progress; saving again replaces the answer', async () => {
    expect(await status(alice, project.id)).toBe('ready');
    const q = questions[0]!;
    const first = await answer(alice, { questionId: q.id, projectId: project.id, selectedOption: q.options[0]!.value, importance: 'must-have' });
    expect(first.statusCode).toBe(200);
    expect(await status(alice, project.id)).toBe('in_progress');
    const again = await answer(alice, { question_id: q.id, project_id: project.id, selected_option: `${q.options[1]!.value},${q.options[0]!.value}`, additional_comments: 'Both' });
    expect(again.statusCode).toBe(200);
    const saved = (await t.app.inject({ url: `/api/projects/${project.id}/answers`, headers: alice.headers })).json() as { questionId: number; selectedOption: string; additionalComments: string; importance: string }[];
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ questionId: q.id, selectedOption: `${q.options[1]!.value},${q.options[0]!.value}`, additionalComments: 'Both', importance: 'nice-to-have' });
  });

  it('refuses a question of another project, an unknown option and an empty selection', async () => {
    const foreign = await answer(alice, { questionId: bobsQuestion.id, projectId: project.id, selectedOption: bobsQuestion.options[0]!.value });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(/does not belong/);
    const q = questions[1]!;
    const unknown = await answer(alice, { questionId: q.id, projectId: project.id, selectedOption: `${q.options[0]!.value},feature:teleportation` });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/not an option/);
    const empty = await answer(alice, { questionId: q.id, projectId: project.id, selectedOption: ' , ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please select at least one answer');
    const badImportance = await answer(alice, { questionId: q.id, projectId: project.id, selectedOption: q.options[0]!.value, importance: 'critical' });
    expect(badImportance.statusCode).toBe(400);
  });

  it('another user’s project is a 404, whatever the question', async () => {
    const res = await answer(bob, { questionId: questions[2]!.id, projectId: project.id, selectedOption: questions[2]!.options[0]!.value });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/projects/${project.id}/questions`, headers: bob.headers })).statusCode).toBe(404);
  });

  it('stores markup and SQL as plain text', async () => {
    const q = questions[3]!;
    const comment = `<script>alert(1)</script>'); DROP TABLE answers; --`;
    const res = await answer(alice, { questionId: q.id, projectId: project.id, selectedOption: q.options[0]!.value, additionalComments: comment });
    expect(res.statusCode).toBe(200);
    expect(res.json().additionalComments).toBe(comment);
  });

  it('completion is refused while questions are unanswered, then moves to analyzing once all are', async () => {
    const early = await t.app.inject({ method: 'POST', url: `/api/projects/${project.id}/complete`, headers: alice.headers });
    expect(early.statusCode).toBe(400);
    for (const q of questions) await answer(alice, { questionId: q.id, projectId: project.id, selectedOption: q.options.at(-1)!.value });
    const done = await t.app.inject({ method: 'POST', url: `/api/projects/${project.id}/complete`, headers: alice.headers });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('analyzing');
    const late = await answer(alice, { questionId: questions[0]!.id, projectId: project.id, selectedOption: questions[0]!.options[0]!.value });
    expect(late.statusCode).toBe(409);
    const jobs = await t.database.sql.query<{ n: string }>(`SELECT count(*) AS n FROM jobs WHERE kind = 'generate-recommendations' AND payload->>'projectId' = $1`, [String(project.id)]);
    const twice = await t.app.inject({ method: 'POST', url: `/api/projects/${project.id}/complete`, headers: alice.headers });
    expect(twice.statusCode).toBe(200);
    const jobsAfter = await t.database.sql.query<{ n: string }>(`SELECT count(*) AS n FROM jobs WHERE kind = 'generate-recommendations' AND payload->>'projectId' = $1`, [String(project.id)]);
    expect(jobsAfter[0]!.n).toBe(jobs[0]!.n);
  });
});
