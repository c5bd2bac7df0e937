import { Check, Minus } from 'lucide-react';
import { Badge } from '../../components/ui/badge';

const rows = [
  { letter: 'A', name: 'Product A', score: 94, band: 'Best Match', note: '5 of 5 must-haves met', variant: 'success' as const },
  {
    letter: 'B',
    name: 'Product B',
    score: 86,
    band: 'Strong Match',
    note: '5 of 5 must-haves · 3 of 6 nice-to-haves',
    variant: 'secondary' as const,
  },
  {
    letter: 'C',
    name: 'Product C',
    score: 71,
    band: 'Good Match',
    note: '4 of 5 must-haves · no DATEV export',
    variant: 'outline' as const,
  },
];

const reasons = [
  { met: true, text: 'GoBD-compliant bookkeeping' },
  { met: true, text: 'DATEV export for your accountant' },
  { met: true, text: 'E-invoicing (XRechnung)' },
  { met: false, text: 'Mobile receipt capture — partly' },
];

/** A drawing of what a report looks like, clearly labelled as an illustration: no real product or score. */
export function HeroReportPreview() {
  return (
    <figure className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div
        aria-hidden="true"
        className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-tr from-brand-200/60 via-brand-100/40 to-transparent blur-2xl"
      />
      <div className="overflow-hidden rounded-[var(--radius-panel)] border border-line bg-white shadow-[var(--shadow-hero)]">
        <div className="flex items-center justify-between gap-3 border-b border-line bg-surface-muted px-5 py-3">
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-ink">Your shortlist</p>
            <p className="truncate text-xs text-ink-muted">Accounting · 11-50 employees · Germany</p>
          </div>
          <Badge variant="outline">Illustration</Badge>
        </div>
        <ol className="divide-y divide-line">
          {rows.map((r) => (
            <li key={r.letter} className="flex items-center gap-3 px-5 py-3.5">
              <span
                aria-hidden="true"
                className="grid h-9 w-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-sm font-bold text-brand-800"
              >
                {r.letter}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold text-ink">{r.name}</p>
                <p className="text-xs text-ink-muted">{r.note}</p>
              </div>
              <div className="flex flex-col items-end gap-1">
                <span className="text-lg font-extrabold tabular-nums text-ink">{r.score}%</span>
                <Badge variant={r.variant}>{r.band}</Badge>
              </div>
            </li>
          ))}
        </ol>
        <div className="border-t border-line bg-surface-muted px-5 py-4">
          <p className="text-xs font-semibold uppercase tracking-wider text-ink-muted">Why Product A scores 94%</p>
          <ul className="mt-2 space-y-1.5">
            {reasons.map((r) => (
              <li key={r.text} className="flex items-center gap-2 text-sm text-ink">
                {r.met ? (
                  <Check className="h-4 w-4 shrink-0 text-success-700" role="img" aria-label="Met" />
                ) : (
                  <Minus className="h-4 w-4 shrink-0 text-warning-700" role="img" aria-label="Partly met" />
                )}
                {r.text}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-ink-muted">
            €38 per month for 12 users · price checked 2 Nov 2026 on the vendor's pricing page
          </p>
        </div>
      </div>
      <figcaption className="sr-only">An example of the ranking, the reasons and the dated price a report shows.</figcaption>
    </figure>
  );
}
