// Questionnaire questions and answers (spec section 3), plus the importance we add per answer.
import { z } from 'zod';
import { withAliases } from './projects.js';

export type QuestionOption = { value: string; label: string; description?: string };

/** single: one option only (budget, timeline, volumes, kind of software); multiple: any number. */
export const questionSelections = ['single', 'multiple'] as const;
export type QuestionSelection = (typeof questionSelections)[number];

export type Question = {
  id: number;
  projectId: number;
  order: number;
  category: string;
  title: string;
  description: string;
  options: QuestionOption[];
  selection: QuestionSelection;
  /** What the question asks about (features:<group>, budget, volume:contacts, obligations …). */
  dimension?: string;
};

export const importances = ['must-have', 'nice-to-have'] as const;
export type Importance = (typeof importances)[number];

export const answerLimits = { commentsMax: 2000, selectedMax: 2000 } as const;

export const saveAnswerInputSchema = withAliases(
  { question_id: 'questionId', project_id: 'projectId', selected_option: 'selectedOption', additional_comments: 'additionalComments' },
  z.object({
    questionId: z.coerce.number().int().positive(),
    projectId: z.coerce.number().int().positive(),
    selectedOption: z.string().trim().min(1, 'Please select at least one answer').max(answerLimits.selectedMax),
    additionalComments: z.string().max(answerLimits.commentsMax).optional().nullable(),
    importance: z.enum(importances).optional(),
  }),
);
export type SaveAnswerInput = z.infer<typeof saveAnswerInputSchema>;

export type Answer = {
  id: number;
  questionId: number;
  projectId: number;
  selectedOption: string;
  additionalComments: string | null;
  importance: Importance;
};
