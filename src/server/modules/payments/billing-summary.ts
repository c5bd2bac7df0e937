// GET /api/billing: plan, renewal date, purchases and every credit movement, in words.
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { projects } from '../../db/tables/projects.js';
import { plans, type BillingLedgerEntry, type BillingSummary } from '../../../shared/payments.js';
import { getEligibility, getLedger } from '../credits/credits.service.js';
import type { PaymentsService } from './payments.service.js';

const HISTORY_LIMIT = 50;

export async function buildBillingSummary(db: Db, service: PaymentsService, userId: string): Promise<BillingSummary> {
  await service.syncUserSubscriptions(userId);
  const [eligibility, active, purchases, ledger, customerId] = await Promise.all([
    getEligibility(db, userId),
    service.activeSubscription(userId),
    service.succeededPayments(userId, HISTORY_LIMIT),
    getLedger(db, userId),
    service.customerIdFor(userId),
  ]);
  return {
    provider: service.providerName,
    ...eligibility,
    plan: active
      ? {
          name: plans.unlimited.name,
          priceCents: plans.unlimited.priceCents,
          status: active.status,
          active: true,
          cancelAtPeriodEnd: active.cancelAtPeriodEnd || active.status === 'canceled',
          currentPeriodEnd: active.currentPeriodEnd?.toISOString() ?? null,
        }
      : null,
    portalAvailable: service.providerName === 'stripe' && customerId !== null,
    purchases: purchases.map((p) => ({
      id: p.providerPaymentId,
      kind: p.kind,
      description: p.kind === 'project_credit' ? `${plans.oneTime.name} (1 project credit)` : `${plans.unlimited.name}, one month`,
      amountCents: p.amountCents,
      currency: p.currency,
      status: p.status,
      createdAt: (p.succeededAt ?? p.createdAt).toISOString(),
    })),
    ledger: await describeLedger(db, ledger.slice(0, HISTORY_LIMIT)),
  };
}

async function describeLedger(
  db: Db,
  rows: { delta: number; reason: string; reference: string; createdAt: Date }[],
): Promise<BillingLedgerEntry[]> {
  const projectIds = rows.filter((r) => r.reason.startsWith('project-') && /^\d+$/.test(r.reference)).map((r) => Number(r.reference));
  const names = new Map<number, string>();
  if (projectIds.length) {
    const found = await db.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, projectIds));
    for (const p of found) names.set(p.id, p.name);
  }
  return rows.map((r) => ({
    delta: r.delta,
    reason: r.reason,
    description: describe(r.reason, names.get(Number(r.reference)), r.delta),
    createdAt: r.createdAt.toISOString(),
  }));
}

function describe(reason: string, projectName: string | undefined, delta: number): string {
  switch (reason) {
    case 'purchase':
      return 'Project credit purchased';
    case 'signup-grant':
      return delta === 1 ? 'Welcome credit' : 'Welcome credits';
    case 'project-create':
      return projectName ? `Used for project "${projectName}"` : 'Used for a project (since deleted)';
    case 'project-refund':
      return projectName ? `Refunded for project "${projectName}"` : 'Refunded for a project';
    default:
      return reason.replace(/[-_]/g, ' ').replace(/^./, (c) => c.toUpperCase());
  }
}
