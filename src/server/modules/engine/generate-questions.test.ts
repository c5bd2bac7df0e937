import { describe, expect, it } from 'vitest';
import { countryCodes, employeeCountValues, industryValues, softwareCategoryValues } from '../../../shared/options.js';
import type { CreateProjectInput } from '../../../shared/projects.js';
import { loadCatalog } from '../../catalog/catalog.js';
import { featureLabels, otherFamilies } from '../../../shared/catalog/vocabulary.js';
import { generateQuestions } from './generate-questions.js';

const catalog = loadCatalog();
const base: CreateProjectInput = {
  name: 'Test',
  country: 'US',
  industry: 'technology',
  employeeCount: '11-50',
  softwareCategory: 'crm',
  affectedTeams: ['Sales'],
  businessNeeds: 'We need a simple CRM.',
};

describe('generateQuestions', () => {
  it('suggests the kind of "other" software a buyer describes, for every kind', () => {
    const needs: Record<string, string> = {
      ecommerce: 'An online store for 300 products',
      'help-desk': 'A help desk for our support team',
      'donor-management': 'Track donors and donations for our charity',
      'learning-platform': 'An LMS for staff training',
      'point-of-sale': 'Point of sale for three shops',
      scheduling: 'Online booking of appointments',
      'e-signature': 'E-signatures for contracts',
      'password-management': 'A password manager for 30 staff',
      backup: 'Backup of Microsoft 365 mailboxes',
      'collaboration-suite': 'Email, documents and calendars for the whole office',
      'website-builder': 'A website for our restaurant',
      'field-service': 'Dispatch jobs to our plumbers',
      'team-chat': 'Team chat and video meetings for 120 people',
      'database-apps': 'A no-code database to replace our spreadsheets',
    };
    expect(Object.keys(needs).sort()).toEqual(Object.keys(otherFamilies).sort());
    for (const [family, businessNeeds] of Object.entries(needs)) {
      const kind = generateQuestions({ ...base, softwareCategory: 'other', businessNeeds }, catalog).find((q) => q.dimension === 'family');
      expect(kind?.options[0]?.value, businessNeeds).toBe(`family:${family}`);
    }
  });

  it('lists suggested kinds in the order the needs text names them, the first being the kind whose own questions are asked', () => {
    const ask = (businessNeeds: string) => generateQuestions({ ...base, softwareCategory: 'other', businessNeeds }, catalog);
    const first = (businessNeeds: string) => ask(businessNeeds).find((q) => q.dimension === 'family')!.options.slice(0, 2).map((o) => o.value);
    expect(first('A website for our physiotherapy clinic with online booking')).toEqual(['family:website-builder', 'family:scheduling']);
    expect(first('Online booking for our clinic; we also need a new website')).toEqual(['family:scheduling', 'family:website-builder']);
    // Point of sale named first: its own volume question (shops) is asked, not e-commerce's.
    const pos = ask('Point of sale for our shops, and an online store');
    expect(pos.find((q) => q.dimension === 'family')!.options[0]!.value).toBe('family:point-of-sale');
    expect(pos.some((q) => q.dimension === 'volume:sites')).toBe(true);
  });

  it("asks a German or French till buyer about their country's till law, and nobody else", () => {
    const till = (country: 'DE' | 'FR' | 'UK', businessNeeds: string) => generateQuestions({ ...base, country, softwareCategory: 'other', businessNeeds }, catalog).find((q) => q.dimension === 'local');
    const de = till('DE', 'Kassensystem für unsere Bäckerei mit TSE');
    expect(de?.options.map((o) => o.value)).toEqual(['local:DE:kassensichv', 'none']);
    expect(de?.options[0]!.description).toMatch(/Mentioned in your business needs/);
    expect(till('FR', 'Logiciel de caisse pour notre boulangerie')?.options.map((o) => o.value)).toEqual(['local:FR:nf525', 'none']);
    expect(till('UK', 'Point of sale for our café')).toBeUndefined();
    expect(till('DE', 'Eine neue Webseite für unseren Betrieb')).toBeUndefined();
  });

  it('asks a bookkeeping buyer who pays staff through it how many people, and no one else', () => {
    const books = (businessNeeds: string) => generateQuestions({ ...base, country: 'AU', softwareCategory: 'accounting', businessNeeds }, catalog).some((q) => q.dimension === 'volume:employees');
    expect(books('BAS and GST, payroll with STP and super for 20 staff')).toBe(true);
    expect(books('Single Touch Payroll for our team')).toBe(true);
    expect(books('Invoices, bank feeds and BAS')).toBe(false);
  });

  it('words a volume band that holds one number as that number ("2" shops, not "2–2")', () => {
    const shops = generateQuestions({ ...base, softwareCategory: 'other', businessNeeds: 'Point of sale for our shops' }, catalog).find((q) => q.dimension === 'volume:sites')!;
    expect(shops.options.slice(0, 4).map((o) => o.label)).toEqual(['1', '2', '3', '4–5']);
    const phones = generateQuestions({ ...base, softwareCategory: 'telephony' }, catalog);
    expect(phones.find((q) => q.dimension === 'volume:users')!.options.slice(0, 4).map((o) => o.label)).toEqual(['1', '2', '3', '4–5']);
    expect(phones.find((q) => q.dimension === 'volume:agents')!.options.slice(0, 2).map((o) => o.label)).toEqual(['None', '1–3']);
  });

  it('points each volume question at the band of a count the buyer wrote in their needs, and at no other', () => {
    const marked = (input: Partial<CreateProjectInput>, dimension: string) =>
      generateQuestions({ ...base, ...input }, catalog)
        .find((q) => q.dimension === dimension)!
        .options.filter((o) => o.description?.startsWith('Mentioned in your business needs'))
        .map((o) => o.label);
    const centre = { softwareCategory: 'telephony' as const, employeeCount: '51-200' as const, businessNeeds: 'Contact centre for 40 agents: inbound queues, IVR' };
    expect(marked(centre, 'volume:agents')).toEqual(['36–50']);
    expect(marked(centre, 'volume:users')).toEqual(['36–50']);
    // "Not sure" is priced on the buyer's own figure too, and says so.
    expect(generateQuestions({ ...base, ...centre }, catalog).find((q) => q.dimension === 'volume:agents')!.options.at(-1)!.description).toBe('We will use the 40 in your business needs');
    // A payroll bureau's payslips, past its own headcount's bands, are offered as themselves.
    const bureau = generateQuestions({ ...base, softwareCategory: 'hr', employeeCount: '1-10', businessNeeds: 'Payroll bureau for 60 client companies, 1,500 payslips a month' }, catalog).find((q) => q.dimension === 'volume:employees')!;
    expect(bureau.options.filter((o) => o.description?.startsWith('Mentioned in your business needs')).map((o) => o.value)).toEqual(['volume:employees:1500']);
    // The band is priced on the buyer's own figure, and the question says so.
    expect(generateQuestions({ ...base, ...centre }, catalog).find((q) => q.dimension === 'volume:agents')!.description).toMatch(
      /prices are worked out for the top of the range \(for the 40 in your business needs, if you choose the range marked\)\.$/,
    );
    expect(marked({ softwareCategory: 'hr', employeeCount: '51-200', businessNeeds: 'Payroll for a 70-person company' }, 'volume:employees')).toEqual(['51–75']);
    expect(marked({ softwareCategory: 'hr', employeeCount: '51-200', businessNeeds: 'Payroll and time off' }, 'volume:employees')).toEqual([]);
    // A social media project is asked for its profiles, the volume such tools cap or price.
    const agency = { softwareCategory: 'marketing' as const, employeeCount: '1-10' as const, businessNeeds: 'Social media scheduling for our clients: 30 Instagram accounts and 12 LinkedIn pages' };
    expect(marked(agency, 'volume:profiles')).toEqual(['36–50']);
    expect(generateQuestions({ ...base, softwareCategory: 'marketing', businessNeeds: 'Email newsletters' }, catalog).some((q) => q.dimension === 'volume:profiles')).toBe(false);
    // A charity choosing a CRM is asked its donor records, the volume donor databases are priced by.
    expect(marked({ softwareCategory: 'crm', businessNeeds: 'Donor CRM for our nonprofit: 20,000 donors, recurring gifts' }, 'volume:contacts')).toEqual(['10,001–25,000']);
  });

  it('offers head-count bands no wider than about 1.5× within the company size, none above it', () => {
    const labels = (input: Partial<CreateProjectInput>, dimension: string) =>
      generateQuestions({ ...base, ...input }, catalog)
        .find((q) => q.dimension === dimension)!
        .options.map((o) => o.label);
    // A 120-person payroll was costed for 250 employees ("101–250"); a 51–200 company now picks "101–150".
    expect(labels({ softwareCategory: 'hr', employeeCount: '51-200' }, 'volume:employees')).toEqual(['Up to 15', '16–20', '21–25', '26–35', '36–50', '51–75', '76–100', '101–150', '151–200', 'Not sure']);
    // Seats may be a small share of a company: a 51–200 company can still say 3 CRM users.
    expect(labels({ employeeCount: '51-200' }, 'volume:users')[0]).toBe('Up to 3');
    expect(labels({ softwareCategory: 'telephony', employeeCount: '1-10' }, 'volume:users')).toEqual(['1', '2', '3', '4–5', '6–8', '9–10', 'Not sure']);
    // Counts that are not people keep their own bands.
    expect(labels({ softwareCategory: 'marketing', employeeCount: '1-10' }, 'volume:contacts').slice(7, 10)).toEqual(['7,501–10,000', '10,001–15,000', '15,001–20,000']);
  });

  it("offers a booking buyer a till, and points a salon that writes 'caisse' at it", () => {
    const salon = generateQuestions({ ...base, country: 'FR', softwareCategory: 'other', businessNeeds: 'Prise de rendez-vous en ligne pour notre salon de coiffure, rappels par SMS, caisse.' }, catalog);
    const features = salon.find((q) => q.dimension === 'features:family-scheduling')!;
    const till = features.options.find((o) => o.value === 'feature:point-of-sale');
    expect(till?.description).toMatch(/Mentioned in your business needs/);
  });

  it('asks a donor-management buyer how many donor records they keep, the volume such databases are priced by', () => {
    const donors = generateQuestions({ ...base, softwareCategory: 'other', businessNeeds: 'Donor management for our charity, 5,000 donors' }, catalog);
    expect(donors.find((q) => q.dimension === 'volume:contacts')?.title).toBe('How many donors and supporters will you keep records of?');
    expect(generateQuestions({ ...base, softwareCategory: 'other', businessNeeds: 'A help desk' }, catalog).some((q) => q.dimension === 'volume:contacts')).toBe(false);
  });

  it('labels every feature option as the buyer\'s category words it ("time-tracking" is not "Technician time tracking" in HR)', () => {
    for (const softwareCategory of softwareCategoryValues) {
      const labels = featureLabels([softwareCategory]);
      const options = generateQuestions({ ...base, softwareCategory }, catalog).flatMap((q) => q.options.filter((o) => o.value.startsWith('feature:')));
      for (const o of options) expect(o.label, `${softwareCategory} ${o.value}`).toBe(labels[o.value.slice(8)]);
    }
    const hr = generateQuestions({ ...base, softwareCategory: 'hr' }, catalog).flatMap((q) => q.options);
    expect(hr.find((o) => o.value === 'feature:time-tracking')?.label).toBe('Time and attendance tracking');
  });

  it('produces 8–15 well-formed questions for every category, country and size', () => {
    for (const softwareCategory of softwareCategoryValues)
      for (const country of countryCodes)
        for (const employeeCount of employeeCountValues) {
          const qs = generateQuestions({ ...base, softwareCategory, country, employeeCount }, catalog);
          expect(qs.length).toBeGreaterThanOrEqual(8);
          expect(qs.length).toBeLessThanOrEqual(15);
          qs.forEach((q, i) => {
            expect(q.order).toBe(i + 1);
            expect(q.options.length).toBeGreaterThanOrEqual(2);
            expect(new Set(q.options.map((o) => o.value)).size).toBe(q.options.length);
            for (const o of q.options) expect(o.value).not.toContain(',');
          });
        }
  });

  it('is deterministic', () => {
    const a = generateQuestions({ ...base, industry: 'healthcare' }, catalog);
    expect(generateQuestions({ ...base, industry: 'healthcare' }, catalog)).toEqual(a);
  });

  it('feature options come from the category vocabulary', () => {
    for (const softwareCategory of softwareCategoryValues) {
      const allowed = featureLabels([softwareCategory]);
      for (const q of generateQuestions({ ...base, softwareCategory }, catalog))
        for (const o of q.options) if (o.value.startsWith('feature:')) expect(allowed).toHaveProperty(o.value.slice(8));
    }
  });

  it('industry and country bring compliance and local questions', () => {
    const values = (input: Partial<CreateProjectInput>) => generateQuestions({ ...base, ...input }, catalog).flatMap((q) => q.options.map((o) => o.value));
    expect(values({ industry: 'healthcare' })).toContain('obligation:hipaa');
    expect(values({ country: 'DE' })).toContain('obligation:gdpr');
    expect(values({ country: 'UK' })).toEqual(expect.arrayContaining(['obligation:uk-gdpr', 'compliance:hosting-uk', 'compliance:cyber-essentials']));
    expect(values({ country: 'CA' })).toEqual(expect.arrayContaining(['obligation:pipeda', 'obligation:quebec-law25', 'language:fr']));
    expect(values({ country: 'DE', softwareCategory: 'accounting' })).toEqual(expect.arrayContaining(['local:DE:gobd', 'local:DE:datev-export']));
    expect(values({ country: 'UK', softwareCategory: 'hr' })).toContain('local:UK:rti-payroll');
    // A Québec firm paying staff from its accounting software is asked about Québec's payroll.
    expect(values({ country: 'CA', softwareCategory: 'accounting' })).toEqual(expect.arrayContaining(['local:CA:gst-hst', 'local:CA:quebec-payroll']));
    expect(values({ country: 'FR' })).toContain('language:fr');
    for (const industry of industryValues) expect(values({ industry }).some((v) => v.startsWith('compliance:'))).toBe(true);
  });

  it('size brings administration questions to larger companies', () => {
    const dims = (employeeCount: CreateProjectInput['employeeCount']) => generateQuestions({ ...base, employeeCount }, catalog).map((q) => q.dimension);
    expect(dims('201-500')).toContain('admin');
    expect(dims('1-10')).toContain('small-team');
  });

  it('the business-needs text orders the feature questions and options', () => {
    const qs = generateQuestions({ ...base, softwareCategory: 'project-management', businessNeeds: 'Clients must see progress; we need timesheets and Gantt charts with dependencies.' }, catalog);
    const planning = qs.find((q) => q.dimension === 'features:planning')!;
    expect(planning.options[0]!.value).toBe('feature:gantt-charts');
    expect(planning.options[0]!.description).toMatch(/Mentioned in your business needs/);
    const featureQs = qs.filter((q) => q.dimension.startsWith('features:'));
    expect(featureQs[0]!.dimension).toBe('features:planning');
  });

  it('teams bring integration options', () => {
    const qs = generateQuestions({ ...base, affectedTeams: ['Finance/Accounting', 'Customer Service'] }, catalog);
    const integrations = qs.find((q) => q.dimension === 'integrations')!.options.map((o) => o.value);
    expect(integrations).toEqual(expect.arrayContaining(['integration:quickbooks', 'integration:zendesk']));
  });

  it('offers the budget the buyer wrote as its own ceiling, per seat times their seats, in their money', () => {
    const budget = (input: CreateProjectInput) => generateQuestions(input, catalog).find((q) => q.dimension === 'budget')!.options;
    const social = budget({ ...base, country: 'UK', employeeCount: '1-10', softwareCategory: 'marketing', businessNeeds: 'Schedule posts on Instagram and TikTok, under £20 a month.' });
    expect(social[0]).toMatchObject({ value: 'budget:GBP:20', label: 'Up to £20 per month', description: expect.stringContaining('“£20 a month”') });
    expect(social[1]!.label).toMatch(/^£20–/);
    const phones = budget({ ...base, country: 'CA', employeeCount: '1-10', softwareCategory: 'telephony', businessNeeds: 'Phones for 8 people in Toronto, under CA$30 per user.' });
    const stated = phones.find((o) => o.description?.startsWith('Mentioned'))!;
    expect(stated).toMatchObject({ value: 'budget:CAD:180', label: 'Up to C$180 per month' });
    expect(stated.description).toMatch(/for 6 users \(our estimate: about 80% of your 8 employees\)/);
    // A bare dollar sign in Germany is US dollars, converted.
    const de = budget({ ...base, country: 'DE', businessNeeds: 'CRM, budget of $500/month' });
    expect(de.find((o) => o.description?.startsWith('Mentioned'))!.description).toMatch(/converted/);
    // Without a stated bound, no option is marked.
    expect(budget(base).some((o) => o.description?.startsWith('Mentioned'))).toBe(false);
  });
});

