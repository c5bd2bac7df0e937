// Features any product may carry, whatever its category.
export const commonFeatures = {
  'api-access': 'Open API',
  'mobile-app': 'Mobile apps',
  sso: 'Single sign-on (SAML/OIDC)',
  'audit-log': 'Audit log',
  'role-permissions': 'Roles and permissions',
  'ai-assistant': 'Built-in AI assistant',
  'data-export': 'Full data export',
  'custom-reports': 'Custom reports',
  'workflow-automation': 'Workflow automation',
  'two-factor-auth': 'Two-factor authentication',
} as const;
