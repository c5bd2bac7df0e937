import type { FastifyInstance } from 'fastify';
import { executiveSummaryInputSchema } from '../../../shared/recommendations.js';
import type { Db } from '../../db/client.js';
import type { ExactCache } from '../../db/exact-cache.js';
import { HttpError, notFound } from '../../http/errors.js';
import { createRateLimit } from '../../http/rate-limit.js';
import { parseInput } from '../../http/validate.js';
import { preparedByLine } from '../../../shared/workspaces.js';
import { requireWorkspace } from '../workspaces/require-workspace.js';
import { brandingOf, getWorkspaceRow } from '../workspaces/workspaces.service.js';
import { getOwnedProject } from '../projects/projects.service.js';
import { projectIdFrom } from '../projects/projects.routes.js';
import { summarizeFromInput, summarizeStored, withPreparedBy } from './executive-summary.js';
import { latestRun, listExclusions, listRecommendations, projectOwnerAndStatus, recommendationsOfProject } from './recommendations.service.js';

/** A project's recommendations as sent, with the workspace that owns it and whether it was completed when read. */
export type RecommendationList = { owner: string; completed: boolean; json: string };

export type SummaryWriter = (facts: string, fallback: string) => Promise<string>;

/** `recommendationLists`: each project's recommendations as sent, with its owner, kept exact by the change feed. */
export function registerRecommendationRoutes(
  app: FastifyInstance,
  deps: { db: Db; recommendationLists: ExactCache<RecommendationList>; summariesPerHour: number; writeSummary?: SummaryWriter },
): void {
  const { db } = deps;
  // A summary may call a paid LLM: a per-account ceiling keeps one script from running up the bill.
  const summaryLimiter = createRateLimit(db, { name: 'executive-summary', max: deps.summariesPerHour, windowMs: 60 * 60_000 });
  app.get('/api/projects/:id/recommendations', async (request, reply) => {
    const caller = await requireWorkspace(request, db);
    const projectId = projectIdFrom(request.params);
    const stored = await deps.recommendationLists.read(String(projectId), async () => {
      const project = await projectOwnerAndStatus(db, projectId);
      if (!project) return undefined;
      return { owner: project.owner, completed: project.status === 'completed', json: JSON.stringify(await recommendationsOfProject(db, projectId)) };
    });
    // Another workspace's project is a 404 like a missing one.
    if (!stored || stored.owner !== caller.workspaceId) throw notFound('Project not found');
    return reply.type('application/json; charset=utf-8').send(stored.json);
  });
  app.get('/api/projects/:id/exclusions', async (request) => {
    const caller = await requireWorkspace(request, db);
    return listExclusions({ db, ownerId: caller.workspaceId, projectId: projectIdFrom(request.params) });
  });
  app.get('/api/projects/:id/run', async (request) => {
    const caller = await requireWorkspace(request, db);
    return { run: await latestRun({ db, ownerId: caller.workspaceId, projectId: projectIdFrom(request.params) }) };
  });
  app.post('/api/generate-executive-summary', async (request) => {
    const caller = await requireWorkspace(request, db);
    if (!(await summaryLimiter.take(caller.user.id))) {
      throw new HttpError(429, 'You are asking for summaries too quickly. Please wait a few minutes and try again.', 'rate_limited');
    }
    const input = parseInput(executiveSummaryInputSchema, request.body, 'body');
    let summary: string;
    let client: string | null = null;
    if (input.projectId) {
      const args = { db, ownerId: caller.workspaceId, projectId: input.projectId };
      const project = await getOwnedProject(args);
      client = project.clientName;
      const run = await latestRun(args);
      summary = summarizeStored(project, await listRecommendations(args), await listExclusions(args), run?.elimination.considered ?? null);
    } else {
      summary = summarizeFromInput(input);
    }
    if (deps.writeSummary && summary) summary = await deps.writeSummary(summary, summary).catch(() => summary);
    // "Prepared by {MSP} for {client}" (issue 19): added after any rewording, so it stays exact.
    const preparedBy = preparedByLine(brandingOf(await getWorkspaceRow(db, caller.workspaceId), false).brandName, client);
    return { summary: withPreparedBy(summary, preparedBy), preparedBy };
  });
}
