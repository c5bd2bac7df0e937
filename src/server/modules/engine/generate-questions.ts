// The built-in questionnaire: 8–15 multi-select questions tailored to the project. Every
// option value is a vocabulary token the scorer understands (see requirements.ts). Same
// project in → same questions out.
import type { CreateProjectInput } from '../../../shared/projects.js';
import { employeeCounts, labelOf, softwareCategories, type Country, type SoftwareCategory } from '../../../shared/options.js';
import { countryName, lowerFirst } from '../../../shared/wording.js';
import type { QuestionOption, QuestionSelection } from '../../../shared/questions.js';
import type { Product } from '../../../shared/catalog/product-schema.js';
import { offeredFeatures, productsInCategory, productsInFamily } from '../../catalog/product-index.js';
import {
  complianceItems,
  countryLocalCapabilities,
  featureLabel,
  genericLocalCapabilities,
  integrations,
  supportChannels,
  languageNames,
  otherFamilies,
  type ComplianceItem,
  type Integration,
  type Language,
  type OtherFamily,
  type VolumeUnit,
} from '../../../shared/catalog/vocabulary.js';
import { countryCurrency, formatMoney, niceRound, convert } from '../../../shared/money.js';
import { obligations, type Obligation, type ObligationId } from '../../../shared/catalog/obligations.js';
import { featureGroups, type FeatureGroup } from './question-bank.js';
import { tokensFromNeeds } from './needs-keywords.js';
import { headcountInBand, volumesFromNeeds, type StatedVolumes } from './needs-volumes.js';
import { seatEstimate, volumeOf, type Quantity } from './sizing.js';
import { uncoveredKindWanted, type UncoveredKind } from './uncovered-kinds.js';
import { budgetFromNeeds } from './budget-from-needs.js';
import type { Volumes } from './requirements.js';

export type GeneratedQuestion = {
  order: number;
  category: string;
  title: string;
  description: string;
  dimension: string;
  options: QuestionOption[];
  /** single: one option only (budget, timeline, volumes, kind of software). */
  selection: QuestionSelection;
};

export const NONE = 'none';
const noneOption = (label = 'No specific requirement'): QuestionOption => ({ value: NONE, label });
const SUGGESTED = 'Mentioned in your business needs';

type Draft = Omit<GeneratedQuestion, 'order' | 'selection'> & {
  priority: number;
  selection?: QuestionSelection;
  /** Kept when the questionnaire is cut to its maximum length. */
  essential?: boolean;
};

/**
 * Suggested options first, in the order the needs text names them (`suggested` keeps that order):
 * "a website for our clinic with online booking" lists the website builder before booking, as the
 * first suggestion is also the kind whose own questions are asked.
 */
function orderOptions(options: QuestionOption[], suggested: Set<string>): QuestionOption[] {
  const marked = options.map((o) => (suggested.has(o.value) ? { ...o, description: o.description ? `${SUGGESTED}. ${o.description}` : SUGGESTED } : o));
  const order = [...suggested];
  const first = marked.filter((o) => suggested.has(o.value)).sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
  return [...first, ...marked.filter((o) => !suggested.has(o.value))];
}

function featureQuestions(input: CreateProjectInput, catalog: readonly Product[], suggested: Set<string>): Draft[] {
  const category = input.softwareCategory;
  const family = category === 'other' ? suggestedFamily(suggested) : null;
  // A backup buyer is not asked about office suites or live chat: only what products of the kind offer.
  const ofFamily = family ? productsInFamily(catalog, family) : [];
  const offered = offeredFeatures(ofFamily.length ? ofFamily : catalog);
  const groups = family ? [familyGroup(family), ...featureGroups.other] : featureGroups[category];
  const seen = new Set<string>();
  return groups
    .map((group, index) => {
      // A feature is asked once, in the first group that has it.
      const features = group.features.filter((f) => (offered.size === 0 || offered.has(f)) && !seen.has(f));
      features.forEach((f) => seen.add(f));
      const hits = features.filter((f) => suggested.has(`feature:${f}`)).length;
      const options = features.map((f) =>
        // Local numbers depend on the country: asked as a local capability, once.
        category === 'telephony' && f === 'local-numbers'
          ? { value: `local:${input.country}:local-numbers`, label: `Local phone numbers in ${countryName(input.country)}` }
          : { value: `feature:${f}`, label: featureLabel(f, [category]) },
      );
      return {
        category: group.badge,
        title: group.title,
        description: `${group.description} Select everything you need; mark the question must-have if these are deal-breakers.`,
        dimension: `features:${group.id}`,
        options: [...orderOptions(options, suggested), noneOption('None of these')],
        // Groups the business-needs text talks about come first, then the bank's own order.
        priority: 100 - hits * 10 + index,
        size: features.length,
      };
    })
    .filter((q) => q.size >= 2)
    .map(({ size: _size, ...q }) => q);
}

