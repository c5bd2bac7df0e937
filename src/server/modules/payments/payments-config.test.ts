import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../../env.js';
import { browserStripeKey, paymentsConfigFrom } from './payments-config.js';

const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  STRIPE_PRICE_ID: 'price_abc',
};

describe('payments configuration', () => {
  it('runs the built-in test mode without a Stripe secret key, and gives the browser no Stripe key', () => {
    const env = loadEnv({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' });
    expect(paymentsConfigFrom(env)).toEqual({ provider: 'test' });
    expect(browserStripeKey(env)).toBeNull();
  });

  it('runs Stripe with all four values', () => {
    const env = loadEnv(stripeEnv);
    expect(paymentsConfigFrom(env)).toMatchObject({ provider: 'stripe', secretKey: 'sk_test_abc', priceId: 'price_abc', webhookSecret: 'whsec_abc' });
    expect(browserStripeKey(env)).toBe('pk_test_abc');
  });

  it('refuses to start with half a Stripe configuration, naming what is missing', () => {
    const env = loadEnv({ ...stripeEnv, STRIPE_WEBHOOK_SECRET: '', STRIPE_PRICE_ID: '' });
    expect(() => paymentsConfigFrom(env)).toThrow(ConfigError);
    expect(() => paymentsConfigFrom(env)).toThrow(/STRIPE_WEBHOOK_SECRET: required[\s\S]*STRIPE_PRICE_ID: required/);
  });

  it('refuses a live publishable key with a test secret key', () => {
    expect(() => paymentsConfigFrom(loadEnv({ ...stripeEnv, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' }))).toThrow(/does not go with/);
  });

  it('validates the shape of each Stripe value', () => {
    expect(() => loadEnv({ ...stripeEnv, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadEnv({ ...stripeEnv, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadEnv({ ...stripeEnv, STRIPE_PRICE_ID: 'prod_123' })).toThrow(/STRIPE_PRICE_ID/);
  });
});
