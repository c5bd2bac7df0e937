// Builds the HTTP application from its dependencies without listening, so tests drive the
// real app (inject) on a real database.
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { PublicConfig } from '../shared/public-config.js';
import { disabledChangeFeed } from './db/change-feed.js';
import type { Database } from './db/client.js';
import { createExactCache } from './db/exact-cache.js';
import type { Membership } from './modules/workspaces/require-workspace.js';
import type { Env } from './env.js';
import { registerErrorHandling } from './http/errors.js';
import { loggerOptions, requestIdOptions } from './http/logging.js';
import { sweepEndedRateLimits } from './http/rate-limit.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerSpa } from './http/spa.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { registerAuth } from './modules/auth/auth.routes.js';
import { parseRequiredCharacters } from './modules/auth/passwords.js';
import { registerUsersRoutes } from './modules/users/users.routes.js';
import { registerAccountRoutes } from './modules/account/account.routes.js';
import { loadCatalog } from './catalog/catalog.js';
import { registerCatalogReportRoutes } from './modules/catalog-reports/catalog-reports.routes.js';
import { registerConsultationRoutes } from './modules/consultations/consultations.routes.js';
import { registerSiteRoutes } from './modules/site/site.routes.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { browserStripeKey } from './modules/payments/payments-config.js';
import { registerPaymentRoutes } from './modules/payments/payments.routes.js';
import { registerProjectRoutes } from './modules/projects/projects.routes.js';
import { registerDecisionRoutes } from './modules/decisions/decisions.routes.js';
import { registerQuestionnaireRoutes } from './modules/questionnaire/questionnaire.routes.js';
import { registerShareLinkRoutes } from './modules/share-links/share-links.routes.js';
import {
  registerRecommendationRoutes,
  type RecommendationList,
  type SummaryWriter,
} from './modules/recommendations/recommendations.routes.js';
import { registerExportRoutes } from './modules/exports/exports.routes.js';
import { registerWorkspaceRoutes } from './modules/workspaces/workspaces.routes.js';
import { registerClientRoutes } from './modules/clients/clients.routes.js';
import { registerMemberRoutes } from './modules/workspaces/members.routes.js';
import { registerInvitationRoutes } from './modules/workspaces/invitations.routes.js';
import { registerBrandingRoutes } from './modules/workspaces/branding.routes.js';
import { createLlmFeatures } from './modules/engine/llm/llm-features.js';
import { registerJsonParser } from './http/json-parser.js';
import { registerNulGuard } from './http/reject-nul.js';

export type AppDeps = {
  env: Env;
  database: Database;
  clientDir: string;
  logger?: boolean;
  /** Outgoing email; by default SMTP_URL, or DATA_DIR/outbox when it is unset. */
  mailer?: Mailer;
  /** Optional LLM wording of the executive summary (off unless AI_PROVIDER is set). */
  writeSummary?: SummaryWriter;
};

export function buildPublicConfig(
  env: Env,
  auth: { authUrl: string; anonKey: string } = { authUrl: '', anonKey: '' },
): PublicConfig {
  return {
    appName: env.APP_NAME,
    authUrl: auth.authUrl,
    anonKey: auth.anonKey,
    googleEnabled: Boolean(env.GOOGLE_CLIENT_ID),
    // A hosted Supabase project has its own policy; 6 characters is its default.
    passwordMinLength: env.SUPABASE_URL ? 6 : env.AUTH_PASSWORD_MIN_LENGTH,
    passwordRequiredCharacters: env.SUPABASE_URL ? [] : parseRequiredCharacters(env.AUTH_PASSWORD_REQUIRED_CHARACTERS),
    debugPage: env.DEBUG_PAGE || env.NODE_ENV === 'development',
    // Only when the server runs Stripe too; otherwise the client shows the test-mode card form.
    stripePublishableKey: browserStripeKey(env),
    bookingUrl: env.BOOKING_URL ?? null,
  };
}

