import type { FastifyInstance } from 'fastify';
import { executiveSummaryInputSchema } from '../../../shared/recommendations.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/errors.js';
import { createRateLimit } from '../../http/rate-limit.js';
import { parseInput } from '../../http/validate.js';
import { preparedByLine } from '../../../shared/workspaces.js';
import { requireWorkspace } from '../workspaces/require-workspace.js';
import { brandingOf, getWorkspaceRow } from '../workspaces/workspaces.service.js';
import { getOwnedProject } from '../projects/projects.service.js';
import { projectIdFrom } from '../projects/projects.routes.js';
import { summarizeFromInput, summarizeStored, withPreparedBy } from './executive-summary.js';
import { latestRun, listExclusions, listRecommendations } from './recommendations.service.js';

export type SummaryWriter = (facts: string, fallback: string) => Promise<string>;

export function registerRecommendationRoutes(app: FastifyInstance, deps: { db: Db; summariesPerHour: number; writeSummary?: SummaryWriter }): void {
  const { db } = deps;
  // A summary may call a paid LLM: a per-account ceiling keeps one script from running up the bill.
  const summaryLimiter = createRateLimit(db, { name: 'executive-summary', max: deps.summariesPerHour, windowMs: 60 * 60_000 });
  app.get('/api/projects/:id/recommendations', async (request) => {
    const caller = await requireWorkspace(request, db);
    return listRecommendations({ db, ownerId: caller.workspaceId, projectId: projectIdFrom(request.params) });
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
