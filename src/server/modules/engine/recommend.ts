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
import { applyCap, scoreProduct, type ScoreResult } from './score.js';
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

export function recommend(project: CreateProjectInput, answered: readonly AnsweredQuestion[], catalog: readonly Product[]): RecommendResult {
  const { items: reqs, budget, timelineWeeks, budgetImportance, volumes, family } = collectRequirements(answered, project);
  let candidates = catalog.filter((p) => p.categories.includes(project.softwareCategory));
  if (project.softwareCategory === 'other' && family) candidates = candidates.filter((p) => p.families?.includes(family));
  const musts = mustFeatureIds(reqs);
  const judged: Candidate[] = candidates.map((p) => {
    const cost = estimateCost(p, musts, { country: project.country, category: project.softwareCategory, size: project.employeeCount, budget, volumes });
    const verdicts: RequirementVerdict[] = reqs.map((r) => {
      const j = judge(p, r, { country: project.country, cost, timelineWeeks });
      return { key: r.token, label: r.label, question: r.question, importance: r.importance, verdict: j.verdict, reason: j.reason, ...(r.origin ? { origin: r.origin } : {}) };
    });
    if (budget && budget.max !== null) {
      verdicts.push({
        key: 'budget',
        label: `Budget: ${budget.label}`,
        question: 'What is your monthly budget for licences?',
        importance: budgetImportance,
        verdict: cost.withinBudget === null ? 'unknown' : cost.withinBudget ? 'met' : 'not-met',
        reason: budgetReason(cost),
      });
    }
    verdicts.sort((a, b) => (a.importance === b.importance ? 0 : a.importance === 'must-have' ? -1 : 1));
    const result = scoreProduct({ requirements: verdicts, sizeFit: sizeFit(p, project).verdict, industryFit: industryFit(p, project).verdict });
    const notSold = !p.markets.some((m) => m.country === project.country);
    const excludedFor = verdicts.filter((v) => v.importance === 'must-have' && v.verdict === 'not-met');
    return { product: p, verdicts, result, cost, excludedFor, notSold };
  });

  const kept = judged.filter((c) => !c.notSold && c.excludedFor.length === 0);
  const excluded = judged.filter((c) => c.notSold || c.excludedFor.length > 0);
  rankAndCap(kept);

  const exclusions: Exclusion[] = excluded.map((c) => ({
    productId: c.product.id,
    softwareName: c.product.name,
    reasons: [...(c.notSold ? [`Not sold or supported in ${countryName(project.country)}.`] : []), ...c.excludedFor.map((v) => `Must-have ${v.label}: ${v.reason}`)],
  }));
  const recommendations = kept.slice(0, MAX_RECOMMENDATIONS).map((c) => present(c, project));
  return {
    recommendations,
    exclusions,
    considered: candidates.length,
    elimination: eliminationSummary(excluded, candidates.length, project, family && candidates.length === 0 ? otherFamilies[family] : null),
  };
}

/**
 * Rank: fewer unconfirmed must-haves first, then score, then the stated tie rule (more
 * must-haves met, lower 3-year cost, name). Scores are then capped so they never rise down
 * the list: a product ranked below another never shows a higher score.
 */
export function rankAndCap(list: Candidate[]): void {
  const cost = (c: Candidate) => c.cost.threeYearTotal ?? Number.POSITIVE_INFINITY;
  list.sort(
    (a, b) =>
      a.result.mustHaves.unconfirmed - b.result.mustHaves.unconfirmed ||
      b.result.score - a.result.score ||
      b.result.mustHaves.met - a.result.mustHaves.met ||
      cost(a) - cost(b) ||
      a.product.name.localeCompare(b.product.name),
  );
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

function eliminationSummary(excluded: Candidate[], considered: number, project: CreateProjectInput, noProductsOfKind: string | null): EliminationSummary {
  const counts = new Map<string, number>();
  const bump = (label: string) => counts.set(label, (counts.get(label) ?? 0) + 1);
  for (const c of excluded) {
    if (c.notSold) bump(`Sold in ${countryName(project.country)}`);
    for (const v of c.excludedFor) bump(v.label);
  }
  const misses = (c: Candidate) => [...(c.notSold ? [`Not sold in ${countryName(project.country)}`] : []), ...c.excludedFor.map((v) => `${v.label}: ${v.reason}`)];
  const closest = excluded
    .slice()
    .sort((a, b) => Number(a.notSold) - Number(b.notSold) || a.excludedFor.length - b.excludedFor.length || b.result.score - a.result.score || a.product.name.localeCompare(b.product.name))
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
