// One wording of a recommendation's cost for the card, Compare and the PDF, all read from the
// same computed cost object: converted amounts carry "≈", an entry price reads "From", a ceiling
// "At most", no price reads "Price on request".
import type { CostEstimate } from '../../../shared/recommendations.js';
import { audiencePriceTag, audienceWords, convertedReason, priceBound, startingPriceText } from '../../../shared/wording.js';
import { formatDate, formatMoney } from './format';

export const PRICE_ON_REQUEST = 'Price on request';

const approx = (cost: CostEstimate) => (cost.converted ? '≈ ' : '');

/** An entry price ("from") is a floor: the buyer's own volume may cost more. A ceiling ("at most") is the next tier on record's price. */
const from = (cost: CostEstimate) => {
  const bound = priceBound(cost);
  return bound ? `${bound[0]!.toUpperCase()}${bound.slice(1)} ` : '';
};

export function monthlyText(cost: CostEstimate): string {
  if (cost.monthly === null) return PRICE_ON_REQUEST;
  if (cost.monthly === 0 && !cost.priceFrom) return 'Free';
  return `${from(cost)}${approx(cost)}${formatMoney(cost.monthly, cost.currency)}`;
}

export function threeYearText(cost: CostEstimate): string {
  return cost.threeYearTotal === null ? PRICE_ON_REQUEST : `${from(cost)}${approx(cost)}${formatMoney(cost.threeYearTotal, cost.currency)}`;
}

export function implementationText(cost: CostEstimate): string {
  const m = (n: number) => formatMoney(n, cost.currency);
  return cost.implementationLow === cost.implementationHigh ? m(cost.implementationLow) : `${m(cost.implementationLow)}–${m(cost.implementationHigh)}`;
}

/** "Starting at" as the card shows it, or null when the vendor publishes no price for this buyer. */
export function startingText(cost: CostEstimate): string | null {
  return cost.startingPrice ? startingPriceText(cost.startingPrice, cost.currency) : null;
}

/** The line that says a figure is another country's list price, converted. */
export function convertedText(cost: CostEstimate): string | null {
  const c = cost.converted;
  if (!c) return null;
  return `Converted from the ${c.region} ${cost.audiencePrice ? audienceWords[cost.audiencePrice].price : 'list price'} of ${formatMoney(c.listMonthly, c.fromCurrency)} a month at our rates of ${c.rateDate}; ${convertedReason(cost.currency, c.localPricesElsewhere === true)}.`;
}

/** When the price was read, and by whom: "verified" only when we read it on the vendor's own page. */
export function priceDateText(cost: Pick<CostEstimate, 'priceAsOf' | 'priceReported'>): string | null {
  if (!cost.priceAsOf) return null;
  return cost.priceReported
    ? `Price reported by a third party on ${formatDate(cost.priceAsOf)}, not read on the vendor's own page`
    : `Price verified on ${formatDate(cost.priceAsOf)}`;
}

/** The tag of a nonprofit or education price ("Nonprofit price"), or null for a list price. */
export function audienceTag(cost: Pick<CostEstimate, 'audiencePrice' | 'monthly'>): string | null {
  return cost.audiencePrice && cost.monthly !== null ? audiencePriceTag(cost.audiencePrice) : null;
}

/** A nonprofit or education price is costed only because the buyer's needs say they are one: the vendor confirms eligibility. */
export function audienceText(cost: Pick<CostEstimate, 'audiencePrice' | 'monthly'>): string | null {
  const tag = audienceTag(cost);
  return tag && `${tag}: for ${audienceWords[cost.audiencePrice!].who}; the vendor confirms eligibility.`;
}
