// Account self-service (GDPR): download my data, delete my account.
import type { Project } from './projects.js';
import type { Answer, Question } from './questions.js';
import type { Exclusion, Recommendation } from './recommendations.js';
import type { ShareLink } from './share-links.js';

/** What the user types to confirm deleting the account (DELETE /api/account {confirm}). */
export const ACCOUNT_DELETE_CONFIRMATION = 'DELETE';

export const ACCOUNT_EXPORT_FORMAT = 'stackwise-account-export/1';

export type AccountExport = {
  format: typeof ACCOUNT_EXPORT_FORMAT;
  exportedAt: string;
  profile: {
    id: string;
    email: string | null;
    name: string | null;
    provider: string | null;
    createdAt: string | null;
    lastSignInAt: string | null;
  };
  /** The sign-in account (embedded auth only): never a password hash, secret or token. */
  signIn: {
    emailConfirmedAt: string | null;
    userMetadata: Record<string, unknown>;
    identities: { provider: string; email: string | null; createdAt: string; lastSignInAt: string | null }[];
    mfaFactors: { friendlyName: string | null; type: string; status: string; createdAt: string }[];
    sessions: { createdAt: string; refreshedAt: string | null; userAgent: string | null; ip: string | null }[];
  } | null;
  projects: (Project & {
    questions: (Question & { answer: Pick<Answer, 'selectedOption' | 'importance' | 'additionalComments'> | null })[];
    recommendations: Recommendation[];
    exclusions: Exclusion[];
  })[];
  purchases: { provider: string; reference: string; kind: string; amountCents: number; currency: string; status: string; createdAt: string; succeededAt: string | null }[];
  subscriptions: { provider: string; status: string; priceId: string | null; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean; createdAt: string }[];
  creditLedger: { delta: number; reason: string; reference: string; createdAt: string }[];
  /** Consultation requests and contact messages sent from the account's email address. */
  messages: { kind: 'consultation' | 'contact'; name: string; company?: string | null; topic?: string; message: string | null; createdAt: string }[];
  /** Read-only links to the account's projects (never the token: only its hash is stored). */
  shareLinks: (ShareLink & { projectId: number })[];
  /** The decision record of each project (issue 18): chosen product or none yet, reason, review date. */
  decisions: { projectId: number; productId: string | null; productName: string | null; reason: string; reviewDate: string; decidedAt: string; updatedAt: string }[];
  /** The account's answers to "Did it deliver?", rating included: the person's own data. */
  productReviews: { projectId: number; productId: string; reviewDate: string; rating: number; comment: string; createdAt: string }[];
  /** Wrong catalog facts the account reported. */
  factReports: { productId: string; fact: string; correction: string; link: string | null; status: string; createdAt: string }[];
  /** The account's own workspace (issue 19): its name, brand (the logo file is not included) and client companies. */
  workspace: {
    name: string;
    brandName: string;
    accent: string | null;
    contact: string;
    hasLogo: boolean;
    showMadeWith: boolean;
    clients: { id: number; name: string; country: string; industry: string; employeeCount: string; notes: string; createdAt: string }[];
  } | null;
  /** Every workspace the account belongs to, with its role there. */
  memberships: { workspaceId: string; role: string; joinedAt: string }[];
};
