import { describe, expect, it } from 'vitest';
import type { CreateProjectInput } from '../../../shared/projects.js';
import { loadCatalog } from '../../catalog/catalog.js';
import { generateQuestions } from './generate-questions.js';
import { recommend } from './recommend.js';
import type { AnsweredQuestion } from './requirements.js';
import { uncoveredKindIn, uncoveredKindWanted } from './uncovered-kinds.js';

const catalog = loadCatalog();
const other = (businessNeeds: string): CreateProjectInput => ({
  name: 'Kinds',
  country: 'US',
  industry: 'other',
  employeeCount: '11-50',
  softwareCategory: 'other',
  affectedTeams: ['Operations'],
  businessNeeds,
});
const propertyManager = other('Property management for 400 residential rental units: tenant portal, online rent payments, maintenance requests, owner statements.');
const trucking = other('Dispatch and fleet management for 30 trucks: load planning, ELD integration, driver settlements, IFTA reporting, invoicing.');

/** Answers the kind-of-software question as given and leaves every other question unanswered. */
const answerFamily = (input: CreateProjectInput, value: string): AnsweredQuestion[] => {
  const family = generateQuestions(input, catalog).find((q) => q.dimension === 'family')!;
  return [{ title: family.title, dimension: 'family', options: family.options, selected: [value], importance: 'must-have' }];
};

describe('kinds of software the catalog does not hold', () => {
  it('reads the kind and how many distinct words name it', () => {
    expect(uncoveredKindIn(propertyManager.businessNeeds)).toMatchObject({ id: 'property-management', evidence: 5 });
    expect(uncoveredKindIn(trucking.businessNeeds)?.id).toBe('fleet-transport');
    expect(uncoveredKindIn('Gestion locative pour 120 lots : quittances de loyer, portail locataire.')?.id).toBe('property-management');
    expect(uncoveredKindIn('Online booking for a physio clinic with SMS reminders.')).toBeNull();
  });

  it('one word of a kind we do not hold does not outweigh a kind we hold', () => {
    expect(uncoveredKindWanted('A website for our hotel with a booking form.', true)).toBeNull();
    expect(uncoveredKindWanted('Software for our hotel.', false)?.id).toBe('hotel');
    expect(uncoveredKindWanted(trucking.businessNeeds, true)?.id).toBe('fleet-transport');
  });

  it('the questionnaire names the kind on "Something else" and does not assume field service for a trucking firm', () => {
    const family = generateQuestions(trucking, catalog).find((q) => q.dimension === 'family')!;
    expect(family.options[0]).toMatchObject({ value: 'none', description: expect.stringMatching(/fleet and transport management .*our catalog does not cover yet/) });
    expect(family.options.find((o) => o.value === 'family:field-service')!.description ?? '').not.toMatch(/Mentioned/);
    const website = generateQuestions(other('A website for our hotel: rooms gallery, contact form, own domain.'), catalog).find((q) => q.dimension === 'family')!;
    expect(website.options[0]!.value).toBe('family:website-builder');
  });

  it('recommends nothing of another kind, and says which kind is missing', () => {
    for (const input of [propertyManager, trucking]) {
      const result = recommend(input, answerFamily(input, 'none'), catalog);
      expect(result.recommendations).toEqual([]);
      expect(result.elimination.noProductsOfKind).toBe(uncoveredKindIn(input.businessNeeds)!.label);
    }
  });

  it('a buyer who picks a kind we hold gets that kind', () => {
    const result = recommend(trucking, answerFamily(trucking, 'family:field-service'), catalog);
    expect(result.recommendations.length).toBeGreaterThan(0);
    for (const r of result.recommendations) expect(r.product.families).toContain('field-service');
  });

  it('reads the kinds later buyers asked for: subscription billing, SOC 2 automation, childcare, surveys, building quotes, churches and tours', () => {
    const cases: [string, string][] = [
      ['Subscription billing for our SaaS: recurring invoices, dunning, usage-based pricing, revenue recognition (ASC 606).', 'subscription-billing'],
      ['We need SOC 2 Type II: automated evidence collection, security policies, vendor risk management.', 'compliance-automation'],
      ['Childcare management for 2 centres: enrolments, CCS subsidy claims, parent app, attendance sign-in.', 'childcare'],
      ['Customer surveys and NPS: about 5,000 survey responses a month, Salesforce integration.', 'surveys'],
      ["Logiciel de devis et factures pour une entreprise de rénovation : bibliothèque d'ouvrages, situations de travaux.", 'construction-estimating'],
      ['Church management software: member directory, small groups, online giving, kids check-in.', 'church-management'],
      ['Online booking for our kayak tours: deposits, waivers, gift cards.', 'tour-activity-booking'],
    ];
    for (const [text, id] of cases) {
      const kind = uncoveredKindIn(text);
      expect(kind?.id, text).toBe(id);
      expect(kind!.evidence, text).toBeGreaterThanOrEqual(2);
    }
  });

  it('a kind we hold named by its own words stays that kind: a church giving page, a gym with waivers, a shop asking for reviews', () => {
    expect(uncoveredKindWanted('Online giving and donor management for our church: recurring gifts, giving statements, text-to-give.', true)).toBeNull();
    expect(uncoveredKindWanted('Class booking for a boutique gym: waivers, memberships by direct debit, check-in app.', true)).toBeNull();
    expect(uncoveredKindWanted('A help desk for our online shop with a customer survey after each ticket.', true)).toBeNull();
  });

  it('a kind we hold under another category, asked for under "Other", is named with its category and recommends nothing else', () => {
    const crm = other('A CRM for our 8 sales reps: pipeline, email tracking, a HubSpot alternative.');
    expect(uncoveredKindIn(crm.businessNeeds)).toMatchObject({ id: 'crm', category: 'crm' });
    const family = generateQuestions(crm, catalog).find((q) => q.dimension === 'family')!;
    expect(family.options[0]).toMatchObject({ value: 'none', description: expect.stringContaining('CRM software, which we compare under the CRM category, not under Other') });
    const result = recommend(crm, answerFamily(crm, 'none'), catalog);
    expect(result.recommendations).toEqual([]);
    expect(result.elimination).toMatchObject({ noProductsOfKind: 'CRM software', kindInCategory: 'CRM' });
    // A shop that mails its customers is still a shop.
    expect(uncoveredKindWanted('An online shop for our candles with abandoned-cart emails and inventory management.', true)).toBeNull();
  });
});

