// Client companies of a workspace (issue 19): every read and write is scoped by the workspace,
// so another workspace's client is a 404 like a missing one. Names are unique per workspace
// (case-insensitive, a unique index) and a workspace holds at most clientLimits.maxPerWorkspace.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { clientLimits, type Client, type ClientInput, type ClientPortfolio, type PortfolioProject } from '../../../shared/clients.js';
import { utcToday } from '../../../shared/decisions.js';
import type { Db } from '../../db/client.js';
import { projects, recommendations } from '../../db/tables/projects.js';
import { clients, workspaces } from '../../db/tables/workspaces.js';
import { conflict, notFound } from '../../http/errors.js';
import { listClientProjects } from '../projects/projects.service.js';

type Scope = { db: Db; workspaceId: string };
type ClientRow = typeof clients.$inferSelect;

const clientNotFound = () => notFound('Client not found');
const duplicateName = (name: string) => conflict(`A client named "${name}" already exists in this workspace`, 'client_name_taken');

/** Postgres's unique_violation, also when Drizzle wraps the driver's error. */
function isUniqueViolation(err: unknown, depth = 0): boolean {
  if (!err || depth > 4) return false;
  if ((err as { code?: unknown }).code === '23505') return true;
  return isUniqueViolation((err as { cause?: unknown }).cause, depth + 1);
}

export function presentClient(row: ClientRow, projectCount: number): Client {
  return {
    id: row.id,
    name: row.name,
    country: row.country as Client['country'],
    industry: row.industry as Client['industry'],
    employeeCount: row.employeeCount as Client['employeeCount'],
    notes: row.notes,
    projectCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const projectCount = sql<number>`(SELECT count(*) FROM projects p WHERE p.client_id = "clients"."id" AND p.owner_id = "clients"."workspace_id")`.mapWith(Number);

/** The workspace's clients by name, each with how many of the workspace's projects it has. */
export async function listClients({ db, workspaceId }: Scope): Promise<Client[]> {
  const rows = await db
    .select({ row: clients, projectCount })
    .from(clients)
    .where(eq(clients.workspaceId, workspaceId))
    .orderBy(sql`lower(${clients.name})`, asc(clients.id));
  return rows.map((r) => presentClient(r.row, r.projectCount));
}

export async function getClient({ db, workspaceId, clientId }: Scope & { clientId: number }): Promise<Client> {
  const [found] = await db
    .select({ row: clients, projectCount })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.workspaceId, workspaceId)));
  if (!found) throw clientNotFound();
  return presentClient(found.row, found.projectCount);
}

export async function createClient({ db, workspaceId, input }: Scope & { input: ClientInput }): Promise<Client> {
  try {
    const row = await db.transaction(async (tx) => {
      // The workspace row is the lock: two creations at once cannot both pass the cap.
      await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(clients)
        .where(eq(clients.workspaceId, workspaceId));
      if (count >= clientLimits.maxPerWorkspace) {
        throw conflict(`A workspace can hold at most ${clientLimits.maxPerWorkspace} clients. Delete one you no longer need first.`, 'client_limit');
      }
      const [inserted] = await tx.insert(clients).values({ workspaceId, ...input }).returning();
      if (!inserted) throw new Error('client insert returned nothing');
      return inserted;
    });
    return presentClient(row, 0);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateName(input.name);
    throw err;
  }
}

export async function updateClient({ db, workspaceId, clientId, input }: Scope & { clientId: number; input: ClientInput }): Promise<Client> {
  let updated: ClientRow[];
  try {
    updated = await db
      .update(clients)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(clients.id, clientId), eq(clients.workspaceId, workspaceId)))
      .returning();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicateName(input.name);
    throw err;
  }
  if (updated.length === 0) throw clientNotFound();
  return getClient({ db, workspaceId, clientId });
}

/** Its projects stay: the foreign key sets their client to none (they become the workspace's own). */
export async function deleteClient({ db, workspaceId, clientId }: Scope & { clientId: number }): Promise<void> {
  const deleted = await db
    .delete(clients)
    .where(and(eq(clients.id, clientId), eq(clients.workspaceId, workspaceId)))
    .returning({ id: clients.id });
  if (deleted.length === 0) throw clientNotFound();
}

/** One page of the client's stack: its projects with top pick and decision, chosen products, next review. */
export async function getClientPortfolio({ db, workspaceId, clientId, now = new Date() }: Scope & { clientId: number; now?: Date }): Promise<ClientPortfolio> {
  const client = await getClient({ db, workspaceId, clientId });
  const list = await listClientProjects({ db, ownerId: workspaceId, clientId });
  const ids = list.map((p) => p.id);
  const tops = ids.length
    ? await db
        .select({ projectId: recommendations.projectId, productId: recommendations.productId, name: recommendations.softwareName, matchScore: recommendations.matchScore })
        .from(recommendations)
        .innerJoin(projects, eq(projects.id, recommendations.projectId))
        .where(and(inArray(recommendations.projectId, ids), eq(recommendations.isTopRecommendation, true), eq(projects.ownerId, workspaceId)))
    : [];
  const topOf = new Map(tops.map((t) => [t.projectId, { productId: t.productId, name: t.name, matchScore: t.matchScore }]));

  const portfolioProjects: PortfolioProject[] = list.map((p) => ({
    id: p.id,
    name: p.name,
    softwareCategory: p.softwareCategory,
    status: p.status,
    createdAt: p.createdAt,
    completedAt: p.completedAt,
    topRecommendation: topOf.get(p.id) ?? null,
    decision: p.decision,
  }));

  const chosen = list
    .filter((p) => p.decision?.productId)
    .map((p) => ({
      productId: p.decision!.productId!,
      name: p.decision!.productName ?? p.decision!.productId!,
      softwareCategory: p.softwareCategory,
      projectId: p.id,
      reviewDate: p.decision!.reviewDate,
      reviewDue: p.decision!.reviewDue,
    }))
    .sort((a, b) => a.softwareCategory.localeCompare(b.softwareCategory) || a.reviewDate.localeCompare(b.reviewDate));

  // Still to come: a review that is due (not answered yet) or whose date lies ahead.
  const today = utcToday(now);
  const upcoming = list
    .filter((p) => p.decision && (p.decision.reviewDue || p.decision.reviewDate >= today))
    .map((p) => ({ projectId: p.id, productName: p.decision!.productName, reviewDate: p.decision!.reviewDate }))
    .sort((a, b) => a.reviewDate.localeCompare(b.reviewDate));

  return { client, projects: portfolioProjects, chosen, nextReview: upcoming[0] ?? null };
}
