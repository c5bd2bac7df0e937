// The cheapest published plan that covers the must-have features at the buyer's volumes, in
// the buyer's currency: their country's list price where the vendor publishes one, otherwise
// the headline price converted at the dated rate table and labelled as converted. A plan is
// never chosen beyond its caps, and a price another country's buyers pay is never shown.
import { countryCodes, softwareCategoryValues, type Country, type EmployeeCount, type SoftwareCategory } from '../../../shared/options.js';
import type { Plan, Price, Product } from '../../../shared/catalog/product-schema.js';
import type { BuyerAudience, CostEstimate, PriceAudience } from '../../../shared/recommendations.js';
import { countryBoundFeatures, featureLabel, otherFamilies, priceUnits, volumeUnits, type Currency, type OtherFamily, type PriceUnit, type VolumeUnit } from '../../../shared/catalog/vocabulary.js';
import { convert, countryCurrency, exchangeRates, formatMoney } from '../../../shared/money.js';
import type { Budget, Volumes } from './requirements.js';
import { appliesTo } from './country-tags.js';
import { countOf, priceQuantity, priceUnitVolume, quantityFor, representativeHeadcount, seatEstimate, volumeOf, volumeQuantity, type Quantity } from './sizing.js';
import { productIndex, productsInCategory, productsInFamily, type ProductIndex } from '../../catalog/product-index.js';
import { featureMask, maskCovers, maskCoversAt, maskWithin } from '../../catalog/feature-mask.js';
import { isVendorSource } from '../../../shared/catalog/catalog-figures.js';
import { audienceWords, convertedReason, planExtrasText } from '../../../shared/wording.js';

/**
 * `family`: the kind of "other" software asked for, when known (a plan sold for one kind, `Plan.forFamily`, serves only that kind).
 * `payroll`: the buyer runs payroll through this software (a must-have). Outside HR an `employees`
 * cap counts the people a plan pays (Xero Grow pays 2): without payroll it does not bind.
 */
/**
 * `audience`: the buyer's needs say they are a nonprofit or a school, whose prices (`Price.nonprofit`,
 * `Price.education`) are then theirs, or a sole trader or a partnership, whose plans (`Plan.legalForm`) they may buy.
 */
export type CostContext = { country: Country; category: SoftwareCategory; size: EmployeeCount; budget: Budget; volumes?: Volumes; family?: OtherFamily | null; payroll?: boolean; audience?: BuyerAudience };

/**
 * A cost context with the buyer's quantities worked out once: every plan of every product of a
 * category is priced against the same volumes, so a project counts them once, not per plan.
 */
export type PricingContext = CostContext & {
  readonly volume: Readonly<Record<VolumeUnit, number>>;
  readonly perUnit: Readonly<Record<PriceUnit, number>>;
  /** The same counts by slot (`volumeSlot`, `priceSlot`): the cheapest-plan search reads them for every plan of a category, and an indexed read is cheaper than a lookup by name. */
  readonly volumeBySlot: Float64Array;
  readonly perUnitBySlot: Float64Array;
  /** What each count is, in words (`quantityFor`, `volumeOf`, `seatEstimate`), written on first use. */
  readonly words: { perUnit: Partial<Record<PriceUnit, Quantity>>; volume: Partial<Record<VolumeUnit, Quantity>>; seats?: Quantity };
};

export function pricingContext(ctx: CostContext): PricingContext {
  if (isPricing(ctx)) return ctx;
  const volumes = ctx.volumes ?? {};
  const volume = {} as Record<VolumeUnit, number>;
  for (const unit in volumeUnits) volume[unit as VolumeUnit] = volumeQuantity(unit as VolumeUnit, ctx.category, ctx.size, volumes);
  if (ctx.category !== 'hr' && !ctx.payroll) volume.employees = 0;
  const perUnit = {} as Record<PriceUnit, number>;
  for (const unit in priceUnits) perUnit[unit as PriceUnit] = priceQuantity(unit as PriceUnit, ctx.category, ctx.size, volumes);
  const volumeBySlot = Float64Array.from(volumeUnitList, (u) => volume[u]);
  const perUnitBySlot = Float64Array.from(priceUnitList, (u) => perUnit[u]);
  return { ...ctx, volume, perUnit, volumeBySlot, perUnitBySlot, words: { perUnit: {}, volume: {} } };
}
const volumeUnitList = Object.keys(volumeUnits) as VolumeUnit[];
const priceUnitList = Object.keys(priceUnits) as PriceUnit[];
const volumeSlot = (u: VolumeUnit) => volumeUnitList.indexOf(u);
const priceSlot = (u: PriceUnit) => priceUnitList.indexOf(u);
const isPricing = (ctx: CostContext): ctx is PricingContext => 'volume' in ctx;

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
  if (!servesNeeds(plan.onlyFor, needs)) return false;
  if (index.planLimitedCompliance)
    for (const id of needs.compliance) {
      const fact = index.compliance.get(id);
      if (fact?.status === 'yes' && fact.plans && !fact.plans.includes(plan.name)) return false;
    }
  // Bit masks: this runs for every plan of every product of a category.
  if (plan.features.length === 0) return planIndex === product.plans.length - 1 && maskCovers(index.featureMask, needs.featureMask);
  return maskCovers(index.planFeatureMasks[planIndex]!, needs.featureMask);
}

/** A plan bought for one need only (`Plan.onlyFor`: Employer of Record) serves a buyer who asks for that need. */
const servesNeeds = (onlyFor: string | null | undefined, needs: Needs) => onlyFor == null || needs.features.includes(onlyFor);

/** Whether the plan at `planIndex` includes one feature (what a nice-to-have feature's verdict asks). */
export function planCoversFeature(product: Product, planIndex: number, feature: string): boolean {
  const index = productIndex(product);
  if (product.plans[planIndex]!.features.length === 0) return planIndex === product.plans.length - 1 && index.features.has(feature);
  return index.planFeatures[planIndex]!.has(feature);
}

/**
 * A limited licence or a separate module is never the buyer's plan. A phone-system buyer needs calls: a contact-centre plan that lists features but no voice
 * feature (a "Digital" tier: chat, email, SMS only) is not offered to them, as cost or as "Starting at". A combination sold
 * for one kind of use (`Plan.forFamily`: a shop plan with POS Pro for till staff) serves only a buyer of that kind.
 */
