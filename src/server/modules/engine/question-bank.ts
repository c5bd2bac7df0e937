// Feature questions per category: each groups vocabulary features under one question a
// business owner can answer. Ordering and option order follow the business-needs text.
import type { SoftwareCategory } from '../../../shared/options.js';

export type FeatureGroup = { id: string; title: string; description: string; badge: string; features: string[] };

export const featureGroups: Record<SoftwareCategory, FeatureGroup[]> = {
  crm: [
    { id: 'pipeline', badge: 'Sales process', title: 'Which sales pipeline capabilities do you need?', description: 'How you track leads and deals from first contact to close.', features: ['deal-pipeline', 'multiple-pipelines', 'lead-management', 'lead-scoring', 'sales-forecasting', 'quotes', 'product-catalog', 'territory-management', 'commission-tracking', 'recruitment-crm', 'insurance-agency-crm', 'real-estate-crm', 'nonprofit-crm', 'legal-crm', 'wealth-advisor-crm', 'trust-accounting'] },
    { id: 'outreach', badge: 'Customer communication', title: 'How will your team work with customers day to day?', description: 'Email, calls, meetings and chat from inside the CRM.', features: ['email-sync', 'email-tracking', 'email-sequences', 'email-templates', 'built-in-calling', 'meeting-scheduler', 'web-forms', 'live-chat', 'marketing-emails', 'customer-support'] },
    { id: 'operations', badge: 'Reporting & automation', title: 'Which reporting and automation features matter?', description: 'Keeping data clean and managers informed without manual work.', features: ['sales-reporting', 'custom-reports', 'activity-tracking', 'workflow-automation', 'custom-fields', 'contact-enrichment', 'document-tracking', 'ai-assistant', 'mobile-app'] },
  ],
  erp: [
    { id: 'finance', badge: 'Finance', title: 'Which financial capabilities must the ERP cover?', description: 'The accounting core and how many companies or currencies it must handle.', features: ['general-ledger', 'multi-currency', 'multi-entity', 'fixed-assets', 'budgeting', 'project-accounting', 'subscription-billing', 'business-intelligence'] },
    { id: 'supply', badge: 'Inventory & supply chain', title: 'How do you buy, store and ship goods?', description: 'Purchasing, stock and warehouse operations.', features: ['inventory-management', 'multi-warehouse', 'warehouse-management', 'lot-serial-tracking', 'purchasing', 'sales-orders', 'edi', 'demand-planning', 'supply-chain', 'ecommerce-integration', 'pos'] },
    { id: 'production', badge: 'Operations', title: 'Which operational modules do you need?', description: 'Manufacturing, service and people processes inside the ERP.', features: ['manufacturing-mrp', 'bill-of-materials', 'production-scheduling', 'quality-management', 'field-service', 'crm-module', 'hr-module', 'payroll-module'] },
  ],
  telephony: [
    { id: 'numbers', badge: 'Numbers & calling', title: 'What do you need for numbers and calling?', description: 'Phone numbers, call plans and keeping your existing numbers.', features: ['local-numbers', 'toll-free-numbers', 'number-porting', 'unlimited-domestic-calling', 'international-calling', 'sms', 'fax', 'emergency-calling'] },
    { id: 'routing', badge: 'Call handling', title: 'How should incoming calls be handled?', description: 'Menus, queues and rules that get callers to the right person.', features: ['auto-attendant', 'call-queues', 'call-routing', 'business-hours', 'voicemail', 'voicemail-transcription', 'call-recording', 'call-monitoring', 'contact-center', 'power-dialer'] },
    { id: 'workplace', badge: 'Devices & collaboration', title: 'Where and how will people make calls?', description: 'Apps, desk phones, meetings and messaging.', features: ['desktop-app', 'mobile-app', 'desk-phones', 'hot-desking', 'video-meetings', 'team-messaging', 'teams-integration', 'call-transcription', 'call-analytics'] },
  ],
  noc: [
    { id: 'monitoring', badge: 'Monitoring', title: 'What do you need to monitor?', description: 'Endpoints, servers, networks and cloud services.', features: ['remote-monitoring', 'server-monitoring', 'network-monitoring', 'network-discovery', 'cloud-monitoring', 'log-management', 'alerting', 'status-pages', 'on-call-scheduling'] },
    { id: 'management', badge: 'Endpoint management', title: 'Which management and security tasks should it automate?', description: 'Patching, remote support and protection of devices.', features: ['remote-access', 'patch-management', 'third-party-patching', 'automation-scripting', 'asset-inventory', 'endpoint-security', 'edr', 'backup', 'mdm'] },
    { id: 'service', badge: 'Service delivery', title: 'How do you run service delivery for users or clients?', description: 'Tickets, SLAs, billing and documentation.', features: ['ticketing', 'psa-billing', 'time-tracking', 'sla-management', 'client-portal', 'multi-tenant', 'it-documentation', 'reporting'] },
  ],
  hr: [
    { id: 'core', badge: 'Core HR', title: 'Which core HR processes do you need?', description: 'Records, joiners and leavers, and time away.', features: ['employee-records', 'employee-self-service', 'org-chart', 'onboarding', 'offboarding', 'time-off', 'document-management', 'hr-compliance', 'people-analytics'] },
    { id: 'pay', badge: 'Pay & time', title: 'Which pay and time features must be included?', description: 'Payroll, benefits and working time.', features: ['payroll', 'tax-filing', 'benefits-administration', 'time-tracking', 'shift-scheduling', 'expense-management', 'workers-compensation', 'contractor-payments', 'employer-of-record'] },
    { id: 'talent', badge: 'Talent', title: 'Which talent management features matter?', description: 'Hiring, growth and engagement of your people.', features: ['applicant-tracking', 'performance-reviews', 'goals-okrs', 'compensation-management', 'learning-management', 'engagement-surveys'] },
  ],
  accounting: [
    { id: 'sales', badge: 'Getting paid', title: 'How do you bill customers and get paid?', description: 'Quotes, invoices and collecting payments.', features: ['invoicing', 'recurring-invoices', 'quotes', 'online-payments', 'e-invoicing', 'client-portal', 'time-billing', 'multi-currency'] },
    { id: 'spend', badge: 'Spending & banking', title: 'How do you handle spending and the bank?', description: 'Bills, expenses, receipts and reconciliation.', features: ['bank-feeds', 'bank-reconciliation', 'bills-payables', 'purchase-orders', 'expense-tracking', 'receipt-capture', 'mileage-tracking', 'spend-management', 'company-cards', 'payroll-addon'] },
    { id: 'reporting', badge: 'Reporting & control', title: 'Which reporting and control features do you need?', description: 'Taxes, reports, stock and working with your accountant.', features: ['financial-reports', 'tax-management', 'cash-flow-forecasting', 'budgeting', 'inventory-tracking', 'project-accounting', 'multi-entity', 'consolidation', 'fixed-assets', 'accountant-access', 'audit-trail', 'trust-accounting', 'fund-accounting', 'construction-accounting'] },
  ],
  'project-management': [
    { id: 'planning', badge: 'Planning', title: 'How do you plan your work?', description: 'Views and structure for projects and tasks.', features: ['task-lists', 'kanban-boards', 'gantt-charts', 'timelines', 'calendar-view', 'task-dependencies', 'milestones', 'subtasks', 'templates', 'sprints-agile'] },
    { id: 'delivery', badge: 'Time & resources', title: 'Do you need to manage time, people and budgets?', description: 'Capacity, time sheets and money on projects.', features: ['time-tracking', 'resource-management', 'project-budgeting', 'portfolio-management', 'invoicing', 'dashboards', 'goals-okrs', 'accounting-practice'] },
    { id: 'collaboration', badge: 'Collaboration', title: 'How will your team and clients collaborate?', description: 'Sharing, requests, documents and approvals.', features: ['docs-wiki', 'file-sharing', 'guest-access', 'request-forms', 'proofing', 'whiteboards', 'team-chat', 'issue-tracking', 'automations', 'custom-fields', 'site-reports', 'construction-projects'] },
  ],
  marketing: [
    { id: 'email', badge: 'Email marketing', title: 'Which email marketing capabilities do you need?', description: 'Building, sending and testing campaigns.', features: ['email-campaigns', 'drag-drop-editor', 'segmentation', 'ab-testing', 'personalization', 'transactional-email', 'deliverability-tools', 'signup-forms', 'landing-pages'] },
    { id: 'automation', badge: 'Automation & channels', title: 'Which channels and automations will you use?', description: 'Journeys, SMS, social and e-commerce triggers.', features: ['marketing-automation', 'sms-marketing', 'social-media-management', 'ads-management', 'ecommerce-marketing', 'abandoned-cart', 'push-notifications', 'lead-scoring', 'crm-builtin'] },
    { id: 'growth', badge: 'Content & insight', title: 'What else should the platform help with?', description: 'Content, events and measuring results.', features: ['marketing-analytics', 'seo-tools', 'ai-content', 'content-calendar', 'website-builder', 'webinars', 'surveys', 'event-management'] },
  ],
  other: [
    { id: 'workplace', badge: 'Workplace', title: 'Which everyday workplace tools do you need?', description: 'Email, documents, files, chat and meetings.', features: ['office-suite', 'email-hosting', 'file-storage', 'team-chat', 'video-meetings', 'webinars', 'appointment-scheduling'] },
    { id: 'customers', badge: 'Customers & sales', title: 'Which customer-facing tools do you need?', description: 'Support, selling online and in store, and signatures.', features: ['help-desk', 'live-chat', 'knowledge-base', 'shared-inbox', 'ecommerce-store', 'point-of-sale', 'payment-processing', 'website-builder', 'forms-surveys', 'e-signature', 'document-templates'] },
    { id: 'control', badge: 'Money & security', title: 'Which finance and security tools do you need?', description: 'Spending control, passwords, devices and backups.', features: ['expense-management', 'corporate-cards', 'bill-pay', 'password-manager', 'identity-management', 'device-management', 'endpoint-backup'] },
  ],
};
