import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CostEstimate } from '../../../shared/recommendations.js';
import { CostPanel } from './cost-panel';

afterEach(cleanup);

const cost = (over: Partial<CostEstimate>): CostEstimate => ({
  currency: 'EUR',
  planName: 'One App Free',
  monthly: 0,
  seats: 100,
  seatBasis: 'the whole company (flat price)',
  implementationLow: 10000,
  implementationHigh: 20000,
  threeYearTotal: 15000,
  budgetLabel: null,
  withinBudget: null,
  priceAsOf: null,
  priceSource: null,
  note: 'One App Free plan for the whole company. Limits: one app only. Standard, with your nice-to-haves, would be ≈ €2,504/month for 100 users (your answer).',
  planLimits: 'one app only',
  withWanted: { planName: 'Standard', monthly: 2504, converted: true, priceFrom: false, basis: '100 users (your answer)' },
  ...over,
});

describe('CostPanel', () => {
  it("beside a list price, the note says the plan's limits and what the plan with the nice-to-haves costs, once", () => {
    render(<CostPanel cost={cost({})} name="Odoo" />);
    expect(screen.getAllByText(/Standard, with your nice-to-haves, would be ≈ €2,504\/month for 100 users \(your answer\)\./)).toHaveLength(1);
  });

  it('beside a converted price, where the note is not shown, says them on their own line', () => {
    const converted = { fromCurrency: 'USD', listMonthly: 2280, region: 'US', rateDate: '2026-11-24' };
    render(<CostPanel cost={cost({ planName: 'Lite', monthly: 1980, converted, note: 'not shown beside a converted price' })} name="Odoo" />);
    expect(screen.getByText(/^Converted from the US list price/)).toBeTruthy();
    expect(screen.queryByText('not shown beside a converted price')).toBeNull();
    expect(screen.getByText('Limits: one app only. Standard, with your nice-to-haves, would be ≈ €2,504/month for 100 users (your answer).')).toBeTruthy();
  });
});
