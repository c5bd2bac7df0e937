// The only reader of process.env. Validated once at boot; a bad value stops the process
// with a readable list of what is wrong (see .env.example for every variable).
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const optionalUrl = optionalString.pipe(z.url().optional());
const int = (fallback: number) =>
  optionalString
    .pipe(z.string().regex(/^\d+$/, 'expected a whole number').optional())
    .transform((v) => (v === undefined ? fallback : Number(v)));

/** With AI_PROVIDER set, the model and that provider's key are required. */
function requireAiCredentials(env: { AI_PROVIDER?: string; AI_MODEL?: string; OPENAI_API_KEY?: string; ANTHROPIC_API_KEY?: string }, ctx: z.RefinementCtx) {
  if (!env.AI_PROVIDER) return;
  if (!env.AI_MODEL) ctx.addIssue({ code: 'custom', path: ['AI_MODEL'], message: `required when AI_PROVIDER=${env.AI_PROVIDER} (the model name, e.g. gpt-4.1-mini)` });
  const key = env.AI_PROVIDER === 'openai' ? 'OPENAI_API_KEY' : 'ANTHROPIC_API_KEY';
  if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `required when AI_PROVIDER=${env.AI_PROVIDER}${env.AI_PROVIDER === 'openai' ? ' (a local server that ignores keys accepts any value)' : ''}` });
}

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: int(3000),
  HOST: optionalString.transform((v) => v ?? '0.0.0.0'),
  DATA_DIR: optionalString.transform((v) => path.resolve(v ?? './data')),
  DATABASE_URL: optionalString.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  ),
  DATABASE_POOL_SIZE: int(10),
  /** The embedded database's buffer cache; Postgres's 128MB default is most of an idle server's memory. */
  PGLITE_SHARED_BUFFERS: optionalString
    .transform((v) => v ?? '32MB')
    .pipe(z.string().regex(/^\d+(kB|MB|GB)$/, 'must be a size such as 32MB')),
  /** Per-instance caches of session checks and dashboard lists, kept exact by LISTEN/NOTIFY (ADR 008). */
  READ_CACHE: optionalString.transform((v) => v !== 'false' && v !== '0'),
  PUBLIC_URL: optionalUrl,
  APP_NAME: optionalString.transform((v) => v ?? 'Stackwise'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool,
  CORS_ORIGINS: optionalString.transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : [])),
  BODY_LIMIT_BYTES: int(256 * 1024),
  /** Run the background worker inside the web process (`npm start`); `npm run worker` runs one alone. */
  RUN_WORKER: optionalString.transform((v) => v !== 'false' && v !== '0'),
  /** Seconds a worker holds a job; a job whose worker died (crash, SIGKILL) is taken over after this. */
  JOB_LEASE_SECONDS: int(10).pipe(z.number().min(2, 'must be at least 2 seconds')),
  /** Test only (refused in production): pause inside every question and recommendation generation, so fault tests can kill the process there. */
  JOB_TEST_DELAY_MS: int(0),
  /** Test only (refused in production): registers /api/test-hooks/* (end-to-end runs move a decision's review date into the past). */
  TEST_ROUTES: bool,
  /** Projects one account may create per hour (counted in the database, like the auth limits). */
  PROJECT_CREATE_RATE_LIMIT: int(30),
  /** Executive summaries one account may ask for per hour (each may call the LLM when one is configured). */
  SUMMARY_RATE_LIMIT: int(60),
  /** Requests to open a shared results link that one IP address may make per 10 minutes (found or not). */
  SHARED_LINK_RATE_LIMIT: int(60),
  // Optional LLM wording of questions, descriptions and the executive summary; off when
  // AI_PROVIDER is unset. Scores and picks never depend on it (docs/decisions/006-optional-llm.md).
  AI_PROVIDER: optionalString.pipe(z.enum(['openai', 'anthropic'], 'must be openai or anthropic').optional()),
  AI_MODEL: optionalString,
  OPENAI_API_KEY: optionalString,
  /** Any OpenAI-compatible endpoint (e.g. a local model server); unset means api.openai.com. */
  OPENAI_BASE_URL: optionalUrl,
  ANTHROPIC_API_KEY: optionalString,
  /** Another Anthropic API base URL (proxies, tests); unset means api.anthropic.com. */
  ANTHROPIC_BASE_URL: optionalUrl,
  /** Per LLM call; on timeout the built-in text is used. */
  AI_TIMEOUT_MS: int(15000).pipe(z.number().min(100, 'must be at least 100 ms')),
  /** Project credits granted to every new account (operators' promotions, tests). */
  FREE_CREDITS_ON_SIGNUP: int(0),
  // Embeds the client is allowed to load (Content-Security-Policy follows them).
  BOOKING_URL: optionalUrl,
  /** Where consultation requests and contact-form messages are emailed (stored in the database either way). */
  OPERATOR_EMAIL: optionalString.pipe(z.email('must be an email address').optional()),
  STRIPE_PUBLISHABLE_KEY: optionalString,
  // Payments: with STRIPE_SECRET_KEY set, real Stripe (all four STRIPE_* values required);
  // without it, the built-in test-mode provider (no real money). See .env.example.
  STRIPE_SECRET_KEY: optionalString.pipe(z.string().regex(/^(sk|rk)_(test|live)_\S+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)').optional()),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(z.string().regex(/^whsec_\S+$/, 'must be a Stripe webhook signing secret (whsec_…)').optional()),
  /** The recurring $49/month price of the Unlimited Access plan. */
  STRIPE_PRICE_ID: optionalString.pipe(z.string().regex(/^price_\S+$/, 'must be a Stripe price id (price_…)').optional()),
  /** Another Stripe API base URL (stripe-mock, tests); unset means api.stripe.com. */
  STRIPE_API_BASE: optionalUrl,
  GOOGLE_CLIENT_ID: optionalString,
  SUPABASE_URL: optionalUrl,
  // Accounts (embedded GoTrue-compatible auth server at /auth/v1; see .env.example).
  /** Hosted Supabase instead of the embedded server: with SUPABASE_URL, the embedded /auth/v1 is off. */
  SUPABASE_ANON_KEY: optionalString,
  /** HS256 secret of a hosted project on legacy JWT secrets (otherwise its JWKS is used). */
  SUPABASE_JWT_SECRET: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER_URL: optionalUrl.transform((v) => v ?? 'https://accounts.google.com'),
  AUTH_SITE_URL: optionalUrl,
  AUTH_REDIRECT_ALLOW_LIST: optionalString.transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean) : [])),
  AUTH_AUTOCONFIRM: bool,
  /** GoTrue's anonymous sign-ins (POST /signup with no email or password); off by default. */
  AUTH_ANONYMOUS: bool,
  /** Shows /debug (session and user of the browser) outside development; off by default. */
  DEBUG_PAGE: bool,
  /** JSON array of private JWKs in GoTrue's format (one with key_ops containing "sign"). */
  AUTH_JWT_KEYS: optionalString,
  AUTH_JWT_SECRET: optionalString,
  AUTH_JWT_EXPIRY: int(3600).pipe(z.number().min(120, 'must be at least 120 seconds (clients refresh 90 s before expiry)')),
  AUTH_REFRESH_TOKEN_REUSE_INTERVAL: int(10),
  AUTH_PASSWORD_MIN_LENGTH: int(6),
  /** Character classes a password must contain, GoTrue style: groups separated by ':'. */
  AUTH_PASSWORD_REQUIRED_CHARACTERS: optionalString,
  AUTH_OTP_EXPIRY: int(3600),
  /** Minimum seconds between two emails of one kind to one user. */
  AUTH_EMAIL_MAX_FREQUENCY: int(60),
  AUTH_RATE_LIMIT_SIGN_IN: int(30),
  AUTH_RATE_LIMIT_TOKEN_REFRESH: int(150),
  AUTH_RATE_LIMIT_VERIFY: int(30),
  AUTH_RATE_LIMIT_EMAIL_SENT: int(30),
  /** Anonymous sign-ins per IP per hour (GoTrue's default). */
  AUTH_RATE_LIMIT_ANONYMOUS: int(30),
  SMTP_URL: optionalString.pipe(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional()),
  SMTP_FROM: optionalString,
})
  .superRefine(requireAiCredentials)
  .superRefine((env, ctx) => {
    if (env.JOB_TEST_DELAY_MS > 0 && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['JOB_TEST_DELAY_MS'], message: 'is for fault tests only (set NODE_ENV=test or unset it)' });
    }
    if (env.TEST_ROUTES && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', path: ['TEST_ROUTES'], message: 'is for tests only (set NODE_ENV=test or unset it)' });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`);
  }
  return parsed.data;
}
