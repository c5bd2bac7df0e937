// "Delete my account" (GDPR art. 17): removes the person's data and keeps only what accounting
// law requires — payments, subscriptions and credit ledger rows — re-keyed to a random
// "deleted-…" id that links them to nobody. One transaction: all of it happens or none.
// Also used by the admin API's user deletion, so no path leaves app data behind.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authUsers } from '../../db/tables/auth.js';
import { creditLedger, subscriptions } from '../../db/tables/credits.js';
import { catalogFactReports } from '../../db/tables/catalog-reports.js';
import { consultationRequests, contactMessages } from '../../db/tables/inquiries.js';
import { paymentCustomers, payments, testModeCustomers, testModePaymentIntents, testModeSetupIntents, testModeSubscriptions } from '../../db/tables/payments.js';
import { projects } from '../../db/tables/projects.js';
import { shareLinks } from '../../db/tables/share-links.js';
import { appUsers } from '../../db/tables/users.js';
import { workspaceInvitations, workspaceMembers, workspaces } from '../../db/tables/workspaces.js';
import { HttpError } from '../../http/errors.js';
import { forgetAppUser } from '../users/app-users.js';
import { sameEmail } from './account-export.js';

/** The prefix of the id that anonymised accounting rows carry. */
export const ANONYMISED_PREFIX = 'deleted-';

export type DeletionResult = { anonymisedAs: string; projects: number; messages: number; signInAccountDeleted: boolean };

/** Provider states in which a subscription still charges the card (Stripe's vocabulary). */
const billingStates = ['active', 'trialing', 'past_due', 'unpaid', 'incomplete'];

/** A subscription that will bill again must be cancelled first, or the person would keep paying. */
export async function assertNothingWillBill(db: Db, userId: string): Promise<void> {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (rows.some((s) => billingStates.includes(s.status) && !s.cancelAtPeriodEnd)) {
    throw new HttpError(
      409,
      'Please cancel your Unlimited Access subscription before deleting your account, so that you are not charged again.',
      'subscription_active',
    );
  }
}

export async function deleteAccountData(db: Db, userId: string, email: string | null): Promise<DeletionResult> {
  const anonymisedAs = `${ANONYMISED_PREFIX}${randomUUID()}`;
  const result = await db.transaction(async (tx) => {
    // Kept for accounting, linked to nobody. The signup grant's reference was the user id.
    await tx.update(payments).set({ userId: anonymisedAs, updatedAt: new Date() }).where(eq(payments.userId, userId));
    await tx.update(subscriptions).set({ userId: anonymisedAs, updatedAt: new Date() }).where(eq(subscriptions.userId, userId));
    await tx.update(creditLedger).set({ userId: anonymisedAs }).where(eq(creditLedger.userId, userId));
    await tx.update(creditLedger).set({ reference: anonymisedAs }).where(and(eq(creditLedger.userId, anonymisedAs), eq(creditLedger.reference, userId)));

    // The payment provider's customer record: unlinked here. In test mode we are the provider,
    // so its copy of the email and of our user id goes too (with Stripe: see docs/operations.md).
    const customers = await tx.delete(paymentCustomers).where(eq(paymentCustomers.userId, userId)).returning({ id: paymentCustomers.customerId });
    const customerIds = customers.map((c) => c.id);
    if (customerIds.length) await tx.update(testModeCustomers).set({ email: null, metadata: {} }).where(inArray(testModeCustomers.id, customerIds));
    const scrub = sql`metadata - 'userId' - 'email'`;
    await tx.update(testModePaymentIntents).set({ metadata: scrub }).where(sql`${testModePaymentIntents.metadata}->>'userId' = ${userId}`);
    await tx.update(testModeSetupIntents).set({ metadata: scrub }).where(sql`${testModeSetupIntents.metadata}->>'userId' = ${userId}`);
    await tx.update(testModeSubscriptions).set({ metadata: scrub }).where(sql`${testModeSubscriptions.metadata}->>'userId' = ${userId}`);

    // Personal data: projects (with their questions, answers, results, decision records and
    // product reviews, by cascade — reviews are not kept anonymised: they hold the person's words), the
    // messages sent from the address, the app record and the sign-in account (sessions,
    // identities, factors and email tokens go with it, so every token stops working at once).
    // Share links go with their projects (cascade); by owner too, so none can outlive the account.
    await tx.delete(shareLinks).where(eq(shareLinks.ownerId, userId));
    const deletedProjects = await tx.delete(projects).where(eq(projects.ownerId, userId)).returning({ id: projects.id });
    await tx.delete(catalogFactReports).where(eq(catalogFactReports.reporterId, userId));
    const consultations = await tx.delete(consultationRequests).where(sameEmail(consultationRequests.email, email)).returning({ id: consultationRequests.id });
    const contacts = await tx.delete(contactMessages).where(sameEmail(contactMessages.email, email)).returning({ id: contactMessages.id });
    // The account's own workspace goes with it: its client companies, brand, members and
    // invitations (cascade). Colleagues keep their own workspaces. In other workspaces the
    // account's membership ends, and the invitations it sent or accepted there name nobody.
    await tx.delete(workspaces).where(eq(workspaces.id, userId));
    await tx.delete(workspaceMembers).where(eq(workspaceMembers.userId, userId));
    await tx.update(workspaceInvitations).set({ invitedBy: anonymisedAs }).where(eq(workspaceInvitations.invitedBy, userId));
    await tx.update(workspaceInvitations).set({ acceptedBy: anonymisedAs }).where(eq(workspaceInvitations.acceptedBy, userId));
    await tx.delete(appUsers).where(eq(appUsers.id, userId));
    const auth = await tx.delete(authUsers).where(eq(authUsers.id, userId)).returning({ id: authUsers.id });
    return { anonymisedAs, projects: deletedProjects.length, messages: consultations.length + contacts.length, signInAccountDeleted: auth.length > 0 };
  });
  forgetAppUser(userId);
  return result;
}
