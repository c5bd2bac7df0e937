// /clients/:id (issue 19, point 4): one client's record of its stack — the client and its notes,
// the tools chosen for it by category with their review dates, and every project with its
// status, top pick and decision. "New project for this client" opens the wizard with it chosen.
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Building2, CalendarCheck, FolderPlus, MapPin, Pencil, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import type { ClientPortfolio } from '../../../shared/clients.js';
import { NONE_YET } from '../../../shared/decisions.js';
import { countries, employeeCounts, industries, labelOf, softwareCategories } from '../../../shared/options.js';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardHeader } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { RequireAuth } from '../auth/require-auth';
import { usePageMeta } from '../layout/use-page-meta';
import { rowAction, statusBadge } from '../projects/project-status';
import { useStartNewProject } from '../projects/use-start-new-project';
import { formatDate } from '../results/format';
import { ClientDialog } from './client-dialog';
import { portfolioQuery } from './client-queries';
import { projectCountText } from './clients-page';
import { DeleteClientDialog } from './delete-client-dialog';

/** The chosen tools grouped by software category, categories in the catalog's order. */
export function stackByCategory(chosen: ClientPortfolio['chosen']): { category: string; label: string; items: ClientPortfolio['chosen'] }[] {
  const order = softwareCategories.map((c) => c.value as string);
  const groups = new Map<string, ClientPortfolio['chosen']>();
  for (const item of chosen) groups.set(item.softwareCategory, [...(groups.get(item.softwareCategory) ?? []), item]);
  return [...groups.entries()]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([category, items]) => ({ category, label: labelOf(softwareCategories, category), items }));
}

