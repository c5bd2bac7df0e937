// Invitations. Owners of the caller's workspace:
//   POST   /api/workspace/invitations      {email, role} → the invitation and its link (once), emailed
//   GET    /api/workspace/invitations      → the open ones
//   DELETE /api/workspace/invitations/:id  → revokes one
// The invitee: GET /api/invitations/:token (public preview) and POST /api/invitations/:token/accept
// (signed in with the invited address). Both are rate-limited per IP like /api/shared.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { invitationErrorCodes, invitationIdParamSchema, invitationTokenPattern, inviteInputSchema, workspaceLimits, type CreatedInvitation } from '../../../shared/workspaces.js';
import type { Db } from '../../db/client.js';
import type { Env } from '../../env.js';
import { HttpError, notFound } from '../../http/errors.js';
import { createRateLimit } from '../../http/rate-limit.js';
import { parseInput } from '../../http/validate.js';
import type { Mailer } from '../../mail/mailer.js';
import { requireUser } from '../auth/require-user.js';
import { findAppUser } from '../users/app-users.js';
import { invitationEmail } from './invitation-email.js';
import { acceptInvitation, createInvitation, listOpenInvitations, previewInvitation, revokeInvitation } from './invitations.service.js';
import { requireOwner, requireWorkspace } from './require-workspace.js';
import { currentWorkspace } from './workspaces.service.js';

/** Invitations one workspace may send per hour (each is an email to an address it chose). */
const INVITATIONS_PER_HOUR = 30;

/** Where the link points: the configured public address, else the address the owner used. */
function inviteUrl(env: Env, request: FastifyRequest, token: string): string {
  const origin = env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;
  return `${origin}/invite/${token}`;
}

function privateResponse(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
  reply.header('x-robots-tag', 'noindex, nofollow');
}

export function registerInvitationRoutes(app: FastifyInstance, deps: { db: Db; env: Env; mailer: Mailer }): void {
  const { db, env, mailer } = deps;
  const sent = createRateLimit(db, { name: 'workspace-invitations', max: INVITATIONS_PER_HOUR, windowMs: 60 * 60_000 });
  // Every request counts, found or not: guessing tokens costs one request each, from one address.
  const opened = createRateLimit(db, { name: 'invitation-links', max: env.SHARED_LINK_RATE_LIMIT, windowMs: 10 * 60_000 });

  app.post('/api/workspace/invitations', async (request, reply) => {
    const caller = await requireOwner(request, db, 'invite people');
    const { email, role } = parseInput(inviteInputSchema, request.body, 'body');
    const limit = await sent.hit(caller.workspaceId);
    if (!limit.ok) {
      reply.header('retry-after', String(limit.retryAfterSeconds));
      throw new HttpError(429, `This workspace sent ${INVITATIONS_PER_HOUR} invitations in the last hour. Please wait a while before sending more.`, 'rate_limited');
    }
    const { invitation, token } = await createInvitation({ db, workspaceId: caller.workspaceId, invitedBy: caller.user.id, email, role });
    const url = inviteUrl(env, request, token);
    const [workspace, inviter] = await Promise.all([currentWorkspace(db, caller), findAppUser(db, caller.user.id)]);
    let emailed = true;
    try {
      await mailer.send(
        invitationEmail({ to: email, appName: env.APP_NAME, workspaceName: workspace.name, inviter: inviter?.name || caller.user.email, role, url, days: workspaceLimits.invitationDays }),
      );
    } catch (err) {
      // The link still works: the owner sees it and can send it another way.
      request.log.error({ err }, 'could not email an invitation');
      emailed = false;
    }
    privateResponse(reply);
    const body: CreatedInvitation = { invitation, url, emailed };
    return reply.status(201).send(body);
  });

  app.get('/api/workspace/invitations', async (request) => {
    const caller = await requireOwner(request, db, 'see invitations');
    return listOpenInvitations(db, caller.workspaceId);
  });

  app.delete('/api/workspace/invitations/:id', async (request) => {
    const caller = await requireOwner(request, db, 'revoke invitations');
    const parsed = invitationIdParamSchema.safeParse(request.params);
    if (!parsed.success) throw notFound('Invitation not found', 'invitation_not_found');
    return revokeInvitation(db, caller.workspaceId, parsed.data.id);
  });

  const checkToken = async (request: FastifyRequest, reply: FastifyReply): Promise<string> => {
    // Set first, so the 404/410/429 answers carry them too.
    privateResponse(reply);
    const limit = await opened.hit(request.ip);
    if (!limit.ok) {
      reply.header('retry-after', String(limit.retryAfterSeconds));
      throw new HttpError(429, 'Too many attempts to open invitation links from your network. Please wait a few minutes and try again.', 'rate_limited');
    }
    const token = (request.params as { token?: unknown }).token;
    if (typeof token !== 'string' || !invitationTokenPattern.test(token)) {
      throw new HttpError(404, 'This invitation link does not exist. Check that you copied all of it, or ask the person who invited you for a new one.', invitationErrorCodes.unknown);
    }
    return token;
  };

  app.get('/api/invitations/:token', async (request, reply) => previewInvitation(db, await checkToken(request, reply)));

  app.post('/api/invitations/:token/accept', async (request, reply) => {
    const user = await requireUser(request);
    const token = await checkToken(request, reply);
    await acceptInvitation(db, token, user);
    return currentWorkspace(db, await requireWorkspace(request, db));
  });
}
