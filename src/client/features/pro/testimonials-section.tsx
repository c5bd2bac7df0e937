import { Quote } from 'lucide-react';
import { SectionHeading } from '../../components/site/section-heading';
import { testimonials, testimonialsAreIllustrative } from './testimonials';

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-surface-muted py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Clients"
          title={testimonialsAreIllustrative ? 'What a successful rollout looks like' : 'What our clients say'}
        />
        {testimonialsAreIllustrative && (
          <p className="mx-auto mt-4 max-w-2xl text-center text-sm text-ink-muted">
            Illustrative scenarios of the outcomes our implementation service works towards, not quotes from named clients.
          </p>
        )}
        <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.quote}>
              <figure className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
                <Quote className="h-7 w-7 text-brand-300" aria-hidden="true" />
                <blockquote className="mt-4 flex-1 text-ink">
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-line pt-4 text-sm">
                  <span className="block font-semibold text-ink">{t.role}</span>
                  <span className="text-ink-muted">{t.company}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
