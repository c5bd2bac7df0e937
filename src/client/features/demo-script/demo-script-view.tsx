// The demo script (issue 18, point 2): the scenarios in priority order, then the scoring sheet
// (1–5 per scenario for each of the top products). Takes the project and the API's
// recommendations as props, so the owner's page and a shared read-only page mount the same view.
import { ClipboardList } from 'lucide-react';
import { useMemo } from 'react';
import { demoScript, SCORE_SCALE, type DemoProject } from '../../../shared/demo-script.js';
import { Badge } from '../../components/ui/badge';
import { sortedRecommendations } from '../results/recommendation-view';

export type DemoScriptViewProps = {
  project: DemoProject;
  /** The recommendations as GET /api/projects/:id/recommendations returns them, in any order. */
  recommendations: readonly unknown[];
  /** The level of the view's section headings: 2 under a page's h1. */
  headingLevel?: 2 | 3;
};

export function DemoScriptView({ project, recommendations, headingLevel = 2 }: DemoScriptViewProps) {
  const script = useMemo(
    () =>
      demoScript({
        project,
        recommendations: sortedRecommendations(recommendations).map((r) => ({ name: r.name, requirements: r.analysis?.requirements ?? [] })),
      }),
    [project, recommendations],
  );
  const H = headingLevel === 2 ? 'h2' : 'h3';

  if (script.scenarios.length === 0) {
    return (
      <p className="mt-6 rounded-lg border border-line bg-surface-muted p-4 text-sm text-ink-muted" data-testid="demo-script-empty">
        You set no requirements a vendor could show live, so there is no script to follow. Ask each vendor to show the work your team
        does every day instead.
      </p>
    );
  }

  return (
    <div className="space-y-8" data-testid="demo-script">
      <section aria-labelledby="demo-scenarios">
        <H id="demo-scenarios" className="flex items-center gap-2 text-xl font-semibold text-ink">
          <ClipboardList className="h-5 w-5 text-brand-700 print:hidden" aria-hidden="true" />
          Scenarios to watch
        </H>
        <p className="mt-1 text-sm text-ink-muted">
          Send these to each vendor before the demo and ask them to show every scenario live, in this order, in the product itself (not
          on slides).
        </p>
        <ol className="mt-4 space-y-3">
          {script.scenarios.map((s) => (
            <li key={s.key} className="flex gap-3 rounded-lg border border-line bg-white p-3 break-inside-avoid">
              <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800">
                {s.number}
              </span>
              <div className="min-w-0 text-sm">
                <p className="font-medium text-ink">{s.prompt}</p>
                <p className="mt-0.5 text-ink-muted">
                  {s.requirement}{' '}
                  <Badge variant={s.mustHave ? 'default' : 'outline'} className="ml-1 align-middle">
                    {s.mustHave ? 'Must-have' : 'Nice-to-have'}
                  </Badge>
                </p>
              </div>
            </li>
          ))}
        </ol>
        {script.askedNotShown.length > 0 && (
          <p className="mt-4 text-sm text-ink-muted">
            Not for the demo, since there is nothing to watch: {script.askedNotShown.join('; ')}. Ask for these in writing (see “Ask
            the vendor” on each result).
          </p>
        )}
      </section>

      <section aria-labelledby="demo-scoring">
        <H id="demo-scoring" className="text-xl font-semibold text-ink">
          Scoring sheet
        </H>
        <p className="mt-1 text-sm text-ink-muted">
          Circle one score per scenario and product: 1 not shown or poor, 3 works with effort, 5 done well and easily.
        </p>
        <p className="mt-2 text-xs text-ink-subtle sm:hidden print:hidden">Swipe the table sideways to see every product.</p>
        {/* relative: the cells' screen-reader text is positioned absolutely and must scroll with the table, not widen the page. */}
        <div className="relative mt-4 overflow-x-auto rounded-lg border border-line print:overflow-visible" role="region" aria-label="Scores by scenario and product" tabIndex={0}>
          <table className="w-full min-w-[40rem] border-collapse text-sm print:min-w-0">
            <thead className="bg-surface-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold text-ink">
                  Scenario
                </th>
                {script.products.map((p) => (
                  <th key={p} scope="col" className="w-36 px-3 py-2 text-center font-semibold text-ink">
                    {p}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {script.scenarios.map((s) => (
                <tr key={s.key} className="border-t border-line break-inside-avoid">
                  <th scope="row" className="px-3 py-2 text-left font-normal text-ink">
                    <span className="font-medium">{s.number}.</span> {s.requirement}
                    {s.mustHave && <span className="text-ink-muted"> (must-have)</span>}
                  </th>
                  {script.products.map((p) => (
                    <td key={p} className="px-3 py-2 text-center">
                      <ScoreChoices />
                    </td>
                  ))}
                </tr>
              ))}
              <tr className="border-t-2 border-line font-semibold">
                <th scope="row" className="px-3 py-2 text-left text-ink">
                  Total (out of {script.scenarios.length * SCORE_SCALE.length})
                </th>
                {script.products.map((p) => (
                  <td key={p} className="px-3 py-2">
                    <span className="sr-only">Total for {p}</span>
                    <span className="mx-auto block h-6 w-16 border-b border-ink-subtle" aria-hidden="true" />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}

/** 1 to 5, to circle on paper. */
function ScoreChoices() {
  return (
    <span className="inline-flex gap-1" aria-label="Score from 1 to 5" role="img">
      {SCORE_SCALE.map((n) => (
        <span key={n} className="flex h-6 w-6 items-center justify-center rounded-full border border-line text-xs text-ink-muted" aria-hidden="true">
          {n}
        </span>
      ))}
    </span>
  );
}
