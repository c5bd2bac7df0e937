// The client dialog's form state and its validation with the shared schema: the same rules and
// messages as the API, so what passes here is accepted there (bar a duplicate name or the cap).
import { clientInputSchema, type Client, type ClientInput } from '../../../shared/clients.js';

export type ClientFormValues = { name: string; country: string; industry: string; employeeCount: string; notes: string };
export type ClientField = keyof ClientFormValues;
export type ClientFormErrors = Partial<Record<ClientField, string>>;

export const emptyClientValues: ClientFormValues = { name: '', country: '', industry: '', employeeCount: '', notes: '' };

export const clientFieldId = (field: ClientField): string => `client-${field}`;

export function clientValuesOf(client: Client): ClientFormValues {
  return { name: client.name, country: client.country, industry: client.industry, employeeCount: client.employeeCount, notes: client.notes };
}

/** The API input, or the first message of each invalid field. */
export function parseClientForm(values: ClientFormValues): { ok: true; input: ClientInput } | { ok: false; errors: ClientFormErrors } {
  const result = clientInputSchema.safeParse(values);
  if (result.success) return { ok: true, input: result.data };
  const errors: ClientFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ClientField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
