import { BadgeCheck, CalendarCheck, CircleHelp, Scale } from 'lucide-react';
import { Link } from 'wouter';
import { PageHeader } from '../../components/site/page-header';
import { publicConfig } from '../../lib/public-config';
import { usePageMeta } from '../layout/use-page-meta';
import { TableOfContents } from '../legal/table-of-contents';

const principles = [
  { icon: Scale, title: 'Must-haves decide', text: 'A must-have weighs more than three times a nice-to-have.' },
  { icon: CircleHelp, title: 'No record is not a no', text: 'Unconfirmed never counts as a yes, and never rules a product out: it is flagged.' },
  { icon: CalendarCheck, title: 'Dated sources', text: 'Every price carries the page it came from and the date we read it.' },
  { icon: BadgeCheck, title: 'No pay-to-play', text: 'No vendor pays for placement; the same rules apply to all.' },
];

const sections = [
  { id: 'questions', title: 'How questions are chosen' },
  { id: 'filters', title: 'Which products are considered' },
  { id: 'scores', title: 'How scores are computed' },
  { id: 'bands', title: 'What the match bands mean' },
  { id: 'costs', title: 'How costs are estimated' },
  { id: 'sources', title: 'Where the facts come from' },
  { id: 'freshness', title: 'How fresh the facts are' },
  { id: 'ai', title: 'What AI does, and what it does not' },
  { id: 'how-we-make-money', title: 'How we make money' },
];

