import { Link } from 'wouter';
import { PageHeader } from '../../components/site/page-header';
import { publicConfig } from '../../lib/public-config';
import { usePageMeta } from '../layout/use-page-meta';
import { TableOfContents } from './table-of-contents';

const sections = [
  { id: 'agreement', title: 'The agreement' },
  { id: 'service', title: 'What the service is, and is not' },
  { id: 'account', title: 'Your account' },
  { id: 'plans', title: 'Plans, payment and cancellation' },
  { id: 'use', title: 'Fair use' },
  { id: 'content', title: 'Your data and our content' },
  { id: 'independence', title: 'Independence' },
  { id: 'pro', title: 'Pro Services' },
  { id: 'liability', title: 'Responsibility and liability' },
  { id: 'ending', title: 'Ending the agreement' },
  { id: 'changes', title: 'Changes and contact' },
];

export default function TermsPage() {
  const app = publicConfig.appName;
  usePageMeta({
    title: 'Terms of Service',
    description: `The terms for using ${app}: what the service provides, plans and payment, cancellation, fair use and liability, in plain language.`,
  });
  return (
    <main id="main">
      <PageHeader
        eyebrow="Legal"
        title="Terms of Service"
        lead={`The rules for using ${app}, written to be read. If something is unclear, ask us before you buy.`}
        meta="Last updated 21 November 2026"
      />
      <div className="mx-auto grid grid-cols-1 max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <TableOfContents sections={sections} />
        <article className="prose-page">
          <h2 id="agreement">The agreement</h2>
          <p>
            These terms are an agreement between you and the operator of {app} (&ldquo;we&rdquo;). By creating an account or
            buying a plan you accept them. If you use {app} for a company, you confirm that you may accept them on its behalf. Our{' '}
            <Link href="/privacy">Privacy Policy</Link> explains how we handle your data.
          </p>

          <h2 id="service">What the service is, and is not</h2>
          <p>
            {app} helps you choose business software. You describe a project and answer a questionnaire; we rank products from our
            catalog using the rules published in our <Link href="/methodology">methodology</Link> and show match scores, estimated
            costs, implementation effort, pros and cons, and a PDF report.
          </p>
          <ul>
            <li>
              <strong>Recommendations are information, not a guarantee.</strong> They depend on the answers you give and on facts
              published by vendors, which can change. Check the details that matter to you with the vendor, and try the product,
              before you commit.
            </li>
            <li>
              <strong>Prices are estimates.</strong> Each price shows its source and the date we checked it. The vendor&rsquo;s
              quote is what you will pay.
            </li>
            <li>We are not a party to any contract you make with a software vendor.</li>
          </ul>

          <h2 id="account">Your account</h2>
          <ul>
            <li>
              Give a real email address and keep your password to yourself. You are responsible for what happens in your account.
            </li>
            <li>You must be at least 16 years old.</li>
            <li>Tell us straight away if you think someone else has access to your account.</li>
          </ul>

          <h2 id="plans">Plans, payment and cancellation</h2>
          <ul>
            <li>
              <strong>One-Time Project: $7 per project.</strong> You buy a credit for one project. The credit is used when you
              create the project, and the project stays in your account.
            </li>
            <li>
              <strong>Unlimited Access: $49 per month.</strong> Create as many projects as you need while the subscription is
              active. It renews every month until you cancel.
            </li>
            <li>
              <strong>Cancelling.</strong> You can cancel the subscription at any time from your dashboard (or through the{' '}
              <Link href="/contact?topic=billing">contact page</Link>). It then runs to the end of the month you have paid for and
              does not renew. Projects you created stay available.
            </li>
            <li>
              <strong>Payment.</strong> Prices are in US dollars; taxes are added where the law requires. Payments are processed
              by Stripe.
            </li>
            <li>
              <strong>When something goes wrong.</strong> If a project fails because of an error on our side and we cannot fix it,
              we restore your credit or refund the payment. Your statutory rights as a consumer, where they apply, are not
              affected.
            </li>
          </ul>

          <h2 id="use">Fair use</h2>
          <p>Please do not:</p>
          <ul>
            <li>copy or scrape the catalog, scores or reports in bulk, or resell them as a product of your own;</li>
            <li>try to break, overload or get around the security of the service, or access other people&rsquo;s accounts;</li>
            <li>use the service for anything unlawful.</li>
          </ul>
          <p>
            You may share your own reports with your colleagues, advisers and clients. Consultants and managed service providers
            may use {app} to advise their clients.
          </p>

          <h2 id="content">Your data and our content</h2>
          <p>
            Your projects, answers and reports belong to you. You allow us to process them only to provide the service to you. We
            never sell them or pass them to software vendors.
          </p>
          <p>
            The catalog, methodology, texts and software of {app} belong to us. Product names and trademarks belong to their
            owners; showing them does not mean the owner endorses us or that we are affiliated with them.
          </p>

          <h2 id="independence">Independence</h2>
          <p>
            No vendor pays for placement, and we take no commissions from the products we recommend. We earn from our plans and
            our own Pro Services only, as described under <Link href="/methodology#how-we-make-money">how we make money</Link>.
          </p>

          <h2 id="pro">Pro Services</h2>
          <p>
            The free 30-minute consultation creates no obligation for either side. Paid implementation work is agreed separately
            in writing, with its own scope, price and timeline, before it starts.
          </p>

          <h2 id="liability">Responsibility and liability</h2>
          <p>
            We work carefully to keep {app} available and its facts correct, but we cannot promise the service will always be
            uninterrupted or error-free. To the extent the law allows, we are not liable for indirect losses such as lost profits,
            and our total liability to you is limited to the amount you paid us in the twelve months before the claim. Nothing in
            these terms limits liability that cannot be limited by law, such as for fraud or for harm caused intentionally or by
            gross negligence.
          </p>

          <h2 id="ending">Ending the agreement</h2>
          <p>
            You can stop using {app} at any time and delete your account from your dashboard. We may suspend or close an account
            that seriously or repeatedly breaks these terms; unless the breach makes it impossible, we warn you first and refund
            any unused paid period.
          </p>

          <h2 id="changes">Changes and contact</h2>
          <p>
            If we change these terms we update the date at the top, and for changes that matter we tell you by email at least 30
            days before they apply. If you do not agree, you can cancel before then. These terms are governed by the law of the
            country where the operator of {app} is established; if you are a consumer, you also keep the protection of the law
            where you live. Questions? Use our <Link href="/contact">contact page</Link>.
          </p>
        </article>
      </div>
    </main>
  );
}
