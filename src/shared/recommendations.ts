// The recommendation shape of spec section 3, plus the analysis behind every score.
import { z } from 'zod';

/** Buyers some vendors price apart, after checking eligibility: registered nonprofits, and schools, colleges and universities. */
export type PriceAudience = 'nonprofit' | 'education';
/** Who the buyer is, where a price or a plan is only for some: a nonprofit or a school (`PriceAudience`), or a business of one legal form (`Plan.legalForm`). */
export type BuyerAudience = PriceAudience | 'sole-trader' | 'partnership';

export type Verdict = 'met' | 'partial' | 'not-met' | 'unknown';

/** How a verdict reads on screen: "unknown" means no fact either way, shown as not confirmed. */
export const verdictLabels: Record<Verdict, string> = { met: 'Met', partial: 'Partly met', 'not-met': 'Not met', unknown: 'Not confirmed' };

export type RequirementVerdict = {
  key: string;
  label: string;
  question: string;
  importance: 'must-have' | 'nice-to-have';
  verdict: Verdict;
  reason: string;
  /** Where a requirement came from when it was not a ticked option ("from your comment", "because HIPAA applies"). */
  origin?: string;
};

export type CostEstimate = {
  /** Always the buyer's currency: prices of another country are converted (see `converted`). */
  currency: string;
  planName: string | null;
  /** Licences per month for the company's seat count, list price; null when quote-only / unverified. */
  monthly: number | null;
  seats: number;
  seatBasis: string;
  implementationLow: number;
  implementationHigh: number;
  /** 36 months of licences plus the middle of the implementation estimate. */
  threeYearTotal: number | null;
  budgetLabel: string | null;
  withinBudget: boolean | null;
  priceAsOf: string | null;
  priceSource: string | null;
  /** The price comes from a third party's dated reading of the vendor's page, not the vendor's own page: shown as "reported", never "verified". */
  priceReported?: boolean;
  /** The price is the vendor's entry price ("from"): at this buyer's volume it may be higher, and that price is not published. */
  priceFrom?: boolean;
  /**
   * The price is a ceiling: the buyer's volume falls between two price tiers on record (1,000 and
   * 5,000 contacts), and this is the higher one's price. Their own price is no higher, and not on record.
   */
  priceAtMost?: boolean;
  /** The plan leaves out must-haves the product is not known to offer (the note names them): the price is a floor for the whole need. */
  partial?: boolean;
  /** The price is the vendor's nonprofit or education price (`Price.nonprofit`, `Price.education`): costed because the buyer's needs say they are one; the vendor checks eligibility. */
  audiencePrice?: PriceAudience;
  note: string;
  /** What the chosen plan limits that its price line does not count ("2 signature requests a month"); set only when on record. */
  planLimits?: string;
  /**
   * The plan that would also cover the buyer's nice-to-have features this plan lacks, with its price
   * (same currency and volumes); set only when it is a different, priced plan.
   */
  withWanted?: { planName: string; monthly: number; converted: boolean; priceFrom: boolean; priceAtMost?: boolean; basis: string; /** Some nice-to-haves are not offered on any plan. */ partial?: boolean };
  /**
   * The chosen plan is free with limits we cannot measure against the buyer (30 SKUs, no own domain):
   * the cheapest paid plan that also covers the must-haves, in the same currency and volumes.
   */
  beyondFree?: { planName: string; monthly: number; converted: boolean; priceFrom: boolean; priceAtMost?: boolean; basis: string };
  /** Set when the list price is another country's, converted into the buyer's currency. */
  converted?: {
    fromCurrency: string;
    listMonthly: number;
    region: string;
    rateDate: string;
    /** The vendor prices other plans in the buyer's currency: this plan's local price exists but is not on record, and may differ. */
    localPricesElsewhere?: boolean;
  } | null;
  /**
   * The lowest published price this buyer can buy, in their currency ("Starting at"); null: price on
   * request. `base`: a monthly fee charged on top of the per-unit amount ($49 a month plus $6 an employee).
   */
  startingPrice?: { amount: number; per: string | null; converted: boolean; base?: number } | null;
  /** No published price covers this buyer: "Price on request", with the vendor's pricing page. */
  priceOnRequest?: boolean;
  pricingUrl?: string | null;
};

