// The cheapest published plan that covers the must-have features at the buyer's volumes, in
// the buyer's currency: their country's list price where the vendor publishes one, otherwise
// the headline price converted at the dated rate table and labelled as converted. A plan is
// never chosen beyond its caps, and a price another country's buyers pay is never shown.
import { countryCodes, type Country, type EmployeeCount, type SoftwareCategory } from '../../../shared/options.js';
import type { Plan, Price, Product } from '../../../shared/catalog/product-schema.js';
import type { CostEstimate } from '../../../shared/recommendations.js';
import { volumeUnits, type Currency, type PriceUnit, type VolumeUnit } from '../../../shared/catalog/vocabulary.js';
import { convert, countryCurrency, exchangeRates, formatMoney } from '../../../shared/money.js';
import type { Budget, Volumes } from './requirements.js';
import { appliesTo } from './country-tags.js';
import { priceQuantity, quantityFor, representativeHeadcount, seatEstimate, volumeOf, volumeQuantity } from './sizing.js';
import { productIndex, type ProductIndex } from '../../catalog/product-index.js';
import { featureMask, maskCovers } from '../../catalog/feature-mask.js';
import { isVendorSource } from '../../../shared/catalog/catalog-figures.js';

export type CostContext = { country: Country; category: SoftwareCategory; size: EmployeeCount; budget: Budget; volumes?: Volumes };

/** Must-haves a plan has to include, split once: feature ids (and their bit mask), and attestation ids (`compliance:<id>` without the prefix). */
export type Needs = { features: readonly string[]; featureMask: Uint32Array; compliance: readonly string[] };

export function needsOf(mustFeatures: readonly string[]): Needs {
  const features: string[] = [];
  const compliance: string[] = [];
  for (const n of mustFeatures) {
    if (n.startsWith('compliance:')) compliance.push(n.slice('compliance:'.length));
    else features.push(n);
  }
  return { features, featureMask: featureMask(features), compliance };
}

/**
 * A plan covers a feature when it lists it; a plan with no feature list is taken to cover only if
 * it is the top plan. `compliance:<id>` entries are must-have attestations: a plan covers one
 * unless the fact names the plans it comes with and this is not one of them (a BAA on Business
 * and Scale only is never costed on Starter).
 */
export function planCovers(product: Product, planIndex: number, needs: readonly string[]): boolean {
  return covers(product, productIndex(product), planIndex, needsOf(needs));
}

function covers(product: Product, index: ProductIndex, planIndex: number, needs: Needs): boolean {
  const plan = product.plans[planIndex]!;
  if (index.planLimitedCompliance)
    for (const id of needs.compliance) {
      const fact = index.compliance.get(id);
      if (fact?.status === 'yes' && fact.plans && !fact.plans.includes(plan.name)) return false;
    }
  // Bit masks: this runs for every plan of every product of a category.
  if (plan.features.length === 0) return planIndex === product.plans.length - 1 && maskCovers(index.featureMask, needs.featureMask);
  return maskCovers(index.planFeatureMasks[planIndex]!, needs.featureMask);
}

/** Whether the plan at `planIndex` includes one feature (what a nice-to-have feature's verdict asks). */
export function planCoversFeature(product: Product, planIndex: number, feature: string): boolean {
  const index = productIndex(product);
  if (product.plans[planIndex]!.features.length === 0) return planIndex === product.plans.length - 1 && index.features.has(feature);
  return index.planFeatures[planIndex]!.has(feature);
}

/**
 * A limited licence or a separate module is never the buyer's plan. A phone-system buyer needs calls: a contact-centre plan that lists features but no voice
 * feature (a "Digital" tier: chat, email, SMS only) is not offered to them, as cost or as "Starting at".
 */
const voiceFeatures = ['call-queues', 'auto-attendant', 'local-numbers', 'unlimited-domestic-calling', 'call-recording', 'voicemail'];
export function planServes(plan: Plan, category: SoftwareCategory): boolean {
  if (plan.limited) return false;
  return category !== 'telephony' || plan.features.length === 0 || plan.features.some((f) => voiceFeatures.includes(f));
}

export type BuyerPrice = { price: Price; converted: boolean };

/**
 * The price of a plan this buyer pays: their country's, else a headline price in their
 * currency, else the headline price (to be converted). A plan priced only for other
 * countries is not offered to them.
 */
