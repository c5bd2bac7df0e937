// Client companies (issue 19): GET/POST /api/clients, GET/PUT/DELETE /api/clients/:id and
// GET /api/clients/:id/portfolio. Members and owners alike manage them; every row is the
// caller's workspace's, and anything else (another workspace's, a non-numeric id) is a 404.
import type { FastifyInstance } from 'fastify';
import { clientIdParamSchema, clientInputSchema } from '../../../shared/clients.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { parseInput } from '../../http/validate.js';
import { requireWorkspace } from '../workspaces/require-workspace.js';
import { createClient, deleteClient, getClient, getClientPortfolio, listClients, updateClient } from './clients.service.js';

/** A non-numeric id is a 404 like a missing one. */
function clientIdFrom(params: unknown): number {
  const parsed = clientIdParamSchema.safeParse(params);
  if (!parsed.success) throw notFound('Client not found');
  return parsed.data.id;
}

export function registerClientRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;

  app.get('/api/clients', async (request) => {
    const caller = await requireWorkspace(request, db);
    return listClients({ db, workspaceId: caller.workspaceId });
  });

  app.post('/api/clients', async (request, reply) => {
    const caller = await requireWorkspace(request, db);
    const input = parseInput(clientInputSchema, request.body, 'body');
    return reply.status(201).send(await createClient({ db, workspaceId: caller.workspaceId, input }));
  });

  app.get('/api/clients/:id', async (request) => {
    const caller = await requireWorkspace(request, db);
    return getClient({ db, workspaceId: caller.workspaceId, clientId: clientIdFrom(request.params) });
  });

  app.put('/api/clients/:id', async (request) => {
    const caller = await requireWorkspace(request, db);
    const clientId = clientIdFrom(request.params);
    const input = parseInput(clientInputSchema, request.body, 'body');
    return updateClient({ db, workspaceId: caller.workspaceId, clientId, input });
  });

  app.delete('/api/clients/:id', async (request) => {
    const caller = await requireWorkspace(request, db);
    await deleteClient({ db, workspaceId: caller.workspaceId, clientId: clientIdFrom(request.params) });
    return { message: 'Client deleted. Its projects are kept, now without a client.' };
  });

  app.get('/api/clients/:id/portfolio', async (request) => {
    const caller = await requireWorkspace(request, db);
    return getClientPortfolio({ db, workspaceId: caller.workspaceId, clientId: clientIdFrom(request.params) });
  });
}
