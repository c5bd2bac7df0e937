// Fact reports: stored for an operator to check against the source; listed and closed from the
// command line (scripts/catalog-reports.ts).
import { and, asc, eq } from 'drizzle-orm';
import type { FactReportInput } from '../../../shared/fact-reports.js';
import type { Db } from '../../db/client.js';
import { catalogFactReports } from '../../db/tables/catalog-reports.js';

export async function storeFactReport(db: Db, reporterId: string, input: FactReportInput): Promise<number> {
  const [row] = await db
    .insert(catalogFactReports)
    .values({ reporterId, productId: input.productId, fact: input.fact, correction: input.correction, link: input.link || null })
    .returning({ id: catalogFactReports.id });
  return row!.id;
}

export async function listFactReports(db: Db, opts: { all?: boolean } = {}) {
  const rows = await db
    .select()
    .from(catalogFactReports)
    .where(opts.all ? undefined : eq(catalogFactReports.status, 'open'))
    .orderBy(asc(catalogFactReports.createdAt));
  return rows;
}

/** Closes one open report with what was done; false when there is no such open report. */
export async function closeFactReport(db: Db, id: number, resolution: string): Promise<boolean> {
  const closed = await db
    .update(catalogFactReports)
    .set({ status: 'closed', resolution, closedAt: new Date() })
    .where(and(eq(catalogFactReports.id, id), eq(catalogFactReports.status, 'open')))
    .returning({ id: catalogFactReports.id });
  return closed.length === 1;
}
