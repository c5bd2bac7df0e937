import type { FastifyInstance } from 'fastify';
import { createProjectInputSchema, projectClientInputSchema, projectIdParamSchema } from '../../../shared/projects.js';
import { notFound } from '../../http/errors.js';
import type { Db } from '../../db/client.js';
import type { ExactCache } from '../../db/exact-cache.js';
import type { Env } from '../../env.js';
import { parseInput } from '../../http/validate.js';
import { requireWorkspace } from '../workspaces/require-workspace.js';
import { ensureSignupGrant, getEligibility } from '../credits/credits.service.js';
import { createProject, deleteProject, getOwnedProject, listProjects, retryProject, setProjectClient } from './projects.service.js';

/** A non-numeric id is a 404 like a missing one: no hint about what exists. */
export function projectIdFrom(params: unknown): number {
  const parsed = projectIdParamSchema.safeParse(params);
  if (!parsed.success) throw notFound('Project not found');
  return parsed.data.id;
}

/** `projectLists` holds each workspace's dashboard list as sent (JSON), kept exact by the change feed. */
export function registerProjectRoutes(app: FastifyInstance, deps: { db: Db; env: Env; projectLists: ExactCache<string> }): void {
  const { db, env } = deps;
  // Each creation queues generation work: a per-account ceiling keeps one script from filling the
  // queue. It is counted inside the creation statement itself (one round trip).
  const createLimit = { max: env.PROJECT_CREATE_RATE_LIMIT, windowMs: 60 * 60_000 };

  app.get('/api/user/project-eligibility', async (request) => {
    const caller = await requireWorkspace(request, db);
    await ensureSignupGrant(db, caller.workspaceId, env.FREE_CREDITS_ON_SIGNUP);
    return getEligibility(db, caller.workspaceId);
  });

  app.get('/api/projects', async (request, reply) => {
    const caller = await requireWorkspace(request, db);
    const json = await deps.projectLists.read(caller.workspaceId, async () => JSON.stringify(await listProjects({ db, ownerId: caller.workspaceId })));
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.post('/api/projects', async (request, reply) => {
    const caller = await requireWorkspace(request, db);
    const input = parseInput(createProjectInputSchema, request.body, 'body');
    const project = await createProject({
      db,
      ownerId: caller.workspaceId,
      input,
      freeCredits: env.FREE_CREDITS_ON_SIGNUP,
      rateLimit: { key: caller.user.id, ...createLimit },
    });
    return reply.status(201).send(project);
  });

  app.get('/api/projects/:id', async (request) => {
    const caller = await requireWorkspace(request, db);
    const id = projectIdFrom(request.params);
    return getOwnedProject({ db, ownerId: caller.workspaceId, projectId: id });
  });

  // Issue 19: move a project to another client of the workspace, or to none ({ clientId: null }).
  app.put('/api/projects/:id/client', async (request) => {
    const caller = await requireWorkspace(request, db);
    const id = projectIdFrom(request.params);
    const { clientId } = parseInput(projectClientInputSchema, request.body, 'body');
    return setProjectClient({ db, ownerId: caller.workspaceId, projectId: id, clientId });
  });

  app.delete('/api/projects/:id', async (request) => {
    const caller = await requireWorkspace(request, db);
    const id = projectIdFrom(request.params);
    await deleteProject({ db, ownerId: caller.workspaceId, projectId: id });
    return { message: 'Project deleted successfully' };
  });

  app.post('/api/projects/:id/retry', async (request) => {
    const caller = await requireWorkspace(request, db);
    const id = projectIdFrom(request.params);
    return retryProject({ db, ownerId: caller.workspaceId, projectId: id });
  });
}
