// /invite/:token: who invites the visitor to which workspace, then sign in or sign up (the
// dialog brings them back here) and "Join". Expired, revoked, used and unknown links, and an
// account with another address, each get their own explanation.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, MailX, UsersRound } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { invitationErrorCodes, type CurrentWorkspace, type InvitationPreview } from '../../../shared/workspaces.js';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { ApiError, apiRequest, errorMessage } from '../../lib/api';
import { pendingInvitation } from '../auth/auth-storage';
import { AuthSpinner } from '../auth/require-auth';
import { useAuth } from '../auth/use-auth';
import { usePageMeta } from '../layout/use-page-meta';
import { invitationPreviewQuery, workspaceChanged } from './workspace-queries';

const closedTitles: Record<string, string> = {
  [invitationErrorCodes.unknown]: 'This invitation link does not work',
  [invitationErrorCodes.expired]: 'This invitation has expired',
  [invitationErrorCodes.revoked]: 'This invitation was withdrawn',
  [invitationErrorCodes.used]: 'This invitation has already been used',
};

function Shell({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-lg flex-col px-4 py-10 sm:px-6 md:py-16">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-6 text-center sm:p-8">{children}</CardContent>
      </Card>
    </main>
  );
}

/** The link no longer (or never) works: say why and what to do. */
function ClosedInvitation({ error }: { error: Error }) {
  const code = error instanceof ApiError ? error.code : undefined;
  const title = (code && closedTitles[code]) ?? 'Could not open this invitation';
  return (
    <Shell>
      <MailX className="h-12 w-12 text-ink-subtle" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <p className="text-ink-muted" data-testid="invitation-problem">
        {errorMessage(error, 'Please try again in a moment.')}
      </p>
      <Link href="/dashboard" className={buttonClasses('secondary', 'md', 'w-full')}>
        Go to my projects
      </Link>
    </Shell>
  );
}

export function InviteView({ token }: { token: string }) {
  const { user, loading, openSignIn, signOut } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const preview = useQuery(invitationPreviewQuery(token));
  const [wrongAccount, setWrongAccount] = useState<string | null>(null);
  const [closed, setClosed] = useState<Error | null>(null);
  const here = `/invite/${token}`;

  const accept = useMutation({
    mutationFn: () => apiRequest<CurrentWorkspace>('POST', `/api/invitations/${encodeURIComponent(token)}/accept`),
    onSuccess: async (workspace) => {
      pendingInvitation.clear();
      toast({ title: `Welcome to ${workspace.name}`, description: 'You now work in this workspace. Switch workspaces from the menu bar.', variant: 'success' });
      await workspaceChanged(queryClient, workspace);
      navigate('/dashboard');
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === invitationErrorCodes.wrongAccount) setWrongAccount(errorMessage(err, ''));
      else if (err instanceof ApiError && err.status === 410) setClosed(err);
      toast({ title: 'Could not join the workspace', description: errorMessage(err, 'Please try again.'), variant: 'destructive' });
    },
  });

  // Signed out: an account made from here comes back here once its address is confirmed.
  useEffect(() => {
    if (!loading && !user && preview.data) pendingInvitation.set(here);
  }, [loading, user, preview.data, here]);

  if (preview.isPending || loading) return <AuthSpinner label="Opening the invitation…" />;
  if (closed) return <ClosedInvitation error={closed} />;
  if (preview.isError) return <ClosedInvitation error={preview.error} />;
  const invitation: InvitationPreview = preview.data;
  const role = invitation.role === 'owner' ? 'an owner' : 'a member';

  return (
    <Shell>
      <span className="grid h-14 w-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <UsersRound className="h-7 w-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold text-ink">Join {invitation.workspaceName}</h1>
      <p className="text-ink-muted">
        {invitation.invitedBy ? <strong className="break-all text-ink">{invitation.invitedBy}</strong> : 'A colleague'} invited you to join{' '}
        <strong className="text-ink">{invitation.workspaceName}</strong> as {role}. You will see and work on its projects
        {invitation.role === 'owner' ? ', and manage its billing, team and branding' : ''}.
      </p>
      <p className="text-sm text-ink-muted">
        This invitation is for <strong className="text-ink" data-testid="invited-email">{invitation.email}</strong>.
      </p>
      {wrongAccount && (
        <Alert variant="warning" title="You are signed in with another account" className="text-left">
          <p data-testid="wrong-account">{wrongAccount}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => {
              setWrongAccount(null);
              void signOut().then(() => navigate(here));
            }}
          >
            Sign out
          </Button>
        </Alert>
      )}
      {user ? (
        <div className="flex w-full flex-col gap-2">
          <Button className="w-full" disabled={accept.isPending} onClick={() => accept.mutate()}>
            {accept.isPending ? <Spinner size="sm" decorative className="border-white/40 border-t-white" /> : <CheckCircle2 className="h-4 w-4" aria-hidden="true" />}
            Join {invitation.workspaceName}
          </Button>
          <p className="text-xs text-ink-subtle">
            Signed in as <span className="break-all">{user.email}</span>
          </p>
        </div>
      ) : (
        <div className="grid w-full gap-2 sm:grid-cols-2">
          <Button onClick={() => openSignIn(here, 'signIn')}>Sign in to join</Button>
          <Button variant="secondary" onClick={() => openSignIn(here, 'signUp')}>
            Create an account
          </Button>
        </div>
      )}
    </Shell>
  );
}

export default function InvitePage() {
  usePageMeta({ title: 'Invitation', noIndex: true });
  const { token = '' } = useParams<{ token: string }>();
  return <InviteView token={token} />;
}
