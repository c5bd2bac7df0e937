// Scores every product of the project's category (for "other": of the family asked for)
// against the requirements. A product is excluded only for a fact: not sold in the country,
// or a must-have a sourced fact says it does not meet. A must-have nobody has confirmed keeps
// the product, ranked below those that confirm it and flagged on its card.
import type { CreateProjectInput } from '../../../shared/projects.js';
import { employeeCounts, industries, labelOf } from '../../../shared/options.js';
import type { Product } from '../../../shared/catalog/product-schema.js';
import { featureLabel, otherFamilies } from '../../../shared/catalog/vocabulary.js';
import type {
  CostEstimate,
  EliminationSummary,
  Exclusion,
  RecommendationAnalysis,
  RecommendationBody,
  RequirementVerdict,
  Verdict,
} from '../../../shared/recommendations.js';
import { formatMoney, isCurrency } from '../../../shared/money.js';
import { estimateCost } from './cost.js';
import { appliesTo } from './country-tags.js';
import { countryName } from './generate-questions.js';
import { collectRequirements, type AnsweredQuestion, type Requirement } from './requirements.js';
import { applyCap, scoreProduct, scoreValue, type ScoreResult } from './score.js';
import { judge } from './verdicts.js';

export const MAX_RECOMMENDATIONS = 5;
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

function sizeFit(p: Product, project: CreateProjectInput): { verdict: Verdict; reason: string } {
  const band = employeeCounts.find((e) => e.value === project.employeeCount)!;
  const { min, max } = p.companySize;
  const range = `${min}–${max ?? 'any number of'} employees`;
  if (band.max >= min && (max === null || band.min <= max)) return { verdict: 'met', reason: `Fits companies of ${range}.` };
  if (band.max * 2 >= min && (max === null || band.min <= max * 2)) return { verdict: 'partial', reason: `Built for ${range}; you are close to that range.` };
  return { verdict: 'not-met', reason: `Built for ${range}.` };
}

function industryFit(p: Product, project: CreateProjectInput): { verdict: Verdict; reason: string } {
  const label = labelOf(industries, project.industry).toLowerCase();
  if (p.industries.includes(project.industry)) return { verdict: 'met', reason: `Strong track record in ${label}.` };
  if (p.industries.length === 0) return { verdict: 'unknown', reason: 'A general-purpose product; no industry focus on record.' };
  return { verdict: 'partial', reason: `Known mainly for ${p.industries.map((i) => labelOf(industries, i).toLowerCase()).join(', ')}.` };
}

/** The card's pricing lines, from the same cost object Compare, the PDF and the summary read. */
export function pricingBody(cost: CostEstimate): RecommendationBody['pricing'] {
  const currency = isCurrency(cost.currency) ? cost.currency : 'USD';
  const start = cost.startingPrice;
  const startingPrice = start ? `${start.converted ? '≈ ' : ''}${formatMoney(start.amount, currency, { cents: true })}${start.per ? `/${start.per}` : ''}/month` : '';
  const model = !start ? 'Price on request' : start.per ? `Per ${start.per} per month` : 'Flat monthly fee';
  const details =
    cost.monthly === null
      ? cost.note
      : cost.monthly === 0
        ? `For you: ${cost.planName}, free for ${cost.seatBasis}.`
        : `For you: ${cost.planName} at ${cost.converted ? '≈ ' : ''}${formatMoney(cost.monthly, currency, { cents: true })}/month for ${cost.seatBasis}${cost.priceAsOf ? `; list price as of ${cost.priceAsOf}` : ''}${cost.converted ? `, converted from ${formatMoney(cost.converted.listMonthly, isCurrency(cost.converted.fromCurrency) ? cost.converted.fromCurrency : 'USD', { cents: true })} (${cost.converted.region}) at our rates of ${cost.converted.rateDate}` : ''}.`;
  return { model, startingPrice, details };
}

type Candidate = { product: Product; verdicts: RequirementVerdict[]; result: ScoreResult; cost: CostEstimate; excludedFor: RequirementVerdict[]; notSold: boolean };

/**
 * A product with only what ranking must know exactly: its cost, its must-have verdicts (they
 * decide exclusion, the unconfirmed count and the cap) and the best score it could reach if every
 * nice-to-have were met. Nice-to-haves are judged only for products that may still reach the
 * list or the closest misses, so a large catalog costs one cheap pass plus a few full ones.
 */
