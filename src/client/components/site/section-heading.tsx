import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Eyebrow, h2 and lead paragraph that open a marketing section. `id` names the section (aria-labelledby). */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  tone = 'light',
  className,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'left';
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const dark = tone === 'dark';
  return (
    <div className={cn(align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl', className)}>
      {eyebrow && (
        <p className={cn('text-sm font-semibold uppercase tracking-wider', dark ? 'text-brand-200' : 'text-brand-700')}>
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={cn('mt-2 text-3xl font-bold tracking-tight sm:text-4xl', dark ? 'text-white' : 'text-ink')}>
        {title}
      </h2>
      {lead && <p className={cn('mt-4 text-lead', dark ? 'text-brand-100' : 'text-ink-muted')}>{lead}</p>}
    </div>
  );
}
