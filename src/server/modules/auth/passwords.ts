// Password hashing (argon2id) and GoTrue's password policy (internal/api/password.go).
import { hash, verify } from '@node-rs/argon2';
import { AuthError, authErrors } from './auth-error.js';

export type PasswordPolicy = { minLength: number; requiredCharacters: string[] };

export function parseRequiredCharacters(spec: string | undefined): string[] {
  return spec ? spec.split(':').filter(Boolean) : [];
}

/** Reasons the password is weak ("length", "characters"), empty when it meets the policy. */
export function weakPasswordReasons(password: string, policy: PasswordPolicy): { reasons: string[]; message: string } {
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < policy.minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${policy.minLength} characters.`);
  }
  if (policy.requiredCharacters.some((group) => ![...password].some((c) => group.includes(c)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${policy.requiredCharacters.join(', ')}.`);
  }
  return { reasons, message: messages.join(' ') };
}

/** Throws GoTrue's errors for a password being set (sign-up, change, admin create). */
export function checkNewPassword(password: string, policy: PasswordPolicy): void {
  if (Buffer.byteLength(password, 'utf8') > 72) throw authErrors.validation('Password cannot be longer than 72 characters');
  const weak = weakPasswordReasons(password, policy);
  if (weak.reasons.length) {
    throw new AuthError(422, 'weak_password', weak.message, { weak_password: { reasons: weak.reasons } });
  }
}

export function hashPassword(password: string): Promise<string> {
  // @node-rs/argon2 defaults to argon2id (m=19 MiB, t=2, p=1: OWASP's recommendation).
  return hash(password);
}

// A real hash of a random password, so unknown emails cost the same time as wrong passwords.
let dummyHash: Promise<string> | undefined;

/** Constant-time comparison inside argon2; runs a dummy verify when there is no hash. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hash(`dummy-${Math.random()}`);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
