// One recommendation (spec 2, Results): name, description, score and badge, key features,
// pricing, implementation, considerations; plus our "Your cost" and "Why this score".
import { Award, ChevronDown, CircleHelp, ExternalLink, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { matchBand, type RecommendationAnalysis } from '../../../shared/recommendations.js';
import { Badge, type BadgeVariant } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { AskTheVendor } from './ask-the-vendor';
import { CostPanel } from './cost-panel';
import { PricingBlock } from './pricing-block';
import { ReportFactDialog } from './report-fact-dialog';
import { hasImplementationDetails, type RecommendationView } from './recommendation-view';
import { ScoreBreakdown } from './score-breakdown';
import { vendorQuestionsFor, type BuyerFacts } from './vendor-questions-for';

const bandVariant = (score: number): BadgeVariant =>
  score >= 90 ? 'success' : score >= 80 ? 'default' : score >= 70 ? 'secondary' : 'outline';

export function RecommendationCard({
  rec,
  rank,
  project,
  compare,
  readOnly = false,
}: {
  rec: RecommendationView;
  rank: number;
  /** The buyer's country and headcount, which the vendor questions are asked for. */
  project: BuyerFacts;
  /** Without it the card has no Compare checkbox (the shared page shows the table itself). */
  compare?: { checked: boolean; disabled: boolean; onChange: (checked: boolean) => void };
  /** A signed-out visitor of a shared link: nothing that needs an account (reporting a fact). */
  readOnly?: boolean;
}) {
  const headingId = `rec-${rec.id}-name`;
  const compareId = `compare-${rec.id}`;
  const detailsId = `rec-${rec.id}-details`;
  // On a phone the details start folded (five full cards are ~12,000 px); from md up they always show.
  const [expanded, setExpanded] = useState(false);
  const questions = useMemo(() => vendorQuestionsFor(rec, project), [rec, project]);
  return (
    <Card
      id={`rec-${rec.id}`}
      className={cn('scroll-mt-14 overflow-hidden border-2', rec.isTop ? 'border-success-600' : 'border-brand-500')}
      data-top={rec.isTop ? 'true' : 'false'}
      data-testid="recommendation-card"
      role="article"
      aria-labelledby={headingId}
    >
      <div
        className={cn(
          'flex flex-col gap-4 p-5 sm:flex-row sm:items-start sm:justify-between',
          rec.isTop ? 'bg-success-50/60' : 'bg-brand-50/40',
        )}
      >
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-semibold text-ink-subtle">#{rank}</span>
            {rec.isTop && (
              <Badge variant="success" className="gap-1">
                <Award className="h-3.5 w-3.5" aria-hidden="true" />
                Top Recommendation
              </Badge>
            )}
          </div>
          <h2 id={headingId} className="mt-1 text-2xl font-bold tracking-tight text-ink">
            {rec.name}
          </h2>
          {rec.analysis?.vendor && rec.analysis.vendor !== rec.name && (
            <p className="text-sm text-ink-subtle">by {rec.analysis.vendor}</p>
          )}
          {rec.description && <p className="mt-2 text-ink-muted">{rec.description}</p>}
        </div>
        <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end">
          <p className="text-4xl font-extrabold tabular-nums text-ink" aria-label={`Match score ${rec.score}%`}>
            {rec.score}%
          </p>
          <Badge variant={bandVariant(rec.score)} data-testid="match-badge">
            {matchBand(rec.score)}
          </Badge>
        </div>
      </div>

      {rec.analysis && <UnconfirmedMustHaves analysis={rec.analysis} />}

      <div className="px-5 pt-4 md:hidden">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((v) => !v)}
          className="flex w-full items-center justify-between rounded-lg border border-line bg-white px-4 py-2.5 text-sm font-medium text-ink"
        >
          {expanded ? 'Hide details' : 'Show features, pricing and cost'}
          <ChevronDown className={cn('h-4 w-4 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
        </button>
      </div>

      <div id={detailsId} data-testid="recommendation-details" className={cn(expanded ? 'block' : 'hidden', 'md:block')}>
        <div className="grid gap-6 p-5 md:grid-cols-2">
          <Section title="Key Features">
            {rec.keyFeatures.length ? (
              <ul className="space-y-1.5">
                {rec.keyFeatures.map((f) => (
                  <li key={f} className="flex gap-2 text-sm text-ink">
                    <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
                    {f}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-ink-muted">No key features available</p>
            )}
          </Section>

          <Section title="Pricing">
            <PricingBlock pricing={rec.pricing} />
          </Section>

          <Section title="Implementation">
            {hasImplementationDetails(rec.implementation) ? (
              <div className="space-y-2 text-sm">
                <dl className="grid grid-cols-2 gap-3">
                  {rec.implementation.timeframe && (
                    <div>
                      <dt className="text-ink-muted">Timeframe</dt>
                      <dd className="font-medium text-ink">{rec.implementation.timeframe}</dd>
                    </div>
                  )}
                  {rec.implementation.complexity && (
                    <div>
                      <dt className="text-ink-muted">Complexity</dt>
                      <dd className="font-medium text-ink">{rec.implementation.complexity}</dd>
                    </div>
                  )}
                </dl>
                {rec.implementation.requirements.length > 0 && (
                  <div>
                    <p className="text-ink-muted">Requirements</p>
                    <ul className="mt-1 list-disc space-y-1 pl-5 text-ink">
                      {rec.implementation.requirements.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ul>
                  </div>
                )}
              </div>
            ) : (
              <p className="text-sm text-ink-muted">No implementation details available</p>
            )}
          </Section>

          <Section title="Considerations">
            <div className="space-y-3 text-sm">
              <List
                icon={<ThumbsUp className="h-4 w-4 text-success-700" aria-hidden="true" />}
                title="Pros"
                items={rec.considerations.pros}
              />
              <List
                icon={<ThumbsDown className="h-4 w-4 text-danger-700" aria-hidden="true" />}
                title="Cons"
                items={rec.considerations.cons}
              />
              {rec.considerations.bestFor && (
                <p>
                  <span className="font-semibold text-ink">Best For: </span>
                  <span className="text-ink-muted">{rec.considerations.bestFor}</span>
                </p>
              )}
            </div>
          </Section>
        </div>

        {(rec.analysis || questions.length > 0) && (
          <div className="space-y-4 px-5 pb-5">
            {rec.analysis && <CostPanel cost={rec.analysis.cost} name={rec.name} />}
            <AskTheVendor name={rec.name} questions={questions} project={project} />
            {rec.analysis && <ScoreBreakdown analysis={rec.analysis} score={rec.score} name={rec.name} />}
          </div>
        )}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line bg-surface-muted px-5 py-3">
        {compare && (
          <label
            htmlFor={compareId}
            className={cn(
              'inline-flex items-center gap-2 text-sm font-medium',
              compare.disabled ? 'text-ink-subtle' : 'cursor-pointer text-ink',
            )}
          >
            <input
              id={compareId}
              type="checkbox"
              checked={compare.checked}
              disabled={compare.disabled}
              onChange={(e) => compare.onChange(e.target.checked)}
              aria-label={`Compare ${rec.name}`}
              className="h-4 w-4 cursor-pointer accent-brand-700 disabled:cursor-not-allowed"
            />
            Compare
            {compare.disabled && <span className="text-xs font-normal">(up to 3)</span>}
          </label>
        )}
        {rec.analysis?.productId && !readOnly && <ReportFactDialog productId={rec.analysis.productId} productName={rec.name} />}
        {rec.analysis?.website && (
          <a
            href={rec.analysis.website}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${rec.name} website (opens in a new tab)`}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Vendor website
            <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          </a>
        )}
      </div>
    </Card>
  );
}

/** Must-haves no source confirms: on the card itself, so nobody buys without asking. */
function UnconfirmedMustHaves({ analysis }: { analysis: RecommendationAnalysis }) {
  const open = analysis.requirements.filter((r) => r.importance === 'must-have' && r.verdict === 'unknown');
  if (open.length === 0) return null;
  return (
    <div className="mx-5 mt-5 rounded-lg border border-warning-600/40 bg-warning-50 p-4" data-testid="unconfirmed-must-haves">
      <p className="flex items-center gap-2 text-sm font-semibold text-ink">
        <CircleHelp className="h-4 w-4 text-warning-700" aria-hidden="true" />
        {open.length === 1 ? '1 must-have is not confirmed' : `${open.length} must-haves are not confirmed`}
      </p>
      <ul className="mt-2 space-y-1 text-sm text-ink">
        {open.map((r) => (
          <li key={r.key}>
            <span className="font-medium">{r.label}:</span> not confirmed — ask the vendor before you buy.
          </li>
        ))}
      </ul>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold uppercase tracking-wider text-ink-subtle">{title}</h3>
      {children}
    </section>
  );
}

function List({ icon, title, items }: { icon: ReactNode; title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <div>
      <p className="flex items-center gap-1.5 font-semibold text-ink">
        {icon}
        {title}
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-6 text-ink-muted">
        {items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
    </div>
  );
}
