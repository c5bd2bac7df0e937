// Owners invite a colleague by email as owner or member; the link is shown once with a copy
// button (the server keeps only its fingerprint) and the note whether it was emailed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { inviteInputSchema, workspaceLimits, workspaceRoles, type CreatedInvitation, type WorkspaceRole } from '../../../shared/workspaces.js';
import { Alert } from '../../components/ui/alert';
import { CopyableLink } from '../../components/ui/copyable-link';
import { Button } from '../../components/ui/button';
import { Field, fieldDescribedBy } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { roleLabel, workspaceKeys } from './workspace-queries';

export function InviteForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<WorkspaceRole>('member');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const invite = useMutation({
    mutationFn: (input: { email: string; role: WorkspaceRole }) => apiRequest<CreatedInvitation>('POST', '/api/workspace/invitations', input),
    onSuccess: (res) => {
      setCreated(res);
      setEmail('');
      toast({ title: 'Invitation created', description: res.emailed ? `We emailed ${res.invitation.email}.` : 'Send the link yourself: the email could not be sent.', variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.invitations });
    },
    onError: (err) => toast({ title: 'Could not send the invitation', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = inviteInputSchema.safeParse({ email, role });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Enter a valid email address';
      setError(message);
      toast({ title: 'Check the address', description: message, variant: 'destructive' });
      return;
    }
    setError(null);
    invite.mutate(parsed.data);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="text-sm font-semibold uppercase tracking-wider text-ink-subtle">
        Invite a colleague
      </h3>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 md:flex-row md:items-end">
        <Field id={`${id}-email`} label="Email address" error={error} className="flex-1">
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            placeholder="colleague@company.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={fieldDescribedBy(`${id}-email`, { error })}
          />
        </Field>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-ink">Role</legend>
          <div className="flex gap-2">
            {workspaceRoles.map((r) => (
              <label
                key={r}
                className={cn(
                  'inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                  role === r ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-line bg-white text-ink',
                )}
              >
                <input type="radio" name={`${id}-role`} value={r} checked={role === r} onChange={() => setRole(r)} className="accent-brand-700" />
                {roleLabel(r)}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? <Spinner size="sm" decorative className="border-white/40 border-t-white" /> : <UserPlus className="h-4 w-4" aria-hidden="true" />}
          Send invitation
        </Button>
      </form>
      {created && <CreatedInvitationLink created={created} />}
    </section>
  );
}

function CreatedInvitationLink({ created }: { created: CreatedInvitation }) {
  const to = created.invitation.email;
  return (
    <Alert variant="success" title={`Invitation for ${to} created`}>
      <p data-testid="invitation-note">
        {created.emailed ? `We emailed the link to ${to}.` : `We could not email ${to}: send them the link yourself.`} It works for{' '}
        {workspaceLimits.invitationDays} days, only for an account with that address, and is shown only now.
      </p>
      <CopyableLink url={created.url} label="Invitation link" testId="invitation-url" />
    </Alert>
  );
}
