import { describe, expect, it } from 'vitest';
import type { Answer, Question } from '../../../shared/questions.js';
import { answerPayload, draftDiffers, draftsFromAnswers, emptyDraft, importanceApplies, openingIndex, toggleOption } from './questionnaire-state';

const q = (id: number, values: string[]): Question => ({
  id,
  projectId: 1,
  order: id,
  selection: 'multiple',
  category: 'C',
  title: `Q${id}`,
  description: '',
  options: values.map((value) => ({ value, label: value.toUpperCase() })),
});
const questions = [q(1, ['a', 'b', 'none']), q(2, ['c', 'd']), q(3, ['e', 'none'])];
const answer = (questionId: number, selectedOption: string, extra: Partial<Answer> = {}): Answer => ({
  id: questionId,
  questionId,
  projectId: 1,
  selectedOption,
  additionalComments: null,
  importance: 'nice-to-have',
  ...extra,
});

describe('openingIndex', () => {
  it('opens on the first unanswered question', () => {
    expect(openingIndex(questions, [])).toBe(0);
    expect(openingIndex(questions, [answer(1, 'a')])).toBe(1);
    expect(openingIndex(questions, [answer(1, 'a'), answer(3, 'e')])).toBe(1);
  });
  it('opens on the last question when all are answered', () => {
    expect(openingIndex(questions, [answer(1, 'a'), answer(2, 'c'), answer(3, 'none')])).toBe(2);
  });
  it('copes with no questions', () => {
    expect(openingIndex([], [])).toBe(0);
  });
});

describe('draftsFromAnswers', () => {
  it('pre-fills selections in option order, the comment and the importance', () => {
    expect(draftsFromAnswers(questions, [answer(1, 'b, a', { additionalComments: 'Zoë says hi', importance: 'must-have' })])).toEqual({
      1: { selected: ['a', 'b'], comments: 'Zoë says hi', importance: 'must-have' },
    });
  });
  it('drops values the question does not offer and answers of unknown questions', () => {
    expect(draftsFromAnswers(questions, [answer(2, 'c,zzz'), answer(99, 'a')])).toEqual({ 2: { selected: ['c'], comments: '', importance: 'nice-to-have' } });
  });
});

describe('toggleOption', () => {
  const q1 = questions[0]!;
  it('adds and removes options, keeping the question order', () => {
    expect(toggleOption(q1, ['b'], 'a')).toEqual(['a', 'b']);
    expect(toggleOption(q1, ['a', 'b'], 'a')).toEqual(['b']);
  });
  it("treats 'none' as exclusive: no requirement", () => {
    expect(toggleOption(q1, ['a', 'b'], 'none')).toEqual(['none']);
    expect(toggleOption(q1, ['none'], 'b')).toEqual(['b']);
    expect(toggleOption(q1, ['none'], 'none')).toEqual([]);
  });
});

describe('answerPayload', () => {
  it('joins values with commas and omits an empty comment (spec 7)', () => {
    expect(answerPayload(1, 2, { selected: ['c', 'd'], comments: '  ', importance: 'must-have' })).toEqual({
      questionId: 2,
      projectId: 1,
      selectedOption: 'c,d',
      importance: 'must-have',
    });
    expect(answerPayload(1, 2, { selected: ['c'], comments: ' note ', importance: 'nice-to-have' })).toMatchObject({ additionalComments: 'note' });
  });
  it("saves 'none' as nice-to-have whatever the choice", () => {
    expect(importanceApplies(['none'])).toBe(false);
    expect(answerPayload(1, 1, { selected: ['none'], comments: '', importance: 'must-have' }).importance).toBe('nice-to-have');
  });
});

describe('draftDiffers', () => {
  it('is true for unsaved or changed drafts only', () => {
    const saved = { selected: ['a'], comments: 'x', importance: 'nice-to-have' as const };
    expect(draftDiffers(saved, undefined)).toBe(true);
    expect(draftDiffers({ ...saved, comments: 'x ' }, saved)).toBe(false);
    expect(draftDiffers({ ...saved, importance: 'must-have' }, saved)).toBe(true);
    expect(draftDiffers({ ...emptyDraft, selected: ['a', 'b'] }, saved)).toBe(true);
  });
});
