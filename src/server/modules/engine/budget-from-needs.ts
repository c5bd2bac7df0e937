// A budget the buyer already wrote ("under £20 a month", "no more than CA$30 per user", "300 € par
// mois maximum"), so the budget question can offer exactly that ceiling instead of a wider range.
// Only a bound ("under", "at most", "budget") on an amount with a currency and a period or a seat
// counts: "we pay $45 a user today" is what they spend now, and "$2M revenue" is not a price.
import type { Currency } from '../../../shared/catalog/vocabulary.js';
import { writtenNumber } from './needs-volumes.js';

export type StatedBudget = {
  amount: number;
  /** The currency written, or null for a bare "$" (the buyer's own dollars). */
  currency: Currency | null;
  per: 'month' | 'year' | 'seat';
  /** The words as written, for the option's label. */
  words: string;
};

const money =
  /(?<![\p{L}\d])(?:(CA\$|C\$|A\$|AU\$|US\$|\$|£|€)\s?(\d{1,3}(?:[,.\s]\d{3})+|\d+(?:[.,]\d{1,2})?)(k)?|(\d{1,3}(?:[,.\s]\d{3})+|\d+(?:[.,]\d{1,2})?)(k)?\s?(€|euros?|EUR|£|GBP|USD|CAD|AUD|dollars|pounds)(?![\p{L}]))/giu;
const symbols: Record<string, Currency | null> = { ca$: 'CAD', c$: 'CAD', a$: 'AUD', au$: 'AUD', us$: 'USD', $: null, '£': 'GBP', '€': 'EUR' };
const words: Record<string, Currency | null> = { '€': 'EUR', euro: 'EUR', euros: 'EUR', eur: 'EUR', '£': 'GBP', gbp: 'GBP', pounds: 'GBP', usd: 'USD', cad: 'CAD', aud: 'AUD', dollars: null };

const seat = /^\s*(\/\s*|(a|per|each|every|pro|par|je)\s+)(user|seat|licen[cs]e|employee|person|head|agent|member of staff|staff member|utilisateur|salari[ée]|collaborateur|poste|nutzer|benutzer|mitarbeiter\w*|lizenz|arbeitsplatz)\b/iu;
const month = /^\s*(\/\s*(mo|month|mois|monat)\b|(a|per|each|every|pro|par|im|au)\s+(month|mois|monat)\b|monthly|mensuel\w*|monatlich)/iu;
const year = /^\s*(\/\s*(yr|year|an|jahr)\b|(a|per|each|every|pro|par|im)\s+(year|annum|an|jahr)\b|annually|yearly|annuel\w*|j[äa]hrlich)/iu;
const boundBefore = /\b(under|below|less than|at most|max(imum)?|up to|no more than|not more than|budget( is| of|:)?( about| around| roughly)?|unter|bis zu|bis|h[öo]chstens|maximal|weniger als|budget von|moins de|jusqu['’]?[àa]|au maximum|pas plus de|budget de)\s*:?\s*$/iu;
const boundAfter = /^\s*(at most|max(imum)?|or less|tops|h[öo]chstens|maximal|maximum|au maximum|au plus)\b/iu;

/** The budget ceiling written in the needs, or null when none is stated as a bound. */
export function budgetFromNeeds(text: string): StatedBudget | null {
  for (const m of text.matchAll(money)) {
    const amount = writtenNumber(`${m[2] ?? m[4]}${m[3] ?? m[5] ?? ''}`);
    if (!Number.isFinite(amount) || amount <= 0) continue;
    const currency = m[1] ? symbols[m[1].toLowerCase()]! : words[m[6]!.toLowerCase()]!;
    let rest = text.slice(m.index + m[0].length);
    let per: StatedBudget['per'] | null = null;
    let end = m.index + m[0].length;
    // "per user per month": the seat is what the amount is of; the month is its period.
    for (const [unit, re] of [['seat', seat], ['month', month], ['year', year]] as const) {
      const p = rest.match(re);
      if (!p) continue;
      per = unit;
      end += p[0].length;
      rest = rest.slice(p[0].length);
      const then = unit === 'seat' ? rest.match(month) : null;
      if (then) {
        end += then[0].length;
        rest = rest.slice(then[0].length);
      }
      break;
    }
    if (!per) continue;
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    const after = rest.match(boundAfter);
    if (!boundBefore.test(before) && !after) continue;
    return { amount, currency, per, words: text.slice(m.index, end + (after ? after[0].length : 0)).trim() };
  }
  return null;
}
