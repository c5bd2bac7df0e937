import { describe, expect, it } from 'vitest';
import { buildCompareMatrix, matrixTables, NOT_ASSESSED, PRICE_ON_REQUEST, verdictCell } from './compare-matrix.js';
import type { CostEstimate, Recommendation, RequirementVerdict } from './recommendations.js';

const cost = (over: Partial<CostEstimate> = {}): CostEstimate => ({
  currency: 'EUR',
  planName: 'Professional',
  monthly: 1150.004,
  seats: 25,
  seatBasis: '25 users',
  implementationLow: 4500,
  implementationHigh: 9000,
  threeYearTotal: 48150,
  budgetLabel: null,
  withinBudget: null,
  priceAsOf: '2026-11-02',
  priceSource: 'https://vendor.example/pricing',
  note: 'Billed annually.',
  ...over,
});

const req = (key: string, importance: RequirementVerdict['importance'], verdict: RequirementVerdict['verdict'], reason: string): RequirementVerdict => ({
  key,
  label: `Label ${key}`,
  question: `Question ${key}`,
  importance,
  verdict,
  reason,
});

function rec(name: string, requirements: RequirementVerdict[], c: CostEstimate, sources: { label: string; url: string; asOf: string }[] = []): Recommendation {
  return {
    id: name.length,
    projectId: 1,
    rank: 1,
    softwareName: name,
    matchScore: 80,
    description: '',
    isTopRecommendation: false,
    keyFeatures: [],
    pricing: { model: '', startingPrice: '', details: '' },
    implementation: { timeframe: '', complexity: '', requirements: [] },
    considerations: { pros: [], cons: [], bestFor: '' },
    analysis: {
      productId: name.toLowerCase(),
      vendor: name,
      website: 'https://vendor.example',
      requirements,
      fit: { size: { verdict: 'met', reason: `${name} fits 1–500 employees.` }, industry: { verdict: 'unknown', reason: '' } },
      scoreParts: [],
      cost: c,
      sources,
      verifiedAt: '2026-11-02',
    },
  };
}

const alpha = rec(
  'Alpha',
  [req('nice:a', 'nice-to-have', 'met', 'Has it.'), req('must:b', 'must-have', 'partial', 'Only on Pro.'), req('shared', 'nice-to-have', 'not-met', 'No.')],
  cost(),
  [{ label: 'Professional price', url: 'https://alpha.example/pricing', asOf: '2026-11-02' }],
);
const beta = rec(
  'Beta',
  [req('shared', 'must-have', 'unknown', 'No fact either way.'), req('must:b', 'must-have', 'met', 'Yes.')],
  cost({
    planName: null,
    monthly: null,
    threeYearTotal: null,
    priceAsOf: null,
    priceSource: null,
    pricingUrl: 'https://beta.example/pricing',
    priceOnRequest: true,
    currency: 'GBP',
  }),
  [
    { label: 'Plans', url: 'https://beta.example/plans', asOf: '2026-10-01' },
    { label: 'Security', url: 'https://beta.example/security', asOf: '2026-09-15' },
  ],
);
const gamma = rec('Gamma', [], cost({ converted: { fromCurrency: 'USD', listMonthly: 99.999, region: 'US', rateDate: '2026-10-01' } }));

describe('verdictCell', () => {
  it('words the verdict as the results page does, then the reason', () => {
    expect(verdictCell('met', 'Included.')).toBe('Met — Included.');
    expect(verdictCell('unknown', 'No fact.')).toBe('Not confirmed — No fact.');
    expect(verdictCell('not-met', '  ')).toBe('Not met');
  });
});

