import { Link } from 'wouter';
import { PageHeader } from '../../components/site/page-header';
import { publicConfig } from '../../lib/public-config';
import { usePageMeta } from '../layout/use-page-meta';
import { TableOfContents } from './table-of-contents';

const sections = [
  { id: 'summary', title: 'The short version' },
  { id: 'what-we-store', title: 'What we store' },
  { id: 'why', title: 'Why we use it' },
  { id: 'sharing', title: 'Who else sees it' },
  { id: 'browser', title: 'Cookies and your browser' },
  { id: 'retention', title: 'How long we keep it' },
  { id: 'rights', title: 'Your rights' },
  { id: 'security', title: 'Security' },
  { id: 'changes', title: 'Changes and contact' },
];

export default function PrivacyPage() {
  const app = publicConfig.appName;
  usePageMeta({
    title: 'Privacy Policy',
    description: `What ${app} stores about you, why, for how long, and how to export or delete it. We never sell your data or pass it to software vendors.`,
  });
  return (
    <main id="main">
      <PageHeader
        eyebrow="Legal"
        title="Privacy Policy"
        lead={`Plain language, no surprises: what ${app} stores about you, why, for how long, and how you stay in control.`}
        meta="Last updated 21 November 2026"
      />
      <div className="mx-auto grid grid-cols-1 max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <TableOfContents sections={sections} />
        <article className="prose-page">
          <h2 id="summary">The short version</h2>
          <ul>
            <li>We store what we need to run the service: your account, your projects and answers, and your payment records.</li>
            <li>
              <strong>We never sell your data, and we never pass it to software vendors.</strong> No vendor receives your name,
              your contact details or your answers from us.
            </li>
            <li>Card payments are handled by Stripe. Your card number never reaches our servers.</li>
            <li>No advertising, no tracking pixels, no analytics cookies.</li>
            <li>You can download a copy of your data or delete your account yourself, at any time, from your dashboard.</li>
          </ul>
          <p>
            In this policy, &ldquo;we&rdquo; means the operator of {app}, who decides how your personal data is used (the data
            controller).
          </p>

          <h2 id="what-we-store">What we store</h2>
          <h3>Your account</h3>
          <ul>
            <li>Your email address and, if you give it, your name.</li>
            <li>
              Your password, stored only as a one-way hash (argon2id). We cannot read it. If you sign in with Google, we receive
              your name and email address from Google instead and store no password.
            </li>
            <li>
              Whether your email address is confirmed, when you signed up and last signed in, and two-factor settings if you turn
              them on.
            </li>
          </ul>
          <h3>Your projects and answers</h3>
          <ul>
            <li>
              What you tell us about a project: its name, country, industry, number of employees, software category, the teams
              affected and your business needs.
            </li>
            <li>Your questionnaire answers and comments, and the recommendations we produce for you.</li>
            <li>PDF reports are generated in your browser. We do not keep a copy.</li>
            <li>
              Read-only links you create to share a project’s results: when each was created, when it expires, whether you revoked
              it and when it was last opened. We keep only a fingerprint of the link itself. Anyone you send an active link to
              sees that project’s results, never your account, email or payments.
            </li>
          </ul>
          <h3>Payments</h3>
          <ul>
            <li>
              Payments are processed by Stripe. We store the Stripe customer and payment references, what you bought, the amount,
              the date, your remaining project credits and whether your subscription is active.
            </li>
            <li>We never see or store your full card number, expiry date or security code.</li>
          </ul>
          <h3>Messages you send us</h3>
          <ul>
            <li>
              Consultation requests from the Pro Services page and messages from the contact page: your name, email, company,
              preferred times and what you wrote.
            </li>
          </ul>
          <h3>Technical logs</h3>
          <ul>
            <li>
              Like any website, our servers record requests (IP address, time, page requested, a request number) to keep the
              service secure and to fix problems.
            </li>
            <li>
              To stop password guessing and spam, we count recent sign-in attempts, emails sent, form submissions and attempts to
              open shared links per IP address, and projects created per account.
            </li>
          </ul>

          <h2 id="why">Why we use it</h2>
          <ul>
            <li>
              <strong>To provide the service you asked for</strong> (performing our contract with you): your account, your
              projects, your recommendations and your purchases.
            </li>
            <li>
              <strong>To keep the service safe</strong> (our legitimate interest): preventing abuse, fraud and attacks.
            </li>
            <li>
              <strong>To meet legal duties</strong>: keeping payment records for tax and accounting.
            </li>
            <li>
              <strong>To answer you</strong>: replying to consultation requests and messages.
            </li>
          </ul>
          <p>We do not use your data for advertising, and we do not build profiles of you for anyone else.</p>

          <h2 id="sharing">Who else sees it</h2>
          <p>
            <strong>We never sell your data and never pass it to software vendors</strong>, including the vendors we recommend.
            Our only consulting service is our own. A few service providers process data on our behalf, only as needed to run{' '}
            {app}:
          </p>
          <ul>
            <li>
              <strong>Stripe</strong>, to process card payments.
            </li>
            <li>
              <strong>Our hosting and email providers</strong>, to run the servers and send account emails.
            </li>
            <li>
              <strong>Google</strong>, only if you choose to sign in with Google.
            </li>
            <li>
              <strong>An AI provider</strong>, only where AI-assisted wording is switched on: the description of your project
              (never your name, email or payment details) may be sent to it to phrase questions and summaries.
            </li>
            <li>
              <strong>A scheduling provider</strong> (such as Calendly or Cal.com), only if you book a consultation through the
              calendar on the Pro Services page.
            </li>
          </ul>
          <p>
            These providers may process data outside your country; where that happens we rely on recognised safeguards such as the
            European Commission&rsquo;s standard contractual clauses. We disclose data to authorities only when the law requires
            it.
          </p>

          <h2 id="browser">Cookies and your browser</h2>
          <p>
            We keep you signed in by storing your session in your browser&rsquo;s local storage. We use no advertising or
            analytics cookies and load no third-party trackers. Stripe sets its own cookies on the payment pages to prevent fraud,
            and a booking calendar, if shown, comes from the scheduling provider.
          </p>

          <h2 id="retention">How long we keep it</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Data</th>
                <th scope="col">Kept for</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Account</td>
                <td>As long as your account exists. Deleting your account removes your personal data at once.</td>
              </tr>
              <tr>
                <td>Projects, answers and recommendations</td>
                <td>
                  Until you delete the project or your account. Deleting a project from your dashboard removes it straight away.
                </td>
              </tr>
              <tr>
                <td>Payment records</td>
                <td>
                  As long as tax and accounting law requires (typically 6 to 10 years, depending on the country). When you delete
                  your account they are kept without your name or email, linked to nobody.
                </td>
              </tr>
              <tr>
                <td>Consultation requests and contact messages</td>
                <td>24 months, then deleted automatically; sooner if you delete your account.</td>
              </tr>
              <tr>
                <td>Technical logs</td>
                <td>Up to 30 days, unless needed to investigate a security incident.</td>
              </tr>
              <tr>
                <td>Abuse-prevention counters</td>
                <td>Until their window ends (5 minutes to 1 hour), then deleted automatically.</td>
              </tr>
            </tbody>
          </table>

          <h2 id="rights">Your rights</h2>
          <p>
            Wherever you live, you can ask us to do any of the following. Under the GDPR and the UK GDPR these are your legal
            rights:
          </p>
          <ul>
            <li>
              <strong>Access and export</strong>: download a copy of everything we keep about you in a portable, machine-readable
              format (JSON) with &ldquo;Download my data&rdquo; on your dashboard.
            </li>
            <li>
              <strong>Correction</strong>: fix anything that is wrong.
            </li>
            <li>
              <strong>Deletion</strong>: &ldquo;Delete my account&rdquo; on your dashboard removes your account, projects, answers
              and messages at once (cancel an active subscription first, so you are not charged again). You can also delete single
              projects at any time.
            </li>
            <li>
              <strong>Restriction and objection</strong>: ask us to stop or limit a use of your data.
            </li>
            <li>
              <strong>Complaint</strong>: complain to your data protection authority. We would appreciate the chance to fix the
              problem first.
            </li>
          </ul>
          <p>
            For anything you cannot do yourself, or if you no longer have access to your account, write to us through the{' '}
            <Link href="/contact?topic=privacy">contact page</Link> and choose &ldquo;Privacy or data request&rdquo;. We reply
            within one month and may ask you to confirm the request from the email address of your account.
          </p>

          <h2 id="security">Security</h2>
          <p>
            All traffic is encrypted (HTTPS). Passwords are hashed, sessions expire, access to the database is restricted, and
            payment details stay with Stripe. If a breach ever affects your data, we will tell you and the authorities as the law
            requires.
          </p>
          <p>{app} is meant for businesses and is not directed at children under 16.</p>

          <h2 id="changes">Changes and contact</h2>
          <p>
            When we change this policy we update the date at the top; if a change matters, we tell you by email before it applies.
            Questions? Use our <Link href="/contact">contact page</Link>. See also our <Link href="/terms">Terms of Service</Link>{' '}
            and how we make money in our <Link href="/methodology#how-we-make-money">methodology</Link>.
          </p>
        </article>
      </div>
    </main>
  );
}
