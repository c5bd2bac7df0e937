import type { FastifyInstance } from 'fastify';
import { saveAnswerInputSchema } from '../../../shared/questions.js';
import type { Db } from '../../db/client.js';
import { parseInput } from '../../http/validate.js';
import { requireUser } from '../auth/require-user.js';
import { projectIdFrom } from '../projects/projects.routes.js';
import { completeQuestionnaire, listAnswers, listQuestions, rerunRecommendations, saveAnswer } from './questionnaire.service.js';

export function registerQuestionnaireRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  app.get('/api/projects/:id/questions', async (request) => {
    const user = await requireUser(request);
    return listQuestions({ db, userId: user.id, projectId: projectIdFrom(request.params) });
  });
  app.get('/api/projects/:id/answers', async (request) => {
    const user = await requireUser(request);
    return listAnswers({ db, userId: user.id, projectId: projectIdFrom(request.params) });
  });
  app.post('/api/answers', async (request) => {
    const user = await requireUser(request);
    const input = parseInput(saveAnswerInputSchema, request.body, 'body');
    return saveAnswer({ db, userId: user.id, input });
  });
  app.post('/api/projects/:id/complete', async (request) => {
    const user = await requireUser(request);
    return completeQuestionnaire({ db, userId: user.id, projectId: projectIdFrom(request.params) });
  });
  app.post('/api/projects/:id/rerun', async (request) => {
    const user = await requireUser(request);
    return rerunRecommendations({ db, userId: user.id, projectId: projectIdFrom(request.params) });
  });
}
