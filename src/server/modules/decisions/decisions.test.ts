// The decision record through the real app: validation, ownership, the product must be one of
// the project's recommendations, reviews only once due and once per decision, the dashboard
// list's summary (kept exact in the read cache by the change-feed triggers), export and deletion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../../tests/helpers/auth.js';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app.js';
import { violations } from '../../../../tests/integration/support/invariants.js';
import type { AccountExport } from '../../../shared/account.js';
import { addDays, addYears, reviewDateBounds, utcToday, type DecisionResponse, type ProjectDecision } from '../../../shared/decisions.js';
import type { Project } from '../../../shared/projects.js';
import type { Question } from '../../../shared/questions.js';
import type { Recommendation } from '../../../shared/recommendations.js';
import { loadCatalog } from '../../catalog/catalog.js';
import { generateProjectQuestions, generateProjectRecommendations } from '../engine/engine.service.js';

let t: TestApp;
const catalog = loadCatalog();
const today = () => utcToday(new Date());

beforeAll(async () => {
  t = await createTestApp({ FREE_CREDITS_ON_SIGNUP: '3' });
});
afterAll(() => t.close());

type Ready = { user: SignedInUser; project: Project; recs: Recommendation[] };

/** An account with a completed project and its recommendations. */
async function readyProject(user?: SignedInUser): Promise<Ready> {
  user ??= await createSignedInUser(t);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: user.headers,
    payload: { name: 'Decision CRM', country: 'US', industry: 'technology', employeeCount: '11-50', softwareCategory: 'crm', affectedTeams: ['Sales'], businessNeeds: 'One pipeline for the team.' },
  });
  expect(created.statusCode, created.body).toBe(201);
  const project = created.json<Project>();
  await generateProjectQuestions({ db: t.database.db, catalog, projectId: project.id });
  const questions = (await t.app.inject({ url: `/api/projects/${project.id}/questions`, headers: user.headers })).json<Question[]>();
  for (const q of questions) {
    await t.app.inject({ method: 'POST', url: '/api/answers', headers: user.headers, payload: { projectId: project.id, questionId: q.id, selectedOption: q.options[0]!.value } });
  }
  await t.app.inject({ method: 'POST', url: `/api/projects/${project.id}/complete`, headers: user.headers });
  await generateProjectRecommendations({ db: t.database.db, catalog, projectId: project.id });
  const recs = (await t.app.inject({ url: `/api/projects/${project.id}/recommendations`, headers: user.headers })).json<Recommendation[]>();
  expect(recs.length).toBeGreaterThan(1);
  return { user, project, recs };
}

const put = (r: Ready, payload: unknown) => t.app.inject({ method: 'PUT', url: `/api/projects/${r.project.id}/decision`, headers: r.user.headers, payload: payload as object });
const review = (r: Ready, payload: unknown) => t.app.inject({ method: 'POST', url: `/api/projects/${r.project.id}/review`, headers: r.user.headers, payload: payload as object });
const listed = async (user: SignedInUser) => (await t.app.inject({ url: '/api/projects', headers: user.headers })).json<Project[]>();
/** Moves the review date straight in the database, as another instance or an operator would. */
const setReviewDateInDb = (projectId: number, day: string) => t.database.sql.query('UPDATE project_decisions SET review_date = $1 WHERE project_id = $2', [day, projectId]);

