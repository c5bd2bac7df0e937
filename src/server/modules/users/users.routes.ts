// GET /api/users/me (the signed-in user's profile and plan) and POST /api/auth/oauth-callback
// (spec section 7: registers or updates the user record after an OAuth sign-in).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { parseInput } from '../../http/validate.js';
import { requireUser } from '../auth/require-user.js';
import { getEligibility } from '../credits/credits.service.js';
import { resolveWorkspace } from '../workspaces/require-workspace.js';
import { findAppUser, upsertAppUser } from './app-users.js';

const oauthCallbackSchema = z.object({
  provider: z.string().trim().min(1).max(50).optional(),
  user: z
    .object({
      user_metadata: z
        .object({ name: z.string().trim().max(200).optional(), full_name: z.string().trim().max(200).optional() })
        .loose()
        .optional(),
    })
    .loose()
    .optional(),
});

export type UserProfile = {
  id: string;
  email: string | null;
  name: string | null;
  provider: string;
  createdAt: string;
  plan: { hasSubscription: boolean; credits: number; canCreateProject: boolean };
};

async function profile(db: Db, id: string, fallbackEmail: string | null): Promise<UserProfile> {
  const row = (await findAppUser(db, id)) ?? (await upsertAppUser(db, { id, email: fallbackEmail }));
  // The plan and credits are the workspace's the account works in (issue 19).
  const { workspaceId } = await resolveWorkspace(db, row.id);
  const plan = await getEligibility(db, workspaceId);
  return {
    id: row.id,
    email: row.email ?? fallbackEmail,
    name: row.name,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
    plan: { hasSubscription: plan.hasSubscription, credits: plan.credits, canCreateProject: plan.canCreateProject },
  };
}

export function registerUsersRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;

  app.get('/api/users/me', async (request) => {
    const user = await requireUser(request);
    return profile(db, user.id, user.email);
  });

  app.post('/api/auth/oauth-callback', async (request) => {
    const user = await requireUser(request);
    const input = parseInput(oauthCallbackSchema, request.body, 'body');
    const meta = input.user?.user_metadata;
    await upsertAppUser(db, {
      id: user.id,
      email: user.email,
      name: meta?.name || meta?.full_name || null,
      provider: input.provider ?? null,
      signedIn: true,
    });
    return profile(db, user.id, user.email);
  });
}
