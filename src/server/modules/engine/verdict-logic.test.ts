// The rules of issue "honest recommendations", as properties: unconfirmed never excludes,
// confirming a must-have never lowers a score, the parts add up to the score, ties are broken
// deterministically, plans are never used beyond their caps and every cost is in the buyer's currency.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CreateProjectInput } from '../../../shared/projects.js';
import { countryCodes, type Country } from '../../../shared/options.js';
import type { Product } from '../../../shared/catalog/product-schema.js';
import type { Verdict } from '../../../shared/recommendations.js';
import { countryCurrency } from '../../../shared/money.js';
import { loadCatalog } from '../../catalog/catalog.js';
import { estimateCost } from './cost.js';
import { recommend } from './recommend.js';
import type { AnsweredQuestion } from './requirements.js';
import { scoreProduct } from './score.js';
import { checkOf, judgeCheck, judgeVerdict } from './verdicts.js';

const catalog = loadCatalog();
const verdicts: Verdict[] = ['met', 'partial', 'unknown', 'not-met'];
const requirement = fc.record({ importance: fc.constantFrom('must-have' as const, 'nice-to-have' as const), verdict: fc.constantFrom(...verdicts) });
const scoreInput = fc.record({ requirements: fc.array(requirement, { maxLength: 20 }), sizeFit: fc.constantFrom(...verdicts), industryFit: fc.constantFrom(...verdicts) });

describe('score', () => {
  it('equals the sum of its shown parts, cap line included', () => {
    fc.assert(
      fc.property(scoreInput, (input) => {
        const r = scoreProduct(input);
        return r.parts.reduce((s, p) => s + p.points, 0) === r.score && r.score >= 0 && r.score <= 100;
      }),
    );
  });

  it('never drops when one more must-have is confirmed', () => {
    fc.assert(
      fc.property(scoreInput, fc.nat(), (input, at) => {
        const open = input.requirements.map((r, i) => ({ r, i })).filter(({ r }) => r.importance === 'must-have' && r.verdict !== 'met');
        if (open.length === 0) return true;
        const { i } = open[at % open.length]!;
        const confirmed = { ...input, requirements: input.requirements.map((r, k) => (k === i ? { ...r, verdict: 'met' as const } : r)) };
        return scoreProduct(confirmed).score >= scoreProduct(input).score;
      }),
    );
  });

  it('states its cap: below Best Match while a must-have is unconfirmed', () => {
    const met = Array.from({ length: 9 }, () => ({ importance: 'must-have' as const, verdict: 'met' as const }));
    const r = scoreProduct({ requirements: [{ importance: 'must-have', verdict: 'unknown' }, ...met], sizeFit: 'met', industryFit: 'met' });
    expect(r.score).toBe(89);
    expect(r.parts.at(-1)!.label).toBe('Capped at 89: 1 must-have not confirmed');
  });
});

const buyer = (over: Partial<CreateProjectInput>): CreateProjectInput => ({
  name: 'Buyer',
  country: 'US',
  industry: 'consulting',
  employeeCount: '11-50',
  softwareCategory: 'crm',
  affectedTeams: ['Sales'],
  businessNeeds: '',
  ...over,
});
const q = (dimension: string, selected: string[], importance: AnsweredQuestion['importance'] = 'must-have'): AnsweredQuestion => ({
  title: dimension,
  dimension,
  options: selected.map((value) => ({ value, label: value })),
  selected,
  importance,
});

