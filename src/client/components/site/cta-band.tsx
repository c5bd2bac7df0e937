import type { ReactNode } from 'react';

/** The closing call to action of a marketing page: a dark panel with a heading, one sentence and buttons. */
export function CtaBand({ id, title, text, children }: { id: string; title: string; text: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="px-4 pb-16 pt-4 sm:px-6 md:pb-24">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-[var(--radius-panel)] bg-brand-950 px-6 py-14 text-center md:px-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-brand-700/40 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-24 -left-24 h-72 w-72 rounded-full bg-brand-600/30 blur-3xl"
        />
        <div className="relative [&_:focus-visible]:outline-white">
          <h2 id={id} className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lead text-brand-100">{text}</p>
          {/* A grid of equal columns: the calls to action share one width on a phone and side by side. */}
          <div className="mx-auto mt-8 grid w-full max-w-xs gap-3 sm:w-fit sm:max-w-none sm:auto-cols-fr sm:grid-flow-col [&>*]:w-full">
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}
