// Scores every product of the project's category (for "other": of the family asked for)
// against the requirements. A product is excluded only for a fact: not sold in the country,
// or a must-have a sourced fact says it does not meet. A must-have nobody has confirmed keeps
// the product, ranked below those that confirm it and flagged on its card.
import type { CreateProjectInput } from '../../../shared/projects.js';
import { employeeCounts, industries, labelOf, softwareCategories } from '../../../shared/options.js';
import { countryName, planExtrasText, priceBound, startingPriceText } from '../../../shared/wording.js';
import type { Product } from '../../../shared/catalog/product-schema.js';
import { featureLabel, integrationProducts, otherFamilies } from '../../../shared/catalog/vocabulary.js';
import { accountingTradeOfFeature, verticalAccountingFeatures } from '../../../shared/catalog/features/accounting.js';
import { verticalCrmFeatures } from '../../../shared/catalog/features/crm.js';
import { tradeOfFeature, verticalPmFeatures } from '../../../shared/catalog/features/project-management.js';
import type {
  CostEstimate,
  MustHaveTally,
  EliminationSummary,
  Exclusion,
  RecommendationAnalysis,
  RecommendationBody,
  RequirementVerdict,
  Verdict,
} from '../../../shared/recommendations.js';
import { countryCurrency, formatMoney, isCurrency } from '../../../shared/money.js';
import { costBasis, costFigures, describeCost, needsOf, outgrowingMonthly, pricingContext, quoteRowsOf, type CostFigures } from './cost.js';
import { appliesTo } from './country-tags.js';
import { collectRequirements, type AnsweredQuestion, type Requirement } from './requirements.js';
import { uncoveredKindIn } from './uncovered-kinds.js';
import { kindElsewhere } from './kind-elsewhere.js';
import { integrationsLeft, priceAudience, productsLeftByName } from './needs-keywords.js';
import { applyCap, scoreOfTotals, scoreProduct, verdictValue, weights, type ScoreResult, type scoreValue } from './score.js';
import { checkOf, factColumn, judgeCheck, judgeVerdict, rowCache, verdictCodes, verdictColumn, type Check } from './verdicts.js';
import { indexesByRow, nameRanks, productIndex, productsInCategory, productsInFamily, productsForVerticals } from '../../catalog/product-index.js';

export const MAX_RECOMMENDATIONS = 5;
/** The features that make a product one trade's own, by category (see `productsForVerticals`). */
const verticalFeatures: Partial<Record<CreateProjectInput['softwareCategory'], ReadonlySet<string>>> = { crm: verticalCrmFeatures, 'project-management': verticalPmFeatures, accounting: verticalAccountingFeatures };

const CLOSEST = 3;

export type ScoredProduct = {
  product: Product;
  score: number;
  analysis: RecommendationAnalysis;
  body: RecommendationBody;
  keyFeatures: string[];
  description: string;
};

export type RecommendResult = {
  recommendations: ScoredProduct[];
  exclusions: Exclusion[];
  considered: number;
  elimination: EliminationSummary;
};

/** Must-have features (ids) and attestations (`compliance:<id>`) the chosen plan has to include. */
const mustFeatureIds = (reqs: readonly Requirement[]) =>
  reqs
    .filter((r) => r.importance === 'must-have' && (r.token.startsWith('feature:') || r.token.startsWith('compliance:')))
    .map((r) => (r.token.startsWith('feature:') ? r.token.slice(8) : r.token));

type Band = (typeof employeeCounts)[number];
const bandOf = (project: CreateProjectInput): Band => employeeCounts.find((e) => e.value === project.employeeCount)!;

function sizeVerdict(p: Product, band: Band): Verdict {
  const { min, max } = p.companySize;
  if (band.max >= min && (max === null || band.min <= max)) return 'met';
  if (band.max * 2 >= min && (max === null || band.min <= max * 2)) return 'partial';
  return 'not-met';
}

function sizeFit(p: Product, project: CreateProjectInput): { verdict: Verdict; reason: string } {
  const { min, max } = p.companySize;
  const range = `${min}–${max ?? 'any number of'} employees`;
  const verdict = sizeVerdict(p, bandOf(project));
  if (verdict === 'met') return { verdict, reason: `Fits companies of ${range}.` };
  if (verdict === 'partial') return { verdict, reason: `Built for ${range}; you are close to that range.` };
  return { verdict, reason: `Built for ${range}.` };
}

const industryVerdict = (p: Product, industry: CreateProjectInput['industry']): Verdict =>
  p.industries.includes(industry) ? 'met' : p.industries.length === 0 ? 'unknown' : 'partial';

function industryFit(p: Product, project: CreateProjectInput): { verdict: Verdict; reason: string } {
  const label = labelOf(industries, project.industry).toLowerCase();
  const verdict = industryVerdict(p, project.industry);
  if (verdict === 'met') return { verdict, reason: `Strong track record in ${label}.` };
  if (verdict === 'unknown') return { verdict, reason: 'A general-purpose product; no industry focus on record.' };
  return { verdict, reason: `Known mainly for ${p.industries.map((i) => labelOf(industries, i).toLowerCase()).join(', ')}.` };
}

