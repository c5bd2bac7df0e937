// Lookups the engine asks of every product of a category for every project, built once per
// product: the catalog never changes while the process runs. Kept beside the product (a
// WeakMap), never on it, so the product's JSON shape stays the catalog file's.
import type { Country, SoftwareCategory } from '../../shared/options.js';
import { capabilityId, type ComplianceFact, type Product } from '../../shared/catalog/product-schema.js';
import type { OtherFamily } from '../../shared/catalog/vocabulary.js';
import { featureMask } from './feature-mask.js';

export type ProductIndex = {
  features: ReadonlySet<string>;
  /** `features` as a bit mask (feature-mask.ts). */
  featureMask: Uint32Array;
  /** Per plan, in plan order: the features it lists. */
  planFeatures: readonly ReadonlySet<string>[];
  /** Per plan, in plan order: `planFeatures` as bit masks. */
  planFeatureMasks: readonly Uint32Array[];
  /** The first plan of each name (what a lookup by name finds). */
  planByName: ReadonlyMap<string, number>;
  /** No two plans share a name: a plan named by a cost is the plan it was chosen as. */
  uniquePlanNames: boolean;
  /** Per country the product is sold in, the local capabilities of its (first) market. */
  markets: ReadonlyMap<Country, ReadonlySet<string>>;
  /** The first compliance fact of each id. */
  compliance: ReadonlyMap<string, ComplianceFact>;
  /** Some attestation comes with named plans only (a BAA on Business and Scale). */
  planLimitedCompliance: boolean;
};

const indexes = new WeakMap<Product, ProductIndex>();

/** The product's index, built on first use (products built in tests are indexed too). */
export function productIndex(p: Product): ProductIndex {
  let index = indexes.get(p);
  if (!index) indexes.set(p, (index = buildIndex(p)));
  return index;
}

const rowIndexes = new WeakMap<readonly Product[], readonly ProductIndex[]>();

/** The index of every product of a list (a category's slice), by row, kept per list. */
export function indexesByRow(products: readonly Product[]): readonly ProductIndex[] {
  let rows = rowIndexes.get(products);
  if (!rows) rowIndexes.set(products, (rows = products.map(productIndex)));
  return rows;
}

/** Builds every product's index up front (at catalog load), so no request pays for it. */
export function indexProducts(products: readonly Product[]): void {
  for (const p of products) productIndex(p);
}

function buildIndex(p: Product): ProductIndex {
  const planByName = new Map<string, number>();
  p.plans.forEach((plan, i) => {
    if (!planByName.has(plan.name)) planByName.set(plan.name, i);
  });
  const markets = new Map<Country, ReadonlySet<string>>();
  for (const m of p.markets) if (!markets.has(m.country)) markets.set(m.country, new Set(m.capabilities.map(capabilityId)));
  const compliance = new Map<string, ComplianceFact>();
  for (const c of p.compliance) if (!compliance.has(c.id)) compliance.set(c.id, c);
  return {
    features: new Set(p.features),
    featureMask: featureMask(p.features),
    planFeatures: p.plans.map((plan) => new Set(plan.features)),
    planFeatureMasks: p.plans.map((plan) => featureMask(plan.features)),
    planByName,
    uniquePlanNames: planByName.size === p.plans.length,
    markets,
    compliance,
    planLimitedCompliance: [...compliance.values()].some((c) => c.status === 'yes' && c.plans !== undefined),
  };
}

// The engine is handed the same loaded catalog for every project: its slices by category and the
// features each slice offers are worked out once per catalog (a WeakMap, so a catalog built in a
// test is let go with it).
const slices = new WeakMap<readonly Product[], Map<SoftwareCategory, readonly Product[]>>();
const offered = new WeakMap<readonly Product[], ReadonlySet<string>>();

/** The catalog's products of one category, the same array on every call. */
export function productsInCategory(catalog: readonly Product[], category: SoftwareCategory): readonly Product[] {
  let byCategory = slices.get(catalog);
  if (!byCategory) slices.set(catalog, (byCategory = new Map()));
  let slice = byCategory.get(category);
  if (!slice) byCategory.set(category, (slice = catalog.filter((p) => p.categories.includes(category))));
  return slice;
}

const families = new WeakMap<readonly Product[], Map<OtherFamily, readonly Product[]>>();

/** The products of a list that are of one "other" family, the same array on every call. */
export function productsInFamily(products: readonly Product[], family: OtherFamily): readonly Product[] {
  let byFamily = families.get(products);
  if (!byFamily) families.set(products, (byFamily = new Map()));
  let slice = byFamily.get(family);
  if (!slice) byFamily.set(family, (slice = products.filter((p) => p.families?.includes(family))));
  return slice;
}

const forVerticals = new WeakMap<readonly Product[], Map<string, readonly Product[]>>();

/**
 * The products of a list without those built for one trade the buyer did not ask for: a product
 * with any of `vertical`'s features stays only when `wanted` holds one of them. The same array on
 * every call with the same wishes.
 */
export function productsForVerticals(products: readonly Product[], vertical: ReadonlySet<string>, wanted: readonly string[]): readonly Product[] {
  const asked = wanted.filter((f) => vertical.has(f)).sort();
  let byKey = forVerticals.get(products);
  if (!byKey) forVerticals.set(products, (byKey = new Map()));
  const key = asked.join(',');
  let slice = byKey.get(key);
  if (!slice) byKey.set(key, (slice = products.filter((p) => !p.features.some((f) => vertical.has(f)) || p.features.some((f) => asked.includes(f)))));
  return slice;
}

/** Every feature some product of the list offers. */
export function offeredFeatures(products: readonly Product[]): ReadonlySet<string> {
  let set = offered.get(products);
  if (!set) {
    const all = new Set<string>();
    for (const p of products) for (const f of productIndex(p).features) all.add(f);
    offered.set(products, (set = all));
  }
  return set;
}

const ranks = new WeakMap<readonly Product[], Int32Array>();
const nameOrder = new Intl.Collator();

/** Each product's place in the list by name (the order `localeCompare` gives), worked out once per list. */
export function nameRanks(products: readonly Product[]): Int32Array {
  let rank = ranks.get(products);
  if (!rank) {
    rank = new Int32Array(products.length);
    const order = products.map((_, n) => n).sort((a, b) => nameOrder.compare(products[a]!.name, products[b]!.name));
    order.forEach((n, place) => (rank![n] = place));
    ranks.set(products, rank);
  }
  return rank;
}
