// The match score: requirement verdicts weighted by importance, plus size and industry fit,
// then caps so the bands mean something. Pure: the same verdicts always give the same score.
import type { Verdict } from '../../../shared/recommendations.js';
import type { Importance } from '../../../shared/questions.js';

export const weights: Record<Importance, number> = { 'must-have': 10, 'nice-to-have': 3 };
/** Unknown earns a little (the product may well do it) but is never the same as met. */
export const verdictValue: Record<Verdict, number> = { met: 1, partial: 0.5, unknown: 0.25, 'not-met': 0 };

export type ScoreInput = {
  requirements: { importance: Importance; verdict: Verdict }[];
  sizeFit: Verdict;
  industryFit: Verdict;
};

export type ScoreResult = { score: number; parts: { label: string; points: number; max: number }[] };

const REQUIREMENTS_MAX = 75;
const SIZE_MAX = 15;
const INDUSTRY_MAX = 10;

export function scoreProduct(input: ScoreInput): ScoreResult {
  const totalWeight = input.requirements.reduce((s, r) => s + weights[r.importance], 0);
  const earned = input.requirements.reduce((s, r) => s + weights[r.importance] * verdictValue[r.verdict], 0);
  // With no stated requirements we cannot tell products apart on needs: a neutral 70%.
  const reqShare = totalWeight === 0 ? 0.7 : earned / totalWeight;
  const requirementPoints = REQUIREMENTS_MAX * reqShare;
  const sizePoints = SIZE_MAX * verdictValue[input.sizeFit];
  const industryPoints = INDUSTRY_MAX * fitValue(input.industryFit);
  let score = requirementPoints + sizePoints + industryPoints;

  const musts = input.requirements.filter((r) => r.importance === 'must-have');
  // Best Match (90+) only when every must-have is met and the size fit is strong.
  if (musts.some((r) => r.verdict === 'not-met')) score = Math.min(score, 79);
  else if (musts.some((r) => r.verdict !== 'met') || input.sizeFit !== 'met') score = Math.min(score, 89);

  return {
    score: Math.max(0, Math.min(100, Math.round(score))),
    parts: [
      { label: 'Your requirements', points: round1(requirementPoints), max: REQUIREMENTS_MAX },
      { label: 'Company size fit', points: round1(sizePoints), max: SIZE_MAX },
      { label: 'Industry fit', points: round1(industryPoints), max: INDUSTRY_MAX },
    ],
  };
}

/** Industry: a product not known for the industry is not penalised much; general tools serve most. */
function fitValue(v: Verdict): number {
  return v === 'met' ? 1 : v === 'partial' ? 0.7 : v === 'unknown' ? 0.6 : 0.4;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
