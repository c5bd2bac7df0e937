// /results/:id (spec 2, Results): guards, spinner, header (Share, Edit answers), cards sorted by
// score, Compare, Not recommended and the Next Steps.
import { useQuery } from '@tanstack/react-query';
import { ClipboardList, GitCompareArrows, PencilLine, SearchX, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { Project } from '../../../shared/projects.js';
import { employeeCounts, industries, labelOf, softwareCategories } from '../../../shared/options.js';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { RequireAuth } from '../auth/require-auth';
import { usePageMeta } from '../layout/use-page-meta';
import { answersQuery, questionsQuery } from '../questionnaire/questionnaire-queries';
import { useGuardedProject } from '../questionnaire/use-guarded-project';
import { DecisionCard, decisionProducts } from '../decisions/decision-card';
import { useExportReport } from '../report/use-export-report';
import { CompareDialog } from './compare-dialog';
import { MAX_COMPARE, MIN_COMPARE } from './compare-rows';
import { ExclusionsSection } from './exclusions-section';
import { ExportDownloads } from './export-downloads';
import { NextSteps } from './next-steps';
import { RecommendationCard } from './recommendation-card';
import { sortedRecommendations } from './recommendation-view';
import { NoMatch } from './no-match';
import { exclusionsQuery, recommendationsQuery, runQuery } from './results-queries';
import { RunChangesCard } from './run-changes';
import { KindElsewhereNote } from './kind-elsewhere-note';
import { ShareDialog } from './share-dialog';

/** Signed-out visitors go to / (spec 2). */
export default function ResultsPage() {
  return (
    <RequireAuth>
      <ResultsScreen />
    </RequireAuth>
  );
}

function ResultsScreen() {
  usePageMeta({ title: 'Software Recommendations', noIndex: true });
  const params = useParams<{ id: string }>();
  const { id, project } = useGuardedProject(params.id);
  const enabled = id !== null;
  const recommendations = useQuery({ ...recommendationsQuery(id ?? 0), enabled, refetchOnMount: 'always' });
  const exclusions = useQuery({ ...exclusionsQuery(id ?? 0), enabled, refetchOnMount: 'always' });
  const run = useQuery({ ...runQuery(id ?? 0), enabled, refetchOnMount: 'always' });
  // Read here as the spec lists, so the PDF has them at hand.
  useQuery({ ...questionsQuery(id ?? 0), enabled });
  useQuery({ ...answersQuery(id ?? 0), enabled, refetchOnMount: 'always' });

  const recs = useMemo(() => sortedRecommendations(recommendations.data ?? []), [recommendations.data]);
  const { exportReport, generating } = useExportReport(project, recommendations.data);
  const [compareIds, setCompareIds] = useState<number[]>([]);
  const [comparing, setComparing] = useState(false);

  if (!project || recommendations.isPending) {
    return (
      <main id="main" className="flex min-h-[60vh] items-center justify-center">
        <Spinner size="lg" label="Loading your recommendations…" />
      </main>
    );
  }

  const toggleCompare = (recId: number, on: boolean) =>
    setCompareIds((ids) => (on ? [...ids, recId].slice(0, MAX_COMPARE) : ids.filter((x) => x !== recId)));
  const compared = recs.filter((r) => compareIds.includes(r.id));

  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 md:py-12">
      <header>
        <p className="truncate text-sm font-medium text-brand-700">{project.name}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Software Recommendations</h1>
        <p className="mt-2 text-ink-muted">
          {recs.length === 1 ? 'We found 1 solution' : `We found ${recs.length} solutions`} that match your requirements, ranked
          by match score.
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{labelOf(softwareCategories, project.softwareCategory)}</Badge>
          <Badge variant="secondary">{labelOf(employeeCounts, project.employeeCount)}</Badge>
          <Badge variant="secondary">{labelOf(industries, project.industry)}</Badge>
          {recs.length > 0 && (
            <span className="ml-auto flex flex-wrap gap-1">
              <Link href={`/demo-script/${project.id}`} className={buttonClasses('ghost', 'sm')}>
                <ClipboardList className="h-4 w-4" aria-hidden="true" />
                Demo script
              </Link>
              {project.status === 'completed' && (
                <>
                  <ShareDialog projectId={project.id} />
                  <Link href={`/questionnaire/${project.id}`} className={buttonClasses('ghost', 'sm')}>
                    <PencilLine className="h-4 w-4" aria-hidden="true" />
                    Edit answers
                  </Link>
                </>
              )}
            </span>
          )}
        </div>
        {run.data?.run?.changes && <RunChangesCard changes={run.data.run.changes} />}
        {run.data?.run?.elimination.kindElsewhere && (
          <KindElsewhereNote kind={run.data.run.elimination.kindElsewhere} category={project.softwareCategory} projectId={project.id} />
        )}
      </header>

      {recommendations.isError ? (
        <EmptyState
          className="mt-8"
          icon={SearchX}
          headingLevel={2}
          title="We couldn't load your recommendations"
          description="Check your connection and try again."
          action={<Button onClick={() => void recommendations.refetch()}>Try again</Button>}
        />
      ) : recs.length === 0 && project.status === 'completed' ? (
        <NoMatch project={project} elimination={run.data?.run?.elimination ?? null} />
      ) : recs.length === 0 ? (
        <NoRecommendations project={project} />
      ) : (
        <>
          <p className="mt-6 text-sm text-ink-muted">
            Tick <span className="font-medium text-ink">Compare</span> on {MIN_COMPARE}–{MAX_COMPARE} recommendations to see them
            side by side.
          </p>
          <JumpBar recs={recs} hasExclusions={Boolean(exclusions.data?.length)} />
          <ol className="mt-4 space-y-6" aria-label="Recommendations, highest match first">
            {recs.map((rec, i) => (
              <li key={rec.id}>
                <RecommendationCard
                  rec={rec}
                  rank={i + 1}
                  project={project}
                  compare={{
                    checked: compareIds.includes(rec.id),
                    disabled: !compareIds.includes(rec.id) && compareIds.length >= MAX_COMPARE,
                    onChange: (on) => toggleCompare(rec.id, on),
                  }}
                />
              </li>
            ))}
          </ol>
        </>
      )}

      {exclusions.data && <ExclusionsSection exclusions={exclusions.data} />}

      {recs.length > 0 && <DecisionCard projectId={project.id} products={decisionProducts(recs)} />}

      <NextSteps onExport={() => void exportReport()} generating={generating} canExport={recs.length > 0}>
        {recs.length > 0 && <ExportDownloads projectId={project.id} />}
      </NextSteps>

      {compareIds.length > 0 && (
        <div
          className="sticky bottom-4 z-30 mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-200 bg-white/95 p-3 shadow-[var(--shadow-raised)] backdrop-blur"
          role="region"
          aria-label="Compare"
        >
          <p className="text-sm text-ink">
            <span className="font-semibold">{compareIds.length} selected</span>
            <span className="text-ink-muted">
              {' '}
              ·{' '}
              {compareIds.length < MIN_COMPARE
                ? `select ${MIN_COMPARE - compareIds.length} more to compare`
                : `up to ${MAX_COMPARE}`}
            </span>
          </p>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={() => setCompareIds([])}>
              <X className="h-4 w-4" aria-hidden="true" />
              Clear
            </Button>
            <Button size="sm" onClick={() => setComparing(true)} disabled={compareIds.length < MIN_COMPARE}>
              <GitCompareArrows className="h-4 w-4" aria-hidden="true" />
              Compare {compareIds.length}
            </Button>
          </div>
        </div>
      )}
      <CompareDialog open={comparing && compared.length >= MIN_COMPARE} onOpenChange={setComparing} recs={compared} />
    </main>
  );
}

