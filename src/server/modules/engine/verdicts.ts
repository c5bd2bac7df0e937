// One verdict per requirement, from catalog facts only, with the reason in plain words.
import type { Country } from '../../../shared/options.js';
import type { Product } from '../../../shared/catalog/product-schema.js';
import type { CostEstimate, Verdict } from '../../../shared/recommendations.js';
import { complianceItems, integrations, supportChannels, type ComplianceItem, type Integration, type SupportChannel } from '../../../shared/catalog/vocabulary.js';
import { planCovers } from './cost.js';
import type { Requirement } from './requirements.js';

export type Judged = { verdict: Verdict; reason: string };

/** Products documented this well are judged "not met" when a feature is absent; thinner entries get "unknown". */
const WELL_DOCUMENTED = 8;

function featureVerdict(p: Product, feature: string, label: string, cost: CostEstimate): Judged {
  if (!p.features.includes(feature)) {
    return p.features.length >= WELL_DOCUMENTED
      ? { verdict: 'not-met', reason: `${label} is not among ${p.name}'s documented features.` }
      : { verdict: 'unknown', reason: `Our record of ${p.name} does not cover ${label.toLowerCase()}; ask the vendor.` };
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
  if (bridges.length) return { verdict: 'partial', reason: `No native ${name} integration; possible through ${bridges.join(' or ')}.` };
  if (p.features.includes('api-access')) return { verdict: 'partial', reason: `No native ${name} integration; possible through the open API with development work.` };
  return { verdict: 'not-met', reason: `No ${name} integration on record.` };
}

function complianceVerdict(p: Product, id: ComplianceItem): Judged {
  const name = complianceItems[id];
  const claim = p.compliance.find((c) => c.id === id);
  if (!claim) return { verdict: 'unknown', reason: `No ${name} claim on record for ${p.name}.` };
  const asOf = `source dated ${claim.source.asOf}`;
  if (id === 'hipaa') {
    return claim.level === 'baa-available'
      ? { verdict: 'met', reason: `The vendor signs a HIPAA Business Associate Agreement (${asOf}).` }
      : { verdict: 'partial', reason: `HIPAA support is claimed but no BAA is on record (${asOf}).` };
  }
  if (claim.level === 'certified' || id === 'gdpr' || id === 'ccpa' || id === 'pipeda') {
    return { verdict: 'met', reason: `${name}: ${claim.level === 'certified' ? 'certified' : 'supported'} (${asOf}).` };
  }
  return { verdict: 'partial', reason: `${name} is claimed as supported, without a certificate on record (${asOf}).` };
}

function localVerdict(p: Product, country: Country, capability: string, label: string): Judged {
  const market = p.markets.find((m) => m.country === country);
  if (!market) return { verdict: 'not-met', reason: `${p.name} is not sold in ${country}.` };
  if (market.capabilities.includes(capability)) return { verdict: 'met', reason: `${label}: yes, in ${country}.` };
  return { verdict: 'unknown', reason: `No record that ${p.name} offers ${label.toLowerCase()} in ${country}.` };
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
      return p.languages.includes(value as 'en')
        ? { verdict: 'met', reason: `Interface available in ${req.label.replace(' interface', '')}.` }
        : { verdict: 'not-met', reason: `Interface languages on record: ${p.languages.join(', ')}.` };
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
          : { verdict: 'not-met', reason: 'High implementation complexity: usually needs a partner.' };
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
