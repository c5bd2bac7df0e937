// Project rules: creation spends a credit (unless subscribed) in the same statement as the
// insert and queues question generation; reads are always scoped to the owner.
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { CreateProjectInput, CreateProjectRequest, Project, ProjectStatus } from '../../../shared/projects.js';
import type { DecisionSummary } from '../../../shared/decisions.js';
import type { Db } from '../../db/client.js';
import { projectDecisions } from '../../db/tables/decisions.js';
import { projects } from '../../db/tables/projects.js';
import { clients } from '../../db/tables/workspaces.js';
import { HttpError, notFound } from '../../http/errors.js';
import { isReviewDue } from '../decisions/decisions.service.js';
import { enqueueJob, notifyJobQueued } from '../jobs/jobs.queue.js';

export const jobKinds = { questions: 'generate-questions', recommendations: 'generate-recommendations' } as const;

const projectColumns = {
  ...getTableColumns(projects),
  // Spelled out: inside a one-table select Drizzle would render the column unqualified.
  totalQuestions: sql<number>`(SELECT count(*) FROM questions q WHERE q.project_id = "projects"."id")`.mapWith(Number),
  questionsAnswered: sql<number>`(SELECT count(*) FROM answers a WHERE a.project_id = "projects"."id")`.mapWith(Number),
  recommendationCount: sql<number>`(SELECT count(*) FROM recommendations r WHERE r.project_id = "projects"."id")`.mapWith(Number),
  // The decision (left-joined, null when none is recorded) and whether its review was answered.
  // reviewDate first: Drizzle turns a left-joined object into null when its first column is null,
  // and a "none yet" decision has a null product but always a review date.
  decision: { reviewDate: projectDecisions.reviewDate, productId: projectDecisions.productId, productName: projectDecisions.productName },
  clientName: sql<string | null>`(SELECT c.name FROM clients c WHERE c.id = "projects"."client_id")`,
  decisionReviewed: sql<boolean>`EXISTS (SELECT 1 FROM product_reviews pr WHERE pr.project_id = "projects"."id"
    AND pr.product_id = "project_decisions"."product_id" AND pr.review_date = "project_decisions"."review_date")`.mapWith(Boolean),
};

type DecisionColumns = { productId: string | null; productName: string | null; reviewDate: string };
type ProjectRow = typeof projects.$inferSelect & {
  totalQuestions: number;
  questionsAnswered: number;
  recommendationCount: number;
  clientName: string | null;
  decision: DecisionColumns | null;
  decisionReviewed: boolean;
};

/**
 * `reviewDue` depends on the day: a cached dashboard list (60 s at most, see app.ts) may show the
 * reminder up to a minute after midnight UTC, never longer.
 */
function decisionSummary(row: ProjectRow, now: Date): DecisionSummary | null {
  if (!row.decision) return null;
  const { productId, productName, reviewDate } = row.decision;
  return { productId, productName, reviewDate, reviewDue: isReviewDue({ productId, reviewDate, reviewed: row.decisionReviewed }, now) };
}

/** The wizard's fields of a stored project (the columns hold values the shared schema validated). */
export function projectFieldsOf(row: typeof projects.$inferSelect): CreateProjectInput {
  return {
    name: row.name,
    country: row.country as CreateProjectInput['country'],
    industry: row.industry as CreateProjectInput['industry'],
    employeeCount: row.employeeCount as CreateProjectInput['employeeCount'],
    softwareCategory: row.softwareCategory as CreateProjectInput['softwareCategory'],
    affectedTeams: row.affectedTeams as CreateProjectInput['affectedTeams'],
    businessNeeds: row.businessNeeds,
  };
}

export function presentProject(row: ProjectRow, now = new Date()): Project {
  return {
    id: row.id,
    ...projectFieldsOf(row),
    clientId: row.clientId,
    clientName: row.clientName,
    status: row.status as ProjectStatus,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    totalQuestions: row.totalQuestions,
    questionsAnswered: row.questionsAnswered,
    recommendationCount: row.recommendationCount,
    decision: decisionSummary(row, now),
  };
}

