// Currency handling for budget comparisons. Prices are kept in the currency the vendor
// publishes; these approximate rates are used only to compare a price with a budget chosen
// in another currency, and the comparison says so.
import type { Country } from '../../../shared/options.js';
import type { Currency } from '../../../shared/catalog/vocabulary.js';

export const countryCurrency: Record<Country, Currency> = { US: 'USD', UK: 'GBP', CA: 'CAD', AU: 'AUD', DE: 'EUR', FR: 'EUR' };

/** Approximate USD value of one unit (late 2026 ranges), for comparisons only. */
export const approxUsd: Record<Currency, number> = { USD: 1, GBP: 1.3, EUR: 1.15, CAD: 0.72, AUD: 0.66 };

export function convert(amount: number, from: Currency, to: Currency): number {
  return (amount * approxUsd[from]) / approxUsd[to];
}

const symbols: Record<Currency, string> = { USD: '$', GBP: '£', EUR: '€', CAD: 'C$', AUD: 'A$' };

// Built once: toLocaleString with options builds a new formatter on every call, and scoring
// formats thousands of amounts per recommendation run.
const wholeUnits = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatMoney(amount: number, currency: Currency, opts: { cents?: boolean } = {}): string {
  const n = (opts.cents && amount % 1 !== 0 ? withCents : wholeUnits).format(amount);
  return `${symbols[currency]}${n}`;
}

/** Rounds a budget boundary to a figure people write down (50, 100, 250, 1,000…). */
export function niceRound(n: number): number {
  const steps = [25, 50, 100, 150, 250, 500, 750, 1000, 1500, 2500, 5000, 7500, 10000, 15000, 25000, 50000, 75000, 100000];
  return steps.find((s) => s >= n) ?? Math.ceil(n / 50000) * 50000;
}
