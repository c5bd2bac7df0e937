// The screening's shortcut must never change the list: topByBound against sorting everything.
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/catalog/product-schema.js';
import type { CostEstimate } from '../../../shared/recommendations.js';
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
  cost: { threeYearTotal: f.cost } as CostEstimate,
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
});
