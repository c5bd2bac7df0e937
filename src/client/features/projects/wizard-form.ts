// The wizard's form state and its validation with the shared schema (spec section 5): the
// same rules the server applies, so a step that passes here is accepted there.
import type { Client } from '../../../shared/clients.js';
import { projectFieldsSchema, wizardStepFields, type CreateProjectInput } from '../../../shared/projects.js';

export type WizardValues = {
  /** The client company the project is for, as its id in text; '' for none (issue 19). */
  clientId: string;
  name: string;
  country: string;
  industry: string;
  employeeCount: string;
  softwareCategory: string;
  affectedTeams: string[];
  businessNeeds: string;
};
export type WizardField = keyof WizardValues;
export type FieldErrors = Partial<Record<WizardField, string>>;
export type FormStep = keyof typeof wizardStepFields;

export const WIZARD_STEPS = 3;
export const stepTitles = ['Project Details', 'Business Requirements', 'Review Project Details'] as const;

export const emptyWizardValues: WizardValues = {
  clientId: '',
  name: '',
  country: '',
  industry: '',
  employeeCount: '',
  softwareCategory: '',
  affectedTeams: [],
  businessNeeds: '',
};

/** The id of the control that shows a field, for labels, error links and focus. */
export const fieldId = (field: WizardField): string => (field === 'affectedTeams' ? 'team-0' : `project-${field}`);

function firstMessages(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as WizardField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Field errors of one form step (1 or 2); empty when the step is complete. */
export function validateStep(step: FormStep, values: WizardValues): FieldErrors {
  const mask = Object.fromEntries(wizardStepFields[step].map((f) => [f, true])) as Record<(typeof wizardStepFields)[FormStep][number], true>;
  const result = projectFieldsSchema.pick(mask).safeParse(values);
  return result.success ? {} : firstMessages(result.error.issues);
}

/** The whole form as the API input, or the first step with errors and those errors. */
export function parseWizard(values: WizardValues): { ok: true; input: CreateProjectInput } | { ok: false; step: FormStep; errors: FieldErrors } {
  const result = projectFieldsSchema.safeParse(values);
  if (result.success) return { ok: true, input: result.data };
  const errors = firstMessages(result.error.issues);
  const inStepOne = wizardStepFields[1].some((f) => errors[f]);
  return { ok: false, step: inStepOne ? 1 : 2, errors };
}

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

/** The client chosen on step 1: its country, industry and size fill those fields (still editable). */
export function withClient(values: WizardValues, client: Pick<Client, 'id' | 'country' | 'industry' | 'employeeCount'> | null): WizardValues {
  if (!client) return { ...values, clientId: '' };
  return { ...values, clientId: String(client.id), country: client.country, industry: client.industry, employeeCount: client.employeeCount };
}

/** What POST /api/projects gets of the client choice. */
export const clientIdOf = (values: WizardValues): number | null => (/^\d+$/.test(values.clientId) ? Number(values.clientId) : null);
