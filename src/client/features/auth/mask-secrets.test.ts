import { describe, expect, it } from 'vitest';
import { maskSecrets, maskToken } from './mask-secrets';

describe('maskSecrets', () => {
  it('masks every token however deep, and leaves the rest alone', () => {
    const access = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    const raw = { data: { session: { access_token: access, refresh_token: 'r3fr3shT0k3nV4lue', user: { email: 'jo@example.com' } } }, error: null };
    const out = JSON.stringify(maskSecrets(raw));
    expect(out).not.toContain(access);
    expect(out).not.toContain('r3fr3shT0k3nV4lue');
    expect(out).toContain(maskToken(access));
    expect(maskToken(access)).toBe('eyJhbG…ZQ'.replace('ZQ', access.slice(-4)));
    expect(out).toContain('jo@example.com');
    expect(maskToken('short')).toBe('••••');
  });
});
