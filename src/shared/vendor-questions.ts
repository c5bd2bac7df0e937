// "Ask the vendor" (issue 18, point 1): the questions a buyer should put to a vendor before
// buying, generated from the analysis behind a recommendation (must-haves no source confirms or
// only partly meets, the cost estimate, the product's cons and implementation needs) and the
// buyer's own facts. Pure and rule by rule, so the card, the copy button, the email draft and the
// PDF all ask exactly the same questions, and each rule is tested on its own.
import { formatMoney, isCurrency } from './money.js';
import { employeeCounts, labelOf, type Country, type EmployeeCount } from './options.js';
import type { CostEstimate, RequirementVerdict } from './recommendations.js';
import { audienceWords, countryName, lowerFirst } from './wording.js';

/** `topic` says what a question is about: two rules never ask about the same topic. */
export type VendorQuestion = { topic: string; text: string };

export type VendorQuestionInput = {
  productName: string;
  requirements: readonly RequirementVerdict[];
  cost: CostEstimate | null;
  cons: readonly string[];
  implementationRequirements: readonly string[];
  project: { country: Country; employeeCount: EmployeeCount };
};

const withoutStop = (s: string) => s.trim().replace(/[.;:!]+$/, '');
const normal = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
const listOf = (items: readonly string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? ''));
const money = (amount: number, currency: string) => (isCurrency(currency) ? formatMoney(amount, currency, { cents: true }) : `${amount} ${currency}`);

/** Requirements that are a document or a contract rather than something the software does. */
const isCompliance = (key: string) => key.startsWith('compliance:');

/** One must-have no source confirms, asked the way a buyer would put it. */
export function unconfirmedQuestion(r: Pick<RequirementVerdict, 'key' | 'label'>, productName: string): VendorQuestion | null {
  const topic = `requirement:${r.key}`;
  if (r.key === 'budget') return null; // the price questions ask it
  if (r.key.startsWith('timeline:')) {
    return { topic: 'timeline', text: `Can we be live ${lowerFirst(r.label)}? What would you need from us to get there?` };
  }
  if (isCompliance(r.key)) {
    if (/agreement/i.test(r.label)) return { topic, text: `Will you sign a ${r.label} with us, and on which plan?` };
    if (r.key.startsWith('compliance:hosting-')) return { topic, text: `Can you guarantee ${lowerFirst(r.label)} for all our data, and on which plan?` };
    if (/report$/i.test(r.label)) return { topic, text: `Can you send us your current ${r.label}, and does it cover the plan we would buy?` };
    return { topic, text: `Can you show us proof of ${r.label} (a current certificate or report), and does it cover the plan we would buy?` };
  }
  // An integration's label is a product name ("Salesforce"): it keeps its capital.
  const what = r.key.startsWith('integration:') ? `a connection to ${r.label}` : lowerFirst(r.label);
  return { topic, text: `Does ${productName} offer ${what} today (not on the roadmap), and on which plan? Please show us in the demo.` };
}

/** One must-have the product meets only in part: what is missing, and what closing the gap costs. */
export function partialQuestion(r: Pick<RequirementVerdict, 'key' | 'label' | 'reason'>): VendorQuestion | null {
  if (r.key === 'budget') return null;
  const reason = withoutStop(r.reason);
  const found = reason ? ` We found: “${reason}”.` : '';
  return { topic: r.key.startsWith('timeline:') ? 'timeline' : `requirement:${r.key}`, text: `${r.label} is only partly covered.${found} What exactly is missing, and which plan or add-on covers it fully, at what price?` };
}

