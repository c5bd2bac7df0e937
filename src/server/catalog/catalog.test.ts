// The whole catalog, as shipped: every product valid, ids unique, every price sourced and
// dated, nothing dated in the future, vocabularies respected, every category at its minimum.
import { describe, expect, it } from 'vitest';
import { allSources, countByCategory, findCatalogProblems, minimumProductsPerCategory } from '../../shared/catalog/catalog-rules.js';
import { productSchema } from '../../shared/catalog/product-schema.js';
import { catalogDir } from '../paths.js';
import { readCatalog } from './load-catalog.js';

const today = new Date().toISOString().slice(0, 10);
const { products, errors } = readCatalog(catalogDir);

describe('catalog', () => {
  it('every product file is valid', () => {
    expect(errors).toEqual([]);
  });
  it('ids are unique and whole-catalog rules hold', () => {
    expect(findCatalogProblems(products, today)).toEqual([]);
  });
  it('every category reaches its minimum', () => {
    const counts = countByCategory(products);
    for (const [category, min] of Object.entries(minimumProductsPerCategory)) expect(counts[category as keyof typeof counts]).toBeGreaterThanOrEqual(min);
  });
  it('every price has a source with a date not in the future', () => {
    for (const p of products)
      for (const plan of p.plans)
        for (const price of plan.prices) {
          expect(price.source.url, `${p.id} ${plan.name}`).toMatch(/^https?:\/\//);
          expect(price.source.asOf <= today, `${p.id} ${plan.name} asOf ${price.source.asOf}`).toBe(true);
        }
    expect(products.flatMap(allSources).every((s) => s.asOf <= today)).toBe(true);
  });
  it('rejects a product with an unknown feature or a price without a source', () => {
    const good = products[0]!;
    expect(productSchema.safeParse({ ...good, features: [...good.features, 'teleportation'] }).success).toBe(false);
    const plan = good.plans.find((pl) => pl.prices.length > 0);
    if (plan) {
      const broken = { ...good, plans: [{ ...plan, prices: [{ ...plan.prices[0], source: undefined }] }] };
      expect(productSchema.safeParse(broken).success).toBe(false);
    }
    expect(productSchema.safeParse({ ...good, plans: [{ name: 'Pro', priceStatus: 'published', prices: [] }] }).success).toBe(false);
    // A plan bought for one need names one of its own features.
    const deel = products.find((p) => p.id === 'deel')!;
    const eor = deel.plans.findIndex((pl) => pl.onlyFor === 'employer-of-record');
    expect(eor).toBeGreaterThanOrEqual(0);
    const plans = deel.plans.map((pl, i) => (i === eor ? { ...pl, onlyFor: 'sso' } : pl));
    expect(productSchema.safeParse({ ...deel, plans }).success).toBe(false);
    // Units included in a base price need the price of each unit beyond them, and a most above them.
    const books = products.find((p) => p.id === 'zoho-books')!;
    const standard = books.plans.findIndex((pl) => pl.prices.some((pr) => pr.includedUnits !== undefined));
    const withUnits = (change: Record<string, unknown>) => books.plans.map((pl, i) => (i === standard ? { ...pl, prices: pl.prices.map((pr) => (pr.includedUnits !== undefined ? { ...pr, ...change } : pr)) } : pl));
    expect(productSchema.safeParse({ ...books, plans: withUnits({}) }).success).toBe(true);
    expect(productSchema.safeParse({ ...books, plans: withUnits({ perUnit: undefined, unit: undefined }) }).success).toBe(false);
    expect(productSchema.safeParse({ ...books, plans: withUnits({ maxUnits: 2 }) }).success).toBe(false);
    // A plan sold for one kind of use names one of the product's own kinds.
    const shopify = products.find((p) => p.id === 'shopify')!;
    const combo = shopify.plans.findIndex((pl) => pl.forFamily === 'point-of-sale');
    expect(combo).toBeGreaterThanOrEqual(0);
    const wrongKind = shopify.plans.map((pl, i) => (i === combo ? { ...pl, forFamily: 'backup' } : pl));
    expect(productSchema.safeParse({ ...shopify, plans: wrongKind }).success).toBe(false);
    // …and comes after the standard plans.
    expect(productSchema.safeParse({ ...shopify, plans: [shopify.plans[combo]!, ...shopify.plans.filter((_, i) => i !== combo)] }).success).toBe(false);
  });
  it('covers all six countries', () => {
    for (const country of ['US', 'UK', 'CA', 'AU', 'DE', 'FR'])
      expect(products.filter((p) => p.markets.some((m) => m.country === country)).length, country).toBeGreaterThan(60);
  });
});
