import { useQuery } from '@tanstack/react-query';
import { Lock, ShieldCheck } from 'lucide-react';
import { useLocation } from 'wouter';
import { useAuth } from '../auth/use-auth';
import { usePageMeta } from '../layout/use-page-meta';
import { eligibilityQuery } from '../projects/project-queries';
import { PlanCard, type PlanState } from './plan-card';
import { plans, type Plan } from './plans';
import { PricingFaq } from './pricing-faq';

/** Spec section 2: two plan cards; a signed-out visitor who chooses one gets the sign-in dialog. */
export default function PricingPage() {
  const { user, openSignIn } = useAuth();
  const [, navigate] = useLocation();
  usePageMeta({
    title: 'Pricing',
    description: 'One software selection project for $7, or unlimited projects for $49 a month. No vendor pays for placement.',
  });

  const choose = (plan: Plan) => (user ? navigate(plan.target) : openSignIn(plan.target));
  // A subscriber already has every project covered: nothing here is for sale to them.
  const { data: eligibility } = useQuery({ ...eligibilityQuery(), enabled: Boolean(user) });
  const subscribed = Boolean(user && eligibility?.hasSubscription);
  const stateOf = (plan: Plan): PlanState | undefined =>
    !subscribed
      ? undefined
      : plan.id === 'unlimited'
        ? { label: 'Current plan', note: 'Your Unlimited Access plan is active: every new project is included. Manage it from your dashboard.' }
        : { label: 'Included in your plan', note: 'Not needed while your Unlimited Access plan is active: your projects are already covered.' };

  return (
    <main id="main">
      <div className="bg-gradient-to-b from-brand-50 to-surface-muted">
        <div className="mx-auto max-w-6xl px-4 pb-4 pt-14 text-center sm:px-6 md:pt-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Pricing</p>
          <h1 className="mx-auto mt-2 max-w-2xl text-4xl font-extrabold tracking-tight text-ink md:text-5xl">
            Simple, honest pricing
          </h1>
          <p className="mx-auto mt-4 max-w-xl text-lead text-ink-muted">
            Pay for one project or subscribe for as many as you need. You pay us, not the vendors — so the advice works for you.
          </p>
        </div>
      </div>
      <div className="mx-auto grid grid-cols-1 max-w-4xl gap-8 px-4 pt-10 sm:px-6 md:grid-cols-2">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} onChoose={choose} state={stateOf(plan)} />
        ))}
      </div>
      <ul className="mx-auto mt-10 flex max-w-4xl flex-col items-center justify-center gap-3 px-4 text-sm text-ink-muted sm:flex-row sm:gap-8">
        <li className="flex items-center gap-2">
          <Lock className="h-4 w-4 text-ink-subtle" aria-hidden="true" />
          Secure card payment by Stripe
        </li>
        <li className="flex items-center gap-2">
          <ShieldCheck className="h-4 w-4 text-ink-subtle" aria-hidden="true" />
          We never sell your data or pass it to vendors
        </li>
      </ul>
      <PricingFaq />
    </main>
  );
}