const teamIntegrations: Record<string, Integration[]> = {
  Sales: ['salesforce', 'hubspot', 'linkedin'],
  Marketing: ['mailchimp', 'google-ads', 'facebook', 'wordpress'],
  'Customer Service': ['zendesk', 'intercom', 'freshdesk'],
  'IT/Engineering': ['jira', 'github', 'okta', 'azure-ad'],
  'HR/People Operations': ['gusto', 'bamboohr', 'adp'],
  'Finance/Accounting': ['quickbooks', 'xero', 'stripe'],
  Operations: ['shopify', 'woocommerce', 'amazon'],
  'Management/Executive': ['power-bi'],
  'Project Management': ['asana', 'trello', 'monday-com'],
  'Quality Assurance': ['jira'],
};
const countryIntegrations: Partial<Record<Country, Integration[]>> = {
  UK: ['sage-accounting', 'xero'],
  DE: ['datev'],
  AU: ['myob', 'xero'],
  CA: ['quickbooks'],
  US: ['quickbooks'],
};

function integrationQuestion(input: CreateProjectInput, suggested: Set<string>): Draft {
  const picks: Integration[] = ['google-workspace', 'microsoft-365', 'slack', 'microsoft-teams'];
  for (const t of input.affectedTeams) picks.push(...(teamIntegrations[t] ?? []));
  picks.push(...(countryIntegrations[input.country] ?? []));
  for (const token of suggested) if (token.startsWith('integration:')) picks.push(token.slice(12) as Integration);
  picks.push('zapier');
  const rivals = new Set(rivalsByCategory[input.softwareCategory] ?? []);
  const unique = [...new Set(picks)].filter((i) => !rivals.has(i)).slice(0, 14);
  const options = unique.map((i) => ({ value: `integration:${i}`, label: integrations[i] }));
  return {
    category: 'Integrations',
    title: 'Which tools must it connect to?',
    description: `Chosen from the teams you selected (${input.affectedTeams.join(', ')}) and tools common in ${countryName(input.country)}.`,
    dimension: 'integrations',
    options: [...orderOptions(options, suggested), noneOption('No integrations needed')],
    priority: 200,
  };
}

function obligationsQuestion(input: CreateProjectInput, suggested: Set<string>): Draft {
  const applies = (o: Obligation) =>
    (o.countries === 'all' || o.countries.includes(input.country)) && (!o.industries || o.industries.includes(input.industry));
  const ids = (Object.keys(obligations) as ObligationId[]).filter((id) => applies(obligations[id]));
  // The buyer's own country's law first; EU GDPR also binds anyone serving people in the EU.
  const local = ids.filter((id) => id !== 'gdpr' || input.country === 'DE' || input.country === 'FR');
  const order = [...local, ...(local.includes('gdpr') ? [] : ['gdpr' as const])];
  const options = order.map((id) => ({ value: `obligation:${id}`, label: obligations[id].label, description: obligations[id].description }));
  const regulated = input.industry === 'healthcare' || input.industry === 'finance' || input.industry === 'education';
  return {
    category: 'Your legal obligations',
    title: 'Which of these apply to your business?',
    description:
      'Laws that bind you, not the vendor. We turn each into what the vendor must offer (a data processing agreement, a signed BAA, hosting in a region). A vendor that has not published it stays on your list, flagged "not confirmed".',
    dimension: 'obligations',
    options: [...orderOptions(options, suggested), noneOption('None of these')],
    priority: regulated || [...suggested].some((s) => s.startsWith('obligation:')) ? 40 : 205,
    essential: true,
  };
}

const hostingFor: Record<Country, ComplianceItem> = { US: 'hosting-us', UK: 'hosting-uk', CA: 'hosting-ca', AU: 'hosting-au', DE: 'hosting-eu', FR: 'hosting-eu' };

function attestationsQuestion(input: CreateProjectInput, suggested: Set<string>): Draft {
  const items: ComplianceItem[] = [hostingFor[input.country], 'soc2', 'iso27001'];
  if (input.country === 'UK') items.push('cyber-essentials');
  if (input.industry === 'retail' || input.industry === 'finance' || input.softwareCategory === 'other') items.push('pci-dss');
  if (input.industry === 'finance' || input.softwareCategory === 'accounting' || input.softwareCategory === 'erp') items.push('soc1');
  if (input.country === 'DE') items.push('bsi-c5');
  if (input.country === 'AU') items.push('irap');
  if (input.country === 'US' && input.industry === 'healthcare') items.push('hitrust');
  items.push('iso27018');
  const options = [...new Set(items)].map((c) => ({ value: `compliance:${c}`, label: complianceItems[c], description: attestationHints[c] }));
  return {
    category: 'Security & hosting',
    title: 'Which security reports, certificates or hosting must the vendor have?',
    description: 'Independent proof of the vendor’s security and where your data lives. A vendor that says it does not have one you mark must-have is ruled out; one that has not published it is flagged.',
    dimension: 'attestations',
    options: [...orderOptions(options, suggested), noneOption('None required')],
    priority: 210,
  };
}

const attestationHints: Partial<Record<ComplianceItem, string>> = {
  soc1: 'Audit of controls over financial reporting',
  soc2: 'Independent audit of security controls',
  iso27001: 'Certified information security management',
  iso27018: 'Certified protection of personal data in the cloud',
  'pci-dss': 'Card payment data security',
  'cyber-essentials': 'UK government-backed security scheme',
  'bsi-c5': 'German federal cloud security attestation',
  irap: 'Australian government security assessment',
  hitrust: 'Healthcare security framework certification',
  'hosting-eu': 'Your data stays in EU data centres',
  'hosting-uk': 'Your data stays in UK data centres',
  'hosting-ca': 'Your data stays in Canadian data centres',
  'hosting-au': 'Your data stays in Australian data centres',
  'hosting-us': 'Your data stays in US data centres',
};