const voiceFeatures = ['call-queues', 'auto-attendant', 'local-numbers', 'unlimited-domestic-calling', 'call-recording', 'voicemail'];
export function planServes(plan: Plan, category: SoftwareCategory, family: OtherFamily | null = null): boolean {
  if (plan.limited) return false;
  if (plan.forFamily !== undefined && plan.forFamily !== family) return false;
  return category !== 'telephony' || plan.features.length === 0 || plan.features.some((f) => voiceFeatures.includes(f));
}

export type BuyerPrice = { price: Price; converted: boolean };

/** Who is buying, as far as prices go: a country, and whether a nonprofit's or a school's prices apply (`CostContext.audience`). */
type PriceKey = Country | `${Country}+${BuyerAudience}`;
const priceKey = (country: Country, audience: BuyerAudience | undefined): PriceKey => (audience ? `${country}+${audience}` : country);

/**
 * The price of a plan this buyer pays: their country's, else a headline price in their
 * currency, else the headline price (to be converted). A plan priced only for other
 * countries is not offered to them. A nonprofit or a school pays the plan's price for them when it
 * has one (chosen the same way), else its list price; nobody else ever pays such a price.
 */
export function buyerPrice(plan: Plan, country: Country, audience?: BuyerAudience): BuyerPrice | null {
  // The catalog does not change while the process runs: each plan's answer per country is kept.
  let byKey = buyerPrices.get(plan);
  if (!byKey) buyerPrices.set(plan, (byKey = new Map()));
  const key = priceKey(country, audience);
  let found = byKey.get(key);
  if (found === undefined) byKey.set(key, (found = findBuyerPrice(plan, country, audience)));
  return found;
}
const buyerPrices = new WeakMap<Plan, Map<PriceKey, BuyerPrice | null>>();

function findBuyerPrice(plan: Plan, country: Country, audience: BuyerAudience | undefined): BuyerPrice | null {
  if (!appliesTo(plan.name, country)) return null;
  // A sole trader's plan is not a company's to buy, whatever it costs.
  if (plan.legalForm !== undefined && plan.legalForm !== audience) return null;
  if (audience === 'nonprofit' || audience === 'education') {
    const own = pickPrice(plan.prices.filter((p) => p[audience] === true), country);
    if (own) return own;
  }
  return pickPrice(plan.prices.filter((p) => !p.promo && !p.nonprofit && !p.education), country);
}

/** Every price of the plan is for an audience the buyer is not (a school plan, for a business; a sole trader's plan, for a company). */
const soldToOthers = (plan: Plan, audience: BuyerAudience | undefined) =>
  (plan.legalForm !== undefined && plan.legalForm !== audience) || (plan.prices.length > 0 && plan.prices.every((p) => audienceOf(p) !== undefined && audienceOf(p) !== audience));

/** Who a price is for, when it is not for everyone. */
const audienceOf = (price: Price): PriceAudience | undefined => (price.nonprofit ? 'nonprofit' : price.education ? 'education' : undefined);

function pickPrice(list: readonly Price[], country: Country): BuyerPrice | null {
  const local = countryCurrency[country];
  const forCountry = list.filter((p) => p.countries?.includes(country));
  const pick = forCountry.find((p) => p.currency === local) ?? forCountry[0];
  if (pick) return { price: pick, converted: pick.currency !== local };
  const headline = list.filter((p) => !p.countries);
  const same = headline.find((p) => p.currency === local);
  if (same) return { price: same, converted: false };
  const other = headline.find((p) => p.currency === 'USD') ?? headline[0];
  // Nothing is converted about a free plan: it is free in every currency.
  return other ? { price: other, converted: !isFree(other) } : null;
}

/** Why a plan has no price for this buyer (`findBuyerPrice` found none), in words. */
function noBuyerPriceReason(plan: Plan): string {
  // Only promotions on record: an introductory discount is not the price the buyer will keep paying.
  if (plan.prices.length > 0 && plan.prices.every((p) => p.promo)) return `${plan.name}'s only published price is a promotional one; its list price is not on record.`;
  return `${plan.name} is priced only for other countries.`;
}

/**
 * An e-mail plan's price means something only for a list size; a marketing plan that sends no
 * campaigns (social media scheduling, SEO) is priced per user or flat, like any other tool.
 */
const sizedByList = (plan: Plan, price: Price) =>
  !plan.features.includes('email-campaigns') ||
  price.unit === 'contact' || price.tierUnit === 'contacts' || price.tierUnit === 'sends' || plan.caps?.contacts !== undefined || plan.caps?.sends !== undefined;

const isFree = (price: Price) => price.flat === 0 && !price.perUnit && !(price.tiers ?? []).some((t) => t.amount > 0);

type PlanQuote = { plan: Plan; buyer: BuyerPrice; monthly: number; basis: string };
/** A plan the cost could not use, and why; `volume` when the buyer's volume was the reason (a cap, the last tier). */
type PlanRefusal = { plan: Plan; reason: string; unsized?: number; volume?: true };
/**
 * The cheapest plan: which plan and the price the buyer pays. What the cost's figures read of the
 * price is copied on (currency, converted, entry price): following `buyer.price` for every product
 * of a large category is a cache miss each. A quotable plan (`QuotablePlan`) is one already.
 * `perCompany`: an accounting plan that holds one company, bought once for each of the buyer's
 * companies (`Volumes.companies`).
 */
type ChosenPlan = { index: number; plan: Plan; buyer: BuyerPrice; currency: Currency; converted: boolean; from: boolean; perCompany: boolean };
/** The cheapest plan with its price per month, in the price's currency. */
type PlanChoice = ChosenPlan & { monthly: number };
const choiceOf = (index: number, plan: Plan, buyer: BuyerPrice, monthly: number, perCompany: boolean): PlanChoice => ({ index, plan, buyer, monthly, currency: buyer.price.currency, converted: buyer.converted, from: buyer.price.from === true, perCompany });

/**
 * Accounting software is sold per company file (a Xero organisation, a QuickBooks company): a buyer
 * keeping books for several companies buys a subscription for each, unless the plan holds several
 * entities (`multi-entity`).
 */
const billedPerCompany = (product: Product, planIndex: number, category: SoftwareCategory) => category === 'accounting' && !planCoversFeature(product, planIndex, 'multi-entity');
/** How many subscriptions a plan billed per company is bought: one, or one for each of the buyer's companies. */
const companiesOf = (ctx: PricingContext) => (ctx.category === 'accounting' ? (ctx.volumes?.companies ?? 1) : 1);

