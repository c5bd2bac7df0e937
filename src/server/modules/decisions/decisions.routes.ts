// The owner's decision record of a project: GET/PUT /api/projects/:id/decision and
// POST /api/projects/:id/review. Other users' projects are 404s, like missing ones.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { calendarDay, decisionInputSchema, reviewInputSchema, type DecisionResponse } from '../../../shared/decisions.js';
import type { Db } from '../../db/client.js';
import { parseInput } from '../../http/validate.js';
import { requireWorkspace } from '../workspaces/require-workspace.js';
import { projectIdFrom } from '../projects/projects.routes.js';
import { getDecision, recordReview, saveDecision, setReviewDateForTests } from './decisions.service.js';

// Any real date from 2000 on: the database has no year 0, and the hook has no other bound.
const testReviewDateSchema = z.object({ reviewDate: calendarDay.refine((d) => d >= '2000-01-01', 'Review date must be from 2000 on') });

export function registerDecisionRoutes(app: FastifyInstance, deps: { db: Db; testRoutes: boolean }): void {
  const { db } = deps;

  app.get('/api/projects/:id/decision', async (request): Promise<DecisionResponse> => {
    const caller = await requireWorkspace(request, db);
    return { decision: await getDecision({ db, ownerId: caller.workspaceId, projectId: projectIdFrom(request.params) }) };
  });

  app.put('/api/projects/:id/decision', async (request): Promise<DecisionResponse> => {
    const caller = await requireWorkspace(request, db);
    const projectId = projectIdFrom(request.params);
    const input = parseInput(decisionInputSchema, request.body, 'body');
    return { decision: await saveDecision({ db, ownerId: caller.workspaceId, projectId, input }) };
  });

  app.post('/api/projects/:id/review', async (request): Promise<DecisionResponse> => {
    const caller = await requireWorkspace(request, db);
    const projectId = projectIdFrom(request.params);
    const input = parseInput(reviewInputSchema, request.body, 'body');
    return { decision: await recordReview({ db, ownerId: caller.workspaceId, projectId, input }) };
  });

  if (deps.testRoutes) {
    // Only with TEST_ROUTES (refused in production): the review date can't be put in the past
    // through the real API, and an end-to-end run cannot wait for it to come.
    app.put('/api/test-hooks/projects/:id/decision/review-date', async (request): Promise<DecisionResponse> => {
      const caller = await requireWorkspace(request, db);
      const projectId = projectIdFrom(request.params);
      const { reviewDate } = parseInput(testReviewDateSchema, request.body, 'body');
      return { decision: await setReviewDateForTests({ db, ownerId: caller.workspaceId, projectId, reviewDate }) };
    });
  }
}
