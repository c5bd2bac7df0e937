import { describe, expect, it } from 'vitest';
import type { CostEstimate } from '../../../shared/recommendations';
import { convertedText, monthlyText, startingText, threeYearText } from './cost-text';

const cost = (over: Partial<CostEstimate>): CostEstimate => ({
  currency: 'USD',
  planName: 'Core',
  monthly: 125,
  seats: 10,
  seatBasis: '10 users',
  implementationLow: 1000,
  implementationHigh: 2000,
  threeYearTotal: 6000,
  budgetLabel: null,
  withinBudget: null,
  priceAsOf: '2026-10-08',
  priceSource: 'https://example.com/pricing',
  note: '',
  ...over,
});

describe('cost wording', () => {
  it('a list price reads as the amount; an entry price reads "From", on the month and the three years', () => {
    expect(monthlyText(cost({}))).toBe('$125');
    expect(monthlyText(cost({ priceFrom: true }))).toBe('From $125');
    expect(threeYearText(cost({ priceFrom: true }))).toBe('From $6,000');
    expect(monthlyText(cost({ priceFrom: true, converted: { fromCurrency: 'EUR', listMonthly: 115, region: 'FR', rateDate: '2026-11-01' } }))).toBe('From ≈ $125');
  });

  it('a ceiling (the next tier on record above the buyer\'s volume) reads "At most"', () => {
    expect(monthlyText(cost({ priceAtMost: true }))).toBe('At most $125');
    expect(threeYearText(cost({ priceAtMost: true }))).toBe('At most $6,000');
    expect(monthlyText(cost({ monthly: null, priceAtMost: true }))).toBe('Price on request');
  });

  it('"Starting at" says a base fee beside the unit price, never the unit price alone', () => {
    expect(startingText(cost({ startingPrice: { amount: 6, per: 'employee', converted: false, base: 35 } }))).toBe('$35/month + $6/employee/month');
    expect(startingText(cost({ startingPrice: { amount: 12, per: 'user', converted: true } }))).toBe('≈ $12/user/month');
    expect(startingText(cost({ startingPrice: { amount: 15, per: null, converted: false } }))).toBe('$15/month');
    expect(startingText(cost({ startingPrice: null }))).toBeNull();
  });

  it('a free entry tier is not called free: larger volumes are paid', () => {
    expect(monthlyText(cost({ monthly: 0 }))).toBe('Free');
    expect(monthlyText(cost({ monthly: 0, priceFrom: true }))).toBe('From $0');
    expect(monthlyText(cost({ monthly: null, priceFrom: true }))).toBe('Price on request');
  });

  it('a converted price says whether the vendor has a price in the buyer\'s currency that we lack', () => {
    const converted = { fromCurrency: 'USD', listMonthly: 85, region: 'headline', rateDate: '2026-11-24' };
    expect(convertedText(cost({ currency: 'CAD', converted }))).toBe('Converted from the headline list price of $85 a month at our rates of 2026-11-24; the vendor publishes no CAD price.');
    expect(convertedText(cost({ currency: 'CAD', converted: { ...converted, localPricesElsewhere: true } }))).toBe(
      'Converted from the headline list price of $85 a month at our rates of 2026-11-24; we have no CAD price on record for this plan, though the vendor prices others in CAD, so the local price may differ.',
    );
    expect(convertedText(cost({}))).toBeNull();
  });
});
