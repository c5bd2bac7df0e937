import { describe, expect, it } from 'vitest';
import type { CostEstimate, RequirementVerdict } from './recommendations.js';
import {
  conQuestion,
  implementationQuestion,
  partialQuestion,
  priceQuestions,
  quantityPhrase,
  unconfirmedQuestion,
  vendorEmailDraft,
  vendorQuestions,
  vendorQuestionsText,
  type VendorQuestionInput,
} from './vendor-questions.js';

const req = (key: string, label: string, over: Partial<RequirementVerdict> = {}): RequirementVerdict => ({
  key,
  label,
  question: 'Q',
  importance: 'must-have',
  verdict: 'unknown',
  reason: 'No source states it.',
  ...over,
});

const cost = (over: Partial<CostEstimate> = {}): CostEstimate => ({
  currency: 'USD',
  planName: 'Pro',
  monthly: 450,
  seats: 40000,
  seatBasis: '40,000 contacts (your answer); priced up to 50,000',
  implementationLow: 1000,
  implementationHigh: 2000,
  threeYearTotal: 17700,
  budgetLabel: null,
  withinBudget: null,
  priceAsOf: '2026-11-02',
  priceSource: 'https://example.com/pricing',
  note: 'Pro plan for 40,000 contacts.',
  ...over,
});

const project: VendorQuestionInput['project'] = { country: 'US', employeeCount: '11-50' };
const base: VendorQuestionInput = { productName: 'Klaviyo', requirements: [], cost: null, cons: [], implementationRequirements: [], project };

describe('unconfirmed must-haves', () => {
  it('asks for a signed agreement, and on which plan', () => {
    expect(unconfirmedQuestion(req('compliance:hipaa-baa', 'HIPAA Business Associate Agreement (BAA)'), 'X')?.text).toBe(
      'Will you sign a HIPAA Business Associate Agreement (BAA) with us, and on which plan?',
    );
  });
  it('asks where data is hosted', () => {
    expect(unconfirmedQuestion(req('compliance:hosting-eu', 'Data hosting in the EU'), 'X')?.text).toBe(
      'Can you guarantee data hosting in the EU for all our data, and on which plan?',
    );
  });
  it('asks for a report, or for proof of a certification', () => {
    expect(unconfirmedQuestion(req('compliance:soc2', 'SOC 2 Type II report'), 'X')?.text).toMatch(/^Can you send us your current SOC 2 Type II report/);
    expect(unconfirmedQuestion(req('compliance:hitrust', 'HITRUST'), 'X')?.text).toMatch(/^Can you show us proof of HITRUST \(a current certificate or report\)/);
  });
  it('asks whether a feature exists today, and to show it', () => {
    expect(unconfirmedQuestion(req('feature:abandoned-cart', 'Abandoned-cart flows'), 'Klaviyo')?.text).toBe(
      'Does Klaviyo offer abandoned-cart flows today (not on the roadmap), and on which plan? Please show us in the demo.',
    );
  });
  it('asks about the go-live date, and leaves the budget to the price questions', () => {
    expect(unconfirmedQuestion(req('timeline:4', 'Within a month'), 'X')).toEqual({ topic: 'timeline', text: 'Can we be live within a month? What would you need from us to get there?' });
    expect(unconfirmedQuestion(req('budget', 'Budget: up to $500'), 'X')).toBeNull();
  });
});

describe('partly met must-haves', () => {
  it('quotes what we found and asks what is missing', () => {
    expect(partialQuestion(req('feature:sms', 'SMS campaigns', { verdict: 'partial', reason: 'Available as a paid add-on.' }))?.text).toBe(
      'SMS campaigns is only partly covered. We found: “Available as a paid add-on”. What exactly is missing, and which plan or add-on covers it fully, at what price?',
    );
  });
});

