import { ArrowRight, BadgeCheck, Calculator, FileText, ListChecks, Scale, ShieldCheck } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { publicConfig } from '../../lib/public-config';
import { useAuth } from '../auth/use-auth';
import { usePageMeta } from '../layout/use-page-meta';
import { marketingFigures } from './marketing-figures';

const features = [
  { icon: ListChecks, title: 'Questions about your business', text: 'A short questionnaire built from your industry, country, size and needs — not a generic grid.' },
  { icon: Scale, title: 'Transparent scores', text: 'Every match score shows which of your requirements each product meets, partly meets or misses.' },
  { icon: Calculator, title: 'Real costs for your headcount', text: 'The cheapest plan that covers your must-haves, with a monthly and 3-year cost and the date each price was checked.' },
  { icon: ShieldCheck, title: 'Compliance and local rules', text: 'HIPAA, GDPR, Making Tax Digital, GoBD, e-invoicing: products that cannot comply are filtered out, with the reason.' },
  { icon: FileText, title: 'A report you can share', text: 'Export a PDF with the ranking, the reasoning and the costs to discuss with your team or advisor.' },
  { icon: BadgeCheck, title: 'No pay-to-play', text: 'No vendor pays for placement. We earn from your plan and our implementation service, nothing else.' },
];

export default function LandingPage() {
  const { user, openSignIn } = useAuth();
  const [, navigate] = useLocation();
  const f = marketingFigures.landing;
  usePageMeta({
    title: 'Software recommendations for small businesses',
    description: `${publicConfig.appName} turns your requirements into ranked, explained software recommendations with real prices and implementation effort.`,
  });

  const start = () => (user ? navigate('/dashboard') : openSignIn('/dashboard'));

  return (
    <main id="main">
      <section className="bg-gradient-to-b from-brand-50 to-surface-muted">
        <div className="mx-auto max-w-6xl px-4 py-20 text-center md:py-28">
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-ink md:text-6xl">
            Choose business software with confidence
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-ink-muted">
            Describe your project, answer a few tailored questions, and get ranked recommendations with match scores, real pricing,
            implementation effort, pros and cons — and the reasons behind every score.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button size="lg" onClick={start}>
              {user ? 'Go to Dashboard' : 'Start Your Project'} <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button size="lg" variant="secondary" onClick={() => document.getElementById('features')?.scrollIntoView({ behavior: 'smooth' })}>
              Learn How It Works
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="problem-title" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="problem-title" className="text-center text-3xl font-bold">Choosing software is hard</h2>
        <p className="mx-auto mt-4 max-w-2xl text-center text-ink-muted">
          {f.smbsStruggling} of small and medium businesses struggle to choose software. Review sites rank whoever pays, prices are out of date,
          and comparison grids ignore your country, your industry and your team.
        </p>
        <dl className="mt-12 grid grid-cols-2 gap-4 md:grid-cols-4">
          {[
            [f.implementationSuccess, 'implementation success'],
            [f.averageSavings, 'average savings'],
            [f.fasterTimeToValue, 'faster time to value'],
            [f.projects, 'projects'],
          ].map(([value, label]) => (
            <div key={label} className="rounded-[var(--radius-card)] border border-line bg-white p-6 text-center shadow-[var(--shadow-card)]">
              <dt className="sr-only">{label}</dt>
              <dd className="text-3xl font-extrabold text-brand-700">{value}</dd>
              <dd className="mt-1 text-sm text-ink-muted">{label}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section id="features" aria-labelledby="features-title" className="scroll-mt-20 bg-white py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="features-title" className="text-center text-3xl font-bold">How it works</h2>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-[var(--radius-card)] border border-line p-6">
                <Icon className="h-8 w-8 text-brand-700" aria-hidden="true" />
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-ink-muted">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="partner-title" className="mx-auto max-w-6xl px-4 py-16">
        <div className="rounded-2xl bg-brand-900 px-6 py-12 text-center text-white md:px-12">
          <h2 id="partner-title" className="text-3xl font-bold">A partner beyond the recommendation</h2>
          <p className="mx-auto mt-4 max-w-2xl text-brand-100">
            When you have chosen, our implementation team can plan the rollout, migrate your data and train your people.
          </p>
          <Button asChild variant="secondary" size="lg" className="mt-8">
            <a href="/pro">Explore Pro Services</a>
          </Button>
        </div>
      </section>

      <section aria-labelledby="cta-title" className="mx-auto max-w-3xl px-4 pb-20 text-center">
        <h2 id="cta-title" className="text-3xl font-bold">Ready to find the right software?</h2>
        <p className="mt-4 text-ink-muted">Start a project in minutes. One project costs $7; unlimited projects are $49 a month.</p>
        <Button size="lg" className="mt-8" onClick={start}>
          {user ? 'Go to Dashboard' : 'Start Your Project'}
        </Button>
      </section>
    </main>
  );
}