export function buyerPrice(plan: Plan, country: Country): BuyerPrice | null {
  // The catalog does not change while the process runs: each plan's answer per country is kept.
  let byCountry = buyerPrices.get(plan);
  if (!byCountry) buyerPrices.set(plan, (byCountry = new Map()));
  let found = byCountry.get(country);
  if (found === undefined) byCountry.set(country, (found = findBuyerPrice(plan, country)));
  return found;
}
const buyerPrices = new WeakMap<Plan, Map<Country, BuyerPrice | null>>();

function findBuyerPrice(plan: Plan, country: Country): BuyerPrice | null {
  if (!appliesTo(plan.name, country)) return null;
  const list = plan.prices.filter((p) => !p.promo);
  const local = countryCurrency[country];
  const forCountry = list.filter((p) => p.countries?.includes(country));
  const pick = forCountry.find((p) => p.currency === local) ?? forCountry[0];
  if (pick) return { price: pick, converted: pick.currency !== local };
  const headline = list.filter((p) => !p.countries);
  const same = headline.find((p) => p.currency === local);
  if (same) return { price: same, converted: false };
  const other = headline.find((p) => p.currency === 'USD') ?? headline[0];
  return other ? { price: other, converted: true } : null;
}

const isFree = (price: Price) => price.flat === 0 && !price.perUnit && !(price.tiers ?? []).some((t) => t.amount > 0);

type PlanQuote = { plan: Plan; buyer: BuyerPrice; monthly: number; basis: string };
type PlanRefusal = { plan: Plan; reason: string; unsized?: number };
/** The cheapest plan's figures: which plan, the price the buyer pays, per month in the price's currency. */
type PlanChoice = { index: number; plan: Plan; buyer: BuyerPrice; monthly: number };

/**
 * A plan's monthly price for this buyer, or null when it cannot be quoted (why, in words, goes
 * to `refusals` when the caller wants the words). Figures only: `quoteBasis` says what the price counts.
 */
function quoteMonthly(plan: Plan, buyer: BuyerPrice | null, ctx: CostContext, refusals: PlanRefusal[] | null): number | null {
  if (!buyer) {
    refusals?.push({ plan, reason: `${plan.name} is priced only for other countries.` });
    return null;
  }
  const { price } = buyer;
  const volumes = ctx.volumes ?? {};
  if (plan.caps)
    // for…in, not Object.entries: no arrays per plan (same keys, same order, on a parsed object).
    for (const key in plan.caps) {
      const unit = key as VolumeUnit;
      const cap = plan.caps[unit]!;
      const need = volumeQuantity(unit, ctx.category, ctx.size, volumes);
      if (need > cap) {
        refusals?.push({ plan, reason: `${plan.name} allows up to ${cap.toLocaleString('en-US')} ${volumeUnits[unit]}; you need about ${need.toLocaleString('en-US')}.` });
        return null;
      }
    }
  // A free plan whose limits we have not recorded may stop far below the buyer's volume.
  if (isFree(price) && plan.caps === undefined) {
    refusals?.push({ plan, reason: `${plan.name} is free, but its limits are not on record.` });
    return null;
  }
  // Email platforms price by list size: a price not tied to contacts or sends is some other list's price.
  if (ctx.category === 'marketing') {
    const sized = price.unit === 'contact' || price.tierUnit === 'contacts' || price.tierUnit === 'sends' || plan.caps?.contacts !== undefined || plan.caps?.sends !== undefined;
    if (!sized) {
      refusals?.push({ plan, reason: `${plan.name}'s published price is not tied to a list size on record.`, unsized: volumeQuantity('contacts', ctx.category, ctx.size, volumes) });
      return null;
    }
  }
  let monthly = price.flat;
  if (price.perUnit !== undefined && price.unit) {
    const quantity = Math.max(priceQuantity(price.unit, ctx.category, ctx.size, volumes), plan.minSeats ?? 0);
    monthly += price.perUnit * quantity;
  }
  if (price.tiers && price.tierUnit) {
    const need = volumeQuantity(price.tierUnit, ctx.category, ctx.size, volumes);
    const tier = price.tiers.find((t) => t.upTo >= need);
    if (!tier) {
      refusals?.push({ plan, reason: `${plan.name}'s published prices stop at ${price.tiers.at(-1)!.upTo.toLocaleString('en-US')} ${volumeUnits[price.tierUnit]}.` });
      return null;
    }
    monthly += tier.amount;
  }
  return monthly;
}