/** The card's pricing lines, from the same cost object Compare, the PDF and the summary read. */
export function pricingBody(cost: CostEstimate): RecommendationBody['pricing'] {
  const currency = isCurrency(cost.currency) ? cost.currency : 'USD';
  const start = cost.startingPrice;
  const startingPrice = start ? startingPriceText(start, currency, { cents: true }) : '';
  const model = !start ? 'Price on request' : start.per ? `${start.base ? 'Base fee plus per' : 'Per'} ${start.per} per month` : 'Flat monthly fee';
  const details =
    cost.monthly === null
      ? cost.note
      : cost.monthly === 0 && !cost.priceFrom
        ? `For you: ${cost.planName}, free for ${cost.seatBasis}.`
        : `For you: ${cost.planName} ${priceBound(cost) ?? 'at'} ${cost.converted ? '≈ ' : ''}${formatMoney(cost.monthly, currency, { cents: true })}/month for ${cost.seatBasis}${cost.priceAsOf ? `; list price as of ${cost.priceAsOf}` : ''}${cost.converted ? `, converted from ${formatMoney(cost.converted.listMonthly, isCurrency(cost.converted.fromCurrency) ? cost.converted.fromCurrency : 'USD', { cents: true })} (${cost.converted.region}) at our rates of ${cost.converted.rateDate}` : ''}.`;
  // What the plan limits beyond the counted quantities ("2 signature requests a month"), and what the
  // plan with the nice-to-haves too would cost, beside its price.
  const extras = cost.monthly === null ? '' : planExtrasText(cost, currency);
  return { model, startingPrice, details: extras ? `${details} ${extras}` : details };
}

type Candidate = { product: Product; verdicts: RequirementVerdict[]; result: ScoreResult; cost: CostEstimate; excludedFor: RequirementVerdict[]; notSold: boolean; outgrowingThreeYear?: number };

/** What ranking compares (compareRanked, compareMisses): scores and tallies, the 3-year cost, the name. */
export type Ranked = {
  product: Product;
  result: Pick<ScoreResult, 'score' | 'mustHaves'>;
  cost: Pick<CostEstimate, 'threeYearTotal' | 'planName' | 'priceFrom' | 'partial'>;
  excludedFor: readonly unknown[];
  notSold: boolean;
  /**
   * Set when the plan costed is free with limits we cannot measure (a free site on the vendor's
   * address, 300 emails a day) and there is a paid plan to outgrow into: the 3-year cost if the buyer
   * outgrows it (`UNKNOWN_OUTGROWING` when that plan has no published price). Ties are broken on it,
   * not on a zero the buyer may not keep.
   */
  outgrowingThreeYear?: number;
};

/**
 * A product as screening leaves it: what ranking must know exactly (sold here, the must-have
 * tally, which decides exclusion, the unconfirmed count and the cap) and the best score it could
 * reach if every nice-to-have were met. Verdicts are decided without their words; the cost is
 * worked out only when something needs it (a must-have budget, a tie on the 3-year cost, a
 * product that may reach the list). Words are written for the products shown and for the
 * not-met must-haves of excluded products (their exclusion reasons).
 */
type Screened = {
  product: Product;
  notSold: boolean;
  size: Verdict;
  industry: Verdict;
  bound: Bound;
  /** The not-met must-haves, in words: written for excluded products only. */
  excludedFor: RequirementVerdict[];
  /** Worked out when something needs it (undefined until then, a field from the start so every Screened has one shape). */
  figures: CostFigures | undefined;
  scored: Scored | undefined;
  /** The product's place in its list by name (the ranking's last tie-break). */
  nameRank: number;
  /** `Ranked.outgrowingThreeYear`, worked out when a tie needs it (undefined: not yet; null: nothing to outgrow into). */
  outgrowing: number | null | undefined;
  /** The product's place in the candidates (its row in the verdict columns). */
  row: number;
};
/** A product with its exact score (every verdict decided, none written yet). */
type Scored = Ranked & { screened: Screened };
type Bound = ReturnType<typeof scoreValue>;
/** A must-have's "not met" verdict with its words, frozen: one object serves every project that asks it so. */
function notMetVerdict(p: Product, r: Requirement, check: Check): RequirementVerdict {
  const verdict: RequirementVerdict = { key: r.token, label: r.label, question: r.question, importance: r.importance, verdict: 'not-met', reason: judgeCheck(p, check, null).reason };
  if (r.origin) verdict.origin = r.origin;
  exclusionLines.set(verdict, `Must-have ${verdict.label}: ${verdict.reason}`);
  return Object.freeze(verdict);
}
const exclusionLines = new WeakMap<RequirementVerdict, string>();

/** "You are replacing it": the software the buyer's needs say they are leaving (frozen like `notMetVerdict`). */
function replacedVerdict(p: Product): RequirementVerdict {
  const verdict: RequirementVerdict = { key: 'replacing', label: 'Not the software you are replacing', question: 'Business needs', importance: 'must-have', verdict: 'not-met', reason: `Your business needs say you are moving away from ${p.name}.` };
  exclusionLines.set(verdict, `You are replacing it: your business needs say you are moving away from ${p.name}.`);
  return Object.freeze(verdict);
}

