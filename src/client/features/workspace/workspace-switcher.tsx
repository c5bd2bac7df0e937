// The nav bar's workspace switcher, shown when the account belongs to more than one workspace:
// the current workspace's name and the account's role there; choosing another switches on the
// server (every device) and reads every query again, since all of them belong to a workspace.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Building2, Check, ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useLocation } from 'wouter';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { currentWorkspaceQuery, roleLabel, switchWorkspace } from './workspace-queries';

const item =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-surface-muted';

export function WorkspaceSwitcher({ className }: { className?: string }) {
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const workspace = useQuery(currentWorkspaceQuery());
  const current = workspace.data;
  if (!current || current.memberships.length < 2) return null;

  async function choose(id: string) {
    if (id === current?.id) return;
    try {
      const next = await switchWorkspace(queryClient, id);
      toast({ title: `Now working in ${next.name}`, description: `You are ${next.role === 'owner' ? 'an owner' : 'a member'} here.`, variant: 'success' });
      // A project page of the old workspace would be "not found" in the new one.
      if (!location.startsWith('/workspace')) navigate('/dashboard');
    } catch (err) {
      toast({ title: 'Could not switch workspace', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={cn('inline-flex max-w-[16rem] items-center gap-1.5 rounded-md text-sm text-ink-muted hover:text-ink', className)}
        aria-label={`Workspace: ${current.name} (${roleLabel(current.role)}). Switch workspace`}
        data-testid="workspace-switcher"
      >
        <Building2 className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="truncate font-medium text-ink">{current.name}</span>
        <span className="shrink-0 text-xs">· {roleLabel(current.role)}</span>
        <ChevronDown className="h-4 w-4 shrink-0" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-[15rem] max-w-[20rem] rounded-xl border border-line bg-white p-1 shadow-[var(--shadow-raised)]">
          <DropdownMenu.Label className="px-3 py-2 text-xs font-medium text-ink-muted">Switch workspace</DropdownMenu.Label>
          {current.memberships.map((m) => (
            <DropdownMenu.Item key={m.id} className={item} onSelect={() => void choose(m.id)}>
              <Check className={cn('h-4 w-4 shrink-0', m.id === current.id ? 'text-brand-700' : 'invisible')} aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{m.name}</span>
              <span className="shrink-0 text-xs text-ink-muted">{roleLabel(m.role)}</span>
              {m.id === current.id && <span className="sr-only">(current)</span>}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