/**
 * A plan's monthly price for this buyer, or null when it cannot be quoted (why, in words, goes
 * to `refusals` when the caller wants the words). Figures only: `quoteBasis` says what the price counts.
 */
function quoteMonthly(plan: Plan, buyer: BuyerPrice | null, ctx: PricingContext, refusals: PlanRefusal[] | null): number | null {
  if (!buyer) {
    // A plan named for another country ("PEO (US)"), or sold only to schools or nonprofits when the
    // buyer is neither ("Education Fundamentals"), is not this buyer's to miss: not said.
    if (appliesTo(plan.name, ctx.country) && !soldToOthers(plan, ctx.audience)) refusals?.push({ plan, reason: noBuyerPriceReason(plan) });
    return null;
  }
  const { price } = buyer;
  // A price with units included sells more past the plan's cap on them (`Price.includedUnits`).
  const extended = price.includedUnits !== undefined && price.unit ? priceUnitVolume[price.unit] : null;
  if (plan.caps)
    // for…in, not Object.entries: no arrays per plan (same keys, same order, on a parsed object).
    for (const key in plan.caps) {
      const unit = key as VolumeUnit;
      if (unit === extended) continue;
      const cap = plan.caps[unit]!;
      const need = ctx.volume[unit];
      if (need > cap) {
        refusals?.push({ plan, reason: capReason(plan, price, unit, cap, need), volume: true });
        return null;
      }
    }
  // A free plan whose limits we have not recorded may stop far below the buyer's volume.
  if (isFree(price) && plan.caps === undefined) {
    refusals?.push({ plan, reason: `${plan.name} is free, but its limits are not on record.`, volume: true });
    return null;
  }
  // Email platforms price by list size: a price not tied to contacts or sends is some other list's price.
  if (ctx.category === 'marketing') {
    if (!sizedByList(plan, price)) {
      refusals?.push({ plan, reason: `${plan.name}'s published price is not tied to a list size on record.`, unsized: ctx.volume.contacts, volume: true });
      return null;
    }
  }
  let monthly = price.flat;
  if (price.perUnit !== undefined && price.unit) {
    const quantity = Math.max(ctx.perUnit[price.unit], plan.minSeats ?? 0);
    if (price.maxUnits !== undefined && quantity > price.maxUnits) {
      const unit = priceUnitVolume[price.unit];
      refusals?.push({ plan, reason: allowsUpTo(plan, price.maxUnits, unit, quantity), volume: true });
      return null;
    }
    monthly += price.perUnit * Math.max(quantity - (price.includedUnits ?? 0), 0);
  }
  if (price.tiers && price.tierUnit) {
    const need = ctx.volume[price.tierUnit];
    const at = price.tiers.findIndex((t) => t.upTo >= need);
    const tier = price.tiers[at];
    if (!tier) {
      refusals?.push({ plan, reason: tiersEndReason(plan, price, price.tierUnit, price.tiers.at(-1)!.upTo, need), volume: true });
      return null;
    }
    // Inside a wide gap of a partial ladder the higher tier is a ceiling (`atMost`), when it is near enough to say something.
    if (tierGap(price, at, need) === 'too-wide') {
      const below = price.tiers[at - 1]!.upTo.toLocaleString('en-US');
      refusals?.push({ plan, reason: `${plan.name}'s prices on record jump from ${below} to ${countOf(tier.upTo, price.tierUnit)}; the price at ${need.toLocaleString('en-US')} is not on record.`, volume: true });
      return null;
    }
    monthly += tier.amount;
  }
  return monthly;
}

/**
 * Why a cap refuses a plan. A cap that another of the plan's prices sells past (`includedUnits`: Unleashed's
 * extra users are priced in US dollars only) is what this price covers, not the plan's most: said so.
 */
function capReason(plan: Plan, price: Price, unit: VolumeUnit, cap: number, need: number): string {
  const extras = plan.prices.find((pr) => pr.includedUnits !== undefined && pr.unit && priceUnitVolume[pr.unit] === unit && pr.currency !== price.currency);
  if (extras) return `${plan.name}'s ${price.currency} price covers ${countOf(cap, unit)}, and the price of more is on record only in ${extras.currency}; you need about ${need.toLocaleString('en-US')}.`;
  return allowsUpTo(plan, cap, unit, need);
}

/** Why a plan's last tier refuses it: another currency's price may go further (Brevo's AUD tiers stop at 5,000 sends, its USD ones at 100,000), and then that is said. */
function tiersEndReason(plan: Plan, price: Price, unit: VolumeUnit, last: number, need: number): string {
  const further = plan.prices.find((pr) => pr.currency !== price.currency && pr.tierUnit === unit && (pr.tiers?.at(-1)?.upTo ?? 0) >= need);
  if (further) return `${plan.name}'s ${price.currency} prices on record stop at ${countOf(last, unit)}; its prices for more are on record only in ${further.currency}. You need about ${need.toLocaleString('en-US')}.`;
  return `${plan.name}'s published prices stop at ${countOf(last, unit)}.`;
}

const allowsUpTo = (plan: Plan, most: number, unit: VolumeUnit, need: number) => `${plan.name} allows up to ${countOf(most, unit)}; you need about ${need.toLocaleString('en-US')}.`;

const FLAT_BASIS = 'the whole company (flat price)';

/** What a quoted price counts, in words; a plan bought for each of the buyer's companies says so. */
function quoteBasis(plan: Plan, price: Price, ctx: PricingContext, perCompany = false): string {
  const basis = unitBasis(plan, price, ctx);
  const companies = companiesOf(ctx);
  if (!perCompany || companies < 2) return basis;
  return basis === FLAT_BASIS ? `a flat price for each of your ${companies} companies (one subscription each)` : `${basis}, for each of your ${companies} companies (one subscription each)`;
}

/** The quantities `quoteMonthly` priced, in words. */
function unitBasis(plan: Plan, price: Price, ctx: PricingContext): string {
  const volumes = ctx.volumes ?? {};
  const { words } = ctx;
  // No array per call: excluded products' budget reasons ask this for thousands of products.
  let perUnit: string | null = null;
  let tiered: string | null = null;
  if (price.perUnit !== undefined && price.unit) {
    const q = (words.perUnit[price.unit] ??= quantityFor(price.unit, ctx.category, ctx.size, volumes));
    // The minimum in the price's own unit ("minimum 100 managed endpoints billed", not "seats").
    perUnit = plan.minSeats && plan.minSeats > q.quantity ? `${q.basis}; minimum ${plan.minSeats.toLocaleString('en-US')} ${volumeUnits[priceUnitVolume[price.unit]]} billed` : q.basis;
    if (price.includedUnits !== undefined) perUnit += `; ${price.includedUnits.toLocaleString('en-US')} included in the base price`;
  }
  if (price.tiers && price.tierUnit) {
    const need = (words.volume[price.tierUnit] ??= volumeOf(price.tierUnit, ctx.category, ctx.size, volumes));
    const tier = price.tiers.find((t) => t.upTo >= need.quantity)!;
    tiered = `${need.basis}; priced up to ${tier.upTo.toLocaleString('en-US')}`;
  }
  return (perUnit !== null && tiered !== null ? `${perUnit}; ${tiered}` : (perUnit ?? tiered)) || FLAT_BASIS;
}

