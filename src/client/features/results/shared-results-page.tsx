// /shared/:token (issue 18, point 3): a project's results as a colleague sees them from a share
// link, signed out and read-only — the cards, the comparison table and what was ruled out; no
// Compare checkboxes, no Next Steps, nothing that needs an account. Never indexed. A link that
// is unknown, expired or revoked gets a page that says which.
import { useQuery } from '@tanstack/react-query';
import { CircleSlash, Clock, LinkIcon, RefreshCw, SearchX, ShieldAlert } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'wouter';
import { countries, employeeCounts, industries, labelOf, softwareCategories } from '../../../shared/options.js';
import { sharedLinkErrorCodes, type SharedResults } from '../../../shared/share-links.js';
import { preparedByLine } from '../../../shared/workspaces.js';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { useHideSiteChrome } from '../layout/site-chrome';
import { usePageMeta } from '../layout/use-page-meta';
import { CompareTable } from './compare-table';
import { ExclusionsSection } from './exclusions-section';
import { formatDate } from './format';
import { DemoScriptView } from '../demo-script/demo-script-view';
import { RecommendationCard } from './recommendation-card';
import { sortedRecommendations } from './recommendation-view';
import { sharedResultsQuery } from './share-queries';

export default function SharedResultsPage() {
  usePageMeta({ title: 'Shared software recommendations', noIndex: true });
  const { token } = useParams<{ token: string }>();
  const shared = useQuery(sharedResultsQuery(token));
  if (shared.isPending) {
    return (
      <main id="main" className="flex min-h-[60vh] items-center justify-center">
        <h1 className="sr-only">Shared software recommendations</h1>
        <Spinner size="lg" label="Loading the shared recommendations…" />
      </main>
    );
  }
  if (shared.isError) return <SharedLinkProblem error={shared.error} onRetry={() => void shared.refetch()} />;
  return <SharedResultsView data={shared.data} />;
}

function SharedResultsView({ data }: { data: SharedResults }) {
  const recs = useMemo(() => sortedRecommendations(data.recommendations), [data.recommendations]);
  const { project, branding } = data;
  const branded = Boolean(branding.brandName || branding.logoUrl);
  // The MSP's report: its brand only, ours as the small line at the foot.
  useHideSiteChrome(branded);
  useEffect(() => {
    if (branded) document.title = `${project.name} · ${branding.brandName || 'Software recommendations'}`;
  }, [branded, project.name, branding.brandName]);
  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 md:py-12">
      {branded && <BrandHeader data={data} />}
      <header>
        <p className="flex items-center gap-1.5 text-sm font-medium text-brand-700">
          <LinkIcon className="h-4 w-4" aria-hidden="true" />
          Shared with you · read-only
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{project.name}</h1>
        <p className="mt-2 text-ink-muted">
          Software recommendations ranked by match score:{' '}
          {recs.length === 1 ? '1 solution matches' : `${recs.length} solutions match`} the requirements of this project.
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{labelOf(softwareCategories, project.softwareCategory)}</Badge>
          <Badge variant="secondary">{labelOf(employeeCounts, project.employeeCount)}</Badge>
          <Badge variant="secondary">{labelOf(industries, project.industry)}</Badge>
          <Badge variant="secondary">{labelOf(countries, project.country)}</Badge>
        </div>
        <p className="mt-3 text-sm text-ink-muted">
          {data.completedAt ? `Analysis of ${formatDate(data.completedAt)}. ` : ''}This link works until{' '}
          {formatDate(data.expiresAt)}.
        </p>
      </header>

      {recs.length === 0 ? (
        <EmptyState
          className="mt-8"
          icon={SearchX}
          headingLevel={2}
          title="No product meets every must-have"
          description="The products below were ruled out by a hard requirement of this project."
        />
      ) : (
        <ol className="mt-8 space-y-6" aria-label="Recommendations, highest match first">
          {recs.map((rec, i) => (
            <li key={rec.id}>
              <RecommendationCard rec={rec} rank={i + 1} project={data.project} readOnly />
            </li>
          ))}
        </ol>
      )}

      {recs.length >= 2 && (
        <section aria-labelledby="shared-compare-title" className="mt-12">
          <h2 id="shared-compare-title" className="text-xl font-bold tracking-tight text-ink">
            Side by side
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Every recommendation, requirement by requirement, with costs for this company.
          </p>
          <div className="mt-4 overflow-hidden rounded-[var(--radius-card)] border border-line bg-white">
            <CompareTable recs={recs} regionLabel="Comparison of the recommendations" />
          </div>
        </section>
      )}

      {recs.length > 0 && (
        <section aria-label="Demo script" className="mt-12">
          <DemoScriptView project={data.project} recommendations={data.recommendations} />
        </section>
      )}

      <ExclusionsSection exclusions={data.exclusions} />

      {!branded ? (
        <p className="mt-12 border-t border-line pt-6 text-sm text-ink-muted">
          Shared from Stackwise. Looking for software for your own company?{' '}
          <Link href="/" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            See how it works
          </Link>
        </p>
      ) : (
        <footer className="mt-12 border-t border-line pt-6 text-sm text-ink-muted">
          <p>{preparedByLine(branding.brandName, data.clientName) ?? ''}</p>
          {branding.showMadeWith && (
            <p className="mt-1 text-xs" data-testid="made-with">
              Made with{' '}
              <Link href="/" className="underline underline-offset-2 hover:text-ink">
                Stackwise
              </Link>
            </p>
          )}
        </footer>
      )}
    </main>
  );
}

