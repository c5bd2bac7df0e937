import { describe, expect, it } from 'vitest';
import type { CreateProjectInput } from '../../../shared/projects.js';
import { loadCatalog } from '../../catalog/catalog.js';
import { kindElsewhere as kindOfTokens } from './kind-elsewhere.js';
import { tokenGroupsFromNeeds } from './needs-keywords.js';
import { recommend } from './recommend.js';

const catalog = loadCatalog();
/** The kind named by these needs, read as the engine reads them (their own words, nothing inferred). */
const kindElsewhere = (category: CreateProjectInput['softwareCategory'], needs: string) => kindOfTokens(category, [...new Set(tokenGroupsFromNeeds(needs).flat())]);

describe('a project filed under a category its needs do not describe', () => {
  it('names field service software for an HVAC firm that filed its work orders and service agreements as CRM', () => {
    expect(kindElsewhere('crm', 'CRM for our HVAC company: service agreements, maintenance reminders, technicians, quotes')).toEqual({
      kind: 'Field service management',
      capabilities: ['Work orders and jobs', 'Service agreements and maintenance plans'],
    });
    expect(kindElsewhere('project-management', 'Track jobs and work orders for our electricians, dispatch them and invoice on site')?.kind).toBe('Field service management');
    expect(kindElsewhere('crm', 'Donor database, online donations and gift aid for our charity')?.kind).toBe('Donor management / nonprofit CRM');
  });

  it("says nothing for the category's own needs, one passing mention, or a project already under Other", () => {
    expect(kindElsewhere('crm', 'Sales pipeline for 10 reps, email sync and quotes')).toBeNull();
    // Invoicing is an accounting product's own work, whoever sends the invoices.
    expect(kindElsewhere('accounting', 'Invoicing and bookkeeping for our HVAC business with 6 technicians')).toBeNull();
    expect(kindElsewhere('hr', 'Payroll and rotas for our salon; clients book online')).toBeNull();
    expect(kindElsewhere('other', 'Work orders, dispatch and service agreements for our technicians')).toBeNull();
    // An MSP's PSA is its help desk.
    expect(kindElsewhere('noc', 'RMM and PSA for our MSP, help desk with knowledge base and live chat for clients')).toBeNull();
    expect(kindElsewhere('crm', 'CRM with a help desk: shared inbox, live chat and knowledge base for support')?.kind).toBe('Help desk and customer support');
    // A charity that files payroll or its books has named its kind: it is not told about donor databases.
    expect(kindElsewhere('hr', 'We are a nonprofit charity with 20 staff, need payroll and time off')).toBeNull();
    expect(kindElsewhere('accounting', 'Nonprofit accounting with fund accounting and donor-restricted funds, Form 990')).toBeNull();
  });

  it('keeps ranking the category asked for, and carries the kind to the results', () => {
    const input: CreateProjectInput = {
      name: 'HVAC',
      country: 'US',
      industry: 'other',
      employeeCount: '11-50',
      softwareCategory: 'crm',
      affectedTeams: ['Operations'],
      businessNeeds: 'CRM for our HVAC company: work orders, service agreements and dispatching 8 technicians.',
    };
    const result = recommend(input, [], catalog);
    expect(result.recommendations.length).toBeGreaterThan(0);
    for (const r of result.recommendations) expect(r.product.categories).toContain('crm');
    expect(result.elimination.kindElsewhere?.kind).toBe('Field service management');
    expect(result.elimination.kindElsewhere?.capabilities).toContain('Dispatch and technician scheduling');
  });
});
