import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CreateProjectInput } from '../../../shared/projects.js';
import { countryCodes, employeeCountValues, industryValues, softwareCategoryValues } from '../../../shared/options.js';
import type { Product } from '../../../shared/catalog/product-schema.js';
import { integrationProducts } from '../../../shared/catalog/vocabulary.js';
import { verticalCrmFeatures } from '../../../shared/catalog/features/crm.js';
import { verticalPmFeatures } from '../../../shared/catalog/features/project-management.js';
import { loadCatalog } from '../../catalog/catalog.js';
import { cheapestCoveringPlan, describeCost, estimateCost, needsOf, startingPrice } from './cost.js';
import { generateQuestions, NONE } from './generate-questions.js';
import { pricingBody, recommend } from './recommend.js';
import { collectRequirements, type AnsweredQuestion, type Budget } from './requirements.js';
import { checkOf, judgeCheck } from './verdicts.js';

const catalog = loadCatalog();
const project: CreateProjectInput = {
  name: 'Acme',
  country: 'US',
  industry: 'healthcare',
  employeeCount: '11-50',
  softwareCategory: 'crm',
  affectedTeams: ['Sales', 'Customer Service'],
  businessNeeds: 'Track deals and follow up by email.',
};

function answerAll(input: CreateProjectInput, pick: (q: AnsweredQuestion, i: number) => Partial<AnsweredQuestion>): AnsweredQuestion[] {
  return generateQuestions(input, catalog).map((q, i) => {
    const base: AnsweredQuestion = { title: q.title, dimension: q.dimension, options: q.options, selected: [q.options[0]!.value], importance: 'nice-to-have' };
    return { ...base, ...pick(base, i) };
  });
}

