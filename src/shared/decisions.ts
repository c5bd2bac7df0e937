// The decision record of a project (issue 18, point 5): which recommended product the owner
// chose (or none yet), why, and when to check whether it delivered; then a 1–5 review of it.
import { z } from 'zod';

export const decisionLimits = { reasonMax: 1000, commentMax: 2000, defaultReviewDays: 90, maxReviewYears: 2 } as const;

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a UTC instant. */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

export function addYears(day: string, years: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return isoDay(d);
}

/** Today on the server's calendar (UTC): a review is due from its date on, in UTC. */
export const utcToday = (now: Date): string => isoDay(now);

/**
 * The review dates accepted at `now`: from tomorrow to two years ahead, wherever the owner is.
 * The server cannot know the browser's time zone, so "tomorrow" is counted from the earliest
 * calendar on Earth (UTC−12) and "two years" from the latest (UTC+14): a date the form offers
 * in any time zone is never refused.
 */
export function reviewDateBounds(now: Date): { min: string; max: string } {
  return {
    min: addDays(isoDay(new Date(now.getTime() - 12 * 3_600_000)), 1),
    max: addYears(isoDay(new Date(now.getTime() + 14 * 3_600_000)), decisionLimits.maxReviewYears),
  };
}

/** The form's default: 90 days from the browser's today. */
export function defaultReviewDate(now: Date): string {
  const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return addDays(local, decisionLimits.defaultReviewDays);
}

export const calendarDay = z
  .string({ error: 'Review date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Review date must be a date (YYYY-MM-DD)', abort: true })
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && isoDay(d) === v;
  }, 'Review date is not a real date');

export const decisionInputSchema = z.object({
  /** A product of the project's current recommendations, or null for "None yet". */
  productId: z.string({ error: 'Choose a product or None yet' }).min(1).max(200).nullable(),
  reason: z
    .string({ error: 'Reason must be text' })
    .trim()
    .max(decisionLimits.reasonMax, `Reason must be at most ${decisionLimits.reasonMax} characters`)
    .default(''),
  reviewDate: calendarDay,
});
export type DecisionInput = z.infer<typeof decisionInputSchema>;

export const reviewInputSchema = z.object({
  rating: z.number({ error: 'Rating must be a number from 1 to 5' }).int('Rating must be a whole number from 1 to 5').min(1, 'Rating must be from 1 to 5').max(5, 'Rating must be from 1 to 5'),
  comment: z
    .string({ error: 'Comment must be text' })
    .trim()
    .max(decisionLimits.commentMax, `Comment must be at most ${decisionLimits.commentMax} characters`)
    .default(''),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** GET/PUT /api/projects/:id/decision. The rating itself is never sent back (product-quality data). */
export type ProjectDecision = {
  productId: string | null;
  productName: string | null;
  reason: string;
  reviewDate: string;
  decidedAt: string;
  updatedAt: string;
  /** When the owner answered "Did it deliver?" for this product and review date. */
  reviewedAt: string | null;
  /** A product is chosen, its review date has come (UTC) and it has not been reviewed yet. */
  reviewDue: boolean;
};

/** What the dashboard's project list carries of a decision. */
export type DecisionSummary = Pick<ProjectDecision, 'productId' | 'productName' | 'reviewDate' | 'reviewDue'>;

/** GET /api/projects/:id/decision when nothing is recorded yet. */
export type DecisionResponse = { decision: ProjectDecision | null };

export const NONE_YET = 'None yet';
