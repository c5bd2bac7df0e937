// The signed-in user's name or email as a small menu: account security, or sign out of every
// device (all sessions revoked on the server). Signing out of this device is the nav bar's own
// "Sign Out" button, so the page never shows two. A drop-in for the nav bar's name label.
import { ChevronDown, MonitorX, ShieldCheck } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useLocation } from 'wouter';
import { cn } from '../../lib/cn';
import { toast } from '../../components/ui/use-toast';
import { useAuth } from './use-auth';

const item =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-surface-muted';

export function AccountMenu({ className }: { className?: string }) {
  const { user, signOut } = useAuth();
  const [, navigate] = useLocation();
  if (!user) return null;
  const label = user.name || user.email || 'Account';

  async function everywhere() {
    try {
      await signOut({ scope: 'global' });
      toast({ title: 'Signed out everywhere', description: 'Every device signed in to this account has been signed out.' });
    } catch {
      toast({ title: 'Error', description: 'Could not sign out of all devices', variant: 'destructive' });
    }
  }

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={cn('inline-flex max-w-[14rem] items-center gap-1 rounded-md text-sm text-ink-muted hover:text-ink', className)}
        aria-label={`Account menu for ${label}`}
      >
        <span className="truncate">{label}</span>
        <ChevronDown className="h-4 w-4 shrink-0" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-[14rem] rounded-xl border border-line bg-white p-1 shadow-[var(--shadow-raised)]"
        >
          {user.email && user.name && <div className="truncate px-3 py-2 text-xs text-ink-muted">{user.email}</div>}
          <DropdownMenu.Item className={item} onSelect={() => navigate('/account/security')}>
            <ShieldCheck className="h-4 w-4" aria-hidden="true" />
            Account security
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={item} onSelect={() => void everywhere()}>
            <MonitorX className="h-4 w-4" aria-hidden="true" />
            Sign out of all devices
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
