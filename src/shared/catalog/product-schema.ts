// The shape of one catalog product (catalog/products/<id>.json). Every fact that can go
// stale carries a source and the date that source read it; see docs/decisions/003-catalog-schema.md.
import { z } from 'zod';
import { countryCodes, industryValues, softwareCategoryValues } from '../options.js';
import {
  complianceItems,
  countryLocalCapabilities,
  currencies,
  deployments,
  featureLabels,
  genericLocalCapabilities,
  integrations,
  languages,
  otherFamilies,
  priceUnits,
  supportChannels,
  volumeUnits,
} from './vocabulary.js';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date as YYYY-MM-DD');
const keysOf = <T extends Record<string, unknown>>(o: T) => Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

export const sourceSchema = z.strictObject({
  /** The public page the fact comes from (vendor page where possible). */
  url: z.url(),
  /** The date the source read or published the fact. */
  asOf: isoDate,
  /** Where we read it when that is not the url itself (a repository file, a dataset). */
  via: z.string().max(300).optional(),
  note: z.string().max(300).optional(),
  /** vendor: the vendor's own page; third-party: anything else. Absent: derived from the url's host. */
  kind: z.enum(['vendor', 'third-party']).optional(),
});
export type Source = z.infer<typeof sourceSchema>;

const volumeUnit = z.enum(keysOf(volumeUnits));

/** Monthly amount for a volume up to `upTo` (in `tierUnit`), e.g. email plans priced by contacts. */
export const tierSchema = z.strictObject({ upTo: z.number().int().positive(), amount: z.number().nonnegative() });

export const priceSchema = z
  .strictObject({
    currency: z.enum(currencies),
    /** Flat amount per billing month (0 when the price is purely per unit). */
    flat: z.number().nonnegative().default(0),
    /** Amount per unit per month. */
    perUnit: z.number().nonnegative().optional(),
    unit: z.enum(keysOf(priceUnits)).optional(),
    /**
     * The flat amount includes this many units; `perUnit` is charged only for each unit beyond
     * (Zoho Books Standard: $20 a month with 3 users, $3 for each more). Such a price sells units past
     * the plan's cap on that volume (the cap is what the flat amount covers, and a price in another
     * currency without this field stays held to it), up to `maxUnits` when the vendor sets a most.
     */
    includedUnits: z.number().int().positive().optional(),
    maxUnits: z.number().int().positive().optional(),
    /** "annual": the monthly equivalent when billed yearly; "monthly": month-to-month. */
    billing: z.enum(['monthly', 'annual']),
    /**
     * false when the source gives the figure without its billing term: `billing` is then our
     * reading, never shown as the vendor's ("billing term not published"), and never taken as
     * proof of month-to-month pricing.
     */
    billingStated: z.boolean().optional(),
    /** A promotional price (kept apart from the list price; the engine uses list prices). */
    promo: z.boolean().default(false),
    /**
     * A price for registered nonprofits only (the vendor checks eligibility: Google for Nonprofits,
     * Microsoft's nonprofit offers, TechSoup). Kept apart from the list price: costed only for a
     * buyer who says they are a nonprofit or a charity, and named as such beside the figure.
     */
    nonprofit: z.literal(true).optional(),
    /**
     * A price for schools, colleges and universities only (the vendor checks eligibility: Google
     * Workspace for Education, Microsoft 365 A1). Kept apart like a nonprofit price: costed only for
     * an education buyer whose needs name a school, and named as such.
     */
    education: z.literal(true).optional(),
    /**
     * The vendor's entry price ("from …"): larger volumes cost more and their prices are not
     * published. The engine shows it as "From", never confirms a budget with it, and says to ask.
     */
    from: z.boolean().optional(),
    /** Volume tiers: the monthly amount (on top of flat) by volume; a volume above the last tier is not sold on this price. */
    tiers: z.array(tierSchema).min(1).optional(),
    tierUnit: volumeUnit.optional(),
    /**
     * Only some of the vendor's tiers are on record (a source gave 1,000 and 10,000 but not the
     * steps between). A volume between two recorded tiers is then not priced: the higher tier's
     * amount would overstate it.
     */
    tiersPartial: z.literal(true).optional(),
    /** Countries this price applies to; absent = the vendor's headline price (see `region`). */
    countries: z.array(z.enum(countryCodes)).optional(),
    /** Where a headline price without `countries` applies, in words ("US", "global", "US and Canada"). */
    region: z.string().max(60).optional(),
    source: sourceSchema,
  })
  .refine((p) => (p.perUnit === undefined) === (p.unit === undefined), {
    message: 'perUnit and unit go together',
  })
  .refine((p) => p.includedUnits === undefined || p.perUnit !== undefined, { message: 'includedUnits needs perUnit (the price of each unit beyond them)' })
  .refine((p) => p.maxUnits === undefined || (p.includedUnits !== undefined && p.maxUnits > p.includedUnits), { message: 'maxUnits needs includedUnits, and is more than them' })
  .refine((p) => (p.tiers === undefined) === (p.tierUnit === undefined), { message: 'tiers and tierUnit go together' })
  .refine((p) => !p.tiersPartial || p.tiers !== undefined, { message: 'tiersPartial needs tiers' })
  .refine((p) => !(p.nonprofit && p.promo), { message: 'a nonprofit price is not a promotion' })
  .refine((p) => !(p.education && (p.promo || p.nonprofit)), { message: 'an education price is neither a promotion nor a nonprofit price' })
  .refine((p) => !p.tiers || p.tiers.every((t, i) => i === 0 || t.upTo > p.tiers![i - 1]!.upTo), { message: 'tiers must rise' });
