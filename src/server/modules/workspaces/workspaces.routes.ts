// GET /api/workspace (the caller's workspace, brand and memberships), PATCH /api/workspace
// (rename: owners), POST /api/workspace/switch.
import type { FastifyInstance } from 'fastify';
import { renameWorkspaceInputSchema, switchWorkspaceInputSchema } from '../../../shared/workspaces.js';
import type { Db } from '../../db/client.js';
import { parseInput } from '../../http/validate.js';
import { requireOwner, requireWorkspace } from './require-workspace.js';
import { currentWorkspace, renameWorkspace, switchWorkspace } from './workspaces.service.js';

export function registerWorkspaceRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;

  app.get('/api/workspace', async (request) => currentWorkspace(db, await requireWorkspace(request, db)));

  app.patch('/api/workspace', async (request) => {
    const caller = await requireOwner(request, db, 'rename the workspace');
    const { name } = parseInput(renameWorkspaceInputSchema, request.body, 'body');
    await renameWorkspace(db, caller.workspaceId, name);
    return currentWorkspace(db, caller);
  });

  app.post('/api/workspace/switch', async (request) => {
    const caller = await requireWorkspace(request, db);
    const { workspaceId } = parseInput(switchWorkspaceInputSchema, request.body, 'body');
    await switchWorkspace(db, caller.user.id, workspaceId);
    return currentWorkspace(db, await requireWorkspace(request, db));
  });
}
