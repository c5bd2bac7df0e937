// Dashboard: on a decision's review date, "Did <product> deliver?" — a 1–5 rating and an
// optional comment, stored for product-quality work and never shown to vendors. Once saved the
// list no longer marks the review due, so the reminder goes away.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { decisionLimits, type DecisionResponse } from '../../../shared/decisions.js';
import type { Project } from '../../../shared/projects.js';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatDate } from '../results/format';
import { refreshAfterDecision } from './decision-queries';

export const ratingLabels = ['Not at all', 'Poorly', 'Partly', 'Mostly', 'Fully'] as const;

type Due = { project: Project; productName: string; reviewDate: string };

function dueReviews(projects: readonly Project[]): Due[] {
  return projects.flatMap((project) =>
    project.decision?.reviewDue && project.decision.productName ? [{ project, productName: project.decision.productName, reviewDate: project.decision.reviewDate }] : [],
  );
}

export function ReviewReminders({ projects }: { projects: readonly Project[] | undefined }) {
  const due = dueReviews(projects ?? []);
  const [open, setOpen] = useState<Due | null>(null);
  if (due.length === 0) return null;
  return (
    <section aria-labelledby="review-reminders-title" className="rounded-xl border border-warning-700/30 bg-warning-50 p-4 sm:p-5">
      <h2 id="review-reminders-title" className="flex items-center gap-2 text-base font-semibold text-ink">
        <BellRing className="h-5 w-5 text-warning-700" aria-hidden="true" />
        {due.length === 1 ? 'A decision is due for review' : `${due.length} decisions are due for review`}
      </h2>
      <ul className="mt-3 space-y-3">
        {due.map((d) => (
          <li key={d.project.id} className="flex flex-col gap-3 rounded-lg bg-white p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="review-reminder">
            <div className="min-w-0">
              <p className="break-words font-medium text-ink">Did {d.productName} deliver?</p>
              <p className="break-words text-sm text-ink-muted">
                {d.project.name} · review date {formatDate(d.reviewDate)}
              </p>
            </div>
            <Button size="sm" onClick={() => setOpen(d)} aria-label={`Rate ${d.productName} for ${d.project.name}`} className="shrink-0">
              Rate it
            </Button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        {open && (
          <DialogContent>
            <ReviewForm due={open} onDone={() => setOpen(null)} />
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}

function ReviewForm({ due, onDone }: { due: Due; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const projectId = due.project.id;
  const save = useMutation({
    mutationFn: () => apiRequest<DecisionResponse>('POST', `/api/projects/${projectId}/review`, { rating, comment }),
    onSuccess: async (response) => {
      await refreshAfterDecision(queryClient, projectId, response);
      toast({ title: 'Thanks for your review', description: `Your rating of ${due.productName} is saved.`, variant: 'success' });
      onDone();
    },
    onError: (err) => toast({ title: 'Could not save your review', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
  });
  const commentId = `review-comment-${projectId}`;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (rating !== null) save.mutate();
      }}
    >
      <DialogTitle className="pr-6">Did {due.productName} deliver?</DialogTitle>
      <DialogDescription>
        {due.project.name}. Your answer helps us judge products for future buyers; it is never shown to vendors.
      </DialogDescription>
      <fieldset className="mt-5 min-w-0">
        <legend className="text-sm font-medium text-ink">How well did it deliver? (1–5)</legend>
        <div className="mt-2 grid grid-cols-5 gap-1.5">
          {ratingLabels.map((label, i) => {
            const value = i + 1;
            return (
              <label key={value} className="relative">
                <input
                  type="radio"
                  name={`rating-${projectId}`}
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  aria-label={`${value}: ${label}`}
                  className="peer absolute inset-0 cursor-pointer opacity-0"
                />
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex h-full flex-col items-center rounded-lg border border-line px-1 py-2 text-center peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
                    rating === value ? 'border-brand-700 bg-brand-700 text-white' : 'bg-white text-ink',
                  )}
                >
                  <span className="text-lg font-semibold">{value}</span>
                  <span className={cn('text-[11px] leading-tight', rating === value ? 'text-white' : 'text-ink-muted')}>{label}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <Field id={commentId} label="Comment" optional className="mt-4" hint={`${comment.length} / ${decisionLimits.commentMax} characters`}>
        <Textarea
          id={commentId}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          maxLength={decisionLimits.commentMax}
          rows={3}
          aria-describedby={`${commentId}-hint`}
          placeholder="What worked, what did not?"
        />
      </Field>
      <div className="mt-5 flex flex-wrap gap-2">
        <Button type="submit" disabled={rating === null || save.isPending}>
          {save.isPending && <Spinner size="sm" decorative className="border-white/40 border-t-white" />}
          Save review
        </Button>
      </div>
    </form>
  );
}
