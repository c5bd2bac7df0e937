// The questionnaire's local state, kept pure so the rules are easy to test: where it opens,
// how options toggle ('none' means "no requirement" and excludes every other option), and
// what a saved answer pre-fills.
import type { Answer, Importance, Question } from '../../../shared/questions.js';

export const NONE_VALUE = 'none';

export type Draft = { selected: string[]; comments: string; importance: Importance };

export const emptyDraft: Draft = { selected: [], comments: '', importance: 'nice-to-have' };

/** The first unanswered question, or the last one when every question has an answer (spec 2). */
export function openingIndex(questions: readonly Pick<Question, 'id'>[], answers: readonly Pick<Answer, 'questionId'>[]): number {
  if (questions.length === 0) return 0;
  const answered = new Set(answers.map((a) => a.questionId));
  const first = questions.findIndex((q) => !answered.has(q.id));
  return first === -1 ? questions.length - 1 : first;
}

/** Saved answers as drafts, keyed by question id; unknown option values are dropped. */
export function draftsFromAnswers(questions: readonly Question[], answers: readonly Answer[]): Record<number, Draft> {
  const drafts: Record<number, Draft> = {};
  for (const answer of answers) {
    const question = questions.find((q) => q.id === answer.questionId);
    if (!question) continue;
    const values = new Set(answer.selectedOption.split(',').map((v) => v.trim()));
    drafts[question.id] = {
      // Keep the question's option order, whatever order the values were saved in.
      selected: question.options.map((o) => o.value).filter((v) => values.has(v)),
      comments: answer.additionalComments ?? '',
      importance: answer.importance === 'must-have' ? 'must-have' : 'nice-to-have',
    };
  }
  return drafts;
}

/**
 * Toggles one option; choosing 'none' clears the others and choosing another clears 'none'.
 * A single-choice question (budget, timeline, volumes) keeps only the option chosen.
 */
export function toggleOption(question: Pick<Question, 'options' | 'selection'>, selected: readonly string[], value: string): string[] {
  if (question.selection === 'single') return [value];
  const isOn = selected.includes(value);
  let next: string[];
  if (isOn) next = selected.filter((v) => v !== value);
  else if (value === NONE_VALUE) next = [NONE_VALUE];
  else next = [...selected.filter((v) => v !== NONE_VALUE), value];
  const order = question.options.map((o) => o.value);
  return next.sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** "No requirement" carries no importance: there is nothing to insist on. */
export function importanceApplies(selected: readonly string[]): boolean {
  return !(selected.length === 1 && selected[0] === NONE_VALUE);
}

/** The body of POST /api/answers (spec 7): comma-joined values, comments omitted when empty. */
export function answerPayload(projectId: number, questionId: number, draft: Draft) {
  const comments = draft.comments.trim();
  return {
    questionId,
    projectId,
    selectedOption: draft.selected.join(','),
    ...(comments ? { additionalComments: comments } : {}),
    importance: importanceApplies(draft.selected) ? draft.importance : ('nice-to-have' as const),
  };
}

/** True when the draft differs from what the server holds (so Next can skip a needless save). */
export function draftDiffers(draft: Draft, saved: Draft | undefined): boolean {
  if (!saved) return true;
  return (
    draft.selected.join(',') !== saved.selected.join(',') ||
    draft.comments.trim() !== saved.comments.trim() ||
    (importanceApplies(draft.selected) ? draft.importance : 'nice-to-have') !== (importanceApplies(saved.selected) ? saved.importance : 'nice-to-have')
  );
}
