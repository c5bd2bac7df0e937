// Loads the compare matrix of one of the caller's projects; someone else's project is a 404 and
// a project without recommendations has nothing to export (409).
import type { CompareMatrix } from '../../../shared/compare-matrix.js';
import { buildCompareMatrix } from '../../../shared/compare-matrix.js';
import type { Project } from '../../../shared/projects.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/errors.js';
import { getOwnedProject } from '../projects/projects.service.js';
import { listRecommendations } from '../recommendations/recommendations.service.js';

export async function getCompareMatrix({ db, ownerId, projectId }: { db: Db; ownerId: string; projectId: number }): Promise<{ project: Project; matrix: CompareMatrix }> {
  const project = await getOwnedProject({ db, ownerId, projectId });
  // The results page's order: highest score first.
  const recs = await listRecommendations({ db, ownerId, projectId });
  if (recs.length === 0) throw new HttpError(409, 'This project has no recommendations to export yet.', 'nothing_to_export');
  return { project, matrix: buildCompareMatrix(recs) };
}
