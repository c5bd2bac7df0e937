// GET /authorize?provider=google (302 to Google) and GET /callback (302 back to redirect_to with
// tokens in the fragment, or ?code= for PKCE). auth-contract.md #5, #5b and section 1.4.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { authFlowStates, authIdentities, authUsers, type AuthUserRow } from '../../db/tables/auth.js';
import { upsertAppUser } from '../users/app-users.js';
import { authErrors } from './auth-error.js';
import { externalAuthUrl, redirectTarget, siteUrl, type AuthRuntime } from './auth-runtime.js';
import { findUserByEmail, findUserById, isBanned, normalizeEmail } from './auth-users.js';
import { readQuery } from './body.js';
import { createFlowState, findFlowState, issueAuthCode, readPkceParams } from './flow-state.js';
import { googleAuthorizeUrl, googleExchange, randomToken, type GoogleIdentity } from './google-oidc.js';
import { signIn } from './sessions.js';
import { implicitRedirect } from './verify.routes.js';

const RESERVED = new Set(['provider', 'redirect_to', 'scopes', 'code_challenge', 'code_challenge_method', 'flow_type', 'client_id', 'redirect_uri', 'response_type', 'scope', 'state', 'nonce']);
/** Time a person may spend on Google's consent screen. */
const OAUTH_FLOW_TTL_MS = 10 * 60_000;

function errorRedirect(reply: FastifyReply, to: string, error: string, code: string, description: string) {
  const params = new URLSearchParams({ error, error_code: code, error_description: description, sb: '' });
  const url = new URL(to);
  for (const [k, v] of params) url.searchParams.set(k, v);
  url.hash = params.toString();
  return reply.redirect(url.toString(), 302);
}

function googleMetadata(id: GoogleIdentity['claims']): Record<string, unknown> {
  const meta: Record<string, unknown> = {
    iss: id.iss,
    sub: id.sub,
    provider_id: id.sub,
    email: id.email ? normalizeEmail(id.email) : undefined,
    email_verified: id.email_verified === true,
    phone_verified: false,
    name: id.name,
    full_name: id.name,
    picture: id.picture,
    avatar_url: id.picture,
  };
  return Object.fromEntries(Object.entries(meta).filter(([, v]) => v !== undefined));
}

