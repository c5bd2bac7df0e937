// Share links. Owner routes (signed in, 404 for anything not the caller's):
//   POST   /api/projects/:id/share-links  {expiresInDays}  → the link and its URL, once
//   GET    /api/projects/:id/share-links                   → the project's links
//   DELETE /api/share-links/:id                            → revokes one
// Public: GET /api/shared/:token → the read-only results, rate-limited per IP, never indexed
// or cached.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createShareLinkInputSchema, sharedLinkErrorCodes, shareLinkIdParamSchema, shareTokenPattern } from '../../../shared/share-links.js';
import type { Db } from '../../db/client.js';
import type { Env } from '../../env.js';
import { HttpError, notFound } from '../../http/errors.js';
import { createRateLimit } from '../../http/rate-limit.js';
import { parseInput } from '../../http/validate.js';
import { requireWorkspace } from '../workspaces/require-workspace.js';
import { projectIdFrom } from '../projects/projects.routes.js';
import { createShareLink, listShareLinks, revokeShareLink } from './share-links.service.js';
import { openSharedResults } from './shared-results.js';

/** Where the link points: the configured public address, else the address the owner used. */
function sharedUrl(env: Env, request: FastifyRequest, token: string): string {
  const origin = env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;
  return `${origin}/shared/${token}`;
}

function privateResponse(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
  reply.header('x-robots-tag', 'noindex, nofollow');
}

export function registerShareLinkRoutes(app: FastifyInstance, deps: { db: Db; env: Env }): void {
  const { db, env } = deps;
  // Every request counts, found or not: guessing tokens costs one request each, from one address.
  const visits = createRateLimit(db, { name: 'shared-results', max: env.SHARED_LINK_RATE_LIMIT, windowMs: 10 * 60_000 });

  app.post('/api/projects/:id/share-links', async (request, reply) => {
    const caller = await requireWorkspace(request, db);
    const projectId = projectIdFrom(request.params);
    const input = parseInput(createShareLinkInputSchema, request.body, 'body');
    const { link, token } = await createShareLink({ db, ownerId: caller.workspaceId, projectId, expiresInDays: input.expiresInDays });
    privateResponse(reply);
    return reply.status(201).send({ link, url: sharedUrl(env, request, token) });
  });

  app.get('/api/projects/:id/share-links', async (request) => {
    const caller = await requireWorkspace(request, db);
    return listShareLinks({ db, ownerId: caller.workspaceId, projectId: projectIdFrom(request.params) });
  });

  app.delete('/api/share-links/:id', async (request) => {
    const caller = await requireWorkspace(request, db);
    const parsed = shareLinkIdParamSchema.safeParse(request.params);
    if (!parsed.success) throw notFound('Share link not found');
    return revokeShareLink({ db, ownerId: caller.workspaceId, linkId: parsed.data.id });
  });

  app.get('/api/shared/:token', async (request, reply) => {
    // Set first, so the 404/410/429 answers carry them too.
    privateResponse(reply);
    const limit = await visits.hit(request.ip);
    if (!limit.ok) {
      reply.header('retry-after', String(limit.retryAfterSeconds));
      throw new HttpError(429, 'Too many attempts to open shared links from your network. Please wait a few minutes and try again.', 'rate_limited');
    }
    const token = (request.params as { token?: unknown }).token;
    if (typeof token !== 'string' || !shareTokenPattern.test(token)) {
      throw new HttpError(404, 'This link does not exist. Check that you copied all of it, or ask the person who shared it for a new one.', sharedLinkErrorCodes.unknown);
    }
    return openSharedResults(db, token);
  });
}
