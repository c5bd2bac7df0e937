// The option values a model may put in a question it adds: catalog vocabulary the scorer
// understands (requirements.ts, verdicts.ts), limited to the project's category and country.
// Labels always come from here, never from the model. Budget and timeline are left out: the
// built-in questions ask them once, and a second budget question would be ambiguous.
import type { CreateProjectInput } from '../../../../shared/projects.js';
import {
  complianceItems,
  countryLocalCapabilities,
  deployments,
  featureLabels,
  genericLocalCapabilities,
  integrations,
  languageNames,
  languages,
  localCapabilityLabel,
  supportChannels,
} from '../../../../shared/catalog/vocabulary.js';
import { obligations } from '../../../../shared/catalog/obligations.js';

const traits: Record<string, string> = {
  'free-plan': 'A free plan to start with',
  'low-complexity': 'Quick to set up without a consultant',
  'monthly-billing': 'Month-to-month billing (no annual contract)',
  'scales-up': 'Room to grow into a much larger company',
};


/** Every allowed token with its label, in a stable order. */
export function questionVocabulary(project: Pick<CreateProjectInput, 'softwareCategory' | 'country'>): Map<string, string> {
  const vocabulary = new Map<string, string>();
  for (const [id, label] of Object.entries(featureLabels([project.softwareCategory]))) vocabulary.set(`feature:${id}`, label);
  for (const [id, label] of Object.entries(integrations)) vocabulary.set(`integration:${id}`, label);
  for (const [id, label] of Object.entries(complianceItems)) vocabulary.set(`compliance:${id}`, label);
  const local = [...Object.keys(genericLocalCapabilities), ...Object.keys(countryLocalCapabilities[project.country])];
  for (const id of local) vocabulary.set(`local:${project.country}:${id}`, localCapabilityLabel(project.country, id));
  for (const [id, label] of Object.entries(deployments)) vocabulary.set(`deployment:${id}`, label);
  for (const [id, label] of Object.entries(supportChannels)) vocabulary.set(`support:${id}`, label);
  for (const [id, label] of Object.entries(traits)) vocabulary.set(`trait:${id}`, label);
  for (const code of languages) vocabulary.set(`language:${code}`, `${languageNames[code]} interface`);
  for (const [id, o] of Object.entries(obligations)) vocabulary.set(`obligation:${id}`, o.label);
  return vocabulary;
}

/** The canonical token for what the model wrote (exact, else case- and space-insensitive), or null. */
export function canonicalToken(vocabulary: ReadonlyMap<string, string>, written: unknown): string | null {
  if (typeof written !== 'string') return null;
  const exact = written.trim();
  if (vocabulary.has(exact)) return exact;
  const loose = exact.toLowerCase().replace(/\s+/g, '');
  for (const token of vocabulary.keys()) if (token.toLowerCase() === loose) return token;
  return null;
}
