// Whole-catalog rules (beyond one product's schema): minimum breadth per category,
// unique ids, no fact dated in the future. Used by `npm run catalog:check` and its test.
import { softwareCategoryValues, type SoftwareCategory } from '../options.js';
import type { Product, Source } from './product-schema.js';

export const minimumProductsPerCategory: Record<SoftwareCategory, number> = {
  crm: 25,
  erp: 25,
  telephony: 25,
  noc: 25,
  hr: 25,
  accounting: 25,
  'project-management': 25,
  marketing: 25,
  other: 20,
};

export function allSources(p: Product): Source[] {
  return [
    ...p.sources,
    ...p.plans.flatMap((plan) => plan.prices.map((price) => price.source)),
    ...p.compliance.flatMap((c) => (c.status === 'not-published' ? [] : [c.source])),
    ...p.markets.flatMap((m) => [...(m.source ? [m.source] : []), ...m.capabilities.flatMap((c) => (typeof c === 'string' ? [] : [c.source]))]),
  ];
}

export function hasDatedPublicPrice(p: Product): boolean {
  // A promotion or a nonprofit-only price is not the list price every buyer pays.
  return p.plans.some((plan) => plan.prices.some((price) => !price.promo && !price.nonprofit && !price.education));
}

export function countByCategory(products: readonly Product[]): Record<SoftwareCategory, number> {
  const counts = Object.fromEntries(softwareCategoryValues.map((c) => [c, 0])) as Record<SoftwareCategory, number>;
  for (const p of products) for (const c of p.categories) counts[c] += 1;
  return counts;
}

export function findCatalogProblems(products: readonly Product[], today: string, opts: { partial?: boolean } = {}): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const p of products) {
    if (seen.has(p.id)) problems.push(`${p.id}: duplicate id`);
    seen.add(p.id);
    for (const s of allSources(p)) if (s.asOf > today) problems.push(`${p.id}: source ${s.url} dated ${s.asOf}, after today (${today})`);
    if (p.verifiedAt > today) problems.push(`${p.id}: verifiedAt ${p.verifiedAt} is in the future`);
  }
  if (!opts.partial) {
    const counts = countByCategory(products);
    for (const c of softwareCategoryValues)
      if (counts[c] < minimumProductsPerCategory[c]) problems.push(`category ${c}: ${counts[c]} products, at least ${minimumProductsPerCategory[c]} needed`);
  }
  return problems;
}
