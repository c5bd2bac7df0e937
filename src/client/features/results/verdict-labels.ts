import type { RequirementVerdict, Verdict } from '../../../shared/recommendations.js';

export const verdictLabels: Record<Verdict, string> = { met: 'Met', partial: 'Partly met', 'not-met': 'Not met', unknown: 'Unknown' };

export function mustHavesFirst<T extends Pick<RequirementVerdict, 'importance'>>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => (a.importance === b.importance ? 0 : a.importance === 'must-have' ? -1 : 1));
}
