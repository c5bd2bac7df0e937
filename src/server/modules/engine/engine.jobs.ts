// The engine's job definitions: one explicit list, each a thin wrapper over a service function.
import type { Product } from '../../../shared/catalog/product-schema.js';
import type { Db } from '../../db/client.js';
import type { JobHandlers } from '../jobs/worker.js';
import { jobKinds } from '../projects/projects.service.js';
import { primePricing } from './cost.js';
import { generateProjectQuestions, generateProjectRecommendations, markProjectFailed, type Wording } from './engine.service.js';

const projectIdOf = (payload: Record<string, unknown>) => Number(payload.projectId);

export function engineJobHandlers(deps: { db: Db; catalog: readonly Product[]; wording?: Wording }): JobHandlers {
  primePricing(deps.catalog);
  return {
    [jobKinds.questions]: {
      run: (payload) => generateProjectQuestions({ ...deps, projectId: projectIdOf(payload) }),
      onFinalFailure: (payload) => markProjectFailed(deps.db, projectIdOf(payload), 'Error generating questions. Please try again.'),
    },
    [jobKinds.recommendations]: {
      run: (payload) => generateProjectRecommendations({ ...deps, projectId: projectIdOf(payload) }),
      onFinalFailure: (payload) => markProjectFailed(deps.db, projectIdOf(payload), 'Error analyzing requirements. Please try again.'),
    },
  };
}