export function PortfolioView({ clientId }: { clientId: string }) {
  const portfolio = useQuery({ ...portfolioQuery(clientId), refetchOnMount: 'always' });
  usePageMeta({ title: portfolio.data ? `${portfolio.data.client.name} — Client` : 'Client', noIndex: true });
  const startNewProject = useStartNewProject();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const back = (
    <Link href="/clients" className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-muted hover:text-brand-700">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Clients
    </Link>
  );

  if (portfolio.isPending) {
    return (
      <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-12" aria-busy="true">
        {back}
        <h1 className="sr-only">Loading client…</h1>
        <div role="status" aria-label="Loading client" className="mt-4 space-y-4">
          <Skeleton className="h-9 w-1/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-40 w-full" />
        </div>
      </main>
    );
  }
  if (portfolio.isError) {
    const missing = portfolio.error instanceof ApiError && portfolio.error.status === 404;
    return (
      <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-12">
        {back}
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">{missing ? 'Client not found' : 'Could not load this client'}</h1>
        <Alert
          variant={missing ? 'warning' : 'danger'}
          className="mt-6"
          title={missing ? 'This client does not exist in your workspace, or it was deleted.' : 'Please try again.'}
          action={
            !missing && (
              <Button variant="secondary" size="sm" onClick={() => void portfolio.refetch()}>
                Try again
              </Button>
            )
          }
        />
      </main>
    );
  }

  const { client, projects, chosen, nextReview } = portfolio.data;
  const stack = stackByCategory(chosen);
  const newProject = () => void startNewProject({ clientId: client.id });

  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-12">
      {back}
      <div className="mt-3 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <h1 className="break-words text-3xl font-bold tracking-tight text-ink">{client.name}</h1>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted" aria-label="Client details">
            <li className="flex items-center gap-1.5">
              <MapPin className="h-3.5 w-3.5 text-ink-subtle" aria-hidden="true" />
              <span className="sr-only">Country: </span>
              {labelOf(countries, client.country)}
            </li>
            <li className="flex items-center gap-1.5">
              <Building2 className="h-3.5 w-3.5 text-ink-subtle" aria-hidden="true" />
              <span className="sr-only">Industry: </span>
              {labelOf(industries, client.industry)}
            </li>
            <li className="flex items-center gap-1.5">
              <Users className="h-3.5 w-3.5 text-ink-subtle" aria-hidden="true" />
              <span className="sr-only">Company size: </span>
              {labelOf(employeeCounts, client.employeeCount)}
            </li>
            <li>{projectCountText(client.projectCount)}</li>
          </ul>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row md:shrink-0">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Edit client
          </Button>
          <Button onClick={newProject}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            New project for this client
          </Button>
        </div>
      </div>

      {client.notes && (
        <section aria-labelledby="client-notes" className="mt-6 rounded-[var(--radius-card)] border border-line bg-surface-muted p-4 sm:p-5">
          <h2 id="client-notes" className="text-sm font-semibold uppercase tracking-wide text-ink-subtle">
            Notes
          </h2>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-ink">{client.notes}</p>
        </section>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="self-start">
          <CardHeader className="border-b border-line pb-4">
            <h2 className="text-lg font-semibold leading-tight">Stack</h2>
            <p className="text-sm text-ink-muted">The tools chosen for {client.name}, by category.</p>
          </CardHeader>
          <div className="p-4 sm:p-5">
            {nextReview && (
              <p className="mb-4 flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900" data-testid="next-review">
                <CalendarCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span>
                  Next review: <strong>{formatDate(nextReview.reviewDate)}</strong> — {nextReview.productName ?? `${NONE_YET} (revisit the choice)`}
                </span>
              </p>
            )}
            {stack.length === 0 ? (
              <p className="text-sm text-ink-muted">No tool chosen yet. Record a decision on a project's results page and it shows here.</p>
            ) : (
              <dl className="grid gap-4">
                {stack.map((group) => (
                  <div key={group.category}>
                    <dt className="text-xs font-semibold uppercase tracking-wide text-ink-subtle">{group.label}</dt>
                    {group.items.map((item) => (
                      <dd key={item.projectId} className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                        <Link href={`/results/${item.projectId}`} className="font-medium text-ink hover:text-brand-700 hover:underline">
                          {item.name}
                        </Link>
                        <span className="text-ink-muted">Review {formatDate(item.reviewDate)}</span>
                        {item.reviewDue && <Badge variant="warning">Review due</Badge>}
                      </dd>
                    ))}
                  </div>
                ))}
              </dl>
            )}
          </div>
        </Card>

        <Card>
          <CardHeader className="border-b border-line pb-4">
            <h2 className="text-lg font-semibold leading-tight">Projects</h2>
          </CardHeader>
          {projects.length === 0 ? (
            <div className="p-4 sm:p-5">
              <EmptyState
                icon={FolderPlus}
                title="No projects for this client yet"
                description="Start one: the wizard fills in the client's country, industry and size."
                action={<Button onClick={newProject}>New project for this client</Button>}
                className="border-0"
              />
            </div>
          ) : (
            <ul className="divide-y divide-line" aria-label={`Projects for ${client.name}`}>
              {projects.map((p) => (
                <PortfolioProjectRow key={p.id} project={p} />
              ))}
            </ul>
          )}
        </Card>
      </div>

      <div className="mt-8 border-t border-line pt-6">
        <Button variant="ghost" size="sm" className="text-danger-700 hover:bg-danger-50" onClick={() => setDeleting(true)}>
          Delete this client
        </Button>
      </div>

      <ClientDialog open={editing} onOpenChange={setEditing} client={client} />
      <DeleteClientDialog client={deleting ? client : null} onClose={() => setDeleting(false)} onDeleted={() => navigate('/clients')} />
    </main>
  );
}

function PortfolioProjectRow({ project }: { project: ClientPortfolio['projects'][number] }) {
  const badge = statusBadge(project.status);
  const action = rowAction(project);
  const href = action.kind === 'link' ? action.href : '/dashboard';
  return (
    <li className="p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="min-w-0 break-words text-base font-semibold">
          <Link href={href} className="text-ink hover:text-brand-700 hover:underline">
            {project.name}
          </Link>
        </h3>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        {labelOf(softwareCategories, project.softwareCategory)} · Created {formatDate(project.createdAt)}
      </p>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        <div className="flex gap-1.5">
          <dt className="text-ink-muted">Top pick:</dt>
          <dd className="font-medium text-ink">
            {project.topRecommendation ? `${project.topRecommendation.name} (${project.topRecommendation.matchScore}% match)` : '—'}
          </dd>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <dt className="text-ink-muted">Decision:</dt>
          <dd className="font-medium text-ink">
            {project.decision ? (
              <>
                {project.decision.productName ?? NONE_YET}
                <span className="font-normal text-ink-muted">
                  {' '}
                  · {project.decision.productName ? 'review' : 'revisit'} {formatDate(project.decision.reviewDate)}
                </span>
                {project.decision.reviewDue && (
                  <Badge variant="warning" className="ml-2">
                    Review due
                  </Badge>
                )}
              </>
            ) : (
              'Not recorded'
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** /clients/:id: signed-in only. */
export default function PortfolioPage() {
  const { id } = useParams<{ id: string }>();
  return <RequireAuth>{id ? <PortfolioView key={id} clientId={id} /> : null}</RequireAuth>;
}