/** "Not open to your organisation": the vendor sells the product only to organisations of other industries (frozen, shared like `notMetVerdict`). */
function ineligibleVerdict(p: Product): RequirementVerdict {
  const { who, source } = p.eligibility!;
  const verdict: RequirementVerdict = { key: 'eligibility', label: 'Open to your kind of organisation', question: 'Industry', importance: 'must-have', verdict: 'not-met', reason: `Only for ${who} (source dated ${source.asOf}).` };
  exclusionLines.set(verdict, `Not open to your organisation: ${p.name} is only for ${who} (source dated ${source.asOf}).`);
  return Object.freeze(verdict);
}
/**
 * "Not a phone system": a contact-centre suite offered to a buyer who wants lines for staff (frozen,
 * shared like `notMetVerdict`). With `counts`, the buyer wants a contact centre too but counts more
 * than twice as many phone users as agents: the suite would cover the agents only, and its price
 * counts only them.
 */
function contactCentreVerdict(p: Product, counts?: { agents: number; users: number }): RequirementVerdict {
  const agents = counts?.agents.toLocaleString('en-US');
  const others = counts && (counts.users - counts.agents).toLocaleString('en-US');
  const verdict: RequirementVerdict = {
    key: 'contact-centre-only',
    label: 'A phone system for your staff',
    question: 'Kind of software',
    importance: 'must-have',
    verdict: 'not-met',
    reason: counts
      ? `A contact-centre suite sold per agent: it covers your ${agents} agents, not phones for your other ${others} users, and its price counts the agents only.`
      : 'A contact-centre suite sold per agent, for teams answering customers, not a phone system for staff. Ask for a contact centre, or give your number of agents, to compare it.',
  };
  exclusionLines.set(
    verdict,
    counts
      ? `Not a phone system for your staff: ${p.name} is a contact-centre suite sold per agent; it would cover your ${agents} agents, not phones for your other ${others} users. Paired with a phone system it can still serve the agents.`
      : `Not a phone system: ${p.name} is a contact-centre suite sold per agent. Ask for a contact centre, or give your number of agents, to compare it.`,
  );
  return Object.freeze(verdict);
}

/** An exclusion reason's line: kept with a shared verdict, written for a budget verdict (its price is the project's). */
const exclusionLine = (v: RequirementVerdict) => exclusionLines.get(v) ?? `Must-have ${v.label}: ${v.reason}`;

/** Verdicts by their byte in a verdict column (`verdictCodes`). */
const verdictCode: Record<Verdict, number> = { met: 0, partial: 1, unknown: 2, 'not-met': 3 };
const MET = verdictCode.met;
const PARTIAL = verdictCode.partial;
const UNKNOWN = verdictCode.unknown;
const NOT_MET = verdictCode['not-met'];
/** Closest misses are never compared on cost. */
const UNCOSTED = { threeYearTotal: null, planName: null };
/** Shared by every product that misses no must-have (never written to). */
const NOTHING_MISSED: RequirementVerdict[] = [];
const NO_BOUND: Bound = { score: 0, mustHaves: { total: 0, met: 0, partial: 0, unconfirmed: 0, notMet: 0 } };

/**
 * A screened product's bound (its best score and must-have tally), shared and frozen: a project
 * has a handful of must-haves and scores are whole numbers, so thousands of products share a few
 * bounds, and screening a large category allocates none per product.
 */
function boundOf(score: number, tally: MustHaveTally): Bound {
  const { total, met, partial, unconfirmed, notMet } = tally;
  if (total >= 64 || !Number.isInteger(score) || score < 0 || score > 255) return { score, mustHaves: { total, met, partial, unconfirmed, notMet } };
  const key = (total | (met << 6) | (partial << 12) | (unconfirmed << 18) | (notMet << 24)) * 256 + score;
  let bound = bounds.get(key);
  if (!bound) bounds.set(key, (bound = Object.freeze({ score, mustHaves: Object.freeze({ total, met, partial, unconfirmed, notMet }) })));
  return bound;
}
const bounds = new Map<number, Bound>();

