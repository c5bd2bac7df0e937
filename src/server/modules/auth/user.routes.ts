// GET /user, PUT /user (metadata, email change, password change), GET /reauthenticate and
// POST /logout. Changing a password takes proof that it is the user (the current password, or
// the code GET /reauthenticate emails, sent as `nonce`), except in the session a recovery link
// opened or for an account that has no password yet; and it ends every other session.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authIdentities, authMfaFactors, authUsers } from '../../db/tables/auth.js';
import { upsertAppUser } from '../users/app-users.js';
import { AuthError, authErrors } from './auth-error.js';
import { redirectTarget, type AuthRuntime } from './auth-runtime.js';
import { sendAuthEmail } from './auth-mail.js';
import { requireAuthUser } from './auth-request.js';
import { findUserByEmail, findUserById, isValidEmail, linkEmailToAnonymous, loadUserJson, normalizeEmail } from './auth-users.js';
import { metadataTooLarge, readBody, readQuery, record, str } from './body.js';
import { createFlowState, readPkceParams } from './flow-state.js';
import { checkNewPassword, hashPassword, verifyPassword } from './passwords.js';
import { consumeReauthenticationNonce } from './one-time-tokens.js';
import { revokeSessions } from './sessions.js';

/** GoTrue merges metadata: keys set to null are removed. */
function mergeMetadata(current: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const next = { ...current };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete next[k];
    else next[k] = v;
  }
  return next;
}

export function registerUserRoutes(app: FastifyInstance, rt: AuthRuntime): void {
  app.get('/user', async (request) => {
    const { user } = await requireAuthUser(rt, request);
    return loadUserJson(rt.db, user);
  });

  app.put('/user', async (request) => {
    const { user, session } = await requireAuthUser(rt, request);
    const body = readBody(request);
    const data = record(body.data);
    const password = str(body.password);
    const email = str(body.email);
    if (str(body.phone)) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');

    const hasVerifiedFactor =
      (await rt.db
        .select({ id: authMfaFactors.id })
        .from(authMfaFactors)
        .where(and(eq(authMfaFactors.userId, user.id), eq(authMfaFactors.status, 'verified')))
        .limit(1)).length > 0;
    if ((password || email) && hasVerifiedFactor && session.aal !== 'aal2') {
      throw new AuthError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
    }

    const patch: Partial<typeof authUsers.$inferInsert> = {};
    if (data) {
      patch.userMetadata = mergeMetadata(user.userMetadata, data);
      if (metadataTooLarge(patch.userMetadata)) throw authErrors.metadataTooLarge();
    }
    if (password) {
      // GoTrue: an anonymous user links an email first; the password belongs to that identity.
      if (user.isAnonymous && !email) throw new AuthError(422, 'validation_failed', 'Updating password of an anonymous user requires an email: link an email address first.');
      checkNewPassword(password, rt.config.passwordPolicy);
      // The newest way this session was proven: a recovery link means the user forgot the password.
      const latest = [...session.amr].sort((a, b) => b.timestamp - a.timestamp)[0]?.method;
      if (user.encryptedPassword && latest !== 'recovery') {
        const current = typeof body.current_password === 'string' ? body.current_password : undefined;
        const nonce = str(body.nonce);
        if (current !== undefined) {
          if (!(await verifyPassword(user.encryptedPassword, current))) throw new AuthError(400, 'current_password_mismatch', 'Current password is incorrect.');
        } else if (nonce) {
          if (!(await consumeReauthenticationNonce(rt.db, user, nonce))) throw new AuthError(400, 'reauthentication_not_valid', 'Verification code is invalid or has expired.');
        } else {
          throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication: send your current password, or the code from /reauthenticate as nonce.');
        }
      }
      if (user.encryptedPassword && (await verifyPassword(user.encryptedPassword, password))) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      patch.encryptedPassword = await hashPassword(password);
    }
    let emailToConfirm: string | undefined;
    let linkNow: string | undefined;
    if (email && normalizeEmail(email) !== user.email) {
      if (!isValidEmail(email.trim())) throw authErrors.validation('Unable to validate email address: invalid format');
      const target = normalizeEmail(email);
      if (await findUserByEmail(rt.db, target)) {
        throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      if (rt.config.autoconfirm && user.isAnonymous) linkNow = target;
      else if (rt.config.autoconfirm) patch.email = target;
      else emailToConfirm = target;
    }
    const pkce = emailToConfirm ? readPkceParams(body) : null;

    if (Object.keys(patch).length) {
      patch.updatedAt = new Date();
      try {
        await rt.db.update(authUsers).set(patch).where(eq(authUsers.id, user.id));
      } catch {
        throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      if (patch.email) {
        await rt.db
          .update(authIdentities)
          .set({ email: patch.email, updatedAt: new Date() })
          .where(and(eq(authIdentities.userId, user.id), eq(authIdentities.provider, 'email')));
      }
      if (patch.userMetadata || patch.email) {
        const meta = patch.userMetadata ?? user.userMetadata;
        await upsertAppUser(rt.db, { id: user.id, email: patch.email ?? user.email, name: str(meta.name) ?? str(meta.full_name) ?? null });
      }
      // A new password ends every other session and its refresh tokens: whoever knew the old one is out.
      if (patch.encryptedPassword) await revokeSessions(rt, user.id, session.id, 'others');
    }
    if (linkNow) {
      await linkEmailToAnonymous(rt.db, (await findUserById(rt.db, user.id))!, linkNow);
      await upsertAppUser(rt.db, { id: user.id, email: linkNow, provider: 'email' });
    }
    if (emailToConfirm) {
      let current = (await findUserById(rt.db, user.id))!;
      if (current.emailChange === emailToConfirm && current.emailChangeSentAt) {
        // Same request again: the per-user interval applies (sendAuthEmail checks it).
      } else {
        await rt.db.update(authUsers).set({ emailChange: emailToConfirm, emailChangeSentAt: null }).where(eq(authUsers.id, user.id));
        current = (await findUserById(rt.db, user.id))!;
      }
      const flow = pkce ? await createFlowState(rt.db, { userId: user.id, pkce, providerType: 'email', authenticationMethod: 'email_change' }) : null;
      await sendAuthEmail(rt, request, {
        user: current,
        kind: 'email_change_new',
        to: emailToConfirm,
        redirectTo: redirectTarget(rt, request),
        flowStateId: flow?.id,
      });
    }
    return loadUserJson(rt.db, (await findUserById(rt.db, user.id))!);
  });

  app.get('/reauthenticate', async (request) => {
    const { user } = await requireAuthUser(rt, request);
    if (!user.email) throw new AuthError(422, 'reauthentication_not_valid', 'Reauthentication requires an email address');
    await sendAuthEmail(rt, request, { user, kind: 'reauthentication', to: user.email, redirectTo: redirectTarget(rt, request) });
    return {};
  });

  app.post('/logout', async (request, reply) => {
    const scope = readQuery(request).scope ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') throw authErrors.validation('Unsupported logout scope');
    const { user, session } = await requireAuthUser(rt, request);
    await revokeSessions(rt, user.id, session.id, scope);
    return reply.status(204).send();
  });
}
