import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { AccountDataCard } from '../account/account-data-card';
import { RequireAuth } from '../auth/require-auth';
import { AccountBillingCard } from '../billing/account-billing-card';
import { ReviewReminders } from '../decisions/review-reminders';
import { usePageMeta } from '../layout/use-page-meta';
import { BrandingSection } from '../workspace/branding-section';
import { projectsQuery } from '../projects/project-queries';
import { useStartNewProject } from '../projects/use-start-new-project';
import { AccountStatusCard } from './account-status-card';
import { RecentProjects } from './recent-projects';
import { projectStats, StatCards } from './stat-cards';

/** Warm the wizard's chunk while the pointer is on its way to the button. */
const preloadWizard = () => void import('../projects/project-wizard-page');

/** Spec section 2, /dashboard: My Projects. */
export function Dashboard() {
  usePageMeta({ title: 'My Projects', noIndex: true });
  // Spec section 7: the list is read afresh whenever the dashboard is opened again.
  const projects = useQuery({ ...projectsQuery(), refetchOnMount: 'always' });
  const startNewProject = useStartNewProject();
  const create = () => void startNewProject();

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">My Projects</h1>
          <p className="mt-1 text-ink-muted">Manage your software selection projects</p>
        </div>
        <Button size="lg" onClick={create} onPointerEnter={preloadWizard} onFocus={preloadWizard} className="w-full sm:w-auto">
          <Plus className="h-5 w-5" aria-hidden="true" />
          New Project
        </Button>
      </div>

      <div className="mt-8 space-y-6">
        <ReviewReminders projects={projects.data} />
        <AccountStatusCard />
        <StatCards stats={projects.data ? projectStats(projects.data) : undefined} />
        <RecentProjects projects={projects} onCreate={create} />
        <AccountBillingCard />
        {/* Owners only; moves to the workspace settings page once it exists. */}
        <BrandingSection />
        <AccountDataCard />
      </div>
    </main>
  );
}

/** /dashboard: signed-in only, redirects to / otherwise (spec section 2). */
export default function DashboardPage() {
  return (
    <RequireAuth>
      <Dashboard />
    </RequireAuth>
  );
}
