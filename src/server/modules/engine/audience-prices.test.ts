import { describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/catalog/product-schema.js';
import type { CreateProjectInput } from '../../../shared/projects.js';
import { loadCatalog } from '../../catalog/catalog.js';
import { estimateCost } from './cost.js';
import { generateQuestions } from './generate-questions.js';
import { priceAudience, saysNonprofit } from './needs-keywords.js';
import { recommend } from './recommend.js';
import type { AnsweredQuestion } from './requirements.js';

const catalog = loadCatalog();
const source = { url: 'https://example.org/nonprofits', asOf: '2026-11-29', note: 'For registered charities; up to 250 members.' };

/** A product whose only plan has a $10 list price and, for nonprofits, $3 (per user a month). */
function withNonprofitPrice(): Product {
  const p: Product = structuredClone(catalog.find((x) => x.id === 'asana')!);
  const plan = p.plans.find((pl) => pl.priceStatus === 'published')!;
  p.plans = [
    {
      ...plan,
      caps: {},
      prices: [
        { currency: 'USD', flat: 0, perUnit: 10, unit: 'user', billing: 'annual', promo: false, source },
        { currency: 'USD', flat: 0, perUnit: 3, unit: 'user', billing: 'annual', promo: false, nonprofit: true, source },
      ],
    },
  ];
  return p;
}
const ctx = { country: 'US' as const, category: 'project-management' as const, size: '11-50' as const, budget: null, volumes: { users: 20 } };

/** A buyer of a collaboration suite under "Other". */
const suiteBuyer = (country: CreateProjectInput['country'], industry: CreateProjectInput['industry'], employeeCount: CreateProjectInput['employeeCount'], businessNeeds: string): CreateProjectInput => ({
  name: 'Suite',
  country,
  industry,
  employeeCount,
  softwareCategory: 'other',
  affectedTeams: ['Operations'],
  businessNeeds,
});

/** A product's cost when the buyer answers the kind question with "collaboration suite" and nothing else. */
function suiteCost(input: CreateProjectInput, productId: string) {
  const family = generateQuestions(input, catalog).find((q) => q.dimension === 'family')!;
  const answered: AnsweredQuestion[] = [{ title: family.title, dimension: 'family', options: family.options, selected: ['family:collaboration-suite'], importance: 'must-have' }];
  return recommend(input, answered, catalog).recommendations.find((r) => r.product.id === productId)!.analysis.cost;
}

describe('nonprofit and education prices', () => {
  it('a nonprofit pays the nonprofit price, named as such; anyone else pays the list price', () => {
    const p = withNonprofitPrice();
    const charity = estimateCost(p, [], { ...ctx, audience: 'nonprofit' as const });
    expect(charity.monthly).toBe(60);
    expect(charity.audiencePrice).toBe('nonprofit');
    expect(charity.note).toContain("nonprofit price, for registered nonprofits and charities whose eligibility the vendor confirms. For registered charities; up to 250 members.");
    const business = estimateCost(p, [], ctx);
    expect(business.monthly).toBe(200);
    expect(business.audiencePrice).toBeUndefined();
    expect(business.startingPrice?.amount).toBe(10);
  });

  it('a plan sold to nonprofits only is not costed for others, and not said to be priced for other countries', () => {
    const p = withNonprofitPrice();
    p.plans[0]!.prices = p.plans[0]!.prices.filter((pr) => pr.nonprofit);
    const business = estimateCost(p, [], ctx);
    expect(business.monthly).toBeNull();
    expect(business.note).not.toContain('other countries');
    expect(business.note).not.toContain('nonprofits');
    expect(estimateCost(p, [], { ...ctx, audience: 'nonprofit' as const }).monthly).toBe(60);
  });

  it("a free nonprofit offer stops at its seat limit (Slack's free Pro: 250 members or fewer)", () => {
    const slack = catalog.find((x) => x.id === 'slack')!;
    const small = estimateCost(slack, ['workflow-automation'], { country: 'US', category: 'other', size: '11-50', budget: null, volumes: { users: 40 }, audience: 'nonprofit' as const });
    expect(small).toMatchObject({ planName: 'Pro', monthly: 0, audiencePrice: 'nonprofit' });
    const large = estimateCost(slack, ['workflow-automation'], { country: 'US', category: 'other', size: '201-500', budget: null, volumes: { users: 300 }, audience: 'nonprofit' as const });
    expect(large.planName).toBe('Business+');
    expect(large.audiencePrice).toBe('nonprofit');
    expect(large.monthly).toBeGreaterThan(0);
  });

  it('reads a nonprofit from the needs, in English, German and French, and not from a denial', () => {
    expect(saysNonprofit('We are a 501(c)(3) nonprofit with 30 staff.')).toBe(true);
    expect(saysNonprofit('A registered charity in Leeds.')).toBe(true);
    expect(saysNonprofit('Gemeinnütziger Verein mit 300 Mitgliedern.')).toBe(true);
    expect(saysNonprofit('Notre association loi 1901 gère 350 adhérents.')).toBe(true);
    expect(saysNonprofit('We are not a charity: a 40-person software company.')).toBe(false);
  });

  it("a charity asking for email and documents gets a collaboration suite at its nonprofit price, not a donor database", () => {
    const input = suiteBuyer('US', 'other', '11-50', 'We are a 501(c)(3) nonprofit with 30 staff: email, shared documents and video calls. Nonprofit pricing matters.');
    const family = generateQuestions(input, catalog).find((q) => q.dimension === 'family')!;
    const suggested = family.options.filter((o) => o.description?.startsWith('Mentioned')).map((o) => o.value);
    expect(suggested[0]).toBe('family:collaboration-suite');
    const google = suiteCost(input, 'google-workspace');
    expect(google).toMatchObject({ monthly: 0, audiencePrice: 'nonprofit' });
    const business = suiteCost({ ...input, businessNeeds: 'A 30-person company: email, shared documents and video calls.' }, 'google-workspace');
    expect(business.monthly).toBeGreaterThan(0);
    expect(business.audiencePrice).toBeUndefined();
  });

  it("a school pays the education price, named as such; a nonprofit does not", () => {
    const p = withNonprofitPrice();
    p.plans[0]!.prices.push({ currency: 'USD', flat: 0, billing: 'annual', promo: false, education: true, source: { ...source, note: 'For accredited schools.' } });
    const school = estimateCost(p, [], { ...ctx, audience: 'education' as const });
    expect(school).toMatchObject({ monthly: 0, audiencePrice: 'education' });
    expect(school.note).toContain("education price, for schools, colleges and universities whose eligibility the vendor confirms. For accredited schools.");
    expect(estimateCost(p, [], { ...ctx, audience: 'nonprofit' as const }).monthly).toBe(60);
    expect(estimateCost(p, [], ctx).monthly).toBe(200);
  });

  it("reads a school, college or university as an education buyer before a charity, and a charity as a nonprofit", () => {
    expect(priceAudience('Email and documents for a school of 300 staff, education pricing.')).toBe('education');
    expect(priceAudience('A multi-academy trust and registered charity running 4 schools.')).toBe('education');
    expect(priceAudience('Eine Grundschule mit 40 Lehrkräften')).toBe('education');
    expect(priceAudience('A registered charity with 30 staff.')).toBe('nonprofit');
    expect(priceAudience('A 30-person software company.')).toBeUndefined();
    // An English gymnasium is a gym, not a German grammar school.
    expect(priceAudience('Class bookings for our gymnasium and 400 members.')).toBeUndefined();
  });

  it("schools and charities the buyer sells to, supplies or serves are its customers, and a driving or language school is a business", () => {
    expect(priceAudience('We sell classroom furniture to schools and colleges; CRM for 12 reps.')).toBeUndefined();
    expect(priceAudience('An MSP providing IT support to local charities and schools.')).toBeUndefined();
    expect(priceAudience('Our clients are mostly charities and academies.')).toBeUndefined();
    expect(priceAudience('Wir beliefern Schulen mit Lehrmaterial.')).toBeUndefined();
    expect(priceAudience('A driving school with 14 instructors and online lesson booking.')).toBeUndefined();
    expect(priceAudience('Une auto-école de 6 moniteurs.')).toBeUndefined();
    expect(priceAudience('Notre école de danse compte 300 élèves.')).toBeUndefined();
    // Being one still counts, even when it also serves others.
    expect(priceAudience('A registered charity providing meals to schools.')).toBe('nonprofit');
    expect(priceAudience('Client: a primary school with 40 staff.')).toBe('education');
    expect(priceAudience('A timetable tool that supports our school and its 60 teachers.')).toBe('education');
  });

  it("a school's price needs a school: a buyer filed under another industry pays the list or nonprofit price", () => {
    expect(priceAudience('Email for a school of 300 staff.', 'education')).toBe('education');
    expect(priceAudience('Email for a school of 300 staff.', 'other')).toBe('education');
    expect(priceAudience('Email for our school photography business.', 'retail')).toBeUndefined();
    expect(priceAudience('A charity running two schools.', 'healthcare')).toBe('nonprofit');
  });

  it("a supplier to schools pays the list price for its suite, not the education price", () => {
    const input = suiteBuyer('US', 'technology', '11-50', 'Email, documents and video meetings for our team; we sell software to schools.');
    for (const id of ['google-workspace', 'microsoft-365-business']) expect(suiteCost(input, id)?.audiencePrice, id).toBeUndefined();
  });

  it("a school asking for email and documents gets Google Workspace for Education and Microsoft 365 A1 at no cost, named as education prices", () => {
    const input = suiteBuyer('US', 'education', '201-500', 'Email, documents and video meetings for a school of 300 staff, education pricing.');
    for (const id of ['google-workspace', 'microsoft-365-business']) expect(suiteCost(input, id), id).toMatchObject({ monthly: 0, audiencePrice: 'education' });
  });
});
