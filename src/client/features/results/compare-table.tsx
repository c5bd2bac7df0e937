// The Compare table: recommendations side by side — score, costs, implementation, fit and every
// requirement verdict. In the Compare dialog of the results page and on a shared page.
import type { ReactNode } from 'react';
import { matchBand } from '../../../shared/recommendations.js';
import { Badge } from '../../components/ui/badge';
import { compareRows } from './compare-rows';
import { implementationText, monthlyText, PRICE_ON_REQUEST, startingText, threeYearText } from './cost-text';
import type { RecommendationView } from './recommendation-view';
import { VerdictMark } from './verdict';

/**
 * `regionLabel` names the scrolling wrapper and lets the keyboard reach it (it holds no focusable
 * element of its own), for a table that stands on a page rather than in a dialog.
 */
export function CompareTable({ recs, regionLabel }: { recs: RecommendationView[]; regionLabel?: string }) {
  const rows = compareRows(recs);
  type Cost = NonNullable<RecommendationView['analysis']>['cost'];
  const cost = (r: RecommendationView, text: (c: Cost) => string | null) => {
    const c = r.analysis?.cost;
    return c ? (text(c) ?? '—') : PRICE_ON_REQUEST;
  };
  return (
    <div className="overflow-x-auto" {...(regionLabel ? { role: 'region', 'aria-label': regionLabel, tabIndex: 0 } : {})}>
      {/* On a phone the table scrolls sideways under a sticky first column. */}
      <table className="w-full border-collapse text-left text-sm" style={{ minWidth: `${7 + recs.length * 11}rem` }}>
        <thead>
          <tr className="border-b border-line bg-surface-muted">
            <th
              scope="col"
              className="sticky left-0 z-10 w-28 bg-surface-muted px-3 py-3 font-semibold text-ink-muted sm:w-48 sm:px-4"
            >
              <span className="sr-only">Criterion</span>
            </th>
            {recs.map((r) => (
              <th key={r.id} scope="col" className="px-3 py-3 align-top sm:px-4">
                <span className="block text-base font-bold text-ink">{r.name}</span>
                <span className="mt-1 flex flex-wrap items-center gap-2">
                  <span className="text-lg font-extrabold tabular-nums text-ink">{r.score}%</span>
                  <Badge variant={r.isTop ? 'success' : 'secondary'}>{matchBand(r.score)}</Badge>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Group title="Costs" span={recs.length} />
          <Row label="Plan">{recs.map((r) => r.analysis?.cost.planName ?? '—')}</Row>
          <Row label="Starting at">{recs.map((r) => cost(r, (c) => startingText(c) ?? PRICE_ON_REQUEST))}</Row>
          <Row label="Per month">{recs.map((r) => cost(r, monthlyText))}</Row>
          <Row label="Implementation">{recs.map((r) => cost(r, implementationText))}</Row>
          <Row label="3-year total">{recs.map((r) => cost(r, threeYearText))}</Row>
          <Row label="Timeframe">
            {recs.map(
              (r) =>
                [r.implementation.timeframe, r.implementation.complexity && `${r.implementation.complexity} complexity`]
                  .filter(Boolean)
                  .join(', ') || '—',
            )}
          </Row>

          <Group title="Fit" span={recs.length} />
          {(
            [
              ['Company size', 'size'],
              ['Industry', 'industry'],
            ] as const
          ).map(([label, fit]) => (
            <Row key={fit} label={label}>
              {recs.map((r) =>
                r.analysis ? (
                  <VerdictCell key={r.id} verdict={r.analysis.fit[fit].verdict} reason={r.analysis.fit[fit].reason} />
                ) : (
                  '—'
                ),
              )}
            </Row>
          ))}

          {rows.length > 0 && <Group title="Your requirements" span={recs.length} />}
          {rows.map((row) => (
            <Row
              key={row.key}
              label={
                <>
                  {row.label}
                  {row.importance === 'must-have' && (
                    <Badge variant="outline" className="ml-1 mt-1">
                      Must-have
                    </Badge>
                  )}
                </>
              }
            >
              {row.cells.map((cell, i) =>
                cell ? (
                  <VerdictCell key={i} verdict={cell.verdict} reason={cell.reason} />
                ) : (
                  <span key={i} className="text-ink-subtle">
                    Not assessed
                  </span>
                ),
              )}
            </Row>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Group({ title, span }: { title: string; span: number }) {
  return (
    <tr className="bg-brand-50">
      <th scope="colgroup" colSpan={span + 1} className="px-4 py-2 text-xs font-semibold uppercase tracking-wider text-brand-800">
        {title}
      </th>
    </tr>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode[] }) {
  return (
    <tr className="border-b border-line align-top">
      <th scope="row" className="sticky left-0 z-10 bg-white px-3 py-3 font-medium text-ink sm:px-4">
        {label}
      </th>
      {children.map((c, i) => (
        <td key={i} className="px-3 py-3 text-ink sm:px-4">
          {c}
        </td>
      ))}
    </tr>
  );
}

function VerdictCell({ verdict, reason }: { verdict: Parameters<typeof VerdictMark>[0]['verdict']; reason: string }) {
  return (
    <div>
      <VerdictMark verdict={verdict} />
      <p className="mt-0.5 text-xs text-ink-muted">{reason}</p>
    </div>
  );
}