/** `buyerPrice` of every plan of a product, kept per product and buyer (one lookup per product, not per plan). */
function productPrices(product: Product, country: Country, audience?: BuyerAudience): readonly (BuyerPrice | null)[] {
  let byKey = productBuyerPrices.get(product);
  if (!byKey) productBuyerPrices.set(product, (byKey = new Map()));
  const key = priceKey(country, audience);
  let prices = byKey.get(key);
  if (!prices) byKey.set(key, (prices = product.plans.map((plan) => buyerPrice(plan, country, audience))));
  return prices;
}
const productBuyerPrices = new WeakMap<Product, Map<PriceKey, (BuyerPrice | null)[]>>();

/**
 * A plan this buyer could be quoted for whatever their volumes and must-haves: published, of a
 * kind that serves the category, with a price for their country, not a free plan of unrecorded
 * limits, sized by list where the category prices by list. What pricing it reads is copied onto
 * one object shape: catalog objects come in many shapes, and reading them in the engine's hottest
 * loop is what cost the time.
 */
export type QuotablePlan = {
  index: number;
  plan: Plan;
  buyer: BuyerPrice;
  /** Where the plan's feature mask (`covers`) starts in its list's `masks`, or -1 when it covers none (a featureless plan that is not the top one). */
  maskAt: number;
  /** `Plan.onlyFor`: the one need this plan is bought for, or null. */
  onlyFor: string | null;
  /** Attestations whose fact names other plans (a BAA on Business only): a must-have one rules this plan out. */
  lacksCompliance: ReadonlySet<string> | null;
  /** The plan's caps: the slot of each capped volume (`volumeSlot`) and its cap. */
  capSlots: readonly number[];
  capValues: readonly number[];
  flat: number;
  perUnit: number;
  /** The per-unit price's unit as a slot (`priceSlot`), or -1 when the price has no per-unit part. */
  unitSlot: number;
  minSeats: number;
  /** `Price.includedUnits` (0 when none): units the flat amount covers; `perUnit` is charged past them. */
  included: number;
  /** The capped volume such a price sells past (`volumeSlot`), or -1: its cap is what the flat amount covers. */
  extendsSlot: number;
  /** `Price.maxUnits`, or Infinity. */
  maxUnits: number;
  tiers: NonNullable<Price['tiers']> | null;
  /** `Price.tiersPartial`: only some of the vendor's tiers are on record. */
  tiersPartial: true | undefined;
  /** The tiers' volume as a slot (`volumeSlot`), or -1 when the price has no tiers. */
  tierSlot: number;
  currency: Currency;
  converted: boolean;
  /** An entry price (`price.from`). */
  from: boolean;
  /** Bought once for each of the buyer's companies (`billedPerCompany`). */
  perCompany: boolean;
};

/**
 * A product's quotable plans with the implementation facts its cost reads. The plans' feature
 * masks sit in one array shared by every row of the list (`maskWords` words a plan, in row
 * order): the cheapest-plan search reads them for every product of a category, and one
 * contiguous array is read at memory speed where thousands of small arrays miss the cache.
 */
export type QuoteRow = {
  plans: readonly QuotablePlan[];
  masks: Uint32Array;
  maskWords: number;
  /** Every feature the product offers (`ProductIndex.featureMask`): a must-have outside it is costed without (`ownNeeds`). */
  featureMask: Uint32Array;
  weeksMin: number;
  weeksMax: number;
  complexity: Product['implementation']['complexity'];
};

/** A row before its masks are packed: each plan's mask beside it. */
type UnpackedRow = Omit<QuoteRow, 'masks' | 'maskWords'> & { planMasks: (Uint32Array | null)[] };

function quoteRow(product: Product, country: Country, category: SoftwareCategory, family: OtherFamily | null, audience: BuyerAudience | undefined): UnpackedRow {
  const index = productIndex(product);
  const prices = productPrices(product, country, audience);
  const plans: QuotablePlan[] = [];
  const planMasks: (Uint32Array | null)[] = [];
  product.plans.forEach((plan, i) => {
    const buyer = prices[i] ?? null;
    if (plan.priceStatus !== 'published' || !planServes(plan, category, family) || !buyer) return;
    const { price } = buyer;
    if (isFree(price) && plan.caps === undefined) return;
    if (category === 'marketing' && !sizedByList(plan, price)) return;
    const capUnits = Object.keys(plan.caps ?? {}) as VolumeUnit[];
    const lacks = [...index.compliance.values()].filter((c) => c.status === 'yes' && c.plans && !c.plans.includes(plan.name)).map((c) => c.id);
    planMasks.push(plan.features.length > 0 ? index.planFeatureMasks[i]! : i === product.plans.length - 1 ? index.featureMask : null);
    plans.push({
      index: i,
      plan,
      buyer,
      maskAt: -1,
      onlyFor: plan.onlyFor ?? null,
      lacksCompliance: lacks.length ? new Set(lacks) : null,
      capSlots: capUnits.map(volumeSlot),
      capValues: capUnits.map((u) => plan.caps![u]!),
      flat: price.flat,
      perUnit: price.perUnit ?? 0,
      unitSlot: price.perUnit !== undefined && price.unit ? priceSlot(price.unit) : -1,
      minSeats: plan.minSeats ?? 0,
      included: price.includedUnits ?? 0,
      extendsSlot: price.includedUnits !== undefined && price.unit ? volumeSlot(priceUnitVolume[price.unit]) : -1,
      maxUnits: price.maxUnits ?? Number.POSITIVE_INFINITY,
      tiers: price.tiers && price.tierUnit ? price.tiers : null,
      tiersPartial: price.tiersPartial,
      tierSlot: price.tiers && price.tierUnit ? volumeSlot(price.tierUnit) : -1,
      currency: price.currency,
      converted: buyer.converted,
      from: price.from === true,
      perCompany: billedPerCompany(product, i, category),
    });
  });
  const { weeksMin, weeksMax, complexity } = product.implementation;
  return { plans, planMasks, featureMask: index.featureMask, weeksMin, weeksMax, complexity };
}

