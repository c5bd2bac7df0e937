// One verdict per requirement, from catalog facts only, with the reason in plain words.
import type { Country } from '../../../shared/options.js';
import type { Product } from '../../../shared/catalog/product-schema.js';
import type { CostEstimate, Verdict } from '../../../shared/recommendations.js';
import {
  complianceItems,
  countryBoundFeatures,
  featureLabel,
  integrationProducts,
  integrations,
  languageNames,
  supportChannels,
  volumeUnits,
  type ComplianceItem,
  type Integration,
  type Language,
  type SupportChannel,
  type VolumeUnit,
} from '../../../shared/catalog/vocabulary.js';
import { lowerFirst } from '../../../shared/wording.js';
import { verticalCrmFeatures } from '../../../shared/catalog/features/crm.js';
import { verticalPmFeatures } from '../../../shared/catalog/features/project-management.js';
import { verticalAccountingFeatures } from '../../../shared/catalog/features/accounting.js';
import { productIndex, type ProductIndex } from '../../catalog/product-index.js';
import { planCoversFeature } from './cost.js';
import type { Requirement } from './requirements.js';

export type Judged = { verdict: Verdict; reason: string };

const kinds = ['feature', 'integration', 'compliance', 'local', 'deployment', 'support', 'language', 'timeline', 'trait'] as const;
type Kind = (typeof kinds)[number] | 'other';
const kindOf = new Map<string, Kind>(kinds.map((k) => [k, k]));

/** A requirement's token, parsed once: what `judgeVerdict` checks. */
export type Check = {
  kind: Kind;
  value: string;
  label: string;
  /** `local:<country>:<capability>`; for a feature that depends on the country (`countryBoundFeatures`), the buyer's country. */
  country: string;
  capability: string;
  /** `timeline:<weeks>` */
  weeks: number;
  /** `trait:free-plan`: the buyer's volumes, which a free plan must hold to count (`freePlanShortfall`). */
  volume?: Readonly<Record<VolumeUnit, number>>;
  /** `trait:free-plan`: the must-have features (ids), which a free plan must include to count. */
  musts?: readonly string[];
};

/**
 * `buyerCountry` makes a country-bound feature's check read the buyer's market; `volume` and `musts`, a
 * free plan's check the buyer's volumes and must-have features.
 */
export function checkOf(req: Pick<Requirement, 'token' | 'label'>, buyerCountry?: Country, volume?: Readonly<Record<VolumeUnit, number>>, musts?: readonly string[]): Check {
  const colon = req.token.indexOf(':');
  const kind = kindOf.get(colon < 0 ? req.token : req.token.slice(0, colon)) ?? 'other';
  const value = colon < 0 ? '' : req.token.slice(colon + 1);
  const [country = '', capability = ''] = kind === 'local' ? value.split(':') : kind === 'feature' && buyerCountry && countryBoundFeatures.has(value) ? [buyerCountry, countryBoundFeatures.get(value)!] : [];
  return { kind, value, label: req.label, country, capability, weeks: kind === 'timeline' ? Number(value) : 0, ...(req.token === 'trait:free-plan' ? { ...(volume ? { volume } : {}), ...(musts?.length ? { musts } : {}) } : {}) };
}

/**
 * The verdict alone, decided from the facts; `judge` writes the words for the verdict decided
 * here. `planName` is the plan the product is costed on (null when none): only a feature's
 * verdict reads it, and a must-have feature's never depends on it (the plan is chosen to cover
 * every must-have), so screening a category passes null for must-haves.
 */
