import { describe, expect, it } from 'vitest';
import { passwordRules } from './password-rules';

const policy = { passwordMinLength: 10, passwordRequiredCharacters: ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789', '!@#$%^&*'] };

describe('password rules', () => {
  it('names each rule of the policy and says which the password meets', () => {
    expect(passwordRules('Abc1', policy as never)).toEqual([
      { label: 'At least 10 characters', met: false },
      { label: 'A lowercase letter', met: true },
      { label: 'An uppercase letter', met: true },
      { label: 'A digit', met: true },
      { label: 'One of !@#$%^&*', met: false },
    ]);
    expect(passwordRules('Abcdefgh1!', policy as never).every((r) => r.met)).toBe(true);
  });

  it('counts characters, not UTF-16 units, like the server', () => {
    expect(passwordRules('😀😀😀😀😀😀😀😀😀😀', { passwordMinLength: 10, passwordRequiredCharacters: [] } as never)[0]!.met).toBe(true);
    expect(passwordRules('😀😀😀😀😀', { passwordMinLength: 10, passwordRequiredCharacters: [] } as never)[0]!.met).toBe(false);
  });
});
