// A buyer may file a project under a category whose software is not what their needs describe: an
// HVAC firm choosing "CRM" for work orders, service agreements and technician dispatch gets general
// CRMs that meet none of it, while we compare field service software under "Other". The results
// still rank the category asked for (that was the buyer's choice), and say which kind the needs also
// describe and where we compare it.

import { commonFeatures, featureLabel, featuresByCategory, otherFamilies, type OtherFamily } from '../../../shared/catalog/vocabulary.js';
import type { SoftwareCategory } from '../../../shared/options.js';
import type { KindElsewhere } from '../../../shared/recommendations.js';
import { familyFeatures } from './generate-questions.js';

/** Two capabilities of that kind, which the category's own software does not list, make it more than a passing mention. */
const EVIDENCE = 2;

/** Kinds a category's products are built to be, under other names: an MSP's PSA is its help desk. */
const coveredKinds: Partial<Record<SoftwareCategory, readonly OtherFamily[]>> = { noc: ['help-desk'] };

/**
 * The kind of "Other" software the needs describe (their `tokensFromNeeds`), when the project is filed
 * under a named category and the needs name at least two of that kind's own capabilities that the
 * category lacks; else null.
 */
export function kindElsewhere(category: SoftwareCategory, tokens: readonly string[]): KindElsewhere | null {
  if (category === 'other') return null;
  const family = tokens.find((t) => t.startsWith('family:'))?.slice(7) as OtherFamily | undefined;
  if (!family || !(family in otherFamilies) || coveredKinds[category]?.includes(family)) return null;
  const own = featuresByCategory[category];
  const named = new Set(tokens.filter((t) => t.startsWith('feature:')).map((t) => t.slice(8)));
  const lacking = familyFeatures[family].filter((f) => named.has(f) && !(f in own) && !(f in commonFeatures));
  if (lacking.length < EVIDENCE) return null;
  return { kind: otherFamilies[family], capabilities: lacking.map((f) => featureLabel(f, ['other'])) };
}
