// Admin API for the service-role key: users with paging (Link + X-Total-Count), create, read,
// update, delete, and generate_link (auth-contract.md #18–#22, pitfalls 5 and 7).
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authIdentities, authSessions, authUsers, type AuthUserRow } from '../../db/tables/auth.js';
import { upsertAppUser } from '../users/app-users.js';
import { deleteAccountData } from '../account/account-deletion.js';
import { AuthError, authErrors } from './auth-error.js';
import { externalAuthUrl, redirectTarget, type AuthRuntime } from './auth-runtime.js';
import { requireAdmin } from './auth-request.js';
import { createEmailUser, findUserByEmail, findUserById, isValidEmail, loadUserJson, normalizeEmail } from './auth-users.js';
import { metadataTooLarge, readBody, readQuery, record, str } from './body.js';
import { sendAuthEmail } from './auth-mail.js';
import { issueOneTimeToken, type TokenKind } from './one-time-tokens.js';
import { checkNewPassword, hashPassword } from './passwords.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');

function pageParam(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  // Bounded so the offset stays a PostgreSQL bigint: a 20-digit page is a bad request, not a 500.
  if (!/^\d{1,9}$/.test(value) || Number(value) < 1) throw authErrors.validation(`Bad Pagination Parameters: ${name} must be a positive integer`);
  return Number(value);
}

/** Go durations as GoTrue's ban_duration takes them ("24h", "1h30m", "none"). */
export function parseBanDuration(value: string): Date | null {
  if (value === 'none') return null;
  const units: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
  const re = /(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/gy;
  let ms = 0;
  let matched = 0;
  for (const m of value.matchAll(re)) {
    ms += Number(m[1]) * units[m[2]!]!;
    matched += m[0].length;
  }
  if (!value || matched !== value.length) throw authErrors.validation('invalid format for ban duration');
  return new Date(Date.now() + ms);
}

async function targetUser(rt: AuthRuntime, id: string): Promise<AuthUserRow> {
  if (!UUID_RE.test(id)) throw userNotFound();
  const user = await findUserById(rt.db, id);
  if (!user) throw userNotFound();
  return user;
}

function mergeMeta(current: Record<string, unknown>, patch: Record<string, unknown> | undefined) {
  if (!patch) return current;
  const next = { ...current };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete next[k];
    else next[k] = v;
  }
  return next;
}

async function applyAdminUpdate(rt: AuthRuntime, user: AuthUserRow, body: Record<string, unknown>): Promise<AuthUserRow> {
  const patch: Partial<typeof authUsers.$inferInsert> = {};
  const email = str(body.email);
  if (email && normalizeEmail(email) !== user.email) {
    if (!isValidEmail(email.trim())) throw authErrors.validation('Unable to validate email address: invalid format');
    if (await findUserByEmail(rt.db, email)) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    patch.email = normalizeEmail(email);
  }
  const password = str(body.password);
  if (password) {
    checkNewPassword(password, rt.config.passwordPolicy);
    patch.encryptedPassword = await hashPassword(password);
  }
  if (body.email_confirm === true && !user.emailConfirmedAt) {
    patch.emailConfirmedAt = new Date();
    patch.userMetadata = { ...user.userMetadata, email_verified: true };
  }
  const userMeta = record(body.user_metadata);
  if (userMeta) patch.userMetadata = mergeMeta(patch.userMetadata ?? user.userMetadata, userMeta);
  const appMeta = record(body.app_metadata);
  if (appMeta) patch.appMetadata = mergeMeta(user.appMetadata, appMeta);
  const role = str(body.role);
  if (role) patch.role = role;
  const ban = str(body.ban_duration);
  if (ban) patch.bannedUntil = parseBanDuration(ban);
  if (!Object.keys(patch).length) return user;
  patch.updatedAt = new Date();
  const [row] = await rt.db.update(authUsers).set(patch).where(eq(authUsers.id, user.id)).returning();
  if (patch.email) {
    await rt.db
      .update(authIdentities)
      .set({ email: patch.email, updatedAt: new Date() })
      .where(and(eq(authIdentities.userId, user.id), eq(authIdentities.provider, 'email')));
  }
  // A banned user's sessions end now, not at their next refresh.
  if (patch.bannedUntil) await rt.db.delete(authSessions).where(eq(authSessions.userId, user.id));
  return row!;
}