/** What a quoted price counts, in words (the quantities `quoteMonthly` priced). */
function quoteBasis(plan: Plan, price: Price, ctx: CostContext): string {
  const volumes = ctx.volumes ?? {};
  const bases: string[] = [];
  if (price.perUnit !== undefined && price.unit) {
    const q = quantityFor(price.unit, ctx.category, ctx.size, volumes);
    bases.push(plan.minSeats && plan.minSeats > q.quantity ? `${q.basis}; minimum ${plan.minSeats} seats` : q.basis);
  }
  if (price.tiers && price.tierUnit) {
    const need = volumeOf(price.tierUnit, ctx.category, ctx.size, volumes);
    const tier = price.tiers.find((t) => t.upTo >= need.quantity)!;
    bases.push(`${need.basis}; priced up to ${tier.upTo.toLocaleString('en-US')}`);
  }
  return bases.join('; ') || 'the whole company (flat price)';
}

/** `buyerPrice` of every plan of a product, kept per product and country (one lookup per product, not per plan). */
function productPrices(product: Product, country: Country): readonly (BuyerPrice | null)[] {
  let byCountry = productBuyerPrices.get(product);
  if (!byCountry) productBuyerPrices.set(product, (byCountry = new Map()));
  let prices = byCountry.get(country);
  if (!prices) byCountry.set(country, (prices = product.plans.map((plan) => buyerPrice(plan, country))));
  return prices;
}
const productBuyerPrices = new WeakMap<Product, Map<Country, (BuyerPrice | null)[]>>();

/** Works out every product's buyer prices for every country up front (when the engine starts), so no project pays for it. */
export function primeBuyerPrices(products: readonly Product[]): void {
  for (const p of products) for (const country of countryCodes) productPrices(p, country);
}

function cheapestPlan(product: Product, needs: Needs, ctx: CostContext, refusals: PlanRefusal[] | null): PlanChoice | null {
  const index = productIndex(product);
  const prices = productPrices(product, ctx.country);
  const currency = countryCurrency[ctx.country];
  let best: PlanChoice | null = null;
  let bestInBuyer = 0;
  for (let i = 0; i < product.plans.length; i++) {
    const plan = product.plans[i]!;
    if (plan.priceStatus !== 'published' || !planServes(plan, ctx.category) || !covers(product, index, i, needs)) continue;
    const buyer = prices[i] ?? null;
    const monthly = quoteMonthly(plan, buyer, ctx, refusals);
    if (monthly === null) continue;
    const inBuyer = convert(monthly, buyer!.price.currency, currency);
    if (!best || inBuyer < bestInBuyer) {
      best = { index: i, plan, buyer: buyer!, monthly };
      bestInBuyer = inBuyer;
    }
  }
  return best;
}

export type CheapestPlan = { best: PlanQuote | null; refusals: PlanRefusal[] };

export function cheapestCoveringPlan(product: Product, mustFeatures: readonly string[], ctx: CostContext): CheapestPlan {
  const refusals: PlanRefusal[] = [];
  const best = cheapestPlan(product, needsOf(mustFeatures), ctx, refusals);
  return { best: best && { plan: best.plan, buyer: best.buyer, monthly: best.monthly, basis: quoteBasis(best.plan, best.buyer.price, ctx) }, refusals };
}

const unitWord = (unit: PriceUnit) => (unit === 'contact' ? '1,000 contacts' : unit === 'agent' ? 'agent' : unit);

/** "Starting at": the lowest paid price this buyer can buy, in their currency; null when none is published. */
export function startingPrice(product: Product, country: Country, category?: SoftwareCategory): CostEstimate['startingPrice'] {
  const currency = countryCurrency[country];
  let best: NonNullable<CostEstimate['startingPrice']> | null = null;
  for (const plan of product.plans) {
    if (plan.priceStatus !== 'published' || !planServes(plan, category ?? 'other')) continue;
    const buyer = buyerPrice(plan, country);
    if (!buyer || isFree(buyer.price)) continue;
    const { price } = buyer;
    const raw = price.perUnit ? price.perUnit : price.flat > 0 ? price.flat : Math.min(...(price.tiers ?? []).map((t) => t.amount).filter((a) => a > 0));
    if (!Number.isFinite(raw) || raw <= 0) continue;
    const amount = convert(raw, price.currency, currency);
    const per = price.perUnit && price.unit ? unitWord(price.unit) : null;
    // Compare like with like: per-unit prices first, then flat ones.
    if (!best || (best.per === null && per !== null) || ((best.per === null) === (per === null) && amount < best.amount)) {
      best = { amount: roundFor(amount, buyer.converted), per, converted: buyer.converted };
    }
  }
  return best;
}