/** "40,000 contacts" from a cost basis such as "40,000 contacts (your answer); priced up to 50,000"; estimates read "about …". */
export function quantityPhrase(basis: string): string {
  const head = basis.split(/ \(|;/)[0]!.trim();
  const answered = basis.includes('(your answer)') || basis.includes('(in your business needs)');
  return /^\d/.test(head) && !answered ? `about ${head}` : head;
}

/** Plan caps the estimate ran into ("Starter allows up to 1,000 contacts; you need about 5,000."). */
function capsIn(note: string): { plan: string; cap: string; unit: string; need: string }[] {
  const found: { plan: string; cap: string; unit: string; need: string }[] = [];
  for (const m of note.matchAll(/(?:^|\. )([^.]+?) allows up to ([\d,]+) ([^;.]+); you need about ([\d,]+)/g)) {
    found.push({ plan: m[1]!.trim(), cap: m[2]!, unit: m[3]!.trim(), need: m[4]! });
  }
  return found;
}

/** The price questions: a quote when no price is published, else whether the list price is the real one. */
export function priceQuestions(input: Pick<VendorQuestionInput, 'productName' | 'requirements' | 'cost' | 'project'>): VendorQuestion[] {
  const { cost } = input;
  if (!cost) return [];
  const out: VendorQuestion[] = [];
  const features = input.requirements.filter((r) => r.importance === 'must-have' && !isCompliance(r.key) && r.key !== 'budget' && !r.key.startsWith('timeline:'));
  const onPlan = features.length ? ` on the plan with ${listOf(features.slice(0, 3).map((r) => lowerFirst(r.label)))}` : '';
  const asked = cost.note.match(/ask for the price at ([\d,]+ contacts)/)?.[1];
  const quantity = asked ?? quantityPhrase(cost.seatBasis);
  if (cost.monthly === null) {
    out.push({ topic: 'price', text: `What would ${quantity} cost per month${onPlan}, in ${cost.currency}? Please send a written quote with any setup fees and the minimum term.` });
    for (const c of capsIn(cost.note)) {
      out.push({ topic: `cap:${normal(c.unit)}`, text: `${c.plan} allows up to ${c.cap} ${c.unit} and we need about ${c.need}: which plan covers that, and at what price?` });
    }
  } else if (cost.priceFrom) {
    const plan = cost.planName ? `the ${cost.planName} plan` : 'your entry plan';
    out.push({
      topic: 'price',
      text: `${cost.converted ? 'About ' : ''}${money(cost.monthly, cost.currency)} a month is the entry price we found for ${plan}: what would ${quantity} cost, in ${cost.currency}, with every must-have included? Please send a written quote.`,
    });
  } else if (cost.priceAtMost) {
    const plan = cost.planName ? ` on the ${cost.planName} plan` : '';
    out.push({
      topic: 'price',
      text: `We found no price for ${quantity}${plan}, only the next tier up at ${cost.converted ? 'about ' : ''}${money(cost.monthly, cost.currency)} a month: what would ${quantity} cost, in ${cost.currency}, with every must-have included?`,
    });
  } else if (cost.monthly === 0) {
    out.push({ topic: 'price', text: `${cost.planName ? `The ${cost.planName} plan` : 'A free plan'} costs nothing and seems to cover us: what limits would make us move to a paid plan, and what would that cost?` });
  } else {
    const plan = cost.planName ? ` on the ${cost.planName} plan` : '';
    out.push({
      topic: 'price',
      text: `Is ${cost.converted ? 'about ' : ''}${money(cost.monthly, cost.currency)} a month for ${quantity}${plan} what we would pay, with every must-have included? Are there setup fees, add-ons or a minimum term on top?`,
    });
    const tier = cost.seatBasis.match(/priced up to ([\d,]+)/)?.[1];
    if (tier) {
      const unit = quantity.replace(/^about /, '').replace(/^[\d,]+ /, '');
      out.push({ topic: `cap:${normal(unit)}`, text: `What happens to the price when we grow past ${tier} ${unit}?` });
    }
  }
  if (cost.audiencePrice && cost.monthly !== null) {
    const words = audienceWords[cost.audiencePrice];
    out.push({
      topic: cost.audiencePrice,
      text: `${words.we}: do we qualify for your ${words.price}${cost.planName ? ` on the ${cost.planName} plan` : ''}, how do you verify eligibility, and how long does it take?`,
    });
  }
  if (cost.priceReported && cost.monthly !== null) {
    out.push({
      topic: 'price-source',
      text: `Is the ${cost.planName ? `${cost.planName} plan's ` : ''}list price we used still current? We found it in a third party's reading of your pricing page${cost.priceAsOf ? ` (${cost.priceAsOf})` : ''}, not on your own page.`,
    });
  }
  if (cost.converted) {
    out.push({
      topic: 'currency',
      text: `Can you quote and invoice us in ${cost.currency}? We found only your ${cost.converted.region} list price in ${cost.converted.fromCurrency}, so our figure is a conversion.`,
    });
  }
  return out;
}

/** A drawback the product is known for, asked about for a company of the buyer's size and country. */
export function conQuestion(con: string, project: VendorQuestionInput['project']): VendorQuestion | null {
  const text = withoutStop(con);
  if (!text) return null;
  const who = `a company of ${labelOf(employeeCounts, project.employeeCount)} in ${countryName(project.country)}`;
  return { topic: `con:${normal(text)}`, text: `We read that ${lowerFirst(text)}. Does that apply to ${who}, and how do your customers work around it?` };
}

/** A step or need of the rollout ("Port existing numbers", "An admin to own the setup"): who does it, at what cost. */
export function implementationQuestion(requirement: string): VendorQuestion | null {
  const text = withoutStop(requirement);
  if (!text) return null;
  return { topic: `implementation:${normal(text)}`, text: `Who takes care of “${text}” in the rollout (you, a partner or us), and what does it cost?` };
}

/** Every rule in order (must-haves, then price, then risks), each topic and each wording once. */
export function vendorQuestions(input: VendorQuestionInput): VendorQuestion[] {
  const musts = input.requirements.filter((r) => r.importance === 'must-have');
  const candidates: (VendorQuestion | null)[] = [
    ...musts.filter((r) => r.verdict === 'unknown').map((r) => unconfirmedQuestion(r, input.productName)),
    ...musts.filter((r) => r.verdict === 'partial').map((r) => partialQuestion(r)),
    ...priceQuestions(input),
    ...input.cons.map((c) => conQuestion(c, input.project)),
    ...input.implementationRequirements.map(implementationQuestion),
  ];
  const topics = new Set<string>();
  const texts = new Set<string>();
  const out: VendorQuestion[] = [];
  for (const q of candidates) {
    if (!q || topics.has(q.topic) || texts.has(normal(q.text))) continue;
    topics.add(q.topic);
    texts.add(normal(q.text));
    out.push(q);
  }
  return out;
}

/** The questions as plain text for the clipboard: a heading line, then one numbered line each. */
export function vendorQuestionsText(productName: string, questions: readonly VendorQuestion[]): string {
  return [`Questions for ${productName}`, '', ...questions.map((q, i) => `${i + 1}. ${q.text}`)].join('\n');
}

/**
 * A mailto: link with the subject and body filled in and no address: we never invent a vendor's
 * contact, and the buyer sends it themselves.
 */
export function vendorEmailDraft(productName: string, questions: readonly VendorQuestion[], project: VendorQuestionInput['project']): { subject: string; body: string; href: string } {
  const subject = `Questions about ${productName} before we decide`;
  const body = [
    'Hello,',
    '',
    `We are considering ${productName} for a company of ${labelOf(employeeCounts, project.employeeCount)} in ${countryName(project.country)}. Before we decide, could you answer these questions?`,
    '',
    ...questions.map((q, i) => `${i + 1}. ${q.text}`),
    '',
    'Thank you,',
  ].join('\n');
  return { subject, body, href: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}` };
}
