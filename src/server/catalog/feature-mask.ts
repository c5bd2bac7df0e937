// Feature ids as bit positions: whether a plan lists every must-have feature is then a few integer
// ANDs instead of a set lookup per feature, for every plan of every product of a category (the
// engine asks it 20,000 times a project on a 5,000-product category). Bits are handed out on first
// sight and never reused; the map only grows with the feature vocabulary.
const bitOf = new Map<string, number>();

function featureBit(id: string): number {
  let bit = bitOf.get(id);
  if (bit === undefined) bitOf.set(id, (bit = bitOf.size));
  return bit;
}

/** The features as a bit mask (32 features a word). */
export function featureMask(ids: Iterable<string>): Uint32Array {
  const bits: number[] = [];
  for (const id of ids) bits.push(featureBit(id));
  const words = new Uint32Array(bits.reduce((n, b) => Math.max(n, (b >> 5) + 1), 0));
  for (const b of bits) words[b >> 5]! |= 1 << (b & 31);
  return words;
}

/** Whether `have` holds every feature of `need` (a bit past the end of `have` is a feature it lacks). */
export function maskCovers(have: Uint32Array, need: Uint32Array): boolean {
  return maskCoversAt(have, 0, have.length, need);
}

/** `maskCovers` for the mask of `width` words starting at `at` in a packed array of masks. */
export function maskCoversAt(words: Uint32Array, at: number, width: number, need: Uint32Array): boolean {
  for (let w = 0; w < need.length; w++) {
    const n = need[w]!;
    if (n === 0) continue;
    // `>>> 0`: the AND is a signed 32-bit integer, the words are unsigned.
    if (w >= width || (words[at + w]! & n) >>> 0 !== n) return false;
  }
  return true;
}

/** `need` without the features `have` lacks: `need` itself (no copy) when `have` holds them all. */
export function maskWithin(have: Uint32Array, need: Uint32Array): Uint32Array {
  if (maskCovers(have, need)) return need;
  const out = new Uint32Array(need.length);
  for (let w = 0; w < need.length && w < have.length; w++) out[w] = (need[w]! & have[w]!) >>> 0;
  return out;
}
