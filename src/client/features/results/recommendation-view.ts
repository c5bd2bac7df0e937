// Recommendations as the screens and the PDF read them. The API's fields are read under their
// camelCase or snake_case names (spec 3), missing parts become the empty values the fallback
// texts stand for, and the list is sorted by match score, highest first.
import type { RecommendationAnalysis } from '../../../shared/recommendations.js';

export type RecommendationView = {
  id: number;
  name: string;
  score: number;
  description: string;
  isTop: boolean;
  keyFeatures: string[];
  pricing: unknown;
  implementation: { timeframe: string | null; complexity: string | null; requirements: string[] };
  considerations: { pros: string[]; cons: string[]; bestFor: string | null };
  analysis: RecommendationAnalysis | null;
};

type Raw = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(str).filter((s): s is string => s !== null) : []);
const record = (v: unknown): Raw => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : {});

export function toRecommendationView(raw: unknown, index = 0): RecommendationView {
  const r = record(raw);
  const implementation = record(r.implementation);
  const considerations = record(r.considerations);
  const score = Number(r.matchScore ?? r.match_score);
  const analysis = record(r.analysis);
  return {
    id: typeof r.id === 'number' ? r.id : index + 1,
    name: str(r.softwareName ?? r.software_name) ?? 'Unnamed software',
    score: Number.isFinite(score) ? Math.max(0, Math.min(100, Math.round(score))) : 0,
    description: str(r.description) ?? '',
    isTop: Boolean(r.isTopRecommendation ?? r.is_top_recommendation),
    keyFeatures: strings(r.keyFeatures ?? r.key_features),
    pricing: r.pricing,
    implementation: {
      timeframe: str(implementation.timeframe),
      complexity: str(implementation.complexity),
      requirements: strings(implementation.requirements),
    },
    considerations: {
      pros: strings(considerations.pros),
      cons: strings(considerations.cons),
      bestFor: str(considerations.bestFor ?? considerations.best_for),
    },
    analysis: Array.isArray(analysis.requirements) && analysis.cost ? (analysis as unknown as RecommendationAnalysis) : null,
  };
}

/** Highest score first; equal scores keep the server's order. */
export function sortedRecommendations(list: readonly unknown[]): RecommendationView[] {
  return list.map(toRecommendationView).sort((a, b) => b.score - a.score);
}

export function hasImplementationDetails(i: RecommendationView['implementation']): boolean {
  return Boolean(i.timeframe || i.complexity || i.requirements.length);
}
