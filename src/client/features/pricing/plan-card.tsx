import { Check } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { Plan } from './plans';

/** What this visitor already has: the button says so and cannot be pressed, the note says why. */
export type PlanState = { label: string; note: string };

export function PlanCard({ plan, onChoose, state }: { plan: Plan; onChoose: (plan: Plan) => void; state?: PlanState }) {
  const titleId = `plan-${plan.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-[var(--radius-panel)] border bg-white p-8',
        plan.popular
          ? 'border-brand-700 shadow-[var(--shadow-hero)] ring-1 ring-brand-700'
          : 'border-line shadow-[var(--shadow-card)]',
      )}
    >
      {plan.popular && <Badge className="absolute -top-3 left-8 px-3 py-1 text-xs uppercase tracking-wide">Most Popular</Badge>}
      <h2 id={titleId} className="text-xl font-bold text-ink">
        {plan.name}
      </h2>
      <p className="mt-2 min-h-12 text-sm text-ink-muted">{plan.summary}</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-5xl font-extrabold tracking-tight text-ink">{plan.price}</span>
        <span className="text-base text-ink-muted">{plan.period}</span>
      </p>
      {state ? (
        <Button size="lg" variant="outline" className="mt-8 w-full" disabled aria-describedby={`plan-${plan.id}-note`}>
          {state.label}
        </Button>
      ) : (
        <Button size="lg" variant={plan.popular ? 'primary' : 'outline'} className="mt-8 w-full" onClick={() => onChoose(plan)}>
          {plan.cta}
        </Button>
      )}
      <ul className="mt-8 space-y-3 text-sm">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-3 text-ink">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-success-700" aria-hidden="true" />
            {f}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        <p id={`plan-${plan.id}-note`} className={cn('border-t border-line pt-5 text-sm', state ? 'font-medium text-ink' : 'text-ink-muted')}>
          {state?.note ?? plan.note}
        </p>
      </div>
    </article>
  );
}