export function recommend(project: CreateProjectInput, answered: readonly AnsweredQuestion[], catalog: readonly Product[]): RecommendResult {
  const { items: reqs, budget, budgetImportance, volumes, family, needsTokens } = collectRequirements(answered, project);
  let candidates = productsInCategory(catalog, project.softwareCategory);
  if (project.softwareCategory === 'other' && family) candidates = productsInFamily(candidates, family);
  // "Something else" for a kind we do not hold (property management, trucking): nothing of another kind is recommended.
  const uncovered = project.softwareCategory === 'other' && !family ? uncoveredKindIn(project.businessNeeds) : null;
  if (uncovered) candidates = [];
  // A CRM or project tool built for one trade (a charity's donor database, a builder's job manager, a
  // tax firm's deadline tracker) is offered to a buyer who asks for that trade, never as general software.
  const vertical = verticalFeatures[project.softwareCategory];
  if (vertical) {
    const wanted = reqs.filter((r) => r.token.startsWith('feature:')).map((r) => r.token.slice(8));
    candidates = productsForVerticals(candidates, vertical, [...wanted, ...wanted.flatMap((f) => tradeOfFeature.get(f) ?? accountingTradeOfFeature.get(f) ?? [])]);
  }
  const musts = mustFeatureIds(reqs);
  const needs = needsOf(musts);
  const niceFeatures = reqs.filter((r) => r.importance === 'nice-to-have' && r.token.startsWith('feature:')).map((r) => r.token.slice(8));
  const budgetCounts = budget !== null && budget.max !== null;
  const budgetMust = budgetCounts && budgetImportance === 'must-have';
  const payroll = musts.includes('payroll') || musts.includes('payroll-addon');
  const audience = priceAudience(project.businessNeeds, project.industry);
  const costContext = pricingContext({ country: project.country, category: project.softwareCategory, size: project.employeeCount, budget, volumes, family, payroll, audience });
  const country = project.country;
  const band = bandOf(project);
  const soldHere = countryName(country);

  const verdictOf = (p: Product, r: Requirement, check: Check, planName: string | null): RequirementVerdict => {
    const j = judgeCheck(p, check, planName);
    return { key: r.token, label: r.label, question: r.question, importance: r.importance, verdict: j.verdict, reason: j.reason, ...(r.origin ? { origin: r.origin } : {}) };
  };
  const budgetVerdictOf = (withinBudget: boolean | null): Verdict => (withinBudget === null ? 'unknown' : withinBudget ? 'met' : 'not-met');
  const budgetLabel = budget ? `Budget: ${budget.label}` : '';
  const budgetVerdict = (cost: BudgetFacts): RequirementVerdict => ({
    key: 'budget',
    label: budgetLabel,
    question: 'What is your monthly budget for licences?',
    importance: budgetImportance,
    verdict: budgetVerdictOf(cost.withinBudget),
    reason: budgetReason(cost),
  });
  // Per row of the category, kept across projects: each product's index and what its cost reads here.
  const indexes = indexesByRow(candidates);
  const quotes = quoteRowsOf(candidates, country, project.softwareCategory, family, audience);
  const figuresOf = (s: Screened): CostFigures => (s.figures ??= costFigures(quotes[s.row]!, needs, costContext));
  /** A free plan with limits we cannot measure: what outgrowing it costs over three years (see `Ranked.outgrowingThreeYear`). */
  const outgrowingOf = (s: Screened): number | undefined => {
    if (s.outgrowing === undefined) {
      const f = figuresOf(s);
      const free = f.chosen !== null && f.monthly === 0 && f.chosen.plan.limits !== undefined && !f.chosen.plan.selfHosted;
      const monthly = free ? outgrowingMonthly(s.product, needs, costContext) : null;
      if (monthly !== null) s.outgrowing = Math.round(monthly * 36 + (f.implementationLow + f.implementationHigh) / 2);
      // Paid plans sold at a price we hold no source for (Buffer's Essentials): outgrowing costs an
      // unknown amount, so the tie goes after every known price. With no other plan at all there is
      // nothing to outgrow into (HelloAsso, Zeffy are free for good): the zero stands.
      else if (free && s.product.plans.some((p) => p.priceStatus !== 'published' && !p.limited)) s.outgrowing = UNKNOWN_OUTGROWING;
      else s.outgrowing = null;
    }
    return s.outgrowing ?? undefined;
  };

  // A free plan counts when it holds the volumes the cost is worked out for.
  const checks = reqs.map((r) => checkOf(r, country, costContext.volume, musts));
  const mustIndexes = reqs.flatMap((r, i) => (r.importance === 'must-have' ? [i] : []));
  const niceIndexes = reqs.flatMap((r, i) => (r.importance === 'must-have' ? [] : [i]));
  const mustHasFeature = mustIndexes.some((i) => checks[i]!.kind === 'feature');
  // The nice-to-haves' weight (the budget's too when it is one).
  let niceWeight = 0;
  for (const r of reqs) if (r.importance !== 'must-have') niceWeight += weights[r.importance];
  if (budgetCounts && !budgetMust) niceWeight += weights[budgetImportance];

  const mustWeight = weights['must-have'];
  const mustColumns = mustIndexes.map((i) => verdictColumn(candidates, checks[i]!));
  const mustPoints = verdictCodes.map((v) => mustWeight * verdictValue[v]);
  // A not-met must-have's verdict is decided without the plan (a feature is never "not met"), so its
  // words are the same for every project asking it the same way: kept per product, shared, frozen.
  const notMetVerdicts = mustIndexes.map((i) => {
    const r = reqs[i]!;
    return rowCache<RequirementVerdict>(candidates, `not-met\u0000${r.token}\u0000${r.label}\u0000${r.question}\u0000${r.origin ?? ''}`);
  });
  const currency = countryCurrency[country];
  // A nice-to-have's verdict with no plan named is its best over every plan (a plan lacking a
  // feature the product has makes it partial), so these columns bound the nice-to-have points
  // far tighter than "all met", and fewer products need their exact score.
  const niceColumns = niceIndexes.map((i) => verdictColumn(candidates, checks[i]!));
  const nicePoints = niceIndexes.map((i) => verdictCodes.map((v) => weights[reqs[i]!.importance] * verdictValue[v]));
  const niceBudgetBest = budgetCounts && !budgetMust ? weights[budgetImportance] * verdictValue.met : 0;
  // Fit and market verdicts as columns too: the same for every project of this size, industry and country.
  const sizeColumn = factColumn(candidates, `fit-size:${band.value}`, (p) => sizeVerdict(p, band));
  const industryColumn = factColumn(candidates, `fit-industry:${project.industry}`, (p) => industryVerdict(p, project.industry));
  const soldColumn = factColumn(candidates, `sold-in:${country}`, (p) => (productIndex(p).markets.has(country) ? 'met' : 'not-met'));
  const eligibleColumn = factColumn(candidates, `eligible:${project.industry}`, (p) => (!p.eligibility || p.eligibility.industries.includes(project.industry) ? 'met' : 'not-met'));
  const ineligibleVerdicts = rowCache<RequirementVerdict>(candidates, 'ineligible');
  // A phone-system buyer (no contact centre asked for, no agents counted) is not offered a contact-centre suite.
  const wantsContactCentre =
    project.softwareCategory !== 'telephony' || (volumes.agents ?? 0) > 0 || reqs.some((r) => r.token === 'feature:contact-center' || r.token === 'feature:omnichannel-routing');
  // A buyer who counts more than twice as many phone users as agents wants a phone system with a
  // contact centre in it: a suite sold per agent covers the agents only, and its cost counts only them
  // (a clinic's 10 agents beat 100 users' phones on price). A contact centre with its supervisors and
  // a few back-office lines (60 users, 40 agents) is still a contact-centre project.
  const staffBeyondAgents = project.softwareCategory === 'telephony' && (volumes.agents ?? 0) > 0 && (volumes.users ?? 0) > 2 * volumes.agents!;
  const phoneSystemColumn = factColumn(candidates, 'phone-system', (p) => (p.contactCentreOnly ? 'not-met' : 'met'));
  const contactCentreVerdicts = rowCache<RequirementVerdict>(candidates, staffBeyondAgents ? `agents-only:${volumes.agents}:${volumes.users}` : 'contact-centre-only');
  // Whether a product's plan names are unique, as a column: the screening loop then reads the
  // product's index only when a verdict needs the plan.
  const uniqueNamesColumn = factColumn(candidates, 'unique-plan-names', (p) => (productIndex(p).uniquePlanNames ? 'met' : 'not-met'));
  // Software with no integration id of its own is found by its name.
  const replacing = new Set([...integrationsLeft(project.businessNeeds).flatMap((i) => integrationProducts[i] ?? []), ...productsLeftByName(project.businessNeeds, candidates)]);
  const ranks = nameRanks(candidates);
  const screened: Screened[] = new Array(candidates.length);
  // The weighted points of each product's must-have verdicts (the budget's too when it is a must-have),
  // by row: a number field on Screened would start as a small integer and turn fractional, and every
  // such change of a field's representation sends the optimised screening loop back to slower code.
  const mustEarned = new Float64Array(candidates.length);
  // Each product's must-have tally, counted in turn in one object (its bound keeps a shared copy).
  const tally: MustHaveTally = { total: 0, met: 0, partial: 0, unconfirmed: 0, notMet: 0 };
  for (let n = 0; n < candidates.length; n++) {
    const p = candidates[n]!;
    const s: Screened = { product: p, notSold: soldColumn[n] !== MET, size: verdictCodes[sizeColumn[n]!]!, industry: verdictCodes[industryColumn[n]!]!, bound: NO_BOUND, excludedFor: NOTHING_MISSED, figures: undefined, scored: undefined, nameRank: ranks[n]!, outgrowing: undefined, row: n };
    // A must-have feature's verdict does not depend on the plan (the plan is chosen to cover every
    // must-have) unless two plans share a name; the budget's does.
    const uniqueNames = uniqueNamesColumn[n] === MET;
    if (budgetMust) figuresOf(s);
    const planName = mustHasFeature && !uniqueNames ? (figuresOf(s).chosen?.plan.name ?? null) : null;
    const byColumn = planName === null || uniqueNames;
    tally.total = tally.met = tally.partial = tally.unconfirmed = tally.notMet = 0;
    let earned = 0;
    for (let m = 0; m <= mustIndexes.length; m++) {
      let code: number;
      if (m < mustIndexes.length) {
        const check = checks[mustIndexes[m]!]!;
        // A costed plan covers every must-have feature, so when plan names are unique the verdict is the column's.
        code = byColumn || check.kind !== 'feature' ? mustColumns[m]![n]! : verdictCode[judgeVerdict(p, check, planName, indexes[n]!)];
      } else if (budgetMust) code = verdictCode[budgetVerdictOf(s.figures!.withinBudget)];
      else break;
      tally.total++;
      earned += mustPoints[code]!;
      if (code === MET) tally.met++;
      else if (code === PARTIAL) tally.partial++;
      else if (code === UNKNOWN) tally.unconfirmed++;
      else tally.notMet++;
    }
    mustEarned[n] = earned;
    // Summed in the order `exact` sums the same points, so the bound is never below the exact score.
    for (let k = 0; k < niceColumns.length; k++) earned += nicePoints[k]![niceColumns[k]![n]!]!;
    earned += niceBudgetBest;
    s.bound = boundOf(scoreOfTotals(tally.total * mustWeight + niceWeight, earned, tally, s.size, s.industry), tally);
    if (tally.notMet > 0) {
      // Excluded: its exclusion reasons are part of the answer.
      s.excludedFor = [];
      for (let m = 0; m < mustIndexes.length; m++) {
        const i = mustIndexes[m]!;
        const check = checks[i]!;
        const code = byColumn || check.kind !== 'feature' ? mustColumns[m]![n]! : verdictCode[judgeVerdict(p, check, planName, indexes[n]!)];
        if (code !== NOT_MET) continue;
        s.excludedFor.push((notMetVerdicts[m]![n] ??= notMetVerdict(p, reqs[i]!, check)));
      }
      if (budgetMust && s.figures!.withinBudget === false) {
        // Over the budget: the reason needs the price and what it counts, not the whole worded cost.
        const f = s.figures!;
        s.excludedFor.push(budgetVerdict({ monthly: f.monthly, currency, priceFrom: f.chosen?.from, converted: f.chosen?.converted, seatBasis: costBasis(f, costContext), withinBudget: f.withinBudget, partial: f.partial }));
      }
    }
    if (replacing.has(p.id)) {
      // The software the buyer says they are leaving ("a QuickBooks alternative") is not their answer.
      if (s.excludedFor === NOTHING_MISSED) s.excludedFor = [];
      s.excludedFor.push(replacedVerdict(p));
    }
    if (eligibleColumn[n] !== MET) {
      // Not open to this buyer's kind of organisation: a fact, so an exclusion, with the vendor's rule as its reason.
      if (s.excludedFor === NOTHING_MISSED) s.excludedFor = [];
      s.excludedFor.push((ineligibleVerdicts[n] ??= ineligibleVerdict(p)));
    }
    if ((!wantsContactCentre || staffBeyondAgents) && phoneSystemColumn[n] !== MET) {
      if (s.excludedFor === NOTHING_MISSED) s.excludedFor = [];
      s.excludedFor.push((contactCentreVerdicts[n] ??= contactCentreVerdict(p, staffBeyondAgents ? { agents: volumes.agents!, users: volumes.users! } : undefined)));
    }
    screened[n] = s;
  }

  /** The exact score and tally: every verdict decided (none written), on the plan the product is costed on. */
  const exact = (s: Screened): Scored => {
    if (s.scored) return s.scored;
    const p = s.product;
    const figures = figuresOf(s);
    const planName = figures.chosen?.plan.name ?? null;
    const index = indexes[s.row]!;
    // The must-haves are the screening's (their points and tally); the nice-to-haves are decided now.
    let earned = mustEarned[s.row]!;
    for (let k = 0; k < niceIndexes.length; k++) {
      const check = checks[niceIndexes[k]!]!;
      // Only a feature's verdict reads the plan, and only when the product has the feature at all.
      const column = niceColumns[k]![s.row]!;
      const code = check.kind === 'feature' && planName !== null && column === MET ? verdictCode[judgeVerdict(p, check, planName, index)] : column;
      earned += nicePoints[k]![code]!;
    }
    if (budgetCounts && !budgetMust) earned += weights[budgetImportance] * verdictValue[budgetVerdictOf(figures.withinBudget)];
    const mustHaves = s.bound.mustHaves;
    const result = { score: scoreOfTotals(mustHaves.total * weights['must-have'] + niceWeight, earned, mustHaves, s.size, s.industry), mustHaves };
    return (s.scored = {
      product: p,
      result,
      cost: { threeYearTotal: figures.threeYearTotal, planName, priceFrom: figures.chosen?.from === true, partial: figures.partial },
      excludedFor: s.excludedFor,
      notSold: s.notSold,
      screened: s,
      get outgrowingThreeYear() {
        return outgrowingOf(s);
      },
    });
  };

  /** Every verdict in words and the score with its parts, in the order the card lists them (must-haves first). */
  const describe = (c: Scored): Candidate => {
    const s = c.screened;
    const p = s.product;
    const cost = describeCost(p, needs, costContext, niceFeatures);
    const verdicts: RequirementVerdict[] = reqs.map((r, i) => verdictOf(p, r, checks[i]!, cost.planName));
    if (budgetCounts) verdicts.push(budgetVerdict(cost));
    verdicts.sort((a, b) => (a.importance === b.importance ? 0 : a.importance === 'must-have' ? -1 : 1));
    const result = scoreProduct({ requirements: verdicts, sizeFit: s.size, industryFit: s.industry });
    return { product: p, verdicts, result, cost, excludedFor: s.excludedFor, notSold: s.notSold, outgrowingThreeYear: outgrowingOf(s) };
  };

  const keptScreened = screened.filter((c) => !c.notSold && c.excludedFor.length === 0);
  const excludedScreened = screened.filter((c) => c.notSold || c.excludedFor.length > 0);
  // The list: the best MAX_RECOMMENDATIONS by the ranking rule; a product whose best possible
  // score is below the last of them (in the same unconfirmed group or a worse one) cannot enter.
  const bestCase = (s: Screened, cost: Ranked['cost']): Scored => ({
    product: s.product,
    result: s.bound,
    cost,
    excludedFor: s.excludedFor,
    notSold: s.notSold,
    screened: s,
    get outgrowingThreeYear() {
      return cost === UNCOSTED ? undefined : outgrowingOf(s);
    },
  });
  // The best case's 3-year cost is worked out only when the ranking gets that far (a tie on every key before it).
  const lazyCost = (s: Screened): Ranked['cost'] => ({
    get threeYearTotal() {
      return figuresOf(s).threeYearTotal;
    },
    get planName() {
      return figuresOf(s).chosen?.plan.name ?? null;
    },
    get priceFrom() {
      return figuresOf(s).chosen?.from === true;
    },
    get partial() {
      return figuresOf(s).partial;
    },
  });
  const kept = topByBound(keptScreened, MAX_RECOMMENDATIONS, (s) => s.bound.mustHaves.unconfirmed, exact, (s) => bestCase(s, lazyCost(s)), compareRanked).map(describe);
  rankAndCap(kept);

  const exclusionReasons = (c: Screened) => {
    const reasons: string[] = [];
    if (c.notSold) reasons.push(`Not sold or supported in ${soldHere}.`);
    for (const v of c.excludedFor) reasons.push(exclusionLine(v));
    return reasons;
  };
  const exclusions: Exclusion[] = excludedScreened.map((c) => ({
    productId: c.product.id,
    softwareName: c.product.name,
    reasons: exclusionReasons(c),
  }));
  // Sold here first, then fewest misses (a product misses at most a few dozen requirements).
  const closest = topByBound(excludedScreened, CLOSEST, (s) => Number(s.notSold) * 1_000_000 + s.excludedFor.length, exact, (s) => bestCase(s, UNCOSTED), compareMisses).map(describe);
  const elsewhere = kindElsewhere(project.softwareCategory, needsTokens);
  const recommendations: ScoredProduct[] = [];
  for (const c of kept) if (recommendations.length < MAX_RECOMMENDATIONS) recommendations.push(present(c, project));
  return {
    recommendations,
    exclusions,
    considered: candidates.length,
    elimination: {
      ...eliminationSummary(excludedScreened, closest, candidates.length, project, uncovered?.label ?? (family && candidates.length === 0 ? otherFamilies[family] : null)),
      ...(uncovered?.category ? { kindInCategory: labelOf(softwareCategories, uncovered.category) } : {}),
      ...(elsewhere ? { kindElsewhere: elsewhere } : {}),
    },
  };
}