/**
 * Stays just under the site's sticky nav bar (h-16 and its border) while the list scrolls: each
 * recommendation with its score, then the other sections, as links. On a phone the page is long;
 * this is the way around it. The page keeps 5rem clear for the nav (scroll-padding-top); targets add
 * scroll-mt-14 for this bar, so they land below both.
 */
function JumpBar({ recs, hasExclusions }: { recs: { id: number; name: string; score: number }[]; hasExclusions: boolean }) {
  const chip =
    'inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border border-line bg-white px-3 py-1.5 text-sm font-medium text-ink hover:border-brand-500 hover:text-brand-700';
  return (
    <nav
      aria-label="Jump to"
      className="sticky top-[65px] z-20 -mx-4 mt-4 border-b border-line bg-surface-muted/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6"
    >
      <ul className="flex gap-2 overflow-x-auto pb-0.5 [scrollbar-width:thin]">
        {recs.map((r, i) => (
          <li key={r.id}>
            <a href={`#rec-${r.id}`} className={chip}>
              <span className="text-ink-subtle">#{i + 1}</span>
              <span className="max-w-[10rem] truncate">{r.name}</span>
              <span className="tabular-nums text-brand-700">{r.score}%</span>
            </a>
          </li>
        ))}
        {hasExclusions && (
          <li>
            <a href="#not-recommended" className={chip}>
              Not recommended
            </a>
          </li>
        )}
        <li>
          <a href="#next-steps" className={chip}>
            Next steps
          </a>
        </li>
      </ul>
    </nav>
  );
}

function NoRecommendations({ project }: { project: Project }) {
  const state =
    project.status === 'analyzing'
      ? {
          title: 'Your recommendations are still being generated',
          description: 'This takes a few seconds.',
          href: `/analysis/${project.id}`,
          action: 'View progress',
        }
      : project.status === 'ready' || project.status === 'in_progress'
        ? {
            title: 'Finish the questionnaire first',
            description: 'Your recommendations are generated once every question is answered.',
            href: `/questionnaire/${project.id}`,
            action: 'Continue',
          }
        : project.status === 'error'
          ? {
              title: 'The analysis did not finish',
              description: 'Error analyzing requirements. Please try again.',
              href: `/analysis/${project.id}`,
              action: 'Try again',
            }
          : {
              title: 'Your questions are not ready yet',
              description: 'They are being generated.',
              href: `/project-loading/${project.id}`,
              action: 'View progress',
            };
  return (
    <EmptyState
      className="mt-8"
      icon={SearchX}
      headingLevel={2}
      title={state.title}
      description={state.description}
      action={
        <Link href={state.href} className={buttonClasses('primary')}>
          {state.action}
        </Link>
      }
    />
  );
}
