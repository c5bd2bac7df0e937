import type { RequirementVerdict } from '../../../shared/recommendations.js';

export { verdictLabels } from '../../../shared/recommendations.js';

export function mustHavesFirst<T extends Pick<RequirementVerdict, 'importance'>>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => (a.importance === b.importance ? 0 : a.importance === 'must-have' ? -1 : 1));
}