describe('recommend', () => {
  it('an unconfirmed must-have never excludes a product', () => {
    // Contact-centre suites are left out for another reason (a phone-system buyer), tested below.
    const inCategory = catalog.filter((p) => p.categories.includes('telephony') && p.markets.some((m) => m.country === 'US') && !p.contactCentreOnly);
    // Nobody has a fact for this item: every product stays, flagged.
    const stripped = inCategory.map((p) => ({ ...p, compliance: p.compliance.filter((c) => c.id !== 'hitrust') }));
    const result = recommend(buyer({ softwareCategory: 'telephony' }), [q('attestations', ['compliance:hitrust'])], stripped);
    expect(result.exclusions).toEqual([]);
    expect(result.recommendations).toHaveLength(5);
    for (const r of result.recommendations) expect(r.analysis.requirements[0]!.verdict).toBe('unknown');
  });

  it('offers a contact-centre suite as a phone system only to a buyer who wants a contact centre', () => {
    const suites = catalog.filter((p) => p.contactCentreOnly).map((p) => p.id);
    expect(suites).toEqual(expect.arrayContaining(['amazon-connect', 'genesys-cloud', 'nice-cxone']));
    const phones = recommend(buyer({ softwareCategory: 'telephony' }), [q('features:routing', ['feature:call-recording'])], catalog);
    for (const id of suites) {
      expect(phones.recommendations.map((r) => r.product.id)).not.toContain(id);
      const exclusion = phones.exclusions.find((e) => e.productId === id);
      expect(exclusion?.reasons.join(' '), id).toMatch(/^Not a phone system: .+ is a contact-centre suite sold per agent/);
    }
    // Agents counted, or a contact centre asked for: the suites are compared as usual.
    for (const answers of [[q('volume:agents', ['volume:agents:25'], 'nice-to-have')], [q('features:routing', ['feature:contact-center'])]]) {
      const centre = recommend(buyer({ softwareCategory: 'telephony' }), answers, catalog);
      for (const id of suites) expect(centre.exclusions.find((e) => e.productId === id)?.reasons.join(' ') ?? '', id).not.toMatch(/Not a phone system/);
    }
    // A contact centre with a few more lines (supervisors, back office): still a contact-centre project.
    // More than twice as many users as agents: a phone system with a contact centre in it, which a suite covers only in part.
    const volumes = (users: string) => [q('volume:agents', ['volume:agents:10'], 'nice-to-have'), q('volume:users', [users], 'nice-to-have'), q('features:routing', ['feature:contact-center'])];
    for (const users of ['volume:users:10', 'volume:users:20']) {
      const centreFirst = recommend(buyer({ softwareCategory: 'telephony' }), volumes(users), catalog);
      for (const id of suites) expect(centreFirst.exclusions.find((e) => e.productId === id)?.reasons.join(' ') ?? '', `${id} ${users}`).not.toMatch(/Not a phone system/);
    }
    const staffToo = recommend(buyer({ softwareCategory: 'telephony', employeeCount: '51-200' }), volumes('volume:users:100'), catalog);
    expect(staffToo.recommendations.length).toBeGreaterThan(0);
    for (const id of suites) {
      expect(staffToo.recommendations.map((r) => r.product.id)).not.toContain(id);
      expect(staffToo.exclusions.find((e) => e.productId === id)?.reasons.join(' '), id).toMatch(
        /^Not a phone system for your staff: .+ is a contact-centre suite sold per agent; it would cover your 10 agents, not phones for your other 90 users\./,
      );
    }
  });

  it('a law that binds the buyer never empties the list on its own', () => {
    for (const [country, law] of [['UK', 'uk-gdpr'], ['DE', 'gdpr'], ['CA', 'quebec-law25'], ['CA', 'pipeda'], ['US', 'ccpa'], ['US', 'hipaa'], ['AU', 'au-privacy']] as const) {
      for (const category of ['crm', 'hr', 'telephony', 'project-management'] as const) {
        const result = recommend(buyer({ country, softwareCategory: category }), [q('obligations', [`obligation:${law}`])], catalog);
        expect(result.recommendations.length, `${country} ${category} ${law}`).toBeGreaterThan(0);
      }
    }
  });

  it('ranks deterministically: fewer unconfirmed must-haves first, scores never rise down the list', () => {
    fc.assert(
      fc.property(fc.constantFrom(...countryCodes), fc.constantFrom('crm' as const, 'marketing' as const, 'hr' as const, 'noc' as const), (country, category) => {
        const answers = [q('features', ['feature:mobile-app', 'feature:api-access']), q('obligations', ['obligation:gdpr'])];
        const a = recommend(buyer({ country, softwareCategory: category }), answers, catalog).recommendations;
        const b = recommend(buyer({ country, softwareCategory: category }), answers, [...catalog].reverse()).recommendations;
        expect(a.map((r) => r.product.id)).toEqual(b.map((r) => r.product.id));
        for (let i = 1; i < a.length; i++) {
          expect(a[i]!.score).toBeLessThanOrEqual(a[i - 1]!.score);
          expect(a[i]!.analysis.mustHaves!.unconfirmed).toBeGreaterThanOrEqual(a[i - 1]!.analysis.mustHaves!.unconfirmed);
        }
      }),
      { numRuns: 24 },
    );
  });

  it('"other" scores only the family asked for, and says so when the catalog has none', () => {
    const helpDesk = recommend(buyer({ softwareCategory: 'other' }), [q('family', ['family:help-desk'])], catalog);
    for (const r of helpDesk.recommendations) expect(r.product.families).toContain('help-desk');
    const none = recommend(buyer({ softwareCategory: 'other' }), [q('family', ['family:help-desk'])], catalog.filter((p) => !p.families?.includes('help-desk')));
    expect(none.recommendations).toEqual([]);
    expect(none.elimination.noProductsOfKind).toBe('Help desk and customer support');
  });

  it('every shown cost is in the buyer’s currency', () => {
    for (const country of countryCodes) {
      for (const category of ['crm', 'accounting', 'telephony', 'hr', 'marketing'] as const) {
        for (const r of recommend(buyer({ country, softwareCategory: category }), [], catalog).recommendations) {
          expect(r.analysis.cost.currency, `${country} ${r.product.id}`).toBe(countryCurrency[country]);
          const symbol = { USD: '$', GBP: '£', EUR: '€', CAD: 'C$', AUD: 'A$' }[countryCurrency[country]];
          for (const text of [r.body.pricing.startingPrice, r.body.pricing.details]) {
            const amounts = text.match(/(?:A\$|C\$|\$|£|€)\d/g) ?? [];
            // The details may quote the converted-from list price once, labelled as such.
            const foreign = amounts.filter((m) => !m.startsWith(symbol));
            if (foreign.length) expect(text, `${country} ${r.product.id}`).toMatch(/converted from/);
          }
        }
      }
    }
  });
});