const localByCategory: Partial<Record<SoftwareCategory, Partial<Record<Country, string[]>>>> = {
  accounting: {
    US: ['sales-tax', '1099-filing'],
    UK: ['hmrc-mtd', 'cis'],
    // Québec runs its own payroll (RL-1, QPP); a Québec firm paying staff from its books asks it.
    CA: ['gst-hst', 'quebec-payroll'],
    AU: ['gst-bas'],
    DE: ['gobd', 'datev-export', 'xrechnung', 'elster'],
    FR: ['pdp-approved', 'fec-export', 'e-invoicing'],
  },
  erp: {
    US: ['sales-tax'],
    UK: ['hmrc-mtd'],
    CA: ['gst-hst'],
    AU: ['gst-bas', 'stp2'],
    DE: ['gobd', 'datev-export', 'xrechnung'],
    FR: ['pdp-approved', 'fec-export'],
  },
  hr: {
    US: ['payroll', 'multistate-payroll', 'tax-filing'],
    UK: ['payroll', 'rti-payroll', 'auto-enrolment'],
    CA: ['payroll', 'quebec-payroll'],
    AU: ['payroll', 'stp2', 'superannuation', 'award-interpretation'],
    DE: ['payroll', 'datev-export'],
    FR: ['payroll', 'dsn'],
  },
};

/** Local rules of one kind of "other" software, asked only when the project is about that kind. */
const localByFamily: Partial<Record<OtherFamily, Partial<Record<Country, string[]>>>> = {
  'point-of-sale': { DE: ['kassensichv'], FR: ['nf525'] },
};

const localDescriptions: Partial<Record<SoftwareCategory, string>> = {
  accounting: 'Tax filing, invoicing and bookkeeping rules of your country. A vendor that says it cannot is ruled out; one we cannot confirm is flagged.',
  erp: 'Tax, invoicing, payroll and bookkeeping rules of your country. A vendor that says it cannot is ruled out; one we cannot confirm is flagged.',
  hr: 'Payroll, tax and pension rules of your country. A vendor that says it cannot is ruled out; one we cannot confirm is flagged.',
};

function localQuestion(input: CreateProjectInput, suggested: Set<string>): Draft | null {
  const family = input.softwareCategory === 'other' ? suggestedFamily(suggested) : null;
  const byFamily = family ? localByFamily[family]?.[input.country] : undefined;
  const caps = [...(localByCategory[input.softwareCategory]?.[input.country] ?? byFamily ?? [])];
  if (caps.length === 0) return null;
  const label = (c: string) =>
    (genericLocalCapabilities as Record<string, string>)[c] ?? countryLocalCapabilities[input.country][c] ?? c;
  return {
    category: `Local requirements (${countryName(input.country)})`,
    title: `Which ${countryAdjective[input.country]} requirements must it handle?`,
    description: byFamily ? 'The till laws of your country. A vendor that says it cannot is ruled out; one we cannot confirm is flagged.' : localDescriptions[input.softwareCategory]!,
    dimension: 'local',
    options: [...orderOptions(caps.map((c) => ({ value: `local:${input.country}:${c}`, label: label(c) })), suggested), noneOption('None of these')],
    priority: caps.some((c) => suggested.has(`local:${input.country}:${c}`)) ? 42 : 60,
  };
}

function budgetQuestion(input: CreateProjectInput, counts: StatedVolumes, family: OtherFamily | null): Draft {
  const seats = seatEstimate(input.softwareCategory, input.employeeCount, neededVolumes(input, counts, family));
  const currency = countryCurrency[input.country];
  // Boundaries at roughly 8, 20, 45 and 100 USD per seat and month, in local money.
  const bounds = [8, 20, 45, 100].map((perSeat) => niceRound(convert(perSeat * seats.quantity, 'USD', currency)));
  const unique = [...new Set(bounds)];
  const options: QuestionOption[] = unique.map((b, i) => ({
    value: `budget:${currency}:${b}`,
    label: i === 0 ? `Up to ${formatMoney(b, currency)} per month` : `${formatMoney(unique[i - 1]!, currency)}–${formatMoney(b, currency)} per month`,
  }));
  // The ceiling the buyer wrote is offered as itself: "under C$30 per user" is not "C$150–C$250".
  const stated = statedBudgetOption(input, seats);
  if (stated) {
    const same = options.findIndex((o) => o.value === stated.value);
    if (same >= 0) options[same] = { ...options[same]!, description: stated.description };
    else {
      const at = options.filter((o) => Number(o.value.split(':')[2]) < stated.amount).length;
      const { amount, ...option } = stated;
      options.splice(at, 0, option);
      // The range after it now starts at the buyer's figure.
      const next = options[at + 1];
      if (next) next.label = `${formatMoney(amount, currency)}–${formatMoney(Number(next.value.split(':')[2]), currency)} per month`;
    }
  }
  options.push({ value: `budget:${currency}:none`, label: 'No fixed budget', description: 'Show the best fit whatever the price' });
  return {
    category: 'Budget',
    title: 'What is your monthly budget for licences?',
    description: `Licences only, for ${seats.basis}. Choose one range.`,
    dimension: 'budget',
    options,
    priority: 300,
    selection: 'single',
    essential: true,
  };
}