export default function MethodologyPage() {
  const app = publicConfig.appName;
  usePageMeta({
    title: 'Methodology: how we recommend software',
    description: `How ${app} chooses its questions, computes match scores and bands, sources and dates every price, and makes money without vendor payments.`,
  });
  return (
    <main id="main">
      <PageHeader
        eyebrow="Methodology"
        title="How we recommend software"
        lead="The same published rules for every product and every vendor. Here is how your questions are chosen, how scores are computed, where our facts come from and how we make money."
        meta="Last updated 28 November 2026"
      />
      <ul
        className="mx-auto -mt-6 grid max-w-6xl grid-cols-1 gap-4 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-4"
        aria-label="Our principles"
      >
        {principles.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)]">
            <Icon className="h-6 w-6 text-brand-700" aria-hidden="true" />
            <p className="mt-3 font-semibold text-ink">{title}</p>
            <p className="mt-1 text-sm leading-6 text-ink-muted">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mx-auto grid grid-cols-1 max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <TableOfContents sections={sections} />
        <article className="prose-page">
          <h2 id="questions">How questions are chosen</h2>
          <p>
            Your questionnaire is built from the project you describe: the software category, your country, industry, company size
            and the business needs you write down. It has between 8 and 15 multiple-choice questions, and the same project always
            gets the same questions.
          </p>
          <ul>
            <li>
              <strong>Category</strong> brings the features that matter for that kind of software, for example pipeline management
              for a CRM or payroll for HR.
            </li>
            <li>
              <strong>Your legal obligations</strong> are asked as &ldquo;Which of these apply to your business?&rdquo; (GDPR, UK
              GDPR, PIPEDA and Québec Law 25, CCPA, HIPAA for covered entities, FERPA, the Australian Privacy Act). These laws bind
              you, not the vendor, so we translate each into what the vendor must offer: a data processing agreement, a signed
              HIPAA business associate agreement, hosting in a region. Software that runs only on your own servers meets a hosting
              region wherever you host it; for software also sold as a cloud service, the cloud&rsquo;s region counts, and the card
              says that running it yourself is the way round. Vendor certificates and reports (SOC 2, ISO 27001, Cyber Essentials, PCI DSS …)
              are a separate question.
            </li>
            <li>
              <strong>Country</strong> brings local rules and language: GoBD and DATEV export in Germany, Making Tax Digital and
              RTI payroll in the United Kingdom, GST/HST in Canada, Single Touch Payroll in Australia, and the interface language
              (French in Québec and France, German in Germany).
            </li>
            <li>
              <strong>What the price depends on</strong>: contacts and emails for marketing (users and social profiles for social media tools), managed endpoints and technicians for
              IT management, phone users and contact-centre agents for telephony, employees (and sites, for rota tools) for HR, tickets or
              conversations a month for help desks sold by volume, shops and tills for point of sale, jobs a month for field
              service, seats elsewhere (for &ldquo;Other&rdquo;, the people who use that kind: about one in ten of your staff send
              e-signatures, answer a help desk or edit a website, half keep a booking calendar, everyone has a mailbox). Costs use your numbers, not your headcount band: a count you wrote in your business needs counts when you
              answer &ldquo;Not sure&rdquo; or we did not ask for it (a gym&rsquo;s two locations, a salon&rsquo;s five stylists); where you give none we estimate and say how. For &ldquo;Other&rdquo; we first ask which kind of software you want and
              compare only that kind. A CRM built for one trade (a charity&rsquo;s donor database, a law firm&rsquo;s, a recruitment,
              insurance or estate agency&rsquo;s) is compared only when you ask for that trade&rsquo;s records, and so is project
              software built for builders and contractors or for accounting and tax firms.
            </li>
            <li>
              <strong>Company size</strong> brings administration questions (roles, permissions, single sign-on) to larger teams.
            </li>
            <li>
              <strong>Your own words</strong>: options that match what you wrote in your business needs are shown first and
              marked, and a need you write in a comment or in your business needs that no question asked becomes a
              nice-to-have requirement, shown as &ldquo;from your comment&rdquo;. A budget you wrote (&ldquo;under £20 a
              month&rdquo;, &ldquo;under CA$30 per user&rdquo;) is offered as its own ceiling in the budget question, per user
              times your users.
            </li>
          </ul>
          <p>
            Every answer option stands for a fact we hold about each product, so every answer can be checked. For each requirement
            you tell us whether it is a <strong>must-have</strong> or a <strong>nice-to-have</strong>.
          </p>

          <h2 id="filters">Which products are considered</h2>
          <p>
            We start from every product in our catalog for your category. Every requirement gets one of three kinds of outcome,
            and only one of them can remove a product:
          </p>
          <ul>
            <li>
              <strong>Met</strong> (or partly met): a dated source says the product does it.
            </li>
            <li>
              <strong>Not met</strong>: a dated source says it does not (for example, the vendor states it does not sign a BAA),
              or the product is not sold in your country. A must-have that is not met removes the product, and we keep the reason.
              The same holds for a product of another kind: a contact-centre suite sold per agent is not offered as the phone
              system of a business that asks for no contact centre.
            </li>
            <li>
              <strong>Not confirmed</strong>: we have no fact either way. <strong>No record is not a no.</strong> The product stays
              on your list, ranked below products that confirm it, its score stays below Best Match, and the card says
              &ldquo;not confirmed — ask the vendor before you buy&rdquo;.
            </li>
          </ul>
          <p>
            If nothing is left, the results page says which must-haves ruled out how many products, shows the three closest
            products with exactly what each misses, and lets you edit your answers and update the recommendations at no cost.
            When our catalog has no product of the kind you asked for, or you describe a kind we do not hold yet (property
            management, trucking and freight, hotels, garages, dental practice management), we say so and recommend nothing
            rather than something else.
          </p>

          <h2 id="scores">How scores are computed</h2>
          <p>A match score is out of 100 and has three parts:</p>
          <table>
            <thead>
              <tr>
                <th scope="col">Part</th>
                <th scope="col">Points</th>
                <th scope="col">What counts</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>Your requirements</td>
                <td>up to 75</td>
                <td>Each of your answers, weighted by how important you said it is.</td>
              </tr>
              <tr>
                <td>Company size fit</td>
                <td>up to 15</td>
                <td>Whether the product is built for companies of your size.</td>
              </tr>
              <tr>
                <td>Industry fit</td>
                <td>up to 10</td>
                <td>Whether the product is known to serve your industry. General tools lose little here: a product with no industry focus on record earns as much as one known for other industries.</td>
              </tr>
            </tbody>
          </table>
          <p>
            <strong>Must-haves weigh far more than nice-to-haves:</strong> a must-have counts 10, a nice-to-have 3. For every
            requirement we record a verdict with its reason:
          </p>
          <ul>
            <li>
              <strong>Met</strong> earns the full weight.
            </li>
            <li>
              <strong>Partly met</strong> earns half.
            </li>
            <li>
              <strong>Not confirmed</strong>, where no source says either way, earns a quarter. It never counts as a yes, and it
              keeps a product out of the top band.
            </li>
            <li>
              <strong>Not met</strong> earns nothing.
            </li>
          </ul>
          <p>
            Your report shows each requirement, its verdict and the reason, so you can see exactly where every point came from.
            The parts are whole points and <strong>add up to the score exactly</strong>; when a cap applies it is its own line
            with its reason, such as &ldquo;Capped at 89: 1 must-have not confirmed&rdquo;.
          </p>
          <h3 id="ranking">How products are ranked, and how ties are broken</h3>
          <p>
            Products that confirm more of your must-haves rank first; within that, the higher score ranks first. A product ranked
            below another never shows a higher score: if it would, its score is capped just at the score above it, and the
            breakdown says so. Equal scores are ordered by a fixed rule: more must-haves met, then the lower 3-year cost, then the
            name. Free software you host yourself counts as an unknown cost here, since its price leaves out hosting and upkeep.
            A free plan whose limits we cannot measure (a site on the vendor&rsquo;s address, a daily sending limit) counts at
            what outgrowing it costs: the cheapest paid plan that covers your must-haves, or after every known cost when the
            paid plans have no published price. A vendor&rsquo;s entry price (&ldquo;From&rdquo;) is a floor, not your cost, so
            it comes after every known cost.
            The top recommendation is always the product that confirms the most must-haves.
          </p>

          <h2 id="bands">What the match bands mean</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Score</th>
                <th scope="col">Band</th>
                <th scope="col">What it takes</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>90 or more</td>
                <td>Best Match</td>
                <td>Every must-have confirmed as met, and built for your company size.</td>
              </tr>
              <tr>
                <td>80 to 89</td>
                <td>Strong Match</td>
                <td>No must-have missing; some may be only partly met or unconfirmed.</td>
              </tr>
              <tr>
                <td>70 to 79</td>
                <td>Good Match</td>
                <td>A good fit overall; may miss a must-have.</td>
              </tr>
              <tr>
                <td>below 70</td>
                <td>Partial Match</td>
                <td>Covers part of what you need. Read the reasons before you shortlist it.</td>
              </tr>
            </tbody>
          </table>
          <p>
            The caps are strict: a product with a must-have only partly met or not confirmed, or a weaker size fit, scores at
            most 89. A product that does not meet a must-have is not recommended at all (among the closest misses it would score
            at most 79). <strong>Best Match is reserved for products that meet every must-have.</strong>
          </p>

          <h2 id="costs">How costs are estimated</h2>
          <p>
            For each product we pick the cheapest published plan that includes all your must-have features at your volumes: your
            users, contacts, endpoints or agents. A plan is never used beyond its limits (a free plan capped at 250 contacts is
            not your plan for 12,000), and a free plan whose limits we have not recorded is not used at all. We use list prices,
            never promotional ones. The report shows the monthly licence cost, an implementation estimate, and a 3-year total: 36
            months of licences plus the middle of the implementation estimate.
          </p>
          <p>
            <strong>Every amount is in your currency.</strong> We use the vendor&rsquo;s price for your country where it publishes
            one; a plan sold only in other countries is not shown to you. When only another country&rsquo;s list price exists we
            convert it with our dated rate table and label it, for example &ldquo;≈ £110, converted from the US list price of
            $140&rdquo;. The card, Compare, the PDF and the executive summary all read the same computed cost.
          </p>
          <p>
            When a vendor publishes no price for what you need, the card says <strong>Price on request</strong> and links to the
            vendor&rsquo;s pricing page. We never guess a price we could not verify. Two prices are bounds, and say so: a
            vendor&rsquo;s entry price reads <strong>From</strong> (your volume may cost more), and when your volume falls between
            two price steps we hold (1,000 and 5,000 contacts, say) and the higher one is at most twice your volume, we show that
            step&rsquo;s price as <strong>At most</strong>: it is a plan you can buy, and your own price is no higher.
          </p>
          <p>
            When a product is not known to offer one of your must-haves on any plan, we price the plan with your other
            must-haves and say which one it leaves out: that price is a floor, never called within your budget. If your needs
            say you are a registered nonprofit or charity, or a school, college or university, we use a vendor&rsquo;s published
            nonprofit or education price where we hold one, and label it <strong>Nonprofit price</strong> or{' '}
            <strong>Education price</strong>: the vendor confirms your eligibility.
          </p>

          <h2 id="sources">Where the facts come from</h2>
          <p>
            Recommendations come from our own curated catalog of business software, not from an AI model&rsquo;s memory and not
            from vendors paying to be listed. Our researchers read each fact from a public source, usually the vendor&rsquo;s own
            pricing, product, compliance or help pages, and record where it came from.
          </p>
          <ul>
            <li>
              <strong>Every price carries its source and its date</strong>: the page we read it from and the day we read it.
            </li>
            <li>
              Compliance facts (BAA, SOC reports, ISO certificates, data processing agreements, hosting regions) and country
              support carry their source in the same way; when we searched and found nothing, we record that and the date, and
              treat it as &ldquo;not confirmed&rdquo;.
            </li>
            <li>Implementation times and effort are our estimates, and say so.</li>
            <li>Where sources disagree, we record both values and why we chose one.</li>
          </ul>
          <p>We do not use star ratings or paid reviews as evidence.</p>

          <h2 id="freshness">How fresh the facts are</h2>
          <p>
            Every product in the catalog lists the date we last verified it, and every price the date its source was read. Your
            report shows these dates next to the figures, so you can judge for yourself how current they are. When a vendor
            changes a price or a plan, we update the fact together with its source and date. Always confirm the final price with
            the vendor before you buy.
          </p>

          <h2 id="ai">What AI does, and what it does not</h2>
          <p>
            Which products are considered, how they are filtered and how they score are decided by the fixed rules on this page,
            applied to our catalog. Where AI-assisted writing is switched on, a language model may polish the wording of
            questions, descriptions and the executive summary of your report. It does not pick products, change scores or invent
            facts.
          </p>

          <h2 id="how-we-make-money">How we make money</h2>
          <p>We have exactly two sources of income:</p>
          <ul>
            <li>
              <strong>Our plans</strong>: $7 for a one-time project, or $49 a month for unlimited projects. See{' '}
              <Link href="/pricing">Pricing</Link>.
            </li>
            <li>
              <strong>Our own consulting</strong>: paid implementation help from our <Link href="/pro">Pro Services</Link> team,
              which you only get if you ask for it.
            </li>
          </ul>
          <p>
            <strong>No vendor pays for placement.</strong> We take no advertising, no referral fees and no commissions from the
            products we recommend, and the ranking rules are the same for every vendor.{' '}
            <strong>We never sell your data or pass it to vendors</strong>: no software vendor receives your contact details or
            your answers from us. Read our <Link href="/privacy">Privacy Policy</Link> for the details.
          </p>
        </article>
      </div>
    </main>
  );
}
