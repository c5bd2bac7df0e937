import { ArrowRight, CalendarCheck, Database, GraduationCap, Plug, Route } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { SectionHeading } from '../../components/site/section-heading';

const services = [
  { icon: Route, text: 'A rollout plan with milestones your team can keep' },
  { icon: Database, text: 'Data migration from spreadsheets or your old system' },
  { icon: Plug, text: 'Integrations with the tools you already use' },
  { icon: GraduationCap, text: 'Training and change management, so people actually use it' },
];

export function PartnershipSection() {
  return (
    <section aria-labelledby="partner-title" className="bg-surface-muted py-16 md:py-24">
      <div className="mx-auto grid grid-cols-1 max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="partner-title"
            align="left"
            eyebrow="Partnership"
            title="A partner from shortlist to go-live"
            lead="Choosing is half the work. When you have decided, our implementation team can take it from there — at your pace, and only if you ask."
          />
          <ul className="mt-8 space-y-4">
            {services.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-ink">
                <span className="grid h-8 w-8 shrink-0 place-items-center rounded-md bg-white text-brand-700 ring-1 ring-line">
                  <Icon className="h-4 w-4" aria-hidden="true" />
                </span>
                <span className="pt-1 text-sm font-medium sm:text-base">{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-[var(--radius-panel)] border border-line bg-white p-8 shadow-[var(--shadow-raised)]">
          <span className="grid h-12 w-12 place-items-center rounded-full bg-success-50 text-success-700">
            <CalendarCheck className="h-6 w-6" aria-hidden="true" />
          </span>
          <h3 className="mt-5 text-2xl font-bold tracking-tight text-ink">Free 30-minute consultation</h3>
          <p className="mt-3 text-ink-muted">
            Talk through your shortlist with an implementation specialist. You leave with a realistic timeline and the risks to
            watch — whether or not you work with us.
          </p>
          <p className="mt-3 text-sm text-ink-muted">We never pass your details to software vendors.</p>
          <Link href="/pro" className={buttonClasses('primary', 'lg', 'mt-6 w-full sm:w-auto')}>
            Explore Pro Services
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