/** The budget written in the needs as a monthly ceiling in the buyer's money, per seat times their seats. */
function statedBudgetOption(input: CreateProjectInput, seatsAsked: Quantity): (QuestionOption & { amount: number }) | null {
  const budget = budgetFromNeeds(input.businessNeeds);
  if (!budget) return null;
  const currency = countryCurrency[input.country];
  // A bare "$" is the buyer's own dollars in a dollar country, US dollars elsewhere.
  const written = budget.currency ?? (currency.endsWith('D') ? currency : 'USD');
  const seats = budget.per === 'seat' ? seatsAsked : null;
  const monthly = budget.per === 'year' ? budget.amount / 12 : budget.amount * (seats?.quantity ?? 1);
  const amount = Math.round(convert(monthly, written, currency));
  if (amount <= 0) return null;
  const how = [seats ? `for ${seats.basis}` : '', budget.per === 'year' ? 'a twelfth of the year' : '', written !== currency ? 'converted' : ''].filter(Boolean).join(', ');
  return {
    value: `budget:${currency}:${amount}`,
    label: `Up to ${formatMoney(amount, currency)} per month`,
    description: `${SUGGESTED}: “${budget.words}”${how ? `, ${how}` : ''}`,
    amount,
  };
}

/** The counts in the needs that size seats: users they named, else their headcount inside their band. */
function neededVolumes(input: CreateProjectInput, stated: StatedVolumes, family: OtherFamily | null): Volumes {
  const headcount = headcountInBand(stated, input.employeeCount);
  return {
    ...(stated.users !== undefined ? { users: stated.users } : {}),
    ...(stated.employees !== undefined && (input.softwareCategory === 'hr' || headcount !== undefined) ? { employees: stated.employees } : {}),
    ...(headcount !== undefined ? { headcount } : {}),
    ...(family ? { family } : {}),
  };
}

function timelineQuestion(): Draft {
  return {
    category: 'Timeline',
    title: 'When do you need to be up and running?',
    description: 'Choose one. Products whose typical implementation takes longer score lower on this requirement.',
    dimension: 'timeline',
    selection: 'single',
    essential: true,
    options: [
      { value: 'timeline:2', label: 'Within 2 weeks' },
      { value: 'timeline:4', label: 'Within a month' },
      { value: 'timeline:12', label: 'Within 3 months' },
      { value: 'timeline:26', label: 'Within 6 months' },
      { value: NONE, label: 'No deadline' },
    ],
    priority: 310,
  };
}

function supportQuestion(input: CreateProjectInput): Draft {
  const channels = ['phone', 'chat', '24-7', 'onboarding-service', 'dedicated-manager'] as const;
  const options: QuestionOption[] = channels.map((c) => ({ value: `support:${c}`, label: supportChannels[c] }));
  if (input.country === 'DE' || input.country === 'FR') {
    options.push({ value: `local:${input.country}:local-support`, label: `Support in ${input.country === 'DE' ? 'German' : 'French'}` });
  }
  return {
    category: 'Support',
    title: 'What kind of help do you expect from the vendor?',
    description: 'Support channels matter most during rollout and when something breaks.',
    dimension: 'support',
    options: [...options, noneOption('Self-service is fine')],
    priority: 290,
  };
}

function teamFitQuestion(input: CreateProjectInput, suggested: Set<string>): Draft {
  const large = input.employeeCount !== '1-10' && input.employeeCount !== '11-50';
  if (large || input.affectedTeams.includes('IT/Engineering')) {
    const ids = ['sso', 'role-permissions', 'audit-log', 'two-factor-auth', 'data-export', 'api-access'];
    return {
      category: 'Administration & security',
      title: 'Which administration and security controls do you need?',
      description: `For ${input.employeeCount} employees, access control and auditability usually matter.`,
      dimension: 'admin',
      options: [...orderOptions(ids.map((f) => ({ value: `feature:${f}`, label: featureLabel(f, [input.softwareCategory]) })), suggested), noneOption('None of these')],
      priority: 220,
    };
  }
  const options: QuestionOption[] = [
    { value: 'trait:free-plan', label: 'A free plan to start with' },
    { value: 'trait:low-complexity', label: 'Quick to set up without a consultant' },
    { value: 'trait:monthly-billing', label: 'Month-to-month billing (no annual contract)' },
    { value: 'feature:mobile-app', label: featureLabel('mobile-app') },
  ];
  return {
    category: 'Small team fit',
    title: 'What matters most for a team your size?',
    description: `For ${input.employeeCount} employees, simplicity and flexible billing often matter more than depth.`,
    dimension: 'small-team',
    options: [...orderOptions(options, suggested), noneOption('None of these')],
    priority: 220,
  };
}

function deploymentQuestion(input: CreateProjectInput, suggested: Set<string>): Draft | null {
  const asks =
    ['erp', 'noc', 'telephony'].includes(input.softwareCategory) ||
    input.employeeCount === '201-500' ||
    input.employeeCount === '500+' ||
    suggested.has('deployment:on-premises');
  if (!asks) return null;
  return {
    category: 'Deployment',
    title: 'How should the software be deployed?',
    description: 'Cloud means the vendor runs it; on-premises means it runs on your own servers.',
    dimension: 'deployment',
    options: orderOptions(
      [
        { value: 'deployment:cloud', label: 'Cloud (SaaS)' },
        { value: 'deployment:on-premises', label: 'On-premises (our own servers)' },
        { value: 'deployment:hybrid', label: 'Hybrid' },
        noneOption('No preference'),
      ],
      suggested,
    ),
    priority: 230,
  };
}

