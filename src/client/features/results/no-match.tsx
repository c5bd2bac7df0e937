// A completed analysis with no recommendation: which must-haves eliminated which products, the
// closest products and exactly what each misses, and the way forward (edit answers, free).
import { PencilLine, SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { softwareCategories } from '../../../shared/options.js';
import type { Project } from '../../../shared/projects.js';
import type { EliminationSummary } from '../../../shared/recommendations.js';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** The wizard, filled in with this project's details, for the category with this label. */
function newProjectIn(projectId: number, categoryLabel: string): string {
  const category = softwareCategories.find((c) => c.label === categoryLabel)?.value;
  return category ? `/project-wizard?from=${projectId}&category=${category}` : '/project-wizard';
}

export function NoMatch({ project, elimination }: { project: Project; elimination: EliminationSummary | null }) {
  const edit = (
    <Link href={`/questionnaire/${project.id}`} className={buttonClasses('primary')}>
      <PencilLine className="h-4 w-4" aria-hidden="true" />
      Edit answers
    </Link>
  );
  if (elimination?.noProductsOfKind && elimination.kindInCategory) {
    return (
      <Card className="mt-8 p-6" data-testid="no-match">
        <h2 className="flex items-center gap-2 text-xl font-semibold text-ink">
          <SearchX className="h-5 w-5 shrink-0 text-ink-muted" aria-hidden="true" />
          We compare {elimination.noProductsOfKind} under {elimination.kindInCategory}, not under Other
        </h2>
        <p className="mt-2 text-ink-muted">
          We recommend nothing rather than other kinds of software. Start a project in the {elimination.kindInCategory} category
          to compare them, or, if you meant another kind, edit your first answer and update the recommendations at no cost.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link href={newProjectIn(project.id, elimination.kindInCategory)} className={buttonClasses('primary')}>
            New {elimination.kindInCategory} project
          </Link>
          <Link href={`/questionnaire/${project.id}`} className={buttonClasses('secondary')}>
            <PencilLine className="h-4 w-4" aria-hidden="true" />
            Edit answers
          </Link>
        </div>
      </Card>
    );
  }
  if (elimination?.noProductsOfKind) {
    return (
      <Card className="mt-8 p-6" data-testid="no-match">
        <h2 className="flex items-center gap-2 text-xl font-semibold text-ink">
          <SearchX className="h-5 w-5 shrink-0 text-ink-muted" aria-hidden="true" />
          Our catalog has no products of this kind yet: {elimination.noProductsOfKind}
        </h2>
        <p className="mt-2 text-ink-muted">
          We recommend nothing rather than products of another kind. If you meant a different kind of software, edit your first
          answer and update the recommendations at no cost.
        </p>
        <div className="mt-4">{edit}</div>
      </Card>
    );
  }
  return (
    <Card className="mt-8 p-6" data-testid="no-match">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-ink">
        <SearchX className="h-5 w-5 shrink-0 text-ink-muted" aria-hidden="true" />
        No product meets every must-have
      </h2>
      <p className="mt-2 text-ink-muted">
        {elimination ? `We considered ${elimination.considered} products. ` : ''}A product is ruled out only when a source says it
        does not meet a must-have (or it is not sold in your country). Edit your answers and update the recommendations: it costs
        nothing.
      </p>
      {elimination && elimination.byRequirement.length > 0 && (
        <section className="mt-5" aria-labelledby="eliminated-by">
          <h3 id="eliminated-by" className="text-sm font-semibold uppercase tracking-wider text-ink-subtle">
            What ruled products out
          </h3>
          <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
            {elimination.byRequirement.map((r) => (
              <li key={r.label} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="text-ink">{r.label}</span>
                <span className="shrink-0 tabular-nums text-ink-muted">
                  {r.products} product{r.products === 1 ? '' : 's'}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {elimination && elimination.closest.length > 0 && (
        <section className="mt-5" aria-labelledby="closest">
          <h3 id="closest" className="text-sm font-semibold uppercase tracking-wider text-ink-subtle">
            The closest products
          </h3>
          <ul className="mt-2 space-y-3">
            {elimination.closest.map((c) => (
              <li key={c.productId} className="rounded-lg border border-line p-3">
                <p className="font-semibold text-ink">{c.softwareName}</p>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-ink-muted">
                  {c.misses.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mt-5 flex flex-wrap gap-3">{edit}</div>
    </Card>
  );
}