describe('price questions', () => {
  it('reads the quantity the price was worked out for', () => {
    expect(quantityPhrase('40,000 contacts (your answer); priced up to 50,000')).toBe('40,000 contacts');
    expect(quantityPhrase('8 users (our estimate: about 30% of 25 employees)')).toBe('about 8 users');
    expect(quantityPhrase('the whole company (flat price)')).toBe('the whole company');
  });

  it('asks for a written quote at the buyer’s volume on the plan with their must-haves when no price is published', () => {
    const musts = [req('feature:abandoned-cart', 'Abandoned-cart flows', { verdict: 'met' }), req('compliance:soc2', 'SOC 2 Type II report', { verdict: 'met' })];
    const [q] = priceQuestions({ ...base, requirements: musts, cost: cost({ monthly: null, threeYearTotal: null, planName: null, seatBasis: '40,000 contacts (your answer)', note: 'Price on request.' }) });
    expect(q?.text).toBe('What would 40,000 contacts cost per month on the plan with abandoned-cart flows, in USD? Please send a written quote with any setup fees and the minimum term.');
  });

  it('asks about a plan cap the buyer is over', () => {
    const note = 'Price on request: no published price covers your must-haves at your volume; check the vendor’s pricing page. Starter allows up to 1,000 contacts; you need about 5,000.';
    const qs = priceQuestions({ ...base, cost: cost({ monthly: null, threeYearTotal: null, note }) });
    expect(qs.map((q) => q.text)).toContain('Starter allows up to 1,000 contacts and we need about 5,000: which plan covers that, and at what price?');
  });

  it('checks a published price and asks what happens past its tier', () => {
    const qs = priceQuestions({ ...base, cost: cost() });
    expect(qs.map((q) => q.text)).toEqual([
      'Is $450 a month for 40,000 contacts on the Pro plan what we would pay, with every must-have included? Are there setup fees, add-ons or a minimum term on top?',
      'What happens to the price when we grow past 50,000 contacts?',
    ]);
  });

  it('asks a nonprofit whether it qualifies for the nonprofit price we used, and how eligibility is checked', () => {
    const qs = priceQuestions({ ...base, cost: cost({ audiencePrice: 'nonprofit' }) });
    expect(qs.find((q) => q.topic === 'nonprofit')?.text).toBe('We are a nonprofit: do we qualify for your nonprofit price on the Pro plan, how do you verify eligibility, and how long does it take?');
    expect(priceQuestions({ ...base, cost: cost() }).some((q) => q.topic === 'nonprofit')).toBe(false);
  });

  it("asks the vendor to confirm a price we only found in a third party's reading", () => {
    const qs = priceQuestions({ ...base, cost: cost({ priceReported: true }) });
    expect(qs.map((q) => q.text)).toContain(
      "Is the Pro plan's list price we used still current? We found it in a third party's reading of your pricing page (2026-11-02), not on your own page.",
    );
    expect(priceQuestions({ ...base, cost: cost() }).some((q) => q.topic === 'price-source')).toBe(false);
  });

  it("asks for the buyer's own price when we only know the vendor's entry price", () => {
    const qs = priceQuestions({ ...base, cost: cost({ priceFrom: true }) });
    expect(qs[0]).toEqual({
      topic: 'price',
      text: '$450 a month is the entry price we found for the Pro plan: what would 40,000 contacts cost, in USD, with every must-have included? Please send a written quote.',
    });
  });

  it('asks for the price at the buyer\'s volume when we only know the next tier up', () => {
    const qs = priceQuestions({ ...base, cost: cost({ priceAtMost: true }) });
    expect(qs[0]).toEqual({
      topic: 'price',
      text: 'We found no price for 40,000 contacts on the Pro plan, only the next tier up at $450 a month: what would 40,000 contacts cost, in USD, with every must-have included?',
    });
  });

  it('asks about the limits of a free plan', () => {
    expect(priceQuestions({ ...base, cost: cost({ monthly: 0, planName: 'Free', seatBasis: '8 users' }) })[0]?.text).toBe(
      'The Free plan costs nothing and seems to cover us: what limits would make us move to a paid plan, and what would that cost?',
    );
  });

  it('asks to be quoted in the buyer’s currency when the price is converted', () => {
    const converted = { fromCurrency: 'USD', listMonthly: 500, region: 'headline', rateDate: '2026-11-01' };
    const qs = priceQuestions({ ...base, cost: cost({ currency: 'EUR', monthly: 462, seatBasis: '8 users (our estimate)', converted }) });
    expect(qs[0]?.text).toMatch(/^Is about €462 a month for about 8 users/);
    expect(qs.at(-1)?.text).toBe('Can you quote and invoice us in EUR? We found only your headline list price in USD, so our figure is a conversion.');
  });
});