describe('recommend', () => {
  it('returns up to 5 recommendations sorted by score, the first as top pick', () => {
    const { recommendations, considered } = recommend(project, answerAll(project, () => ({})), catalog);
    expect(considered).toBeGreaterThanOrEqual(25);
    expect(recommendations.length).toBeGreaterThanOrEqual(3);
    expect(recommendations.length).toBeLessThanOrEqual(5);
    const scores = recommendations.map((r) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const r of recommendations) {
      expect(r.analysis.requirements.length).toBeGreaterThan(0);
      expect(r.analysis.scoreParts.reduce((s, p) => s + p.points, 0)).toBe(r.score);
      expect(r.analysis.cost.currency).toBe('USD');
    }
  });

  it('excludes products not sold in the country, with the reason', () => {
    const de = { ...project, country: 'DE' as const, industry: 'technology' as const };
    const { recommendations, exclusions } = recommend(de, answerAll(de, () => ({ selected: [NONE] })), catalog);
    // A trade's CRM (a donor database, a recruitment agency's) is a candidate only for a buyer who asks for that trade.
    const notInDe = catalog.filter((p) => p.categories.includes('crm') && !p.features.some((f) => verticalCrmFeatures.has(f)) && !p.markets.some((m) => m.country === 'DE'));
    for (const p of notInDe) {
      expect(recommendations.some((r) => r.product.id === p.id)).toBe(false);
      expect(exclusions.find((e) => e.productId === p.id)?.reasons[0]).toMatch(/Not sold or supported in Germany/);
    }
  });

  it("an excluded product's reasons are the words its verdicts give, whichever project asked first (they are kept per product)", () => {
    const musts = (input: CreateProjectInput) => answerAll(input, (q) => (q.dimension === 'obligations' || q.dimension === 'budget' ? { importance: 'must-have' } : {}));
    const reasonsOf = (input: CreateProjectInput) => {
      const answered = musts(input);
      const first = recommend(input, answered, catalog).exclusions;
      expect(recommend(input, answered, catalog).exclusions).toEqual(first);
      return new Map(first.map((e) => [e.productId, e.reasons]));
    };
    const de = { ...project, country: 'DE' as const, employeeCount: '1-10' as const };
    for (const input of [project, de, { ...project, employeeCount: '201-500' as const }]) {
      const answered = musts(input);
      const requirements = collectRequirements(answered, input).items.filter((r) => r.importance === 'must-have');
      const reasons = reasonsOf(input);
      expect(reasons.size).toBeGreaterThan(0);
      for (const [id, list] of reasons) {
        const p = catalog.find((x) => x.id === id)!;
        for (const r of requirements) {
          const j = judgeCheck(p, checkOf(r), null);
          if (j.verdict === 'not-met') expect(list).toContain(`Must-have ${r.label}: ${j.reason}`);
        }
      }
    }
  });

  it('a product meets an integration with the tool it is: Shopify "connects to Shopify", Google Workspace to Gmail, Xero to Xero', () => {
    for (const [id, token, name] of [['shopify', 'integration:shopify', 'Shopify'], ['google-workspace', 'integration:gmail', 'Gmail'], ['xero', 'integration:xero', 'Xero']] as const) {
      const p = catalog.find((x) => x.id === id)!;
      expect(p.integrations).not.toContain(token.slice('integration:'.length));
      expect(judgeCheck(p, checkOf({ token, label: name }), null)).toEqual({ verdict: 'met', reason: `Built in: ${p.name} is ${name}, or includes it.` });
    }
    // Another product with no such integration on record still does not meet it.
    const other = catalog.find((x) => x.id === 'bigcommerce')!;
    expect(judgeCheck(other, checkOf({ token: 'integration:shopify', label: 'Shopify' }), null).verdict).not.toBe('met');
    for (const ids of Object.values(integrationProducts)) for (const id of ids) expect(catalog.some((p) => p.id === id), id).toBe(true);
  });

  it("excludes a product the vendor sells only to other kinds of organisation, with the vendor's rule as the reason", () => {
    const classroom = catalog.find((p) => p.id === 'google-classroom')!;
    expect(classroom.eligibility?.industries).toEqual(['education']);
    const lms = (industry: CreateProjectInput['industry']): CreateProjectInput => ({ ...project, industry, country: 'UK', softwareCategory: 'other', businessNeeds: 'Learning platform for courses' });
    const familyFirst = (input: CreateProjectInput) => answerAll(input, (q) => (q.dimension === 'family' ? { selected: ['family:learning-platform'] } : {}));
    const finance = recommend(lms('finance'), familyFirst(lms('finance')), [classroom]);
    expect(finance.recommendations).toEqual([]);
    expect(finance.exclusions).toEqual([{ productId: classroom.id, softwareName: classroom.name, reasons: [`Not open to your organisation: ${classroom.name} is only for ${classroom.eligibility!.who} (source dated ${classroom.eligibility!.source.asOf}).`] }]);
    expect(finance.elimination.byRequirement).toEqual([{ label: 'Open to your kind of organisation', products: 1 }]);
    const school = recommend(lms('education'), familyFirst(lms('education')), [classroom]);
    expect(school.exclusions).toEqual([]);
    expect(school.recommendations.map((r) => r.product.id)).toEqual([classroom.id]);
  });

  it('payroll counts only where the product runs it: BambooHR (US payroll) is not confirmed for a Canadian buyer, Wagepoint is', () => {
    const bamboo = catalog.find((p) => p.id === 'bamboohr')!;
    const wagepoint = catalog.find((p) => p.id === 'wagepoint')!;
    const payroll = { token: 'feature:payroll', label: 'Payroll' };
    expect(bamboo.features).toContain('payroll');
    expect(judgeCheck(bamboo, checkOf(payroll, 'US'), null).verdict).toBe('met');
    expect(judgeCheck(bamboo, checkOf(payroll, 'CA'), null)).toEqual({
      verdict: 'unknown',
      reason: 'Not confirmed in CA: BambooHR offers payroll, but we have no record of it running payroll in CA. Ask the vendor before you buy.',
    });
    expect(judgeCheck(wagepoint, checkOf(payroll, 'CA'), null).verdict).toBe('met');
    // In a whole recommendation: a Canadian buyer whose must-have is payroll sees BambooHR flagged, never confirmed.
    const ca: CreateProjectInput = { ...project, country: 'CA', softwareCategory: 'hr', businessNeeds: 'Payroll for our staff' };
    const answered = answerAll(ca, (q) => (q.options.some((o) => o.value === 'feature:payroll') ? { selected: ['feature:payroll'], importance: 'must-have' } : {}));
    expect(answered.some((a) => a.selected.includes('feature:payroll') && a.importance === 'must-have')).toBe(true);
    const result = recommend(ca, answered, [bamboo, wagepoint]);
    const verdictOf = (id: string) => result.recommendations.find((r) => r.product.id === id)?.analysis.requirements.find((v) => v.key === 'feature:payroll')?.verdict;
    expect(verdictOf('bamboohr')).toBe('unknown');
    expect(verdictOf('wagepoint')).toBe('met');
  });

  it('estimates seats from the headcount the buyer wrote when it falls in their size band', () => {
    const suite: CreateProjectInput = { ...project, employeeCount: '11-50', softwareCategory: 'other', businessNeeds: 'Email, calendar and documents for 30 people' };
    expect(collectRequirements([], suite).volumes.headcount).toBe(30);
    // Outside the band chosen, the count is of something else ("300 people we serve").
    expect(collectRequirements([], { ...suite, businessNeeds: 'Email for our team; we serve 300 people' }).volumes.headcount).toBeUndefined();
  });

  it("an accounting firm's clients' tax filings are not asked of its practice software; DATEV still is", () => {
    const firm: CreateProjectInput = { ...project, country: 'AU', softwareCategory: 'project-management', businessNeeds: 'Practice management for a 12-person accounting firm: jobs and deadlines for tax returns and BAS, Xero integration.' };
    const tokens = collectRequirements([], firm).items.map((r) => r.token);
    expect(tokens).toContain('feature:accounting-practice');
    expect(tokens).not.toContain('local:AU:gst-bas');
    const kanzlei: CreateProjectInput = { ...firm, country: 'DE', businessNeeds: 'Aufgaben und Fristen für eine Steuerkanzlei, DATEV-Export' };
    expect(collectRequirements([], kanzlei).items.map((r) => r.token)).toContain('local:DE:datev-export');
    // A retailer's own BAS is still its rule.
    expect(collectRequirements([], { ...firm, softwareCategory: 'accounting', businessNeeds: 'Bookkeeping and BAS lodgement' }).items.map((r) => r.token)).toContain('local:AU:gst-bas');
  });

  it('prices a count the buyer wrote even when no question asked it: a gym with 2 locations, a firm with 80 laptops', () => {
    const gym: CreateProjectInput = { ...project, softwareCategory: 'other', businessNeeds: 'Gym management for 600 members: class bookings, check-in app, 2 locations.' };
    const volumes = collectRequirements([], gym).volumes;
    expect(volumes).toMatchObject({ sites: 2, contacts: 600 });
    expect(volumes.fromNeeds?.has('sites')).toBe(true);
    expect(collectRequirements([], { ...gym, businessNeeds: 'Backup for 80 laptops' }).volumes.endpoints).toBe(80);
    // Employees nobody asked for are the headcount, not a volume.
    expect(collectRequirements([], { ...gym, businessNeeds: 'Backup for our 30 employees' }).volumes.employees).toBeUndefined();
  });

  it("a help desk for \"our online shop\" is not asked to be a shop: another kind's core feature is not this kind's wish", () => {
    const desk: CreateProjectInput = { ...project, softwareCategory: 'other', businessNeeds: 'Help desk for our online shop: email and chat tickets, 8 agents.' };
    const answered: AnsweredQuestion[] = [{ title: 'Kind', dimension: 'family', options: [{ value: 'family:help-desk', label: 'Help desk' }], selected: ['family:help-desk'], importance: 'nice-to-have' }];
    const tokens = collectRequirements(answered, desk).items.map((r) => r.token);
    expect(tokens).not.toContain('feature:ecommerce-store');
    // A website buyer may still wish for a shop: it is the core of websites too.
    const site = collectRequirements([{ ...answered[0]!, options: [{ value: 'family:website-builder', label: 'Website builder' }], selected: ['family:website-builder'] }], { ...desk, businessNeeds: 'A website with an online shop' });
    expect(site.items.map((r) => r.token)).toContain('feature:ecommerce-store');
  });

  it('says the rollout estimate is for the headcount the buyer wrote', () => {
    const firm: CreateProjectInput = { ...project, softwareCategory: 'crm', businessNeeds: 'CRM for our 12-person agency: pipeline and email.' };
    const [first] = recommend(firm, [], catalog).recommendations.filter((r) => r.analysis.cost.monthly !== null);
    expect(first!.analysis.cost.note).toMatch(/rollout at 12 employees/);
  });

  it('a must-have payroll rule (STP Phase 2) costs the plan that runs payroll: Deputy Pro, not the rostering-only Lite', () => {
    const au: CreateProjectInput = { ...project, country: 'AU', employeeCount: '51-200', softwareCategory: 'hr', businessNeeds: 'Rostering and timesheets for our restaurants' };
    const stp = 'local:AU:stp2';
    const answered = answerAll(au, (q) => (q.options.some((o) => o.value === stp) ? { selected: [stp], importance: 'must-have' } : { selected: [NONE] }));
    const items = collectRequirements(answered, au).items;
    expect(items.find((r) => r.token === 'feature:payroll')).toMatchObject({ importance: 'must-have', origin: 'because Single Touch Payroll Phase 2 needs it' });
    const deputy = catalog.find((p) => p.id === 'deputy')!;
    const result = recommend(au, answered, [deputy]);
    expect(result.recommendations[0]!.analysis.cost.planName).toBe('Pro');
    expect(deputy.plans.find((pl) => pl.name === 'Lite')!.features).not.toContain('payroll');
    // Accounting names its payroll feature differently; a project with no payroll rule gets none.
    const books: CreateProjectInput = { ...au, softwareCategory: 'accounting' };
    const local: AnsweredQuestion = { title: 'Which Australian requirements must it handle?', dimension: 'local', options: [{ value: stp, label: 'Single Touch Payroll Phase 2' }], selected: [stp], importance: 'nice-to-have' };
    expect(collectRequirements([local], books).items.find((r) => r.token.startsWith('feature:payroll'))).toMatchObject({ token: 'feature:payroll-addon', importance: 'nice-to-have' });
    const none = answerAll(au, () => ({ selected: [NONE] }));
    expect(collectRequirements(none, au).items.some((r) => r.token === 'feature:payroll')).toBe(false);
  });

  it("reads the needs text's words the way the questions asked them: a field-service buyer's scheduling is dispatch, not also a booking page", () => {
    const trade: CreateProjectInput = { ...project, country: 'AU', industry: 'other', softwareCategory: 'other', businessNeeds: 'Job management for our electricians: quotes, scheduling, invoicing from the field.' };
    const answered = answerAll(trade, (q) => (q.dimension === 'family' ? { selected: ['family:field-service'] } : { selected: [NONE] }));
    const asked = answered.find((q) => q.dimension === 'features:family-field-service')!;
    expect(asked.options.map((o) => o.value)).toEqual(expect.arrayContaining(['feature:dispatch-scheduling', 'feature:field-invoicing']));
    const tokens = collectRequirements(answered, trade).items.map((r) => r.token);
    // Unticked on the question, the dispatch reading stays the buyer's choice; no other reading sneaks in.
    for (const t of ['feature:dispatch-scheduling', 'feature:appointment-scheduling', 'feature:shift-scheduling', 'feature:meeting-scheduler']) expect(tokens).not.toContain(t);
    // Words no question offered in any reading still count, as nice-to-haves.
    const unasked = collectRequirements([], { ...trade, businessNeeds: 'Online booking for our clients' }).items;
    expect(unasked.find((r) => r.token === 'feature:online-booking')).toMatchObject({ importance: 'nice-to-have', origin: 'from your business needs' });
    // Naming the kind of software is not a reading of a feature: "a password manager" keeps its feature.
    const vault: CreateProjectInput = { ...trade, industry: 'finance', businessNeeds: 'Password manager for 120 staff' };
    const familyAsked = answerAll(vault, (q) => (q.dimension === 'family' ? { selected: ['family:password-management'] } : { selected: [NONE] }));
    expect(familyAsked.some((q) => q.options.some((o) => o.value === 'family:password-management'))).toBe(true);
    expect(collectRequirements(familyAsked, vault).items.map((r) => r.token)).toContain('feature:password-manager');
    // Another kind's core feature is not a nice-to-have of this one: a school's "classes" are not a gym's.
    const school: CreateProjectInput = { ...trade, industry: 'education', businessNeeds: 'Learning platform for our classes, online courses' };
    const lms = answerAll(school, (q) => (q.dimension === 'family' ? { selected: ['family:learning-platform'] } : { selected: [NONE] }));
    expect(collectRequirements(lms, school).items.map((r) => r.token)).not.toContain('feature:class-booking');
    // With no kind chosen, the words still count.
    expect(collectRequirements([], school).items.map((r) => r.token)).toContain('feature:class-booking');
  });

  it("counts an accounting plan's cap on people paid only for a buyer who runs payroll through it", () => {
    const xero = catalog.find((p) => p.id === 'xero')!;
    expect(xero.plans.find((p) => p.name === 'Ignite (AU)')?.caps).toEqual({ employees: 1 });
    const books: CreateProjectInput = { ...project, country: 'AU', industry: 'finance', employeeCount: '1-10', softwareCategory: 'accounting', businessNeeds: 'Bookkeeping and invoices' };
    const none = answerAll(books, () => ({ selected: [NONE] }));
    expect(recommend(books, none, [xero]).recommendations[0]!.analysis.cost.planName).toBe('Ignite (AU)');
    // Paying five people: the plan that includes payroll for five.
    const withPayroll = answerAll(books, (q) => (q.options.some((o) => o.value === 'feature:payroll-addon') ? { selected: ['feature:payroll-addon'], importance: 'must-have' } : { selected: [NONE] }));
    expect(recommend(books, withPayroll, [xero]).recommendations[0]!.analysis.cost.planName).toBe('Comprehensive (UK/AU)');
  });

  it("says when a plan's tiers go further in another currency, and sizes sends from the buyer's list", () => {
    const shop: CreateProjectInput = { ...project, country: 'AU', industry: 'retail', employeeCount: '1-10', softwareCategory: 'marketing', businessNeeds: 'Newsletters for our store' };
    const answered = answerAll(shop, (q) => (q.dimension === 'volume:contacts' ? { selected: ['volume:contacts:10000'] } : { selected: [NONE] }));
    const brevo = catalog.find((p) => p.id === 'brevo')!;
    const cost = recommend(shop, answered, [brevo]).recommendations[0]!.analysis.cost;
    // 10,000 subscribers are about 40,000 emails a month: past the free plan's 9,000 and the AUD tiers on record.
    expect(cost.planName).toBeNull();
    expect(cost.note).toContain("Free allows up to 9,000 emails sent per month; you need about 40,000.");
    expect(cost.note).toContain("Starter's AUD prices on record stop at 5,000 emails sent per month; its prices for more are on record only in USD.");
  });

  it('prices a social media tool per user, not by an e-mail list it does not have', () => {
    const agency: CreateProjectInput = { ...project, industry: 'consulting', softwareCategory: 'marketing', businessNeeds: 'Social media scheduling and reporting for our client brands' };
    const questions = generateQuestions(agency, catalog);
    expect(questions.find((q) => q.dimension === 'volume:users')?.title).toBe('How many people will publish or report on social media?');
    const answered = answerAll(agency, (q) => (q.dimension === 'volume:users' ? { selected: ['volume:users:8'] } : { selected: [NONE] }));
    const agorapulse = catalog.find((p) => p.id === 'agorapulse')!;
    const cost = recommend(agency, answered, [agorapulse]).recommendations[0]!.analysis.cost;
    expect(cost.priceOnRequest).toBeFalsy();
    expect(cost.seatBasis).toBe('8 users (your answer)');
  });

  it('beside a free plan whose limits we cannot measure, says what the paid plan past them costs', () => {
    const maker: CreateProjectInput = { ...project, country: 'US', industry: 'manufacturing', softwareCategory: 'erp', businessNeeds: 'Inventory and production for our food factory' };
    const answered = answerAll(maker, (q) => (q.dimension === 'volume:users' ? { selected: ['volume:users:10'] } : { selected: [NONE] }));
    const katana = catalog.find((p) => p.id === 'katana')!;
    const cost = recommend(maker, answered, [katana]).recommendations[0]!.analysis.cost;
    expect(cost).toMatchObject({ planName: 'Free', monthly: 0, planLimits: '30 SKUs', beyondFree: { planName: 'Core', monthly: 299, priceFrom: true } });
    expect(cost.note).toContain('Limits: 30 SKUs. If those limits are too tight, Core is from $299/month for the whole company (flat price).');
    // A paid plan with limits says its limits only.
    const zoho = recommend({ ...maker, softwareCategory: 'accounting' }, answerAll({ ...maker, softwareCategory: 'accounting' }, () => ({ selected: [NONE] })), [catalog.find((p) => p.id === 'zoho-books')!]).recommendations[0]!.analysis.cost;
    expect(zoho.beyondFree).toBeUndefined();
  });

  it('HIPAA asks for a signed BAA, not US hosting; a law of another country named in the needs text is not applied', () => {
    const phones: CreateProjectInput = { ...project, softwareCategory: 'telephony', businessNeeds: 'Phones for our dental office' };
    const hipaa: AnsweredQuestion = { title: 'Which laws apply?', dimension: 'obligations', options: [{ value: 'obligation:hipaa', label: 'HIPAA' }], selected: ['obligation:hipaa'], importance: 'must-have' };
    const tokens = collectRequirements([hipaa], phones).items.map((r) => r.token);
    expect(tokens).toContain('compliance:hipaa-baa');
    expect(tokens).not.toContain('compliance:hosting-us');
    // "DSGVO" reads as both GDPRs; only the EU one binds a German company.
    const german = collectRequirements([], { ...project, country: 'DE', softwareCategory: 'marketing', businessNeeds: 'Newsletter, DSGVO' }).items.map((r) => r.token);
    expect(german).toEqual(expect.arrayContaining(['compliance:gdpr-dpa', 'compliance:hosting-eu']));
    expect(german).not.toContain('compliance:hosting-uk');
  });

  it('an Employer of Record plan is costed only for a buyer who asks for one, never as their own payroll', () => {
    const au: CreateProjectInput = { ...project, country: 'AU', employeeCount: '500+', softwareCategory: 'hr', businessNeeds: 'Payroll for our own staff' };
    const pay = (extra: string[]) => answerAll(au, (q) => (q.options.some((o) => o.value === 'feature:payroll') ? { selected: ['feature:payroll', ...extra], importance: 'must-have' } : { selected: [NONE] }));
    const remote = catalog.find((p) => p.id === 'remote')!;
    const deel = catalog.find((p) => p.id === 'deel')!;
    const own = recommend(au, pay([]), [remote, deel]);
    const costOf = (r: typeof own, id: string) => r.recommendations.find((x) => x.product.id === id)!.analysis;
    // Remote has a payroll plan for a company's own entities; Deel's is quoted.
    expect(costOf(own, 'remote').cost.planName).toBe('Global Payroll');
    expect(costOf(own, 'deel').cost.planName).toBeNull();
    expect(costOf(own, 'deel').cost.monthly).toBeNull();
    // Its "PEO (US)" is not an Australian's plan to miss: the quoted payroll is the whole story.
    expect(costOf(own, 'deel').cost.note).toMatch(/^Price on request: the plans that cover your must-haves are quoted by the vendor\./);
    expect(costOf(own, 'deel').cost.note).not.toMatch(/PEO/);
    // Time off comes with Remote's EOR service only: said so, not "a higher plan".
    const timeOff = judgeCheck(remote, checkOf({ token: 'feature:time-off', label: 'Time off' }, 'AU'), 'Global Payroll');
    expect(timeOff).toMatchObject({ verdict: 'partial', reason: expect.stringMatching(/^Only within Employer of Record, a service bought for employer of record/) });
    const abroad = recommend(au, pay(['feature:employer-of-record']), [remote, deel]);
    expect(costOf(abroad, 'deel').cost.planName).toBe('Employer of Record');
    expect(costOf(abroad, 'remote').cost.planName).toBe('Employer of Record');
  });

  it('a shop plan with POS Pro at each location is costed for point-of-sale buyers only: till staff do not push them onto Shopify Plus', () => {
    const shop: CreateProjectInput = { ...project, industry: 'retail', softwareCategory: 'other', businessNeeds: 'Point of sale for our 3 shops with inventory and card payments' };
    const questions = generateQuestions(shop, catalog);
    const sites = questions.find((q) => q.dimension === 'volume:sites');
    expect(sites?.title).toBe('How many shops or other locations will sell through it?');
    const answer = (family: string) =>
      questions.map((q): AnsweredQuestion => {
        const pick = q.dimension === 'family' ? `family:${family}` : q.dimension === 'volume:users' ? 'volume:users:25' : q.dimension === 'volume:sites' ? 'volume:sites:3' : NONE;
        return { title: q.title, dimension: q.dimension, options: q.options, selected: [pick], importance: 'nice-to-have' };
      });
    const shopify = catalog.find((p) => p.id === 'shopify')!;
    const till = recommend(shop, answer('point-of-sale'), [shopify]).recommendations[0]!.analysis.cost;
    // 25 people at the tills of 3 shops: Basic ($39) plus POS Pro at $89 a shop, not Plus at $2,300.
    expect(till.planName).toBe('Basic with POS Pro');
    expect(till.monthly).toBe(39 + 3 * 89);
    expect(till.seatBasis).toBe('3 sites or locations (your answer)');
    // An online shop's 25 staff are admin accounts: POS Pro does not lift that cap, so it is never offered to them.
    const online = recommend(shop, answer('ecommerce'), [shopify]).recommendations[0]!.analysis.cost;
    expect(online.planName).toBe('Plus');
    expect(online.startingPrice).toEqual({ amount: 29, per: null, converted: false });
    const ctx = { country: 'US' as const, category: 'other' as const, size: '11-50' as const, budget: null, volumes: { users: 2 } };
    expect(cheapestCoveringPlan(shopify, [], ctx).best?.plan.forFamily).toBeUndefined();
    expect(cheapestCoveringPlan(shopify, [], { ...ctx, volumes: { users: 25, sites: 1 } }).best?.plan.name).toBe('Plus');
    expect(cheapestCoveringPlan(shopify, [], { ...ctx, volumes: { users: 25, sites: 1 }, family: 'point-of-sale' }).best?.plan.name).toBe('Basic with POS Pro');
    // "Starting at" compares unrounded amounts: in Australia $89 a shop converts to A$135.x on every POS Pro
    // plan, and rounding the first one made the last (Advanced, A$605 base) look cheapest.
    for (const country of ['AU', 'CA', 'UK'] as const) {
      const start = startingPrice(shopify, country, 'other', 'point-of-sale')!;
      expect(start.base! / start.amount, country).toBeCloseTo(39 / 89, 1);
    }
  });

  it('a base price with units included charges only the units beyond, sells past the cap on them up to its most, and starts at the base', () => {
    const ctx = { country: 'US' as const, category: 'accounting' as const, size: '11-50' as const, budget: null };
    const books = catalog.find((p) => p.id === 'zoho-books')!;
    // Standard: $15 a month (billed annually) with 3 users, $2.50 for each more: 5 users cost $20, not Professional's $40.
    const five = estimateCost(books, [], { ...ctx, volumes: { users: 5 } });
    expect({ plan: five.planName, monthly: five.monthly }).toEqual({ plan: 'Standard', monthly: 20 });
    expect(five.seatBasis).toBe('5 users (your answer); 3 included in the base price');
    expect(five.startingPrice).toEqual({ amount: 15, per: null, converted: false });
    // Its UK price says nothing of extra users: the cap still holds there.
    expect(estimateCost(books, [], { ...ctx, country: 'UK', volumes: { users: 5 } }).planName).toBe('Professional');
    // 1Password's Teams Starter Pack: 10 members, up to 10 more at $4.99.
    const onePassword = catalog.find((p) => p.id === '1password-business')!;
    const other = { ...ctx, category: 'other' as const };
    expect(estimateCost(onePassword, [], { ...other, volumes: { users: 15 } })).toMatchObject({ planName: 'Teams Starter Pack', monthly: 49.9 });
    const beyond = cheapestCoveringPlan(onePassword, [], { ...other, volumes: { users: 25 } });
    expect(beyond.best?.plan.name).toBe('Business');
    expect(beyond.refusals.map((r) => r.reason)).toContain('Teams Starter Pack allows up to 20 users; you need about 25.');
    // Unleashed prices extra users in US dollars only: its Australian price covers its base users, which is not the plan's most.
    const unleashed = catalog.find((p) => p.id === 'unleashed')!;
    const erp = { ...ctx, category: 'erp' as const, volumes: { users: 10 } };
    expect(estimateCost(unleashed, [], erp)).toMatchObject({ planName: 'Core', monthly: 399 + 7 * 69 });
    expect(cheapestCoveringPlan(unleashed, [], { ...erp, country: 'AU' }).refusals.map((r) => r.reason)).toContain(
      "Core's AUD price covers 3 users, and the price of more is on record only in USD; you need about 10.",
    );
  });

  it('"Starting at" a per-employee price with a base fee says both: Gusto is $35 a month plus $6 an employee, not $6', () => {
    const gusto = catalog.find((p) => p.id === 'gusto')!;
    const cost = estimateCost(gusto, [], { country: 'US', category: 'hr', size: '11-50', budget: null });
    expect(cost.startingPrice).toEqual({ amount: 6, per: 'employee', converted: false, base: 35 });
    expect(pricingBody(cost)).toMatchObject({ model: 'Base fee plus per employee per month', startingPrice: '$35/month + $6/employee/month' });
  });

  it("an accounting product's payroll add-on counts only where it runs payroll: FreshBooks (US) is not confirmed in Australia, MYOB is", () => {
    const freshbooks = catalog.find((p) => p.id === 'freshbooks')!;
    const myob = catalog.find((p) => p.id === 'myob-business')!;
    const payroll = { token: 'feature:payroll-addon', label: 'Payroll (built in or add-on)' };
    expect(judgeCheck(freshbooks, checkOf(payroll, 'US'), null).verdict).toBe('met');
    expect(judgeCheck(freshbooks, checkOf(payroll, 'AU'), null)).toEqual({
      verdict: 'unknown',
      reason: 'Not confirmed in AU: FreshBooks offers payroll (built in or add-on), but we have no record of it running payroll in AU. Ask the vendor before you buy.',
    });
    expect(judgeCheck(myob, checkOf(payroll, 'AU'), null).verdict).toBe('met');
  });

  it('HIPAA as a must-have obligation: a sourced "no BAA" excludes, an unpublished BAA is flagged, never emptying the list', () => {
    const answered = answerAll(project, (q) => (q.dimension === 'obligations' ? { selected: ['obligation:hipaa'], importance: 'must-have' } : { selected: [NONE] }));
    const withFacts = catalog.map((p) => {
      if (!p.categories.includes('crm')) return p;
      const copy = structuredClone(p);
      const status = p.id === 'pipedrive' ? 'no' : p.id === 'salesforce-sales-cloud' ? 'yes' : null;
      copy.compliance = copy.compliance.filter((c) => c.id !== 'hipaa-baa');
      if (status) copy.compliance.push({ id: 'hipaa-baa', status, source: { url: 'https://example.com/baa', asOf: '2026-11-01' } });
      return copy;
    });
    const { recommendations, exclusions } = recommend(project, answered, withFacts);
    expect(recommendations.length).toBeGreaterThan(0);
    expect(exclusions.find((e) => e.productId === 'pipedrive')?.reasons.join(' ')).toMatch(/HIPAA Business Associate Agreement \(BAA\): no/);
    // The product that confirms the BAA ranks above every product that does not.
    expect(recommendations[0]!.product.id).toBe('salesforce-sales-cloud');
    for (const r of recommendations.slice(1)) {
      const baa = r.analysis.requirements.find((v) => v.key === 'compliance:hipaa-baa')!;
      expect(baa.verdict).toBe('unknown');
      expect(baa.reason).toMatch(/not confirmed/);
      expect(r.score).toBeLessThanOrEqual(89);
    }
  });

  it('never recommends an excluded product, and is deterministic (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...softwareCategoryValues),
        fc.constantFrom(...countryCodes),
        fc.constantFrom(...employeeCountValues),
        fc.constantFrom(...industryValues),
        fc.array(fc.nat(), { minLength: 15, maxLength: 15 }),
        fc.array(fc.boolean(), { minLength: 15, maxLength: 15 }),
        (softwareCategory, country, employeeCount, industry, picks, musts) => {
          const input = { ...project, softwareCategory, country, employeeCount, industry };
          const answered = answerAll(input, (q, i) => ({
            selected: [q.options[picks[i]! % q.options.length]!.value],
            importance: musts[i] ? 'must-have' : 'nice-to-have',
          }));
          const a = recommend(input, answered, catalog);
          const excluded = new Set(a.exclusions.map((e) => e.productId));
          if (a.recommendations.some((r) => excluded.has(r.product.id))) return false;
          if (a.recommendations.some((r) => r.score < 0 || r.score > 100)) return false;
          const b = recommend(input, answered, catalog);
          return JSON.stringify(a.recommendations.map((r) => [r.product.id, r.score])) === JSON.stringify(b.recommendations.map((r) => [r.product.id, r.score]));
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('cheapestCoveringPlan', () => {
  const product = catalog.find((p) => p.plans.filter((pl) => pl.prices.some((pr) => pr.perUnit && !pr.promo)).length >= 2)!;
  it('picks the cheapest published plan that includes the must-have features', () => {
    const ctx = { country: 'US' as const, category: product.categories[0]!, size: '11-50' as const };
    const any = cheapestCoveringPlan(product, [], { ...ctx, budget: null }).best;
    expect(any).not.toBeNull();
    const top = product.plans[product.plans.length - 1]!;
    const onlyOnTop = top.features.find((f) => !product.plans.slice(0, -1).some((pl) => pl.features.includes(f)));
    if (onlyOnTop && top.priceStatus === 'published') {
      expect(cheapestCoveringPlan(product, [onlyOnTop], { ...ctx, budget: null }).best?.plan.name).toBe(top.name);
    }
  });
  it('says a plan with only a promotional price has no list price on record (not that it is priced for other countries)', () => {
    const p: Product = structuredClone(product);
    const plan = p.plans.find((pl) => pl.prices.some((pr) => pr.perUnit && !pr.countries && !pr.promo))!;
    p.plans = [{ ...plan, prices: plan.prices.map((pr) => ({ ...pr, promo: true })) }];
    const cost = estimateCost(p, [], { country: 'US', category: p.categories[0]!, size: '1-10', budget: null });
    expect(cost.monthly).toBeNull();
    expect(cost.note).toContain(`${plan.name}'s only published price is a promotional one; its list price is not on record.`);
    expect(cost.note).not.toContain('priced only for other countries');
  });

  it('costs the plan with the must-haves a product offers, says which it is not known to offer, and does not call that within budget', () => {
    const xero = catalog.find((p) => p.id === 'xero')!;
    expect(xero.features).not.toContain('multi-entity');
    const budget: Budget = { currency: 'USD', max: 500, label: 'Up to $500 per month' };
    const cost = estimateCost(xero, ['multi-entity', 'bills-payables'], { country: 'US', category: 'accounting', size: '11-50', budget, volumes: { users: 5 } });
    expect(cost.monthly).toBeGreaterThan(0);
    expect(cost.note).toContain('Multiple entities is not confirmed on any Xero plan we hold: this is the plan with your other must-haves, so ask which plan includes it and at what price.');
    expect(cost.withinBudget).toBeNull();
    expect(cost.partial).toBe(true);
    const full = estimateCost(xero, ['bills-payables'], { country: 'US', category: 'accounting', size: '11-50', budget, volumes: { users: 5 } });
    expect(full.monthly).toBe(cost.monthly);
    expect(full.withinBudget).toBe(true);
  });

  it('says a budget cannot be confirmed for a price that leaves out an unconfirmed must-have', () => {
    const input: CreateProjectInput = { ...project, country: 'US', softwareCategory: 'accounting', employeeCount: '11-50', businessNeeds: 'Accounting for 2 companies with consolidated reports and bill pay, 4 users.' };
    const answered: AnsweredQuestion[] = generateQuestions(input, catalog).map((q) => {
      const want = q.dimension === 'budget' ? ['budget:USD:500'] : q.options.filter((o) => ['feature:multi-entity', 'feature:bills-payables'].includes(o.value)).map((o) => o.value);
      const selected = want.filter((v) => q.options.some((o) => o.value === v));
      return { title: q.title, dimension: q.dimension, options: q.options, selected: selected.length ? selected : [NONE], importance: selected.length ? 'must-have' : 'nice-to-have' };
    });
    const xero = recommend(input, answered, catalog).recommendations.find((r) => r.product.id === 'xero')!;
    expect(xero.analysis.cost.partial).toBe(true);
    const budget = xero.analysis.requirements.find((v) => v.key === 'budget')!;
    expect(budget.verdict).toBe('unknown');
    expect(budget.reason).toContain('on a plan without the must-haves we cannot confirm on any plan, so it cannot be confirmed within your budget.');
  });

  it("says what a free plan limits beside its price (Yousign Free: 2 signature requests a month)", () => {
    const yousign = catalog.find((p) => p.id === 'yousign')!;
    const cost = estimateCost(yousign, [], { country: 'FR', category: 'other', size: '1-10', budget: null });
    expect(cost.planName).toBe('Free');
    expect(cost.planLimits).toBe('2 signature requests a month');
    expect(cost.note).toContain('Limits: 2 signature requests a month.');
    expect(pricingBody(cost).details).toMatch(/^For you: Free, free for .*\. Limits: 2 signature requests a month\.$/);
    // A plan with nothing on record beyond its counted quantities says nothing more.
    const pennylane: Product = structuredClone(catalog.find((p) => p.id === 'pennylane')!);
    pennylane.plans = pennylane.plans.filter((pl) => !pl.limits);
    const plain = estimateCost(pennylane, [], { country: 'FR', category: 'accounting', size: '1-10', budget: null });
    expect(plain.monthly).not.toBeNull();
    expect(plain.planLimits).toBeUndefined();
    expect(pricingBody(plain).details).not.toMatch(/Limits:/);
  });

  it('says a converted price stands in for a local one the vendor has but we lack, when other plans are priced locally', () => {
    const qbo: Product = structuredClone(catalog.find((p) => p.id === 'quickbooks-online')!);
    // Three log-ins in Canada: Essentials, priced in US dollars only, while Simple Start has a Canadian price.
    qbo.plans = qbo.plans.filter((pl) => pl.name === 'Simple Start' || pl.name === 'Essentials');
    const cost = estimateCost(qbo, [], { country: 'CA', category: 'accounting', size: '1-10', budget: null, volumes: { users: 3 } });
    expect(cost.planName).toBe('Essentials');
    expect(cost.converted?.localPricesElsewhere).toBe(true);
    expect(cost.note).toContain('we have no CAD price on record for this plan, though the vendor prices others in CAD, so the local price may differ.');
    expect(cost.note).not.toContain('the vendor publishes no CAD price');
    // Only US-dollar prices on record: the vendor publishes none in the buyer's currency.
    const usOnly: Product = structuredClone(qbo);
    for (const pl of usOnly.plans) pl.prices = pl.prices.filter((pr) => !pr.countries);
    const plain = estimateCost(usOnly, [], { country: 'CA', category: 'accounting', size: '1-10', budget: null, volumes: { users: 3 } });
    expect(plain.converted?.localPricesElsewhere).toBeUndefined();
    expect(plain.note).toContain('the vendor publishes no CAD price.');
    // A free plan is free in every currency: nothing is converted.
    const notion = estimateCost(catalog.find((p) => p.id === 'notion')!, [], { country: 'DE', category: 'project-management', size: '1-10', budget: null });
    expect(notion.monthly).toBe(0);
    expect(notion.converted).toBeNull();
    expect(notion.note).not.toContain('converted');
  });

  it('says what the plan with the nice-to-haves too would cost (Odoo: One App Free covers the must-haves, Standard adds manufacturing)', () => {
    const odoo = catalog.find((p) => p.id === 'odoo')!;
    const ctx = { country: 'DE', category: 'erp', size: '51-200', budget: null, volumes: { users: 100 } } as const;
    const cost = describeCost(odoo, needsOf([]), ctx, ['manufacturing-mrp']);
    expect(cost.planName).toBe('One App Free');
    expect(cost.withWanted).toMatchObject({ planName: 'Standard', converted: true, priceFrom: false, basis: '100 users (your answer)' });
    expect(cost.withWanted!.monthly).toBeGreaterThan(0);
    expect(cost.note).toMatch(/Standard, with your nice-to-haves, would be ≈ €[\d,]+\/month for 100 users \(your answer\)\./);
    expect(pricingBody(cost).details).toMatch(/Limits: one app only\. Standard, with your nice-to-haves, would be ≈ €[\d,]+\/month for 100 users \(your answer\)\.$/);
    // A nice-to-have no plan offers: the line says so; none offered at all, or the costed plan has them: no line.
    expect(describeCost(odoo, needsOf([]), ctx, ['manufacturing-mrp', 'no-such-feature']).note).toContain('Standard, with the nice-to-haves it offers, would be');
    expect(describeCost(odoo, needsOf([]), ctx, ['no-such-feature']).withWanted).toBeUndefined();
    expect(describeCost(odoo, needsOf(['manufacturing-mrp']), ctx, ['manufacturing-mrp']).withWanted).toBeUndefined();
    // Payroll counts where the product runs it: BambooHR's payroll plan is named for a US buyer, not a German one.
    const bamboo = catalog.find((p) => p.id === 'bamboohr')!;
    const hr = { category: 'hr', size: '51-200', budget: null, volumes: { employees: 100 } } as const;
    expect(describeCost(bamboo, needsOf([]), { ...hr, country: 'US' }, ['payroll']).withWanted?.planName).toBe('Elite');
    expect(describeCost(bamboo, needsOf([]), { ...hr, country: 'DE' }, ['payroll']).withWanted).toBeUndefined();
  });

  it('a quoted top plan does not hide published plans refused for the volume (Brevo at 200,000 emails a month)', () => {
    const brevo = catalog.find((p) => p.id === 'brevo')!;
    expect(brevo.plans.some((pl) => pl.priceStatus === 'quote-only')).toBe(true);
    // Standard's published bands stop at 150,000 emails a month.
    const big = estimateCost(brevo, [], { country: 'FR', category: 'marketing', size: '1-10', budget: null, volumes: { contacts: 5000, sends: 200_000 } });
    expect(big.monthly).toBeNull();
    expect(big.note).toMatch(/^Price on request: no published price covers your must-haves at your volume, and the vendor quotes its other plans\. Free allows up to 9,000 emails sent per month; you need about 200,000\./);
  });

  it('says when the only prices are ones we hold no dated source for, not "at your volume"', () => {
    const p: Product = structuredClone(product);
    p.plans = p.plans.map((pl) => ({ ...pl, priceStatus: 'unverified' as const, prices: [] }));
    const cost = estimateCost(p, [], { country: 'US', category: p.categories[0]!, size: '11-50', budget: null });
    expect(cost.monthly).toBeNull();
    expect(cost.note).toMatch(/^Price on request: the vendor publishes prices for these plans, but we hold no dated source for them yet; check the vendor’s pricing page\./);
  });

  it('costs a volume inside a wide gap of a partial ladder at the higher tier when it is near, said to be a ceiling', () => {
    const mailer = catalog.find((p) => p.categories.includes('marketing') && p.plans.some((pl) => pl.prices.some((pr) => pr.tiers)))!;
    const p: Product = structuredClone(mailer);
    const plan = p.plans.find((pl) => pl.prices.some((pr) => pr.tiers))!;
    const ladder = { ...plan.prices.find((pr) => pr.tiers)!, tiersPartial: undefined, countries: undefined, promo: false, flat: 0, perUnit: undefined, unit: undefined, from: undefined, currency: 'USD' as const, tierUnit: 'contacts' as const };
    const tiers = [
      { upTo: 1000, amount: 19 },
      { upTo: 2000, amount: 29 },
      { upTo: 10000, amount: 89 },
    ];
    p.plans = [{ ...plan, name: 'Comfort', caps: {}, prices: [{ ...ladder, tiers, tiersPartial: true }] }];
    const at = (contacts: number, product = p, budget: Budget = null) => estimateCost(product, [], { country: 'US', category: 'marketing', size: '11-50', budget, volumes: { contacts } });
    expect(at(5000).monthly).toBe(89);
    expect(at(5000).priceAtMost).toBe(true);
    expect(at(5000).priceOnRequest).toBe(false);
    expect(at(5000).note).toMatch(/^Comfort plan for 5,000 contacts \(your answer\); priced up to 10,000: at most \$89(\.00)? per month/);
    expect(at(5000).note).toContain("That is at most what you would pay: Comfort's prices on record jump from 2,000 to 10,000 contacts, so this is the price for 10,000 contacts; the price at 5,000 is not on record and may be lower");
    // Under the budget, a ceiling is within it; over it, the buyer's own price may still be.
    expect(at(5000, p, { max: 100, currency: 'USD', label: 'Up to $100' }).withinBudget).toBe(true);
    expect(at(5000, p, { max: 50, currency: 'USD', label: 'Up to $50' }).withinBudget).toBeNull();
    // A recorded tier, or a narrow step (1,000 to 2,000), is the price.
    expect(at(10000).monthly).toBe(89);
    expect(at(10000).priceAtMost).toBeUndefined();
    expect(at(1500).monthly).toBe(29);
    expect(at(1500).priceAtMost).toBeUndefined();
    expect(at(10000, p, { max: 50, currency: 'USD', label: 'Up to $50' }).withinBudget).toBe(false);
    // A gap too wide for the higher tier to say anything (10,000 is more than twice 4,000) is not costed.
    expect(at(4000).monthly).toBeNull();
    expect(at(4000).note).toContain("Comfort's prices on record jump from 2,000 to 10,000 contacts; the price at 4,000 is not on record.");
    // A complete ladder's next tier is the price.
    const complete: Product = { ...p, plans: [{ ...p.plans[0]!, prices: [{ ...ladder, tiers }] }] };
    expect(at(5000, complete).monthly).toBe(89);
    expect(at(5000, complete).priceAtMost).toBeUndefined();
  });

  it('respects minimum seats', () => {
    const p: Product = structuredClone(product);
    const plan = p.plans.find((pl) => pl.prices.some((pr) => pr.perUnit && !pr.countries && pr.includedUnits === undefined))!;
    p.plans = [{ ...plan, minSeats: 500 }];
    const result = cheapestCoveringPlan(p, [], { country: 'US', category: p.categories[0]!, size: '1-10', budget: null }).best;
    const price = result!.buyer.price;
    expect(result!.monthly).toBeCloseTo(price.flat + (price.perUnit ?? 0) * 500);
    // The card says what the minimum counts, in the price's unit.
    expect(estimateCost(p, [], { country: 'US', category: p.categories[0]!, size: '1-10', budget: null }).seatBasis).toMatch(/; minimum 500 [a-z -]+ billed$/);
  });

  it('never costs a phone buyer on a contact-centre plan without calls (a digital-channels tier)', () => {
    const five9 = catalog.find((p) => p.id === 'five9')!;
    const digital = five9.plans.find((pl) => pl.name === 'Digital')!;
    expect(digital.features).not.toContain('call-queues');
    const ctx = { country: 'US' as const, size: '201-500' as const, budget: null, volumes: { agents: 100 } };
    expect(cheapestCoveringPlan(five9, ['contact-center'], { ...ctx, category: 'telephony' }).best?.plan.name).not.toBe('Digital');
    // Bought as something other than a phone system, the digital tier is a fair choice.
    expect(cheapestCoveringPlan(five9, ['contact-center'], { ...ctx, category: 'other' }).best?.plan.name).toBe('Digital');
  });

  it("never confirms a budget with a vendor's entry price, and says the buyer's own price is not published", () => {
    const bloomerang = catalog.find((p) => p.id === 'bloomerang')!;
    expect(bloomerang.plans.find((pl) => pl.name === 'Bloomerang CRM')!.prices[0]!.from).toBe(true);
    const ctx = { country: 'US' as const, category: bloomerang.categories[0]!, size: '201-500' as const };
    const roomy = estimateCost(bloomerang, [], { ...ctx, budget: { currency: 'USD', max: 5000, label: 'Up to $5,000' } });
    expect(roomy).toMatchObject({ priceFrom: true, withinBudget: null });
    expect(roomy.note).toMatch(/entry price: it rises with volume, and the price at your volume is not published/);
    const tight = estimateCost(bloomerang, [], { ...ctx, budget: { currency: 'USD', max: 50, label: 'Up to $50' } });
    expect(tight).toMatchObject({ priceFrom: true, withinBudget: false });
    // A list price (no "from") is confirmed as before.
    const pipedrive = catalog.find((p) => p.id === 'pipedrive')!;
    const list = estimateCost(pipedrive, [], { ...ctx, category: 'crm', size: '1-10', budget: { currency: 'USD', max: 5000, label: 'Up to $5,000' } });
    expect(list.priceFrom).toBeUndefined();
    expect(list.withinBudget).toBe(true);

    // In a whole recommendation: a must-have budget is "not confirmed", in words, and the product stays in.
    const donors: CreateProjectInput = { ...project, industry: 'other', employeeCount: '51-200', softwareCategory: 'other', businessNeeds: 'Donor management for our fundraising team.' };
    const answers = answerAll(donors, (q) =>
      q.dimension === 'family' ? { selected: ['family:donor-management'] } : q.dimension === 'budget' ? { selected: ['budget:USD:5000'], importance: 'must-have' } : q.dimension === 'volume:contacts' ? { selected: [NONE] } : {},
    );
    // Bloomerang alone: whether it makes a top five depends on its rivals' prices, not on this rule.
    const card = recommend(donors, answers, catalog.filter((p) => p.id === 'bloomerang')).recommendations.find((r) => r.analysis.productId === 'bloomerang');
    expect(card?.body.pricing.details).toMatch(/^For you: Bloomerang CRM from \$125\/month/);
    expect(card?.analysis.requirements.find((r) => r.key === 'budget')).toMatchObject({
      verdict: 'unknown',
      reason: "From $125 per month, the vendor's entry price; the price at your volume is not published, so it cannot be confirmed within your budget.",
    });
  });

  it('sizes a sensor-licensed monitor by our sensor estimate: PRTG 500 for a small office, a bigger tier or a refusal beyond it', () => {
    const prtg = catalog.find((p) => p.id === 'paessler-prtg')!;
    const ctx = { country: 'US' as const, category: 'noc' as const, budget: null };
    expect(cheapestCoveringPlan(prtg, [], { ...ctx, size: '11-50' }).best?.plan.name).toBe('PRTG 500'); // 125 sensors
    expect(cheapestCoveringPlan(prtg, [], { ...ctx, size: '201-500' }).best?.plan.name).toBe('PRTG 2500');
    // 750 employees: about 3,750 sensors, beyond every published tier (the larger ones are quoted).
    const huge = cheapestCoveringPlan(prtg, [], { ...ctx, size: '500+' });
    expect(huge.best).toBeNull();
    expect(huge.refusals.map((r) => r.reason)).toContain('PRTG 2500 allows up to 2,500 monitoring sensors; you need about 3,750.');
    // One of a unit reads in the singular.
    const inventory = catalog.find((p) => p.id === 'zoho-inventory')!;
    const reasons = cheapestCoveringPlan(inventory, [], { country: 'US', category: 'erp', size: '51-200', budget: null, volumes: { users: 100 } }).refusals.map((r) => r.reason);
    expect(reasons).toContain('Free allows up to 1 user; you need about 100.');
    expect(reasons).toContain('Standard allows up to 3 users; you need about 100.');
  });

  it('costs a must-have attestation only on the plans that include it, and a per-agent product for the people who take calls', () => {
    const quo = catalog.find((p) => p.id === 'quo')!;
    const baa = quo.compliance.find((c) => c.id === 'hipaa-baa');
    expect(baa?.status === 'yes' && baa.plans).toEqual(['Business', 'Scale']);
    const ctx = { country: 'US' as const, category: 'telephony' as const, size: '11-50' as const, budget: null, volumes: { users: 25 } };
    expect(cheapestCoveringPlan(quo, [], ctx).best?.plan.name).toBe('Starter');
    expect(cheapestCoveringPlan(quo, ['compliance:hipaa-baa'], ctx).best?.plan.name).toBe('Business');

    const talkdesk = catalog.find((p) => p.id === 'talkdesk')!;
    const noAgents = cheapestCoveringPlan(talkdesk, [], { ...ctx, volumes: { users: 25, agents: 0 } }).best!;
    expect(noAgents.monthly).toBeGreaterThan(0);
  });

  it("prices a volume left at \"Not sure\", or answered with the band that holds it, on the count the buyer wrote in their needs, and says so", () => {
    const centre: CreateProjectInput = { ...project, name: 'Centre', industry: 'retail', employeeCount: '51-200', softwareCategory: 'telephony', businessNeeds: 'Contact centre for 40 agents: inbound queues and call recording.' };
    const unsure = recommend(centre, answerAll(centre, () => ({ selected: [NONE] })), catalog).recommendations;
    expect(unsure.length).toBeGreaterThan(0);
    for (const r of unsure) expect(r.analysis.cost.seatBasis).toBe('40 users (in your business needs)');
    // An answer the buyer gave still wins over the needs text.
    const answered = answerAll(centre, (q) => ({ selected: [q.dimension === 'volume:users' ? 'volume:users:25' : NONE] }));
    expect(recommend(centre, answered, catalog).recommendations[0]!.analysis.cost.seatBasis).toBe('25 users (your answer)');
    // A band chosen for that figure ("36–50" for 40) is priced on the figure, not on the band's top.
    const band = answerAll(centre, (q) => ({ selected: [q.dimension === 'volume:users' ? 'volume:users:50' : NONE] }));
    expect(band.find((q) => q.dimension === 'volume:users')?.options.map((o) => o.value)).toContain('volume:users:35');
    expect(recommend(centre, band, catalog).recommendations[0]!.analysis.cost.seatBasis).toBe('40 users (in your business needs)');
  });

  it('never recommends the software the buyer says they are replacing, and says why it is left out', () => {
    const leaving: CreateProjectInput = { ...project, name: 'Books', country: 'CA', industry: 'consulting', employeeCount: '11-50', softwareCategory: 'accounting', businessNeeds: 'Accounting with GST/HST returns, a QuickBooks alternative.' };
    const { recommendations, exclusions } = recommend(leaving, [], catalog);
    expect(recommendations.map((r) => r.product.id)).not.toContain('quickbooks-online');
    expect(exclusions.find((e) => e.productId === 'quickbooks-online')?.reasons).toEqual(['You are replacing it: your business needs say you are moving away from QuickBooks Online.']);
    // Connecting to it is not leaving it.
    const connecting = recommend({ ...leaving, softwareCategory: 'crm', businessNeeds: 'CRM that syncs invoices with QuickBooks.' }, [], catalog);
    expect(connecting.exclusions.some((e) => e.reasons.some((r) => r.startsWith('You are replacing it')))).toBe(false);
  });

  it("puts a clinic's practice software first when its clinical notes are a must-have, and asks of the rest", () => {
    const clinic: CreateProjectInput = { ...project, name: 'Physio', country: 'UK', industry: 'healthcare', employeeCount: '11-50', softwareCategory: 'other', businessNeeds: 'Practice management for our physiotherapy clinic: online booking, clinical notes, 8 physios.' };
    const answers = answerAll(clinic, (q) => {
      const wanted = q.options.filter((o) => ['family:scheduling', 'feature:online-booking', 'feature:clinical-notes'].includes(o.value)).map((o) => o.value);
      return { selected: wanted.length ? wanted : [NONE], importance: 'must-have' };
    });
    const list = recommend(clinic, answers, catalog).recommendations;
    const notes = list.map((r) => r.analysis.requirements.find((v) => v.key === 'feature:clinical-notes')?.verdict);
    // Practice software (Cliniko, WriteUpp, Zanda) first, then booking tools that must be asked.
    expect(notes[0]).toBe('met');
    expect(list.filter((_, i) => notes[i] === 'met').map((r) => r.product.id)).toContain('cliniko');
    const metFirst = [...notes.filter((v) => v === 'met'), ...notes.filter((v) => v === 'unknown')];
    expect(notes).toEqual(metFirst);
  });

  it('leaves out the software the buyer is replacing when it is named by its brand, not by an integration', () => {
    const shop: CreateProjectInput = { ...project, name: 'Shop', country: 'DE', industry: 'retail', employeeCount: '11-50', softwareCategory: 'erp', businessNeeds: 'Warenwirtschaft für unseren Onlinehandel mit Amazon und eBay, JTL-Alternative' };
    const { recommendations, exclusions } = recommend(shop, [], catalog);
    expect(recommendations.map((r) => r.product.id)).not.toContain('jtl-wawi');
    expect(exclusions.find((e) => e.productId === 'jtl-wawi')?.reasons).toEqual(['You are replacing it: your business needs say you are moving away from JTL-Wawi.']);
  });

  it('breaks a tie with a free plan whose paid plans have no published price after the priced products, not on its zero', () => {
    const agency: CreateProjectInput = { ...project, name: 'Agency', country: 'AU', industry: 'consulting', employeeCount: '1-10', softwareCategory: 'marketing', businessNeeds: 'Social media scheduling and a content calendar for our clients.' };
    // Buffer as it was on record before its Essentials and Team prices were sourced: sold, at prices we held no source for.
    const buffer = catalog.find((p) => p.id === 'buffer')!;
    const unpriced: Product = { ...buffer, plans: buffer.plans.map((pl) => (pl.name === 'Free' ? pl : { ...pl, priceStatus: 'unverified' as const, prices: [] })) };
    const social = [unpriced, catalog.find((p) => p.id === 'later')!];
    const threeProfiles = answerAll(agency, (q) => ({ selected: [q.dimension === 'volume:profiles' ? 'volume:profiles:3' : NONE] }));
    const [first, second] = recommend(agency, threeProfiles, social).recommendations;
    expect(first!.score).toBe(second!.score);
    // Its free plan's zero is not a lasting cost: outgrowing it costs an unknown amount.
    expect([first!.product.id, first!.analysis.cost.planName, second!.product.id, second!.analysis.cost.planName]).toEqual(['later', 'Starter', 'buffer', 'Free']);
  });

  it('points a nonprofit that chose CRM at donor databases, and keeps them out of a sales CRM list', () => {
    const charity: CreateProjectInput = { ...project, name: 'Charity', country: 'CA', industry: 'other', softwareCategory: 'crm', businessNeeds: 'CRM for a nonprofit with 12 staff: donors, volunteers, email newsletters, CRA receipts.' };
    const wanted = answerAll(charity, (q) => ({ selected: q.options.some((o) => o.value === 'feature:nonprofit-crm') ? ['feature:nonprofit-crm'] : [NONE], importance: 'must-have' }));
    const { recommendations, exclusions } = recommend(charity, wanted, catalog);
    expect(recommendations.length).toBeGreaterThanOrEqual(3);
    for (const r of recommendations) expect(r.product.features).toContain('nonprofit-crm');
    // A general CRM is not a donor database we failed to check: it misses the must-have, and says why.
    expect(exclusions.find((e) => e.productId === 'pipedrive')?.reasons.join(' ')).toMatch(/Pipedrive is a general CRM, not one built for this trade/);
    const sales = recommend(project, answerAll(project, (q) => ({ selected: q.options.some((o) => o.value === 'feature:deal-pipeline') ? ['feature:deal-pipeline'] : [NONE], importance: 'must-have' })), catalog);
    for (const r of sales.recommendations) expect(r.product.features).not.toContain('nonprofit-crm');
    // Nor any other trade's CRM (recruitment, insurance, estate agencies, law firms).
    const generic = recommend({ ...project, country: 'AU' }, answerAll({ ...project, country: 'AU' }, () => ({ selected: [NONE] })), catalog);
    expect(generic.considered).toBe(catalog.filter((p) => p.categories.includes('crm') && !p.features.some((f) => verticalCrmFeatures.has(f))).length);
    expect(catalog.filter((p) => p.features.includes('real-estate-crm') && p.markets.some((m) => m.country === 'AU')).length).toBeGreaterThan(0);
  });

  it("offers a builder's or an accounting firm's own project software only to that trade", () => {
    const pm = (businessNeeds: string, country: CreateProjectInput['country'] = 'US'): CreateProjectInput => ({ ...project, name: 'PM', country, industry: 'other', softwareCategory: 'project-management', businessNeeds });
    const trade = (input: CreateProjectInput, feature: string) => recommend(input, answerAll(input, (q) => ({ selected: q.options.some((o) => o.value === `feature:${feature}`) ? [`feature:${feature}`] : [NONE], importance: 'must-have' })), catalog);
    const firm = trade(pm('Practice management for an 8-person CPA firm: recurring client work and tax deadlines'), 'accounting-practice');
    expect(firm.recommendations.length).toBeGreaterThanOrEqual(3);
    for (const r of firm.recommendations) expect(r.product.features).toContain('accounting-practice');
    expect(firm.exclusions.find((e) => e.productId === 'asana')?.reasons.join(' ')).toMatch(/Asana is general project software, not one built for this trade/);
    const builder = trade(pm('Job management for a residential builder: schedules, subcontractors, variations'), 'construction-projects');
    for (const r of builder.recommendations) expect(r.product.features).toContain('construction-projects');
    expect(builder.recommendations.length).toBeGreaterThanOrEqual(3);
    // Punch lists are a builder's: asking for them keeps the builders' software, written trade or not.
    const punch = trade(pm('Punch lists and plans for 25 site managers'), 'site-reports');
    expect(punch.recommendations.length).toBeGreaterThanOrEqual(3);
    for (const r of punch.recommendations) expect(r.product.features).toContain('construction-projects');
    // An agency asking for budgets, timesheets and client access gets neither trade's software.
    const agency = pm('Project management for a 25-person digital agency: budgets, timesheets, Xero invoicing, client access', 'UK');
    const general = recommend(agency, answerAll(agency, () => ({ selected: [NONE] })), catalog);
    expect(general.considered).toBe(catalog.filter((p) => p.categories.includes('project-management') && !p.features.some((f) => verticalPmFeatures.has(f))).length);
  });
});