/**
 * The first `k` of `list` by `compare` (which orders by `group` first, ascending, then by score
 * descending, then by exact tie-breaks), completing only products that can still make it: in
 * group order and best bound first. A product is skipped when even its best case (its bound
 * as its score, every other key exact) ranks below the k-th, and the search stops once the next
 * group is worse or the bounds fall below the k-th's score. `group` is one number (a composite
 * key where the order has several), so ordering a large category allocates nothing per product.
 */
export function topByBound<S extends { bound: Bound; nameRank?: number }, C extends Ranked>(
  list: readonly S[],
  k: number,
  group: (s: S) => number,
  complete: (s: S) => C,
  bestCase: (s: S) => C,
  compare: (a: C, b: C) => number,
): C[] {
  // Equal bounds in name order (the last tie-break): later ones then rarely displace the k-th.
  const order = list.slice().sort((a, b) => group(a) - group(b) || b.bound.score - a.bound.score || (a.nameRank ?? 0) - (b.nameRank ?? 0));
  let top: { c: C; g: number }[] = [];
  for (const s of order) {
    const g = group(s);
    if (top.length >= k) {
      const kth = top[k - 1]!;
      if (g > kth.g || (g === kth.g && s.bound.score < kth.c.result.score)) break;
      if (compare(bestCase(s), kth.c) >= 0) continue;
    }
    top.push({ c: complete(s), g });
    top = top.sort((a, b) => compare(a.c, b.c)).slice(0, k);
  }
  return top.map((d) => d.c);
}

