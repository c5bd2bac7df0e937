// POST /recover, /otp (magic link and email code) and /resend (auth-contract.md #10–#12).
// Unknown addresses get the same {} as known ones, under the same limits and in about the same
// time (the email goes out after the answer), so nothing reveals who has an account.
import type { FastifyInstance } from 'fastify';
import { createRateLimit } from '../../http/rate-limit.js';
import { upsertAppUser } from '../users/app-users.js';
import { AuthError, authErrors } from './auth-error.js';
import { redirectTarget, type AuthRuntime } from './auth-runtime.js';
import { sendAuthEmail } from './auth-mail.js';
import { createEmailUser, findUserByEmail, isValidEmail, normalizeEmail } from './auth-users.js';
import { metadataTooLarge, readBody, record, str } from './body.js';
import { createFlowState, readPkceParams } from './flow-state.js';

function requireEmail(email: string | undefined, missing: string): string {
  if (!email) throw authErrors.validation(missing);
  if (!isValidEmail(email.trim())) throw authErrors.validation('Unable to validate email address: invalid format');
  return email.trim();
}

export function registerEmailRoutes(app: FastifyInstance, rt: AuthRuntime): void {
  // Per address, whether or not it has an account: a limit only registered addresses hit would say which ones are.
  const recoverAddress = createRateLimit(rt.db, { name: 'auth.recover-address', max: 1, windowMs: rt.config.emailMaxFrequency * 1000 });
  const otpAddress = createRateLimit(rt.db, { name: 'auth.otp-address', max: 1, windowMs: rt.config.emailMaxFrequency * 1000 });

  app.post('/recover', async (request) => {
    const body = readBody(request);
    const email = requireEmail(str(body.email), 'Password recovery requires an email');
    const pkce = readPkceParams(body);
    const redirectTo = redirectTarget(rt, request);
    const interval = await recoverAddress.hit(normalizeEmail(email));
    if (!interval.ok) throw authErrors.overEmailSendRateLimit(interval.retryAfterSeconds);
    if (!(await rt.limiter.take('emailSent', request.ip))) throw authErrors.overEmailSendRateLimit();
    const user = await findUserByEmail(rt.db, email);
    if (!user) return {};
    const flow = pkce ? await createFlowState(rt.db, { userId: user.id, pkce, providerType: 'email', authenticationMethod: 'recovery' }) : null;
    await sendAuthEmail(rt, request, { user, kind: 'recovery', to: user.email!, redirectTo, flowStateId: flow?.id, limitsApplied: true, background: true });
    return {};
  });

  app.post('/otp', async (request) => {
    if (!(await rt.limiter.take('verify', request.ip))) throw authErrors.overRequestRateLimit();
    const body = readBody(request);
    if (str(body.phone)) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    const email = requireEmail(str(body.email), 'An email address is required');
    const data = record(body.data) ?? {};
    if (metadataTooLarge(data)) throw authErrors.metadataTooLarge();
    const pkce = readPkceParams(body);
    const redirectTo = redirectTarget(rt, request);
    // The same limits and the same answer whether or not the address has an account.
    const interval = await otpAddress.hit(normalizeEmail(email));
    if (!interval.ok) throw authErrors.overEmailSendRateLimit(interval.retryAfterSeconds);
    if (!(await rt.limiter.take('emailSent', request.ip))) throw authErrors.overEmailSendRateLimit();
    let user = await findUserByEmail(rt.db, email);
    if (!user) {
      // GoTrue answers 422 "Signups not allowed for otp" here, which tells strangers which
      // addresses have accounts; we answer as for a registered address and send nothing.
      if (body.create_user === false) return {};
      user = await createEmailUser(rt.db, { email, passwordHash: null, userMetadata: data, confirmed: false });
      await upsertAppUser(rt.db, { id: user.id, email: user.email, name: str(data.name) ?? null, provider: 'email' });
    }
    // An unconfirmed address gets the sign-up confirmation; a confirmed one the magic link.
    const kind = user.emailConfirmedAt ? 'magiclink' : 'confirmation';
    const flow = pkce
      ? await createFlowState(rt.db, { userId: user.id, pkce, providerType: 'email', authenticationMethod: kind === 'magiclink' ? 'magiclink' : 'email/signup' })
      : null;
    await sendAuthEmail(rt, request, { user, kind, to: user.email!, redirectTo, flowStateId: flow?.id, limitsApplied: true, background: true });
    return {};
  });

  app.post('/resend', async (request) => {
    const body = readBody(request);
    const type = str(body.type);
    if (type !== 'signup' && type !== 'email_change') {
      if (type === 'sms' || type === 'phone_change') throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
      throw authErrors.validation('Missing one of these types: signup, email_change, sms, phone_change');
    }
    const email = requireEmail(str(body.email), 'Resend requires an email');
    const pkce = readPkceParams(body);
    const redirectTo = redirectTarget(rt, request);
    const user = await findUserByEmail(rt.db, email);
    if (type === 'signup') {
      if (!user || user.emailConfirmedAt) return {};
      const flow = pkce ? await createFlowState(rt.db, { userId: user.id, pkce, providerType: 'email', authenticationMethod: 'email/signup' }) : null;
      await sendAuthEmail(rt, request, { user, kind: 'confirmation', to: user.email!, redirectTo, flowStateId: flow?.id });
      return {};
    }
    if (!user?.emailChange) return {};
    const flow = pkce ? await createFlowState(rt.db, { userId: user.id, pkce, providerType: 'email', authenticationMethod: 'email_change' }) : null;
    await sendAuthEmail(rt, request, { user, kind: 'email_change_new', to: user.emailChange, redirectTo, flowStateId: flow?.id });
    return {};
  });
}
