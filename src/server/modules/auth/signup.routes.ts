// POST /signup (auth-contract.md 1.6 #1).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authUsers } from '../../db/tables/auth.js';
import { deleteAppUser, upsertAppUser } from '../users/app-users.js';
import { AuthError, authErrors } from './auth-error.js';
import { redirectTarget, type AuthRuntime } from './auth-runtime.js';
import { sendAuthEmail } from './auth-mail.js';
import { createEmailUser, findUserByEmail, isValidEmail, loadUserJson, normalizeEmail } from './auth-users.js';
import { metadataTooLarge, readBody, record, str } from './body.js';
import { createFlowState, readPkceParams } from './flow-state.js';
import { checkNewPassword, hashPassword } from './passwords.js';
import { signIn } from './sessions.js';

/** GoTrue's anonymous user: no email, no identity, is_anonymous true; upgraded by linking an email. */
async function signInAnonymously(rt: AuthRuntime, request: FastifyRequest, data: Record<string, unknown>) {
  if (metadataTooLarge(data)) throw authErrors.metadataTooLarge();
  if (!(await rt.limiter.take('anonymous', request.ip))) throw authErrors.overRequestRateLimit();
  const now = new Date();
  const [user] = await rt.db
    .insert(authUsers)
    .values({ id: randomUUID(), email: null, role: 'authenticated', isAnonymous: true, appMetadata: {}, userMetadata: data, createdAt: now, updatedAt: now })
    .returning();
  await upsertAppUser(rt.db, { id: user!.id, email: null, name: str(data.name) ?? null, provider: 'anonymous' });
  return signIn(rt, request, user!, { method: 'anonymous', provider: 'anonymous' });
}

export function registerSignupRoutes(app: FastifyInstance, rt: AuthRuntime): void {
  app.post('/signup', async (request) => {
    if (!(await rt.limiter.take('signIn', request.ip))) throw authErrors.overRequestRateLimit();
    const body = readBody(request);
    const email = str(body.email);
    const password = str(body.password);
    if (str(body.phone)) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
    if (!email && !password) {
      if (!rt.config.anonymous) throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
      return signInAnonymously(rt, request, record(body.data) ?? {});
    }
    if (!password) throw authErrors.validation('Signup requires a valid password');
    if (!email || !isValidEmail(email.trim())) throw authErrors.validation('Unable to validate email address: invalid format');
    checkNewPassword(password, rt.config.passwordPolicy);
    const pkce = readPkceParams(body);
    const data = record(body.data) ?? {};
    if (metadataTooLarge(data)) throw authErrors.metadataTooLarge();
    const redirectTo = redirectTarget(rt, request);
    const autoconfirm = rt.config.autoconfirm;

    const existing = await findUserByEmail(rt.db, email);
    if (existing?.emailConfirmedAt || (existing && autoconfirm)) {
      if (autoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
      // Don't reveal that the address is registered: answer like a fresh sign-up, with a
      // fake user whose empty `identities` lets the app recognise the case (contract pitfall 9),
      // and in about the same time (a fresh sign-up hashes the password).
      await hashPassword(password);
      const now = new Date().toISOString();
      return {
        id: randomUUID(),
        aud: 'authenticated',
        role: 'authenticated',
        email: normalizeEmail(email),
        phone: '',
        confirmation_sent_at: now,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: {},
        identities: [],
        created_at: now,
        updated_at: now,
        is_anonymous: false,
      };
    }

    const passwordHash = await hashPassword(password);
    if (existing) {
      // Signed up before but never confirmed: take the new password and details, send again.
      // Nothing stored before is kept: anyone could have started that sign-up (or an OTP) for
      // this address, and what they planted must not reach the owner's account and tokens.
      const [updated] = await rt.db
        .update(authUsers)
        .set({ encryptedPassword: passwordHash, userMetadata: data, updatedAt: new Date() })
        .where(eq(authUsers.id, existing.id))
        .returning();
      const flow = pkce
        ? await createFlowState(rt.db, { userId: existing.id, pkce, providerType: 'email', authenticationMethod: 'email/signup' })
        : null;
      await sendAuthEmail(rt, request, { user: updated!, kind: 'confirmation', to: updated!.email!, redirectTo, flowStateId: flow?.id });
      return loadUserJson(rt.db, updated!);
    }

    let user;
    try {
      user = await createEmailUser(rt.db, { email, passwordHash, userMetadata: data, confirmed: autoconfirm });
    } catch (err) {
      if ((err as { code?: string }).code === '23505' || /duplicate key/.test(String((err as Error).message))) {
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      }
      throw err;
    }
    const name = str(data.name) ?? str(data.full_name) ?? null;
    if (autoconfirm) return signIn(rt, request, user, { method: 'password', provider: 'email' });
    await upsertAppUser(rt.db, { id: user.id, email: user.email, name, provider: 'email' });
    try {
      const flow = pkce ? await createFlowState(rt.db, { userId: user.id, pkce, providerType: 'email', authenticationMethod: 'email/signup' }) : null;
      await sendAuthEmail(rt, request, { user, kind: 'confirmation', to: user.email!, redirectTo, flowStateId: flow?.id, skipFrequencyCheck: true });
    } catch (err) {
      // Like GoTrue's transaction: no account is left behind that never got its email.
      await rt.db.delete(authUsers).where(eq(authUsers.id, user.id));
      await deleteAppUser(rt.db, user.id);
      throw err;
    }
    const fresh = await findUserByEmail(rt.db, email);
    return loadUserJson(rt.db, fresh ?? user);
  });
}
