// GET /.well-known/jwks.json, /settings and /health (auth-contract.md #25–#27).
import type { FastifyInstance } from 'fastify';
import type { AuthRuntime } from './auth-runtime.js';

export function registerMetaRoutes(app: FastifyInstance, rt: AuthRuntime): void {
  app.get('/.well-known/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=600');
    return rt.keys.jwks;
  });

  app.get('/settings', async () => ({
    external: {
      anonymous_users: rt.config.anonymous,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      facebook: false,
      figma: false,
      github: false,
      gitlab: false,
      google: Boolean(rt.config.google),
      keycloak: false,
      linkedin: false,
      notion: false,
      slack: false,
      spotify: false,
      twitch: false,
      twitter: false,
      workos: false,
      zoom: false,
      email: true,
      phone: false,
    },
    disable_signup: false,
    mailer_autoconfirm: rt.config.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  }));

  app.get('/health', async () => ({
    version: 'stackwise',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  }));
}
