import type { ReactNode } from 'react';

/** The opening band of a content page (methodology, legal, contact): h1, lead and an optional meta line. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  meta,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  meta?: ReactNode;
}) {
  return (
    <div className="border-b border-line bg-gradient-to-b from-brand-50 to-surface">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-ink md:text-5xl">{title}</h1>
        {lead && <p className="mt-4 max-w-2xl text-lead text-ink-muted">{lead}</p>}
        {meta && <p className="mt-4 text-sm text-ink-subtle">{meta}</p>}
      </div>
    </div>
  );
}
