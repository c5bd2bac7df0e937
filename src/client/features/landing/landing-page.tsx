import { Link, useLocation } from 'wouter';
import { CtaBand } from '../../components/site/cta-band';
import { Button, buttonClasses } from '../../components/ui/button';
import { publicConfig } from '../../lib/public-config';
import { useAuth } from '../auth/use-auth';
import { usePageMeta } from '../layout/use-page-meta';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { PartnershipSection } from './partnership-section';
import { ProblemSection } from './problem-section';
import { StatsSection } from './stats-section';

export default function LandingPage() {
  const { user, openSignIn } = useAuth();
  const [, navigate] = useLocation();
  usePageMeta({
    title: 'Software recommendations for small businesses',
    description: `${publicConfig.appName} turns your requirements into ranked, explained software recommendations with real prices and implementation effort. No vendor pays for placement.`,
  });

  const start = () => (user ? navigate('/dashboard') : openSignIn());

  return (
    <main id="main">
      <HeroSection signedIn={Boolean(user)} onStart={start} />
      <ProblemSection />
      <StatsSection />
      <FeaturesSection />
      <PartnershipSection />
      <CtaBand
        id="cta-title"
        title="Ready to find the right software?"
        text="Start a project in minutes: $7 for one project, or $49 a month for as many as you need."
      >
        {/* Worded apart from the hero's button, so each control has a distinct name. */}
        <Button size="lg" variant="secondary" onClick={start}>
          {user ? 'Open My Projects' : 'Find My Software'}
        </Button>
        <Link href="/pricing" className={buttonClasses('inverse', 'lg')}>
          See Pricing
        </Link>
      </CtaBand>
    </main>
  );
}
