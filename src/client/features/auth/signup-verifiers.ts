// A confirmation link carries a one-time ?code= that only the PKCE verifier of the sign-up (or
// resend) that asked for it can redeem. auth-js keeps one verifier and drops it after a failed
// resend or another flow, so a person who signed up, failed to sign in and then asked for a new
// email would open a good link and be told "different browser". We remember the last few
// verifiers of this browser's sign-ups and try each: a wrong one does not burn the code.
import { authClient, authStorageKey } from './auth-client';

const KEY = 'stackwise.signupVerifiers';
const MAX = 5;
const verifierKey = `${authStorageKey}-code-verifier`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(): string[] {
  try {
    const list: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Call right after signUp or resend: keeps the verifier auth-js just stored. */
export function rememberSignupVerifier(): void {
  const value = storage()?.getItem(verifierKey);
  if (!value) return;
  const list = [value, ...read().filter((v) => v !== value)].slice(0, MAX);
  storage()?.setItem(KEY, JSON.stringify(list));
}

export function forgetSignupVerifiers(): void {
  storage()?.removeItem(KEY);
}

/** Tries the remembered verifiers on a confirmation code; true once one signs this browser in. */
export async function redeemWithRememberedVerifiers(code: string): Promise<boolean> {
  for (const value of read()) {
    storage()?.setItem(verifierKey, value);
    const { data, error } = await authClient.exchangeCodeForSession(code);
    if (!error && data.session) {
      forgetSignupVerifiers();
      return true;
    }
    // Anything but a mismatched verifier (expired, already used) will not get better.
    if (error && !/code verifier|code challenge/i.test(error.message)) break;
  }
  return false;
}
