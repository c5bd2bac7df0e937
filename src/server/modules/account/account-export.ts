// "Download my data" (GDPR art. 15 and 20): everything we hold about the caller, as one JSON
// document — profile, sign-in account, projects with questions, answers and results, purchases,
// subscriptions, the credit ledger, the messages sent from the account's address, and each
// project's decision record with the account's product reviews. Secrets
// (password hash, TOTP secrets, refresh keys) are never part of it.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ACCOUNT_EXPORT_FORMAT, type AccountExport } from '../../../shared/account.js';
import type { Db } from '../../db/client.js';
import { authIdentities, authMfaFactors, authSessions, authUsers } from '../../db/tables/auth.js';
import { creditLedger, subscriptions } from '../../db/tables/credits.js';
import { catalogFactReports } from '../../db/tables/catalog-reports.js';
import { productReviews, projectDecisions } from '../../db/tables/decisions.js';
import { consultationRequests, contactMessages } from '../../db/tables/inquiries.js';
import { payments } from '../../db/tables/payments.js';
import { shareLinks } from '../../db/tables/share-links.js';
import { projects as projectsTable } from '../../db/tables/projects.js';
import { appUsers } from '../../db/tables/users.js';
import { clients, workspaceMembers, workspaces } from '../../db/tables/workspaces.js';
import { listAnswers, listQuestions } from '../questionnaire/questionnaire.service.js';
import { listProjects } from '../projects/projects.service.js';
import { listExclusions, listRecommendations } from '../recommendations/recommendations.service.js';
import { presentShareLink } from '../share-links/share-links.service.js';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Rows sent from this address (forms store the address as typed). */
export const sameEmail = (column: AnyPgColumn, email: string | null) => (email ? sql`lower(${column}) = ${email}` : sql`false`);

/** The account's email: the sign-in account's, else the app record's, else the token's. */
export async function accountEmail(db: Db, userId: string, tokenEmail: string | null): Promise<string | null> {
  const [auth] = await db.select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.id, userId)).limit(1);
  const [app] = await db.select({ email: appUsers.email }).from(appUsers).where(eq(appUsers.id, userId)).limit(1);
  return (auth?.email ?? app?.email ?? tokenEmail)?.toLowerCase() ?? null;
}

async function signInAccount(db: Db, userId: string): Promise<AccountExport['signIn']> {
  const [user] = await db.select().from(authUsers).where(eq(authUsers.id, userId)).limit(1);
  if (!user) return null; // hosted Supabase keeps the sign-in account
  const identities = await db.select().from(authIdentities).where(eq(authIdentities.userId, userId)).orderBy(asc(authIdentities.createdAt));
  const factors = await db.select().from(authMfaFactors).where(eq(authMfaFactors.userId, userId)).orderBy(asc(authMfaFactors.createdAt));
  const sessions = await db.select().from(authSessions).where(eq(authSessions.userId, userId)).orderBy(asc(authSessions.createdAt));
  return {
    emailConfirmedAt: iso(user.emailConfirmedAt),
    userMetadata: user.userMetadata,
    identities: identities.map((i) => ({ provider: i.provider, email: i.email, createdAt: i.createdAt.toISOString(), lastSignInAt: iso(i.lastSignInAt) })),
    mfaFactors: factors.map((f) => ({ friendlyName: f.friendlyName, type: f.factorType, status: f.status, createdAt: f.createdAt.toISOString() })),
    sessions: sessions.map((s) => ({ createdAt: s.createdAt.toISOString(), refreshedAt: iso(s.refreshedAt), userAgent: s.userAgent, ip: s.ip })),
  };
}