/** Every row's plan masks copied into one array (`QuoteRow.masks`), each plan pointing at its own. */
function packRows(unpacked: readonly UnpackedRow[]): QuoteRow[] {
  let maskWords = 1;
  let count = 0;
  for (const r of unpacked)
    for (const m of r.planMasks) {
      count++;
      if (m) maskWords = Math.max(maskWords, m.length);
    }
  const masks = new Uint32Array(count * maskWords);
  let at = 0;
  return unpacked.map(({ plans, planMasks, featureMask, weeksMin, weeksMax, complexity }) => {
    plans.forEach((q, i) => {
      const m = planMasks[i]!;
      if (m) {
        masks.set(m, at);
        q.maskAt = at;
      }
      at += maskWords;
    });
    return { plans, masks, maskWords, featureMask, weeksMin, weeksMax, complexity };
  });
}

const quoteRows = new WeakMap<readonly Product[], Map<string, readonly QuoteRow[]>>();

/** `quoteRow` of every product of a list (a category's slice), by row, kept per list, buyer (country, audience), category and family. */
export function quoteRowsOf(products: readonly Product[], country: Country, category: SoftwareCategory, family: OtherFamily | null = null, audience?: BuyerAudience): readonly QuoteRow[] {
  let byKey = quoteRows.get(products);
  if (!byKey) quoteRows.set(products, (byKey = new Map()));
  const key = `${priceKey(country, audience)}:${category}:${family ?? ''}`;
  let rows = byKey.get(key);
  if (!rows) byKey.set(key, (rows = packRows(products.map((p) => quoteRow(p, country, category, family, audience)))));
  return rows;
}

/**
 * `cheapestPlan` with no refusals wanted, over a product's quotable plans: the same choice (the
 * same plans in the same order, priced by the same sums), without re-checking on every project
 * what does not depend on it.
 */
function cheapestQuotable(row: QuoteRow, needs: Needs, ctx: PricingContext, need = needs.featureMask): QuotablePlan | null {
  const { plans, masks, maskWords } = row;
  const volume = ctx.volumeBySlot;
  const perUnit = ctx.perUnitBySlot;
  const companies = companiesOf(ctx);
  const currency = countryCurrency[ctx.country];
  let best: QuotablePlan | null = null;
  let bestInBuyer = 0;
  next: for (const q of plans) {
    if (q.maskAt < 0 || !maskCoversAt(masks, q.maskAt, maskWords, need)) continue;
    if (!servesNeeds(q.onlyFor, needs)) continue;
    if (q.lacksCompliance) for (const id of needs.compliance) if (q.lacksCompliance.has(id)) continue next;
    for (let c = 0; c < q.capSlots.length; c++) if (q.capSlots[c] !== q.extendsSlot && volume[q.capSlots[c]!]! > q.capValues[c]!) continue next;
    const monthly = quotedMonthly(q, volume, perUnit, companies);
    if (Number.isNaN(monthly)) continue;
    const inBuyer = convert(monthly, q.currency, currency);
    if (!best || inBuyer < bestInBuyer) {
      best = q;
      bestInBuyer = inBuyer;
    }
  }
  return best;
}

/**
 * Whether a chosen price is a ceiling, not the price: the buyer's volume falls inside a wide gap of a
 * ladder we hold only part of (`tiersPartial`: 1,000 contacts at $30, then 5,000 at $100), and is costed
 * at the higher tier. That tier is a plan the buyer can buy, and a vendor's price for fewer contacts is
 * no higher, so "at most $100" is true where "$100" would not be. A narrow step (2,000 to 3,000, at most
 * doubling) is a vendor's own step: the price. A "not on record" in place of a ceiling hid leaders'
 * costs (Klaviyo at 3,500 contacts, Jobber Plus at 8 users) behind "price on request".
 */
function atMost(chosen: ChosenPlan, volume: Readonly<Record<VolumeUnit, number>>): boolean {
  const { price } = chosen.buyer;
  if (price.tiersPartial !== true || !price.tiers || !price.tierUnit) return false;
  const need = volume[price.tierUnit];
  return tierGap(price, price.tiers.findIndex((t) => t.upTo >= need), need) === 'ceiling';
}

/**
 * Where a volume falls in a partial ladder's tier `at` (the first that covers it): the price itself, a
 * ceiling, or a gap too wide for the higher tier to say anything (Omnisend's 2,500 then 50,000 contacts
 * at 3,500: "at most $715" would be true and useless), which is not costed. A ceiling is at most twice
 * the buyer's volume.
 */
function tierGap(price: { tiers?: Price['tiers'] | null; tiersPartial?: true }, at: number, need: number): 'price' | 'ceiling' | 'too-wide' {
  if (price.tiersPartial !== true || at <= 0) return 'price';
  const upTo = price.tiers![at]!.upTo;
  if (need >= upTo || upTo <= 2 * price.tiers![at - 1]!.upTo) return 'price';
  return upTo <= 2 * need ? 'ceiling' : 'too-wide';
}

/**
 * A quotable plan's monthly price at the buyer's volumes (in its currency), NaN when its published
 * tiers stop below them, it falls in a gap of a partial ladder too wide for a ceiling, or it sells
 * fewer extra units than needed.
 */
function quotedMonthly(q: QuotablePlan, volume: Float64Array, perUnit: Float64Array, companies: number): number {
  let monthly = q.flat;
  if (q.unitSlot >= 0) {
    const units = Math.max(perUnit[q.unitSlot]!, q.minSeats);
    if (units > q.maxUnits) return Number.NaN;
    monthly += q.perUnit * Math.max(units - q.included, 0);
  }
  if (q.tiers !== null) {
    const need = volume[q.tierSlot]!;
    const at = q.tiers.findIndex((t) => t.upTo >= need);
    const tier = q.tiers[at];
    if (!tier || tierGap(q, at, need) === 'too-wide') return Number.NaN;
    monthly += tier.amount;
  }
  return q.perCompany ? monthly * companies : monthly;
}

/**
 * Works out every product's buyer prices, and each category's quote rows (an "other" family's
 * too), for every country up front (when the engine starts), so no project pays for them.
 */
