// One verdict per requirement, from catalog facts only, with the reason in plain words.
import type { Country } from '../../../shared/options.js';
import type { Product } from '../../../shared/catalog/product-schema.js';
import type { CostEstimate, Verdict } from '../../../shared/recommendations.js';
import { capabilityId } from '../../../shared/catalog/product-schema.js';
import {
  complianceItems,
  integrations,
  languageNames,
  supportChannels,
  type ComplianceItem,
  type Integration,
  type Language,
  type SupportChannel,
} from '../../../shared/catalog/vocabulary.js';
import { planCovers } from './cost.js';
import type { Requirement } from './requirements.js';

export type Judged = { verdict: Verdict; reason: string };

function featureVerdict(p: Product, feature: string, label: string, cost: CostEstimate): Judged {
  if (!p.features.includes(feature)) {
    // Our record lists what the vendor documents; an absent feature is not a sourced "no".
    return { verdict: 'unknown', reason: `Not confirmed: ${label.toLowerCase()} is not among the features we have on record for ${p.name}. Ask the vendor before you buy.` };
  }
  const planIndex = p.plans.findIndex((pl) => pl.name === cost.planName);
  if (cost.planName && planIndex >= 0 && !planCovers(p, planIndex, [feature])) {
    const higher = p.plans.find((_, i) => i > planIndex && planCovers(p, i, [feature]));
    return { verdict: 'partial', reason: `Available on a higher plan${higher ? ` (${higher.name})` : ''}, not on ${cost.planName}.` };
  }
  return { verdict: 'met', reason: `${p.name} offers ${label.toLowerCase()}${cost.planName ? ` on the ${cost.planName} plan` : ''}.` };
}

function integrationVerdict(p: Product, id: Integration): Judged {
  const name = integrations[id] ?? id;
  if (p.integrations.includes(id)) return { verdict: 'met', reason: `Native ${name} integration.` };
  const bridges = (['zapier', 'make', 'n8n'] as const).filter((b) => p.integrations.includes(b)).map((b) => integrations[b]);
  if (bridges.length) return { verdict: 'partial', reason: `No native ${name} integration on record; possible through ${bridges.join(' or ')}.` };
  if (p.features.includes('api-access')) return { verdict: 'partial', reason: `No native ${name} integration on record; possible through the open API with development work.` };
  return { verdict: 'unknown', reason: `Not confirmed: no ${name} integration on record. Ask the vendor.` };
}

const hostingCountry: Partial<Record<ComplianceItem, Country[]>> = {
  'hosting-eu': ['DE', 'FR'],
  'hosting-uk': ['UK'],
  'hosting-ca': ['CA'],
  'hosting-au': ['AU'],
  'hosting-us': ['US'],
};

