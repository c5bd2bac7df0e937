// Small wording helpers for generated sentences (vendor questions, demo script, costs).
import type { CostEstimate, PriceAudience } from './recommendations.js';
import { formatMoney, isCurrency } from './money.js';
import { countries, labelOf, type Country } from './options.js';

/**
 * A label inside a sentence: "A clean export" → "a clean export", "Built-in CRM" → "built-in CRM";
 * a first word with other capitals or signs ("QuickBooks", "SMS", "SCORM / xAPI", "A/B", "PSA:") is
 * a name and stays, as does one followed by a number ("Microsoft 365"). Only the first letter ever
 * changes: the rest of a label keeps its names and acronyms.
 */
export function lowerFirst(label: string): string {
  const [first = '', next = ''] = label.split(' ', 2);
  if (!/^[A-Z][a-z'’-]*[,;.]?$/.test(first) || /^\d/.test(next)) return label;
  return label[0]!.toLowerCase() + label.slice(1);
}

/** How a nonprofit or education price is named, and who it is for. */
export const audienceWords: Record<PriceAudience, { price: string; who: string; we: string }> = {
  nonprofit: { price: 'nonprofit price', who: 'registered nonprofits and charities', we: 'We are a nonprofit' },
  education: { price: 'education price', who: 'schools, colleges and universities', we: 'We are a school' },
};

/** "Nonprofit price", "Education price": the tag of a price for an audience. */
export const audiencePriceTag = (audience: PriceAudience) => audienceWords[audience].price.replace(/^./, (c) => c.toUpperCase());

/** A country by its code, as a sentence names it: "in the United States", "in Germany". */
export function countryName(code: Country): string {
  const label = labelOf(countries, code);
  return /^United /.test(label) ? `the ${label}` : label;
}

/**
 * Why a converted price is shown: the vendor publishes no price in the buyer's currency, or it
 * prices other plans in it (then this plan's local price is missing from our record, and may differ).
 */
export function convertedReason(currency: string, localPricesElsewhere: boolean): string {
  return localPricesElsewhere
    ? `we have no ${currency} price on record for this plan, though the vendor prices others in ${currency}, so the local price may differ`
    : `the vendor publishes no ${currency} price`;
}

/** A price that is a bound says so: an entry price is a floor ("from"), the next tier on record a ceiling ("at most"). */
export function priceBound(price: { priceFrom?: boolean; priceAtMost?: boolean }): 'from' | 'at most' | null {
  return price.priceFrom ? 'from' : price.priceAtMost ? 'at most' : null;
}
const boundPrefix = (price: { priceFrom?: boolean; priceAtMost?: boolean }) => {
  const bound = priceBound(price);
  return bound ? `${bound} ` : '';
};

/** "Standard, with your nice-to-haves, would be ≈ €2,504/month for 100 users." (`CostEstimate.withWanted`) */
export function withWantedText(w: NonNullable<CostEstimate['withWanted']>, currency: string): string {
  const price = w.monthly === 0 && !w.priceFrom ? 'free' : `${boundPrefix(w)}${w.converted ? '≈ ' : ''}${formatMoney(w.monthly, isCurrency(currency) ? currency : 'USD', { cents: true })}/month`;
  return `${w.planName}, with ${w.partial ? 'the nice-to-haves it offers' : 'your nice-to-haves'}, would be ${price} for ${w.basis}.`;
}

/** "If those limits are too tight, Core is $299/month for the whole company." (`CostEstimate.beyondFree`) */
export function beyondFreeText(b: NonNullable<CostEstimate['beyondFree']>, currency: string): string {
  const price = `${boundPrefix(b)}${b.converted ? '≈ ' : ''}${formatMoney(b.monthly, isCurrency(currency) ? currency : 'USD', { cents: true })}/month`;
  return `If those limits are too tight, ${b.planName} is ${price} for ${b.basis}.`;
}

/** What a costed plan's price line adds: its limits, the plan with the nice-to-haves, the paid plan past a free one's limits ("" when none is on record). */
export function planExtrasText(cost: Pick<CostEstimate, 'planLimits' | 'withWanted' | 'beyondFree'>, currency: string): string {
  const parts = [
    cost.planLimits ? `Limits: ${cost.planLimits}.` : '',
    cost.withWanted ? withWantedText(cost.withWanted, currency) : '',
    cost.beyondFree ? beyondFreeText(cost.beyondFree, currency) : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** "Starting at" in words: "$15/month", "≈ €12/user/month", "$49/month + $6/employee/month" (a base fee plus a unit price). */
export function startingPriceText(start: NonNullable<CostEstimate['startingPrice']>, currency: string, options: { cents?: boolean } = {}): string {
  const money = (n: number) => formatMoney(n, isCurrency(currency) ? currency : 'USD', options);
  const unit = `${money(start.amount)}${start.per ? `/${start.per}` : ''}/month`;
  return `${start.converted ? '≈ ' : ''}${start.base ? `${money(start.base)}/month + ${unit}` : unit}`;
}