const countryLanguages: Record<Country, Language[]> = { US: [], UK: [], AU: [], CA: ['fr', 'en'], DE: ['de', 'en'], FR: ['fr', 'en'] };

function languageQuestion(input: CreateProjectInput, suggested: Set<string>): Draft | null {
  const fromNeeds = [...suggested].filter((t) => t.startsWith('language:')).map((t) => t.slice(9) as Language);
  const codes = [...new Set([...countryLanguages[input.country], ...fromNeeds])];
  if (codes.length === 0) return null;
  if (!codes.includes('en')) codes.push('en');
  return {
    category: 'Language',
    title: 'Which languages must the software be available in?',
    description: input.country === 'CA' ? 'In Québec, French is often required for staff-facing software. Tick each language your team needs.' : 'The language your team will use every day. Tick each one you need.',
    dimension: 'language',
    options: [...orderOptions(codes.map((c) => ({ value: `language:${c}`, label: `${languageNames[c]} interface` })), suggested), noneOption('English is fine')],
    priority: fromNeeds.length ? 45 : 240,
  };
}

/**
 * Answer bands for people counted per seat. Prices are worked out for the top of the band, so a
 * band wider than about 1.5× over-costs a buyer at its bottom: "101–250" costed a 120-person
 * payroll at 250 employees. `fitToCompany` keeps the part of the ladder the company's size allows.
 */
const SEAT_LADDER = [1, 2, 3, 5, 8, 10, 15, 20, 25, 35, 50, 75, 100, 150, 200, 250, 350, 500, 750, 1000, 1500, 2000];
/** Units counted in people, never more than the company employs. */
const peopleUnits: ReadonlySet<VolumeUnit> = new Set(['users', 'employees', 'agents', 'technicians']);
/** Below this share of the company's smallest size, bands merge into "Up to …": most of a 51–200 company is on its payroll, while its CRM may have 3 seats. */
const smallestShare: Partial<Record<VolumeUnit, number>> = { employees: 0.25, users: 0.05 };

/**
 * A people count's bands for this company: none above its largest size (the band that holds it is
 * kept), and the smallest ones merged into the first, so the list stays short where it can.
 */
function fitToCompany(steps: readonly number[], unit: VolumeUnit, input: CreateProjectInput): number[] {
  if (!peopleUnits.has(unit)) return [...steps];
  const band = employeeCounts.find((e) => e.value === input.employeeCount)!;
  const top = steps.findIndex((n) => n >= band.max);
  const upToSize = top === -1 ? [...steps] : steps.slice(0, top + 1);
  const floor = band.min * (smallestShare[unit] ?? 0);
  const firstKept = upToSize.findIndex((n) => n === 0 || n >= floor);
  return upToSize.filter((n, k) => n === 0 || k >= firstKept);
}

/** The volumes each category's prices depend on, with answer bands a buyer can pick from. */
const volumeQuestions: Partial<Record<SoftwareCategory, { unit: VolumeUnit; title: string; description: string; steps: number[] }[]>> = {
  marketing: [
    { unit: 'contacts', title: 'How many contacts will you market to?', description: 'Email platforms charge by the size of your list; free plans stop at a few hundred.', steps: [500, 1000, 1500, 2500, 3500, 5000, 7500, 10000, 15000, 20000, 25000, 35000, 50000, 75000, 100000] },
    { unit: 'sends', title: 'How many marketing emails will you send a month?', description: 'Some platforms charge by emails sent rather than contacts.', steps: [5000, 10000, 20000, 35000, 50000, 75000, 100000, 150000, 250000, 500000, 1000000] },
  ],
  noc: [
    { unit: 'endpoints', title: 'How many devices will you manage or monitor?', description: 'Count every managed endpoint, including your clients’ devices if you are an MSP. Most tools charge per endpoint.', steps: [25, 50, 100, 150, 250, 350, 500, 750, 1000, 1500, 2500, 3500, 5000, 7500, 10000] },
    { unit: 'technicians', title: 'How many technicians will use it?', description: 'Some tools charge per technician instead of per device.', steps: [1, 2, 3, 5, 8, 10, 15, 20, 35, 50] },
  ],
  telephony: [
    { unit: 'users', title: 'How many people need a phone line?', description: 'Phone systems charge per user.', steps: SEAT_LADDER },
    { unit: 'agents', title: 'How many contact-centre agents answer customers?', description: 'Contact-centre suites charge per agent; choose "none" if everyone just needs a business line.', steps: [0, 3, 5, 10, 15, 25, 35, 50, 75, 100, 150, 250, 350, 500] },
  ],
  hr: [
    { unit: 'employees', title: 'How many employees will be on it (and paid through it)?', description: 'HR and payroll tools charge per employee.', steps: SEAT_LADDER },
    { unit: 'sites', title: 'At how many sites or locations do your staff work?', description: 'Rota and time-clock tools often charge per site (a shop, a restaurant, a warehouse).', steps: [1, 2, 3, 5, 10, 25, 50] },
  ],
  crm: [{ unit: 'users', title: 'How many people need a CRM seat?', description: 'CRMs charge per user; count everyone who will log in.', steps: SEAT_LADDER }],
  'project-management': [{ unit: 'users', title: 'How many people will use it?', description: 'Most tools charge per user; guests are often free.', steps: SEAT_LADDER }],
  accounting: [{ unit: 'users', title: 'How many people will log in, including your accountant?', description: 'Some plans are capped on users.', steps: [1, 2, 3, 5, 8, 10, 15, 25] }],
  erp: [
    { unit: 'users', title: 'How many people will use the ERP?', description: 'ERPs charge per named user.', steps: SEAT_LADDER },
    { unit: 'products', title: 'How many products (SKUs) do you stock, make or sell?', description: 'Free and entry inventory plans cap the products they hold (Katana Free: 30 SKUs).', steps: [30, 100, 250, 500, 1000, 2500, 5000, 10000, 50000] },
  ],
  other: [{ unit: 'users', title: 'How many people will use it?', description: 'Most tools charge per user.', steps: SEAT_LADDER }],
};