type Screened = Omit<Candidate, 'verdicts' | 'result'> & { musts: RequirementVerdict[]; size: Verdict; industry: Verdict; bound: Bound; full?: Candidate };
type Bound = ReturnType<typeof scoreValue>;

export function recommend(project: CreateProjectInput, answered: readonly AnsweredQuestion[], catalog: readonly Product[]): RecommendResult {
  const { items: reqs, budget, timelineWeeks, budgetImportance, volumes, family } = collectRequirements(answered, project);
  let candidates = catalog.filter((p) => p.categories.includes(project.softwareCategory));
  if (project.softwareCategory === 'other' && family) candidates = candidates.filter((p) => p.families?.includes(family));
  const musts = mustFeatureIds(reqs);
  const budgetCounts = budget !== null && budget.max !== null;
  const costContext = { country: project.country, category: project.softwareCategory, size: project.employeeCount, budget, volumes };

  const verdictOf = (p: Product, r: Requirement, cost: CostEstimate): RequirementVerdict => {
    const j = judge(p, r, { country: project.country, cost, timelineWeeks });
    return { key: r.token, label: r.label, question: r.question, importance: r.importance, verdict: j.verdict, reason: j.reason, ...(r.origin ? { origin: r.origin } : {}) };
  };
  const budgetVerdict = (cost: CostEstimate): RequirementVerdict => ({
    key: 'budget',
    label: `Budget: ${budget!.label}`,
    question: 'What is your monthly budget for licences?',
    importance: budgetImportance,
    verdict: cost.withinBudget === null ? 'unknown' : cost.withinBudget ? 'met' : 'not-met',
    reason: budgetReason(cost),
  });
  const optimistic = (importance: RequirementVerdict['importance']) => ({ importance, verdict: 'met' as const });

  const mustReqs = reqs.filter((r) => r.importance === 'must-have');
  // The best case of every nice-to-have: met (the bound's other half).
  const nice = reqs.filter((r) => r.importance !== 'must-have').map((r) => optimistic(r.importance));
  if (budgetCounts && budgetImportance !== 'must-have') nice.push(optimistic(budgetImportance));
  const screened: Screened[] = candidates.map((p) => {
    const cost = estimateCost(p, musts, costContext, 'brief');
    const mustVerdicts = mustReqs.map((r) => verdictOf(p, r, cost));
    if (budgetCounts && budgetImportance === 'must-have') mustVerdicts.push(budgetVerdict(cost));
    const size = sizeFit(p, project).verdict;
    const industry = industryFit(p, project).verdict;
    const bound = scoreValue({ requirements: [...mustVerdicts, ...nice], sizeFit: size, industryFit: industry });
    const notSold = !p.markets.some((m) => m.country === project.country);
    const excludedFor = mustVerdicts.filter((v) => v.verdict === 'not-met');
    return { product: p, cost, musts: mustVerdicts, size, industry, bound, notSold, excludedFor };
  });

  /** Every verdict and the real score, in the order the card lists them (must-haves first). */
  const complete = (s: Screened): Candidate => {
    if (s.full) return s.full;
    const p = s.product;
    // The figures are the screening's; the words are written now, for products that are shown.
    const cost = estimateCost(p, musts, costContext);
    let nextMust = 0; // s.musts holds the must-haves in requirement order, then the budget
    const verdicts: RequirementVerdict[] = reqs.map((r) => (r.importance === 'must-have' ? s.musts[nextMust++]! : verdictOf(p, r, cost)));
    if (budgetCounts) verdicts.push(budgetImportance === 'must-have' ? s.musts.at(-1)! : budgetVerdict(cost));
    verdicts.sort((a, b) => (a.importance === b.importance ? 0 : a.importance === 'must-have' ? -1 : 1));
    const result = scoreProduct({ requirements: verdicts, sizeFit: s.size, industryFit: s.industry });
    s.full = { product: p, verdicts, result, cost, excludedFor: s.excludedFor, notSold: s.notSold };
    return s.full;
  };

  const keptScreened = screened.filter((c) => !c.notSold && c.excludedFor.length === 0);
  const excludedScreened = screened.filter((c) => c.notSold || c.excludedFor.length > 0);
  // The list: the best MAX_RECOMMENDATIONS by the ranking rule; a product whose best possible
  // score is below the last of them (in the same unconfirmed group or a worse one) cannot enter.
  const bestCase = (s: Screened): Candidate => ({ product: s.product, verdicts: s.musts, result: { ...s.bound, parts: [], cap: null }, cost: s.cost, excludedFor: s.excludedFor, notSold: s.notSold });
  const kept = topByBound(keptScreened, MAX_RECOMMENDATIONS, (s) => [s.bound.mustHaves.unconfirmed], complete, bestCase, compareRanked);
  rankAndCap(kept);

  const exclusions: Exclusion[] = excludedScreened.map((c) => ({
    productId: c.product.id,
    softwareName: c.product.name,
    reasons: [...(c.notSold ? [`Not sold or supported in ${countryName(project.country)}.`] : []), ...c.excludedFor.map((v) => `Must-have ${v.label}: ${v.reason}`)],
  }));
  const closest = topByBound(excludedScreened, CLOSEST, (s) => [Number(s.notSold), s.excludedFor.length], complete, bestCase, compareMisses);
  const recommendations = kept.slice(0, MAX_RECOMMENDATIONS).map((c) => present(c, project));
  return {
    recommendations,
    exclusions,
    considered: candidates.length,
    elimination: eliminationSummary(excludedScreened, closest, candidates.length, project, family && candidates.length === 0 ? otherFamilies[family] : null),
  };
}

