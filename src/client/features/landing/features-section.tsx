import { BadgeCheck, Calculator, FileText, ListChecks, Scale, ShieldCheck } from 'lucide-react';
import { SectionHeading } from '../../components/site/section-heading';

const steps = [
  {
    title: 'Describe your project',
    text: 'Country, industry, team size, the kind of software you need and the problems it must solve. About five minutes.',
  },
  {
    title: 'Answer tailored questions',
    text: 'A questionnaire written for your business. Mark what is a must-have and what is only nice to have.',
  },
  {
    title: 'Get your ranked shortlist',
    text: 'Match scores with the reasons, prices for your headcount, implementation effort, pros and cons, and a PDF report.',
  },
];

const features = [
  {
    icon: ListChecks,
    title: 'Questions about your business',
    text: 'Built from your industry, country, size and needs — not a generic grid.',
  },
  {
    icon: Scale,
    title: 'Transparent scores',
    text: 'Every match score shows which of your requirements a product meets, partly meets or misses.',
  },
  {
    icon: Calculator,
    title: 'Real costs for your headcount',
    text: 'The cheapest plan that covers your must-haves, a monthly and a 3-year cost, and the date each price was checked.',
  },
  {
    icon: ShieldCheck,
    title: 'Compliance and local rules',
    text: 'HIPAA, GDPR, Making Tax Digital, GoBD, e-invoicing: products that cannot comply are filtered out, with the reason.',
  },
  {
    icon: FileText,
    title: 'A report you can share',
    text: 'Export a PDF with the ranking, the reasoning and the costs to discuss with your team or advisor.',
  },
  {
    icon: BadgeCheck,
    title: 'No pay-to-play',
    text: 'No vendor pays for placement. We earn from your plan and our own implementation service, nothing else.',
  },
];

export function FeaturesSection() {
  return (
    <section
      id="features"
      tabIndex={-1}
      aria-labelledby="features-title"
      className="scroll-mt-16 bg-white py-16 outline-none md:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-title"
          eyebrow="How it works"
          title="From requirements to a shortlist in three steps"
          lead="No sales calls and no sign-up walls with vendors: you answer questions about your business, we do the research."
        />
        <ol className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-3">
          {steps.map((s, i) => (
            <li key={s.title} className="relative rounded-[var(--radius-card)] border border-brand-100 bg-brand-50/60 p-6">
              <span
                className="grid h-9 w-9 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">
                <span className="sr-only">Step {i + 1}: </span>
                {s.title}
              </h3>
              <p className="mt-2 text-sm leading-6 text-ink-muted">{s.text}</p>
            </li>
          ))}
        </ol>
        <ul className="mt-16 grid grid-cols-1 gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="grid h-11 w-11 shrink-0 place-items-center rounded-lg bg-brand-700 text-white">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-base font-semibold text-ink">{title}</h3>
                <p className="mt-1 text-sm leading-6 text-ink-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