/** Outgrowing into a plan with no published price: after every known 3-year cost, before the unknown ones. */
const UNKNOWN_OUTGROWING = Number.MAX_SAFE_INTEGER;
/** Added to an entry price's 3-year cost: after every known cost (no real one comes near), ordered by floor among entry prices. */
const ENTRY_PRICE = 1e12;

/**
 * The 3-year cost a tie is broken on. Free software the buyer hosts leaves hosting and upkeep out of
 * its price: not comparable, so it ranks with the unknown costs, after every hosted price. A free
 * plan with limits we cannot measure counts at what outgrowing it costs, after every known cost when
 * the paid plans have no published price. An entry price ("from $19") is a floor, not the buyer's
 * cost: it goes after every known cost (Veeqo's $19 entry price led a 100-person distributor's list).
 * So does the price of a plan that leaves out a must-have the product is not known to offer.
 */
const threeYear = (c: Ranked) => {
  if (c.cost.threeYearTotal === null) return Number.POSITIVE_INFINITY;
  const plan = c.cost.planName === null ? undefined : c.product.plans.find((p) => p.name === c.cost.planName);
  if (plan?.selfHosted) return Number.POSITIVE_INFINITY;
  if (c.cost.priceFrom || c.cost.partial) return ENTRY_PRICE + c.cost.threeYearTotal;
  return c.outgrowingThreeYear ?? c.cost.threeYearTotal;
};
/** The ranking rule of the list (see rankAndCap). */
export const compareRanked = (a: Ranked, b: Ranked) =>
  a.result.mustHaves.unconfirmed - b.result.mustHaves.unconfirmed ||
  b.result.score - a.result.score ||
  b.result.mustHaves.met - a.result.mustHaves.met ||
  threeYear(a) - threeYear(b) ||
  a.product.name.localeCompare(b.product.name);