/** Must-have counts behind the rank: products that confirm more must-haves rank first. */
export type MustHaveTally = { total: number; met: number; partial: number; unconfirmed: number; notMet: number };

export type RecommendationAnalysis = {
  productId: string;
  vendor: string;
  website: string;
  requirements: RequirementVerdict[];
  fit: { size: { verdict: Verdict; reason: string }; industry: { verdict: Verdict; reason: string } };
  /** The parts add up to the score exactly; a cap is its own (negative) line with the reason. */
  scoreParts: { label: string; points: number; max: number }[];
  mustHaves?: MustHaveTally;
  cost: CostEstimate;
  sources: { label: string; url: string; asOf: string }[];
  verifiedAt: string;
};

export type RecommendationBody = {
  pricing: { model: string; startingPrice: string; details: string };
  implementation: { timeframe: string; complexity: string; requirements: string[] };
  considerations: { pros: string[]; cons: string[]; bestFor: string };
};

export type Recommendation = RecommendationBody & {
  id: number;
  projectId: number;
  rank: number;
  softwareName: string;
  matchScore: number;
  description: string;
  isTopRecommendation: boolean;
  keyFeatures: string[];
  analysis: RecommendationAnalysis;
};

export type Exclusion = { productId: string; softwareName: string; reasons: string[] };

/** A kind of software we compare under "Other" that the needs describe better than the project's category, with the capabilities that show it. */
export type KindElsewhere = { kind: string; capabilities: string[] };

/** What a zero-result page needs: which must-haves eliminated how many products, and the closest ones. */
export type EliminationSummary = {
  considered: number;
  /** Set when the catalog holds no product of the kind asked for (an "other" family). */
  noProductsOfKind?: string | null;
  /** Set with `noProductsOfKind` when we hold that kind under another category (a CRM asked for under "Other"): that category's label. */
  kindInCategory?: string | null;
  /** The project's category is not the kind of software its needs describe (field service filed as CRM): results stay in the category, and say so. */
  kindElsewhere?: KindElsewhere | null;
  byRequirement: { label: string; products: number }[];
  closest: { productId: string; softwareName: string; misses: string[] }[];
};

/** GET /api/projects/{id}/run: the latest analysis run, why products were eliminated, what changed. */
export type LatestRun = { run: number; createdAt: string; elimination: EliminationSummary; changes: RunChanges | null } | null;

/** What changed between the last two analysis runs of a project. */
export type RunChanges = {
  run: number;
  previousRun: number | null;
  added: string[];
  dropped: string[];
  changed: { name: string; scoreFrom: number; scoreTo: number; monthlyFrom: number | null; monthlyTo: number | null; currency: string }[];
};

export type RecommendationsResponse = Recommendation[];

export const matchBands = [
  { min: 90, label: 'Best Match' },
  { min: 80, label: 'Strong Match' },
  { min: 70, label: 'Good Match' },
  { min: 0, label: 'Partial Match' },
] as const;

export function matchBand(score: number): string {
  return matchBands.find((b) => score >= b.min)!.label;
}

export const executiveSummaryInputSchema = z.object({
  projectContext: z.object({
    project: z.string().max(200).optional(),
    industry: z.string().max(100).optional(),
    companySize: z.string().max(100).optional(),
    businessNeeds: z.string().max(5000).optional(),
    softwareCategory: z.string().max(100).optional(),
  }),
  recommendations: z
    .array(
      z.object({
        rank: z.number().int().min(1).max(100).optional(),
        name: z.string().max(200),
        matchScore: z.number().min(0).max(100).optional(),
        description: z.string().max(2000).optional(),
      }),
    )
    .max(20),
  questionsAndAnswers: z.array(z.object({ question: z.string().max(1000), answer: z.string().max(4000) })).max(10).optional(),
  /** Optional: lets the server ground the summary in the stored analysis. */
  projectId: z.number().int().positive().optional(),
});
export type ExecutiveSummaryInput = z.infer<typeof executiveSummaryInputSchema>;