export function judgeVerdict(p: Product, check: Check, planName: string | null, index = productIndex(p)): Verdict {
  const { value } = check;
  switch (check.kind) {
    case 'feature': {
      // A trade's own CRM (donors, matters, policies) or project tool (a builder's jobs, a tax firm's
      // deadlines) is what a product is built as, and every such product is recorded so: one without
      // it is general software, not one we failed to check.
      if (!index.features.has(value)) return verticalCrmFeatures.has(value) || verticalPmFeatures.has(value) || verticalAccountingFeatures.has(value) ? 'not-met' : 'unknown';
      // A country-bound feature counts only where the product's market records it.
      if (check.country && !index.markets.get(check.country as Country)?.has(check.capability)) return 'unknown';
      const planIndex = planName ? index.planByName.get(planName) : undefined;
      return planIndex !== undefined && !planCoversFeature(p, planIndex, value) ? 'partial' : 'met';
    }
    case 'integration':
      if (p.integrations.includes(value as Integration) || integrationProducts[value as Integration]?.includes(p.id)) return 'met';
      return hasBridge(p) || index.features.has('api-access') ? 'partial' : 'unknown';
    case 'compliance': {
      const fact = index.compliance.get(value);
      if (fact?.status === 'yes') return 'met';
      if (fact?.status === 'add-on') return 'partial';
      if (fact?.status !== 'no' && localHosting(value as ComplianceItem, index)) return 'met';
      // Software run only on the buyer's own servers keeps the data wherever the buyer puts it.
      if (ownServers(p, value as ComplianceItem) === 'only') return 'met';
      return fact?.status === 'no' ? 'not-met' : 'unknown';
    }
    case 'local': {
      const market = index.markets.get(check.country as Country);
      return !market ? 'not-met' : market.has(check.capability) ? 'met' : 'unknown';
    }
    case 'deployment':
      return p.deployment.includes(value as 'cloud') ? 'met' : 'not-met';
    case 'support':
      return p.support.includes(value as SupportChannel) ? 'met' : 'unknown';
    case 'language':
      return p.languages.includes(value as Language) ? 'met' : p.languages.length > 1 ? 'not-met' : 'unknown';
    case 'timeline': {
      const { weeksMin, weeksMax } = p.implementation;
      return weeksMax <= check.weeks ? 'met' : weeksMin <= check.weeks ? 'partial' : 'not-met';
    }
    case 'trait':
      return traitVerdict(p, value, check.volume, check.musts);
    default:
      return 'unknown';
  }
}

/** A verdict as one byte, for verdict columns. */
export const verdictCodes: readonly Verdict[] = ['met', 'partial', 'unknown', 'not-met'];
const columns = new WeakMap<readonly Product[], Map<string, Uint8Array>>();

/**
 * Every product's verdict on one check with no plan named (`verdictCodes[column[n]]` for
 * `products[n]`), worked out once per list and check: the engine is handed the same category
 * slice of the loaded catalog for every project, and facts do not change while the process runs.
 * Only a feature's verdict reads the plan, so other checks use this whatever plan is costed.
 */
export function verdictColumn(products: readonly Product[], check: Check): Uint8Array {
  // A free plan's verdict reads the buyer's volumes, which differ from project to project: worked out
  // for this project only, so the cache does not grow with every count a buyer gives.
  if (check.volume) return Uint8Array.from(products, (p) => verdictCodes.indexOf(judgeVerdict(p, check, null)));
  return factColumn(products, `${check.kind}:${check.value}${check.kind === 'feature' && check.country ? `@${check.country}` : ''}`, (p) => judgeVerdict(p, check, null));
}

/**
 * A column of any verdict that depends on the product and the key alone (a size band's fit, an
 * industry's, sold in a country), worked out once per list and key as `verdictColumn` is.
 */
export function factColumn(products: readonly Product[], key: string, judge: (p: Product) => Verdict): Uint8Array {
  let byKey = columns.get(products);
  if (!byKey) columns.set(products, (byKey = new Map()));
  let column = byKey.get(key);
  if (!column) {
    column = new Uint8Array(products.length);
    for (let n = 0; n < products.length; n++) column[n] = verdictCodes.indexOf(judge(products[n]!));
    byKey.set(key, column);
  }
  return column;
}

const bridges = ['zapier', 'make', 'n8n'] as const;
const hasBridge = (p: Product) => p.integrations.includes('zapier') || p.integrations.includes('make') || p.integrations.includes('n8n');

const hostingCountry: Partial<Record<ComplianceItem, Country[]>> = {
  'hosting-eu': ['DE', 'FR'],
  'hosting-uk': ['UK'],
  'hosting-ca': ['CA'],
  'hosting-au': ['AU'],
  'hosting-us': ['US'],
};