export async function buildAccountExport(db: Db, user: { id: string; email: string | null }, now = new Date()): Promise<AccountExport> {
  const userId = user.id;
  const [app] = await db.select().from(appUsers).where(eq(appUsers.id, userId)).limit(1);
  const email = await accountEmail(db, userId, user.email);

  const projects = await Promise.all(
    (await listProjects({ db, ownerId: userId })).map(async (project) => {
      const args = { db, ownerId: userId, projectId: project.id };
      const [questions, answers, recommendations, exclusions] = await Promise.all([listQuestions(args), listAnswers(args), listRecommendations(args), listExclusions(args)]);
      return {
        ...project,
        questions: questions.map((q) => {
          const a = answers.find((x) => x.questionId === q.id);
          return { ...q, answer: a ? { selectedOption: a.selectedOption, importance: a.importance, additionalComments: a.additionalComments } : null };
        }),
        recommendations,
        exclusions,
      };
    }),
  );

  const purchases = await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt));
  const subs = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.createdAt));
  const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(asc(creditLedger.createdAt), asc(creditLedger.id));
  const consultations = await db.select().from(consultationRequests).where(sameEmail(consultationRequests.email, email)).orderBy(asc(consultationRequests.createdAt));
  const contacts = await db.select().from(contactMessages).where(sameEmail(contactMessages.email, email)).orderBy(asc(contactMessages.createdAt));
  const links = await db.select().from(shareLinks).where(eq(shareLinks.ownerId, userId)).orderBy(asc(shareLinks.createdAt), asc(shareLinks.id));
  const reports = await db.select().from(catalogFactReports).where(eq(catalogFactReports.reporterId, userId)).orderBy(asc(catalogFactReports.createdAt));
  const decisions = await db
    .select({ d: projectDecisions })
    .from(projectDecisions)
    .innerJoin(projectsTable, eq(projectsTable.id, projectDecisions.projectId))
    .where(eq(projectsTable.ownerId, userId))
    .orderBy(asc(projectDecisions.projectId));
  const reviews = await db
    .select({ r: productReviews })
    .from(productReviews)
    .innerJoin(projectsTable, eq(projectsTable.id, productReviews.projectId))
    .where(eq(projectsTable.ownerId, userId))
    .orderBy(asc(productReviews.createdAt), asc(productReviews.id));
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, userId)).limit(1);
  const clientRows = workspace ? await db.select().from(clients).where(eq(clients.workspaceId, userId)).orderBy(asc(clients.id)) : [];
  const memberships = await db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, userId)).orderBy(asc(workspaceMembers.createdAt));

  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    profile: {
      id: userId,
      email,
      name: app?.name ?? null,
      provider: app?.provider ?? null,
      createdAt: iso(app?.createdAt),
      lastSignInAt: iso(app?.lastSignInAt),
    },
    signIn: await signInAccount(db, userId),
    projects,
    purchases: purchases.map((p) => ({
      provider: p.provider,
      reference: p.providerPaymentId,
      kind: p.kind,
      amountCents: p.amountCents,
      currency: p.currency,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
      succeededAt: iso(p.succeededAt),
    })),
    subscriptions: subs.map((s) => ({
      provider: s.provider,
      status: s.status,
      priceId: s.priceId,
      currentPeriodEnd: iso(s.currentPeriodEnd),
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      createdAt: s.createdAt.toISOString(),
    })),
    creditLedger: ledger.map((l) => ({ delta: l.delta, reason: l.reason, reference: l.reference, createdAt: l.createdAt.toISOString() })),
    messages: [
      ...consultations.map((c) => ({ kind: 'consultation' as const, name: c.name, company: c.company, message: c.message, createdAt: c.createdAt.toISOString() })),
      ...contacts.map((c) => ({ kind: 'contact' as const, name: c.name, topic: c.topic, message: c.message, createdAt: c.createdAt.toISOString() })),
    ],
    // The token itself is not stored, so it cannot be exported: the project and dates say which link.
    shareLinks: links.map((l) => ({ projectId: l.projectId, ...presentShareLink(l, now) })),
    decisions: decisions.map(({ d }) => ({
      projectId: d.projectId,
      productId: d.productId,
      productName: d.productName,
      reason: d.reason,
      reviewDate: d.reviewDate,
      decidedAt: d.decidedAt.toISOString(),
      updatedAt: d.updatedAt.toISOString(),
    })),
    productReviews: reviews.map(({ r }) => ({
      projectId: r.projectId,
      productId: r.productId,
      reviewDate: r.reviewDate,
      rating: r.rating,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
    })),
    factReports: reports.map((r) => ({ productId: r.productId, fact: r.fact, correction: r.correction, link: r.link, status: r.status, createdAt: r.createdAt.toISOString() })),
    workspace: workspace
      ? {
          name: workspace.name,
          brandName: workspace.brandName,
          accent: workspace.brandAccent,
          contact: workspace.brandContact,
          hasLogo: workspace.brandLogoKey !== null,
          showMadeWith: workspace.showMadeWith,
          clients: clientRows.map((c) => ({ id: c.id, name: c.name, country: c.country, industry: c.industry, employeeCount: c.employeeCount, notes: c.notes, createdAt: c.createdAt.toISOString() })),
        }
      : null,
    memberships: memberships.map((m) => ({ workspaceId: m.workspaceId, role: m.role, joinedAt: m.createdAt.toISOString() })),
  };
}
