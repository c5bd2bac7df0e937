export const crmFeatures = {
  'contact-management': 'Contact and company records',
  'deal-pipeline': 'Visual deal pipeline',
  'multiple-pipelines': 'Multiple pipelines',
  'lead-management': 'Lead capture and qualification',
  'lead-scoring': 'Lead scoring',
  'email-sync': 'Two-way email sync',
  'email-tracking': 'Email open and click tracking',
  'email-sequences': 'Automated email sequences',
  'email-templates': 'Email templates',
  'built-in-calling': 'Built-in calling',
  'meeting-scheduler': 'Meeting scheduler',
  'web-forms': 'Web forms',
  'sales-forecasting': 'Sales forecasting',
  quotes: 'Quotes and proposals',
  'product-catalog': 'Product catalog and price books',
  'custom-fields': 'Custom fields and objects',
  'sales-reporting': 'Sales dashboards and reports',
  'territory-management': 'Territory management',
  'activity-tracking': 'Activity and task tracking',
  'live-chat': 'Website live chat',
  'customer-support': 'Support tickets in the CRM',
  'marketing-emails': 'Marketing emails',
  'document-tracking': 'Document and proposal tracking',
  'contact-enrichment': 'Contact data enrichment',
  'commission-tracking': 'Commission tracking',
  // Recruitment agencies sell candidates to clients: vacancies, candidates and placements in one CRM.
  'recruitment-crm': 'Candidates, vacancies and placements (recruitment agencies)',
  // Insurance agencies sell and renew policies from many carriers: the policy, not the deal, is the record.
  'insurance-agency-crm': 'Policies, renewals and carriers (insurance agencies)',
  // Estate agents sell and let properties: listings, vendors or landlords, buyers or tenants, viewings.
  'real-estate-crm': 'Property listings, vendors, buyers and viewings (estate agencies)',
  // Charities keep donors and gifts, not deals: a donor database is their CRM.
  'nonprofit-crm': 'Donors, gifts and fundraising (nonprofits)',
  // Law firms take on clients as matters, after a conflict check: intake and matters are the record.
  'legal-crm': 'Client intake, matters and conflict checks (law firms)',
  // Financial advisers keep households, accounts and the compliance trail (reviews, suitability), fed by their custodians.
  'wealth-advisor-crm': 'Client households, accounts and compliance notes (financial advisers)',
  // Client money held in trust (IOLTA in the US, client account in the UK) has its own ledger and reconciliation rules.
  'trust-accounting': 'Client trust accounting (IOLTA, client account)',
} as const;

/** The CRM features of one trade: a product with one is that trade's CRM, not a general sales CRM. */
export const verticalCrmFeatures: ReadonlySet<string> = new Set(['recruitment-crm', 'insurance-agency-crm', 'real-estate-crm', 'nonprofit-crm', 'legal-crm', 'wealth-advisor-crm']);
