export const projectManagementFeatures = {
  'task-lists': 'Task lists',
  'kanban-boards': 'Kanban boards',
  'gantt-charts': 'Gantt charts',
  timelines: 'Timeline view',
  'calendar-view': 'Calendar view',
  'task-dependencies': 'Task dependencies',
  milestones: 'Milestones',
  subtasks: 'Subtasks',
  'time-tracking': 'Time tracking',
  'resource-management': 'Resource and workload management',
  'project-budgeting': 'Project budgets',
  'portfolio-management': 'Portfolio management',
  templates: 'Project templates',
  automations: 'Automations',
  dashboards: 'Dashboards and reports',
  'docs-wiki': 'Docs and wiki',
  'file-sharing': 'File sharing',
  'guest-access': 'Guest and client access',
  'request-forms': 'Request forms',
  'sprints-agile': 'Sprints and agile boards',
  'issue-tracking': 'Issue and bug tracking',
  whiteboards: 'Whiteboards',
  proofing: 'Proofing and approvals',
  'team-chat': 'Built-in team chat',
  invoicing: 'Client invoicing',
  'custom-fields': 'Custom fields',
  'goals-okrs': 'Goals and OKRs',
  'ai-scheduling': 'AI auto-scheduling of tasks into calendars',
  'site-reports': 'Site reports and defect (punch) lists',
  // Builders and contractors run jobs: estimates, schedules, subcontractors and variations on one job file.
  'construction-projects': 'Construction job management (builders and contractors)',
  // Accounting and tax firms run recurring client work to filing deadlines, with a client portal.
  'accounting-practice': 'Recurring client work and deadlines (accounting and tax firms)',
} as const;

/** Project features of one trade: a product with one is built for that trade, not general project software. */
export const verticalPmFeatures: ReadonlySet<string> = new Set(['construction-projects', 'accounting-practice']);

/** A feature only one trade asks for names that trade: site reports and punch lists are a builder's. */
export const tradeOfFeature: ReadonlyMap<string, string> = new Map([['site-reports', 'construction-projects']]);
