// Read-only share links (issue 18, point 3): what the owner sends to create one, what the owner
// sees of their links, and what a signed-out visitor of /shared/:token receives.
import { z } from 'zod';
import type { Exclusion, Recommendation } from './recommendations.js';
import type { CreateProjectInput } from './projects.js';
import type { SharedBranding } from './workspaces.js';

export const shareLinkLimits = {
  minDays: 1,
  maxDays: 90,
  /** Links a project may have open at once: enough for any team, and no unbounded table. */
  maxActivePerProject: 20,
} as const;

/** The expiry choices offered first in the Share dialog; any whole number of days 1–90 is accepted. */
export const shareLinkPresetDays = [7, 30, 90] as const;

export const createShareLinkInputSchema = z.object({
  expiresInDays: z
    .number({ error: 'Choose how many days the link stays valid' })
    .int('Days must be a whole number')
    .min(shareLinkLimits.minDays, `A link stays valid for at least ${shareLinkLimits.minDays} day`)
    .max(shareLinkLimits.maxDays, `A link stays valid for at most ${shareLinkLimits.maxDays} days`),
});
export type CreateShareLinkInput = z.infer<typeof createShareLinkInputSchema>;

export const shareLinkIdParamSchema = z.object({
  id: z.string().regex(/^\d{1,15}$/, 'Link id must be a number').transform(Number),
});

/** 32 random bytes in base64url without padding: always 43 characters of this alphabet. */
export const shareTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export type ShareLinkStatus = 'active' | 'expired' | 'revoked';

/** One link as its owner sees it: never the token (it is not stored). */
export type ShareLink = {
  id: number;
  status: ShareLinkStatus;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  lastOpenedAt: string | null;
};

/** POST /api/projects/:id/share-links: the only response that carries the link itself. */
export type CreatedShareLink = { link: ShareLink; url: string };

/** A recommendation as a visitor sees it: without the internal project id. */
export type SharedRecommendation = Omit<Recommendation, 'projectId'>;

/** GET /api/shared/:token: what the read-only page needs and nothing about the account. */
export type SharedResults = {
  project: Pick<CreateProjectInput, 'name' | 'softwareCategory' | 'country' | 'industry' | 'employeeCount'>;
  recommendations: SharedRecommendation[];
  exclusions: Exclusion[];
  /** When the analysis behind these results finished. */
  completedAt: string | null;
  expiresAt: string;
  /** The brand of the workspace that shared the results ("Prepared by …", issue 19). */
  branding: SharedBranding;
  /** The client company the project is for, when it has one. */
  clientName: string | null;
};

/** Machine-readable reasons a shared page cannot be shown (the `code` of the 404/410 JSON). */
export const sharedLinkErrorCodes = {
  unknown: 'share_link_unknown',
  expired: 'share_link_expired',
  revoked: 'share_link_revoked',
  /** The owner edited the answers and the analysis is re-running (409). */
  updating: 'shared_results_updating',
} as const;
