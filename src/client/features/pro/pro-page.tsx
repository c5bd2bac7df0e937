import { CtaBand } from '../../components/site/cta-band';
import { StatGrid } from '../../components/site/stat-grid';
import { Button } from '../../components/ui/button';
import { marketingFigures } from '../landing/marketing-figures';
import { usePageMeta } from '../layout/use-page-meta';
import { ApproachSection } from './approach-section';
import { BookingSection } from './booking-section';
import { FailureSection } from './failure-section';
import { ProHero } from './pro-hero';
import { scrollToBooking } from './scroll-to-booking';
import { TestimonialsSection } from './testimonials-section';
import { WhatYouGetSection } from './what-you-get-section';

export default function ProPage() {
  const f = marketingFigures.pro;
  usePageMeta({
    title: 'Expert Software Implementation',
    description:
      'Implementation services for small and medium businesses: planning, data migration, integrations and training. Book a free 30-minute consultation.',
  });
  return (
    <main id="main">
      <ProHero />
      <div className="bg-white">
        <section aria-label="Our track record" className="relative z-10 mx-auto -mt-10 max-w-5xl px-4 sm:px-6">
          <StatGrid
            stats={[
              { value: f.implementationSuccess, label: 'Implementation success' },
              { value: f.fasterTimeToValue, label: 'Faster time to value' },
              { value: f.projects, label: 'Projects delivered' },
            ]}
          />
        </section>
      </div>
      <FailureSection />
      <ApproachSection />
      <WhatYouGetSection />
      <BookingSection />
      <TestimonialsSection />
      <CtaBand
        id="pro-cta-title"
        title="Get it right the first time"
        text="Book a free 30-minute consultation. No obligation, and we never pass your details to software vendors."
      >
        <Button size="lg" variant="secondary" onClick={scrollToBooking}>
          Book Your Free Consultation
        </Button>
      </CtaBand>
    </main>
  );
}