/** A hosting region can also be on record as a local data centre of that market. */
function localHosting(id: ComplianceItem, index: ProductIndex): Country | undefined {
  for (const c of hostingCountry[id] ?? []) if (index.markets.get(c)?.has('local-data-center')) return c;
  return undefined;
}

/**
 * A hosting region is the buyer's choice when the software runs only on their own servers. When the
 * vendor's cloud is the other way to buy it, the cloud's region decides (most buyers of a product
 * sold both ways take the cloud): the reason then says that running it yourself is the way round.
 */
function ownServers(p: Product, id: ComplianceItem): 'only' | 'also' | null {
  if (!(id in hostingCountry) || !p.deployment.includes('on-premises')) return null;
  return p.deployment.every((d) => d === 'on-premises') ? 'only' : 'also';
}

const listOf = (xs: readonly string[]) => (xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}` : xs[0]);

/** Why a free plan is not the buyer's free start: a limit below their volume, or a must-have it leaves out. */
export type FreePlanShort = { plan: string; unit: VolumeUnit; cap: number; need: number } | { plan: string; missing: string };

/**
 * Why every free plan on record falls short of the buyer ("Free allows up to 500 contacts; you need
 * 15,000", "Comp does not include payroll"), from the first free plan; null when a free plan holds
 * their volumes and includes their must-have features, or its limits are not on record. A free plan
 * for schools or nonprofits only, or bought for one need only, is not the buyer's free start.
 */
export function freePlanShortfall(p: Product, volume: Readonly<Record<VolumeUnit, number>> | undefined, musts: readonly string[] = []): FreePlanShort | null {
  const features = musts.filter((m) => !m.startsWith('compliance:'));
  if (!volume && features.length === 0) return null;
  let short: FreePlanShort | null = null;
  for (const [i, plan] of p.plans.entries()) {
    if (plan.priceStatus !== 'published' || plan.onlyFor || plan.forFamily) continue;
    const free = plan.prices.some((pr) => !pr.promo && !pr.nonprofit && !pr.education && pr.flat === 0 && !pr.perUnit && !pr.tiers);
    if (!free) continue;
    const missing = features.find((f) => !planCoversFeature(p, i, f));
    if (missing) {
      short ??= { plan: plan.name, missing };
      continue;
    }
    if (!volume || !plan.caps) return null;
    let over: { unit: VolumeUnit; cap: number; need: number } | null = null;
    for (const key in plan.caps) {
      const unit = key as VolumeUnit;
      if (volume[unit] > plan.caps[unit]!) {
        over = { unit, cap: plan.caps[unit]!, need: volume[unit] };
        break;
      }
    }
    if (!over) return null;
    short ??= { plan: plan.name, ...over };
  }
  return short;
}

function traitVerdict(p: Product, trait: string, volume?: Readonly<Record<VolumeUnit, number>>, musts?: readonly string[]): Verdict {
  switch (trait) {
    case 'free-plan':
      if (!p.freePlan) return p.freeTrialDays ? 'partial' : 'not-met';
      return freePlanShortfall(p, volume, musts) ? 'partial' : 'met';
    case 'low-complexity':
      return p.implementation.complexity === 'low' ? 'met' : 'partial';
    case 'monthly-billing':
      return p.plans.some((pl) => pl.prices.some((pr) => pr.billing === 'monthly' && pr.billingStated !== false && !pr.promo && !pr.nonprofit && !pr.education)) ? 'met' : 'unknown';
    case 'scales-up':
      return p.companySize.max === null || p.companySize.max >= 500 ? 'met' : 'partial';
    default:
      return 'unknown';
  }
}

const rowCaches = new WeakMap<readonly Product[], Map<string, unknown[]>>();

/**
 * Per row of a list, a value worked out for that product and `key` the first time a project asks
 * (`column[n] ??= …`) and kept per list: what does not depend on the project beyond the key (an
 * excluded product's not-met must-have, in words) is written once per process, not per project.
 */
export function rowCache<T>(products: readonly Product[], key: string): (T | undefined)[] {
  let byKey = rowCaches.get(products);
  if (!byKey) rowCaches.set(products, (byKey = new Map()));
  let column = byKey.get(key);
  if (!column) byKey.set(key, (column = new Array<unknown>(products.length)));
  return column as (T | undefined)[];
}

/** The verdict of `judgeVerdict`, with its reason in plain words. */
export function judgeCheck(p: Product, check: Check, planName: string | null): Judged {
  const verdict = judgeVerdict(p, check, planName);
  return { verdict, reason: reasonFor(p, check, verdict, planName) };
}

export function judge(p: Product, req: Requirement, ctx: { country: Country; cost: CostEstimate; timelineWeeks: number | null }): Judged {
  return judgeCheck(p, checkOf(req, ctx.country), ctx.cost.planName);
}

function reasonFor(p: Product, check: Check, verdict: Verdict, planName: string | null): string {
  const { kind, value, label } = check;
  switch (kind) {
    case 'feature': {
      // Our record lists what the vendor documents; an absent feature is not a sourced "no".
      if (verdict === 'unknown' && check.country && productIndex(p).features.has(value))
        return `Not confirmed in ${check.country}: ${p.name} offers ${lowerFirst(label)}, but we have no record of it ${check.capability === 'payroll' ? 'running payroll' : 'offering it'} in ${check.country}. Ask the vendor before you buy.`;
      if (verdict === 'unknown') return `Not confirmed: ${lowerFirst(label)} is not among the features we have on record for ${p.name}. Ask the vendor before you buy.`;
      if (verdict === 'not-met' && verticalAccountingFeatures.has(value)) return `${p.name} is general accounting software, not ${lowerFirst(label)}.`;
      if (verdict === 'not-met') return `${p.name} is ${verticalCrmFeatures.has(value) ? 'a general CRM' : 'general project software'}, not one built for this trade (${lowerFirst(label)}).`;
      if (verdict === 'partial') {
        const planIndex = productIndex(p).planByName.get(planName!)!;
        const higher = p.plans.find((pl, i) => i > planIndex && (pl.onlyFor === undefined || pl.onlyFor === value) && planCoversFeature(p, i, value));
        // Remote's time-off comes with its Employer of Record service only: not "a higher plan".
        const service = higher ? undefined : p.plans.find((pl, i) => pl.onlyFor !== undefined && planCoversFeature(p, i, value));
        if (service) return `Only within ${service.name}, a service bought for ${lowerFirst(featureLabel(service.onlyFor!, p.categories))}; not on ${planName}.`;
        return `Available on a higher plan${higher ? ` (${higher.name})` : ''}, not on ${planName}.`;
      }
      return `${p.name} offers ${lowerFirst(label)}${planName ? ` on the ${planName} plan` : ''}.`;
    }
    case 'integration': {
      const name = integrations[value as Integration] ?? value;
      if (integrationProducts[value as Integration]?.includes(p.id)) return `Built in: ${p.name} is ${name}, or includes it.`;
      if (verdict === 'met') return `Native ${name} integration.`;
      const through = bridges.filter((b) => p.integrations.includes(b)).map((b) => integrations[b]);
      if (through.length) return `No native ${name} integration on record; possible through ${through.join(' or ')}.`;
      if (verdict === 'partial') return `No native ${name} integration on record; possible through the open API with development work.`;
      return `Not confirmed: no ${name} integration on record. Ask the vendor.`;
    }
    case 'compliance': {
      const id = value as ComplianceItem;
      const name = complianceItems[id];
      const fact = productIndex(p).compliance.get(id);
      const note = fact?.note ? ` ${fact.note.replace(/\.?$/, '.')}` : '';
      const own = ownServers(p, id);
      if (own === 'only' && verdict === 'met' && fact?.status !== 'yes') return `${name}: runs on your own servers (on-premises), so the data stays where you host it.`;
      if (own === 'also' && (verdict === 'unknown' || verdict === 'not-met'))
        return `${name}: ${verdict === 'not-met' ? 'no' : 'not confirmed'} for the vendor's cloud${fact?.status === 'not-published' ? ` (not published when we checked on ${fact.checked})` : ''}; run on your own servers (on-premises), the data stays where you host it.`;
      if (!fact || fact.status === 'not-published') {
        if (verdict === 'met') return `${name}: a local data centre is on record.`;
        const checked = fact?.status === 'not-published' ? ` (not published by the vendor when we checked on ${fact.checked})` : '';
        return `${name}: not confirmed${checked}. Ask the vendor before you buy.`;
      }
      const asOf = `source dated ${fact.source.asOf}`;
      if (fact.status === 'yes') return `${name}: yes${fact.plans ? `, on ${listOf(fact.plans)} only` : ''} (${asOf}).${note}`;
      if (fact.status === 'add-on') return `${name}: available as a paid add-on, ${fact.price} (${asOf}).${note}`;
      return `${name}: no (${asOf}).${note}`;
    }
    case 'local': {
      const [country] = value.split(':') as [Country, string];
      if (verdict === 'not-met') return `${p.name} is not sold in ${country}.`;
      if (verdict === 'met') return `${label}: yes, in ${country}.`;
      return `${label}: not confirmed for ${country}. Ask the vendor before you buy.`;
    }
    case 'deployment':
      return verdict === 'met' ? `Available ${value === 'cloud' ? 'as cloud software' : value}.` : `Deployment options: ${p.deployment.join(', ')}.`;
    case 'support': {
      const name = supportChannels[value as SupportChannel] ?? value;
      return verdict === 'met' ? `${name} is offered.` : `${name} is not on record; plans often differ, ask the vendor.`;
    }
    case 'language': {
      const name = languageNames[value as Language];
      if (verdict === 'met') return `Interface available in ${name}.`;
      const names = p.languages.map((l) => languageNames[l]).join(', ');
      // A product recorded in one language only may simply not have been checked for others.
      return verdict === 'not-met' ? `Interface languages on record: ${names}; no ${name}.` : `${name} interface not confirmed (on record: ${names}). Ask the vendor.`;
    }
    case 'timeline': {
      const { weeksMin, weeksMax } = p.implementation;
      if (verdict === 'met') return `Typical rollout ${weeksMin}–${weeksMax} weeks (estimate).`;
      if (verdict === 'partial') return `Typical rollout ${weeksMin}–${weeksMax} weeks: possible, but tight.`;
      return `Typical rollout ${weeksMin}–${weeksMax} weeks, longer than your deadline.`;
    }
    case 'trait':
      return traitReason(p, value, verdict, check.volume, check.musts);
  }
  return 'Not something our catalog records.';
}