const LINK_KINDS: Record<string, { kind: TokenKind; verifyType: string }> = {
  signup: { kind: 'confirmation', verifyType: 'signup' },
  invite: { kind: 'confirmation', verifyType: 'invite' },
  magiclink: { kind: 'magiclink', verifyType: 'magiclink' },
  recovery: { kind: 'recovery', verifyType: 'recovery' },
  email_change_current: { kind: 'email_change_new', verifyType: 'email_change' },
  email_change_new: { kind: 'email_change_new', verifyType: 'email_change' },
};

export function registerAdminRoutes(app: FastifyInstance, rt: AuthRuntime): void {
  const admin = (request: FastifyRequest) => requireAdmin(rt, request);

  app.get('/admin/users', async (request, reply) => {
    await admin(request);
    const q = readQuery(request);
    const page = pageParam(q.page, 1, 'page');
    const perPage = Math.min(pageParam(q.per_page, 50, 'per_page'), 1000);
    const [{ total } = { total: 0 }] = await rt.db.select({ total: count() }).from(authUsers);
    const rows = await rt.db
      .select()
      .from(authUsers)
      .orderBy(desc(authUsers.createdAt), desc(authUsers.id)) // newest first, as GoTrue lists them
      .limit(perPage)
      .offset((page - 1) * perPage);
    const users = await Promise.all(rows.map((u) => loadUserJson(rt.db, u)));
    const last = Math.max(1, Math.ceil(Number(total) / perPage));
    const links: string[] = [];
    if (page < last) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    links.push(`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`);
    reply.header('x-total-count', String(total)).header('link', links.join(', '));
    return { users, aud: 'authenticated' };
  });

  app.post('/admin/users', async (request) => {
    await admin(request);
    const body = readBody(request);
    const email = str(body.email);
    if (str(body.phone) && !email) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    if (!email || !isValidEmail(email.trim())) throw authErrors.validation('Unable to validate email address: invalid format');
    if (await findUserByEmail(rt.db, email)) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    const password = str(body.password);
    if (password) checkNewPassword(password, rt.config.passwordPolicy);
    const id = str(body.id);
    if (id && !UUID_RE.test(id)) throw authErrors.validation('id must be a UUID');
    const userMetadata = record(body.user_metadata) ?? {};
    let user = await createEmailUser(rt.db, {
      id,
      email,
      passwordHash: password ? await hashPassword(password) : null,
      userMetadata,
      confirmed: body.email_confirm === true,
      role: str(body.role),
    });
    user = await applyAdminUpdate(rt, user, { app_metadata: body.app_metadata, ban_duration: body.ban_duration });
    await upsertAppUser(rt.db, { id: user.id, email: user.email, name: str(userMetadata.name) ?? null, provider: 'email' });
    return loadUserJson(rt.db, user);
  });

  app.get<{ Params: { id: string } }>('/admin/users/:id', async (request) => {
    await admin(request);
    return loadUserJson(rt.db, await targetUser(rt, request.params.id));
  });

  app.put<{ Params: { id: string } }>('/admin/users/:id', async (request) => {
    await admin(request);
    const user = await applyAdminUpdate(rt, await targetUser(rt, request.params.id), readBody(request));
    const name = str(user.userMetadata.name) ?? str(user.userMetadata.full_name) ?? null;
    await upsertAppUser(rt.db, { id: user.id, email: user.email, name });
    return loadUserJson(rt.db, user);
  });

  app.delete<{ Params: { id: string } }>('/admin/users/:id', async (request) => {
    await admin(request);
    const user = await targetUser(rt, request.params.id);
    // Like "delete my account": projects and personal data go too; accounting rows are anonymised.
    await deleteAccountData(rt.db, user.id, user.email);
    return {};
  });

  // GoTrue's POST /invite (service role): creates the user if needed and emails a link that
  // signs them in, so they can choose a password. A confirmed account is not invited again.
  app.post('/invite', async (request) => {
    await admin(request);
    const body = readBody(request);
    const email = str(body.email);
    if (!email || !isValidEmail(email.trim())) throw authErrors.validation('Unable to validate email address: invalid format');
    const data = record(body.data) ?? {};
    if (metadataTooLarge(data)) throw authErrors.metadataTooLarge();
    let user = await findUserByEmail(rt.db, email);
    if (user?.emailConfirmedAt) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    if (!user) {
      user = await createEmailUser(rt.db, { email, passwordHash: null, userMetadata: data, confirmed: false });
      await upsertAppUser(rt.db, { id: user.id, email: user.email, name: str(data.name) ?? null, provider: 'email' });
    }
    [user] = await rt.db.update(authUsers).set({ invitedAt: new Date() }).where(eq(authUsers.id, user.id)).returning();
    await sendAuthEmail(rt, request, { user: user!, kind: 'confirmation', to: user!.email!, redirectTo: redirectTarget(rt, request), invite: true });
    return loadUserJson(rt.db, (await findUserById(rt.db, user!.id))!);
  });

  app.post('/admin/generate_link', async (request) => {
    await admin(request);
    const body = readBody(request);
    const type = str(body.type) ?? '';
    const spec = LINK_KINDS[type];
    if (!spec) throw authErrors.validation('Invalid generate_link type');
    const email = str(body.email);
    if (!email || !isValidEmail(email.trim())) throw authErrors.validation('Unable to validate email address: invalid format');
    const redirectTo = redirectTarget(rt, request);
    let user = await findUserByEmail(rt.db, email);
    if (type === 'signup' || type === 'invite') {
      if (user?.emailConfirmedAt) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      if (!user) {
        const password = str(body.password);
        if (type === 'signup' && !password) throw authErrors.validation('Signup requires a valid password');
        if (password) checkNewPassword(password, rt.config.passwordPolicy);
        const data = record(body.data) ?? {};
        user = await createEmailUser(rt.db, { email, passwordHash: password ? await hashPassword(password) : null, userMetadata: data, confirmed: false });
        if (type === 'invite') [user] = await rt.db.update(authUsers).set({ invitedAt: new Date() }).where(eq(authUsers.id, user.id)).returning();
        await upsertAppUser(rt.db, { id: user!.id, email: user!.email, name: str(data.name) ?? null, provider: 'email' });
      }
    }
    if (!user) throw userNotFound();
    let to = user.email!;
    if (spec.kind === 'email_change_new') {
      const newEmail = str(body.new_email);
      if (!newEmail || !isValidEmail(newEmail.trim())) throw authErrors.validation('The new email address provided is invalid');
      if (await findUserByEmail(rt.db, newEmail)) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      to = normalizeEmail(newEmail);
      [user] = await rt.db.update(authUsers).set({ emailChange: to }).where(eq(authUsers.id, user.id)).returning();
    }
    const { otp, tokenHash } = await issueOneTimeToken(rt.db, { userId: user!.id, kind: spec.kind, email: to, ttlSeconds: rt.config.otpExpiry });
    const actionLink = `${externalAuthUrl(rt, request)}/verify?token=${tokenHash}&type=${spec.verifyType}&redirect_to=${encodeURIComponent(redirectTo)}`;
    return {
      ...(await loadUserJson(rt.db, user!)),
      action_link: actionLink,
      email_otp: otp,
      hashed_token: tokenHash,
      redirect_to: redirectTo,
      verification_type: spec.verifyType,
    };
  });
}
