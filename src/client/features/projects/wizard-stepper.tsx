import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';
import { stepTitles, WIZARD_STEPS } from './wizard-form';

/** "Step N of 3" with the three step names; the current one is marked for screen readers too. */
export function WizardStepper({ step }: { step: number }) {
  return (
    <nav aria-label="Wizard progress">
      <p className="text-sm font-medium text-ink-muted">
        Step {step} of {WIZARD_STEPS}
      </p>
      <ol className="mt-3 grid grid-cols-3 gap-2">
        {stepTitles.map((title, i) => {
          const n = i + 1;
          const state = n < step ? 'done' : n === step ? 'current' : 'todo';
          return (
            <li key={title} aria-current={state === 'current' ? 'step' : undefined} className="flex flex-col gap-2">
              <span className={cn('h-1.5 rounded-full', state === 'todo' ? 'bg-line' : 'bg-brand-700')} aria-hidden="true" />
              <span className={cn('flex items-center gap-1.5 text-xs font-medium sm:text-sm', state === 'todo' ? 'text-ink-subtle' : 'text-ink')}>
                <span
                  className={cn(
                    'grid h-5 w-5 shrink-0 place-items-center rounded-full text-[0.7rem] font-semibold',
                    state === 'done' && 'bg-brand-700 text-white',
                    state === 'current' && 'border-2 border-brand-700 text-brand-700',
                    state === 'todo' && 'border border-line-strong text-ink-subtle',
                  )}
                  aria-hidden="true"
                >
                  {state === 'done' ? <Check className="h-3 w-3" /> : n}
                </span>
                <span className="hidden sm:inline">{title}</span>
                <span className="sr-only sm:hidden">{title}</span>
                {state === 'done' && <span className="sr-only"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
