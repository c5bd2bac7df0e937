// The cheapest published plan that covers the must-have features for the company's size,
// its monthly licence cost, an implementation estimate and the 3-year total.
import type { Country, EmployeeCount, SoftwareCategory } from '../../../shared/options.js';
import type { Plan, Price, Product } from '../../../shared/catalog/product-schema.js';
import type { CostEstimate } from '../../../shared/recommendations.js';
import type { Currency } from '../../../shared/catalog/vocabulary.js';
import { convert, countryCurrency, formatMoney } from './money.js';
import type { Budget } from './requirements.js';
import { quantityFor, representativeHeadcount, seatEstimate } from './sizing.js';

export type PlanCost = { plan: Plan; price: Price; monthly: number; basis: string };

/** A plan covers a feature when it lists it; a plan with no feature list is taken to cover only if it is the top plan. */
export function planCovers(product: Product, planIndex: number, features: readonly string[]): boolean {
  const plan = product.plans[planIndex]!;
  if (plan.features.length === 0) return planIndex === product.plans.length - 1 && features.every((f) => product.features.includes(f));
  return features.every((f) => plan.features.includes(f));
}

function pickPrice(plan: Plan, country: Country): Price | null {
  const list = plan.prices.filter((p) => !p.promo);
  if (list.length === 0) return null;
  const local = countryCurrency[country];
  return (
    list.find((p) => p.countries?.includes(country)) ??
    list.find((p) => p.currency === local && !p.countries) ??
    list.find((p) => p.currency === 'USD' && !p.countries) ??
    list[0]!
  );
}

export function monthlyCost(price: Price, plan: Plan, category: SoftwareCategory, size: EmployeeCount): { monthly: number; basis: string } {
  if (price.perUnit === undefined || !price.unit) return { monthly: price.flat, basis: 'the whole company (flat price)' };
  const q = quantityFor(price.unit, category, size);
  const quantity = Math.max(q.quantity, plan.minSeats ?? 0);
  const basis = plan.minSeats && plan.minSeats > q.quantity ? `${q.basis}; minimum ${plan.minSeats} seats` : q.basis;
  return { monthly: price.flat + price.perUnit * quantity, basis };
}

export function cheapestCoveringPlan(
  product: Product,
  mustFeatures: readonly string[],
  ctx: { country: Country; category: SoftwareCategory; size: EmployeeCount },
): PlanCost | null {
  const seats = seatEstimate(ctx.category, ctx.size).quantity;
  let best: PlanCost | null = null;
  product.plans.forEach((plan, index) => {
    if (plan.priceStatus !== 'published') return;
    if (plan.maxSeats !== undefined && plan.maxSeats < seats) return;
    if (!planCovers(product, index, mustFeatures)) return;
    const price = pickPrice(plan, ctx.country);
    if (!price) return;
    const { monthly, basis } = monthlyCost(price, plan, ctx.category, ctx.size);
    const inUsd = convert(monthly, price.currency, 'USD');
    if (!best || inUsd < convert(best.monthly, best.price.currency, 'USD')) best = { plan, price, monthly, basis };
  });
  return best;
}

const weeklyRate = { low: 400, medium: 1500, high: 4000 } as const;
const sizeFactor: Record<EmployeeCount, number> = { '1-10': 0.5, '11-50': 1, '51-200': 1.5, '201-500': 2, '500+': 3 };

export function estimateCost(
  product: Product,
  mustFeatures: readonly string[],
  ctx: { country: Country; category: SoftwareCategory; size: EmployeeCount; budget: Budget },
): CostEstimate {
  const chosen = cheapestCoveringPlan(product, mustFeatures, ctx);
  const currency: Currency = chosen?.price.currency ?? countryCurrency[ctx.country];
  const { weeksMin, weeksMax, complexity } = product.implementation;
  const rate = convert(weeklyRate[complexity] * sizeFactor[ctx.size], 'USD', currency);
  const implementationLow = Math.round((weeksMin * rate) / 50) * 50;
  const implementationHigh = Math.round((weeksMax * rate) / 50) * 50;
  const monthly = chosen ? Math.round(chosen.monthly * 100) / 100 : null;
  const threeYearTotal = monthly === null ? null : Math.round(monthly * 36 + (implementationLow + implementationHigh) / 2);

  let withinBudget: boolean | null = null;
  let budgetLabel: string | null = null;
  if (ctx.budget) {
    budgetLabel = ctx.budget.label;
    if (ctx.budget.max === null) withinBudget = true;
    else if (monthly !== null) withinBudget = convert(monthly, currency, ctx.budget.currency) <= ctx.budget.max;
  }

  const seats = seatEstimate(ctx.category, ctx.size);
  let note: string;
  if (chosen) {
    note = `${chosen.plan.name} plan for ${chosen.basis}: ${formatMoney(chosen.monthly, currency, { cents: true })} per month${chosen.price.billing === 'annual' ? ' (billed annually)' : ' (month to month)'}. Implementation is our estimate for a ${complexity}-complexity rollout at ${representativeHeadcount[ctx.size]} employees.`;
    if (ctx.budget?.max != null && ctx.budget.currency !== currency) note += ` Budget compared at approximate ${currency}/${ctx.budget.currency} rates.`;
  } else {
    const quote = product.plans.some((p) => p.priceStatus === 'quote-only');
    note = quote
      ? 'The plans that cover your must-haves are priced on request; ask the vendor for a quote.'
      : 'No verified list price covers your must-haves yet; check the vendor’s pricing page.';
  }
  return {
    currency,
    planName: chosen?.plan.name ?? null,
    monthly,
    seats: seats.quantity,
    seatBasis: chosen?.basis ?? seats.basis,
    implementationLow,
    implementationHigh,
    threeYearTotal,
    budgetLabel,
    withinBudget,
    priceAsOf: chosen?.price.source.asOf ?? null,
    priceSource: chosen?.price.source.url ?? null,
    note,
  };
}
