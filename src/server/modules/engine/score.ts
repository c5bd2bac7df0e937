// The match score: requirement verdicts weighted by importance, plus size and industry fit,
// then caps so the bands mean something. The parts shown add up to the score exactly; a cap
// is its own line with its reason. Pure: the same verdicts always give the same score.
import type { MustHaveTally, Verdict } from '../../../shared/recommendations.js';
import type { Importance } from '../../../shared/questions.js';

export const weights: Record<Importance, number> = { 'must-have': 10, 'nice-to-have': 3 };
/** Not confirmed earns a little (the product may well do it) but is never the same as met. */
export const verdictValue: Record<Verdict, number> = { met: 1, partial: 0.5, unknown: 0.25, 'not-met': 0 };

export type ScoreInput = {
  requirements: { importance: Importance; verdict: Verdict }[];
  sizeFit: Verdict;
  industryFit: Verdict;
};

export type ScorePart = { label: string; points: number; max: number };
export type ScoreResult = { score: number; parts: ScorePart[]; cap: { at: number; reason: string } | null; mustHaves: MustHaveTally };

const REQUIREMENTS_MAX = 75;
const SIZE_MAX = 15;
const INDUSTRY_MAX = 10;
/** Best Match (90+) needs every must-have met and a strong size fit. */
export const BELOW_BEST = 89;
/** A must-have not met keeps a product out of the list; shown only among the closest misses. */
export const MUST_NOT_MET_CAP = 79;

export function tallyMustHaves(requirements: readonly { importance: Importance; verdict: Verdict }[]): MustHaveTally {
  const musts = requirements.filter((r) => r.importance === 'must-have');
  const count = (v: Verdict) => musts.filter((r) => r.verdict === v).length;
  return { total: musts.length, met: count('met'), partial: count('partial'), unconfirmed: count('unknown'), notMet: count('not-met') };
}

/** Whole points per part whose sum is the rounded total (largest remainders get the spare points). */
function wholeParts(raw: number[]): number[] {
  const total = Math.round(raw.reduce((s, n) => s + n, 0));
  const floors = raw.map(Math.floor);
  let spare = total - floors.reduce((s, n) => s + n, 0);
  const order = raw.map((n, i) => ({ i, rest: n - Math.floor(n) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (spare <= 0) break;
    floors[i]! += 1;
    spare -= 1;
  }
  return floors;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function scoreProduct(input: ScoreInput): ScoreResult {
  const totalWeight = input.requirements.reduce((s, r) => s + weights[r.importance], 0);
  const earned = input.requirements.reduce((s, r) => s + weights[r.importance] * verdictValue[r.verdict], 0);
  // With no stated requirements we cannot tell products apart on needs: a neutral 70%.
  const reqShare = totalWeight === 0 ? 0.7 : earned / totalWeight;
  const [requirementPoints, sizePoints, industryPoints] = wholeParts([REQUIREMENTS_MAX * reqShare, SIZE_MAX * verdictValue[input.sizeFit], INDUSTRY_MAX * fitValue(input.industryFit)]) as [number, number, number];
  const sum = requirementPoints + sizePoints + industryPoints;

  const mustHaves = tallyMustHaves(input.requirements);
  let cap: ScoreResult['cap'] = null;
  if (mustHaves.notMet > 0) cap = { at: MUST_NOT_MET_CAP, reason: `${plural(mustHaves.notMet, 'must-have')} not met` };
  else if (mustHaves.unconfirmed > 0) cap = { at: BELOW_BEST, reason: `${plural(mustHaves.unconfirmed, 'must-have')} not confirmed` };
  else if (mustHaves.partial > 0) cap = { at: BELOW_BEST, reason: `${plural(mustHaves.partial, 'must-have')} only partly met` };
  else if (input.sizeFit !== 'met') cap = { at: BELOW_BEST, reason: 'company size fit is not strong' };
  const parts: ScorePart[] = [
    { label: 'Your requirements', points: requirementPoints, max: REQUIREMENTS_MAX },
    { label: 'Company size fit', points: sizePoints, max: SIZE_MAX },
    { label: 'Industry fit', points: industryPoints, max: INDUSTRY_MAX },
  ];
  return applyCap({ score: sum, parts, cap: null, mustHaves }, cap);
}

/**
 * The score alone, as scoreProduct computes it (same rounding, same caps) without the parts:
 * what the engine's screening needs for every product of a large category.
 */
export function scoreValue(input: ScoreInput): { score: number; mustHaves: MustHaveTally } {
  let totalWeight = 0;
  let earned = 0;
  const mustHaves: MustHaveTally = { total: 0, met: 0, partial: 0, unconfirmed: 0, notMet: 0 };
  for (const r of input.requirements) {
    totalWeight += weights[r.importance];
    earned += weights[r.importance] * verdictValue[r.verdict];
    if (r.importance !== 'must-have') continue;
    mustHaves.total++;
    if (r.verdict === 'met') mustHaves.met++;
    else if (r.verdict === 'partial') mustHaves.partial++;
    else if (r.verdict === 'unknown') mustHaves.unconfirmed++;
    else mustHaves.notMet++;
  }
  return { score: scoreOfTotals(totalWeight, earned, mustHaves, input.sizeFit, input.industryFit), mustHaves };
}

/**
 * `scoreValue` from its running totals: the requirements' weight, the weighted points earned and
 * the must-have tally (so a caller that counts verdicts itself allocates nothing per product).
 */
export function scoreOfTotals(totalWeight: number, earned: number, mustHaves: MustHaveTally, sizeFit: Verdict, industryFit: Verdict): number {
  const reqShare = totalWeight === 0 ? 0.7 : earned / totalWeight;
  const sum = Math.round(REQUIREMENTS_MAX * reqShare + SIZE_MAX * verdictValue[sizeFit] + INDUSTRY_MAX * fitValue(industryFit));
  const capAt =
    mustHaves.notMet > 0 ? MUST_NOT_MET_CAP : mustHaves.unconfirmed > 0 || mustHaves.partial > 0 || sizeFit !== 'met' ? BELOW_BEST : null;
  return capAt !== null && sum > capAt ? Math.max(0, capAt) : sum;
}

/** Lowers a score to a cap, as a visible line of the breakdown; a cap above the score changes nothing. */
export function applyCap(result: ScoreResult, cap: { at: number; reason: string } | null): ScoreResult {
  if (!cap || result.score <= cap.at) return result;
  const parts = result.parts.filter((p) => !p.label.startsWith('Capped at'));
  const base = parts.reduce((s, p) => s + p.points, 0);
  const at = Math.max(0, cap.at);
  return { ...result, score: at, cap: { at, reason: cap.reason }, parts: [...parts, { label: `Capped at ${at}: ${cap.reason}`, points: at - base, max: 0 }] };
}

/** Industry: a product not known for the industry is not penalised much; general tools serve most.
 *  A product with no industry on record ('unknown') is a general tool, not a worse fit than one known
 *  for other industries ('partial'): both earn the same, so missing editorial data costs nothing. */
function fitValue(v: Verdict): number {
  return v === 'met' ? 1 : v === 'partial' || v === 'unknown' ? 0.7 : 0.4;
}
