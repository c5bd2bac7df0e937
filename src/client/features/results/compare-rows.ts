// The requirement rows of the Compare table: every requirement any selected product was judged
// on, must-haves first, in the order the analysis lists them.
import type { RequirementVerdict } from '../../../shared/recommendations.js';
import type { RecommendationView } from './recommendation-view';

export type CompareRow = { key: string; label: string; importance: RequirementVerdict['importance']; cells: (RequirementVerdict | null)[] };

export function compareRows(recs: readonly RecommendationView[]): CompareRow[] {
  const rows = new Map<string, CompareRow>();
  recs.forEach((rec, column) => {
    for (const r of rec.analysis?.requirements ?? []) {
      let row = rows.get(r.key);
      if (!row) {
        row = { key: r.key, label: r.label, importance: r.importance, cells: recs.map(() => null) };
        rows.set(r.key, row);
      }
      if (r.importance === 'must-have') row.importance = 'must-have';
      row.cells[column] = r;
    }
  });
  const list = [...rows.values()];
  return [...list.filter((r) => r.importance === 'must-have'), ...list.filter((r) => r.importance !== 'must-have')];
}

export const MAX_COMPARE = 3;
export const MIN_COMPARE = 2;