export type Price = z.infer<typeof priceSchema>;

export const planSchema = z
  .strictObject({
    name: z.string().min(1).max(80),
    /**
     * published: prices below, each with a dated source. quote-only: the vendor publishes no
     * price ("Contact sales"). unverified: the vendor publishes one but we hold no dated source
     * for it yet, so we show none rather than guess. Never invent a price.
     */
    priceStatus: z.enum(['published', 'quote-only', 'unverified']).default('published'),
    prices: z.array(priceSchema).default([]),
    minSeats: z.number().int().positive().optional(),
    /**
     * The plan's limits (most it allows: users, contacts, endpoints …). Present and empty = we
     * checked and the plan states none; absent = not recorded. The engine never picks a plan
     * beyond a cap.
     */
    caps: z.partialRecord(volumeUnit, z.number().int().nonnegative()).optional(),
    /** Feature ids this plan includes (a subset of the product's features). */
    features: z.array(z.string()).default([]),
    /**
     * Set when the plan is not the product on its own: a limited licence or a separate module
     * ("read and approve only; needs full users alongside", "time clock only"). Never chosen as
     * the buyer's plan or as "Starting at"; kept for reference.
     */
    limited: z.string().min(1).max(120).optional(),
    /**
     * Free software you run on your own servers (WooCommerce core, Zabbix, Redmine): its price
     * leaves out hosting and upkeep, so its 3-year cost is not comparable with a hosted plan's and
     * never wins a tie on cost.
     */
    selfHosted: z.literal(true).optional(),
    /**
     * A service bought for one need only (one of the plan's features): an Employer of Record
     * plan employs staff for you where you have no entity, and its payroll is theirs, not your
     * own employees'. Costed only for a buyer who asks for that need, never for the rest of what
     * the plan includes.
     */
    onlyFor: z.string().min(1).optional(),
    /**
     * A combination sold for one kind of use (an "other" family): Shopify's Grow plan with POS Pro
     * at each shop lifts the staff-account cap for till staff only. Costed and offered as "Starting
     * at" only for a buyer of that kind. Listed after the standard plans, so "available on a higher
     * plan" names a standard plan first.
     */
    forFamily: z.enum(keysOf(otherFamilies)).optional(),
    /**
     * Sold only to businesses of one legal form (FreeAgent's Sole Trader plan, Pennylane's offer for
     * independents): costed and offered as "Starting at" only for a buyer whose needs say they are
     * one. A company with staff is costed on the plan for companies.
     */
    legalForm: z.enum(['sole-trader', 'partnership']).optional(),
    /**
     * What the plan limits that `caps` cannot count, in words a buyer reads beside its price ("2
     * signature requests a month", "30 SKUs"): a free plan costed for a whole company says so.
     */
    limits: z.string().min(3).max(160).optional(),
    note: z.string().max(300).optional(),
  })
  .refine((p) => (p.priceStatus === 'published') === p.prices.length > 0, {
    message: 'a published plan needs prices; a quote-only or unverified plan has none',
  });
