// "Add a client" / "Edit client": name, country, industry, size and notes, checked with the
// shared schema before sending; the server's refusals (a duplicate name, the cap) come back as
// a toast and, for the name, under the field too. Used by the clients page, the portfolio page
// and the project wizard's "+ Add a client".
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { clientLimits, type Client, type ClientInput } from '../../../shared/clients.js';
import { countries, employeeCounts, industries } from '../../../shared/options.js';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Field, fieldDescribedBy } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { ApiError, apiRequest, errorMessage } from '../../lib/api';
import { refreshAfterClientChange } from './client-queries';
import { clientFieldId, clientValuesOf, emptyClientValues, parseClientForm, type ClientField, type ClientFormErrors, type ClientFormValues } from './client-form';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client to edit; a new one when absent. */
  client?: Client;
  onSaved?: (client: Client) => void;
  /** The control to focus once the dialog closes, when it was not opened by a trigger button. */
  returnFocusTo?: string;
};

export function ClientDialog({ open, onOpenChange, client, onSaved, returnFocusTo }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-lg"
        onCloseAutoFocus={(e) => {
          if (!returnFocusTo) return;
          e.preventDefault();
          document.getElementById(returnFocusTo)?.focus();
        }}
      >
        <DialogTitle>{client ? 'Edit client' : 'Add a client'}</DialogTitle>
        <DialogDescription>
          {client
            ? 'Changes apply to new projects for this client; existing projects keep the details they were created with.'
            : 'A company you choose software for. New projects for it start with its country, industry and size.'}
        </DialogDescription>
        {open && (
          <ClientForm
            key={client?.id ?? 'new'}
            client={client}
            onDone={(saved) => {
              onSaved?.(saved);
              onOpenChange(false);
            }}
            onCancel={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ClientForm({ client, onDone, onCancel }: { client?: Client; onDone: (client: Client) => void; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ClientFormValues>(() => (client ? clientValuesOf(client) : emptyClientValues));
  const [errors, setErrors] = useState<ClientFormErrors>({});
  const focusField = useRef<ClientField | null>(null);

  useEffect(() => {
    const field = focusField.current;
    focusField.current = null;
    if (field) document.getElementById(clientFieldId(field))?.focus();
  });

  const save = useMutation({
    mutationFn: (input: ClientInput) => (client ? apiRequest<Client>('PUT', `/api/clients/${client.id}`, input) : apiRequest<Client>('POST', '/api/clients', input)),
    onSuccess: async (saved) => {
      await refreshAfterClientChange(queryClient);
      toast({ title: client ? 'Client saved' : 'Client added', description: saved.name, variant: 'success' });
      onDone(saved);
    },
    onError: (err) => {
      const message = errorMessage(err, client ? 'Failed to save the client' : 'Failed to add the client');
      if (err instanceof ApiError && err.code === 'client_name_taken') {
        setErrors({ name: message });
        focusField.current = 'name';
      }
      toast({ title: 'Error', description: message, variant: 'destructive' });
    },
  });

  const set = (field: ClientField, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => {
      if (!prev[field]) return prev;
      const next = { ...prev };
      delete next[field];
      return next;
    });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation(); // the wizard's own form must not submit when this dialog opens over it
    if (save.isPending) return;
    const parsed = parseClientForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      focusField.current = (Object.keys(parsed.errors)[0] as ClientField | undefined) ?? null;
      toast({ title: 'Please complete all required fields', variant: 'destructive' });
      return;
    }
    save.mutate(parsed.input);
  };

  const selectProps = (field: 'country' | 'industry' | 'employeeCount') => ({
    id: clientFieldId(field),
    value: values[field],
    onValueChange: (value: string) => set(field, value),
    invalid: Boolean(errors[field]),
    'aria-describedby': fieldDescribedBy(clientFieldId(field), { error: errors[field] }),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4" aria-label={client ? 'Edit client' : 'Add a client'}>
      <Field id={clientFieldId('name')} label="Client name" error={errors.name}>
        <Input
          id={clientFieldId('name')}
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          maxLength={clientLimits.nameMax}
          autoComplete="organization"
          placeholder="e.g. Acme Dental"
          required
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={fieldDescribedBy(clientFieldId('name'), { error: errors.name })}
        />
      </Field>
      <Field id={clientFieldId('country')} label="Country" error={errors.country}>
        <Select {...selectProps('country')} options={countries} placeholder="Select a country" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={clientFieldId('industry')} label="Industry" error={errors.industry}>
          <Select {...selectProps('industry')} options={industries} placeholder="Select an industry" />
        </Field>
        <Field id={clientFieldId('employeeCount')} label="Number of Employees" error={errors.employeeCount}>
          <Select {...selectProps('employeeCount')} options={employeeCounts} placeholder="Select company size" />
        </Field>
      </div>
      <Field id={clientFieldId('notes')} label="Notes" optional error={errors.notes} hint={`Contacts, contract dates, what they run today. Up to ${clientLimits.notesMax} characters.`}>
        <Textarea
          id={clientFieldId('notes')}
          value={values.notes}
          onChange={(e) => set('notes', e.target.value)}
          rows={3}
          maxLength={clientLimits.notesMax}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={fieldDescribedBy(clientFieldId('notes'), { hint: true, error: errors.notes })}
        />
      </Field>
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner size="sm" decorative className="border-white/40 border-t-white" />}
          {client ? 'Save client' : 'Add client'}
        </Button>
      </div>
    </form>
  );
}
