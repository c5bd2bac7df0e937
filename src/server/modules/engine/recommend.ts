// Scores every product of the project's category against the answers: hard filters first
// (with the reason kept), then verdicts, cost and score; returns the top 5 and the exclusions.
import type { CreateProjectInput } from '../../../shared/projects.js';
import { employeeCounts, industries, labelOf } from '../../../shared/options.js';
import type { Product } from '../../../shared/catalog/product-schema.js';
import { featureLabel } from '../../../shared/catalog/vocabulary.js';
import type { CostEstimate, Exclusion, RecommendationAnalysis, RecommendationBody, RequirementVerdict, Verdict } from '../../../shared/recommendations.js';
import { estimateCost } from './cost.js';
import { countryName } from './generate-questions.js';
import { convert, formatMoney } from './money.js';
import type { Currency } from '../../../shared/catalog/vocabulary.js';
import { collectRequirements, type AnsweredQuestion, type Requirement } from './requirements.js';
import { scoreProduct } from './score.js';
import { judge } from './verdicts.js';

export const MAX_RECOMMENDATIONS = 5;

export type ScoredProduct = {
  product: Product;
  score: number;
  analysis: RecommendationAnalysis;
  body: RecommendationBody;
  keyFeatures: string[];
  description: string;
};

export type RecommendResult = { recommendations: ScoredProduct[]; exclusions: Exclusion[]; considered: number };

const mustFeatureIds = (reqs: readonly Requirement[]) =>
  reqs.filter((r) => r.importance === 'must-have' && r.token.startsWith('feature:')).map((r) => r.token.slice(8));

function hardFilterReasons(p: Product, project: CreateProjectInput, reqs: readonly Requirement[]): string[] {
  const reasons: string[] = [];
  if (!p.markets.some((m) => m.country === project.country)) reasons.push(`Not sold or supported in ${countryName(project.country)}.`);
  for (const r of reqs) {
    if (r.importance !== 'must-have') continue;
    const [kind, value] = r.token.split(':');
    if (kind === 'compliance' && !p.compliance.some((c) => c.id === value && (value !== 'hipaa' || c.level === 'baa-available'))) {
      reasons.push(`Must-have ${r.label}: no ${value === 'hipaa' ? 'signed BAA' : 'claim'} on record.`);
    }
    if (kind === 'deployment' && !p.deployment.includes(value as 'cloud')) reasons.push(`Must-have ${r.label.toLowerCase()}: not offered.`);
    if (kind === 'local') {
      const [, country, capability] = r.token.split(':');
      const market = p.markets.find((m) => m.country === country);
      if (market && !market.capabilities.includes(capability!)) reasons.push(`Must-have “${r.label}”: no record of it.`);
    }
  }
  return reasons;
}

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

function pricingBody(p: Product, analysis: RecommendationAnalysis): RecommendationBody['pricing'] {
  const published = p.plans.flatMap((pl) => pl.prices.filter((pr) => !pr.promo).map((pr) => ({ pl, pr })));
  const paid = published.filter(({ pr }) => pr.flat > 0 || (pr.perUnit ?? 0) > 0);
  const cheapest = paid.sort((a, b) => (a.pr.perUnit ?? a.pr.flat) - (b.pr.perUnit ?? b.pr.flat))[0];
  const unit = cheapest?.pr.unit;
  const model = published.length === 0 ? 'Quote-based' : unit ? `Per ${unit === 'contact' ? '1,000 contacts' : unit} per month` : 'Flat monthly fee';
  const startingPrice = cheapest
    ? `${formatMoney(cheapest.pr.perUnit ?? cheapest.pr.flat, cheapest.pr.currency, { cents: true })}${unit ? `/${unit === 'contact' ? '1,000 contacts' : unit}` : ''}/month`
    : p.freePlan
      ? 'Free plan available'
      : 'Contact for pricing';
  const c = analysis.cost;
  const details =
    c.monthly !== null
      ? `${p.freePlan ? 'Free plan available. ' : ''}For you: ${c.planName} at ${formatMoney(c.monthly, c.currency as 'USD', { cents: true })}/month for ${c.seatBasis}; list price as of ${c.priceAsOf}.`
      : `${p.freePlan ? 'Free plan available. ' : ''}${c.note}`;
  return { model, startingPrice, details };
}