describe('hosting region', () => {
  const base = catalog.find((p) => p.id === 'mailchimp')!;
  const variant = (deployment: Product['deployment'], status: 'not-published' | 'no' | 'yes'): Product => {
    const p = structuredClone(base);
    p.deployment = deployment;
    p.markets = p.markets.map((m) => ({ ...m, capabilities: m.capabilities.filter((c) => (typeof c === 'string' ? c : c.id) !== 'local-data-center') }));
    p.compliance = p.compliance.map((c) =>
      c.id !== 'hosting-eu'
        ? c
        : status === 'not-published'
          ? { id: 'hosting-eu', status, checked: '2026-11-28', searched: 'test' }
          : { id: 'hosting-eu', status, source: { url: 'https://example.com/trust', asOf: '2026-11-28' } },
    );
    return p;
  };
  const eu = checkOf({ token: 'compliance:hosting-eu', label: 'Data hosting in the EU' });

  it("is the buyer's own choice for software run only on their servers; beside a cloud, the cloud's region decides", () => {
    expect(judgeVerdict(variant(['on-premises'], 'not-published'), eu, null)).toBe('met');
    expect(judgeCheck(variant(['on-premises'], 'not-published'), eu, null).reason).toMatch(/runs on your own servers/);
    expect(judgeVerdict(variant(['cloud', 'on-premises'], 'not-published'), eu, null)).toBe('unknown');
    expect(judgeVerdict(variant(['cloud', 'on-premises'], 'no'), eu, null)).toBe('not-met');
    expect(judgeVerdict(variant(['cloud'], 'not-published'), eu, null)).toBe('unknown');
    expect(judgeVerdict(variant(['cloud'], 'no'), eu, null)).toBe('not-met');
    expect(judgeVerdict(variant(['cloud', 'on-premises'], 'yes'), eu, null)).toBe('met');
    expect(judgeCheck(variant(['cloud', 'on-premises'], 'not-published'), eu, null).reason).toMatch(/not confirmed for the vendor's cloud.*own servers/);
  });
});

describe('cost', () => {
  const base = catalog.find((p) => p.id === 'mailchimp')!;
  const withPlans = (plans: Product['plans']): Product => ({ ...structuredClone(base), plans });
  const price = (amount: number, over: Partial<Product['plans'][number]['prices'][number]> = {}) => ({
    currency: 'USD' as const,
    flat: amount,
    billing: 'monthly' as const,
    promo: false,
    source: { url: 'https://example.com/pricing', asOf: '2026-10-01' },
    ...over,
  });
  const ctx = (country: Country, volumes = {}, category: 'marketing' | 'crm' = 'marketing') => ({ country, category, size: '11-50' as const, budget: null, volumes });

  it('never uses a plan beyond its caps, and treats a free plan without recorded caps as unproven', () => {
    const p = withPlans([
      { name: 'Free', priceStatus: 'published', prices: [price(0)], features: ['email-campaigns'], caps: { contacts: 250 } },
      { name: 'Email', priceStatus: 'published', prices: [price(0, { tiers: [{ upTo: 500, amount: 20 }, { upTo: 15000, amount: 150 }], tierUnit: 'contacts' })], features: ['email-campaigns'] },
    ]);
    expect(estimateCost(p, [], ctx('US', { contacts: 200 })).planName).toBe('Free');
    const big = estimateCost(p, [], ctx('US', { contacts: 12000 }));
    expect(big.planName).toBe('Email');
    expect(big.monthly).toBe(150);
    const beyond = estimateCost(p, [], ctx('US', { contacts: 40000 }));
    expect(beyond.monthly).toBeNull();
    expect(beyond.note).toMatch(/Price on request/);
    const uncapped = withPlans([{ name: 'Free', priceStatus: 'published', prices: [price(0)], features: [] }]);
    expect(estimateCost(uncapped, [], ctx('US')).monthly).toBeNull();
    // A flat price not tied to a list size is some other list's price.
    const flat = withPlans([{ name: 'Pro', priceStatus: 'published', prices: [price(9)], features: ['email-campaigns'], caps: {} }]);
    expect(estimateCost(flat, [], ctx('US', { contacts: 25000 })).note).toMatch(/not tied to a list size/);
  });

  it('never states a billing term the source did not give, nor counts such a price as month-to-month pricing', () => {
    const unstated = withPlans([{ name: 'Team', priceStatus: 'published', prices: [price(30, { billingStated: false })], features: ['email-campaigns'], caps: {} }]);
    const cost = estimateCost(unstated, [], ctx('US', {}, 'crm'));
    expect(cost.note).toMatch(/\(billing term not published\)/);
    expect(cost.note).not.toMatch(/month to month|billed annually/);
    const monthly = checkOf({ token: 'trait:monthly-billing', label: 'Month-to-month billing' });
    expect(judgeVerdict(unstated, monthly, null)).toBe('unknown');
    const stated = withPlans([{ name: 'Team', priceStatus: 'published', prices: [price(30)], features: ['email-campaigns'], caps: {} }]);
    expect(estimateCost(stated, [], ctx('US', {}, 'crm')).note).toMatch(/\(month to month\)/);
    expect(judgeVerdict(stated, monthly, null)).toBe('met');
  });

  it('says when the price it used was read by a third party, and never calls that price verified', () => {
    const reported = withPlans([
      { name: 'Team', priceStatus: 'published', prices: [price(30, { source: { url: 'https://example.com/pricing', asOf: '2026-08-17', kind: 'third-party' } })], features: ['email-campaigns'], caps: {} },
    ]);
    const cost = estimateCost(reported, [], ctx('US', {}, 'crm'));
    expect(cost).toMatchObject({ planName: 'Team', priceReported: true, priceAsOf: '2026-08-17' });
    expect(cost.note).toMatch(/a third party's reading of the vendor's pricing page \(2026-08-17\), not the vendor's own page: confirm it with the vendor/);
    const own = withPlans([{ name: 'Team', priceStatus: 'published', prices: [price(30, { source: { url: 'https://example.com/pricing', asOf: '2026-08-17', kind: 'vendor' } })], features: ['email-campaigns'], caps: {} }]);
    const vendorCost = estimateCost(own, [], ctx('US', {}, 'crm'));
    expect(vendorCost.priceReported).toBe(false);
    expect(vendorCost.note).not.toMatch(/third party/);
  });

  it('uses the buyer’s country price, else converts the headline price and labels it; another country’s plan is not offered', () => {
    const p = withPlans([
      { name: 'Ignite (UK/AU)', priceStatus: 'published', prices: [price(18, { currency: 'GBP', countries: ['UK'] })], features: ['email-campaigns'], caps: {} },
      { name: 'Standard', priceStatus: 'published', prices: [price(140)], features: ['email-campaigns'], caps: {} },
    ]);
    const uk = estimateCost(p, [], ctx('UK', {}, 'crm'));
    expect(uk).toMatchObject({ planName: 'Ignite (UK/AU)', currency: 'GBP', monthly: 18, converted: null });
    const us = estimateCost(p, [], ctx('US', {}, 'crm'));
    expect(us).toMatchObject({ planName: 'Standard', currency: 'USD', monthly: 140 });
    const fr = estimateCost(p, [], ctx('FR', {}, 'crm'));
    expect(fr.currency).toBe('EUR');
    expect(fr.converted).toMatchObject({ fromCurrency: 'USD', listMonthly: 140 });
    expect(fr.note).toMatch(/converted from the headline list price of \$140/);
    expect(fr.startingPrice?.converted).toBe(true);
  });
});
