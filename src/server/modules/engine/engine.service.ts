// What the jobs do to the database: generate and store a project's questions, and score and
// store its recommendations. Both are idempotent, so a retried or resumed job is harmless.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { CreateProjectInput } from '../../../shared/projects.js';
import type { Product } from '../../../shared/catalog/product-schema.js';
import type { Db } from '../../db/client.js';
import { answers, projectExclusions, projects, questions, recommendationRuns, recommendations } from '../../db/tables/projects.js';
import { projectFieldsOf } from '../projects/projects.service.js';
import { generateQuestions, type GeneratedQuestion } from './generate-questions.js';
import { recommend, type RecommendResult } from './recommend.js';
import type { AnsweredQuestion } from './requirements.js';
import type { Importance } from '../../../shared/questions.js';

export type Wording = {
  /** Optional LLM pass over the built-in questions (reworded, up to 3 added); must fall back on failure. */
  questions?: (project: CreateProjectInput, built: GeneratedQuestion[]) => Promise<GeneratedQuestion[]>;
  /** Optional LLM pass over recommendation descriptions. */
  descriptions?: (project: CreateProjectInput, result: RecommendResult) => Promise<Map<string, string>>;
};

export async function generateProjectQuestions(opts: { db: Db; catalog: readonly Product[]; projectId: number; wording?: Wording }): Promise<void> {
  const { db, projectId } = opts;
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!row) return; // deleted meanwhile: nothing to do
  if (row.status !== 'created' && row.status !== 'generating') return; // already done
  await db.update(projects).set({ status: 'generating', updatedAt: new Date() }).where(eq(projects.id, projectId));
  const input = projectFieldsOf(row);
  let generated = generateQuestions(input, opts.catalog);
  if (opts.wording?.questions) generated = await opts.wording.questions(input, generated).catch(() => generated);
  await db.transaction(async (tx) => {
    await tx.delete(questions).where(eq(questions.projectId, projectId));
    await tx.insert(questions).values(
      generated.map((q) => ({
        projectId,
        position: q.order,
        category: q.category,
        title: q.title,
        description: q.description,
        options: q.options,
        dimension: q.dimension,
        selection: q.selection,
      })),
    );
    await tx
      .update(projects)
      .set({ status: 'ready', lastError: null, updatedAt: new Date() })
      .where(and(eq(projects.id, projectId), inArray(projects.status, ['created', 'generating'])));
  });
}

export async function loadAnsweredQuestions(db: Db, projectId: number): Promise<AnsweredQuestion[]> {
  const qs = await db.select().from(questions).where(eq(questions.projectId, projectId)).orderBy(asc(questions.position));
  const as = await db.select().from(answers).where(eq(answers.projectId, projectId));
  return qs.map((q) => {
    const a = as.find((x) => x.questionId === q.id);
    return {
      title: q.title,
      dimension: q.dimension,
      options: q.options,
      selected: a ? a.selectedOption.split(',').map((s) => s.trim()).filter(Boolean) : [],
      importance: (a?.importance ?? 'nice-to-have') as Importance,
      comment: a?.additionalComments ?? null,
    };
  });
}

export async function generateProjectRecommendations(opts: { db: Db; catalog: readonly Product[]; projectId: number; wording?: Wording }): Promise<void> {
  const { db, projectId } = opts;
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
  if (!row || row.status !== 'analyzing') return;
  const input = projectFieldsOf(row);
  const result = recommend(input, await loadAnsweredQuestions(db, projectId), opts.catalog);
  const descriptions = opts.wording?.descriptions ? await opts.wording.descriptions(input, result).catch(() => new Map<string, string>()) : new Map<string, string>();
  await db.transaction(async (tx) => {
    await tx.delete(recommendations).where(eq(recommendations.projectId, projectId));
    await tx.delete(projectExclusions).where(eq(projectExclusions.projectId, projectId));
    if (result.recommendations.length) {
      await tx.insert(recommendations).values(
        result.recommendations.map((r, i) => ({
          projectId,
          rank: i + 1,
          productId: r.product.id,
          softwareName: r.product.name,
          matchScore: r.score,
          description: descriptions.get(r.product.id) ?? r.description,
          isTopRecommendation: i === 0,
          keyFeatures: r.keyFeatures,
          pricing: r.body.pricing,
          implementation: r.body.implementation,
          considerations: r.body.considerations,
          analysis: r.analysis,
        })),
      );
    }
    if (result.exclusions.length) {
      await tx.insert(projectExclusions).values(result.exclusions.map((e) => ({ projectId, productId: e.productId, softwareName: e.softwareName, reasons: e.reasons })));
    }
    // Each run is kept (small: names, scores and costs) so a re-run can show what changed.
    const [last] = await tx.select({ run: recommendationRuns.run }).from(recommendationRuns).where(eq(recommendationRuns.projectId, projectId)).orderBy(desc(recommendationRuns.run)).limit(1);
    await tx.insert(recommendationRuns).values({
      projectId,
      run: (last?.run ?? 0) + 1,
      elimination: result.elimination,
      snapshot: result.recommendations.map((r) => ({ productId: r.product.id, name: r.product.name, score: r.score, monthly: r.analysis.cost.monthly, currency: r.analysis.cost.currency })),
    });
    await tx
      .update(projects)
      .set({ status: 'completed', completedAt: new Date(), lastError: null, updatedAt: new Date() })
      .where(and(eq(projects.id, projectId), eq(projects.status, 'analyzing')));
  });
}

export async function markProjectFailed(db: Db, projectId: number, message: string): Promise<void> {
  await db.update(projects).set({ status: 'error', lastError: message.slice(0, 500), updatedAt: new Date() }).where(eq(projects.id, projectId));
}