// The dashboard's list and the status polls are the hottest queries: each is built once and
// prepared once per database connection (named statements).
const preparedFor = new WeakMap<Db, ReturnType<typeof prepareProjectQueries>>();
function prepareProjectQueries(db: Db) {
  return {
    list: db
      .select(projectColumns)
      .from(projects)
      .leftJoin(projectDecisions, eq(projectDecisions.projectId, projects.id))
      .where(eq(projects.ownerId, sql.placeholder('ownerId')))
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .prepare('projects_by_owner'),
    one: db
      .select(projectColumns)
      .from(projects)
      .leftJoin(projectDecisions, eq(projectDecisions.projectId, projects.id))
      .where(and(eq(projects.id, sql.placeholder('projectId')), eq(projects.ownerId, sql.placeholder('ownerId'))))
      .prepare('project_of_owner'),
  };
}
function projectQueries(db: Db) {
  let prepared = preparedFor.get(db);
  if (!prepared) preparedFor.set(db, (prepared = prepareProjectQueries(db)));
  return prepared;
}

export async function listProjects({ db, ownerId }: { db: Db; ownerId: string }): Promise<Project[]> {
  const rows = await projectQueries(db).list.execute({ ownerId });
  const now = new Date();
  return rows.map((row) => presentProject(row, now));
}

/** The caller's project, or a 404 that never tells whether someone else's exists. */
export async function getOwnedProject({ db, ownerId, projectId }: { db: Db; ownerId: string; projectId: number }): Promise<Project> {
  const [row] = await projectQueries(db).one.execute({ projectId, ownerId });
  if (!row) throw notFound('Project not found');
  return presentProject(row);
}

const clientNotFound = () => new HttpError(400, 'clientId: That client was not found in this workspace', 'client_not_found');

/** The name of the workspace's client `clientId`; another workspace's client is "not found" like a missing one (400: it is a field of the body). */
async function requireWorkspaceClientName(db: Db, ownerId: string, clientId: number): Promise<string> {
  const [client] = await db.select({ name: clients.name }).from(clients).where(and(eq(clients.id, clientId), eq(clients.workspaceId, ownerId)));
  if (!client) throw clientNotFound();
  return client.name;
}

/** The projects of one client of the workspace, newest first (the client's portfolio page). */
export async function listClientProjects({ db, ownerId, clientId }: { db: Db; ownerId: string; clientId: number }): Promise<Project[]> {
  const rows = await db
    .select(projectColumns)
    .from(projects)
    .leftJoin(projectDecisions, eq(projectDecisions.projectId, projects.id))
    .where(and(eq(projects.ownerId, ownerId), eq(projects.clientId, clientId)))
    .orderBy(desc(projects.createdAt), desc(projects.id));
  const now = new Date();
  return rows.map((row) => presentProject(row, now));
}

/** PUT /api/projects/:id/client: the project moves to another client of the workspace, or to none. */
export async function setProjectClient({ db, ownerId, projectId, clientId }: { db: Db; ownerId: string; projectId: number; clientId: number | null }): Promise<Project> {
  // The project first: someone else's project is a 404 whatever the body says.
  await getOwnedProject({ db, ownerId, projectId });
  if (clientId !== null) await requireWorkspaceClientName(db, ownerId, clientId);
  await db
    .update(projects)
    .set({ clientId, updatedAt: new Date() })
    .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)));
  return getOwnedProject({ db, ownerId, projectId });
}

type CreateOutcome = 'created' | 'rate_limited' | 'client_not_found' | 'payment_required';
type CreateRow = { o_outcome: CreateOutcome; o_project_id: string | number | null; o_created_at: string | Date | null; o_client_name: string | null };

