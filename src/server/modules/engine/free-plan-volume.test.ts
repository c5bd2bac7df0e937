// "A free plan to start with" is met only by a free plan that holds the buyer's volumes and includes
// their must-haves: Mailchimp's free plan holds 500 contacts, so a list of 12,000 is past it, and
// 7shifts' free Comp plan runs no payroll.
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/catalog/product-schema.js';
import type { CreateProjectInput } from '../../../shared/projects.js';
import type { VolumeUnit } from '../../../shared/catalog/vocabulary.js';
import { volumeUnits } from '../../../shared/catalog/vocabulary.js';
import { loadCatalog } from '../../catalog/catalog.js';
import { recommend } from './recommend.js';
import { checkOf, judgeCheck } from './verdicts.js';

const catalog = loadCatalog();
const freePlan = { token: 'trait:free-plan', label: 'A free plan to start with' };
const volume = (v: Partial<Record<VolumeUnit, number>>) => ({ ...Object.fromEntries(Object.keys(volumeUnits).map((u) => [u, 0])), ...v }) as Record<VolumeUnit, number>;

/** Asana with one free plan capped at 2 users. */
function product(change?: (p: Product) => void): Product {
  const p: Product = structuredClone(catalog.find((x) => x.id === 'asana')!);
  change?.(p);
  return p;
}

describe('a free plan to start with', () => {
  it('is met when the free plan holds the volumes, partial with both figures when it does not', () => {
    expect(judgeCheck(product(), checkOf(freePlan, 'US', volume({ users: 2 })), null)).toEqual({ verdict: 'met', reason: 'Has a free plan.' });
    expect(judgeCheck(product(), checkOf(freePlan, 'US', volume({ users: 12 })), null)).toEqual({
      verdict: 'partial',
      reason: 'Has a free plan, but Personal allows up to 2 users; you need about 12.',
    });
    // Without volumes (nothing counted yet) the product fact alone decides, as before.
    expect(judgeCheck(product(), checkOf(freePlan, 'US'), null).verdict).toBe('met');
  });

  it("counts a free plan whose limits are not on record, and never a school's or a nonprofit's free plan", () => {
    const unknownLimits = product((p) => delete p.plans[0]!.caps);
    expect(judgeCheck(unknownLimits, checkOf(freePlan, 'US', volume({ users: 12 })), null).verdict).toBe('met');
    const schoolsOnly = product((p) => {
      p.plans[0]!.caps = { users: 2 };
      p.plans.push({ ...structuredClone(p.plans[0]!), name: 'Education', caps: {}, prices: p.plans[0]!.prices.map((pr) => ({ ...pr, education: true as const })) });
    });
    expect(judgeCheck(schoolsOnly, checkOf(freePlan, 'US', volume({ users: 12 })), null).verdict).toBe('partial');
  });

  it("is partial when the free plan leaves out a must-have feature, and says which", () => {
    const sevenShifts = catalog.find((x) => x.id === '7shifts')!;
    expect(judgeCheck(sevenShifts, checkOf(freePlan, 'US', volume({ employees: 5 }), ['payroll']), null)).toEqual({
      verdict: 'partial',
      reason: 'Has a free plan, but Comp does not include payroll, one of your must-haves.',
    });
    expect(judgeCheck(sevenShifts, checkOf(freePlan, 'US', volume({ employees: 5 }), ['shift-scheduling']), null).verdict).toBe('met');
    // An attestation is the vendor's, not a plan's: it does not disqualify the free plan.
    expect(judgeCheck(sevenShifts, checkOf(freePlan, 'US', volume({ employees: 5 }), ['compliance:soc2']), null).verdict).toBe('met');
  });

  it('ranks a cheap newsletter of 12,000 subscribers with the free plans that cannot hold it marked partial', () => {
    const input: CreateProjectInput = { name: 'News', country: 'US', industry: 'consulting', employeeCount: '1-10', softwareCategory: 'marketing', affectedTeams: ['Marketing'], businessNeeds: 'Email newsletters to 12,000 subscribers, cheap.' };
    const answers = [
      { title: 'Email', dimension: 'features:email', options: [{ value: 'feature:email-campaigns', label: 'Email campaigns' }], selected: ['feature:email-campaigns'], importance: 'must-have' as const },
      { title: 'Team', dimension: 'small-team', options: [{ value: 'trait:free-plan', label: 'A free plan to start with' }], selected: ['trait:free-plan'], importance: 'must-have' as const },
    ];
    const mailchimp = recommend(input, answers, catalog).recommendations.find((r) => r.product.id === 'mailchimp');
    const verdict = mailchimp?.analysis.requirements.find((v) => v.key === 'trait:free-plan');
    expect(verdict).toMatchObject({ verdict: 'partial', reason: 'Has a free plan, but Free allows up to 500 contacts; you need about 12,000.' });
  });
});
