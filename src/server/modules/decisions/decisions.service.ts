// Decision rules: only the owner reads or writes a project's decision; the chosen product must
// be one of the project's current recommendations; the review date lies between tomorrow and two
// years ahead; a review is accepted once per decision (product + review date), from its date on.
import { and, eq, sql } from 'drizzle-orm';
import { reviewDateBounds, utcToday, type DecisionInput, type ProjectDecision, type ReviewInput } from '../../../shared/decisions.js';
import type { Db } from '../../db/client.js';
import { productReviews, projectDecisions } from '../../db/tables/decisions.js';
import { projects, recommendations } from '../../db/tables/projects.js';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.js';

type Args = { db: Db; ownerId: string; projectId: number; now?: Date };
type DecisionRow = typeof projectDecisions.$inferSelect;

export function presentDecision(row: DecisionRow, reviewedAt: Date | null, now: Date): ProjectDecision {
  return {
    productId: row.productId,
    productName: row.productName,
    reason: row.reason,
    reviewDate: row.reviewDate,
    decidedAt: row.decidedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reviewedAt: reviewedAt ? reviewedAt.toISOString() : null,
    reviewDue: isReviewDue({ productId: row.productId, reviewDate: row.reviewDate, reviewed: reviewedAt !== null }, now),
  };
}

/** A chosen product whose review date (UTC) has come and that has no review for that date yet. */
export function isReviewDue(d: { productId: string | null; reviewDate: string; reviewed: boolean }, now: Date): boolean {
  return d.productId !== null && !d.reviewed && d.reviewDate <= utcToday(now);
}

/** Another user's project and a missing one look the same: 404. */
async function requireOwnedProject(db: Db, ownerId: string, projectId: number): Promise<void> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)))
    .limit(1);
  if (!row) throw notFound('Project not found');
}

async function loadDecision(db: Db, projectId: number): Promise<{ row: DecisionRow; reviewedAt: Date | null } | null> {
  const [found] = await db
    .select({ row: projectDecisions, reviewedAt: productReviews.createdAt })
    .from(projectDecisions)
    .leftJoin(
      productReviews,
      and(
        eq(productReviews.projectId, projectDecisions.projectId),
        eq(productReviews.productId, projectDecisions.productId),
        eq(productReviews.reviewDate, projectDecisions.reviewDate),
      ),
    )
    .where(eq(projectDecisions.projectId, projectId))
    .limit(1);
  return found ? { row: found.row, reviewedAt: found.reviewedAt } : null;
}

export async function getDecision({ db, ownerId, projectId, now = new Date() }: Args): Promise<ProjectDecision | null> {
  await requireOwnedProject(db, ownerId, projectId);
  const found = await loadDecision(db, projectId);
  return found ? presentDecision(found.row, found.reviewedAt, now) : null;
}

/** The recommended product's name as the results page shows it, or a 400 when it is not recommended. */
async function recommendedProductName(db: Db, projectId: number, productId: string): Promise<string> {
  const [rec] = await db
    .select({ name: recommendations.softwareName })
    .from(recommendations)
    .where(and(eq(recommendations.projectId, projectId), eq(recommendations.productId, productId)))
    .limit(1);
  if (!rec) throw badRequest("productId: the chosen product is not one of this project's recommendations", 'not_recommended');
  return rec.name;
}

export function assertReviewDateInRange(reviewDate: string, now: Date): void {
  const { min, max } = reviewDateBounds(now);
  if (reviewDate < min) throw badRequest('reviewDate: the review date must be after today', 'validation_failed');
  if (reviewDate > max) throw badRequest('reviewDate: the review date must be within two years', 'validation_failed');
}

export async function saveDecision({ db, ownerId, projectId, input, now = new Date() }: Args & { input: DecisionInput }): Promise<ProjectDecision> {
  await requireOwnedProject(db, ownerId, projectId);
  const existing = await loadDecision(db, projectId);
  // A review date that has come stays as it is when only the reason or product is edited.
  if (existing?.row.reviewDate !== input.reviewDate) assertReviewDateInRange(input.reviewDate, now);
  const productName = input.productId === null ? null : await recommendedProductName(db, projectId, input.productId);
  const values = { projectId, productId: input.productId, productName, reason: input.reason, reviewDate: input.reviewDate, decidedAt: now, updatedAt: now };
  await db
    .insert(projectDecisions)
    .values(values)
    .onConflictDoUpdate({
      target: projectDecisions.projectId,
      set: {
        productId: values.productId,
        productName: values.productName,
        reason: values.reason,
        reviewDate: values.reviewDate,
        updatedAt: now,
        // The decision was made when the choice changed; editing the reason or date keeps its day.
        decidedAt: sql`CASE WHEN project_decisions.product_id IS DISTINCT FROM excluded.product_id THEN excluded.decided_at ELSE project_decisions.decided_at END`,
      },
    });
  const saved = await loadDecision(db, projectId);
  if (!saved) throw new Error('decision upsert left no row');
  return presentDecision(saved.row, saved.reviewedAt, now);
}

/**
 * "Did it deliver?" A second answer for the same decision is refused (409), not merged: the
 * review records what the owner said on the review date, and the form is gone once answered.
 * Moving the review date later opens a new review.
 */
export async function recordReview({ db, ownerId, projectId, input, now = new Date() }: Args & { input: ReviewInput }): Promise<ProjectDecision> {
  await requireOwnedProject(db, ownerId, projectId);
  const found = await loadDecision(db, projectId);
  if (!found) throw conflict('Record a decision before reviewing it', 'no_decision');
  const { row } = found;
  if (row.productId === null) throw conflict('Choose a product before reviewing it', 'no_product_chosen');
  if (found.reviewedAt) throw conflict('This decision has already been reviewed', 'already_reviewed');
  if (row.reviewDate > utcToday(now)) throw new HttpError(409, `The review opens on ${row.reviewDate}`, 'review_not_due');
  const inserted = await db
    .insert(productReviews)
    .values({ projectId, productId: row.productId, reviewDate: row.reviewDate, rating: input.rating, comment: input.comment, createdAt: now })
    .onConflictDoNothing()
    .returning({ createdAt: productReviews.createdAt });
  // Two submissions at once: the other one was stored first.
  if (inserted.length === 0) throw conflict('This decision has already been reviewed', 'already_reviewed');
  return presentDecision(row, inserted[0]!.createdAt, now);
}

/** Test hook (TEST_ROUTES): moves the review date anywhere, so an end-to-end run can make it due. */
export async function setReviewDateForTests({ db, ownerId, projectId, reviewDate, now = new Date() }: Args & { reviewDate: string }): Promise<ProjectDecision> {
  await requireOwnedProject(db, ownerId, projectId);
  const updated = await db.update(projectDecisions).set({ reviewDate }).where(eq(projectDecisions.projectId, projectId)).returning({ id: projectDecisions.projectId });
  if (updated.length === 0) throw notFound('No decision recorded for this project');
  const found = await loadDecision(db, projectId);
  return presentDecision(found!.row, found!.reviewedAt, now);
}
