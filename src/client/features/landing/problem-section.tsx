import { EyeOff, HandCoins, ListChecks } from 'lucide-react';
import { SectionHeading } from '../../components/site/section-heading';
import { marketingFigures } from './marketing-figures';

const problems = [
  {
    icon: HandCoins,
    title: 'Rankings that follow the money',
    text: 'Most comparison sites are paid by vendors per click or per lead, and pass your contact details to their sales teams.',
  },
  {
    icon: EyeOff,
    title: 'Prices that are hidden or out of date',
    text: '"Contact sales", promotional prices and per-seat add-ons make the real cost for your team hard to see.',
  },
  {
    icon: ListChecks,
    title: 'Checklists that ignore your business',
    text: 'A feature grid does not know your country, your industry, your team size, or which requirements are deal-breakers.',
  },
];

export function ProblemSection() {
  return (
    <section aria-labelledby="problem-title" className="bg-surface-muted py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="problem-title"
          eyebrow="The problem"
          title="Choosing software should not be a gamble"
          lead={
            <>
              <strong className="font-semibold text-ink">{marketingFigures.landing.smbsStruggling}</strong> of small and medium
              businesses struggle to choose the right software. A wrong choice costs months of migration, retraining and licences
              nobody uses.
            </>
          }
        />
        <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-3">
          {problems.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
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
