// Controlled vocabularies of the catalog. The questionnaire asks in these terms and the
// engine scores in these terms, so every value a product carries must come from here.
// Design: docs/decisions/003-catalog-schema.md.
import type { Country, SoftwareCategory } from '../options.js';
import { accountingFeatures } from './features/accounting.js';
import { commonFeatures } from './features/common.js';
import { crmFeatures } from './features/crm.js';
import { erpFeatures } from './features/erp.js';
import { hrFeatures } from './features/hr.js';
import { marketingFeatures } from './features/marketing.js';
import { nocFeatures } from './features/noc.js';
import { otherFeatures } from './features/other.js';
import { projectManagementFeatures } from './features/project-management.js';
import { telephonyFeatures } from './features/telephony.js';

export const featuresByCategory: Record<SoftwareCategory, Record<string, string>> = {
  crm: crmFeatures,
  erp: erpFeatures,
  telephony: telephonyFeatures,
  noc: nocFeatures,
  hr: hrFeatures,
  accounting: accountingFeatures,
  'project-management': projectManagementFeatures,
  marketing: marketingFeatures,
  other: otherFeatures,
};
export { commonFeatures };

/** Features valid for a product of these categories (its own categories plus common ones). */
export function featureLabels(categories: readonly SoftwareCategory[]): Record<string, string> {
  return Object.assign({}, commonFeatures, ...categories.map((c) => featuresByCategory[c]));
}

/**
 * A feature's label. Some ids mean the same thing in several categories but read differently
 * there ("time-tracking" is "Technician time tracking" in NOC, "Time and attendance tracking" in
 * HR), so the categories in hand are asked first: the buyer's, then the product's.
 */
export function featureLabel(id: string, categories: readonly SoftwareCategory[] = []): string {
  if (id in commonFeatures) return commonFeatures[id as keyof typeof commonFeatures];
  for (const c of categories) if (id in featuresByCategory[c]) return featuresByCategory[c][id]!;
  for (const list of Object.values(featuresByCategory)) if (id in list) return list[id]!;
  return id;
}

export const integrations = {
  'google-workspace': 'Google Workspace',
  gmail: 'Gmail',
  'google-calendar': 'Google Calendar',
  'google-drive': 'Google Drive',
  'google-analytics': 'Google Analytics',
  'google-ads': 'Google Ads',
  'microsoft-365': 'Microsoft 365',
  outlook: 'Outlook',
  'microsoft-teams': 'Microsoft Teams',
  sharepoint: 'SharePoint / OneDrive',
  'microsoft-dynamics': 'Microsoft Dynamics 365',
  'power-bi': 'Power BI',
  'azure-ad': 'Microsoft Entra ID (Azure AD)',
  okta: 'Okta',
  slack: 'Slack',
  zoom: 'Zoom',
  salesforce: 'Salesforce',
  hubspot: 'HubSpot',
  pipedrive: 'Pipedrive',
  'zoho-crm': 'Zoho CRM',
  zendesk: 'Zendesk',
  freshdesk: 'Freshdesk',
  intercom: 'Intercom',
  quickbooks: 'QuickBooks',
  xero: 'Xero',
  'sage-accounting': 'Sage',
  netsuite: 'NetSuite',
  datev: 'DATEV',
  myob: 'MYOB',
  freshbooks: 'FreshBooks',
  'zoho-books': 'Zoho Books',
  stripe: 'Stripe',
  paypal: 'PayPal',
  square: 'Square',
  shopify: 'Shopify',
  woocommerce: 'WooCommerce',
  bigcommerce: 'BigCommerce',
  amazon: 'Amazon',
  mailchimp: 'Mailchimp',
  docusign: 'DocuSign',
  dropbox: 'Dropbox',
  box: 'Box',
  jira: 'Jira',
  github: 'GitHub',
  asana: 'Asana',
  trello: 'Trello',
  'monday-com': 'monday.com',
  gusto: 'Gusto',
  adp: 'ADP',
  bamboohr: 'BambooHR',
  linkedin: 'LinkedIn',
  facebook: 'Facebook / Instagram',
  wordpress: 'WordPress',
  calendly: 'Calendly',
  zapier: 'Zapier',
  make: 'Make',
  'n8n': 'n8n',
  'it-glue': 'IT Glue',
  connectwise: 'ConnectWise',
  autotask: 'Autotask',
  'webhooks': 'Webhooks',
  // Dental, medical and veterinary phones and reminders live on the practice's patient system.
  'practice-management': 'Practice management software (Dentrix, Eaglesoft, Open Dental …)',
} as const;
export type Integration = keyof typeof integrations;