function traitReason(p: Product, trait: string, verdict: Verdict, volume?: Readonly<Record<VolumeUnit, number>>, musts?: readonly string[]): string {
  switch (trait) {
    case 'free-plan': {
      if (verdict === 'met') return 'Has a free plan.';
      const short = p.freePlan ? freePlanShortfall(p, volume, musts) : null;
      if (short && 'missing' in short) return `Has a free plan, but ${short.plan} does not include ${lowerFirst(featureLabel(short.missing, p.categories))}, one of your must-haves.`;
      if (short) return `Has a free plan, but ${short.plan} allows up to ${short.cap.toLocaleString('en-US')} ${volumeUnits[short.unit]}; you need about ${short.need.toLocaleString('en-US')}.`;
      return verdict === 'partial' ? `No free plan; ${p.freeTrialDays}-day free trial.` : 'No free plan on record.';
    }
    case 'low-complexity':
      return verdict === 'met'
        ? 'Low implementation complexity.'
        : p.implementation.complexity === 'medium'
          ? 'Medium implementation complexity: some setup help may be needed.'
          : 'High implementation complexity (our estimate): usually needs a partner.';
    case 'monthly-billing':
      return verdict === 'met' ? 'Month-to-month prices are published.' : 'Only annual or unpublished pricing on record.';
    case 'scales-up':
      return verdict === 'met' ? 'Serves much larger companies too.' : `Best up to about ${p.companySize.max} employees.`;
  }
  return 'Not something our catalog records.';
}