/** The user for a Google identity: known identity, else a verified email's account, else new. */
async function userForGoogle(db: Db, claims: GoogleIdentity['claims']): Promise<AuthUserRow> {
  const sub = claims.sub!;
  const meta = googleMetadata(claims);
  const email = typeof meta.email === 'string' ? meta.email : null;
  const verified = claims.email_verified === true;
  const now = new Date();
  const [identity] = await db.select().from(authIdentities).where(and(eq(authIdentities.provider, 'google'), eq(authIdentities.providerId, sub))).limit(1);
  let user = identity ? await findUserById(db, identity.userId) : undefined;
  if (!user && email && verified) {
    user = await findUserByEmail(db, email);
    if (user && !user.emailConfirmedAt) {
      // An unconfirmed password account for this address was never proven to be its owner's:
      // drop that password so whoever set it cannot sign in to the Google user's account.
      [user] = await db.update(authUsers).set({ encryptedPassword: null, emailConfirmedAt: now }).where(eq(authUsers.id, user.id)).returning();
    }
  }
  if (!user) {
    [user] = await db
      .insert(authUsers)
      .values({
        id: randomUUID(),
        email: email && !(await findUserByEmail(db, email)) ? email : null,
        emailConfirmedAt: verified ? now : null,
        appMetadata: { provider: 'google', providers: ['google'] },
        userMetadata: meta,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
  } else {
    const providers = new Set<string>([...((user.appMetadata.providers as string[] | undefined) ?? []), 'google']);
    [user] = await db
      .update(authUsers)
      .set({ appMetadata: { ...user.appMetadata, providers: [...providers] }, userMetadata: { ...user.userMetadata, ...meta }, updatedAt: now })
      .where(eq(authUsers.id, user.id))
      .returning();
  }
  if (identity) {
    await db.update(authIdentities).set({ identityData: meta, email, updatedAt: now }).where(eq(authIdentities.id, identity.id));
  } else {
    await db.insert(authIdentities).values({ id: randomUUID(), userId: user!.id, provider: 'google', providerId: sub, identityData: meta, email, createdAt: now, updatedAt: now });
  }
  return user!;
}

export function registerOAuthRoutes(app: FastifyInstance, rt: AuthRuntime): void {
  app.get('/authorize', async (request, reply) => {
    const q = readQuery(request);
    const google = rt.config.google;
    if (q.provider !== 'google' || !google) {
      throw authErrors.validation(q.provider ? 'Unsupported provider: provider is not enabled' : 'Unsupported provider: Provider could not be found');
    }
    const pkce = readPkceParams({ code_challenge: q.code_challenge, code_challenge_method: q.code_challenge_method });
    const redirectTo = redirectTarget(rt, request);
    const codeVerifier = randomToken();
    const nonce = randomToken();
    const flow = await createFlowState(rt.db, {
      pkce,
      providerType: 'google',
      authenticationMethod: 'oauth',
      redirectTo,
      oidcNonce: nonce,
      oidcCodeVerifier: codeVerifier,
    });
    const extraParams = Object.fromEntries(
      Object.entries(q).filter((e): e is [string, string] => !RESERVED.has(e[0]) && typeof e[1] === 'string'),
    );
    const url = await googleAuthorizeUrl(google, {
      redirectUri: `${externalAuthUrl(rt, request)}/callback`,
      state: flow.id,
      nonce,
      codeVerifier,
      scopes: q.scopes,
      extraParams,
    });
    return reply.redirect(url, 302);
  });

  app.get('/callback', async (request, reply) => {
    const q = readQuery(request);
    const flow = q.state ? await findFlowState(rt.db, q.state) : undefined;
    if (!flow || flow.providerType !== 'google' || !flow.oidcCodeVerifier || Date.now() - flow.createdAt.getTime() > OAUTH_FLOW_TTL_MS) {
      return errorRedirect(reply, siteUrl(rt, request), 'invalid_request', 'bad_oauth_state', 'OAuth state is invalid or has expired');
    }
    const to = flow.redirectTo ?? siteUrl(rt, request);
    const google = rt.config.google;
    if (q.error || !q.code || !google) {
      await rt.db.delete(authFlowStates).where(eq(authFlowStates.id, flow.id));
      return errorRedirect(reply, to, q.error ?? 'invalid_request', 'bad_oauth_callback', q.error_description ?? 'OAuth callback with missing authorization code');
    }
    let identity: GoogleIdentity;
    try {
      identity = await googleExchange(google, {
        code: q.code,
        redirectUri: `${externalAuthUrl(rt, request)}/callback`,
        codeVerifier: flow.oidcCodeVerifier,
        nonce: flow.oidcNonce ?? '',
      });
    } catch (err) {
      request.log.warn({ err }, 'Google sign-in failed');
      await rt.db.delete(authFlowStates).where(eq(authFlowStates.id, flow.id));
      return errorRedirect(reply, to, 'server_error', 'unexpected_failure', 'Error getting user profile from external provider');
    }
    const user = await userForGoogle(rt.db, identity.claims);
    if (isBanned(user)) return errorRedirect(reply, to, 'access_denied', 'user_banned', 'User is banned');
    const name = typeof identity.claims.name === 'string' ? identity.claims.name : null;
    await upsertAppUser(rt.db, { id: user.id, email: user.email, name, provider: 'google' });
    if (flow.codeChallenge) {
      const code = await issueAuthCode(rt.db, flow.id, {
        userId: user.id,
        providerAccessToken: identity.accessToken,
        providerRefreshToken: identity.refreshToken,
      });
      const url = new URL(to);
      url.searchParams.set('code', code);
      return reply.redirect(url.toString(), 302);
    }
    await rt.db.delete(authFlowStates).where(eq(authFlowStates.id, flow.id));
    const session = await signIn(rt, request, user, {
      method: 'oauth',
      provider: 'google',
      extra: { provider_token: identity.accessToken, provider_refresh_token: identity.refreshToken },
    });
    return reply.redirect(implicitRedirect(to, session), 302);
  });
}
