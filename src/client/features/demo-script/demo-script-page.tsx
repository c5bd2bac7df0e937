// /demo-script/:id (issue 18, point 2): the project's demo script for its owner, like
// /results/:id (signed out → /, someone else's project → /dashboard), with a Print button; the
// print stylesheet leaves out the site's nav bar, footer and this page's own buttons.
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer, SearchX } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { employeeCounts, labelOf, softwareCategories } from '../../../shared/options.js';
import { countryName } from '../../../shared/wording.js';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { RequireAuth } from '../auth/require-auth';
import { usePageMeta } from '../layout/use-page-meta';
import { useGuardedProject } from '../questionnaire/use-guarded-project';
import { recommendationsQuery } from '../results/results-queries';
import { DemoScriptView } from './demo-script-view';

export default function DemoScriptPage() {
  return (
    <RequireAuth>
      <DemoScriptScreen />
    </RequireAuth>
  );
}

function DemoScriptScreen() {
  usePageMeta({ title: 'Demo script', noIndex: true });
  const params = useParams<{ id: string }>();
  const { id, project } = useGuardedProject(params.id);
  const recommendations = useQuery({ ...recommendationsQuery(id ?? 0), enabled: id !== null, refetchOnMount: 'always' });

  if (!project || recommendations.isPending) {
    return (
      <main id="main" className="flex min-h-[60vh] items-center justify-center">
        <Spinner size="lg" label="Loading your demo script…" />
      </main>
    );
  }

  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 md:py-12 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href={`/results/${project.id}`} className={buttonClasses('ghost', 'sm', '-ml-3')}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to results
        </Link>
        {recommendations.data && recommendations.data.length > 0 && (
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            <Printer className="h-4 w-4" aria-hidden="true" />
            Print
          </Button>
        )}
      </div>
      <header className="mt-4 mb-6 print:mt-0">
        <p className="truncate text-sm font-medium text-brand-700">{project.name}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Demo script</h1>
        <p className="mt-2 text-ink-muted">
          {labelOf(softwareCategories, project.softwareCategory)} for {labelOf(employeeCounts, project.employeeCount)} in{' '}
          {countryName(project.country)}: what to watch each vendor do live, and a sheet to score them on.
        </p>
      </header>
      {recommendations.isError ? (
        <EmptyState
          icon={SearchX}
          headingLevel={2}
          title="We couldn't load your recommendations"
          description="Check your connection and try again."
          action={<Button onClick={() => void recommendations.refetch()}>Try again</Button>}
        />
      ) : recommendations.data.length === 0 ? (
        <EmptyState
          icon={SearchX}
          headingLevel={2}
          title="No shortlist yet"
          description="The demo script is built from your recommendations. Finish the questionnaire first."
          action={
            <Link href={`/results/${project.id}`} className={buttonClasses('primary')}>
              Go to results
            </Link>
          }
        />
      ) : (
        <DemoScriptView project={project} recommendations={recommendations.data} />
      )}
    </main>
  );
}