export function recommend(project: CreateProjectInput, answered: readonly AnsweredQuestion[], catalog: readonly Product[]): RecommendResult {
  const { items: reqs, budget, timelineWeeks, budgetImportance } = collectRequirements(answered);
  const candidates = catalog.filter((p) => p.categories.includes(project.softwareCategory));
  const exclusions: Exclusion[] = [];
  const scored: ScoredProduct[] = [];
  const musts = mustFeatureIds(reqs);

  for (const p of candidates) {
    const reasons = hardFilterReasons(p, project, reqs);
    if (reasons.length) {
      exclusions.push({ productId: p.id, softwareName: p.name, reasons });
      continue;
    }
    const cost = estimateCost(p, musts, { country: project.country, category: project.softwareCategory, size: project.employeeCount, budget });
    const verdicts: RequirementVerdict[] = reqs.map((r) => {
      const j = judge(p, r, { country: project.country, cost, timelineWeeks });
      return { key: r.token, label: r.label, question: r.question, importance: r.importance, verdict: j.verdict, reason: j.reason };
    });
    if (budget && budget.max !== null) {
      const verdict: Verdict = cost.withinBudget === null ? 'unknown' : cost.withinBudget ? 'met' : 'not-met';
      verdicts.push({
        key: 'budget',
        label: `Budget: ${budget.label}`,
        question: 'What is your monthly budget for licences?',
        importance: budgetImportance,
        verdict,
        reason: budgetReason(cost, budget.currency),
      });
    }
    verdicts.sort((a, b) => (a.importance === b.importance ? 0 : a.importance === 'must-have' ? -1 : 1));
    const size = sizeFit(p, project);
    const industry = industryFit(p, project);
    const { score, parts } = scoreProduct({ requirements: verdicts, sizeFit: size.verdict, industryFit: industry.verdict });

    const priceSources = p.plans.flatMap((pl) => pl.prices.map((pr) => ({ label: `${pl.name} price`, url: pr.source.url, asOf: pr.source.asOf })));
    const analysis: RecommendationAnalysis = {
      productId: p.id,
      vendor: p.vendor,
      website: p.website,
      requirements: verdicts,
      fit: { size, industry },
      scoreParts: parts,
      cost,
      sources: dedupeSources([...priceSources, ...p.sources.map((s) => ({ label: s.note ?? 'Product facts', url: s.url, asOf: s.asOf }))]).slice(0, 8),
      verifiedAt: p.verifiedAt,
    };
    const matched = verdicts.filter((v) => v.key.startsWith('feature:') && v.verdict === 'met').map((v) => v.key.slice(8));
    const keyFeatures = [...new Set([...matched, ...p.features])].slice(0, 6).map(featureLabel);
    scored.push({
      product: p,
      score,
      analysis,
      keyFeatures,
      description: p.description,
      body: {
        pricing: pricingBody(p, analysis),
        implementation: {
          timeframe: `${p.implementation.weeksMin}–${p.implementation.weeksMax} weeks`,
          complexity: p.implementation.complexity[0]!.toUpperCase() + p.implementation.complexity.slice(1),
          requirements: p.implementation.requirements,
        },
        considerations: { pros: p.pros, cons: p.cons, bestFor: p.bestFor },
      },
    });
  }

  const costOf = (s: ScoredProduct) => s.analysis.cost.threeYearTotal ?? Number.POSITIVE_INFINITY;
  scored.sort((a, b) => b.score - a.score || costOf(a) - costOf(b) || a.product.name.localeCompare(b.product.name));
  return { recommendations: scored.slice(0, MAX_RECOMMENDATIONS), exclusions, considered: candidates.length };
}

function budgetReason(cost: CostEstimate, budgetCurrency: Currency): string {
  if (cost.monthly === null) return 'No published price covers your must-haves.';
  const currency = cost.currency as Currency;
  const price = cost.monthly === 0 ? 'Free plan' : `${formatMoney(cost.monthly, currency)} per month`;
  // Different currencies: show the budget-currency figure the comparison used.
  const converted = cost.monthly > 0 && currency !== budgetCurrency ? ` (about ${formatMoney(convert(cost.monthly, currency, budgetCurrency), budgetCurrency)})` : '';
  return `${price}${converted} for ${cost.seatBasis}.`;
}

function dedupeSources(list: { label: string; url: string; asOf: string }[]) {
  const seen = new Set<string>();
  return list.filter((s) => (seen.has(s.url + s.asOf) ? false : (seen.add(s.url + s.asOf), true)));
}

