import type { FastifyInstance } from 'fastify';
import { saveAnswerInputSchema } from '../../../shared/questions.js';
import type { Db } from '../../db/client.js';
import { parseInput } from '../../http/validate.js';
import { requireWorkspace } from '../workspaces/require-workspace.js';
import { projectIdFrom } from '../projects/projects.routes.js';
import { completeQuestionnaire, listAnswers, listQuestions, rerunRecommendations, saveAnswer } from './questionnaire.service.js';

export function registerQuestionnaireRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  app.get('/api/projects/:id/questions', async (request) => {
    const caller = await requireWorkspace(request, db);
    return listQuestions({ db, ownerId: caller.workspaceId, projectId: projectIdFrom(request.params) });
  });
  app.get('/api/projects/:id/answers', async (request) => {
    const caller = await requireWorkspace(request, db);
    return listAnswers({ db, ownerId: caller.workspaceId, projectId: projectIdFrom(request.params) });
  });
  app.post('/api/answers', async (request) => {
    const caller = await requireWorkspace(request, db);
    const input = parseInput(saveAnswerInputSchema, request.body, 'body');
    return saveAnswer({ db, ownerId: caller.workspaceId, input });
  });
  app.post('/api/projects/:id/complete', async (request) => {
    const caller = await requireWorkspace(request, db);
    return completeQuestionnaire({ db, ownerId: caller.workspaceId, projectId: projectIdFrom(request.params) });
  });
  app.post('/api/projects/:id/rerun', async (request) => {
    const caller = await requireWorkspace(request, db);
    return rerunRecommendations({ db, ownerId: caller.workspaceId, projectId: projectIdFrom(request.params) });
  });
}