describe('PUT /api/projects/:id/decision', () => {
  it('records a recommended product with reason and review date, and GET returns it', async () => {
    const r = await readyProject();
    const empty = await t.app.inject({ url: `/api/projects/${r.project.id}/decision`, headers: r.user.headers });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ decision: null });

    const chosen = r.recs[1]!;
    const reviewDate = addDays(today(), 90);
    const res = await put(r, { productId: chosen.analysis.productId, reason: '  Best fit for the pipeline.  ', reviewDate });
    expect(res.statusCode, res.body).toBe(200);
    const { decision } = res.json<DecisionResponse>();
    expect(decision).toMatchObject({ productId: chosen.analysis.productId, productName: chosen.softwareName, reason: 'Best fit for the pipeline.', reviewDate, reviewedAt: null, reviewDue: false });
    const got = (await t.app.inject({ url: `/api/projects/${r.project.id}/decision`, headers: r.user.headers })).json<DecisionResponse>();
    expect(got.decision).toEqual(decision);
  });

  it('accepts "none yet" (no product) and keeps the decided date unless the choice changes', async () => {
    const r = await readyProject();
    const reviewDate = addDays(today(), 30);
    const first = (await put(r, { productId: null, reason: 'Waiting for demos.', reviewDate })).json<DecisionResponse>().decision!;
    expect(first).toMatchObject({ productId: null, productName: null, reviewDue: false });
    const edited = (await put(r, { productId: null, reason: 'Still waiting for demos.', reviewDate })).json<DecisionResponse>().decision!;
    expect(edited.reason).toBe('Still waiting for demos.');
    expect(edited.decidedAt).toBe(first.decidedAt);
    expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));
    const chosen = (await put(r, { productId: r.recs[0]!.analysis.productId, reviewDate })).json<DecisionResponse>().decision!;
    expect(chosen.reason).toBe('');
    expect(Date.parse(chosen.decidedAt)).toBeGreaterThan(Date.parse(first.decidedAt));
  });

  it('refuses invalid input with a {message} naming the field', async () => {
    const r = await readyProject();
    const productId = r.recs[0]!.analysis.productId;
    const cases: [unknown, RegExp][] = [
      [{ productId, reason: 'x' }, /^reviewDate: Review date is required/],
      [{ productId, reviewDate: '2027-02-30' }, /^reviewDate: Review date is not a real date/],
      [{ productId, reviewDate: '31/12/2027' }, /^reviewDate: Review date must be a date/],
      [{ productId, reviewDate: addDays(reviewDateBounds(new Date()).min, -1) }, /^reviewDate: the review date must be after today/],
      [{ productId, reviewDate: addDays(today(), -3) }, /^reviewDate: the review date must be after today/],
      [{ productId, reviewDate: addDays(reviewDateBounds(new Date()).max, 1) }, /^reviewDate: the review date must be within two years/],
      [{ productId, reason: 'x'.repeat(1001), reviewDate: addDays(today(), 10) }, /^reason: Reason must be at most 1000 characters/],
      [{ reviewDate: addDays(today(), 10) }, /^productId: Choose a product or None yet/],
      [{ productId: 42, reviewDate: addDays(today(), 10) }, /^productId: /],
      // A real catalog product that this project was not recommended.
      [{ productId: 'not-a-recommended-product', reviewDate: addDays(today(), 10) }, /^productId: the chosen product is not one of this project's recommendations/],
    ];
    for (const [payload, message] of cases) {
      const res = await put(r, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message, JSON.stringify(payload)).toMatch(message);
    }
    // Tomorrow and two years ahead are accepted wherever the owner is (UTC−12 … UTC+14).
    expect((await put(r, { productId, reviewDate: addYears(today(), 2) })).statusCode).toBe(200);
    expect((await put(r, { productId, reviewDate: reviewDateBounds(new Date()).max })).statusCode).toBe(200);
    expect((await put(r, { productId, reviewDate: reviewDateBounds(new Date()).min })).statusCode).toBe(200);
    expect((await put(r, { productId, reviewDate: addDays(today(), 1) })).statusCode).toBe(200);
  });

  it("refuses a product recommended to another of the owner's projects", async () => {
    const a = await readyProject();
    const b = await readyProject(a.user);
    const elsewhere = await t.database.sql.query<{ product_id: string }>(
      'SELECT product_id FROM recommendations WHERE project_id <> $1 AND product_id NOT IN (SELECT product_id FROM recommendations WHERE project_id = $1) LIMIT 1',
      [b.project.id],
    );
    if (elsewhere[0]) {
      const res = await put(b, { productId: elsewhere[0].product_id, reviewDate: addDays(today(), 10) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'not_recommended' });
    }
    expect((await put(b, { productId: b.recs[0]!.analysis.productId, reviewDate: addDays(today(), 10) })).statusCode).toBe(200);
  });
});

