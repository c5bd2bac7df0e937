import { describe, expect, it } from 'vitest';
import { featureMask, maskCovers } from './feature-mask.js';

describe('feature masks', () => {
  // Enough features to use several words, including each word's sign bit (bit 31).
  const many = Array.from({ length: 100 }, (_, i) => `mask-test-feature-${i}`);

  it('a mask covers exactly the features it was built from, in any word', () => {
    const have = featureMask(many.slice(0, 70));
    for (let i = 0; i < 100; i++) expect(maskCovers(have, featureMask([many[i]!])), many[i]).toBe(i < 70);
    expect(maskCovers(have, featureMask(many.slice(10, 64)))).toBe(true);
    expect(maskCovers(have, featureMask([...many.slice(0, 5), many[99]!]))).toBe(false);
  });

  it('nothing needed is always covered; a need past the end of a short mask is not', () => {
    expect(maskCovers(featureMask([]), featureMask([]))).toBe(true);
    expect(maskCovers(featureMask([many[0]!]), featureMask([]))).toBe(true);
    expect(maskCovers(featureMask([many[0]!]), featureMask([many[95]!]))).toBe(false);
  });

  it('agrees with a set lookup on random picks', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let round = 0; round < 500; round++) {
      const have = many.filter(() => next() < 0.5);
      const need = many.filter(() => next() < 0.05);
      const set = new Set(have);
      expect(maskCovers(featureMask(have), featureMask(need))).toBe(need.every((f) => set.has(f)));
    }
  });
});
