// The confirmation link keeps working in the browser that signed up, even after auth-js dropped
// the verifier of that sign-up (a failed resend, another flow). The auth server is across the
// network, so the exchange is a fake that accepts one verifier.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const exchange = vi.hoisted(() => vi.fn());
vi.mock('./auth-client', () => ({ authStorageKey: 'sb-test-auth-token', authClient: { exchangeCodeForSession: exchange } }));

import { redeemWithRememberedVerifiers, rememberSignupVerifier } from './signup-verifiers';

const VERIFIER_KEY = 'sb-test-auth-token-code-verifier';

function signUpWith(verifier: string) {
  localStorage.setItem(VERIFIER_KEY, JSON.stringify(verifier));
  rememberSignupVerifier();
}

beforeEach(() => {
  localStorage.clear();
  exchange.mockReset();
});

describe('remembered sign-up verifiers', () => {
  it('redeems a code with the verifier of an earlier sign-up after auth-js dropped it', async () => {
    signUpWith('first');
    signUpWith('second');
    localStorage.removeItem(VERIFIER_KEY); // e.g. a resend that failed
    exchange.mockImplementation(async () =>
      localStorage.getItem(VERIFIER_KEY) === JSON.stringify('first')
        ? { data: { session: { access_token: 't' } }, error: null }
        : { data: { session: null }, error: { message: 'code challenge does not match previously saved code verifier' } },
    );
    await expect(redeemWithRememberedVerifiers('code-1')).resolves.toBe(true);
    expect(exchange).toHaveBeenCalledTimes(2);
    // Used up: nothing is kept once the browser is signed in.
    await expect(redeemWithRememberedVerifiers('code-1')).resolves.toBe(false);
  });

  it('stops at an expired or used code, and keeps only the last five', async () => {
    for (const v of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) signUpWith(v);
    exchange.mockResolvedValue({ data: { session: null }, error: { message: 'invalid flow state, flow state has expired' } });
    await expect(redeemWithRememberedVerifiers('old')).resolves.toBe(false);
    expect(exchange).toHaveBeenCalledTimes(1);
    exchange.mockReset();
    exchange.mockResolvedValue({ data: { session: null }, error: { message: 'code challenge does not match previously saved code verifier' } });
    await redeemWithRememberedVerifiers('other');
    expect(exchange).toHaveBeenCalledTimes(5);
  });
});