export function primePricing(catalog: readonly Product[]): void {
  for (const p of catalog) for (const country of countryCodes) productPrices(p, country);
  for (const category of softwareCategoryValues) {
    const slice = productsInCategory(catalog, category);
    for (const country of countryCodes) quoteRowsOf(slice, country, category);
    if (category === 'other')
      for (const family of Object.keys(otherFamilies) as OtherFamily[]) {
        const list = productsInFamily(slice, family);
        for (const country of countryCodes) quoteRowsOf(list, country, category, family);
      }
  }
}

/**
 * The must-haves a product's plans are checked for: those it offers. One it is not known to offer
 * (verdict "not confirmed") is on none of its plans on record, so it would make every product that
 * lacks a fact "price on request"; the plan with the buyer's other must-haves is costed instead, and
 * the cost says which must-haves it leaves out (`describeCost`).
 */
function ownNeeds(index: ProductIndex, needs: Needs): Needs {
  const mask = maskWithin(index.featureMask, needs.featureMask);
  return mask === needs.featureMask ? needs : { ...needs, featureMask: mask };
}

function cheapestPlan(product: Product, allNeeds: Needs, ctx: PricingContext, refusals: PlanRefusal[] | null, paidOnly = false): PlanChoice | null {
  const index = productIndex(product);
  const needs = ownNeeds(index, allNeeds);
  const prices = productPrices(product, ctx.country, ctx.audience);
  const currency = countryCurrency[ctx.country];
  let best: PlanChoice | null = null;
  let bestInBuyer = 0;
  for (let i = 0; i < product.plans.length; i++) {
    const plan = product.plans[i]!;
    if (plan.priceStatus !== 'published' || !planServes(plan, ctx.category, ctx.family ?? null) || !covers(product, index, i, needs)) continue;
    const buyer = prices[i] ?? null;
    if (paidOnly && (!buyer || isFree(buyer.price))) continue;
    const quoted = quoteMonthly(plan, buyer, ctx, refusals);
    if (quoted === null) continue;
    const perCompany = billedPerCompany(product, i, ctx.category);
    const monthly = perCompany ? quoted * companiesOf(ctx) : quoted;
    const inBuyer = convert(monthly, buyer!.price.currency, currency);
    if (!best || inBuyer < bestInBuyer) {
      best = choiceOf(i, plan, buyer!, monthly, perCompany);
      bestInBuyer = inBuyer;
    }
  }
  return best;
}

export type CheapestPlan = { best: PlanQuote | null; refusals: PlanRefusal[] };

export function cheapestCoveringPlan(product: Product, mustFeatures: readonly string[], ctx: CostContext): CheapestPlan {
  const refusals: PlanRefusal[] = [];
  const pricing = pricingContext(ctx);
  const best = cheapestPlan(product, needsOf(mustFeatures), pricing, refusals);
  return { best: best && { plan: best.plan, buyer: best.buyer, monthly: best.monthly, basis: quoteBasis(best.plan, best.buyer.price, pricing, best.perCompany) }, refusals };
}

/**
 * What everything the buyer asked for costs: the cheapest plan covering the must-haves and the
 * nice-to-have features the product offers, when that is another plan than the one costed (Odoo's
 * One App Free covers the must-haves; Standard adds the manufacturing the buyer would like).
 */
function withWantedPlan(product: Product, chosen: PlanChoice, needs: Needs, niceFeatures: readonly string[], ctx: PricingContext): CostEstimate['withWanted'] {
  const index = productIndex(product);
  const asked = niceFeatures.filter((f) => !needs.features.includes(f));
  // Offered, and where the feature depends on the country (payroll), offered in the buyer's.
  const market = index.markets.get(ctx.country);
  const wanted = asked.filter((f) => index.features.has(f) && (!countryBoundFeatures.has(f) || market?.has(countryBoundFeatures.get(f)!) === true));
  if (wanted.length === 0) return undefined;
  const all = needsOf([...needs.features, ...wanted, ...needs.compliance.map((c) => `compliance:${c}`)]);
  const choice = cheapestPlan(product, all, ctx, null);
  if (!choice || choice.index === chosen.index) return undefined;
  const monthly = roundFor(convert(choice.monthly, choice.currency, countryCurrency[ctx.country]), choice.converted);
  return { planName: choice.plan.name, monthly, converted: choice.converted, priceFrom: choice.from, ...(atMost(choice, ctx.volume) ? { priceAtMost: true } : {}), basis: quoteBasis(choice.plan, choice.buyer.price, ctx, choice.perCompany), ...(wanted.length < asked.length ? { partial: true } : {}) };
}

/**
 * A free plan costed with limits we cannot measure (Katana's 30 SKUs, a free site on the vendor's
 * address): the cheapest paid plan that also covers the must-haves, so the buyer sees what outgrowing
 * it costs. Not set when the plan with the nice-to-haves (`withWanted`) already names a paid plan.
 */
function beyondFreePlan(product: Product, chosen: PlanChoice, needs: Needs, ctx: PricingContext): CostEstimate['beyondFree'] {
  if (!isFree(chosen.buyer.price) || !chosen.plan.limits) return undefined;
  const paid = cheapestPlan(product, needs, ctx, null, true);
  if (!paid) return undefined;
  const monthly = roundFor(convert(paid.monthly, paid.currency, countryCurrency[ctx.country]), paid.converted);
  return { planName: paid.plan.name, monthly, converted: paid.converted, priceFrom: paid.from, ...(atMost(paid, ctx.volume) ? { priceAtMost: true } : {}), basis: quoteBasis(paid.plan, paid.buyer.price, ctx, paid.perCompany) };
}

/**
 * What outgrowing a free plan costs a month: the cheapest paid plan that covers the must-haves, in the
 * buyer's currency; null when no paid plan is published.
 */
export function outgrowingMonthly(product: Product, needs: Needs, context: CostContext): number | null {
  const ctx = pricingContext(context);
  const paid = cheapestPlan(product, needs, ctx, null, true);
  return paid ? convert(paid.monthly, paid.currency, countryCurrency[ctx.country]) : null;
}

const unitWord = (unit: PriceUnit) => (unit === 'contact' ? '1,000 contacts' : unit === 'agent' ? 'agent' : unit);