/** Accounting plans that include payroll count the people paid (Xero Grow pays 2 in Australia). */
/** A spend management tool is used by everyone who spends or claims, not by the bookkeepers. */
const spendPeople = { unit: 'users' as const, title: 'How many people will spend, claim expenses or approve them?', description: 'Spend management tools charge per active user, and some plans cap the users.', steps: SEAT_LADDER };
const payrollPeople = { unit: 'employees' as const, title: 'How many people will you pay through its payroll?', description: 'Accounting plans that include payroll are often priced by the number of people paid.', steps: SEAT_LADDER };
const payrollTokens = /^(feature:payroll-addon|local:[A-Z]{2}:(rti-payroll|auto-enrolment|stp2|superannuation|quebec-payroll|dsn|multistate-payroll))$/;

/** Books built for nonprofits (Aplos) are priced by the contacts they hold: donors, members and vendors. */
const nonprofitContacts = { unit: 'contacts' as const, title: 'How many contacts (donors, members, vendors) will your books hold?', description: 'Accounting built for nonprofits is often priced by the number of contacts.', steps: [250, 500, 1000, 2500, 5000, 10000, 25000] };

const socialMediaUsers = { unit: 'users' as const, title: 'How many people will publish or report on social media?', description: 'Social media tools charge per user.', steps: SEAT_LADDER };
const socialProfiles = {
  unit: 'profiles' as const,
  title: 'How many social profiles will you manage?',
  description: 'Social media tools cap or price the profiles (pages and accounts) you connect; an agency counts every client’s: 15 brands on 3 networks are 45.',
  steps: [3, 5, 8, 10, 15, 25, 35, 50, 75, 100, 150],
};

/** Volumes of one kind of "other" software, asked only when the project is about that kind. */
const familyVolumeQuestions: Partial<Record<OtherFamily, { unit: VolumeUnit; title: string; description: string; steps: number[] }[]>> = {
  'donor-management': [
    { unit: 'contacts', title: 'How many donors and supporters will you keep records of?', description: 'Donor databases are often priced by the number of records.', steps: [500, 1000, 2500, 5000, 10000, 25000, 50000, 100000] },
  ],
  'point-of-sale': [
    { unit: 'sites', title: 'How many shops or other locations will sell through it?', description: 'Point-of-sale plans and add-ons are often charged per location (a shop, a restaurant, a market stall).', steps: [1, 2, 3, 5, 10, 25, 50] },
    { unit: 'tills', title: 'How many tills (checkout devices) will you run in all?', description: 'Some point-of-sale systems charge per till or device.', steps: [1, 2, 3, 5, 8, 10, 15, 25, 50] },
  ],
  'help-desk': [
    { unit: 'tickets', title: 'How many support tickets or chat conversations do you handle a month?', description: 'Some help desks are priced by tickets or conversations a month rather than by agents.', steps: [50, 100, 300, 1000, 2000, 5000, 10000] },
  ],
  ecommerce: [
    { unit: 'products', title: 'How many products will the shop sell?', description: 'The smallest online shop plans cap the products you can list (10, 100, 500).', steps: [10, 50, 100, 250, 500, 1000, 2500, 5000, 15000] },
  ],
  'field-service': [
    { unit: 'jobs', title: 'How many jobs do you schedule a month?', description: 'Field-service plans are often capped by jobs a month rather than by users.', steps: [30, 50, 150, 500, 1500, 3000] },
  ],
};

/** A volume answer's words: "None", "Up to 500", "501–1,000", or the number itself when the band holds one ("2" shops, not "2–2"). */
function bandLabel(steps: readonly number[], k: number): string {
  const n = steps[k]!;
  const from = k === 0 ? (n === 1 ? 1 : null) : steps[k - 1]! + 1;
  if (n === 0) return 'None';
  if (from === null) return `Up to ${n.toLocaleString('en-US')}`;
  return from === n ? n.toLocaleString('en-US') : `${from.toLocaleString('en-US')}–${n.toLocaleString('en-US')}`;
}

