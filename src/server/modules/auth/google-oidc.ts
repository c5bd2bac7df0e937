// Google sign-in over OpenID Connect (authorization code + PKCE + nonce), against Google or any
// issuer given in GOOGLE_ISSUER_URL (tests use a local OIDC provider).
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { GoogleConfig } from './auth-runtime.js';

type Discovery = { issuer: string; authorization_endpoint: string; token_endpoint: string; jwks_uri: string };

const discoveries = new Map<string, Promise<Discovery>>();
const jwksSets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

async function discover(issuer: string): Promise<Discovery> {
  let pending = discoveries.get(issuer);
  if (!pending) {
    pending = (async () => {
      const res = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new Error(`OIDC discovery failed: HTTP ${res.status}`);
      return (await res.json()) as Discovery;
    })();
    discoveries.set(issuer, pending);
    pending.catch(() => discoveries.delete(issuer));
  }
  return pending;
}

export const randomToken = () => randomBytes(32).toString('base64url');
export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export async function googleAuthorizeUrl(
  google: GoogleConfig,
  input: { redirectUri: string; state: string; nonce: string; codeVerifier: string; scopes?: string; extraParams: Record<string, string> },
): Promise<string> {
  const d = await discover(google.issuer);
  const url = new URL(d.authorization_endpoint);
  for (const [k, v] of Object.entries(input.extraParams)) url.searchParams.set(k, v);
  const scopes = new Set(['openid', 'email', 'profile', ...(input.scopes ?? '').split(/[\s,]+/).filter(Boolean)]);
  url.searchParams.set('client_id', google.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', [...scopes].join(' '));
  url.searchParams.set('state', input.state);
  url.searchParams.set('nonce', input.nonce);
  url.searchParams.set('code_challenge', s256(input.codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

export type GoogleIdentity = {
  claims: JWTPayload & { email?: string; email_verified?: boolean; name?: string; picture?: string; given_name?: string; family_name?: string };
  accessToken: string | undefined;
  refreshToken: string | undefined;
};

/** Exchanges the code and verifies the ID token (signature, issuer, audience, nonce). */
export async function googleExchange(
  google: GoogleConfig,
  input: { code: string; redirectUri: string; codeVerifier: string; nonce: string },
): Promise<GoogleIdentity> {
  const d = await discover(google.issuer);
  const res = await fetch(d.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      client_id: google.clientId,
      client_secret: google.clientSecret,
      code_verifier: input.codeVerifier,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await res.json().catch(() => ({}))) as { id_token?: string; access_token?: string; refresh_token?: string; error?: string };
  if (!res.ok || !body.id_token) throw new Error(`token exchange failed: ${body.error ?? `HTTP ${res.status}`}`);
  let jwks = jwksSets.get(d.jwks_uri);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(d.jwks_uri));
    jwksSets.set(d.jwks_uri, jwks);
  }
  const { payload } = await jwtVerify(body.id_token, jwks, { issuer: d.issuer, audience: google.clientId });
  if (payload.nonce !== input.nonce) throw new Error('ID token nonce mismatch');
  if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('ID token has no subject');
  return { claims: payload as GoogleIdentity['claims'], accessToken: body.access_token, refreshToken: body.refresh_token };
}
