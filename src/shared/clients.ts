// Client companies of a workspace (issue 19): what the forms send and the API returns.
import { z } from 'zod';
import { countryCodes, employeeCountValues, industryValues } from './options.js';
import type { DecisionSummary } from './decisions.js';
import type { ProjectStatus } from './projects.js';

export const clientLimits = { nameMax: 120, notesMax: 2000, maxPerWorkspace: 2000 } as const;

export const clientInputSchema = z.object({
  name: z.string({ error: 'Client name is required' }).trim().min(1, 'Client name is required').max(clientLimits.nameMax, `Client name must be at most ${clientLimits.nameMax} characters`),
  country: z.enum(countryCodes, { error: 'Country is required' }),
  industry: z.enum(industryValues, { error: 'Industry is required' }),
  employeeCount: z.enum(employeeCountValues, { error: 'Number of employees is required' }),
  notes: z.string({ error: 'Notes must be text' }).trim().max(clientLimits.notesMax, `Notes must be at most ${clientLimits.notesMax} characters`).default(''),
});
export type ClientInput = z.infer<typeof clientInputSchema>;

export const clientIdParamSchema = z.object({
  id: z.string().regex(/^\d{1,15}$/, 'Client id must be a number').transform(Number),
});

export type Client = ClientInput & { id: number; projectCount: number; createdAt: string; updatedAt: string };

/** One project as the client's portfolio page lists it. */
export type PortfolioProject = {
  id: number;
  name: string;
  softwareCategory: string;
  status: ProjectStatus;
  createdAt: string;
  completedAt: string | null;
  /** The top recommendation, when the analysis is done. */
  topRecommendation: { productId: string; name: string; matchScore: number } | null;
  decision: DecisionSummary | null;
};

/** GET /api/clients/:id/portfolio: the client's record of its stack. */
export type ClientPortfolio = {
  client: Client;
  projects: PortfolioProject[];
  /** Products chosen in decisions, by category, with their review dates. */
  chosen: { productId: string; name: string; softwareCategory: string; projectId: number; reviewDate: string; reviewDue: boolean }[];
  /** The earliest upcoming review, if any. */
  nextReview: { projectId: number; productName: string | null; reviewDate: string } | null;
};
