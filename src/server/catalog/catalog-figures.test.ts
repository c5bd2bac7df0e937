import { describe, expect, it } from 'vitest';
import { loadCatalog } from './catalog.js';
import { catalogFigures, datedFacts, isVendorSource } from '../../shared/catalog/catalog-figures.js';
import { allSources } from '../../shared/catalog/catalog-rules.js';
import type { Product } from '../../shared/catalog/product-schema.js';

const catalog = loadCatalog();

describe('catalog figures', () => {
  it('measures every floor of the catalog issue, each with its value and floor', () => {
    const figures = catalogFigures(catalog);
    expect(Object.keys(figures)).toEqual([
      'products',
      'smallestNamedCategory',
      'otherProducts',
      'otherFamiliesWith8',
      'complianceComplete',
      'usHipaaBaaSourced',
      'capabilitiesSourced',
      'datedPublicPrice',
      'localCurrencyUkDeFrAu',
      'localCurrencyCa',
      'pricedPlansWithCaps',
      'vendorSources',
    ]);
    expect(figures.products!.value).toBe(catalog.length);
    for (const f of Object.values(figures)) expect(f.met).toBe(f.value >= f.floor);
  });

  it('tells a vendor page from a third party by host, unless the source says which it is', () => {
    const p = { website: 'https://www.ringcentral.com' } as Product;
    expect(isVendorSource(p, { url: 'https://support.ringcentral.com/baa', asOf: '2026-01-01' })).toBe(true);
    expect(isVendorSource(p, { url: 'https://example.org/review', asOf: '2026-01-01' })).toBe(false);
    expect(isVendorSource(p, { url: 'https://example.org/copy', asOf: '2026-01-01', kind: 'vendor' })).toBe(true);
  });

  it('every compliance or capability claim the engine can use has a dated source', () => {
    for (const p of catalog) {
      for (const c of p.compliance) {
        if (c.status === 'not-published') expect(c.checked, `${p.id} ${c.id}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        else expect(c.source.url, `${p.id} ${c.id}`).toMatch(/^https?:\/\//);
      }
      expect(datedFacts(p).every((f) => /^\d{4}-\d{2}-\d{2}$/.test(f.asOf))).toBe(true);
      expect(allSources(p).length).toBeGreaterThan(0);
    }
  });
});
