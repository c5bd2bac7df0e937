// The recommendation shape of spec section 3, plus the analysis behind every score.
import { z } from 'zod';

export type Verdict = 'met' | 'partial' | 'not-met' | 'unknown';

export type RequirementVerdict = {
  key: string;
  label: string;
  question: string;
  importance: 'must-have' | 'nice-to-have';
  verdict: Verdict;
  reason: string;
};

export type CostEstimate = {
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
  note: string;
};

export type RecommendationAnalysis = {
  productId: string;
  vendor: string;
  website: string;
  requirements: RequirementVerdict[];
  fit: { size: { verdict: Verdict; reason: string }; industry: { verdict: Verdict; reason: string } };
  scoreParts: { label: string; points: number; max: number }[];
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