/**
 * The first `k` of `list` by `compare` (which orders by `group` first, ascending, then by score
 * descending, then by exact tie-breaks), completing only products that can still make it: in
 * group order and best bound first. A product is skipped when even its best case (its bound
 * as its score, every other key exact) ranks below the k-th, and the search stops once the next
 * group is worse or the bounds fall below the k-th's score.
 */
export function topByBound<S extends { bound: Bound }>(
  list: readonly S[],
  k: number,
  group: (s: S) => number[],
  complete: (s: S) => Candidate,
  bestCase: (s: S) => Candidate,
  compare: (a: Candidate, b: Candidate) => number,
): Candidate[] {
  const byGroup = (a: number[], b: number[]) => a.reduce((d, x, i) => d || x - b[i]!, 0);
  const order = list.map((s) => ({ s, g: group(s) })).sort((a, b) => byGroup(a.g, b.g) || b.s.bound.score - a.s.bound.score);
  let top: { c: Candidate; g: number[] }[] = [];
  for (const { s, g } of order) {
    if (top.length >= k) {
      const kth = top[k - 1]!;
      const cmp = byGroup(g, kth.g);
      if (cmp > 0 || (cmp === 0 && s.bound.score < kth.c.result.score)) break;
      if (compare(bestCase(s), kth.c) >= 0) continue;
    }
    top.push({ c: complete(s), g });
    top = top.sort((a, b) => compare(a.c, b.c)).slice(0, k);
  }
  return top.map((d) => d.c);
}

const threeYear = (c: Candidate) => c.cost.threeYearTotal ?? Number.POSITIVE_INFINITY;
/** The ranking rule of the list (see rankAndCap). */
export const compareRanked = (a: Candidate, b: Candidate) =>
  a.result.mustHaves.unconfirmed - b.result.mustHaves.unconfirmed ||
  b.result.score - a.result.score ||
  b.result.mustHaves.met - a.result.mustHaves.met ||
  threeYear(a) - threeYear(b) ||
  a.product.name.localeCompare(b.product.name);
/** Closest misses: sold here first, fewest must-haves missed, best score, name. */
const compareMisses = (a: Candidate, b: Candidate) =>
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
    keyFeatures: [...new Set([...matched, ...p.features])].slice(0, 6).map(featureLabel),
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
  const misses = (c: Candidate) => [...(c.notSold ? [`Not sold in ${countryName(project.country)}`] : []), ...c.excludedFor.map((v) => `${v.label}: ${v.reason}`)];
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

function budgetReason(cost: CostEstimate): string {
  if (cost.monthly === null) return 'No published price covers your must-haves; ask the vendor for a quote.';
  const currency = isCurrency(cost.currency) ? cost.currency : 'USD';
  const price = cost.monthly === 0 ? 'Free plan' : `${cost.converted ? 'About ' : ''}${formatMoney(cost.monthly, currency)} per month`;
  return `${price} for ${cost.seatBasis}.`;
}

function dedupeSources(list: { label: string; url: string; asOf: string }[]) {
  const seen = new Set<string>();
  return list.filter((s) => (seen.has(s.url + s.asOf) ? false : (seen.add(s.url + s.asOf), true)));
}