/**
 * One statement (stackwise_create_project, migration 1700, ADR 014): the per-account rate limit,
 * the client check, the credit lock, the signup grant, the balance or subscription, the insert,
 * the ledger row and the question job, all in the database and all or nothing.
 */
export async function createProject({
  db,
  ownerId,
  input,
  freeCredits,
  rateLimit,
}: {
  db: Db;
  ownerId: string;
  input: CreateProjectRequest;
  freeCredits: number;
  /** Counted per signed-in account (`key`), whichever workspace it creates in. */
  rateLimit: { key: string; max: number; windowMs: number };
}): Promise<Project> {
  const { clientId = null, ...fields } = input;
  const result = await db.execute(sql`SELECT * FROM stackwise_create_project(
    ${ownerId}, ${`project-create:${rateLimit.key}`}, ${rateLimit.max}::integer, ${rateLimit.windowMs / 1000}::double precision,
    ${freeCredits}::integer, ${jobKinds.questions}, ${clientId}::bigint,
    ${fields.name}, ${fields.country}, ${fields.industry}, ${fields.employeeCount}, ${fields.softwareCategory},
    ${JSON.stringify(fields.affectedTeams)}::jsonb, ${fields.businessNeeds})`);
  const row = (result as unknown as { rows: CreateRow[] }).rows[0];
  switch (row?.o_outcome) {
    case 'rate_limited':
      throw new HttpError(429, 'You are creating projects too quickly. Please wait a few minutes and try again.', 'rate_limited');
    case 'client_not_found':
      throw clientNotFound();
    case 'payment_required':
      throw new HttpError(402, 'You need to purchase project credits or upgrade to unlimited plan', 'payment_required');
    case 'created':
      break;
    default:
      throw new Error('stackwise_create_project returned no outcome');
  }
  notifyJobQueued();
  const createdAt = new Date(row.o_created_at!);
  return presentProject({
    ...fields,
    id: Number(row.o_project_id),
    ownerId,
    clientId,
    status: 'created',
    lastError: null,
    createdAt,
    updatedAt: createdAt,
    completedAt: null,
    totalQuestions: 0,
    questionsAnswered: 0,
    recommendationCount: 0,
    clientName: row.o_client_name,
    decision: null,
    decisionReviewed: false,
  });
}

export async function deleteProject({ db, ownerId, projectId }: { db: Db; ownerId: string; projectId: number }): Promise<void> {
  const deleted = await db
    .delete(projects)
    .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)))
    .returning({ id: projects.id });
  if (deleted.length === 0) throw notFound('Project not found');
}

/**
 * "Try again" on an errored project: re-queues the step that failed, at no charge. A project
 * with questions failed during analysis; one without failed while generating questions.
 */
export async function retryProject({ db, ownerId, projectId }: { db: Db; ownerId: string; projectId: number }): Promise<Project> {
  const project = await getOwnedProject({ db, ownerId, projectId });
  if (project.status !== 'error') throw new HttpError(409, 'Only a project in error can be retried', 'not_in_error');
  const analysis = project.totalQuestions > 0;
  // A second "Try again" (double click, another instance) finds the project out of error and queues nothing.
  const queued = await db.transaction(async (tx) => {
    const moved = await tx
      .update(projects)
      .set({ status: analysis ? 'analyzing' : 'created', lastError: null, updatedAt: new Date() })
      .where(and(eq(projects.id, projectId), eq(projects.status, 'error')))
      .returning({ id: projects.id });
    if (moved.length === 0) return false;
    await enqueueJob(tx, {
      kind: analysis ? jobKinds.recommendations : jobKinds.questions,
      payload: { projectId },
      dedupeKey: `${analysis ? 'recommendations' : 'questions'}:${projectId}`,
    });
    return true;
  });
  if (queued) notifyJobQueued();
  return getOwnedProject({ db, ownerId, projectId });
}
