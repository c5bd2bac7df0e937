import { CalendarCheck, Clock, ListChecks, ShieldCheck } from 'lucide-react';
import { SectionHeading } from '../../components/site/section-heading';
import { publicConfig } from '../../lib/public-config';
import { useHydrated } from '../../lib/use-hydrated';
import { BookingEmbed } from './booking-embed';
import { bookingEmbedUrl } from './booking-url';
import { ConsultationForm } from './consultation-form';

const expectations = [
  { icon: Clock, text: '30 minutes by video call, at a time that suits you' },
  { icon: ListChecks, text: 'Bring your shortlist, your report or just your questions' },
  { icon: CalendarCheck, text: 'Leave with a realistic timeline and the main risks to watch' },
  { icon: ShieldCheck, text: 'No obligation, and no vendor sales pitch' },
];

/** Spec: an embedded booking widget, 700 px high — or, without BOOKING_URL, a request form. */
export function BookingSection() {
  // The page is prerendered before BOOKING_URL is known: the widget appears once hydrated.
  const hydrated = useHydrated();
  const embedUrl = hydrated ? bookingEmbedUrl(publicConfig.bookingUrl) : null;
  return (
    <section
      id="booking"
      tabIndex={-1}
      aria-labelledby="booking-title"
      className="scroll-mt-16 border-y border-brand-100 bg-brand-50/60 py-16 outline-none md:py-24"
    >
      <div className="mx-auto grid grid-cols-1 max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:gap-12">
        <div>
          <SectionHeading
            id="booking-title"
            align="left"
            eyebrow="Free consultation"
            title={'Book your free 30\u2011minute consultation'}
            lead={
              embedUrl
                ? 'Pick a time in the calendar. You will get a confirmation by email straight away.'
                : 'Tell us how to reach you and when suits you. We reply by email to confirm a time.'
            }
          />
          <ul className="mt-8 space-y-4">
            {expectations.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-sm text-ink">
                <span className="grid h-8 w-8 shrink-0 place-items-center rounded-md bg-white text-brand-700 ring-1 ring-brand-100">
                  <Icon className="h-4 w-4" aria-hidden="true" />
                </span>
                <span className="pt-1.5">{text}</span>
              </li>
            ))}
          </ul>
        </div>
        {embedUrl ? <BookingEmbed url={embedUrl} /> : <ConsultationForm />}
      </div>
    </section>
  );
}
