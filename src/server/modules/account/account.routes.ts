// GET /api/account/export (download my data) and DELETE /api/account (delete my account).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_DELETE_CONFIRMATION } from '../../../shared/account.js';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import type { Env } from '../../env.js';
import { parseInput } from '../../http/validate.js';
import { requireUser } from '../auth/require-user.js';
import { assertNothingWillBill, deleteAccountData } from './account-deletion.js';
import { accountEmail, buildAccountExport } from './account-export.js';

const deleteInputSchema = z.object({
  confirm: z.literal(ACCOUNT_DELETE_CONFIRMATION, { error: `type ${ACCOUNT_DELETE_CONFIRMATION} to confirm` }),
});

export function registerAccountRoutes(app: FastifyInstance, deps: { db: Db; env: Env; changes: ChangeFeed }): void {
  const { db, env } = deps;

  app.get('/api/account/export', async (request, reply) => {
    const user = await requireUser(request);
    const data = await buildAccountExport(db, user);
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="stackwise-account-${day}.json"`)
      .header('cache-control', 'no-store')
      .send(data);
  });

  app.delete('/api/account', async (request) => {
    const user = await requireUser(request);
    parseInput(deleteInputSchema, request.body, 'body');
    await assertNothingWillBill(db, user.id);
    const result = await deleteAccountData(db, user.id, await accountEmail(db, user.id, user.email));
    request.log.info({ projects: result.projects, messages: result.messages, anonymisedAs: result.anonymisedAs }, 'account deleted');
    // The account's sessions ended with it: refuse their tokens here from the next request on.
    await deps.changes.sync();
    return {
      message: env.SUPABASE_URL
        ? 'Your Stackwise data has been deleted. Your sign-in account is kept by the sign-in provider; ask us to remove it too.'
        : 'Your account and personal data have been deleted.',
      projectsDeleted: result.projects,
      signInAccountDeleted: result.signInAccountDeleted,
    };
  });
}
