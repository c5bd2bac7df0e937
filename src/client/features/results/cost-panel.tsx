// "Your cost": the plan that covers the must-haves, its monthly cost for the headcount, the
// implementation estimate, the 3-year total and when and where the price was verified.
import { ExternalLink, Wallet } from 'lucide-react';
import type { CostEstimate } from '../../../shared/recommendations.js';
import { planExtrasText } from '../../../shared/wording.js';
import { audienceTag, convertedText, implementationText, monthlyText, priceDateText, PRICE_ON_REQUEST, threeYearText } from './cost-text';

export function CostPanel({ cost, name }: { cost: CostEstimate; name: string }) {
  const converted = convertedText(cost);
  // The card words it mid-sentence: "price verified on …" / "price reported by a third party on …".
  const priceDate = priceDateText(cost);
  const priceDateLine = priceDate && priceDate.charAt(0).toLowerCase() + priceDate.slice(1);
  return (
    <section aria-label={`Your cost with ${name}`} className="rounded-lg border border-brand-100 bg-brand-50/60 p-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Wallet className="h-4 w-4 text-brand-700" aria-hidden="true" />
        Your cost
      </h3>
      {cost.monthly !== null ? (
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-ink-muted">{cost.planName ? `${cost.planName} plan` : 'Monthly'}</dt>
            <dd className="mt-0.5 text-lg font-semibold text-ink">
              {monthlyText(cost)}
              {cost.monthly > 0 && <span className="text-sm font-normal text-ink-muted">/month</span>}
            </dd>
            <dd className="text-xs text-ink-muted">for {cost.seatBasis}</dd>
            {audienceTag(cost) && <dd className="text-xs font-medium text-success-700">{audienceTag(cost)}</dd>}
          </div>
          <div>
            <dt className="text-ink-muted">Implementation</dt>
            <dd className="mt-0.5 text-lg font-semibold text-ink">{implementationText(cost)}</dd>
            <dd className="text-xs text-ink-muted">one-off estimate</dd>
          </div>
          <div>
            <dt className="text-ink-muted">3-year total</dt>
            <dd className="mt-0.5 text-lg font-semibold text-ink">{threeYearText(cost)}</dd>
            <dd className="text-xs text-ink-muted">36 months plus implementation</dd>
          </div>
        </dl>
      ) : (
        <>
          <p className="mt-2 text-lg font-semibold text-ink">{PRICE_ON_REQUEST}</p>
          <p className="mt-1 text-sm text-ink-muted">{cost.note}</p>
          {cost.pricingUrl && (
            <p className="mt-1 text-sm">
              <a
                href={cost.pricingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                Vendor’s pricing page
                <ExternalLink className="h-3 w-3" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </p>
          )}
          <p className="mt-2 text-sm text-ink">
            Implementation estimate: <span className="font-semibold">{implementationText(cost)}</span>
          </p>
        </>
      )}
      {cost.budgetLabel && cost.withinBudget !== null && (
        <p
          className={cost.withinBudget ? 'mt-3 text-sm font-medium text-success-700' : 'mt-3 text-sm font-medium text-danger-700'}
        >
          {cost.withinBudget ? 'Within your budget' : 'Above your budget'} ({cost.budgetLabel})
        </p>
      )}
      {converted && <p className="mt-2 text-xs font-medium text-warning-700">{converted}</p>}
      {/* The note (which says these) is not shown beside a converted price: its limits and the plan with the nice-to-haves are. */}
      {converted && cost.monthly !== null && planExtrasText(cost, cost.currency) && (
        <p className="mt-2 text-xs text-ink-muted">{planExtrasText(cost, cost.currency)}</p>
      )}
      {cost.monthly !== null && cost.note && !converted && <p className="mt-2 text-xs text-ink-muted">{cost.note}</p>}
      {priceDateLine && (
        <p className="mt-2 text-xs text-ink-muted">
          {cost.priceSource ? (
            <a
              href={cost.priceSource}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              {priceDateLine}
              <ExternalLink className="h-3 w-3" aria-hidden="true" />
              <span className="sr-only">(opens the vendor's pricing page in a new tab)</span>
            </a>
          ) : (
            <>{priceDateLine}</>
          )}
        </p>
      )}
    </section>
  );
}
