// Accounting software is sold per company file: a buyer keeping books for three companies buys three
// subscriptions of a plan that holds one, and one of a plan that holds several entities.
import { describe, expect, it } from 'vitest';
import type { CreateProjectInput } from '../../../shared/projects.js';
import { loadCatalog } from '../../catalog/catalog.js';
import { estimateCost } from './cost.js';
import { recommend } from './recommend.js';

const catalog = loadCatalog();
const product = (id: string) => catalog.find((p) => p.id === id)!;
const books = { country: 'US' as const, category: 'accounting' as const, size: '11-50' as const, budget: null };

describe('several companies', () => {
  it('costs a plan that holds one company once for each, and says so', () => {
    const one = estimateCost(product('xero'), [], { ...books, volumes: {} });
    const three = estimateCost(product('xero'), [], { ...books, volumes: { companies: 3 } });
    expect(three.planName).toBe(one.planName);
    expect(three.monthly).toBe(one.monthly! * 3);
    expect(three.seatBasis).toMatch(/for each of your 3 companies \(one subscription each\)$/);
    expect(one.seatBasis).not.toMatch(/companies/);
  });

  it('costs a plan that holds several entities once', () => {
    const akaunting = product('akaunting');
    const one = estimateCost(akaunting, ['multi-entity'], { ...books, volumes: {} });
    const three = estimateCost(akaunting, ['multi-entity'], { ...books, volumes: { companies: 3 } });
    expect(three.monthly).toBe(one.monthly);
    expect(three.seatBasis).not.toMatch(/companies/);
  });

  it('reads the companies from the needs and costs the ranked products the same way', () => {
    const input: CreateProjectInput = { name: 'Group', country: 'US', industry: 'finance', employeeCount: '11-50', softwareCategory: 'accounting', affectedTeams: ['Finance/Accounting'], businessNeeds: 'Bookkeeping for our 3 companies: invoicing and bank reconciliation.' };
    const single = { ...input, businessNeeds: 'Bookkeeping for our company: invoicing and bank reconciliation.' };
    const costs = (i: CreateProjectInput) => new Map(recommend(i, [], catalog).recommendations.map((r) => [r.product.id, r.analysis.cost]));
    const group = costs(input);
    const alone = costs(single);
    let compared = 0;
    for (const [id, cost] of group) {
      const base = alone.get(id);
      if (!base || base.monthly === null || cost.monthly === null || base.planName !== cost.planName) continue;
      const holdsSeveral = !/one subscription each/.test(cost.seatBasis);
      expect(cost.monthly, id).toBe(holdsSeveral ? base.monthly : base.monthly * 3);
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('puts the books that consolidate first for a group that asks for consolidated statements', () => {
    const group: CreateProjectInput = { name: 'Group', country: 'US', industry: 'finance', employeeCount: '11-50', softwareCategory: 'accounting', affectedTeams: ['Finance/Accounting'], businessNeeds: 'Accounting for our 3 companies with consolidation' };
    const consolidation = { title: 'Reporting', dimension: 'features:reporting', options: [{ value: 'feature:consolidation', label: 'Consolidated reporting' }], selected: ['feature:consolidation'], importance: 'must-have' as const };
    const [first, ...rest] = recommend(group, [consolidation], catalog).recommendations;
    expect(first!.product.id).toBe('sage-intacct');
    // Holding several companies in one place is not consolidating them: the rest are asked, not credited.
    for (const r of rest) expect(r.analysis.requirements.find((v) => v.key === 'feature:consolidation')?.verdict, r.product.id).toBe('unknown');
  });
});
