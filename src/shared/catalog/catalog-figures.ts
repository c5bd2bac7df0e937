// The catalog's depth, measured: what `npm run catalog:check` prints as its last line, with the
// floors each figure should reach (docs/decisions/009-catalog-facts.md).
import { countryCurrency } from '../money.js';
import type { Country } from '../options.js';
import { capabilityId, type Product, type Source } from './product-schema.js';
import { allSources, hasDatedPublicPrice } from './catalog-rules.js';
import { requiredComplianceItems } from './vocabulary.js';

export type Figure = { value: number; floor: number; met: boolean; detail?: string };

const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000);
const figure = (value: number, floor: number, detail?: string): Figure => ({ value, floor, met: value >= floor, ...(detail ? { detail } : {}) });

/** The product's own host (www. dropped), to tell a vendor page from a third party. */
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
};
const registrable = (host: string) => host.split('.').slice(-2).join('.');

export function isVendorSource(p: Product, s: Source): boolean {
  if (s.kind) return s.kind === 'vendor';
  return registrable(hostOf(s.url)) === registrable(hostOf(p.website));
}

const hipaaCategories = ['telephony', 'project-management', 'crm', 'hr', 'marketing'] as const;

export function catalogFigures(products: readonly Product[]): Record<string, Figure> {
  const inCategory = (c: string) => products.filter((p) => p.categories.includes(c as never)).length;
  const named = ['crm', 'erp', 'telephony', 'noc', 'hr', 'accounting', 'project-management', 'marketing'];
  const smallestNamed = Math.min(...named.map(inCategory));
  const other = products.filter((p) => p.categories.includes('other'));
  const families = new Map<string, number>();
  for (const p of other) for (const f of p.families ?? []) families.set(f, (families.get(f) ?? 0) + 1);
  const familiesOf8 = [...families.values()].filter((n) => n >= 8).length;

  const complete = products.filter((p) => requiredComplianceItems.every((id) => p.compliance.some((c) => c.id === id))).length;
  const usHipaa = products.filter((p) => p.markets.some((m) => m.country === 'US') && (p.categories.some((c) => (hipaaCategories as readonly string[]).includes(c)) || p.families?.includes('collaboration-suite')));
  const hipaaSourced = usHipaa.filter((p) => p.compliance.some((c) => c.id === 'hipaa-baa' && c.status !== 'not-published')).length;

  const capabilities = products.flatMap((p) => p.markets.flatMap((m) => m.capabilities.map((c) => typeof c !== 'string' || m.source !== undefined)));
  const priced = products.filter(hasDatedPublicPrice);
  const localShare = (countries: Country[]) => {
    const sold = priced.filter((p) => p.markets.some((m) => countries.includes(m.country)));
    // A promotional or nonprofit-only price is not the list price every buyer pays: it does not count.
    const local = sold.filter((p) => p.plans.some((pl) => pl.prices.some((pr) => !pr.promo && !pr.nonprofit && !pr.education && countries.some((c) => pr.currency === countryCurrency[c] && (!pr.countries || pr.countries.includes(c))))));
    return share(local.length, sold.length);
  };
  const byCountry = (['UK', 'DE', 'FR', 'AU'] as const).map((c) => localShare([c]));
  const publishedPlans = products.flatMap((p) => p.plans.filter((pl) => pl.priceStatus === 'published'));
  const sources = products.flatMap((p) => allSources(p).map((s) => isVendorSource(p, s)));

  return {
    products: figure(products.length, 420),
    smallestNamedCategory: figure(smallestNamed, 35),
    otherProducts: figure(other.length, 120),
    otherFamiliesWith8: figure(familiesOf8, 12, JSON.stringify(Object.fromEntries(families))),
    complianceComplete: figure(share(complete, products.length), 1),
    usHipaaBaaSourced: figure(share(hipaaSourced, usHipaa.length), 0.8, `${hipaaSourced}/${usHipaa.length}`),
    capabilitiesSourced: figure(share(capabilities.filter(Boolean).length, capabilities.length), 0.9, `${capabilities.filter(Boolean).length}/${capabilities.length}`),
    datedPublicPrice: figure(share(priced.length, products.length), 0.7),
    localCurrencyUkDeFrAu: figure(Math.min(...byCountry), 0.6, `UK ${byCountry[0]}, DE ${byCountry[1]}, FR ${byCountry[2]}, AU ${byCountry[3]}`),
    localCurrencyCa: figure(localShare(['CA']), 0.4),
    pricedPlansWithCaps: figure(share(publishedPlans.filter((pl) => pl.caps !== undefined).length, publishedPlans.length), 1),
    vendorSources: figure(share(sources.filter(Boolean).length, sources.length), 0.7),
  };
}

/** Every fact with its date, for `npm run catalog:stale`. */
export function datedFacts(p: Product): { fact: string; asOf: string }[] {
  return [
    ...p.plans.flatMap((pl) => pl.prices.map((pr) => ({ fact: `price ${pl.name}${pr.countries ? ` (${pr.countries.join('/')})` : ''}`, asOf: pr.source.asOf }))),
    ...p.compliance.map((c) => ({ fact: `${c.id}: ${c.status}`, asOf: c.status === 'not-published' ? c.checked : c.source.asOf })),
    ...p.markets.flatMap((m) => [
      ...(m.source ? [{ fact: `market ${m.country}`, asOf: m.source.asOf }] : []),
      ...m.capabilities.flatMap((c) => (typeof c === 'string' ? [] : [{ fact: `${m.country} ${capabilityId(c)}`, asOf: c.source.asOf }])),
    ]),
  ];
}
