// Project credits: a ledger of grants and uses (balance = sum), and subscriptions. The spend
// happens inside the caller's transaction under a per-user advisory lock, so concurrent
// project creations can never spend one credit twice or go below zero.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Eligibility } from '../../../shared/projects.js';
import type { Db } from '../../db/client.js';
import { creditLedger, subscriptions } from '../../db/tables/credits.js';

/** A transaction or the database itself. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export async function lockUserCredits(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`credits:${userId}`}, 0))`);
}

export async function getCreditBalance(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row?.balance ?? 0);
}

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

export async function hasActiveSubscription(db: DbOrTx, userId: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .select({ status: subscriptions.status, end: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return rows.some((s) => isSubscriptionActive(s.status, s.end, now));
}

/** Active, trialing, or cancelled but still inside the period already paid for. */
export function isSubscriptionActive(status: string, periodEnd: Date | null, now = new Date()): boolean {
  const inPeriod = periodEnd === null || periodEnd.getTime() > now.getTime();
  if (status === 'active' || status === 'trialing') return inPeriod;
  if (status === 'canceled') return periodEnd !== null && periodEnd.getTime() > now.getTime();
  return false;
}

export async function getEligibility(db: DbOrTx, userId: string): Promise<Eligibility> {
  const [hasSubscription, credits] = await Promise.all([hasActiveSubscription(db, userId), getCreditBalance(db, userId)]);
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
