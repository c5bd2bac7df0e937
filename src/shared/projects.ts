// Projects: what the wizard sends, what the API returns, and the status machine.
import { z } from 'zod';
import type { DecisionSummary } from './decisions.js';
import { countryCodes, employeeCountValues, industryValues, softwareCategoryValues, teams } from './options.js';

export const projectLimits = { nameMax: 120, businessNeedsMax: 5000 } as const;

/**
 * created → generating → ready (questions exist) → in_progress (first answer) → analyzing
 * → completed; any job failure → error (with lastError), from which "Try again" re-queues.
 */
export const projectStatuses = ['created', 'generating', 'ready', 'in_progress', 'analyzing', 'completed', 'error'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/** Request bodies may use the spec's snake_case aliases; they are folded into camelCase. */
function foldAliases(value: unknown, aliases: Record<string, string>): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [snake, camel] of Object.entries(aliases)) {
    if (out[camel] === undefined && out[snake] !== undefined) out[camel] = out[snake];
    delete out[snake];
  }
  return out;
}
export const withAliases = <S extends z.ZodType>(aliases: Record<string, string>, schema: S) =>
  z.preprocess((v) => foldAliases(v, aliases), schema);

const required = (label: string) => ({ error: `${label} is required` });

export const projectFieldsSchema = z.object({
  name: z.string(required('Project name')).trim().min(1, 'Project name is required').max(projectLimits.nameMax, `Project name must be at most ${projectLimits.nameMax} characters`),
  country: z.enum(countryCodes, required('Country')),
  industry: z.enum(industryValues, required('Industry')),
  employeeCount: z.enum(employeeCountValues, required('Number of employees')),
  softwareCategory: z.enum(softwareCategoryValues, required('Software category')),
  affectedTeams: z
    .array(z.enum(teams), required('Teams/Departments Affected'))
    .min(1, 'Select at least one team')
    .max(teams.length)
    .refine((list) => new Set(list).size === list.length, 'Teams must not repeat'),
  businessNeeds: z
    .string(required('Business needs'))
    .trim()
    .min(1, 'Business needs are required')
    .max(projectLimits.businessNeedsMax, `Business needs must be at most ${projectLimits.businessNeedsMax} characters`),
});

export const createProjectInputSchema = withAliases(
  {
    business_needs: 'businessNeeds',
    affected_teams: 'affectedTeams',
    software_category: 'softwareCategory',
    employee_count: 'employeeCount',
    client_id: 'clientId',
  },
  projectFieldsSchema.extend({
    /** The workspace's client company the project is for (issue 19); none by default. */
    clientId: z.number({ error: 'Client must be a client id' }).int('Client must be a client id').positive('Client must be a client id').nullable().default(null),
  }),
);
export type CreateProjectInput = z.infer<typeof projectFieldsSchema>;

/** PUT /api/projects/:id/client: move a project to another client of the workspace, or to none. */
export const projectClientInputSchema = withAliases(
  { client_id: 'clientId' },
  z.object({
    clientId: z.number({ error: 'Client must be a client id or null' }).int('Client must be a client id').positive('Client must be a client id').nullable(),
  }),
);
export type ProjectClientInput = z.infer<typeof projectClientInputSchema>;

export type CreateProjectRequest = CreateProjectInput & { clientId?: number | null };

/** Wizard step field groups (spec section 5). */
export const wizardStepFields = {
  1: ['name', 'country', 'industry', 'employeeCount'],
  2: ['softwareCategory', 'affectedTeams', 'businessNeeds'],
} as const satisfies Record<number, readonly (keyof CreateProjectInput)[]>;

export type Project = CreateProjectInput & {
  id: number;
  /** The client company it is for (issue 19), and that client's name; null when none. */
  clientId: number | null;
  clientName: string | null;
  status: ProjectStatus;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  questionsAnswered: number;
  totalQuestions: number;
  recommendationCount: number;
  /** The decision record's summary (issue 18), null until one is recorded. */
  decision: DecisionSummary | null;
};

export type Eligibility = { canCreateProject: boolean; hasSubscription: boolean; credits: number };

export const projectIdParamSchema = z.object({
  id: z.string().regex(/^\d{1,15}$/, 'Project id must be a number').transform(Number),
});