export type Plan = z.infer<typeof planSchema>;

const complianceId = z.enum(keysOf(complianceItems));
const factNote = z.string().max(300).optional();

/** One attestation or capability with what we found; a missing fact is recorded, never left blank. */
export const complianceFactSchema = z.discriminatedUnion('status', [
  z.strictObject({
    id: complianceId,
    status: z.literal('yes'),
    /** Only these plans include it (names as in `plans`); absent: every plan, or the source does not say. */
    plans: z.array(z.string().min(1)).min(1).optional(),
    note: factNote,
    source: sourceSchema,
  }),
  z.strictObject({ id: complianceId, status: z.literal('no'), note: factNote, source: sourceSchema }),
  z.strictObject({
    id: complianceId,
    status: z.literal('add-on'),
    /** What it costs, in words ("$25/month per account", "Enterprise plan only"). */
    price: z.string().min(1).max(120),
    note: factNote,
    source: sourceSchema,
  }),
  z.strictObject({
    id: complianceId,
    status: z.literal('not-published'),
    /** The date we searched. */
    checked: isoDate,
    /** What we looked at or searched for. */
    searched: z.string().min(3).max(300),
    note: factNote,
  }),
]);
export type ComplianceFact = z.infer<typeof complianceFactSchema>;

/** A local capability with its own source (a plain id relies on the market entry's source). */
export const capabilitySchema = z.union([z.string(), z.strictObject({ id: z.string(), source: sourceSchema })]);

export const marketSchema = z.strictObject({
  country: z.enum(countryCodes),
  /** Local capabilities: generic ids or ids of that country (validated below). */
  capabilities: z.array(capabilitySchema).default([]),
  source: sourceSchema.optional(),
});
export type Market = z.infer<typeof marketSchema>;

export const capabilityId = (c: z.infer<typeof capabilitySchema>): string => (typeof c === 'string' ? c : c.id);

export const conflictSchema = z.strictObject({
  field: z.string(),
  values: z.array(z.string()).min(2),
  chosen: z.string(),
  reason: z.string(),
});

const productIdSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case kebab-case id');

