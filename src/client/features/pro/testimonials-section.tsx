import { Quote } from 'lucide-react';
import { SectionHeading } from '../../components/site/section-heading';
import { testimonials } from './testimonials';

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-surface-muted py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="testimonials-title" eyebrow="Clients" title="What our clients say" />
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
