import { ExternalLink } from 'lucide-react';

/** The operator's scheduling page (Calendly, Cal.com), 700 px high; loaded only when scrolled near. */
export function BookingEmbed({ url }: { url: string }) {
  return (
    <div>
      <div className="relative overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]">
        {/* Shows through until the scheduler's page has loaded over it. */}
        <p className="absolute inset-0 grid place-items-center text-sm text-ink-muted" aria-hidden="true">
          Loading the calendar…
        </p>
        <iframe
          src={url}
          title="Schedule your free 30-minute consultation"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="relative block h-[700px] w-full border-0"
        />
      </div>
      <p className="mt-3 text-center text-sm text-ink-muted">
        Calendar not showing?{' '}
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-4"
        >
          Open the booking page in a new tab
          <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
