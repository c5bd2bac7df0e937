import { asc, eq } from 'drizzle-orm';
import type { Exclusion, Recommendation } from '../../../shared/recommendations.js';
import type { Db } from '../../db/client.js';
import { projectExclusions, recommendations } from '../../db/tables/projects.js';
import { getOwnedProject } from '../projects/projects.service.js';

export async function listRecommendations({ db, userId, projectId }: { db: Db; userId: string; projectId: number }): Promise<Recommendation[]> {
  await getOwnedProject({ db, userId, projectId });
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

export async function listExclusions({ db, userId, projectId }: { db: Db; userId: string; projectId: number }): Promise<Exclusion[]> {
  await getOwnedProject({ db, userId, projectId });
  const rows = await db.select().from(projectExclusions).where(eq(projectExclusions.projectId, projectId)).orderBy(asc(projectExclusions.softwareName));
  return rows.map((r) => ({ productId: r.productId, softwareName: r.softwareName, reasons: r.reasons }));
}
