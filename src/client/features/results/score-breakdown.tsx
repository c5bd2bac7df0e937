// "Why this score": the points behind the match score and the requirement-by-requirement
// verdicts, must-haves first, each with its reason, plus the sources the facts come from.
import { ChevronDown, ExternalLink } from 'lucide-react';
import type { RecommendationAnalysis } from '../../../shared/recommendations.js';
import { Badge } from '../../components/ui/badge';
import { formatDate } from './format';
import { VerdictMark } from './verdict';
import { mustHavesFirst } from './verdict-labels';

export function ScoreBreakdown({ analysis, score, name }: { analysis: RecommendationAnalysis; score: number; name: string }) {
  const requirements = mustHavesFirst(analysis.requirements);
  const musts = requirements.filter((r) => r.importance === 'must-have');
  const mustsMet = musts.filter((r) => r.verdict === 'met').length;
  return (
    <details className="group rounded-lg border border-line bg-surface-muted">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 font-medium text-ink hover:bg-surface-sunken [&::-webkit-details-marker]:hidden">
        <span className="flex flex-col sm:flex-row sm:items-baseline sm:gap-2">
          <span>
            Why this score <span className="sr-only">for {name}</span>
          </span>
          {musts.length > 0 && (
            <span className="text-sm font-normal text-ink-muted">
              {mustsMet} of {musts.length} must-haves met
            </span>
          )}
        </span>
        <ChevronDown className="h-4 w-4 shrink-0 text-ink-muted transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="space-y-5 border-t border-line px-4 pb-4 pt-4">
        <div>
          <h3 className="text-sm font-semibold text-ink">How the {score}% adds up</h3>
          <ul className="mt-2 space-y-2">
            {analysis.scoreParts.map((part) =>
              part.max === 0 ? (
                // A cap: its own line, with why.
                <li key={part.label} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 text-sm">
                  <span className="font-medium text-warning-700">{part.label}</span>
                  <span className="tabular-nums font-medium text-warning-700">{part.points}</span>
                </li>
              ) : (
                <li key={part.label} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 text-sm">
                  <span className="text-ink-muted">{part.label}</span>
                  <span className="tabular-nums font-medium text-ink">
                    {part.points} / {part.max}
                  </span>
                  <span className="col-span-2 h-1.5 overflow-hidden rounded-full bg-brand-100" aria-hidden="true">
                    <span
                      className="block h-full rounded-full bg-brand-700"
                      style={{ width: `${Math.min(100, (part.points / part.max) * 100)}%` }}
                    />
                  </span>
                </li>
              ),
            )}
            <li className="flex justify-between border-t border-line pt-2 text-sm font-semibold text-ink">
              <span>Match score</span>
              <span className="tabular-nums">{score}</span>
            </li>
          </ul>
        </div>

        <div>
          <h3 className="text-sm font-semibold text-ink">Your requirements</h3>
          {requirements.length === 0 ? (
            <p className="mt-2 text-sm text-ink-muted">
              You set no specific requirements, so the score rests on company size and industry fit.
            </p>
          ) : (
            <ul className="mt-2 divide-y divide-line rounded-lg border border-line bg-white">
              {requirements.map((r) => (
                <li key={r.key} className="flex flex-col gap-1 px-3 py-2.5 sm:flex-row sm:items-start sm:gap-3">
                  <VerdictMark verdict={r.verdict} className="sm:w-28 sm:shrink-0" />
                  <div className="min-w-0 text-sm">
                    <p className="font-medium text-ink">
                      {r.label}{' '}
                      {r.importance === 'must-have' && (
                        <Badge variant="outline" className="ml-1 align-middle">
                          Must-have
                        </Badge>
                      )}
                    </p>
                    <p className="text-ink-muted">{r.reason}</p>
                    {r.origin && <p className="text-xs text-ink-subtle">Added {r.origin}.</p>}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div>
          <h3 className="text-sm font-semibold text-ink">Fit</h3>
          <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
            {(
              [
                ['Company size', analysis.fit.size],
                ['Industry', analysis.fit.industry],
              ] as const
            ).map(([label, fit]) => (
              <div key={label} className="rounded-lg border border-line bg-white px-3 py-2.5">
                <dt className="flex items-center justify-between gap-2 font-medium text-ink">
                  {label}
                  <VerdictMark verdict={fit.verdict} />
                </dt>
                <dd className="mt-1 text-ink-muted">{fit.reason}</dd>
              </div>
            ))}
          </dl>
        </div>

        {analysis.sources.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold text-ink">Sources</h3>
            <ul className="mt-2 space-y-1 text-sm">
              {analysis.sources.map((s) => (
                <li key={s.url + s.label}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
                  >
                    {s.label}
                    <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                  <span className="text-ink-subtle"> · checked {formatDate(s.asOf)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </details>
  );
}
