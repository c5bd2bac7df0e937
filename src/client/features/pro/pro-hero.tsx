import { CalendarCheck, CircleCheck, Clock } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { scrollToBooking } from './scroll-to-booking';

const promises = ['Free 30-minute consultation', 'No obligation', 'Independent of every vendor'];

/** What the free call is for: the hero's right half at desktop width (hidden on phones, where the hero stays short). */
const agenda = [
  { title: 'Your decision', text: 'The product you chose or your Stackwise shortlist, and what it must do.' },
  { title: 'Your people and data', text: 'Who will use it, what has to move over, and what it must connect to.' },
  { title: 'A realistic plan', text: 'Phases, owners and a timeline you can hold us to, with the cost of each.' },
  { title: 'An honest answer', text: 'Whether you need outside help at all, or can roll it out yourselves.' },
];

export function ProHero() {
  return (
    <section aria-labelledby="pro-title" className="relative overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-32 -top-32 h-96 w-96 rounded-full bg-brand-700/50 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-40 left-1/4 h-80 w-80 rounded-full bg-brand-600/25 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[minmax(0,1fr)_22rem] [&_:focus-visible]:outline-white">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/20">
            <CalendarCheck className="h-4 w-4" aria-hidden="true" />
            Pro Services
          </p>
          <h1 id="pro-title" className="mt-5 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-display">
            Expert Software Implementation
          </h1>
          <p className="mt-6 max-w-2xl text-lead text-brand-100">
            From plan to go-live: we help small and medium businesses roll out new software on time, on budget, and with a team
            that actually uses it.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" variant="secondary" onClick={scrollToBooking}>
              Schedule Free Consultation
            </Button>
            <Button size="lg" variant="inverse" onClick={scrollToBooking}>
              Talk to an Expert
            </Button>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-brand-100 sm:flex-row sm:gap-6">
            {promises.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <CircleCheck className="h-4 w-4 shrink-0 text-success-100" aria-hidden="true" />
                {p}
              </li>
            ))}
          </ul>
        </div>
        <aside aria-labelledby="pro-call-title" className="hidden rounded-2xl bg-white/[0.07] p-6 ring-1 ring-white/15 lg:block">
          <h2 id="pro-call-title" className="flex items-center gap-2 text-base font-semibold text-white">
            <Clock className="h-4 w-4 text-brand-100" aria-hidden="true" />
            In your free 30-minute call
          </h2>
          <ol className="mt-5 space-y-4">
            {agenda.map((item, i) => (
              <li key={item.title} className="flex gap-3">
                <span
                  className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-white/15 text-xs font-semibold text-white"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <div>
                  <p className="text-sm font-semibold text-white">{item.title}</p>
                  <p className="mt-0.5 text-sm text-brand-100">{item.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </section>
  );
}
