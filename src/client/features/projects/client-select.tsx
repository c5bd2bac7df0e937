// Step 1's "For which client?" (issue 19): no client (the workspace's own company), one of the
// workspace's clients, or "+ Add a client", which opens the client dialog instead of choosing.
import type { Client } from '../../../shared/clients.js';
import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/select';

export const NO_CLIENT = 'none';
export const ADD_CLIENT = 'add-client';
export const NO_CLIENT_LABEL = 'No client (my own company)';
export const CLIENT_SELECT_ID = 'project-clientId';

type Props = {
  clients: Client[] | undefined;
  /** The chosen client's id in text, '' for none. */
  value: string;
  failed: boolean;
  onChoose: (client: Client | null) => void;
  onAdd: () => void;
};

export function ClientSelect({ clients, value, failed, onChoose, onAdd }: Props) {
  const options = [
    { value: NO_CLIENT, label: NO_CLIENT_LABEL },
    ...(clients ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    { value: ADD_CLIENT, label: '+ Add a client' },
  ];
  const hint = failed
    ? 'Your clients could not be loaded; the project can still be created without one.'
    : "Choosing a client fills in its country, industry and size. You can still change them.";
  return (
    <Field id={CLIENT_SELECT_ID} label="For which client?" hint={hint}>
      <Select
        id={CLIENT_SELECT_ID}
        value={value || NO_CLIENT}
        options={options}
        placeholder={NO_CLIENT_LABEL}
        aria-describedby={`${CLIENT_SELECT_ID}-hint`}
        onValueChange={(next) => {
          if (next === ADD_CLIENT) return onAdd();
          onChoose(clients?.find((c) => String(c.id) === next) ?? null);
        }}
      />
    </Field>
  );
}
