// The built-in questionnaire: 8–15 multi-select questions tailored to the project. Every
// option value is a vocabulary token the scorer understands (see requirements.ts). Same
// project in → same questions out.
import type { CreateProjectInput } from '../../../shared/projects.js';
import type { Country, SoftwareCategory } from '../../../shared/options.js';
import type { QuestionOption } from '../../../shared/questions.js';
import type { Product } from '../../../shared/catalog/product-schema.js';
import {
  complianceItems,
  countryLocalCapabilities,
  featureLabel,
  genericLocalCapabilities,
  integrations,
  supportChannels,
  type ComplianceItem,
  type Integration,
} from '../../../shared/catalog/vocabulary.js';
import { countryCurrency, formatMoney, niceRound, convert } from './money.js';
import { featureGroups } from './question-bank.js';
import { tokensFromNeeds } from './needs-keywords.js';
import { seatEstimate } from './sizing.js';

export type GeneratedQuestion = {
  order: number;
  category: string;
  title: string;
  description: string;
  dimension: string;
  options: QuestionOption[];
};

export const NONE = 'none';
const noneOption = (label = 'No specific requirement'): QuestionOption => ({ value: NONE, label });
const SUGGESTED = 'Mentioned in your business needs';

type Draft = Omit<GeneratedQuestion, 'order'> & { priority: number };

function orderOptions(options: QuestionOption[], suggested: Set<string>): QuestionOption[] {
  const marked = options.map((o) => (suggested.has(o.value) ? { ...o, description: o.description ? `${SUGGESTED}. ${o.description}` : SUGGESTED } : o));
  return [...marked.filter((o) => suggested.has(o.value)), ...marked.filter((o) => !suggested.has(o.value))];
}

