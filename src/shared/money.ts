// Money for every screen: the buyer's currency, one formatter, and a dated rate table used
// when a vendor publishes no price for the buyer's country. A converted amount is always
// labelled as converted, with the table's date (see docs/decisions/010-honest-recommendations.md).
import type { Country } from './options.js';
import type { Currency } from './catalog/vocabulary.js';

export const countryCurrency: Record<Country, Currency> = { US: 'USD', UK: 'GBP', CA: 'CAD', AU: 'AUD', DE: 'EUR', FR: 'EUR' };

/**
 * USD value of one unit of each currency. Approximate mid-market rates, rounded; update them
 * (and `asOf`) from the ECB's euro reference rates when they drift. Converted figures say they
 * are converted and name this date, so nobody mistakes them for a local list price.
 */
export const exchangeRates = {
  asOf: '2026-11-24',
  source: 'Stackwise rate table (approximate mid-market rates, rounded); reference: ECB euro foreign exchange reference rates',
  usdPerUnit: { USD: 1, GBP: 1.3, EUR: 1.15, CAD: 0.72, AUD: 0.66 } satisfies Record<Currency, number>,
} as const;

export function convert(amount: number, from: Currency, to: Currency): number {
  if (from === to) return amount;
  return (amount * exchangeRates.usdPerUnit[from]) / exchangeRates.usdPerUnit[to];
}

const symbols: Record<Currency, string> = { USD: '$', GBP: '£', EUR: '€', CAD: 'C$', AUD: 'A$' };

// Built once: toLocaleString with options builds a new formatter on every call, and scoring
// formats thousands of amounts per recommendation run.
const wholeUnits = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function isCurrency(value: string): value is Currency {
  return value in symbols;
}

/** '$1,234', '£9.50', 'C$12'; cents only when asked and the amount has them. */
export function formatMoney(amount: number, currency: Currency, opts: { cents?: boolean } = {}): string {
  const hasCents = Math.abs(amount - Math.round(amount)) >= 0.005;
  const n = (opts.cents && hasCents ? withCents : wholeUnits).format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}${symbols[currency]}${n}`;
}

/** Rounds a budget boundary to a figure people write down (50, 100, 250, 1,000…). */
export function niceRound(n: number): number {
  const steps = [25, 50, 100, 150, 250, 500, 750, 1000, 1500, 2500, 5000, 7500, 10000, 15000, 25000, 50000, 75000, 100000];
  return steps.find((s) => s >= n) ?? Math.ceil(n / 50000) * 50000;
}
