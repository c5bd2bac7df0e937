import { describe, expect, it } from 'vitest';
import { contentSecurityDirectives } from './http/security-headers.js';
import { ConfigError, loadEnv } from './env.js';

describe('loadEnv', () => {
  it('has embedded defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.APP_NAME).toBe('Stackwise');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/data$/);
  });
  it('lists every invalid variable in one readable error', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url' })).toThrowError(ConfigError);
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/DATABASE_URL: must start with postgres/);
    }
  });
  it('opens the CSP only for configured embeds', () => {
    const plain = contentSecurityDirectives(loadEnv({}));
    expect(plain.scriptSrc).toEqual(["'self'"]);
    const embeds = contentSecurityDirectives(loadEnv({ STRIPE_PUBLISHABLE_KEY: 'pk_test_x', BOOKING_URL: 'https://calendly.com/acme/30min' }));
    expect(embeds.scriptSrc).toContain('https://js.stripe.com');
    expect(embeds.frameSrc).toContain('https://calendly.com');
  });
});
