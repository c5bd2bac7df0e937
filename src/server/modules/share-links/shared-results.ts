// What GET /api/shared/:token sends: the project's results and nothing about its owner. Built
// field by field (no spreading of rows), so a column added later cannot leak by accident.
import { eq, sql } from 'drizzle-orm';
import type { CreateProjectInput } from '../../../shared/projects.js';
import { sharedLinkErrorCodes, type SharedResults } from '../../../shared/share-links.js';
import type { Db } from '../../db/client.js';
import { projects } from '../../db/tables/projects.js';
import { clients } from '../../db/tables/workspaces.js';
import { shareLinks } from '../../db/tables/share-links.js';
import { HttpError } from '../../http/errors.js';
import { exclusionsOfProject, recommendationsOfProject } from '../recommendations/recommendations.service.js';
import { sharedBrandingOf } from '../workspaces/branding.service.js';
import { findOpenShareLink } from './share-links.service.js';

export async function openSharedResults(db: Db, token: string, now = new Date()): Promise<SharedResults> {
  const link = await findOpenShareLink(db, token, now);
  const [project] = await db.select().from(projects).where(eq(projects.id, link.projectId)).limit(1);
  // Deleting the project deletes its links (cascade): this is only a request that raced it.
  if (!project) throw new HttpError(404, 'This link does not exist any more.', sharedLinkErrorCodes.unknown);
  // Answers edited and the analysis re-running: the old results are being replaced.
  if (project.status !== 'completed') {
    throw new HttpError(409, 'These results are being updated. Please try again in a few minutes.', sharedLinkErrorCodes.updating);
  }
  const [recommendations, exclusions, branding, client] = await Promise.all([
    recommendationsOfProject(db, project.id),
    exclusionsOfProject(db, project.id),
    // The brand of the workspace that owns the project (its id is never sent).
    sharedBrandingOf(db, project.ownerId),
    project.clientId === null ? null : db.select({ name: clients.name }).from(clients).where(eq(clients.id, project.clientId)).limit(1).then((rows) => rows[0] ?? null),
  ]);
  await db.update(shareLinks).set({ lastOpenedAt: sql`now()` }).where(eq(shareLinks.id, link.id));
  return {
    project: {
      name: project.name,
      softwareCategory: project.softwareCategory as CreateProjectInput['softwareCategory'],
      country: project.country as CreateProjectInput['country'],
      industry: project.industry as CreateProjectInput['industry'],
      employeeCount: project.employeeCount as CreateProjectInput['employeeCount'],
    },
    recommendations: recommendations.map((r) => ({
      id: r.id,
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
    })),
    exclusions,
    completedAt: project.completedAt ? project.completedAt.toISOString() : null,
    expiresAt: link.expiresAt.toISOString(),
    branding,
    clientName: client?.name ?? null,
  };
}
