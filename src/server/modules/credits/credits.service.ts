// Project credits: a ledger of grants and uses (balance = sum), and subscriptions. The spend
// happens in project creation's own statement under a per-owner advisory lock (migration 1700),
// so concurrent creations can never spend one credit twice or go below zero.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Eligibility } from '../../../shared/projects.js';
import type { Db } from '../../db/client.js';
import { creditLedger, subscriptions } from '../../db/tables/credits.js';

/** A transaction or the database itself. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Adds a ledger row unless (reason, reference) was recorded before. Returns whether it was new. */
export async function recordCredit(
  db: DbOrTx,
  entry: { userId: string; delta: number; reason: string; reference: string },
): Promise<boolean> {
  const inserted = await db.insert(creditLedger).values(entry).onConflictDoNothing().returning({ id: creditLedger.id });
  return inserted.length > 0;
}

/** FREE_CREDITS_ON_SIGNUP: granted once per account, the first time we see it. */
export async function ensureSignupGrant(db: DbOrTx, userId: string, amount: number): Promise<void> {
  if (amount > 0) await recordCredit(db, { userId, delta: amount, reason: 'signup-grant', reference: userId });
}

/** Active, trialing, or cancelled but still inside the period already paid for. */
export function isSubscriptionActive(status: string, periodEnd: Date | null, now = new Date()): boolean {
  const inPeriod = periodEnd === null || periodEnd.getTime() > now.getTime();
  if (status === 'active' || status === 'trialing') return inPeriod;
  if (status === 'canceled') return periodEnd !== null && periodEnd.getTime() > now.getTime();
  return false;
}

export async function getEligibility(db: DbOrTx, userId: string, now = new Date()): Promise<Eligibility> {
  // Balance and subscriptions in one round trip: this runs inside every project creation.
  const result = await db.execute(sql`
    SELECT coalesce((SELECT sum(delta) FROM credit_ledger WHERE user_id = ${userId}), 0) AS credits,
           coalesce((SELECT json_agg(json_build_object('status', status, 'end', current_period_end))
                     FROM subscriptions WHERE user_id = ${userId}), '[]'::json) AS subscriptions`);
  const row = (result as unknown as { rows: { credits: string | number; subscriptions: { status: string; end: string | null }[] | string }[] }).rows[0]!;
  const subs = typeof row.subscriptions === 'string' ? (JSON.parse(row.subscriptions) as { status: string; end: string | null }[]) : row.subscriptions;
  const hasSubscription = subs.some((s) => isSubscriptionActive(s.status, s.end === null ? null : new Date(s.end), now));
  const credits = Number(row.credits);
  return { canCreateProject: hasSubscription || credits > 0, hasSubscription, credits };
}

export async function getLedger(db: DbOrTx, userId: string) {
  return db
    .select({ delta: creditLedger.delta, reason: creditLedger.reason, reference: creditLedger.reference, createdAt: creditLedger.createdAt })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id));
}

export async function getCurrentSubscription(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId)))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  return row ?? null;
}
