// Turns answers (selected option tokens + importance) into requirements the scorer checks.
import type { Importance } from '../../../shared/questions.js';
import type { Currency } from '../../../shared/catalog/vocabulary.js';
import { NONE } from './generate-questions.js';

export type Requirement = { token: string; label: string; question: string; importance: Importance };
export type Budget = { currency: Currency; max: number | null; label: string } | null;

export type AnsweredQuestion = {
  title: string;
  dimension: string;
  options: { value: string; label: string }[];
  selected: string[];
  importance: Importance;
};

export type Requirements = { items: Requirement[]; budget: Budget; timelineWeeks: number | null; budgetImportance: Importance };

export function collectRequirements(answered: readonly AnsweredQuestion[]): Requirements {
  const items: Requirement[] = [];
  let budget: Budget = null;
  let budgetImportance: Importance = 'nice-to-have';
  let timelineWeeks: number | null = null;
  for (const q of answered) {
    const chosen = q.selected.filter((v) => v !== NONE && q.options.some((o) => o.value === v));
    for (const value of chosen) {
      const label = q.options.find((o) => o.value === value)?.label ?? value;
      if (value.startsWith('budget:')) {
        const [, currency, max] = value.split(':');
        const amount = max === 'none' ? null : Number(max);
        // Several ranges: the highest counts; "no fixed budget" wins over any range.
        if (!budget || amount === null || (budget.max !== null && amount > budget.max)) {
          budget = { currency: currency as Currency, max: amount, label };
        }
        budgetImportance = q.importance;
        continue;
      }
      if (value.startsWith('timeline:')) {
        const weeks = Number(value.split(':')[1]);
        timelineWeeks = timelineWeeks === null ? weeks : Math.max(timelineWeeks, weeks);
      }
      if (!items.some((i) => i.token === value)) items.push({ token: value, label, question: q.title, importance: q.importance });
    }
  }
  return { items, budget, timelineWeeks, budgetImportance };
}
