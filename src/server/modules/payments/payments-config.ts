// Which payment provider runs: Stripe when STRIPE_SECRET_KEY is set (then every STRIPE_* value
// must be), otherwise the built-in test mode. Checked at boot so a half-configured Stripe never
// takes a real payment it cannot credit.
import { ConfigError, type Env } from '../../env.js';
import type { StripeProviderOptions } from './stripe-provider.js';

export type PaymentsConfig = { provider: 'test' } | ({ provider: 'stripe' } & StripeProviderOptions);

export function paymentsConfigFrom(env: Env): PaymentsConfig {
  if (!env.STRIPE_SECRET_KEY) return { provider: 'test' };
  const missing = (['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const).filter((k) => !env[k]);
  if (missing.length) {
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((k) => `  - ${k}: required when STRIPE_SECRET_KEY is set`).join('\n')}\nSee .env.example for every variable.`,
    );
  }
  const secretMode = /_(test|live)_/.exec(env.STRIPE_SECRET_KEY)?.[1];
  const publishableMode = /^pk_(test|live)_/.exec(env.STRIPE_PUBLISHABLE_KEY!)?.[1];
  if (!publishableMode) throw new ConfigError('Invalid configuration:\n  - STRIPE_PUBLISHABLE_KEY: must be a Stripe publishable key (pk_test_… or pk_live_…)');
  if (secretMode !== publishableMode) {
    throw new ConfigError(
      `Invalid configuration:\n  - STRIPE_PUBLISHABLE_KEY: a ${publishableMode} key does not go with a ${secretMode} STRIPE_SECRET_KEY`,
    );
  }
  return {
    provider: 'stripe',
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    priceId: env.STRIPE_PRICE_ID!,
    apiBase: env.STRIPE_API_BASE,
  };
}

/** The publishable key the browser may use: only when the server really runs Stripe. */
export function browserStripeKey(env: Env): string | null {
  return env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY ? env.STRIPE_PUBLISHABLE_KEY : null;
}
