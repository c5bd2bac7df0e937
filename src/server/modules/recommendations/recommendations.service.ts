import { asc, desc, eq } from 'drizzle-orm';
import type { Exclusion, LatestRun, Recommendation, RunChanges } from '../../../shared/recommendations.js';
import type { Db } from '../../db/client.js';
import { projectExclusions, projects, recommendationRuns, recommendations, type RunSnapshotItem } from '../../db/tables/projects.js';
import { getOwnedProject } from '../projects/projects.service.js';

export async function listRecommendations({ db, ownerId, projectId }: { db: Db; ownerId: string; projectId: number }): Promise<Recommendation[]> {
  await getOwnedProject({ db, ownerId, projectId });
  return recommendationsOfProject(db, projectId);
}

/** The workspace that owns the project and its status, or undefined when there is no such project. */
export async function projectOwnerAndStatus(db: Db, projectId: number): Promise<{ owner: string; status: string } | undefined> {
  const [row] = await db.select({ owner: projects.ownerId, status: projects.status }).from(projects).where(eq(projects.id, projectId));
  return row;
}

/** Without an owner check: for callers that authorised the project another way (a share link). */
export async function recommendationsOfProject(db: Db, projectId: number): Promise<Recommendation[]> {
  const rows = await db.select().from(recommendations).where(eq(recommendations.projectId, projectId)).orderBy(asc(recommendations.rank));
  return rows
    .map((r) => ({
      id: r.id,
      projectId: r.projectId,
      rank: r.rank,
      softwareName: r.softwareName,
      matchScore: r.matchScore,
      description: r.description,
      isTopRecommendation: r.isTopRecommendation,
      keyFeatures: r.keyFeatures,
      pricing: r.pricing,
      implementation: r.implementation,
      considerations: r.considerations,
      analysis: r.analysis,
    }))
    .sort((a, b) => b.matchScore - a.matchScore || a.rank - b.rank);
}

export async function listExclusions({ db, ownerId, projectId }: { db: Db; ownerId: string; projectId: number }): Promise<Exclusion[]> {
  await getOwnedProject({ db, ownerId, projectId });
  return exclusionsOfProject(db, projectId);
}

/** Without an owner check: for callers that authorised the project another way (a share link). */
export async function exclusionsOfProject(db: Db, projectId: number): Promise<Exclusion[]> {
  const rows = await db.select().from(projectExclusions).where(eq(projectExclusions.projectId, projectId)).orderBy(asc(projectExclusions.softwareName));
  return rows.map((r) => ({ productId: r.productId, softwareName: r.softwareName, reasons: r.reasons }));
}


/** The project's latest analysis run: why products were eliminated, and what changed since the run before. */
export async function latestRun({ db, ownerId, projectId }: { db: Db; ownerId: string; projectId: number }): Promise<LatestRun> {
  await getOwnedProject({ db, ownerId, projectId });
  const [last, previous] = await db.select().from(recommendationRuns).where(eq(recommendationRuns.projectId, projectId)).orderBy(desc(recommendationRuns.run)).limit(2);
  if (!last) return null;
  return { run: last.run, createdAt: last.createdAt.toISOString(), elimination: last.elimination, changes: previous ? diffRuns(previous.run, previous.snapshot, last.run, last.snapshot) : null };
}

export function diffRuns(prevRun: number, before: RunSnapshotItem[], run: number, after: RunSnapshotItem[]): RunChanges {
  const old = new Map(before.map((r) => [r.productId, r]));
  const now = new Map(after.map((r) => [r.productId, r]));
  return {
    run,
    previousRun: prevRun,
    added: after.filter((r) => !old.has(r.productId)).map((r) => r.name),
    dropped: before.filter((r) => !now.has(r.productId)).map((r) => r.name),
    changed: after
      .filter((r) => old.has(r.productId))
      .map((r) => ({ r, o: old.get(r.productId)! }))
      .filter(({ r, o }) => r.score !== o.score || r.monthly !== o.monthly || r.currency !== o.currency)
      .map(({ r, o }) => ({ name: r.name, scoreFrom: o.score, scoreTo: r.score, monthlyFrom: o.monthly, monthlyTo: r.monthly, currency: r.currency })),
  };
}
