import { CircleCheck, CircleHelp, CircleMinus, CircleX, type LucideIcon } from 'lucide-react';
import type { Verdict } from '../../../shared/recommendations.js';
import { cn } from '../../lib/cn';
import { verdictLabels } from './verdict-labels';

const looks: Record<Verdict, { icon: LucideIcon; className: string }> = {
  met: { icon: CircleCheck, className: 'text-success-700' },
  partial: { icon: CircleMinus, className: 'text-warning-700' },
  'not-met': { icon: CircleX, className: 'text-danger-700' },
  unknown: { icon: CircleHelp, className: 'text-ink-subtle' },
};

/** A verdict as icon plus word (never colour alone). */
export function VerdictMark({ verdict, className }: { verdict: Verdict; className?: string }) {
  const look = looks[verdict] ?? looks.unknown;
  const Icon = look.icon;
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm font-medium whitespace-nowrap', look.className, className)}>
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      {verdictLabels[verdict] ?? verdictLabels.unknown}
    </span>
  );
}