describe('ownership', () => {
  it("answers 404 for another user's project and changes nothing", async () => {
    const victim = await readyProject();
    const reviewDate = addDays(today(), 20);
    await put(victim, { productId: victim.recs[0]!.analysis.productId, reason: 'Victim reason 51c2', reviewDate });
    const attacker = await createSignedInUser(t);
    const as = { ...victim, user: attacker };
    for (const res of [
      await t.app.inject({ url: `/api/projects/${victim.project.id}/decision`, headers: attacker.headers }),
      await put(as, { productId: null, reason: 'hijack', reviewDate }),
      await review(as, { rating: 1 }),
      await t.app.inject({ method: 'PUT', url: `/api/test-hooks/projects/${victim.project.id}/decision/review-date`, headers: attacker.headers, payload: { reviewDate: '2026-01-01' } }),
      await t.app.inject({ url: '/api/projects/999999999/decision', headers: victim.user.headers }),
      await t.app.inject({ url: '/api/projects/abc/decision', headers: victim.user.headers }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ message: 'Project not found', code: 'not_found' });
      expect(res.body).not.toContain('Victim reason');
    }
    const mine = (await t.app.inject({ url: `/api/projects/${victim.project.id}/decision`, headers: victim.user.headers })).json<DecisionResponse>();
    expect(mine.decision).toMatchObject({ reason: 'Victim reason 51c2', reviewDate });
  });
});

