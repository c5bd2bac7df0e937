import { ClipboardCheck, Plug, Users } from 'lucide-react';
import { SectionHeading } from '../../components/site/section-heading';
import { marketingFigures } from '../landing/marketing-figures';

const reasons = [
  {
    icon: ClipboardCheck,
    title: 'Poor planning',
    text: 'No clear scope, owners or milestones: the project drifts, and the budget drifts with it.',
  },
  {
    icon: Users,
    title: 'Resistance to change',
    text: 'People keep their spreadsheets when nobody shows them why the new tool makes their work easier.',
  },
  {
    icon: Plug,
    title: 'Integration issues',
    text: 'Data stuck between systems means double entry, errors and a tool nobody trusts.',
  },
];

export function FailureSection() {
  return (
    <section aria-labelledby="fail-title" className="bg-white py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="fail-title"
          eyebrow="The risk"
          title="Why implementations fail"
          lead={
            <>
              <strong className="font-semibold text-ink">{marketingFigures.pro.failureRate}</strong> of software implementations
              fall short of their goals. The cause is rarely the software itself.
            </>
          }
        />
        <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-[var(--radius-card)] border border-line bg-surface-muted p-6">
              <span className="grid h-11 w-11 place-items-center rounded-lg bg-danger-50 text-danger-700">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