/** Closest misses: sold here first, fewest must-haves missed, best score, name. */
const compareMisses = (a: Ranked, b: Ranked) =>
  Number(a.notSold) - Number(b.notSold) || a.excludedFor.length - b.excludedFor.length || b.result.score - a.result.score || a.product.name.localeCompare(b.product.name);

/**
 * Rank: fewer unconfirmed must-haves first, then score, then the stated tie rule (more
 * must-haves met, lower 3-year cost, name). Scores are then capped so they never rise down
 * the list: a product ranked below another never shows a higher score.
 */
export function rankAndCap(list: Candidate[]): void {
  list.sort(compareRanked);
  for (let i = 1; i < list.length; i++) {
    const above = list[i - 1]!.result;
    const here = list[i]!;
    if (here.result.score > above.score) {
      const more = here.result.mustHaves.unconfirmed - above.mustHaves.unconfirmed;
      here.result = applyCap(here.result, { at: above.score, reason: `${more} more must-have${more === 1 ? '' : 's'} not confirmed than the product ranked above` });
    }
  }
}

function present(c: Candidate, project: CreateProjectInput): ScoredProduct {
  const p = c.product;
  const priceSources = p.plans.flatMap((pl) => pl.prices.filter((pr) => !pr.countries || pr.countries.includes(project.country)).map((pr) => ({ label: `${pl.name} price`, url: pr.source.url, asOf: pr.source.asOf })));
  const analysis: RecommendationAnalysis = {
    productId: p.id,
    vendor: p.vendor,
    website: p.website,
    requirements: c.verdicts,
    fit: { size: sizeFit(p, project), industry: industryFit(p, project) },
    scoreParts: c.result.parts,
    mustHaves: c.result.mustHaves,
    cost: c.cost,
    sources: dedupeSources([...priceSources, ...p.sources.map((s) => ({ label: s.note ?? 'Product facts', url: s.url, asOf: s.asOf }))]).slice(0, 8),
    verifiedAt: p.verifiedAt,
  };
  const matched = c.verdicts.filter((v) => v.key.startsWith('feature:') && v.verdict === 'met').map((v) => v.key.slice(8));
  return {
    product: p,
    score: c.result.score,
    analysis,
    keyFeatures: [...new Set([...matched, ...p.features])].slice(0, 6).map((f) => featureLabel(f, [project.softwareCategory, ...p.categories])),
    description: p.description,
    body: {
      pricing: pricingBody(c.cost),
      implementation: {
        timeframe: `${p.implementation.weeksMin}–${p.implementation.weeksMax} weeks`,
        complexity: p.implementation.complexity[0]!.toUpperCase() + p.implementation.complexity.slice(1),
        requirements: p.implementation.requirements.filter((r) => appliesTo(r, project.country)),
      },
      considerations: { pros: p.pros, cons: p.cons, bestFor: p.bestFor },
    },
  };
}

