// Admin MFA API for the service-role key (GoTrue's /admin/users/{id}/factors): list a user's
// factors, rename one, or remove one — how support helps someone who lost their phone.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authMfaFactors, type AuthMfaFactorRow } from '../../db/tables/auth.js';
import { AuthError, authErrors } from './auth-error.js';
import type { AuthRuntime } from './auth-runtime.js';
import { requireAdmin } from './auth-request.js';
import { findUserById } from './auth-users.js';
import { readBody } from './body.js';
import { deleteFactor } from './mfa.routes.js';
import { factorJson } from './user-json.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function targetUserId(rt: AuthRuntime, id: string): Promise<string> {
  const user = UUID_RE.test(id) ? await findUserById(rt.db, id) : undefined;
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user.id;
}

async function targetFactor(rt: AuthRuntime, userId: string, factorId: string): Promise<AuthMfaFactorRow> {
  const [factor] = UUID_RE.test(factorId)
    ? await rt.db.select().from(authMfaFactors).where(and(eq(authMfaFactors.id, factorId), eq(authMfaFactors.userId, userId))).limit(1)
    : [];
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

type Params = { id: string; factorId: string };

export function registerAdminMfaRoutes(app: FastifyInstance, rt: AuthRuntime): void {
  app.get<{ Params: { id: string } }>('/admin/users/:id/factors', async (request) => {
    await requireAdmin(rt, request);
    const userId = await targetUserId(rt, request.params.id);
    const rows = await rt.db.select().from(authMfaFactors).where(eq(authMfaFactors.userId, userId)).orderBy(asc(authMfaFactors.createdAt));
    return rows.map(factorJson);
  });

  app.put<{ Params: Params }>('/admin/users/:id/factors/:factorId', async (request) => {
    await requireAdmin(rt, request);
    const factor = await targetFactor(rt, await targetUserId(rt, request.params.id), request.params.factorId);
    const { friendly_name: name } = readBody(request);
    if (name === undefined) return factorJson(factor);
    if (typeof name !== 'string') throw authErrors.validation('friendly_name must be a string');
    if (name.length > 255) throw authErrors.validation('friendly_name is too long');
    const [updated] = await rt.db
      .update(authMfaFactors)
      .set({ friendlyName: name.trim() || null, updatedAt: new Date() })
      .where(eq(authMfaFactors.id, factor.id))
      .returning();
    return factorJson(updated!);
  });

  app.delete<{ Params: Params }>('/admin/users/:id/factors/:factorId', async (request) => {
    await requireAdmin(rt, request);
    const factor = await targetFactor(rt, await targetUserId(rt, request.params.id), request.params.factorId);
    await deleteFactor(rt, factor);
    return factorJson(factor);
  });
}
