import { Link } from 'wouter';
import { SectionHeading } from '../../components/site/section-heading';

const questions = [
  {
    q: 'What counts as one project?',
    a: 'One software decision: for example "a CRM for our sales team" or "payroll for our UK staff". It includes the questionnaire, the ranked recommendations and the PDF report, and it stays in your account.',
  },
  {
    q: 'Do software vendors pay you?',
    a: (
      <>
        No. No vendor pays for placement, and we do not earn commissions from the products we recommend. We earn from these plans
        and our own implementation service. <Link href="/methodology#how-we-make-money">How we make money</Link>.
      </>
    ),
  },
  {
    q: 'How is my payment handled?',
    a: 'Card payments are processed by Stripe. Your card details go straight to Stripe and never touch our servers.',
  },
  {
    q: 'Can I stop the monthly plan?',
    a: (
      <>
        Yes. Unlimited Access is billed month to month with no long-term contract. Cancel at any time from your dashboard (or
        through the <Link href="/contact?topic=billing">contact page</Link>): it runs to the end of the month you paid for and
        does not renew. Projects you created stay in your account.
      </>
    ),
  },
  {
    q: 'I need help putting the software in place.',
    a: (
      <>
        Our <Link href="/pro">Pro Services</Link> team plans and runs implementations. The first 30-minute consultation is free.
      </>
    ),
  },
];

export function PricingFaq() {
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6 md:py-20">
      <SectionHeading id="faq-title" eyebrow="Questions" title="Frequently asked questions" />
      <dl className="mt-10 divide-y divide-line rounded-[var(--radius-card)] border border-line bg-white">
        {questions.map(({ q, a }) => (
          <div key={q} className="p-6">
            <dt className="font-semibold text-ink">{q}</dt>
            <dd className="mt-2 text-sm leading-6 text-ink-muted [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4">
              {a}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
