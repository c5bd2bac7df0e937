// The team of the caller's workspace:
//   GET    /api/workspace/members          → every member (any member may look)
//   PUT    /api/workspace/members/:userId  {role} → owners change a role (never the creator's)
//   DELETE /api/workspace/members/:userId  → owners remove a member; a member removes itself (leave)
import type { FastifyInstance } from 'fastify';
import { memberIdParamSchema, memberRoleInputSchema } from '../../../shared/workspaces.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import { removeMember, listMembers, setMemberRole } from './members.service.js';
import { requireOwner, requireWorkspace } from './require-workspace.js';

function memberIdFrom(params: unknown): string {
  const parsed = memberIdParamSchema.safeParse(params);
  if (!parsed.success) throw notFound('That person is not a member of this workspace.', 'member_not_found');
  return parsed.data.userId;
}

export function registerMemberRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;

  app.get('/api/workspace/members', async (request) => listMembers(db, await requireWorkspace(request, db)));

  app.put('/api/workspace/members/:userId', async (request) => {
    const caller = await requireOwner(request, db, 'change roles');
    const userId = memberIdFrom(request.params);
    const { role } = parseInput(memberRoleInputSchema, request.body, 'body');
    return setMemberRole(db, caller, userId, role);
  });

  app.delete('/api/workspace/members/:userId', async (request) => {
    const caller = await requireWorkspace(request, db);
    return removeMember(db, caller, memberIdFrom(request.params));
  });
}