/** The sharing MSP's brand (issue 19): logo, name, "Prepared by … for …", contact, accent bar. */
function BrandHeader({ data }: { data: SharedResults }) {
  const { branding } = data;
  const preparedBy = preparedByLine(branding.brandName, data.clientName);
  return (
    <div
      data-testid="shared-brand"
      className="mb-8 flex flex-col gap-3 border-b-4 border-brand-700 pb-5 sm:flex-row sm:items-center sm:gap-5"
      style={branding.accent ? { borderBottomColor: branding.accent } : undefined}
    >
      {branding.logoUrl && (
        <img src={branding.logoUrl} alt={branding.brandName ? `${branding.brandName} logo` : 'Logo'} className="h-14 w-auto max-w-[220px] self-start object-contain sm:self-center" />
      )}
      <div className="min-w-0">
        {branding.brandName && <p className="text-lg font-semibold text-ink">{branding.brandName}</p>}
        {preparedBy && <p className="text-sm text-ink-muted">{preparedBy}</p>}
        {branding.contact && <p className="text-sm break-words text-ink-muted">{branding.contact}</p>}
      </div>
    </div>
  );
}

/** Why a shared link does not open, in words a colleague can act on. */
function SharedLinkProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const api = error instanceof ApiError ? error : null;
  const problem =
    api?.code === sharedLinkErrorCodes.revoked
      ? { icon: CircleSlash, title: 'This link was revoked', retry: false }
      : api?.code === sharedLinkErrorCodes.expired
        ? { icon: Clock, title: 'This link has expired', retry: false }
        : api?.status === 404
          ? { icon: SearchX, title: 'This link does not work', retry: false }
          : api?.code === sharedLinkErrorCodes.updating
            ? { icon: RefreshCw, title: 'These results are being updated', retry: true }
            : api?.status === 429
              ? { icon: ShieldAlert, title: 'Too many attempts', retry: true }
              : { icon: SearchX, title: 'We couldn’t load these results', retry: true };
  const description = api?.serverMessage ?? 'Check your connection and try again.';
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] w-full max-w-2xl flex-col justify-center px-4 py-12 sm:px-6">
      <h1 className="sr-only">Shared software recommendations</h1>
      <EmptyState
        icon={problem.icon}
        headingLevel={2}
        title={problem.title}
        description={description}
        action={
          problem.retry ? (
            <Button onClick={onRetry}>Try again</Button>
          ) : (
            <Link href="/" className={buttonClasses('secondary')}>
              Go to the home page
            </Link>
          )
        }
      />
    </main>
  );
}