describe('risks', () => {
  it('asks about a con for the buyer’s size and country', () => {
    expect(conQuestion('Advanced reporting costs extra.', project)?.text).toBe(
      'We read that advanced reporting costs extra. Does that apply to a company of 11-50 employees in the United States, and how do your customers work around it?',
    );
  });
  it('asks who provides an implementation requirement and what it costs', () => {
    expect(implementationQuestion('Port existing numbers (LOA and a recent bill).')?.text).toBe(
      'Who takes care of “Port existing numbers (LOA and a recent bill)” in the rollout (you, a partner or us), and what does it cost?',
    );
    expect(implementationQuestion('  ')).toBeNull();
  });
});

describe('vendorQuestions', () => {
  const input: VendorQuestionInput = {
    ...base,
    requirements: [
      req('compliance:hipaa-baa', 'HIPAA Business Associate Agreement (BAA)'),
      req('feature:sms', 'SMS campaigns', { verdict: 'partial', reason: 'Paid add-on.' }),
      req('feature:forms', 'Signup forms', { verdict: 'met' }),
      req('feature:nice', 'Nice thing', { importance: 'nice-to-have', verdict: 'unknown' }),
      req('budget', 'Budget: up to $500'),
    ],
    cost: cost(),
    cons: ['Advanced reporting costs extra', 'Advanced reporting costs extra.'],
    implementationRequirements: ['An admin to own the setup', 'An admin to own the setup'],
  };

  it('asks must-haves first, then price, then risks; never about met must-haves or nice-to-haves', () => {
    const texts = vendorQuestions(input).map((q) => q.text);
    expect(texts[0]).toMatch(/^Will you sign a HIPAA/);
    expect(texts[1]).toMatch(/^SMS campaigns is only partly covered/);
    expect(texts[2]).toMatch(/^Is \$450 a month/);
    expect(texts.join(' ')).not.toMatch(/Signup forms|Nice thing|Budget/);
    expect(texts.at(-1)).toMatch(/^Who takes care of “An admin to own the setup”/);
  });

  it('asks nothing twice, by topic or by wording', () => {
    const qs = vendorQuestions({ ...input, requirements: [...input.requirements, req('timeline:4', 'Within a month'), req('timeline:12', 'Within 3 months', { verdict: 'partial' })] });
    expect(new Set(qs.map((q) => q.topic)).size).toBe(qs.length);
    expect(new Set(qs.map((q) => q.text.toLowerCase())).size).toBe(qs.length);
    expect(qs.filter((q) => q.text.includes('advanced reporting'))).toHaveLength(1);
    expect(qs.filter((q) => q.topic === 'timeline')).toHaveLength(1);
  });

  it('has nothing to ask without analysis, cons or requirements', () => {
    expect(vendorQuestions(base)).toEqual([]);
  });

  it('words the clipboard text and an email draft with no recipient', () => {
    const qs = vendorQuestions(input);
    expect(vendorQuestionsText('Klaviyo', qs).split('\n').slice(0, 3)).toEqual(['Questions for Klaviyo', '', `1. ${qs[0]!.text}`]);
    const draft = vendorEmailDraft('Klaviyo', qs, project);
    expect(draft.href.startsWith('mailto:?subject=')).toBe(true);
    expect(decodeURIComponent(draft.href.split('&body=')[1]!)).toBe(draft.body);
    expect(draft.subject).toBe('Questions about Klaviyo before we decide');
    expect(draft.body).toContain('a company of 11-50 employees in the United States');
    expect(draft.body).toContain(`2. ${qs[1]!.text}`);
  });
});

describe('wording', () => {
  it('keeps the capitals of names', () => {
    expect(unconfirmedQuestion(req('integration:salesforce', 'Salesforce'), 'X')?.text).toMatch(/^Does X offer a connection to Salesforce today/);
    expect(unconfirmedQuestion(req('feature:sms', 'SMS campaigns'), 'X')?.text).toMatch(/^Does X offer SMS campaigns today/);
    expect(conQuestion('A steep learning curve', { country: 'DE', employeeCount: '1-10' })?.text).toMatch(/^We read that a steep learning curve\. Does that apply to a company of 1-10 employees in Germany,/);
  });
});