/**
 * Products (catalog ids) that are the tool an integration names, or include it: a buyer who needs
 * "connects to Shopify" has it in Shopify itself, and Gmail in Google Workspace.
 */
export const integrationProducts: Partial<Record<Integration, readonly string[]>> = {
  'google-workspace': ['google-workspace'],
  gmail: ['google-workspace'],
  'google-calendar': ['google-workspace'],
  'google-drive': ['google-workspace'],
  'microsoft-365': ['microsoft-365-business'],
  outlook: ['microsoft-365-business'],
  'microsoft-teams': ['microsoft-365-business', 'microsoft-teams-phone'],
  sharepoint: ['microsoft-365-business'],
  'microsoft-dynamics': ['microsoft-dynamics-365-business-central', 'microsoft-dynamics-365-finance', 'microsoft-dynamics-365-sales'],
  slack: ['slack'],
  zoom: ['zoom-workplace', 'zoom-phone'],
  salesforce: ['salesforce-sales-cloud', 'salesforce-marketing-cloud-account-engagement'],
  hubspot: ['hubspot-sales-hub', 'hubspot-marketing-hub'],
  pipedrive: ['pipedrive'],
  'zoho-crm': ['zoho-crm'],
  zendesk: ['zendesk-suite'],
  freshdesk: ['freshdesk'],
  intercom: ['intercom'],
  quickbooks: ['quickbooks-online'],
  xero: ['xero'],
  'sage-accounting': ['sage-accounting'],
  netsuite: ['oracle-netsuite'],
  datev: ['datev-unternehmen-online', 'datev-lohn-und-gehalt'],
  myob: ['myob-business'],
  freshbooks: ['freshbooks'],
  'zoho-books': ['zoho-books'],
  square: ['square-online', 'square-appointments'],
  shopify: ['shopify'],
  woocommerce: ['woocommerce'],
  bigcommerce: ['bigcommerce'],
  mailchimp: ['mailchimp'],
  docusign: ['docusign-esignature'],
  dropbox: ['dropbox-business'],
  jira: ['jira', 'jira-service-management'],
  asana: ['asana'],
  trello: ['trello'],
  'monday-com': ['monday-work-management', 'monday-sales-crm'],
  gusto: ['gusto'],
  adp: ['adp-workforce-now'],
  bamboohr: ['bamboohr'],
  calendly: ['calendly'],
  connectwise: ['connectwise-psa', 'connectwise-rmm', 'connectwise-asio'],
  autotask: ['autotask-psa'],
};

/**
 * Vendor attestations and capabilities a buyer's obligations depend on. Each product records a
 * status for every item of `requiredComplianceItems` (see docs/decisions/009-catalog-facts.md).
 * Laws that bind the buyer (GDPR, PIPEDA, CCPA, HIPAA) are not here: they are obligations,
 * translated into these capabilities by the questionnaire (`obligations` below).
 */
