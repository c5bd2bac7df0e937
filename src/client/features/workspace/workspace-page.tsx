// /workspace: the workspace's name, its team (members, roles, invitations) and, for owners, its
// branding. Members see the team read-only.
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { AuthSpinner, RequireAuth } from '../auth/require-auth';
import { usePageMeta } from '../layout/use-page-meta';
import { BrandingSection } from './branding-section';
import { TeamSection } from './team-section';
import { WorkspaceNameCard } from './workspace-name-card';
import { currentWorkspaceQuery } from './workspace-queries';

function Workspace() {
  usePageMeta({ title: 'Workspace', noIndex: true });
  const workspace = useQuery({ ...currentWorkspaceQuery(), refetchOnMount: 'always' });

  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 md:py-12">
      <Link href="/dashboard" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        My Projects
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">Workspace settings</h1>
      {workspace.isPending ? (
        <AuthSpinner label="Loading the workspace…" />
      ) : workspace.isError ? (
        <Alert
          variant="danger"
          title="Could not load the workspace"
          className="mt-6"
          action={
            <Button variant="secondary" size="sm" onClick={() => void workspace.refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(workspace.error, 'Please try again.')}
        </Alert>
      ) : (
        <>
          <p className="mt-1 text-ink-muted">
            You are {workspace.data.role === 'owner' ? 'an owner' : 'a member'} of <strong className="text-ink">{workspace.data.name}</strong>.
          </p>
          <div className="mt-8 space-y-6">
            {/* key: a switch to another workspace starts the form from its name. */}
            <WorkspaceNameCard key={workspace.data.id} workspace={workspace.data} />
            <TeamSection workspace={workspace.data} />
            {/* Owners only: the section renders nothing for members. */}
            <BrandingSection />
          </div>
        </>
      )}
    </main>
  );
}

export default function WorkspacePage() {
  return (
    <RequireAuth>
      <Workspace />
    </RequireAuth>
  );
}
