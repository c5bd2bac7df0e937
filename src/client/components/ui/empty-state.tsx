import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** "Nothing here yet": an icon, a title, one sentence and usually the action that fills the space. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
  headingLevel = 3,
}: {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line-strong bg-surface px-6 py-12 text-center',
        className,
      )}
    >
      {Icon && (
        <span className="grid h-12 w-12 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Icon className="h-6 w-6" aria-hidden="true" />
        </span>
      )}
      <Heading className="mt-4 text-lg font-semibold text-ink">{title}</Heading>
      {description && <p className="mt-1 max-w-sm text-sm text-ink-muted">{description}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