describe('POST /api/projects/:id/review', () => {
  it('is refused before the review date, accepted once on it, then refused again', async () => {
    const r = await readyProject();
    expect((await review(r, { rating: 4 })).json()).toMatchObject({ code: 'no_decision' });
    const productId = r.recs[0]!.analysis.productId;
    await put(r, { productId, reason: 'Fits.', reviewDate: addDays(today(), 5) });

    const early = await review(r, { rating: 4, comment: 'Too early' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'review_not_due', message: `The review opens on ${addDays(today(), 5)}` });

    await setReviewDateInDb(r.project.id, today());
    for (const [payload, message] of [
      [{ rating: 0 }, /^rating: Rating must be from 1 to 5/],
      [{ rating: 6 }, /^rating: Rating must be from 1 to 5/],
      [{ rating: 2.5 }, /^rating: Rating must be a whole number/],
      [{ rating: '4' }, /^rating: Rating must be a number/],
      [{}, /^rating: /],
      [{ rating: 3, comment: 'x'.repeat(2001) }, /^comment: Comment must be at most 2000 characters/],
    ] as const) {
      const res = await review(r, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }

    const ok = await review(r, { rating: 4, comment: ' Delivered the pipeline; reporting is weak. ' });
    expect(ok.statusCode, ok.body).toBe(200);
    const decision = ok.json<DecisionResponse>().decision!;
    expect(decision.reviewDue).toBe(false);
    expect(decision.reviewedAt).not.toBeNull();
    // The rating is stored, never sent back.
    expect(ok.body).not.toMatch(/"rating"/);
    const [stored] = await t.database.sql.query<{ rating: number; comment: string; product_id: string }>('SELECT rating, comment, product_id FROM product_reviews WHERE project_id = $1', [r.project.id]);
    expect(stored).toEqual({ rating: 4, comment: 'Delivered the pipeline; reporting is weak.', product_id: productId });

    const again = await review(r, { rating: 1, comment: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_reviewed' });
    expect(await t.database.sql.query('SELECT 1 FROM product_reviews WHERE project_id = $1', [r.project.id])).toHaveLength(1);

    // Editing the reason keeps the (past) review date and the review; a new date asks again.
    const edited = await put(r, { productId, reason: 'Fits, mostly.', reviewDate: today() });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<DecisionResponse>().decision).toMatchObject({ reviewDue: false, reason: 'Fits, mostly.' });
    const later = addDays(today(), 60);
    expect((await put(r, { productId, reviewDate: later })).json<DecisionResponse>().decision).toMatchObject({ reviewedAt: null, reviewDue: false });
    await setReviewDateInDb(r.project.id, addDays(today(), -1));
    expect((await review(r, { rating: 5 })).statusCode).toBe(200);
  });

  it('is refused for "none yet"', async () => {
    const r = await readyProject();
    await put(r, { productId: null, reviewDate: addDays(today(), 5) });
    await setReviewDateInDb(r.project.id, today());
    const res = await review(r, { rating: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'no_product_chosen', message: 'Choose a product before reviewing it' });
  });
});

describe('the dashboard list (GET /api/projects)', () => {
  it('carries the decision summary and follows changes made behind the cache', async () => {
    const r = await readyProject();
    const row = async () => (await listed(r.user)).find((p) => p.id === r.project.id)!;
    expect((await row()).decision).toBeNull();
    const chosen = r.recs[0]!;
    const reviewDate = addDays(today(), 7);
    await put(r, { productId: chosen.analysis.productId, reviewDate });
    expect((await row()).decision).toEqual({ productId: chosen.analysis.productId, productName: chosen.softwareName, reviewDate, reviewDue: false });
    // Read twice so the second answer comes from the cache, then change the rows with plain SQL:
    // only the triggers' notifications can tell the cache.
    await row();
    await setReviewDateInDb(r.project.id, today());
    await t.database.changes.sync();
    expect((await row()).decision).toMatchObject({ reviewDate: today(), reviewDue: true });
    await t.database.sql.query(`INSERT INTO product_reviews (project_id, product_id, review_date, rating) VALUES ($1, $2, $3, 5)`, [r.project.id, chosen.analysis.productId, today()]);
    await t.database.changes.sync();
    expect((await row()).decision).toMatchObject({ reviewDue: false });
    await t.database.sql.query('DELETE FROM project_decisions WHERE project_id = $1', [r.project.id]);
    await t.database.changes.sync();
    expect((await row()).decision).toBeNull();
  });
});

describe('test hook: PUT /api/test-hooks/projects/:id/decision/review-date', () => {
  it('moves the review date into the past, and exists only with TEST_ROUTES', async () => {
    const r = await readyProject();
    const noDecision = await t.app.inject({ method: 'PUT', url: `/api/test-hooks/projects/${r.project.id}/decision/review-date`, headers: r.user.headers, payload: { reviewDate: '2026-01-01' } });
    expect(noDecision.statusCode).toBe(404);
    await put(r, { productId: r.recs[0]!.analysis.productId, reviewDate: addDays(today(), 3) });
    const moved = await t.app.inject({ method: 'PUT', url: `/api/test-hooks/projects/${r.project.id}/decision/review-date`, headers: r.user.headers, payload: { reviewDate: addDays(today(), -1) } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ decision: ProjectDecision }>().decision).toMatchObject({ reviewDate: addDays(today(), -1), reviewDue: true });

    const plain = await createTestApp({ TEST_ROUTES: 'false' });
    try {
      const user = await createSignedInUser(plain);
      const res = await plain.app.inject({ method: 'PUT', url: '/api/test-hooks/projects/1/decision/review-date', headers: user.headers, payload: { reviewDate: '2026-01-01' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('account data', () => {
  it('exports the decisions and reviews, and deletes them with the account', async () => {
    const r = await readyProject();
    const productId = r.recs[0]!.analysis.productId;
    await put(r, { productId, reason: 'Export me', reviewDate: addDays(today(), 3) });
    await setReviewDateInDb(r.project.id, today());
    await review(r, { rating: 2, comment: 'Slow support' });
    const data = (await t.app.inject({ url: '/api/account/export', headers: r.user.headers })).json<AccountExport>();
    expect(data.decisions).toEqual([expect.objectContaining({ projectId: r.project.id, productId, reason: 'Export me', reviewDate: today() })]);
    expect(data.productReviews).toEqual([expect.objectContaining({ projectId: r.project.id, productId, reviewDate: today(), rating: 2, comment: 'Slow support' })]);

    const res = await t.app.inject({ method: 'DELETE', url: '/api/account', headers: r.user.headers, payload: { confirm: 'DELETE' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.sql.query('SELECT 1 FROM project_decisions WHERE project_id = $1', [r.project.id])).toHaveLength(0);
    expect(await t.database.sql.query('SELECT 1 FROM product_reviews WHERE project_id = $1', [r.project.id])).toHaveLength(0);
    expect(await violations(t.database.sql)).toEqual([]);
  });
});
