export const accountingFeatures = {
  invoicing: 'Invoicing',
  'recurring-invoices': 'Recurring invoices',
  'online-payments': 'Online invoice payments',
  'bank-feeds': 'Bank feeds',
  'bank-reconciliation': 'Bank reconciliation',
  'expense-tracking': 'Expense tracking',
  'receipt-capture': 'Receipt capture',
  'bills-payables': 'Bills and accounts payable',
  'purchase-orders': 'Purchase orders',
  quotes: 'Quotes and estimates',
  'multi-currency': 'Multi-currency',
  'inventory-tracking': 'Inventory tracking',
  'project-accounting': 'Project and job costing',
  'time-billing': 'Time tracking and billing',
  'financial-reports': 'Financial statements and reports',
  'tax-management': 'Sales tax / VAT / GST management',
  'payroll-addon': 'Payroll (built in or add-on)',
  budgeting: 'Budgeting',
  'cash-flow-forecasting': 'Cash-flow forecasting',
  'multi-entity': 'Multiple entities',
  // Holding several companies' books is not combining them: consolidated statements eliminate what they owe each other.
  consolidation: 'Consolidated reporting across entities (with eliminations)',
  'fixed-assets': 'Fixed assets',
  'accountant-access': 'Accountant access',
  'client-portal': 'Customer portal',
  'e-invoicing': 'Electronic invoicing (structured e-invoices)',
  'mileage-tracking': 'Mileage tracking',
  'audit-trail': 'Audit trail',
  // A spend management platform (Pleo, Expensify, Spendesk) is its own kind of product: cards,
  // claims and approvals for every employee, feeding the books rather than keeping them.
  'spend-management': 'Spend management for staff (expense claims, approvals and cards in one tool)',
  'company-cards': 'Company payment cards for staff',
  // Client money held in trust (IOLTA in the US, client account in the UK): a law firm's books must keep it apart.
  'trust-accounting': 'Client trust accounting (IOLTA, client account)',
  // Nonprofits report by fund: restricted and unrestricted money kept apart, with its own balance sheet per fund.
  'fund-accounting': 'Fund accounting (restricted and unrestricted funds)',
  // A contractor's books: costs by job and cost code, progress (AIA) billing, retainage held back, certified payroll.
  'construction-accounting': 'Construction accounting (job costing, progress billing, retainage)',
  // Books built for charities and churches (donations, grants, Form 990 or SORP reporting), not for a trading business.
  'nonprofit-accounting': 'Accounting built for nonprofits and churches',
} as const;

/**
 * Features of one kind of accounting product: a spend management tool, a nonprofit's or a contractor's
 * books is offered only to a buyer who asks for one, never as any other business's books.
 */
export const verticalAccountingFeatures: ReadonlySet<string> = new Set(['spend-management', 'nonprofit-accounting', 'construction-accounting']);

/** Fund accounting is what a nonprofit asks for: asking for it shows the books built for nonprofits too. */
export const accountingTradeOfFeature: ReadonlyMap<string, string> = new Map([['fund-accounting', 'nonprofit-accounting']]);
