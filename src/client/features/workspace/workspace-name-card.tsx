// The workspace's name: owners rename it, members read it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { renameWorkspaceInputSchema, workspaceLimits, type CurrentWorkspace } from '../../../shared/workspaces.js';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field, fieldDescribedBy } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage } from '../../lib/api';
import { workspaceKeys } from './workspace-queries';

export function WorkspaceNameCard({ workspace }: { workspace: CurrentWorkspace }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState(workspace.name);
  const [error, setError] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: (next: string) => apiRequest<CurrentWorkspace>('PATCH', '/api/workspace', { name: next }),
    onSuccess: (next) => {
      queryClient.setQueryData(workspaceKeys.current, next);
      toast({ title: 'Workspace renamed', description: `It is now called ${next.name}.`, variant: 'success' });
    },
    onError: (err) => toast({ title: 'Could not rename the workspace', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
  });
  const isOwner = workspace.role === 'owner';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = renameWorkspaceInputSchema.safeParse({ name });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Enter a name';
      setError(message);
      toast({ title: 'Check the name', description: message, variant: 'destructive' });
      return;
    }
    setError(null);
    rename.mutate(parsed.data.name);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Workspace</CardTitle>
        <CardDescription>
          {isOwner ? 'The name your team sees in the workspace switcher and in invitations.' : 'Only owners can rename the workspace.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isOwner ? (
          <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <Field id={`${id}-name`} label="Workspace name" error={error} className="flex-1">
              <Input
                id={`${id}-name`}
                value={name}
                maxLength={workspaceLimits.nameMax}
                onChange={(e) => setName(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={fieldDescribedBy(`${id}-name`, { error })}
              />
            </Field>
            <Button type="submit" disabled={rename.isPending} className="sm:w-auto">
              {rename.isPending && <Spinner size="sm" decorative className="border-white/40 border-t-white" />}
              Save name
            </Button>
          </form>
        ) : (
          <p className="text-lg font-semibold text-ink" data-testid="workspace-name">
            {workspace.name}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