function volumeDrafts(input: CreateProjectInput, suggested: Set<string>, stated: StatedVolumes): Draft[] {
  const family = input.softwareCategory === 'other' ? suggestedFamily(suggested) : null;
  const spend = input.softwareCategory === 'accounting' && suggested.has('feature:spend-management');
  const asked = [...(spend ? [spendPeople] : (volumeQuestions[input.softwareCategory] ?? [])), ...((family && familyVolumeQuestions[family]) || [])];
  // Social media tools are sold per user, not by list size: a social media project is asked for its users.
  if (input.softwareCategory === 'marketing' && suggested.has('feature:social-media-management')) asked.push(socialMediaUsers, socialProfiles);
  // A charity choosing a CRM is choosing a donor database, priced by its records.
  if (input.softwareCategory === 'crm' && suggested.has('feature:nonprofit-crm')) asked.push(...(familyVolumeQuestions['donor-management'] ?? []));
  // A bookkeeping buyer who pays staff through it is asked how many, the figure such plans are priced by.
  if (input.softwareCategory === 'accounting' && [...suggested].some((t) => payrollTokens.test(t))) asked.push(payrollPeople);
  if (input.softwareCategory === 'accounting' && suggested.has('feature:fund-accounting')) asked.push(nonprofitContacts);
  // A count the buyer already wrote ("40 agents") points at its band, marked as their own words.
  // "Not sure" is estimated as the results will: from the headcount they wrote, for the kind asked.
  const headcount = headcountInBand(stated, input.employeeCount);
  const companySize = { ...(headcount !== undefined ? { headcount } : {}), ...(family ? { family } : {}), ...(spend ? { spend: true as const } : {}) };
  return asked.map((v, i) => {
    const estimate = volumeOf(v.unit, input.softwareCategory, input.employeeCount, companySize).quantity;
    const steps = fitToCompany(v.steps, v.unit, input);
    // The count the buyer wrote for this unit: what the results price, answered or not (`collectRequirements`).
    const own = stated[v.unit];
    // "Expense management for 60 employees": a spend tool's users are those employees.
    const count = own ?? (v === spendPeople ? stated.employees : undefined);
    const statedBand = count === undefined ? -1 : steps.findIndex((n) => n >= count);
    const options: QuestionOption[] = steps.map((n, k) => ({ value: `volume:${v.unit}:${n}`, label: bandLabel(steps, k), ...(k === statedBand ? { description: SUGGESTED } : {}) }));
    // A count past the company's own bands (a payroll bureau's 1,500 payslips, a 3-person shop's 2,000
    // products) is offered as itself, so the buyer's own figure can be chosen.
    if (own !== undefined && statedBand < 0) options.push({ value: `volume:${v.unit}:${own}`, label: own.toLocaleString('en-US'), description: SUGGESTED });
    // A shop's range does not follow its headcount: the estimate is a small shop's. A stock range we cannot
    // estimate is not counted, and each card then says the product cap it is costed within.
    let unsure: string;
    if (own !== undefined) unsure = `We will use the ${own.toLocaleString('en-US')} in your business needs`;
    else if (v.unit !== 'products') unsure = `We will estimate about ${estimate.toLocaleString('en-US')} from your company size`;
    else if (estimate > 0) unsure = `We will estimate about ${estimate.toLocaleString('en-US')} for a small online shop`;
    else unsure = 'We will not hold plans to a product cap: check the limits on each card';
    options.push({ value: NONE, label: 'Not sure', description: unsure });
    return {
      category: 'Volumes',
      title: v.title,
      description: `${v.description} Choose one; prices are worked out for the top of the range${own !== undefined && statedBand >= 0 && own !== steps[statedBand] ? ` (for the ${own.toLocaleString('en-US')} in your business needs, if you choose the range marked)` : ''}.`,
      dimension: `volume:${v.unit}`,
      options,
      priority: 70 + i,
      selection: 'single',
      essential: true,
    };
  });
}

/** "Other" is many kinds of software: ask which first, and score only that kind. */
function familyQuestion(suggested: Set<string>, uncovered: UncoveredKind | null): Draft {
  const options = (Object.entries(otherFamilies) as [OtherFamily, string][]).map(([id, label]) => ({ value: `family:${id}`, label }));
  const elsewhere = noneOption('Something else or not sure');
  // A kind we do not hold is said at once, with the answer that leads to saying so in the results.
  const ordered = uncovered
    ? [{ ...elsewhere, description: `${SUGGESTED}: ${lowerFirst(uncovered.label)}, ${uncovered.category ? `which we compare under the ${labelOf(softwareCategories, uncovered.category)} category, not under Other` : 'a kind of software our catalog does not cover yet'}` }, ...orderOptions(options, suggested)]
    : [...orderOptions(options, suggested), elsewhere];
  return {
    category: 'Kind of software',
    title: 'Which kind of software are you looking for?',
    description: 'We compare only products of this kind. Choose one.',
    dimension: 'family',
    options: ordered,
    priority: 0,
    selection: 'single',
    essential: true,
  };
}

function suggestedFamily(suggested: Set<string>): OtherFamily | null {
  const token = [...suggested].find((t) => t.startsWith('family:'));
  return token ? (token.slice(7) as OtherFamily) : null;
}

