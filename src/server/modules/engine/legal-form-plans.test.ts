// A plan sold to sole traders only (FreeAgent's Sole Trader, Pennylane's offer for independents) is a
// sole trader's to buy: a consultancy of four or a SARL of five is costed on the plan for companies.
import { describe, expect, it } from 'vitest';
import type { CreateProjectInput } from '../../../shared/projects.js';
import { loadCatalog } from '../../catalog/catalog.js';
import { legalFormOf, priceAudience } from './needs-keywords.js';
import { recommend } from './recommend.js';

const catalog = loadCatalog();
const books = (country: CreateProjectInput['country'], businessNeeds: string): CreateProjectInput => ({
  name: 'Books',
  country,
  industry: 'consulting',
  employeeCount: '1-10',
  softwareCategory: 'accounting',
  affectedTeams: ['Finance/Accounting'],
  businessNeeds,
});
const planFor = (input: CreateProjectInput, id: string) => recommend(input, [], catalog).recommendations.find((r) => r.product.id === id)?.analysis.cost.planName;

describe('plans sold to one legal form', () => {
  it('reads a sole trader or a partnership from the needs, and a company over both', () => {
    for (const text of ["I'm a sole trader", 'freelancer, invoices only', 'Je suis auto-entrepreneur', 'Einzelunternehmer mit Buchhaltung']) expect(legalFormOf(text), text).toBe('sole-trader');
    expect(legalFormOf('We are an LLP of architects')).toBe('partnership');
    expect(legalFormOf('Bookkeeping for our 4-person consultancy')).toBeUndefined();
    expect(legalFormOf('A limited company; I was a sole trader before')).toBeUndefined();
    expect(legalFormOf('We pay freelancers each month')).toBeUndefined();
    // A charity is a nonprofit first.
    expect(priceAudience('Sole trader bookkeeping')).toBe('sole-trader');
    expect(priceAudience('Bookkeeping for our charity; our treasurer is self-employed')).toBe('nonprofit');
  });

  it("costs a company on the company's plan, and a sole trader on theirs", () => {
    expect(planFor(books('UK', 'Bookkeeping for our 4-person consultancy, Making Tax Digital for VAT, bank feeds, invoices'), 'freeagent')).toBe('Limited Company');
    expect(planFor(books('UK', "I'm a sole trader: bookkeeping, Making Tax Digital for VAT, bank feeds, invoices"), 'freeagent')).toBe('Sole Trader');
    expect(planFor(books('FR', 'Comptabilité pour notre SARL de 5 personnes, rapprochement bancaire, export FEC'), 'pennylane')).not.toBe('Starter');
    expect(planFor(books('FR', 'Je suis auto-entrepreneur : factures, rapprochement bancaire'), 'pennylane')).toBe('Starter');
  });
});