/** Converted amounts are estimates: whole units; list prices keep their cents. */
const roundFor = (n: number, converted: boolean) => (converted ? Math.round(n) : Math.round(n * 100) / 100);

/** Why no published plan fits, said once: plans refused for the same reason are named together. */
function refusalNote(refusals: readonly PlanRefusal[]): string {
  const unsized = refusals.filter((r) => r.unsized !== undefined);
  const others = refusals.filter((r) => r.unsized === undefined).map((r) => r.reason);
  const names = unsized.map((r) => r.plan.name);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  const sized = unsized.length
    ? `The published price${names.length > 1 ? 's' : ''} of ${list} ${names.length > 1 ? 'are' : 'is'} not tied to a list size on record: ask for the price at ${unsized[0]!.unsized!.toLocaleString('en-US')} contacts.`
    : '';
  return [...others.slice(0, 2), sized].filter(Boolean).join(' ');
}

const weeklyRate = { low: 400, medium: 1500, high: 4000 } as const;
const sizeFactor: Record<EmployeeCount, number> = { '1-10': 0.5, '11-50': 1, '51-200': 1.5, '201-500': 2, '500+': 3 };

export function pricingPage(product: Product): string {
  return product.plans.flatMap((p) => p.prices.map((pr) => pr.source.url)).find((u) => /pric|plan|tarif|preis/i.test(u)) ?? product.website;
}

/** A cost's figures without its words: what ranking and a budget verdict compare. */
export type CostFigures = {
  chosen: PlanChoice | null;
  /** Per month in the buyer's currency; null when no published plan covers the must-haves. */
  monthly: number | null;
  implementationLow: number;
  implementationHigh: number;
  threeYearTotal: number | null;
  withinBudget: boolean | null;
};

export function costFigures(product: Product, needs: Needs, ctx: CostContext): CostFigures {
  return figuresOf(product, cheapestPlan(product, needs, ctx, null), ctx);
}

function figuresOf(product: Product, chosen: PlanChoice | null, ctx: CostContext): CostFigures {
  const currency: Currency = countryCurrency[ctx.country];
  const { weeksMin, weeksMax, complexity } = product.implementation;
  const rate = convert(weeklyRate[complexity] * sizeFactor[ctx.size], 'USD', currency);
  const implementationLow = Math.round((weeksMin * rate) / 50) * 50;
  const implementationHigh = Math.round((weeksMax * rate) / 50) * 50;
  const monthly = chosen ? roundFor(convert(chosen.monthly, chosen.buyer.price.currency, currency), chosen.buyer.converted) : null;
  const threeYearTotal = monthly === null ? null : Math.round(monthly * 36 + (implementationLow + implementationHigh) / 2);
  let withinBudget: boolean | null = null;
  if (ctx.budget) {
    if (ctx.budget.max === null) withinBudget = true;
    // An entry price over the budget is over it; under it, the buyer's own price is not published.
    else if (monthly !== null) withinBudget = convert(monthly, currency, ctx.budget.currency) <= ctx.budget.max ? (chosen!.buyer.price.from ? null : true) : false;
  }
  return { chosen, monthly, implementationLow, implementationHigh, threeYearTotal, withinBudget };
}

/**
 * `brief` leaves out the words (note, "Starting at", pricing page) and keeps every figure: the
 * engine screens a whole category with it and describes only the products it shows.
 */
export function estimateCost(product: Product, mustFeatures: readonly string[], ctx: CostContext, detail: 'full' | 'brief' = 'full'): CostEstimate {
  return describeCost(product, needsOf(mustFeatures), ctx, detail);
}