export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions(env.LOG_LEVEL, env.NODE_ENV === 'development'),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: env.BODY_LIMIT_BYTES,
    ...requestIdOptions(env.TRUST_PROXY),
    // Let in-flight requests finish on shutdown, but don't wait on idle keep-alive sockets.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.decorateRequest('authUser', null);
  app.decorateRequest('workspaceId', null);

  // Read caches kept exact by the database's change notifications (ADR 008).
  const changes = env.READ_CACHE ? deps.database.changes : disabledChangeFeed();
  changes.onError((err) => app.log.warn({ err }, 'change feed: not listening, read caches paused until it reconnects'));
  // Bounded in memory: 2,000 dashboards of at most 32 KB each (about 40 projects); longer lists are not kept.
  const projectLists = createExactCache<string>(changes, {
    topic: 'projects',
    ttlMs: 60_000,
    maxEntries: 2000,
    keep: (json) => json.length <= 32 * 1024,
  });
  // Whatever a user changes through the API, their workspace's next dashboard read sees it:
  // dropped here, before the response leaves, not when the notification arrives.
  app.addHook('onSend', async (request) => {
    if (request.workspaceId && request.method !== 'GET' && request.method !== 'HEAD')
      projectLists.invalidate(request.workspaceId);
  });
  // Which workspace each caller works in, asked on every API request (ADR 013). A write that can
  // change memberships (switch, accept, role, removal, leave) answers only once this instance has
  // heard its own notifications, so the next request here, by anyone it affected, sees the change.
  const memberships = createExactCache<Membership>(changes, { topic: 'membership', ttlMs: 60_000, maxEntries: 100_000 });
  app.decorate('memberships', memberships);
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || !request.authUser) return;
    if (!/^\/api\/(workspace|invitations)(\/|\?|$)/.test(request.url)) return;
    memberships.invalidate(request.authUser.id);
    await changes.sync();
  });
  // A project's recommendations as sent (JSON) with the workspace that owns the project. Only a
  // completed project's are kept: while it is analysed its status changes are notified, and the
  // worker writes the new rows and 'completed' together, so a list kept is never older than the
  // status a client just read. A user's own write to a project drops it before the response.
  const recommendationLists = createExactCache<RecommendationList>(changes, {
    topic: 'recommendations',
    ttlMs: 60_000,
    maxEntries: 2000,
    keep: (v) => v.completed && v.json.length <= 256 * 1024,
  });
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const project = /^\/api\/projects\/(\d+)/.exec(request.url);
    if (project) recommendationLists.invalidate(project[1]!);
  });

  registerErrorHandling(app);
  registerJsonParser(app);
  registerNulGuard(app);
  await registerSecurityHeaders(app, env);
  await app.register(cors, {
    // Same-origin by default; an operator may allow other origins explicitly.
    origin: env.CORS_ORIGINS.length ? env.CORS_ORIGINS : false,
    credentials: true,
    // The auth client reads these (auth-contract.md, pitfall 1).
    exposedHeaders: ['X-Supabase-Api-Version', 'X-Total-Count', 'Link', 'x-sb-error-code'],
  });
  await app.register(compress, { threshold: 1024 });

  const stopSweeping = sweepEndedRateLimits(deps.database.db);
  app.addHook('onClose', async () => stopSweeping());

  registerHealthRoutes(app, { sql: deps.database.sql });
  const mailer = deps.mailer ?? createMailer(env, app.log);
  const auth = await registerAuth(app, { env, db: deps.database.db, mailer, changes });
  registerUsersRoutes(app, { db: deps.database.db });
  registerAccountRoutes(app, { db: deps.database.db, env, changes });
  registerPaymentRoutes(app, { db: deps.database.db, env });
  registerConsultationRoutes(app, { db: deps.database.db, env, mailer });
  registerSiteRoutes(app, { env });
  registerProjectRoutes(app, { db: deps.database.db, env, projectLists });
  registerDecisionRoutes(app, { db: deps.database.db, testRoutes: env.TEST_ROUTES });
  registerQuestionnaireRoutes(app, { db: deps.database.db });
  registerRecommendationRoutes(app, {
    db: deps.database.db,
    recommendationLists,
    summariesPerHour: env.SUMMARY_RATE_LIMIT,
    writeSummary: deps.writeSummary ?? createLlmFeatures(env, app.log).writeSummary,
  });
  registerShareLinkRoutes(app, { db: deps.database.db, env });
  registerExportRoutes(app, { db: deps.database.db });
  registerWorkspaceRoutes(app, { db: deps.database.db });
  registerClientRoutes(app, { db: deps.database.db });
  registerMemberRoutes(app, { db: deps.database.db });
  registerInvitationRoutes(app, { db: deps.database.db, env, mailer });
  registerBrandingRoutes(app, { db: deps.database.db });
  registerCatalogReportRoutes(app, { db: deps.database.db, catalog: loadCatalog() });
  await registerSpa(app, { clientDir: deps.clientDir, config: buildPublicConfig(env, auth) });
  return app;
}