function eliminationSummary(excluded: readonly Pick<Candidate, 'notSold' | 'excludedFor'>[], closestMisses: Candidate[], considered: number, project: CreateProjectInput, noProductsOfKind: string | null): EliminationSummary {
  const counts = new Map<string, number>();
  const bump = (label: string) => counts.set(label, (counts.get(label) ?? 0) + 1);
  for (const c of excluded) {
    if (c.notSold) bump(`Sold in ${countryName(project.country)}`);
    for (const v of c.excludedFor) bump(v.label);
  }
  const misses = (c: Candidate) => {
    const list: string[] = [];
    if (c.notSold) list.push(`Not sold in ${countryName(project.country)}`);
    for (const v of c.excludedFor) list.push(`${v.label}: ${v.reason}`);
    return list;
  };
  const closest = closestMisses
    .slice(0, CLOSEST)
    .map((c) => ({ productId: c.product.id, softwareName: c.product.name, misses: misses(c) }));
  return {
    considered,
    noProductsOfKind,
    byRequirement: [...counts].map(([label, products]) => ({ label, products })).sort((a, b) => b.products - a.products || a.label.localeCompare(b.label)),
    closest,
  };
}

/** What the budget's reason reads of a cost (a worded cost, or an excluded product's figures). */
type BudgetFacts = Pick<CostEstimate, 'monthly' | 'currency' | 'priceFrom' | 'priceAtMost' | 'seatBasis' | 'withinBudget' | 'partial'> & { converted?: unknown };

function budgetReason(cost: BudgetFacts): string {
  if (cost.monthly === null) return 'No published price covers your must-haves; ask the vendor for a quote.';
  const currency = isCurrency(cost.currency) ? cost.currency : 'USD';
  if (cost.priceFrom) {
    const from = `From ${formatMoney(cost.monthly, currency)} per month${cost.converted ? ' (converted)' : ''}`;
    return cost.withinBudget === false
      ? `${from}, the vendor's entry price, already above your budget.`
      : `${from}, the vendor's entry price; the price at your volume is not published, so it cannot be confirmed within your budget.`;
  }
  if (cost.priceAtMost) {
    const most = `At most ${formatMoney(cost.monthly, currency)} per month${cost.converted ? ' (converted)' : ''} for ${cost.seatBasis}`;
    return cost.withinBudget === null
      ? `${most}: the price of the next tier on record, above your budget; the price at your volume is not on record, so it cannot be confirmed within or over your budget.`
      : `${most}: the price of the next tier on record; yours is no higher.`;
  }
  const price = cost.monthly === 0 ? 'Free plan' : `${cost.converted ? 'About ' : ''}${formatMoney(cost.monthly, currency)} per month`;
  // A plan without the must-haves no plan on record confirms: a floor, so never confirmed within the budget.
  if (cost.partial && cost.withinBudget !== false) return `${price} for ${cost.seatBasis}, on a plan without the must-haves we cannot confirm on any plan, so it cannot be confirmed within your budget.`;
  return `${price} for ${cost.seatBasis}.`;
}

function dedupeSources(list: { label: string; url: string; asOf: string }[]) {
  const seen = new Set<string>();
  return list.filter((s) => (seen.has(s.url + s.asOf) ? false : (seen.add(s.url + s.asOf), true)));
}
