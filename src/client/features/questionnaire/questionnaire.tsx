// The questionnaire itself, mounted once the project, its questions and its answers are loaded.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Project } from '../../../shared/projects.js';
import type { Answer, Question } from '../../../shared/questions.js';
import { Button } from '../../components/ui/button';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { ApiError, apiRequest, errorMessage } from '../../lib/api';
import { queryKeys } from '../projects/project-queries';
import { QuestionCard } from './question-card';
import { answersQuery } from './questionnaire-queries';
import { answerPayload, draftDiffers, draftsFromAnswers, emptyDraft, openingIndex, type Draft } from './questionnaire-state';

export function Questionnaire({ project, questions, answers }: { project: Project; questions: Question[]; answers: Answer[] }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [index, setIndex] = useState(() => openingIndex(questions, answers));
  const [drafts, setDrafts] = useState<Record<number, Draft>>(() => draftsFromAnswers(questions, answers));
  const [saved, setSaved] = useState<Record<number, Draft>>(() => draftsFromAnswers(questions, answers));
  const [invalid, setInvalid] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const question = questions[Math.min(index, questions.length - 1)]!;
  const draft = drafts[question.id] ?? emptyDraft;
  const isLast = index === questions.length - 1;
  const answeredCount = questions.filter((q) => saved[q.id]).length;

  // After Previous/Next, keyboard and screen-reader users continue at the new question's title.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  const saveAnswer = useMutation({
    mutationFn: (vars: { questionId: number; draft: Draft }) => apiRequest<Answer>('POST', '/api/answers', answerPayload(project.id, vars.questionId, vars.draft)),
    onSuccess: (answer, vars) => {
      setSaved((s) => ({ ...s, [vars.questionId]: vars.draft }));
      queryClient.setQueryData(answersQuery(project.id).queryKey, (list: Answer[] | undefined) => [...(list ?? []).filter((a) => a.questionId !== answer.questionId), answer]);
    },
  });

  // A completed project is being edited: its last step re-runs the analysis (free) instead.
  const editing = project.status === 'completed';
  const complete = useMutation({
    mutationFn: () => apiRequest<Project>('POST', `/api/projects/${project.id}/${editing ? 'rerun' : 'complete'}`),
    onSuccess: async (updated) => {
      queryClient.setQueryData(queryKeys.project(project.id), updated);
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
      // The results of the previous run are stale once answers changed.
      void queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(`/api/projects/${project.id}/`) });
      toast(
        editing
          ? { title: 'Updating recommendations', description: 'Your edited answers are being analysed again, at no cost.', variant: 'success' }
          : { title: 'Questionnaire Complete!', description: 'Generating your personalized recommendations...', variant: 'success' },
      );
      navigate(`/analysis/${project.id}`);
    },
  });

  const busy = saveAnswer.isPending || complete.isPending;

  const update = (next: Draft) => {
    setDrafts((d) => ({ ...d, [question.id]: next }));
    if (next.selected.length > 0) setInvalid(false);
  };

  const go = (to: number) => {
    moved.current = true;
    setInvalid(false);
    setIndex(to);
  };

  /** Saves the current answer when it changed; false when it could not be saved. */
  const persist = async (): Promise<boolean> => {
    if (!draftDiffers(draft, saved[question.id])) return true;
    try {
      await saveAnswer.mutateAsync({ questionId: question.id, draft });
      return true;
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Failed to submit answer'), variant: 'destructive' });
      return false;
    }
  };

  const onPrevious = async () => {
    // A changed, valid answer is kept on the way back too; an empty one simply stays unsaved.
    if (draft.selected.length > 0 && !(await persist())) return;
    go(index - 1);
  };

  const onNext = async () => {
    if (draft.selected.length === 0) {
      setInvalid(true);
      toast({ title: 'Please select at least one answer', variant: 'destructive' });
      return;
    }
    if (!(await persist())) return;
    if (!isLast) {
      go(index + 1);
      return;
    }
    try {
      await complete.mutateAsync();
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err, 'Failed to complete questionnaire'), variant: 'destructive' });
      // The server counts differently (another tab, a lost save): show the first open question.
      if (err instanceof ApiError && err.code === 'questions_unanswered') {
        const answersNow = queryClient.getQueryData(answersQuery(project.id).queryKey) ?? [];
        const first = openingIndex(questions, answersNow);
        if (first !== index) go(first);
      }
    }
  };

  const percent = Math.round(((index + 1) / questions.length) * 100);
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 md:py-12">
      <header>
        <p className="truncate text-sm font-medium text-brand-700">{project.name}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink">Requirements Discovery</h1>
        <div className="mt-6 flex items-center justify-between gap-4 text-sm">
          <p className="font-medium text-ink" aria-live="polite">
            Question {index + 1} of {questions.length}
          </p>
          <p className="text-ink-muted">
            {answeredCount} of {questions.length} answered
          </p>
        </div>
        <Progress value={percent} label={`Question ${index + 1} of ${questions.length}`} className="mt-2" />
      </header>

      <form
        className="mt-8"
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void onNext();
        }}
      >
        <QuestionCard key={question.id} ref={headingRef} question={question} draft={draft} onChange={update} invalid={invalid} />

        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="secondary" size="lg" onClick={() => void onPrevious()} disabled={index === 0 || busy}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Previous
          </Button>
          <Button type="submit" size="lg" disabled={busy}>
            {isLast ? (
              complete.isPending || saveAnswer.isPending ? (
                <>
                  <Spinner size="sm" decorative className="border-white/40 border-t-white" />
                  Submitting...
                </>
              ) : (
                <>
                  <Check className="h-4 w-4" aria-hidden="true" />
                  {editing ? 'Update recommendations' : 'Complete Questionnaire'}
                </>
              )
            ) : (
              <>
                Next Question
                {saveAnswer.isPending ? <Spinner size="sm" decorative className="border-white/40 border-t-white" /> : <ArrowRight className="h-4 w-4" aria-hidden="true" />}
              </>
            )}
          </Button>
        </div>
      </form>
    </main>
  );
}