/** `brief` may be handed the plan `costFigures` already chose (the same choice: brief collects no refusals). */
export function describeCost(product: Product, needs: Needs, ctx: CostContext, detail: 'full' | 'brief' = 'full', known?: CostFigures): CostEstimate {
  const currency: Currency = countryCurrency[ctx.country];
  const refusals: PlanRefusal[] | null = detail === 'full' ? [] : null;
  const chosen = detail === 'brief' && known ? known.chosen : cheapestPlan(product, needs, ctx, refusals);
  const { monthly, implementationLow, implementationHigh, threeYearTotal, withinBudget } = figuresOf(product, chosen, ctx);
  const { complexity } = product.implementation;
  const converted = chosen?.buyer.converted ?? false;
  const budgetLabel = ctx.budget ? ctx.budget.label : null;
  const basis = chosen ? quoteBasis(chosen.plan, chosen.buyer.price, ctx) : null;

  const seats = seatEstimate(ctx.category, ctx.size, ctx.volumes);
  // Set only when true: stored recommendations keep their shape when no price is an entry price.
  const entryPrice = chosen?.buyer.price.from ? { priceFrom: true } : {};
  if (detail === 'brief') {
    const converted = chosen?.buyer.converted ? { fromCurrency: chosen.buyer.price.currency, listMonthly: chosen.monthly, region: '', rateDate: exchangeRates.asOf } : null;
    return { currency, planName: chosen?.plan.name ?? null, monthly, seats: seats.quantity, seatBasis: basis ?? seats.basis, implementationLow, implementationHigh, threeYearTotal, budgetLabel, withinBudget, priceAsOf: chosen?.buyer.price.source.asOf ?? null, priceSource: chosen?.buyer.price.source.url ?? null, ...entryPrice, note: '', converted, priceOnRequest: monthly === null };
  }
  const priceReported = chosen ? !isVendorSource(product, chosen.buyer.price.source) : false;
  let note: string;
  let convertedInfo: CostEstimate['converted'] = null;
  if (chosen) {
    const { price } = chosen.buyer;
    const billing = price.billing === 'annual' ? ' (billed annually)' : ' (month to month)';
    if (converted) {
      const region = price.countries?.join('/') ?? price.region ?? 'headline';
      convertedInfo = { fromCurrency: price.currency, listMonthly: Math.round(chosen.monthly * 100) / 100, region, rateDate: exchangeRates.asOf };
      note = `${chosen.plan.name} plan for ${basis}: about ${formatMoney(monthly!, currency)} per month${billing}, converted from the ${region} list price of ${formatMoney(chosen.monthly, price.currency, { cents: true })} at our rates of ${exchangeRates.asOf}; the vendor publishes no ${currency} price.`;
    } else {
      note = `${chosen.plan.name} plan for ${basis}: ${formatMoney(monthly!, currency, { cents: true })} per month${billing}.`;
    }
    if (chosen.buyer.price.from) note += ` That is the vendor's entry price: it rises with volume, and the price at your volume is not published, so ask the vendor for it.`;
    if (priceReported) note += ` The price is a third party's reading of the vendor's pricing page (${price.source.asOf}), not the vendor's own page: confirm it with the vendor.`;
    note += ` Implementation is our estimate for a ${complexity}-complexity rollout at ${representativeHeadcount[ctx.size]} employees.`;
  } else {
    const quote = product.plans.some((p) => p.priceStatus === 'quote-only');
    const refused = refusalNote(refusals!);
    note = quote
      ? 'Price on request: the plans that cover your must-haves are quoted by the vendor.'
      : 'Price on request: no published price covers your must-haves at your volume; check the vendor’s pricing page.';
    if (refused) note += ` ${refused}`;
  }
  return {
    currency,
    planName: chosen?.plan.name ?? null,
    monthly,
    seats: seats.quantity,
    seatBasis: basis ?? seats.basis,
    implementationLow,
    implementationHigh,
    threeYearTotal,
    budgetLabel,
    withinBudget,
    priceAsOf: chosen?.buyer.price.source.asOf ?? null,
    priceSource: chosen?.buyer.price.source.url ?? null,
    priceReported,
    ...entryPrice,
    note,
    converted: convertedInfo,
    startingPrice: startingPrice(product, ctx.country, ctx.category),
    priceOnRequest: monthly === null,
    pricingUrl: pricingPage(product),
  };
}