export const complianceItems = {
  'hipaa-baa': 'HIPAA Business Associate Agreement (BAA)',
  soc1: 'SOC 1 report',
  soc2: 'SOC 2 Type II report',
  iso27001: 'ISO/IEC 27001',
  iso27017: 'ISO/IEC 27017',
  iso27018: 'ISO/IEC 27018',
  'pci-dss': 'PCI DSS',
  'cyber-essentials': 'Cyber Essentials',
  'gdpr-dpa': 'Data processing agreement (GDPR/CCPA terms)',
  'hosting-eu': 'Data hosting in the EU',
  'hosting-uk': 'Data hosting in the UK',
  'hosting-ca': 'Data hosting in Canada',
  'hosting-au': 'Data hosting in Australia',
  'hosting-us': 'Data hosting in the US',
  fedramp: 'FedRAMP authorization',
  hds: 'HDS (French health data hosting)',
  'bsi-c5': 'BSI C5',
  irap: 'IRAP',
  hitrust: 'HITRUST',
  'stir-shaken': 'STIR/SHAKEN caller ID attestation',
} as const;
export type ComplianceItem = keyof typeof complianceItems;

/** The items every product carries a status for (FedRAMP and the national schemes only where relevant). */
export const requiredComplianceItems = [
  'hipaa-baa',
  'soc1',
  'soc2',
  'iso27001',
  'iso27017',
  'iso27018',
  'pci-dss',
  'cyber-essentials',
  'gdpr-dpa',
  'hosting-eu',
  'hosting-uk',
  'hosting-ca',
  'hosting-au',
  'hosting-us',
] as const satisfies readonly ComplianceItem[];

/**
 * yes / no: a source says so. add-on: available for an extra price. not-published: we searched
 * (what and when is recorded) and found nothing either way, which the engine treats as
 * "not confirmed", never as "no".
 */
export const complianceStatuses = ['yes', 'no', 'add-on', 'not-published'] as const;
export type ComplianceStatus = (typeof complianceStatuses)[number];

/** Other-category families: "other" projects first ask which of these is wanted and score only that family. */
export const otherFamilies = {
  ecommerce: 'E-commerce platform',
  'help-desk': 'Help desk and customer support',
  'donor-management': 'Donor management / nonprofit CRM',
  'learning-platform': 'Learning platform (LMS)',
  'point-of-sale': 'Point of sale',
  scheduling: 'Scheduling and booking',
  'e-signature': 'E-signature',
  'password-management': 'Password management',
  backup: 'Backup',
  'collaboration-suite': 'Collaboration suite (email, documents, meetings)',
  'website-builder': 'Website builder',
  'field-service': 'Field service management',
  'team-chat': 'Team chat and video meetings',
  'database-apps': 'No-code databases and work apps',
} as const;
export type OtherFamily = keyof typeof otherFamilies;

export const deployments = { cloud: 'Cloud (SaaS)', 'on-premises': 'On-premises', hybrid: 'Hybrid' } as const;
export type Deployment = keyof typeof deployments;

export const supportChannels = {
  email: 'Email support',
  chat: 'Live chat support',
  phone: 'Phone support',
  '24-7': '24/7 support',
  'dedicated-manager': 'Dedicated account manager',
  'onboarding-service': 'Guided onboarding',
  community: 'Community forum',
  partners: 'Implementation partners',
} as const;
export type SupportChannel = keyof typeof supportChannels;

/**
 * Local capabilities, by the country they apply to. Generic ones (payroll, local numbers, …)
 * apply anywhere; the rest name a national rule or ecosystem.
 */
export const genericLocalCapabilities = {
  payroll: 'Runs payroll in this country',
  'tax-filing': 'Files taxes in this country',
  'local-numbers': 'Local phone numbers in this country',
  'local-data-center': 'Data hosted in this country or region',
  'local-support': 'Local-language support',
  'local-ui': 'User interface in the local language',
  'e-invoicing': 'Local e-invoicing standard',
} as const;
/**
 * Features a product offers only in some countries, each recorded as the market capability of the
 * same id: BambooHR lists payroll, but runs it in the US only, so a Canadian buyer's "payroll" is
 * not confirmed by the feature alone.
 */
export const countryBoundFeatures: ReadonlyMap<string, string> = new Map([
  ['payroll', 'payroll'],
  // An accounting product's payroll (built in or an add-on it sells): FreshBooks Payroll pays US staff only.
  ['payroll-addon', 'payroll'],
]);

