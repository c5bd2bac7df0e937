// The option lists of spec section 3. They drive the wizard, server validation,
// the questionnaire generator and the catalog vocabulary, so they live once here.

export const countries = [
  { value: 'US', label: 'United States' },
  { value: 'UK', label: 'United Kingdom' },
  { value: 'CA', label: 'Canada' },
  { value: 'AU', label: 'Australia' },
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
] as const;
export type Country = (typeof countries)[number]['value'];
export const countryCodes = countries.map((c) => c.value) as [Country, ...Country[]];

export const industries = [
  { value: 'technology', label: 'Technology' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'finance', label: 'Finance' },
  { value: 'retail', label: 'Retail' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'education', label: 'Education' },
  { value: 'consulting', label: 'Consulting' },
  { value: 'other', label: 'Other' },
] as const;
export type Industry = (typeof industries)[number]['value'];
export const industryValues = industries.map((i) => i.value) as [Industry, ...Industry[]];

export const softwareCategories = [
  { value: 'crm', label: 'CRM' },
  { value: 'erp', label: 'ERP' },
  { value: 'telephony', label: 'Telephony' },
  { value: 'noc', label: 'NOC / RMM' },
  { value: 'hr', label: 'HR' },
  { value: 'accounting', label: 'Accounting' },
  { value: 'project-management', label: 'Project Management' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'other', label: 'Other' },
] as const;
export type SoftwareCategory = (typeof softwareCategories)[number]['value'];
export const softwareCategoryValues = softwareCategories.map((c) => c.value) as [
  SoftwareCategory,
  ...SoftwareCategory[],
];

export const employeeCounts = [
  { value: '1-10', label: '1-10 employees', min: 1, max: 10 },
  { value: '11-50', label: '11-50 employees', min: 11, max: 50 },
  { value: '51-200', label: '51-200 employees', min: 51, max: 200 },
  { value: '201-500', label: '201-500 employees', min: 201, max: 500 },
  { value: '500+', label: '500+ employees', min: 501, max: 2000 },
] as const;
export type EmployeeCount = (typeof employeeCounts)[number]['value'];
export const employeeCountValues = employeeCounts.map((e) => e.value) as [
  EmployeeCount,
  ...EmployeeCount[],
];

export const teams = [
  'Sales',
  'Marketing',
  'Customer Service',
  'IT/Engineering',
  'HR/People Operations',
  'Finance/Accounting',
  'Operations',
  'Management/Executive',
  'Project Management',
  'Quality Assurance',
] as const;
export type Team = (typeof teams)[number];

export function labelOf<T extends { value: string; label: string }>(
  list: readonly T[],
  value: string,
): string {
  return list.find((item) => item.value === value)?.label ?? value;
}
