import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchBand } from '../../../shared/recommendations.js';
import type { Verdict } from '../../../shared/recommendations.js';
import { scoreProduct, type ScoreInput } from './score.js';

const verdict = fc.constantFrom<Verdict>('met', 'partial', 'unknown', 'not-met');
const requirement = fc.record({ importance: fc.constantFrom('must-have' as const, 'nice-to-have' as const), verdict });
const input = fc.record({ requirements: fc.array(requirement, { maxLength: 25 }), sizeFit: verdict, industryFit: verdict });

const better: Record<Verdict, Verdict[]> = { 'not-met': ['unknown', 'partial', 'met'], unknown: ['partial', 'met'], partial: ['met'], met: [] };

describe('scoreProduct', () => {
  it('scores stay within 0–100', () => {
    fc.assert(fc.property(input, (i) => {
      const { score } = scoreProduct(i);
      return score >= 0 && score <= 100 && Number.isInteger(score);
    }));
  });

  it('same input, same output', () => {
    fc.assert(fc.property(input, (i) => JSON.stringify(scoreProduct(i)) === JSON.stringify(scoreProduct(structuredClone(i)))));
  });

  it('meeting one more must-have never lowers a score', () => {
    fc.assert(
      fc.property(input, fc.nat(), (i, pick) => {
        const musts = i.requirements.map((r, idx) => ({ r, idx })).filter(({ r }) => r.importance === 'must-have' && r.verdict !== 'met');
        if (musts.length === 0) return true;
        const { idx } = musts[pick % musts.length]!;
        const improved: ScoreInput = { ...i, requirements: i.requirements.map((r, j) => (j === idx ? { ...r, verdict: 'met' as const } : r)) };
        return scoreProduct(improved).score >= scoreProduct(i).score;
      }),
    );
  });

  it('improving any verdict never lowers a score', () => {
    fc.assert(
      fc.property(input, fc.nat(), fc.nat(), (i, pick, to) => {
        if (i.requirements.length === 0) return true;
        const idx = pick % i.requirements.length;
        const options = better[i.requirements[idx]!.verdict];
        if (options.length === 0) return true;
        const next = options[to % options.length]!;
        const improved = { ...i, requirements: i.requirements.map((r, j) => (j === idx ? { ...r, verdict: next } : r)) };
        return scoreProduct(improved).score >= scoreProduct(i).score;
      }),
    );
  });

  it('Best Match only when every must-have is met and the size fits', () => {
    fc.assert(
      fc.property(input, (i) => {
        const { score } = scoreProduct(i);
        if (score < 90) return true;
        return i.sizeFit === 'met' && i.requirements.every((r) => r.importance !== 'must-have' || r.verdict === 'met');
      }),
    );
  });

  it('a missing must-have caps the score below Strong Match', () => {
    const { score } = scoreProduct({
      requirements: [{ importance: 'must-have', verdict: 'not-met' }, ...Array(10).fill({ importance: 'nice-to-have', verdict: 'met' })],
      sizeFit: 'met',
      industryFit: 'met',
    });
    expect(score).toBeLessThanOrEqual(79);
  });

  it('must-haves weigh far more than nice-to-haves, and unknown is not met', () => {
    const s = (r: ScoreInput['requirements']) => scoreProduct({ requirements: r, sizeFit: 'met', industryFit: 'met' }).score;
    expect(s([{ importance: 'must-have', verdict: 'met' }, { importance: 'nice-to-have', verdict: 'not-met' }])).toBeGreaterThan(
      s([{ importance: 'must-have', verdict: 'partial' }, { importance: 'nice-to-have', verdict: 'met' }]),
    );
    expect(s([{ importance: 'nice-to-have', verdict: 'unknown' }])).toBeLessThan(s([{ importance: 'nice-to-have', verdict: 'met' }]));
  });

  it('a general tool with no industry on record scores no lower on industry than one known for other industries', () => {
    const fit = (industryFit: Verdict) => scoreProduct({ requirements: [{ importance: 'must-have', verdict: 'met' }], sizeFit: 'met', industryFit }).parts.find((p) => p.label === 'Industry fit')!.points;
    expect(fit('unknown')).toBe(fit('partial'));
    expect(fit('unknown')).toBeLessThan(fit('met'));
    expect(fit('not-met')).toBeLessThan(fit('unknown'));
  });

  it('maps scores to the spec bands', () => {
    expect([95, 90, 89, 80, 79, 70, 69, 0].map(matchBand)).toEqual([
      'Best Match', 'Best Match', 'Strong Match', 'Strong Match', 'Good Match', 'Good Match', 'Partial Match', 'Partial Match',
    ]);
  });
});
