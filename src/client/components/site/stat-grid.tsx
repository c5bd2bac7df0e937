import { cn } from '../../lib/cn';

export type Stat = { value: string; label: string; detail?: string };

/** Large figures with a label each, as a description list (figure = term's description). */
export function StatGrid({
  stats,
  className,
  tone = 'light',
}: {
  stats: readonly Stat[];
  className?: string;
  tone?: 'light' | 'dark';
}) {
  const dark = tone === 'dark';
  return (
    <dl className={cn('grid gap-2 sm:gap-4', stats.length === 3 ? 'grid-cols-3' : 'grid-cols-2 lg:grid-cols-4', className)}>
      {stats.map((s) => (
        <div
          key={s.label}
          className={cn(
            'flex flex-col-reverse justify-end rounded-[var(--radius-card)] px-3 py-5 text-center sm:p-6',
            dark ? 'bg-white/10 ring-1 ring-white/15' : 'border border-line bg-surface shadow-[var(--shadow-card)]',
          )}
        >
          <dt className={cn('mt-2 text-xs font-medium sm:text-sm', dark ? 'text-brand-100' : 'text-ink-muted')}>
            {s.label}
            {s.detail && (
              <span className={cn('mt-1 block text-xs font-normal', dark ? 'text-brand-200' : 'text-ink-subtle')}>
                {s.detail}
              </span>
            )}
          </dt>
          <dd
            className={cn(
              'text-[1.75rem] font-extrabold leading-tight tracking-tight whitespace-nowrap sm:text-4xl',
              dark ? 'text-white' : 'text-brand-700',
            )}
          >
            {s.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
