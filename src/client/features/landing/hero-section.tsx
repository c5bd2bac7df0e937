import { ArrowRight, CircleCheck } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { scrollToFeatures } from '../layout/scroll-to-features';
import { HeroReportPreview } from './hero-report-preview';

const promises = [
  '$7 per project, no subscription needed',
  'Every price shows its source and date',
  'No vendor pays for placement',
];

export function HeroSection({ signedIn, onStart }: { signedIn: boolean; onStart: () => void }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-surface-muted"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgb(30_64_175/0.09)_1px,transparent_0)] [background-size:24px_24px] [mask-image:linear-gradient(to_bottom,black,transparent_85%)]"
      />
      <div className="relative mx-auto grid grid-cols-1 max-w-6xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 md:pt-16 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16 lg:pb-16 lg:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-800">
            <span className="h-2 w-2 rounded-full bg-success-600" aria-hidden="true" />
            Independent software advice for small businesses
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl lg:text-display">
            Choose business software with confidence
          </h1>
          <p className="mt-6 max-w-xl text-lead text-ink-muted">
            Describe your project, answer a short questionnaire tailored to your company, and get a ranked shortlist with match
            scores, real prices for your headcount, implementation effort, pros and cons — and the reasons behind every score.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={onStart}>
              {signedIn ? 'Go to Dashboard' : 'Start Your Project'}
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button size="lg" variant="secondary" onClick={scrollToFeatures}>
              Learn How It Works
            </Button>
          </div>
          <ul className="mt-8 grid grid-cols-1 gap-2 text-sm text-ink-muted sm:grid-cols-1">
            {promises.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <CircleCheck className="h-4 w-4 shrink-0 text-success-700" aria-hidden="true" />
                {p}
              </li>
            ))}
          </ul>
        </div>
        <HeroReportPreview />
      </div>
    </section>
  );
}
