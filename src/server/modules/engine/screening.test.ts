// The shortcuts of screening a large category, checked against the worded functions they skip:
// verdicts decided without words, a must-have feature judged without its cost, cost figures
// without the cost's words, and the product index against the product's own arrays.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryCodes, employeeCountValues } from '../../../shared/options.js';
import { loadCatalog } from '../../catalog/catalog.js';
import { productIndex, productsInCategory } from '../../catalog/product-index.js';
import { costFigures, estimateCost, needsOf, planCovers, pricingContext, quoteRowsOf } from './cost.js';
import { checkOf, judge, judgeVerdict, verdictCodes, verdictColumn } from './verdicts.js';
import { softwareCategoryValues } from '../../../shared/options.js';

const catalog = loadCatalog();
const product = fc.constantFrom(...catalog);
const ctxOf = (p: (typeof catalog)[number], country: (typeof countryCodes)[number], size: (typeof employeeCountValues)[number], max: number | null) => ({
  country,
  category: p.categories[0]!,
  size,
  budget: max === null ? null : { currency: 'USD' as const, max, label: `$${max}` },
  volumes: {},
});

describe('screening shortcuts', () => {
  it('the index answers what the product arrays answer', () => {
    for (const p of catalog) {
      const index = productIndex(p);
      expect([...index.features]).toEqual([...new Set(p.features)]);
      p.plans.forEach((plan, i) => {
        expect(index.planByName.get(plan.name)).toBe(p.plans.findIndex((pl) => pl.name === plan.name));
        expect([...index.planFeatures[i]!]).toEqual([...new Set(plan.features)]);
      });
      for (const c of countryCodes) expect(index.markets.has(c)).toBe(p.markets.some((m) => m.country === c));
      for (const f of p.compliance) expect(index.compliance.get(f.id)).toBe(p.compliance.find((x) => x.id === f.id));
    }
  });

  it('cost figures are the figures of the worded cost', () => {
    fc.assert(
      fc.property(product, fc.constantFrom(...countryCodes), fc.constantFrom(...employeeCountValues), fc.constantFrom(null, 20, 200, 5000), fc.nat(), (p, country, size, max, pick) => {
        const musts = p.features.filter((_, i) => (pick >> i) % 3 === 0).slice(0, 3);
        // An "other" product's kinds in turn, and none: a plan sold for one kind serves only that kind (`Plan.forFamily`).
        const kinds = [null, ...(p.families ?? [])];
        const ctx = { ...ctxOf(p, country, size, max), family: kinds[pick % kinds.length]! };
        const full = estimateCost(p, musts, ctx);
        const figures = costFigures(quoteRowsOf([p], country, ctx.category, ctx.family)[0]!, needsOf(musts), pricingContext(ctx));
        expect(figures.chosen?.plan.name ?? null).toBe(full.planName);
        expect({ monthly: figures.monthly, threeYearTotal: figures.threeYearTotal, withinBudget: figures.withinBudget }).toEqual({
          monthly: full.monthly,
          threeYearTotal: full.threeYearTotal,
          withinBudget: full.withinBudget,
        });
      }),
      { numRuns: 400 },
    );
  });

  it('a must-have feature is judged the same with or without the plan it is costed on', () => {
    fc.assert(
      fc.property(product, fc.constantFrom(...countryCodes), fc.nat(), (p, country, pick) => {
        const musts = p.features.filter((_, i) => (pick >> i) % 2 === 0).slice(0, 4);
        const cost = estimateCost(p, musts, ctxOf(p, country, '11-50', null));
        for (const f of musts) {
          const req = { token: `feature:${f}`, label: f, question: 'Features', importance: 'must-have' as const };
          expect(judgeVerdict(p, checkOf(req, country), null)).toBe(judge(p, req, { country, cost, timelineWeeks: null }).verdict);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("a verdict column answers what each product's own verdict answers, and is worked out once", () => {
    for (const category of softwareCategoryValues) {
      const slice = productsInCategory(catalog, category);
      expect(productsInCategory(catalog, category)).toBe(slice);
      const tokens = [
        ...new Set(slice.flatMap((p) => p.features.map((f) => `feature:${f}`))),
        ...new Set(slice.flatMap((p) => p.compliance.map((c) => `compliance:${c.id}`))),
        ...countryCodes.flatMap((c) => [`local:${c}:local-data-center`, `local:${c}:local-numbers`, `local:${c}:mtd`]),
        'integration:slack',
        'integration:xero',
        'deployment:on-premise',
        'support:phone',
        'language:de',
        'language:fr',
        'timeline:4',
        'trait:free-plan',
      ];
      for (const token of tokens) {
        const check = checkOf({ token, label: token });
        const column = verdictColumn(slice, check);
        expect(verdictColumn(slice, check)).toBe(column);
        slice.forEach((p, n) => expect(verdictCodes[column[n]!]).toBe(judgeVerdict(p, check, null)));
      }
    }
  });

  it('planCovers reads compliance facts: an attestation limited to other plans is not covered', () => {
    const quo = catalog.find((p) => p.id === 'quo')!;
    const starter = quo.plans.findIndex((pl) => pl.name === 'Starter');
    const business = quo.plans.findIndex((pl) => pl.name === 'Business');
    expect(planCovers(quo, starter, ['compliance:hipaa-baa'])).toBe(false);
    expect(planCovers(quo, business, ['compliance:hipaa-baa'])).toBe(true);
  });
});
