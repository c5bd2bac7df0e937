// Results page: "Record your decision" — a recommended product or None yet, why, and when to
// check whether it delivered (issue 18, point 5). Once saved it reads as a summary with Edit.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, Pencil } from 'lucide-react';
import { useState } from 'react';
import { decisionLimits, defaultReviewDate, NONE_YET, reviewDateBounds, type DecisionResponse, type ProjectDecision } from '../../../shared/decisions.js';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage } from '../../lib/api';
import { formatDate } from '../results/format';
import { decisionQuery, refreshAfterDecision } from './decision-queries';

export type DecisionProduct = { productId: string; name: string };

/** The products a decision may name: the recommendations shown, in their order. */
export function decisionProducts(recs: readonly { name: string; analysis: { productId: string } | null }[]): DecisionProduct[] {
  return recs.flatMap((r) => (r.analysis ? [{ productId: r.analysis.productId, name: r.name }] : []));
}

/** The radio value of "None yet" (product ids are catalog slugs, never empty). */
const NONE = '';

export function DecisionCard({ projectId, products }: { projectId: number; products: readonly DecisionProduct[] }) {
  const decision = useQuery({ ...decisionQuery(projectId), refetchOnMount: 'always' });
  const [editing, setEditing] = useState(false);
  const saved = decision.data?.decision ?? null;
  return (
    <Card className="mt-12 scroll-mt-32" id="decision" role="region" aria-labelledby="decision-title">
      <CardHeader>
        <h2 id="decision-title" className="text-lg font-semibold leading-tight">
          Record your decision
        </h2>
        <CardDescription>Note which product you chose and why, and when to check whether it delivered. Only you see this.</CardDescription>
      </CardHeader>
      <CardContent>
        {decision.isPending ? (
          <div role="status" aria-label="Loading your decision" className="space-y-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : decision.isError ? (
          <p className="text-sm text-danger-700">
            Your decision could not be loaded.{' '}
            <Button variant="link" size="sm" onClick={() => void decision.refetch()}>
              Try again
            </Button>
          </p>
        ) : saved && !editing ? (
          <DecisionSummary decision={saved} onEdit={() => setEditing(true)} />
        ) : (
          <DecisionForm projectId={projectId} products={products} saved={saved} onDone={() => setEditing(false)} onCancel={saved ? () => setEditing(false) : undefined} />
        )}
      </CardContent>
    </Card>
  );
}

function DecisionSummary({ decision, onEdit }: { decision: ProjectDecision; onEdit: () => void }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <dl className="grid min-w-0 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-ink-muted">Decision</dt>
        <dd className="font-semibold text-ink" data-testid="decision-choice">
          {decision.productName ?? NONE_YET}
        </dd>
        <dt className="font-medium text-ink-muted">Reason</dt>
        <dd className="min-w-0 whitespace-pre-line break-words text-ink">{decision.reason || '—'}</dd>
        <dt className="font-medium text-ink-muted">Decided</dt>
        <dd className="text-ink">{formatDate(decision.decidedAt)}</dd>
        <dt className="font-medium text-ink-muted">Review on</dt>
        <dd className="flex items-center gap-1.5 text-ink">
          <CalendarCheck className="h-4 w-4 text-ink-subtle" aria-hidden="true" />
          {formatDate(decision.reviewDate)}
          {decision.reviewedAt && <span className="text-ink-muted">(reviewed)</span>}
        </dd>
      </dl>
      <Button variant="outline" size="sm" onClick={onEdit} className="self-start">
        <Pencil className="h-4 w-4" aria-hidden="true" />
        Edit decision
      </Button>
    </div>
  );
}

function DecisionForm({
  projectId,
  products,
  saved,
  onDone,
  onCancel,
}: {
  projectId: number;
  products: readonly DecisionProduct[];
  saved: ProjectDecision | null;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const queryClient = useQueryClient();
  // A product that is no longer recommended (after a re-run) can't be chosen again: None yet instead.
  const savedChoice = saved?.productId && products.some((p) => p.productId === saved.productId) ? saved.productId : NONE;
  const [choice, setChoice] = useState(saved ? savedChoice : (products[0]?.productId ?? NONE));
  const [reason, setReason] = useState(saved?.reason ?? '');
  const [reviewDate, setReviewDate] = useState(saved?.reviewDate ?? defaultReviewDate(new Date()));
  const bounds = reviewDateBounds(new Date());
  const save = useMutation({
    mutationFn: () =>
      apiRequest<DecisionResponse>('PUT', `/api/projects/${projectId}/decision`, { productId: choice === NONE ? null : choice, reason, reviewDate }),
    onSuccess: async (response) => {
      await refreshAfterDecision(queryClient, projectId, response);
      toast({ title: 'Decision saved', description: `We'll remind you on ${formatDate(response.decision?.reviewDate ?? reviewDate)}.`, variant: 'success' });
      onDone();
    },
    onError: (err) => toast({ title: 'Could not save your decision', description: errorMessage(err, 'Please try again.'), variant: 'destructive' }),
  });
  const options = [...products.map((p) => ({ value: p.productId, label: p.name })), { value: NONE, label: NONE_YET }];
  return (
    <form
      className="space-y-5"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-ink">Chosen product</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {options.map((o) => (
            <label
              key={o.value || 'none'}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-line bg-white px-3 py-2.5 text-sm text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input type="radio" name={`decision-product-${projectId}`} value={o.value} checked={choice === o.value} onChange={() => setChoice(o.value)} className="h-4 w-4 accent-brand-700" />
              <span className="min-w-0 break-words font-medium">{o.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field id={`decision-reason-${projectId}`} label="Reason" optional hint={`${reason.length} / ${decisionLimits.reasonMax} characters`}>
        <Textarea
          id={`decision-reason-${projectId}`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={decisionLimits.reasonMax}
          rows={3}
          aria-describedby={`decision-reason-${projectId}-hint`}
          placeholder="e.g. Best fit for our pipeline and within budget"
        />
      </Field>
      <Field id={`decision-review-${projectId}`} label="Review date" hint="On this date your dashboard asks whether the product delivered.">
        <Input
          id={`decision-review-${projectId}`}
          type="date"
          required
          value={reviewDate}
          // A review date that has already come stays as saved; a new one lies ahead.
          min={saved && saved.reviewDate < bounds.min ? saved.reviewDate : bounds.min}
          max={bounds.max}
          onChange={(e) => setReviewDate(e.target.value)}
          aria-describedby={`decision-review-${projectId}-hint`}
          className="sm:max-w-xs"
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner size="sm" decorative className="border-white/40 border-t-white" />}
          Save decision
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