/** "Starting at": the lowest paid price this buyer can buy, in their currency; null when none is published. */
export function startingPrice(product: Product, country: Country, category?: SoftwareCategory, family: OtherFamily | null = null, audience?: BuyerAudience): CostEstimate['startingPrice'] {
  const currency = countryCurrency[country];
  let best: NonNullable<CostEstimate['startingPrice']> | null = null;
  // Compared unrounded: a converted amount rounded up (A$135.28 kept as A$135) made every later plan
  // of the same unit price look cheaper, so Shopify's Advanced base fee beat Basic's.
  let bestRaw = { amount: 0, base: 0 };
  for (const plan of product.plans) {
    if (plan.priceStatus !== 'published' || !planServes(plan, category ?? 'other', family)) continue;
    const buyer = buyerPrice(plan, country, audience);
    if (!buyer || isFree(buyer.price)) continue;
    const { price } = buyer;
    // A base price with units included starts at the base, not at the price of one more unit.
    const perUnitPrice = price.perUnit && price.includedUnits === undefined;
    const raw = perUnitPrice ? price.perUnit! : price.flat > 0 ? price.flat : Math.min(...(price.tiers ?? []).map((t) => t.amount).filter((a) => a > 0));
    if (!Number.isFinite(raw) || raw <= 0) continue;
    const amount = convert(raw, price.currency, currency);
    const per = perUnitPrice && price.unit ? unitWord(price.unit) : null;
    // A per-unit price with a monthly base fee says the base too ("$49/month + $6/employee"), never the unit price alone.
    const base = per !== null && price.flat > 0 ? convert(price.flat, price.currency, currency) : 0;
    // Compare like with like: per-unit prices first, then flat ones.
    if (!best || (best.per === null && per !== null) || ((best.per === null) === (per === null) && (amount < bestRaw.amount || (amount === bestRaw.amount && base < bestRaw.base)))) {
      best = { amount: roundFor(amount, buyer.converted), per, converted: buyer.converted, ...(base > 0 ? { base: roundFor(base, buyer.converted) } : {}) };
      bestRaw = { amount, base };
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
  chosen: ChosenPlan | null;
  /** Per month in the buyer's currency; null when no published plan covers the must-haves. */
  monthly: number | null;
  implementationLow: number;
  implementationHigh: number;
  threeYearTotal: number | null;
  withinBudget: boolean | null;
  /** `monthly` is a ceiling (`atMost`): the buyer's volume falls between two tiers on record, priced at the higher. */
  atMost: boolean;
  /** The plan leaves out must-haves the product is not known to offer (`ownNeeds`): its price is a floor for the buyer's whole need. */
  partial: boolean;
};

/** A cost's figures from a product's quote row (`quoteRowsOf` for the context's country and category). */
export function costFigures(row: QuoteRow, needs: Needs, ctx: PricingContext): CostFigures {
  // The chosen plan is the quotable plan itself (no object per product); its price is worked out again.
  let chosen = cheapestQuotable(row, needs, ctx);
  // No plan lists a must-have the product is not known to offer: the plan with the others is costed (`ownNeeds`).
  // Checked only when no plan was found, so a product offering every must-have costs no more work.
  const lacking = chosen === null && !maskCovers(row.featureMask, needs.featureMask);
  if (lacking) chosen = cheapestQuotable(row, needs, ctx, maskWithin(row.featureMask, needs.featureMask));
  const partial = lacking && chosen !== null;
  return figuresOf(row, chosen, chosen ? quotedMonthly(chosen, ctx.volumeBySlot, ctx.perUnitBySlot, companiesOf(ctx)) : 0, ctx, partial);
}

/**
 * The figures of a cost: `listMonthly` is the chosen plan's price in its own currency (unused when
 * none is chosen). `unconfirmed`: some must-haves are not known on any plan, so a price under the
 * budget does not show the buyer's whole need is within it.
 */
function figuresOf(implementation: Product['implementation'] | QuoteRow, chosen: ChosenPlan | null, listMonthly: number, ctx: PricingContext, unconfirmed: boolean): CostFigures {
  const currency: Currency = countryCurrency[ctx.country];
  const { weeksMin, weeksMax, complexity } = implementation;
  const rate = convert(weeklyRate[complexity] * sizeFactor[ctx.size], 'USD', currency);
  const implementationLow = Math.round((weeksMin * rate) / 50) * 50;
  const implementationHigh = Math.round((weeksMax * rate) / 50) * 50;
  const monthly = chosen ? roundFor(convert(listMonthly, chosen.currency, currency), chosen.converted) : null;
  const threeYearTotal = monthly === null ? null : Math.round(monthly * 36 + (implementationLow + implementationHigh) / 2);
  const ceiling = chosen !== null && atMost(chosen, ctx.volume);
  let withinBudget: boolean | null = null;
  if (ctx.budget) {
    if (ctx.budget.max === null) withinBudget = true;
    // An entry price over the budget is over it; under it, the buyer's own price is not published.
    // A ceiling is the reverse: under the budget it is within it; over it, the buyer's own price may not be.
    else if (monthly !== null) withinBudget = convert(monthly, currency, ctx.budget.currency) <= ctx.budget.max ? (chosen!.from || unconfirmed ? null : true) : ceiling ? null : false;
  }
  return { chosen, monthly, implementationLow, implementationHigh, threeYearTotal, withinBudget, atMost: ceiling, partial: unconfirmed };
}

/** What a ceiling (`atMost`) is, in words: the tiers on record either side of the buyer's volume. */
function ceilingText(chosen: PlanChoice, ctx: PricingContext): string {
  const { tiers, tierUnit } = chosen.buyer.price;
  const need = ctx.volume[tierUnit!];
  const at = tiers!.findIndex((t) => t.upTo >= need);
  const below = tiers![at - 1]!.upTo.toLocaleString('en-US');
  const upper = countOf(tiers![at]!.upTo, tierUnit!);
  return `That is at most what you would pay: ${chosen.plan.name}'s prices on record jump from ${below} to ${upper}, so this is the price for ${upper}; the price at ${need.toLocaleString('en-US')} is not on record and may be lower, so ask the vendor for it.`;
}

export function estimateCost(product: Product, mustFeatures: readonly string[], ctx: CostContext): CostEstimate {
  return describeCost(product, needsOf(mustFeatures), ctx);
}

/** What a cost counts, in words: the chosen plan's quantities, or the category's seat estimate when no plan is chosen. */
export function costBasis(figures: CostFigures, ctx: PricingContext): string {
  const chosen = figures.chosen;
  return chosen ? quoteBasis(chosen.plan, chosen.buyer.price, ctx, chosen.perCompany) : (ctx.words.seats ??= seatEstimate(ctx.category, ctx.size, ctx.volumes)).basis;
}

/** `niceFeatures`: the buyer's nice-to-have features, for what the plan with them too would cost (`withWanted`). */
export function describeCost(product: Product, needs: Needs, context: CostContext, niceFeatures: readonly string[] = []): CostEstimate {
  const ctx = pricingContext(context);
  const currency: Currency = countryCurrency[ctx.country];
  const refusals: PlanRefusal[] = [];
  const chosen = cheapestPlan(product, needs, ctx, refusals);
  const index = productIndex(product);
  const unconfirmed = needs.features.filter((f) => !index.features.has(f));
  const { monthly, implementationLow, implementationHigh, threeYearTotal, withinBudget, atMost: ceiling, partial } = figuresOf(product.implementation, chosen, chosen?.monthly ?? 0, ctx, chosen !== null && unconfirmed.length > 0);
  const { complexity } = product.implementation;
  const converted = chosen?.buyer.converted ?? false;
  const budgetLabel = ctx.budget ? ctx.budget.label : null;
  const basis = chosen ? quoteBasis(chosen.plan, chosen.buyer.price, ctx, chosen.perCompany) : null;

  const seats = (ctx.words.seats ??= seatEstimate(ctx.category, ctx.size, ctx.volumes));
  // A nonprofit's or a school's own price, named as such (`CostEstimate.audiencePrice`).
  const audience = chosen ? audienceOf(chosen.buyer.price) : undefined;
  // Set only when true: stored recommendations keep their shape when no price is an entry price.
  const entryPrice = chosen?.buyer.price.from ? { priceFrom: true } : {};
  const ceilingPrice = ceiling ? { priceAtMost: true } : {};
  const limits = chosen?.plan.limits ? { planLimits: chosen.plan.limits } : {};
  const withWanted = chosen ? withWantedPlan(product, chosen, needs, niceFeatures, ctx) : undefined;
  const beyondFree = chosen && !withWanted ? beyondFreePlan(product, chosen, needs, ctx) : undefined;
  const priceReported = chosen ? !isVendorSource(product, chosen.buyer.price.source) : false;
  let note: string;
  let convertedInfo: CostEstimate['converted'] = null;
  if (chosen) {
    const { price } = chosen.buyer;
    const billing = price.billingStated === false ? ' (billing term not published)' : price.billing === 'annual' ? ' (billed annually)' : ' (month to month)';
    if (converted) {
      const region = price.countries?.join('/') ?? price.region ?? 'headline';
      // A vendor with a local price list for other plans very likely has one for this plan too: we lack it, not the vendor.
      const localElsewhere = product.plans.some((pl) => pl.prices.some((pr) => !pr.promo && !pr.nonprofit && !pr.education && pr.currency === currency && pr.countries?.includes(ctx.country)));
      convertedInfo = { fromCurrency: price.currency, listMonthly: Math.round(chosen.monthly * 100) / 100, region, rateDate: exchangeRates.asOf, ...(localElsewhere ? { localPricesElsewhere: true } : {}) };
      note = `${chosen.plan.name} plan for ${basis}: ${ceiling ? 'at most ' : ''}about ${formatMoney(monthly!, currency)} per month${billing}, converted from the ${region} ${audience ? audienceWords[audience].price : 'list price'} of ${formatMoney(chosen.monthly, price.currency, { cents: true })} at our rates of ${exchangeRates.asOf}; ${convertedReason(currency, localElsewhere)}.`;
    } else {
      note = `${chosen.plan.name} plan for ${basis}: ${ceiling ? 'at most ' : ''}${formatMoney(monthly!, currency, { cents: true })} per month${billing}.`;
    }
    const extras = planExtrasText({ planLimits: chosen.plan.limits, withWanted, beyondFree }, currency);
    if (extras) note += ` ${extras}`;
    // The source's note says who qualifies and any seat limit (Slack's free Pro: 250 members or fewer).
    if (audience) note += ` That is ${product.name}'s ${audienceWords[audience].price}, for ${audienceWords[audience].who} whose eligibility the vendor confirms.${price.source.note ? ` ${price.source.note.replace(/\.?$/, '.')}` : ''}`;
    if (unconfirmed.length > 0) {
      const names = unconfirmed.map((f) => featureLabel(f, product.categories));
      const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
      note += ` ${list} ${names.length > 1 ? 'are' : 'is'} not confirmed on any ${product.name} plan we hold: this is the plan with your other must-haves, so ask which plan includes ${names.length > 1 ? 'them' : 'it'} and at what price.`;
    }
    if (chosen.buyer.price.from) note += ` That is the vendor's entry price: it rises with volume, and the price at your volume is not published, so ask the vendor for it.`;
    if (ceiling) note += ` ${ceilingText(chosen, ctx)}`;
    if (priceReported) note += ` The price is a third party's reading of the vendor's pricing page (${price.source.asOf}), not the vendor's own page: confirm it with the vendor.`;
    note += ` Implementation is our estimate for a ${complexity}-complexity rollout at ${ctx.volumes?.headcount ?? representativeHeadcount[ctx.size]} employees.`;
  } else {
    const quote = product.plans.some((p) => p.priceStatus === 'quote-only');
    const refused = refusalNote(refusals);
    // Published plans refused for the buyer's volume come first: a quoted top plan is not the whole story.
    // "At your volume" only when a volume was the reason, not a price for another country.
    const atVolume = refusals.some((r) => r.volume) ? ' at your volume' : '';
    const unverified = !quote && refusals.length === 0 && product.plans.some((p) => p.priceStatus === 'unverified');
    note =
      quote && refusals.length === 0
        ? 'Price on request: the plans that cover your must-haves are quoted by the vendor.'
        : unverified
          ? 'Price on request: the vendor publishes prices for these plans, but we hold no dated source for them yet; check the vendor’s pricing page.'
          : quote
          ? `Price on request: no published price covers your must-haves${atVolume}, and the vendor quotes its other plans.`
          : `Price on request: no published price covers your must-haves${atVolume}; check the vendor’s pricing page.`;
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
    ...ceilingPrice,
    ...(audience ? { audiencePrice: audience } : {}),
    ...(partial ? { partial: true } : {}),
    ...limits,
    ...(withWanted ? { withWanted } : {}),
    ...(beyondFree ? { beyondFree } : {}),
    note,
    converted: convertedInfo,
    startingPrice: startingPrice(product, ctx.country, ctx.category, ctx.family ?? null, ctx.audience),
    priceOnRequest: monthly === null,
    pricingUrl: pricingPage(product),
  };
}