describe('buildCompareMatrix', () => {
  const m = buildCompareMatrix([alpha, beta, gamma]);

  it('has one column per product, in the order given', () => {
    expect(m.products).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('lists must-haves first, then nice-to-haves, then the fit rows; a requirement any product judged as a must-have is one', () => {
    expect(m.requirements.map((r) => [r.label, r.group])).toEqual([
      ['Label must:b', 'Must-have'],
      ['Label shared', 'Must-have'],
      ['Label nice:a', 'Nice-to-have'],
      ['Company size', 'Fit'],
      ['Industry', 'Fit'],
    ]);
  });

  it('puts each verdict and reason in its product column, "Not assessed" where a product was not judged', () => {
    const row = (label: string) => m.requirements.find((r) => r.label === label)!.cells;
    expect(row('Label must:b')).toEqual(['Partly met — Only on Pro.', 'Met — Yes.', NOT_ASSESSED]);
    expect(row('Label shared')).toEqual(['Not met — No.', 'Not confirmed — No fact either way.', NOT_ASSESSED]);
    expect(row('Label nice:a')).toEqual(['Met — Has it.', NOT_ASSESSED, NOT_ASSESSED]);
    expect(row('Company size')).toEqual(['Met — Alpha fits 1–500 employees.', 'Met — Beta fits 1–500 employees.', 'Met — Gamma fits 1–500 employees.']);
    expect(row('Industry')).toEqual(['Not confirmed', 'Not confirmed', 'Not confirmed']);
  });

  it('keeps amounts as numbers in cents, and says "Price on request" where there is no price', () => {
    const row = (label: string) => m.costs.find((r) => r.label === label)!.cells;
    expect(row('Plan')).toEqual(['Professional', PRICE_ON_REQUEST, 'Professional']);
    expect(row('Per month')).toEqual([1150, PRICE_ON_REQUEST, 1150]);
    expect(row('Implementation (low)')).toEqual([4500, 4500, 4500]);
    expect(row('Implementation (high)')).toEqual([9000, 9000, 9000]);
    expect(row('3-year total')).toEqual([48150, PRICE_ON_REQUEST, 48150]);
    expect(row('Currency')).toEqual(['EUR', 'GBP', 'EUR']);
    expect(row('Price date')).toEqual(['2026-11-02', '', '2026-11-02']);
    expect(row('Price source')).toEqual(['https://vendor.example/pricing', 'https://beta.example/pricing', 'https://vendor.example/pricing']);
    expect(row('Priced for')).toEqual(['25 users', '25 users', '25 users']);
  });

  it('says when a price is another country’s, converted', () => {
    expect(m.costs.find((r) => r.label === 'Price basis')!.cells).toEqual([
      'List price in EUR',
      PRICE_ON_REQUEST,
      'Converted from the US list price of 100 USD a month at our rates of 2026-10-01',
    ]);
  });

  it("says when a price is only the vendor's entry price", () => {
    const entry = buildCompareMatrix([rec('Delta', [], cost({ priceFrom: true }))]);
    expect(entry.costs.find((r) => r.label === 'Price basis')!.cells).toEqual([
      "List price in EUR; the vendor's entry price (from): the price at your volume is not published",
    ]);
  });

  it('says when a price is a ceiling: the next tier on record above the volume', () => {
    const ceiling = buildCompareMatrix([rec('Delta', [], cost({ priceAtMost: true }))]);
    expect(ceiling.costs.find((r) => r.label === 'Price basis')!.cells).toEqual([
      'List price in EUR; at most: the price of the next tier on record above your volume; the price at your volume is not on record',
    ]);
  });

  it("says when a price is a nonprofit's or a school's own", () => {
    const own = buildCompareMatrix([rec('Delta', [], cost({ audiencePrice: 'nonprofit' })), rec('Echo', [], cost({ audiencePrice: 'education' }))]);
    expect(own.costs.find((r) => r.label === 'Price basis')!.cells).toEqual(['Nonprofit price in EUR', 'Education price in EUR']);
  });

  it('lists every source with its product and date', () => {
    expect(m.sources).toEqual([
      { product: 'Alpha', fact: 'Professional price', url: 'https://alpha.example/pricing', date: '2026-11-02' },
      { product: 'Beta', fact: 'Plans', url: 'https://beta.example/plans', date: '2026-10-01' },
      { product: 'Beta', fact: 'Security', url: 'https://beta.example/security', date: '2026-09-15' },
    ]);
  });
});

describe('matrixTables', () => {
  it('lays the matrix out as three tables, each under its header', () => {
    const t = matrixTables(buildCompareMatrix([alpha, beta]));
    expect(t.compare[0]).toEqual(['Requirement', 'Importance', 'Alpha', 'Beta']);
    expect(t.compare[1]).toEqual(['Label must:b', 'Must-have', 'Partly met — Only on Pro.', 'Met — Yes.']);
    expect(t.compare).toHaveLength(1 + 5);
    expect(t.costs[0]).toEqual(['Cost', 'Alpha', 'Beta']);
    expect(t.costs.find((r) => r[0] === 'Per month')).toEqual(['Per month', 1150, PRICE_ON_REQUEST]);
    expect(t.sources).toEqual([
      ['Product', 'Fact', 'URL', 'Date'],
      ['Alpha', 'Professional price', 'https://alpha.example/pricing', '2026-11-02'],
      ['Beta', 'Plans', 'https://beta.example/plans', '2026-10-01'],
      ['Beta', 'Security', 'https://beta.example/security', '2026-09-15'],
    ]);
  });

  it('is empty of products for no recommendations, with the headers still in place', () => {
    const t = matrixTables(buildCompareMatrix([]));
    expect(t.compare.map((r) => r[0])).toEqual(['Requirement', 'Company size', 'Industry']);
    expect(t.costs[0]).toEqual(['Cost']);
  });
});
