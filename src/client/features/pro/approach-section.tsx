import { Gauge, Route, Users, Wrench } from 'lucide-react';
import { SectionHeading } from '../../components/site/section-heading';

const steps = [
  {
    icon: Route,
    title: 'Strategic planning',
    text: 'Goals, scope, owners, budget and a realistic timeline, agreed before anyone signs a contract.',
  },
  {
    icon: Users,
    title: 'Change management',
    text: 'The people who will use the software are involved from day one, with training that fits their work.',
  },
  {
    icon: Wrench,
    title: 'Technical excellence',
    text: 'Configuration, data migration and integrations done carefully and tested before go-live.',
  },
  {
    icon: Gauge,
    title: 'Continuous optimization',
    text: 'After launch we measure adoption and tune workflows, so the value keeps growing.',
  },
];

/** Our implementation methodology: four phases. */
export function ApproachSection() {
  return (
    <section aria-labelledby="approach-title" className="bg-surface-muted py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="approach-title" eyebrow="Methodology" title="A proven four-phase approach" />
        <ol className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ icon: Icon, title, text }, i) => (
            <li
              key={title}
              className="relative rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]"
            >
              <div className="flex items-center justify-between">
                <span className="grid h-11 w-11 place-items-center rounded-lg bg-brand-700 text-white">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-ink-subtle">Phase {i + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-ink">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink-muted">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
