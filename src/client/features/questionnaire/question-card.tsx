import { forwardRef } from 'react';
import { answerLimits, type Question } from '../../../shared/questions.js';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { ImportanceChoice } from './importance-choice';
import { importanceApplies, toggleOption, type Draft } from './questionnaire-state';

/** One question: category badge, title, description, options (multi-select, or one choice), importance and comments. */
export const QuestionCard = forwardRef<HTMLHeadingElement, { question: Question; draft: Draft; onChange: (draft: Draft) => void; invalid: boolean }>(
  function QuestionCard({ question, draft, onChange, invalid }, headingRef) {
    const errorId = `question-${question.id}-error`;
    const commentsId = `question-${question.id}-comments`;
    const single = question.selection === 'single';
    return (
      <Card>
        <CardContent className="space-y-6 pt-6">
          <div>
            <Badge variant="secondary">{question.category}</Badge>
            <h2 ref={headingRef} tabIndex={-1} id={`question-${question.id}-title`} className="mt-3 text-xl font-semibold leading-snug text-ink outline-none sm:text-2xl">
              {question.title}
            </h2>
            {question.description && <p className="mt-2 text-ink-muted">{question.description}</p>}
          </div>

          <fieldset aria-describedby={invalid ? errorId : undefined} className="min-w-0">
            <legend className="sr-only">
              {question.title} ({single ? 'choose one' : 'select all that apply'})
            </legend>
            <p className="mb-2 text-sm text-ink-subtle" aria-hidden="true">
              {single ? 'Choose one' : 'Select all that apply'}
            </p>
            <div className="grid gap-2.5">
              {question.options.map((option) => {
                const checked = draft.selected.includes(option.value);
                const id = `q${question.id}-${option.value}`;
                return (
                  <label
                    key={option.value}
                    htmlFor={id}
                    className={cn(
                      'flex cursor-pointer items-start gap-3 rounded-lg border bg-white p-3.5 transition-colors hover:border-brand-300 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                      checked ? 'border-brand-600 bg-brand-50' : 'border-line',
                      invalid && !checked && 'border-danger-600/40',
                    )}
                  >
                    <input
                      id={id}
                      type={single ? 'radio' : 'checkbox'}
                      name={single ? `q${question.id}` : undefined}
                      checked={checked}
                      aria-invalid={invalid || undefined}
                      onChange={() => onChange({ ...draft, selected: toggleOption(question, draft.selected, option.value) })}
                      className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-brand-700 focus-visible:outline-none"
                    />
                    <span className="min-w-0">
                      <span className="block font-medium text-ink">{option.label}</span>
                      {option.description && <span className="mt-0.5 block text-sm text-ink-muted">{option.description}</span>}
                    </span>
                  </label>
                );
              })}
            </div>
            {invalid && (
              <p id={errorId} className="mt-2 text-sm font-medium text-danger-700">
                Please select at least one answer
              </p>
            )}
          </fieldset>

          <ImportanceChoice
            questionId={question.id}
            value={draft.importance}
            onChange={(importance) => onChange({ ...draft, importance })}
            disabled={!importanceApplies(draft.selected)}
          />

          <div className="flex flex-col gap-1.5">
            <Label htmlFor={commentsId}>Additional Comments (Optional)</Label>
            <Textarea
              id={commentsId}
              rows={3}
              maxLength={answerLimits.commentsMax}
              value={draft.comments}
              onChange={(e) => onChange({ ...draft, comments: e.target.value })}
              placeholder="Anything we should know about this requirement?"
            />
          </div>
        </CardContent>
      </Card>
    );
  },
);