export const countryLocalCapabilities: Record<Country, Record<string, string>> = {
  US: {
    'multistate-payroll': 'Payroll in all 50 states',
    'sales-tax': 'US sales tax automation',
    '1099-filing': '1099 contractor filing',
  },
  UK: {
    'hmrc-mtd': 'HMRC Making Tax Digital (VAT)',
    'rti-payroll': 'HMRC RTI payroll submissions',
    'auto-enrolment': 'Workplace pension auto-enrolment',
    // Builders deduct tax from subcontractors and file monthly CIS returns to HMRC.
    cis: 'CIS deductions and monthly returns (construction)',
  },
  CA: {
    'quebec-payroll': 'Québec payroll (RL-1, QPP)',
    'gst-hst': 'GST/HST returns',
  },
  AU: {
    stp2: 'Single Touch Payroll Phase 2',
    'gst-bas': 'GST and BAS lodgement',
    superannuation: 'Superannuation payments',
    // Most Australian staff are paid under a modern award: penalty rates, overtime and allowances by the hour worked.
    'award-interpretation': 'Modern award interpretation (Fair Work pay rules)',
  },
  DE: {
    gobd: 'GoBD-compliant bookkeeping',
    'datev-export': 'DATEV export',
    xrechnung: 'XRechnung / ZUGFeRD e-invoices',
    elster: 'ELSTER tax filing',
    // Every electronic till must sign each sale with a certified security device (TSE) since 2020.
    kassensichv: 'Certified TSE for the till law (KassenSichV)',
  },
  FR: {
    'pdp-approved': 'Approved e-invoicing platform (PA/PDP) for the 2026 mandate',
    'fec-export': 'FEC accounting export',
    dsn: 'DSN payroll declarations',
    // A till used with consumers must meet the anti-fraud VAT law (2018). The 2025 finance law set out
    // to end publishers' self-attestations, so only a certificate (NF 525 or LNE) is asked for here.
    nf525: 'Certified till for the anti-fraud VAT law (NF 525 or LNE)',
  },
};

export function localCapabilityLabel(country: Country, id: string): string {
  return (
    (genericLocalCapabilities as Record<string, string>)[id] ??
    countryLocalCapabilities[country][id] ??
    id
  );
}

export const currencies = ['USD', 'GBP', 'EUR', 'CAD', 'AUD'] as const;
export type Currency = (typeof currencies)[number];

/** What a per-unit price counts. The engine turns headcount into a quantity per unit. */
export const priceUnits = {
  user: 'per user',
  employee: 'per employee',
  endpoint: 'per endpoint',
  technician: 'per technician',
  contact: 'per 1,000 contacts',
  device: 'per device',
  sensor: 'per sensor',
  agent: 'per contact-centre agent',
  site: 'per site or location',
  till: 'per till (checkout device)',
  profile: 'per social profile',
} as const;
export type PriceUnit = keyof typeof priceUnits;

export const languages = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'ja', 'zh'] as const;
export type Language = (typeof languages)[number];
export const languageNames: Record<Language, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  nl: 'Dutch',
  pt: 'Portuguese',
  ja: 'Japanese',
  zh: 'Chinese',
};

/** The volumes plans are capped or tiered on. */
export const volumeUnits = {
  users: 'users',
  employees: 'employees',
  contacts: 'contacts',
  sends: 'emails sent per month',
  endpoints: 'managed endpoints',
  technicians: 'technicians',
  agents: 'contact-centre agents',
  sites: 'sites or locations',
  jobs: 'jobs a month',
  sensors: 'monitoring sensors',
  tills: 'tills (checkout devices)',
  // Help desks sold by volume (Gorgias by tickets, Tidio by conversations) cap what is answered a month.
  tickets: 'support tickets or conversations a month',
  // Social media tools cap (Later's 8 profiles a set) or price (Buffer per channel) the profiles connected.
  profiles: 'social profiles',
  // Online shop and inventory plans cap the products listed (Ecwid's Starter 10, Katana's Free 30 SKUs).
  products: 'products (SKUs)',
} as const;
export type VolumeUnit = keyof typeof volumeUnits;
