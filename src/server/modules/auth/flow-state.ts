// PKCE (RFC 7636) flow state: email links and OAuth sign-ins started with a code_challenge end
// in a one-time auth code that POST /token?grant_type=pkce exchanges with the code_verifier.
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authFlowStates, type AuthFlowStateRow } from '../../db/tables/auth.js';
import { AuthError, authErrors } from './auth-error.js';

/** GoTrue's flow-state lifetime (external.flow_state_expiry_duration). */
export const FLOW_STATE_TTL_SECONDS = 300;

export type PkceParams = { codeChallenge: string; method: 's256' | 'plain' } | null;

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/** Reads code_challenge(+_method) from a body; null for the implicit flow. */
export function readPkceParams(body: Record<string, unknown>): PkceParams {
  const challenge = str(body.code_challenge);
  const method = str(body.code_challenge_method);
  if (!challenge && !method) return null;
  if (!challenge || !method) throw authErrors.validation('PKCE flow requires code_challenge_method and code_challenge');
  const m = method.toLowerCase();
  if (m !== 's256' && m !== 'plain') throw authErrors.validation(`code challenge method ${method} not supported`);
  if (challenge.length < 43 || challenge.length > 128) throw authErrors.validation('code challenge has to be between 43 and 128 characters');
  if (!/^[A-Za-z0-9._~-]+$/.test(challenge)) throw authErrors.validation('code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes');
  return { codeChallenge: challenge, method: m };
}

export async function createFlowState(
  db: Db,
  input: {
    userId?: string | null;
    pkce: PkceParams;
    providerType: string;
    authenticationMethod: string;
    redirectTo?: string | null;
    oidcNonce?: string;
    oidcCodeVerifier?: string;
  },
): Promise<AuthFlowStateRow> {
  const [row] = await db
    .insert(authFlowStates)
    .values({
      id: randomUUID(),
      userId: input.userId ?? null,
      codeChallenge: input.pkce?.codeChallenge ?? null,
      codeChallengeMethod: input.pkce?.method ?? null,
      providerType: input.providerType,
      authenticationMethod: input.authenticationMethod,
      redirectTo: input.redirectTo ?? null,
      oidcNonce: input.oidcNonce ?? null,
      oidcCodeVerifier: input.oidcCodeVerifier ?? null,
    })
    .returning();
  return row!;
}

export async function findFlowState(db: Db, id: string): Promise<AuthFlowStateRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(authFlowStates).where(eq(authFlowStates.id, id)).limit(1);
  return row;
}

/** Records who signed in and returns the auth code the browser will exchange. */
export async function issueAuthCode(
  db: Db,
  flowId: string,
  patch: { userId: string; providerAccessToken?: string | null; providerRefreshToken?: string | null },
): Promise<string> {
  const code = randomUUID();
  await db
    .update(authFlowStates)
    .set({ authCode: code, authCodeIssuedAt: new Date(), userId: patch.userId, providerAccessToken: patch.providerAccessToken ?? null, providerRefreshToken: patch.providerRefreshToken ?? null })
    .where(eq(authFlowStates.id, flowId));
  return code;
}

function challengeMatches(flow: AuthFlowStateRow, verifier: string): boolean {
  const expected = flow.codeChallengeMethod === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
  const a = Buffer.from(expected);
  const b = Buffer.from(flow.codeChallenge ?? '');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** POST /token?grant_type=pkce: single use, five minutes, verifier must match. */
export async function exchangeAuthCode(db: Db, authCode: string, verifier: string): Promise<AuthFlowStateRow> {
  const [flow] = await db.select().from(authFlowStates).where(eq(authFlowStates.authCode, authCode)).limit(1);
  if (!flow || !flow.userId) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  const issuedAt = flow.authCodeIssuedAt ?? flow.createdAt;
  if (Date.now() - issuedAt.getTime() > FLOW_STATE_TTL_SECONDS * 1000) {
    await db.delete(authFlowStates).where(eq(authFlowStates.id, flow.id));
    throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  if (!challengeMatches(flow, verifier)) {
    throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  await db.delete(authFlowStates).where(eq(authFlowStates.id, flow.id));
  return flow;
}