const listOf = (xs: readonly string[]) => (xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}` : xs[0]);

function complianceVerdict(p: Product, id: ComplianceItem): Judged {
  const name = complianceItems[id];
  const fact = p.compliance.find((c) => c.id === id);
  const note = fact?.note ? ` ${fact.note.replace(/\.?$/, '.')}` : '';
  if (!fact || fact.status === 'not-published') {
    // A hosting region can also be on record as a local data centre of that market.
    const local = hostingCountry[id]?.find((c) => p.markets.find((m) => m.country === c)?.capabilities.some((x) => capabilityId(x) === 'local-data-center'));
    if (local) return { verdict: 'met', reason: `${name}: a local data centre is on record.` };
    const checked = fact?.status === 'not-published' ? ` (not published by the vendor when we checked on ${fact.checked})` : '';
    return { verdict: 'unknown', reason: `${name}: not confirmed${checked}. Ask the vendor before you buy.` };
  }
  const asOf = `source dated ${fact.source.asOf}`;
  switch (fact.status) {
    case 'yes':
      return { verdict: 'met', reason: `${name}: yes${fact.plans ? `, on ${listOf(fact.plans)} only` : ''} (${asOf}).${note}` };
    case 'add-on':
      return { verdict: 'partial', reason: `${name}: available as a paid add-on, ${fact.price} (${asOf}).${note}` };
    case 'no':
      return { verdict: 'not-met', reason: `${name}: no (${asOf}).${note}` };
  }
}

function localVerdict(p: Product, country: Country, capability: string, label: string): Judged {
  const market = p.markets.find((m) => m.country === country);
  if (!market) return { verdict: 'not-met', reason: `${p.name} is not sold in ${country}.` };
  if (market.capabilities.some((c) => capabilityId(c) === capability)) return { verdict: 'met', reason: `${label}: yes, in ${country}.` };
  return { verdict: 'unknown', reason: `${label}: not confirmed for ${country}. Ask the vendor before you buy.` };
}

function languageVerdict(p: Product, code: Language): Judged {
  const name = languageNames[code];
  if (p.languages.includes(code)) return { verdict: 'met', reason: `Interface available in ${name}.` };
  const names = p.languages.map((l) => languageNames[l]).join(', ');
  // A product recorded in one language only may simply not have been checked for others.
  return p.languages.length > 1
    ? { verdict: 'not-met', reason: `Interface languages on record: ${names}; no ${name}.` }
    : { verdict: 'unknown', reason: `${name} interface not confirmed (on record: ${names}). Ask the vendor.` };
}

export function judge(p: Product, req: Requirement, ctx: { country: Country; cost: CostEstimate; timelineWeeks: number | null }): Judged {
  const [kind, ...rest] = req.token.split(':');
  const value = rest.join(':');
  switch (kind) {
    case 'feature':
      return featureVerdict(p, value, req.label, ctx.cost);
    case 'integration':
      return integrationVerdict(p, value as Integration);
    case 'compliance':
      return complianceVerdict(p, value as ComplianceItem);
    case 'local': {
      const [country, capability] = value.split(':') as [Country, string];
      return localVerdict(p, country, capability, req.label);
    }
    case 'deployment':
      return p.deployment.includes(value as 'cloud')
        ? { verdict: 'met', reason: `Available ${value === 'cloud' ? 'as cloud software' : value}.` }
        : { verdict: 'not-met', reason: `Deployment options: ${p.deployment.join(', ')}.` };
    case 'support': {
      const name = supportChannels[value as SupportChannel] ?? value;
      return p.support.includes(value as SupportChannel)
        ? { verdict: 'met', reason: `${name} is offered.` }
        : { verdict: 'unknown', reason: `${name} is not on record; plans often differ, ask the vendor.` };
    }
    case 'language':
      return languageVerdict(p, value as Language);
    case 'timeline': {
      const weeks = Number(value);
      const { weeksMin, weeksMax } = p.implementation;
      if (weeksMax <= weeks) return { verdict: 'met', reason: `Typical rollout ${weeksMin}–${weeksMax} weeks (estimate).` };
      if (weeksMin <= weeks) return { verdict: 'partial', reason: `Typical rollout ${weeksMin}–${weeksMax} weeks: possible, but tight.` };
      return { verdict: 'not-met', reason: `Typical rollout ${weeksMin}–${weeksMax} weeks, longer than your deadline.` };
    }
    case 'trait':
      return traitVerdict(p, value);
    default:
      return { verdict: 'unknown', reason: 'Not something our catalog records.' };
  }
}

function traitVerdict(p: Product, trait: string): Judged {
  switch (trait) {
    case 'free-plan':
      return p.freePlan ? { verdict: 'met', reason: 'Has a free plan.' } : p.freeTrialDays ? { verdict: 'partial', reason: `No free plan; ${p.freeTrialDays}-day free trial.` } : { verdict: 'not-met', reason: 'No free plan on record.' };
    case 'low-complexity':
      return p.implementation.complexity === 'low'
        ? { verdict: 'met', reason: 'Low implementation complexity.' }
        : p.implementation.complexity === 'medium'
          ? { verdict: 'partial', reason: 'Medium implementation complexity: some setup help may be needed.' }
          : { verdict: 'partial', reason: 'High implementation complexity (our estimate): usually needs a partner.' };
    case 'monthly-billing': {
      const monthly = p.plans.some((pl) => pl.prices.some((pr) => pr.billing === 'monthly' && !pr.promo));
      return monthly ? { verdict: 'met', reason: 'Month-to-month prices are published.' } : { verdict: 'unknown', reason: 'Only annual or unpublished pricing on record.' };
    }
    case 'scales-up':
      return p.companySize.max === null || p.companySize.max >= 500 ? { verdict: 'met', reason: 'Serves much larger companies too.' } : { verdict: 'partial', reason: `Best up to about ${p.companySize.max} employees.` };
    default:
      return { verdict: 'unknown', reason: 'Not something our catalog records.' };
  }
}