function featureQuestions(category: SoftwareCategory, catalog: readonly Product[], suggested: Set<string>): Draft[] {
  const offered = new Set(catalog.flatMap((p) => p.features));
  return featureGroups[category]
    .map((group, index) => {
      const features = group.features.filter((f) => offered.size === 0 || offered.has(f));
      const hits = features.filter((f) => suggested.has(`feature:${f}`)).length;
      const options = features.map((f) => ({ value: `feature:${f}`, label: featureLabel(f) }));
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

function complianceQuestion(input: CreateProjectInput, suggested: Set<string>): Draft {
  const items: ComplianceItem[] = [];
  const eu = input.country === 'DE' || input.country === 'FR' || input.country === 'UK';
  if (eu) items.push('gdpr');
  if (input.industry === 'healthcare') items.push('hipaa');
  if (input.industry === 'healthcare' && input.country === 'FR') items.push('hds');
  if (input.industry === 'retail' || input.industry === 'finance') items.push('pci-dss');
  items.push('soc2', 'iso27001');
  if (input.industry === 'education' && input.country === 'US') items.push('ferpa');
  if (input.country === 'US') items.push('ccpa');
  if (input.country === 'CA') items.push('pipeda');
  if (input.country === 'DE') items.push('bsi-c5');
  if (input.country === 'UK') items.push('cyber-essentials');
  if (input.country === 'AU') items.push('irap');
  if (!eu) items.push('gdpr');
  const options = [...new Set(items)].map((c) => ({
    value: `compliance:${c}`,
    label: complianceItems[c],
    description: complianceHints[c],
  }));
  const regulated = input.industry === 'healthcare' || input.industry === 'finance';
  return {
    category: 'Compliance',
    title: 'Which security and compliance standards must the software meet?',
    description: `Standards that apply to ${input.industry} businesses in ${countryName(input.country)}. A must-have standard rules out products without it.`,
    dimension: 'compliance',
    options: [...orderOptions(options, suggested), noneOption('None required')],
    priority: regulated || [...suggested].some((s) => s.startsWith('compliance:')) ? 50 : 210,
  };
}

const complianceHints: Partial<Record<ComplianceItem, string>> = {
  hipaa: 'US health data: the vendor signs a Business Associate Agreement',
  gdpr: 'EU/UK personal data: a data processing agreement and EU data handling',
  'pci-dss': 'Card payment data security',
  soc2: 'Independent audit of security controls',
  iso27001: 'Certified information security management',
  hds: 'Certified hosting for French health data',
  'bsi-c5': 'German federal cloud security attestation',
  'cyber-essentials': 'UK government-backed security scheme',
  irap: 'Australian government security assessment',
  ferpa: 'US student records',
  ccpa: 'California consumer privacy',
  pipeda: 'Canadian privacy law',
};

const localByCategory: Partial<Record<SoftwareCategory, Partial<Record<Country, string[]>>>> = {
  accounting: {
    US: ['sales-tax', '1099-filing'],
    UK: ['hmrc-mtd'],
    CA: ['gst-hst'],
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
    AU: ['payroll', 'stp2', 'superannuation'],
    DE: ['payroll', 'datev-export'],
    FR: ['payroll', 'dsn'],
  },
  telephony: { US: ['local-numbers'], UK: ['local-numbers'], CA: ['local-numbers'], AU: ['local-numbers'], DE: ['local-numbers'], FR: ['local-numbers'] },
};

function localQuestion(input: CreateProjectInput): Draft | null {
  const caps = [...(localByCategory[input.softwareCategory]?.[input.country] ?? [])];
  if (input.country !== 'US') caps.push('local-data-center');
  if (caps.length === 0) return null;
  const label = (c: string) =>
    (genericLocalCapabilities as Record<string, string>)[c] ?? countryLocalCapabilities[input.country][c] ?? c;
  return {
    category: `Local requirements (${countryName(input.country)})`,
    title: `Which ${countryAdjective[input.country]} requirements must it handle?`,
    description: 'Tax, payroll, invoicing and hosting rules of your country. A must-have rules out products that cannot meet it.',
    dimension: 'local',
    options: [...caps.map((c) => ({ value: `local:${input.country}:${c}`, label: label(c) })), noneOption('None of these')],
    priority: 60,
  };
}

function budgetQuestion(input: CreateProjectInput): Draft {
  const seats = seatEstimate(input.softwareCategory, input.employeeCount);
  const currency = countryCurrency[input.country];
  // Boundaries at roughly 8, 20, 45 and 100 USD per seat and month, in local money.
  const bounds = [8, 20, 45, 100].map((perSeat) => niceRound(convert(perSeat * seats.quantity, 'USD', currency)));
  const unique = [...new Set(bounds)];
  const options: QuestionOption[] = unique.map((b, i) => ({
    value: `budget:${currency}:${b}`,
    label: i === 0 ? `Up to ${formatMoney(b, currency)} per month` : `${formatMoney(unique[i - 1]!, currency)}–${formatMoney(b, currency)} per month`,
  }));
  options.push({ value: `budget:${currency}:none`, label: 'No fixed budget', description: 'Show the best fit whatever the price' });
  return {
    category: 'Budget',
    title: 'What is your monthly budget for licences?',
    description: `For about ${seats.basis}. If you pick more than one range, the highest counts.`,
    dimension: 'budget',
    options,
    priority: 300,
  };
}

function timelineQuestion(): Draft {
  return {
    category: 'Timeline',
    title: 'When do you need to be up and running?',
    description: 'Products whose typical implementation takes longer score lower on this requirement.',
    dimension: 'timeline',
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
      options: [...orderOptions(ids.map((f) => ({ value: `feature:${f}`, label: featureLabel(f) })), suggested), noneOption('None of these')],
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

function languageQuestion(input: CreateProjectInput): Draft | null {
  if (input.country !== 'DE' && input.country !== 'FR') return null;
  const lang = input.country === 'DE' ? { code: 'de', name: 'German' } : { code: 'fr', name: 'French' };
  return {
    category: 'Language',
    title: 'Which languages must the software be available in?',
    description: 'The language your team will use every day.',
    dimension: 'language',
    options: [
      { value: `language:${lang.code}`, label: `${lang.name} interface` },
      { value: 'language:en', label: 'English interface' },
      noneOption('Either is fine'),
    ],
    priority: 240,
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

export function countryName(code: Country): string {
  return { US: 'the United States', UK: 'the United Kingdom', CA: 'Canada', AU: 'Australia', DE: 'Germany', FR: 'France' }[code];
}

export function generateQuestions(input: CreateProjectInput, catalog: readonly Product[]): GeneratedQuestion[] {
  const inCategory = catalog.filter((p) => p.categories.includes(input.softwareCategory));
  const suggested = new Set(tokensFromNeeds(input.businessNeeds));
  const drafts: Draft[] = [
    ...featureQuestions(input.softwareCategory, inCategory, suggested),
    integrationQuestion(input, suggested),
    complianceQuestion(input, suggested),
    teamFitQuestion(input, suggested),
    supportQuestion(input),
    budgetQuestion(input),
    timelineQuestion(),
  ];
  for (const optional of [localQuestion(input), deploymentQuestion(input, suggested), languageQuestion(input)]) {
    if (optional) drafts.push(optional);
  }
  return drafts
    .map((d, i) => ({ d, i }))
    .sort((a, b) => a.d.priority - b.d.priority || a.i - b.i)
    .slice(0, 15)
    .map(({ d }, i) => ({ order: i + 1, category: d.category, title: d.title, description: d.description, dimension: d.dimension, options: d.options }));
}
