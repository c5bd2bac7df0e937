// After answers were edited and the analysis re-run: what changed since the previous run.
import { History } from 'lucide-react';
import type { RunChanges } from '../../../shared/recommendations.js';
import { formatMoney } from './format';

export function RunChangesCard({ changes }: { changes: RunChanges }) {
  const nothing = changes.added.length === 0 && changes.dropped.length === 0 && changes.changed.length === 0;
  const money = (n: number | null, currency: string) => (n === null ? 'price on request' : formatMoney(n, currency));
  return (
    <section
      aria-labelledby="run-changes"
      className="mt-6 rounded-lg border border-brand-200 bg-brand-50/60 p-4 text-sm"
      data-testid="run-changes"
    >
      <h2 id="run-changes" className="flex items-center gap-2 font-semibold text-ink">
        <History className="h-4 w-4 text-brand-700" aria-hidden="true" />
        What changed since your previous answers (run {changes.run} vs {changes.previousRun})
      </h2>
      {nothing ? (
        <p className="mt-2 text-ink-muted">The same products, scores and costs as before.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-ink">
          {changes.added.map((n) => (
            <li key={`+${n}`}>
              <span className="font-medium">New:</span> {n}
            </li>
          ))}
          {changes.dropped.map((n) => (
            <li key={`-${n}`}>
              <span className="font-medium">No longer recommended:</span> {n}
            </li>
          ))}
          {changes.changed.map((c) => (
            <li key={c.name}>
              <span className="font-medium">{c.name}:</span> score {c.scoreFrom}% → {c.scoreTo}%
              {c.monthlyFrom !== c.monthlyTo &&
                `, ${money(c.monthlyFrom, c.currency)} → ${money(c.monthlyTo, c.currency)} a month`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