export const productSchema = z
  .strictObject({
    id: productIdSchema,
    name: z.string().min(1).max(80),
    vendor: z.string().min(1).max(80),
    website: z.url(),
    /** Our own words, one or two sentences. */
    description: z.string().min(20).max(400),
    categories: z.array(z.enum(softwareCategoryValues)).min(1),
    /** For "other" products: which kinds of software this is (required there). */
    families: z.array(z.enum(keysOf(otherFamilies))).optional(),
    /** A suite: ids of catalog products whose features it includes (e.g. RMM + PSA). */
    includes: z.array(z.string()).optional(),
    features: z.array(z.string()).min(3),
    plans: z.array(planSchema).min(1),
    freePlan: z.boolean(),
    freeTrialDays: z.number().int().nonnegative().nullable(),
    markets: z.array(marketSchema).min(1),
    languages: z.array(z.enum(languages)).min(1),
    compliance: z.array(complianceFactSchema).default([]),
    integrations: z.array(z.enum(keysOf(integrations))).default([]),
    deployment: z.array(z.enum(keysOf(deployments))).min(1),
    support: z.array(z.enum(keysOf(supportChannels))).default([]),
    companySize: z.strictObject({
      min: z.number().int().positive(),
      max: z.number().int().positive().nullable(),
      /** "vendor": stated limits; "editorial": our estimate from the sources. */
      basis: z.enum(['vendor', 'editorial']),
    }),
    industries: z.array(z.enum(industryValues)).default([]),
    /**
     * A contact-centre suite sold per agent (Amazon Connect, Genesys Cloud CX), not a phone system
     * for staff: a telephony buyer who wants no contact centre does not get it as their phone system.
     */
    contactCentreOnly: z.literal(true).optional(),
    /**
     * Who may buy it, when the vendor restricts that (Google Workspace for Education: qualifying
     * schools only): a buyer of another industry cannot, and the product is excluded with this reason.
     */
    eligibility: z
      .strictObject({
        industries: z.array(z.enum(industryValues)).min(1),
        /** Who qualifies, in words ("qualifying educational institutions"). */
        who: z.string().min(3).max(80),
        source: sourceSchema,
      })
      .optional(),
    implementation: z.strictObject({
      weeksMin: z.number().positive(),
      weeksMax: z.number().positive(),
      complexity: z.enum(['low', 'medium', 'high']),
      requirements: z.array(z.string().max(160)).min(1),
      /** Implementation figures are estimates; say whose. */
      basis: z.string().max(200),
    }),
    pros: z.array(z.string().max(200)).min(2),
    cons: z.array(z.string().max(200)).min(1),
    bestFor: z.string().max(200),
    notFor: z.string().max(200),
    sources: z.array(sourceSchema).min(1),
    conflicts: z.array(conflictSchema).default([]),
    verifiedAt: isoDate,
  })
  .superRefine((p, ctx) => {
    const allowed = featureLabels(p.categories);
    p.features.forEach((f, i) => {
      if (!(f in allowed)) ctx.addIssue({ code: 'custom', path: ['features', i], message: `unknown feature "${f}" for ${p.categories.join('/')}` });
    });
    p.plans.forEach((plan, pi) => {
      plan.features.forEach((f, fi) => {
        if (!p.features.includes(f))
          ctx.addIssue({ code: 'custom', path: ['plans', pi, 'features', fi], message: `plan feature "${f}" is not among the product's features` });
      });
      if (plan.onlyFor !== undefined && !plan.features.includes(plan.onlyFor))
        ctx.addIssue({ code: 'custom', path: ['plans', pi, 'onlyFor'], message: `onlyFor "${plan.onlyFor}" is not among the plan's features` });
      if (plan.forFamily !== undefined && !p.families?.includes(plan.forFamily))
        ctx.addIssue({ code: 'custom', path: ['plans', pi, 'forFamily'], message: `forFamily "${plan.forFamily}" is not among the product's families` });
      // "Available on a higher plan" names the first later plan with the feature: a standard one, not a combination.
      if (plan.forFamily === undefined && p.plans.slice(0, pi).some((before) => before.forFamily !== undefined))
        ctx.addIssue({ code: 'custom', path: ['plans', pi], message: 'plans sold for one kind of use (forFamily) come after the standard plans' });
    });
    p.markets.forEach((m, mi) =>
      m.capabilities.map(capabilityId).forEach((c, ci) => {
        if (!(c in genericLocalCapabilities) && !(c in countryLocalCapabilities[m.country]))
          ctx.addIssue({ code: 'custom', path: ['markets', mi, 'capabilities', ci], message: `unknown capability "${c}" for ${m.country}` });
      }),
    );
    if (p.categories.includes('other') && !p.families?.length)
      ctx.addIssue({ code: 'custom', path: ['families'], message: 'an "other" product names its families' });
    const seenFacts = new Set<string>();
    p.compliance.forEach((c, ci) => {
      if (seenFacts.has(c.id)) ctx.addIssue({ code: 'custom', path: ['compliance', ci], message: `two facts for ${c.id}` });
      seenFacts.add(c.id);
      if (c.status === 'yes')
        c.plans?.forEach((name, ni) => {
          if (!p.plans.some((pl) => pl.name === name)) ctx.addIssue({ code: 'custom', path: ['compliance', ci, 'plans', ni], message: `no plan named "${name}"` });
        });
    });
    if (p.implementation.weeksMax < p.implementation.weeksMin)
      ctx.addIssue({ code: 'custom', path: ['implementation', 'weeksMax'], message: 'weeksMax < weeksMin' });
    if (p.companySize.max !== null && p.companySize.max < p.companySize.min)
      ctx.addIssue({ code: 'custom', path: ['companySize', 'max'], message: 'max < min' });
  });
export type Product = z.infer<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;
