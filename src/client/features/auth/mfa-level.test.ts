import { describe, expect, it } from 'vitest';
import { factorToChallenge, tokenAal } from './mfa-level';

const token = (claims: Record<string, unknown>) => `header.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;
const verifiedTotp = { id: 'f1', factor_type: 'totp', status: 'verified' } as const;

describe('second-factor level', () => {
  it('reads the aal claim of an unpadded base64url JWT, and null from anything else', () => {
    expect(tokenAal(token({ aal: 'aal2', sub: 'ü-user' }))).toBe('aal2');
    expect(tokenAal('not-a-jwt')).toBeNull();
    expect(tokenAal(undefined)).toBeNull();
  });

  it('asks for the verified authenticator app of an aal1 session, and nothing once aal2', () => {
    const user = { factors: [{ ...verifiedTotp, id: 'unverified', status: 'unverified' }, verifiedTotp] };
    expect(factorToChallenge({ access_token: token({ aal: 'aal1' }), user } as never)).toBe('f1');
    expect(factorToChallenge({ access_token: token({ aal: 'aal2' }), user } as never)).toBeNull();
  });

  it('asks nothing of accounts without a verified factor, or without a session', () => {
    expect(factorToChallenge({ access_token: token({ aal: 'aal1' }), user: { factors: [{ ...verifiedTotp, status: 'unverified' }] } } as never)).toBeNull();
    expect(factorToChallenge({ access_token: token({ aal: 'aal1' }), user: {} } as never)).toBeNull();
    expect(factorToChallenge(null)).toBeNull();
  });
});
