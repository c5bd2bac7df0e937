// The screening's shortcut must never change the list: topByBound against sorting everything.
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/catalog/product-schema.js';
import type { CostEstimate } from '../../../shared/recommendations.js';
import { loadCatalog } from '../../catalog/catalog.js';
import { compareRanked, topByBound } from './recommend.js';

type Fake = { bound: { score: number; mustHaves: { total: number; met: number; partial: number; unconfirmed: number; notMet: number } }; score: number; name: string; cost: number };

// A small deterministic generator, so a failure can be replayed.
function rng(seed: number) {
  return () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

const candidate = (f: Fake, score: number) => ({
  product: { id: f.name, name: f.name } as Product,
  verdicts: [],
  result: { score, parts: [], cap: null, mustHaves: f.bound.mustHaves },
  cost: { threeYearTotal: f.cost, planName: null } as CostEstimate,
  excludedFor: [],
  notSold: false,
});

describe('topByBound', () => {
  it('returns exactly the first k of the full ranking, completing fewer products than it is given', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const r = rng(seed);
      const list: Fake[] = Array.from({ length: 60 }, (_, i) => {
        const score = Math.floor(r() * 20) + 70; // many ties on purpose
        const unconfirmed = Math.floor(r() * 3);
        const met = Math.floor(r() * 3);
        return { score, bound: { score: score + Math.floor(r() * 4), mustHaves: { total: 5, met, partial: 0, unconfirmed, notMet: 0 } }, name: `P${String(i).padStart(2, '0')}`, cost: Math.floor(r() * 3) * 100 };
      });
      let completed = 0;
      const top = topByBound(
        list,
        5,
        (s) => s.bound.mustHaves.unconfirmed,
        (s) => (completed++, candidate(s, s.score)),
        (s) => candidate(s, s.bound.score),
        compareRanked,
      );
      const expected = list.map((s) => candidate(s, s.score)).sort(compareRanked).slice(0, 5);
      expect(top.map((c) => c.product.id), `seed ${seed}`).toEqual(expected.map((c) => c.product.id));
      expect(completed).toBeLessThan(list.length);
    }
  });

  it('breaks a tie on cost without favouring free software the buyer must host', () => {
    const catalog = loadCatalog();
    const woo = catalog.find((p) => p.id === 'woocommerce')!;
    const bigcommerce = catalog.find((p) => p.id === 'bigcommerce')!;
    const selfHosted = woo.plans.find((p) => p.selfHosted)!;
    const tally = { total: 3, met: 3, partial: 0, unconfirmed: 0, notMet: 0 };
    const ranked = (product: Product, planName: string | null, threeYearTotal: number | null) => ({ product, result: { score: 90, mustHaves: tally }, cost: { threeYearTotal, planName }, excludedFor: [], notSold: false });
    const hosted = ranked(bigcommerce, bigcommerce.plans[0]!.name, 2_000);
    // WooCommerce's $0 leaves hosting out: it follows the hosted price, as an unknown cost would.
    expect(compareRanked(ranked(woo, selfHosted.name, 500), hosted)).toBeGreaterThan(0);
    expect(compareRanked(ranked(woo, selfHosted.name, 500), ranked(bigcommerce, null, null))).toBeGreaterThan(0); // then by name
    // A hosted plan of the same product is compared on its price as before.
    expect(compareRanked(ranked(bigcommerce, bigcommerce.plans[0]!.name, 500), hosted)).toBeLessThan(0);
  });

  it('breaks a tie with a free plan of unmeasured limits on what outgrowing it costs, not on its zero', () => {
    const catalog = loadCatalog();
    const strikingly = catalog.find((p) => p.id === 'strikingly')!;
    const wix = catalog.find((p) => p.id === 'wix')!;
    const tally = { total: 2, met: 2, partial: 0, unconfirmed: 0, notMet: 0 };
    const free = (outgrowingThreeYear?: number) => ({ product: strikingly, result: { score: 100, mustHaves: tally }, cost: { threeYearTotal: 300, planName: 'Free' }, excludedFor: [], notSold: false, outgrowingThreeYear });
    const paid = (threeYearTotal: number | null) => ({ product: wix, result: { score: 100, mustHaves: tally }, cost: { threeYearTotal, planName: threeYearTotal === null ? null : 'Light' }, excludedFor: [], notSold: false });
    // Free now, $2,000 over three years when outgrown: after a $1,000 plan, before a $3,000 one.
    expect(compareRanked(free(2_000), paid(1_000))).toBeGreaterThan(0);
    expect(compareRanked(free(2_000), paid(3_000))).toBeLessThan(0);
    // No paid plan to outgrow into (free for good): its zero stands.
    expect(compareRanked(free(), paid(1_000))).toBeLessThan(0);
  });

  it("breaks a tie with an entry price ('from') after every known cost, and before no price at all", () => {
    const catalog = loadCatalog();
    const veeqo = catalog.find((p) => p.id === 'veeqo')!;
    const odoo = catalog.find((p) => p.id === 'odoo')!;
    const tally = { total: 2, met: 2, partial: 0, unconfirmed: 0, notMet: 0 };
    const entry = (threeYearTotal: number) => ({ product: veeqo, result: { score: 95, mustHaves: tally }, cost: { threeYearTotal, planName: 'Inventory', priceFrom: true }, excludedFor: [], notSold: false });
    const known = (threeYearTotal: number | null) => ({ product: odoo, result: { score: 95, mustHaves: tally }, cost: { threeYearTotal, planName: threeYearTotal === null ? null : 'Standard' }, excludedFor: [], notSold: false });
    // From $700 over three years is a floor: a known $26,000 goes first, and no price at all goes last.
    expect(compareRanked(entry(700), known(26_000))).toBeGreaterThan(0);
    expect(compareRanked(entry(700), known(null))).toBeLessThan(0);
    // Two entry prices: the lower floor first.
    expect(compareRanked(entry(700), entry(900))).toBeLessThan(0);
  });
});
