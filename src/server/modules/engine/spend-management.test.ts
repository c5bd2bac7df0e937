import { describe, expect, it } from 'vitest';
import type { CreateProjectInput } from '../../../shared/projects.js';
import { loadCatalog } from '../../catalog/catalog.js';
import { generateQuestions } from './generate-questions.js';
import { recommend } from './recommend.js';
import type { AnsweredQuestion } from './requirements.js';

const catalog = loadCatalog();
const spendTools = new Set(catalog.filter((p) => p.features.includes('spend-management')).map((p) => p.id));
const accounting = (country: CreateProjectInput['country'], employeeCount: CreateProjectInput['employeeCount'], businessNeeds: string): CreateProjectInput => ({
  name: 'Spend',
  country,
  industry: 'consulting',
  employeeCount,
  softwareCategory: 'accounting',
  affectedTeams: ['Finance/Accounting'],
  businessNeeds,
});

/** Answers what the needs suggest (must-haves), the stated volume band, and nothing else. */
function answerSuggested(input: CreateProjectInput): AnsweredQuestion[] {
  return generateQuestions(input, catalog).map((q) => {
    const suggested = q.options.filter((o) => o.description?.startsWith('Mentioned in your business needs')).map((o) => o.value);
    const selected = suggested.length ? (q.selection === 'single' ? suggested.slice(0, 1) : suggested) : [q.options.some((o) => o.value === 'none') ? 'none' : q.options.at(-1)!.value];
    return { title: q.title, dimension: q.dimension, options: q.options, selected, importance: suggested.length && !q.dimension.startsWith('volume:') ? 'must-have' : 'nice-to-have' };
  });
}

describe('spend management tools', () => {
  it('a company asking for expense management is asked how many people spend or claim, its own count marked', () => {
    const input = accounting('US', '51-200', 'Expense management for 60 employees: corporate cards, receipt capture, approvals, QuickBooks Online sync.');
    const questions = generateQuestions(input, catalog);
    const users = questions.find((q) => q.dimension === 'volume:users')!;
    expect(users.title).toBe('How many people will spend, claim expenses or approve them?');
    expect(users.options.find((o) => o.description?.startsWith('Mentioned'))?.label).toBe('51–75');
    const spend = questions.find((q) => q.options.some((o) => o.value === 'feature:spend-management'))!;
    expect(spend.options.filter((o) => o.description?.startsWith('Mentioned')).map((o) => o.value)).toEqual(expect.arrayContaining(['feature:spend-management', 'feature:company-cards']));
  });

  it('recommends spend management tools to that buyer, not their books', () => {
    const input = accounting('UK', '51-200', 'Expense management for 80 consultants: company cards, receipt capture, mileage claims, approvals, Xero integration.');
    const { recommendations } = recommend(input, answerSuggested(input), catalog);
    expect(recommendations.length).toBeGreaterThanOrEqual(3);
    for (const r of recommendations) expect(spendTools.has(r.product.id), r.product.id).toBe(true);
  });

  it('never offers a spend management tool as the books of a buyer who did not ask for one', () => {
    const input = accounting('US', '1-10', 'Simple bookkeeping for a boutique: invoices, bank feeds, track expenses and receipts, sales tax, Shopify.');
    const { recommendations } = recommend(input, answerSuggested(input), catalog);
    expect(recommendations.length).toBeGreaterThan(0);
    for (const r of recommendations) expect(spendTools.has(r.product.id), r.product.id).toBe(false);
  });
});