/** The core features of each kind of "other" software, asked of that kind only. */
export const familyFeatures: Record<OtherFamily, string[]> = {
  ecommerce: ['ecommerce-store', 'custom-domain', 'payment-processing', 'inventory-sync', 'abandoned-cart', 'multilingual-site', 'website-builder', 'point-of-sale'],
  'help-desk': ['help-desk', 'shared-inbox', 'live-chat', 'social-messaging', 'knowledge-base', 'ai-assistant'],
  'donor-management': ['donor-database', 'online-donations', 'recurring-giving', 'donation-receipts', 'gift-aid', 'peer-to-peer-fundraising', 'grant-management', 'volunteer-management', 'membership-management', 'event-ticketing'],
  'learning-platform': ['course-builder', 'quizzes-assessments', 'certificates', 'scorm-support', 'virtual-classroom', 'learning-paths', 'gradebook', 'parent-communication'],
  'point-of-sale': ['point-of-sale', 'payment-processing', 'table-service', 'kitchen-display', 'online-ordering', 'table-reservations', 'inventory-sync', 'ecommerce-store'],
  // Salons, spas and studios check clients out in their booking tool.
  scheduling: ['online-booking', 'appointment-scheduling', 'class-booking', 'membership-management', 'member-check-in', 'booking-reminders', 'staff-rostering', 'payment-processing', 'point-of-sale', 'clinical-notes'],
  'e-signature': ['e-signature', 'document-templates', 'advanced-signature'],
  'password-management': ['password-manager'],
  backup: ['endpoint-backup', 'saas-backup', 'server-backup'],
  'collaboration-suite': ['office-suite', 'email-hosting', 'file-storage', 'video-meetings', 'team-chat', 'end-to-end-encryption'],
  'website-builder': ['website-builder', 'custom-domain', 'multilingual-site', 'ecommerce-store', 'forms-surveys', 'online-menu', 'table-reservations', 'online-ordering'],
  'field-service': ['work-orders', 'dispatch-scheduling', 'route-planning', 'field-invoicing', 'service-agreements', 'payment-processing'],
  'team-chat': ['team-chat', 'video-meetings', 'frontline-access', 'read-receipts', 'webinars', 'end-to-end-encryption'],
  'database-apps': ['no-code-database', 'app-builder', 'forms-surveys'],
};

function familyGroup(family: OtherFamily): FeatureGroup {
  return {
    id: `family-${family}`,
    badge: otherFamilies[family],
    title: `Which ${lowerFirst(otherFamilies[family])} capabilities do you need?`,
    description: 'The core of this kind of software.',
    features: familyFeatures[family],
  };
}

const countryAdjective: Record<Country, string> = { US: 'US', UK: 'UK', CA: 'Canadian', AU: 'Australian', DE: 'German', FR: 'French' };

/** Integrations that are rival products of the category itself are not asked about. */
const rivalsByCategory: Partial<Record<SoftwareCategory, Integration[]>> = {
  accounting: ['quickbooks', 'xero', 'sage-accounting', 'myob', 'freshbooks', 'zoho-books', 'netsuite'],
  erp: ['netsuite', 'microsoft-dynamics'],
  crm: ['salesforce', 'hubspot', 'pipedrive', 'zoho-crm'],
  hr: ['gusto', 'adp', 'bamboohr'],
  'project-management': ['asana', 'trello', 'monday-com'],
  marketing: ['mailchimp'],
};

export function generateQuestions(input: CreateProjectInput, catalog: readonly Product[]): GeneratedQuestion[] {
  const inCategory = productsInCategory(catalog, input.softwareCategory);
  const suggested = new Set(tokensFromNeeds(input.businessNeeds));
  const stated = volumesFromNeeds(input.businessNeeds, input.softwareCategory);
  const uncovered = input.softwareCategory === 'other' ? uncoveredKindWanted(input.businessNeeds, suggestedFamily(suggested) !== null) : null;
  // The kind we hold is then not assumed: its questions would be about software the buyer did not ask for.
  if (uncovered) for (const token of [...suggested]) if (token.startsWith('family:')) suggested.delete(token);
  const drafts: Draft[] = [
    ...(input.softwareCategory === 'other' ? [familyQuestion(suggested, uncovered)] : []),
    ...featureQuestions(input, inCategory, suggested),
    ...volumeDrafts(input, suggested, stated),
    integrationQuestion(input, suggested),
    obligationsQuestion(input, suggested),
    attestationsQuestion(input, suggested),
    teamFitQuestion(input, suggested),
    supportQuestion(input),
    budgetQuestion(input, stated, input.softwareCategory === 'other' ? suggestedFamily(suggested) : null),
    timelineQuestion(),
  ];
  for (const optional of [localQuestion(input, suggested), deploymentQuestion(input, suggested), languageQuestion(input, suggested)]) {
    if (optional) drafts.push(optional);
  }
  const ordered = drafts.map((d, i) => ({ d, i })).sort((a, b) => a.d.priority - b.d.priority || a.i - b.i);
  // Too many: drop the least important optional questions, keep the order of the rest.
  while (ordered.length > MAX_QUESTIONS) {
    const last = ordered.map((x, k) => ({ x, k })).filter(({ x }) => !x.d.essential).sort((a, b) => b.x.d.priority - a.x.d.priority)[0];
    if (!last) break;
    ordered.splice(last.k, 1);
  }
  return ordered.map(({ d }, i) => ({
    order: i + 1,
    category: d.category,
    title: d.title,
    description: d.description,
    dimension: d.dimension,
    options: d.options,
    selection: d.selection ?? 'multiple',
  }));
}

export const MAX_QUESTIONS = 15;
