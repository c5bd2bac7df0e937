// Honest results in the browser: a HIPAA-bound clinic sees what no source confirms flagged on
// the cards and in the PDF; a buyer whose must-have nobody meets gets what ruled products out,
// the closest products and Edit answers, and re-runs for free to changed results.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Eligibility, Project } from '../../src/shared/projects.js';
import type { Question } from '../../src/shared/questions.js';
import type { Recommendation } from '../../src/shared/recommendations.js';
import { screenshotBoth, screenshotDir } from './screens.js';
import { api, createAccount, signIn, toastRegion } from './signed-in.js';

type Picks = Record<string, { values: string[]; mustHave?: boolean }>;

/** Answers every question through the API: the listed picks where offered, else "no requirement". */
async function answerAll(as: Awaited<ReturnType<typeof api>>, project: Project, picks: Picks) {
  const questions = await as.get<Question[]>(`/api/projects/${project.id}/questions`);
  for (const q of questions) {
    const want = picks[q.dimension ?? ''];
    const offered = q.options.map((o) => o.value);
    let values = (want?.values ?? []).filter((v) => offered.includes(v));
    if (values.length === 0) values = [offered.includes('none') ? 'none' : offered.at(-1)!];
    await as.post('/api/answers', { questionId: q.id, projectId: project.id, selectedOption: values.join(','), importance: want?.mustHave && values[0] !== 'none' ? 'must-have' : 'nice-to-have' });
  }
}

async function createReady(as: Awaited<ReturnType<typeof api>>, input: Record<string, unknown>): Promise<Project> {
  const project = await as.post<Project>('/api/projects', input);
  await expect.poll(async () => (await as.get<Project>(`/api/projects/${project.id}`)).status, { timeout: 60_000 }).toBe('ready');
  return project;
}

/** Runs the analysis and waits until the project is completed. */
async function completeAnalysis(as: Awaited<ReturnType<typeof api>>, project: Project) {
  await as.post(`/api/projects/${project.id}/complete`);
  await expect.poll(async () => (await as.get<Project>(`/api/projects/${project.id}`)).status, { timeout: 60_000 }).toBe('completed');
}

/** From the questionnaire's current question, "Previous" until the question with this title shows. */
async function stepBackTo(page: Page, wanted: string) {
  const title = page.getByRole('main').locator('h2').first();
  const counter = page.getByText(/^Question \d+ of \d+$/);
  for (let i = 0; i < 20 && (await title.textContent()) !== wanted; i++) {
    const before = await counter.textContent();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(counter).not.toHaveText(before!);
  }
  await expect(title).toHaveText(wanted);
}

/** Exports the report from the results page and returns its text, whitespace folded (the file is kept under test-results/honest). */
async function exportedReportText(page: Page, name: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Report (PDF)' }).click();
  const file = await download;
  const outDir = path.resolve('test-results/honest');
  mkdirSync(outDir, { recursive: true });
  const pdfPath = path.join(outDir, `${name}.pdf`);
  await file.saveAs(pdfPath);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a HIPAA-bound clinic sees unconfirmed must-haves on the cards and in the PDF', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, 'clinic');
  const as = await api(request, account);
  const project = await createReady(as, {
    name: 'Lakeside Dental phones',
    country: 'US',
    industry: 'healthcare',
    employeeCount: '11-50',
    softwareCategory: 'telephony',
    affectedTeams: ['Customer Service'],
    businessNeeds: 'Phones for two dental offices; patient calls are recorded.',
  });
  await answerAll(as, project, {
    obligations: { values: ['obligation:hipaa'], mustHave: true },
    // HITRUST is rarely published: a must-have no source confirms, so at least one card flags it.
    attestations: { values: ['compliance:hitrust'], mustHave: true },
    'volume:users': { values: ['volume:users:25'] },
    'features:numbers': { values: ['local:US:local-numbers'], mustHave: true },
  });
  await completeAnalysis(as, project);
  const recs = await as.get<Recommendation[]>(`/api/projects/${project.id}/recommendations`);
  expect(recs.length).toBeGreaterThan(0);

  await signIn(page, account);
  await page.goto(`/results/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Software Recommendations' })).toBeVisible();
  const cards = page.getByTestId('recommendation-card');
  await expect(cards).toHaveCount(recs.length);
  for (const [i, rec] of [...recs].sort((a, b) => b.matchScore - a.matchScore).entries()) {
    const open = rec.analysis.requirements.filter((r) => r.importance === 'must-have' && r.verdict === 'unknown');
    const card = cards.nth(i);
    for (const r of open) await expect(card.getByTestId('unconfirmed-must-haves').getByText(`${r.label}:`)).toBeVisible();
    expect(rec.matchScore).toBeLessThanOrEqual(open.length ? 89 : 100);
    expect(rec.analysis.cost.currency).toBe('USD');
  }
  await expect(page.getByText('HITRUST: not confirmed — ask the vendor before you buy.', { exact: false }).first()).toBeVisible();
  // The breakdown adds up, cap line included.
  await cards.first().getByText('Why this score').click();
  await expect(cards.first().getByText('Match score', { exact: true })).toBeVisible();
  await screenshotBoth(page, 'honest-clinic-results');
  await expectNoAxeViolations(page);

  const text = await exportedReportText(page, 'clinic');
  expect(text).toContain('Not confirmed: ask the vendor before you buy');
  expect(text).toContain('HITRUST: not confirmed');
  expect(text).toContain('Match score');
});

test('no match: what ruled products out, Edit answers, and a free re-run that shows what changed', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, 'nomatch');
  const as = await api(request, account);
  const project = await createReady(as, {
    name: 'Newsletter on our own servers',
    country: 'UK',
    industry: 'retail',
    employeeCount: '11-50',
    softwareCategory: 'marketing',
    affectedTeams: ['Marketing'],
    businessNeeds: 'Newsletters to 5,000 customers, hosted on our own servers (on-premises).',
  });
  // No email platform in the catalog runs on-premises: a must-have every product fails, by a fact.
  await answerAll(as, project, { deployment: { values: ['deployment:on-premises'], mustHave: true }, 'volume:contacts': { values: ['volume:contacts:5000'] } });
  await completeAnalysis(as, project);
  const creditsBefore = (await as.get<Eligibility>('/api/user/project-eligibility')).credits;

  await signIn(page, account);
  // The dashboard does not call it a success.
  await expect(page.getByText('No match — edit answers')).toBeVisible();
  await page.goto(`/results/${project.id}`);
  const noMatch = page.getByTestId('no-match');
  await expect(noMatch.getByRole('heading', { name: 'No product meets every must-have' })).toBeVisible();
  await expect(noMatch.getByText('On-premises (our own servers)', { exact: true })).toBeVisible();
  await expect(noMatch.getByRole('heading', { name: 'The closest products' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Report (PDF)' })).toBeDisabled();
  await screenshotBoth(page, 'honest-no-match');
  await expectNoAxeViolations(page);

  // Edit answers: the questionnaire opens on its last question with "Update recommendations".
  await noMatch.getByRole('link', { name: 'Edit answers' }).click();
  await expect(page).toHaveURL(new RegExp(`/questionnaire/${project.id}$`));
  await expect(page.getByRole('button', { name: 'Update recommendations' })).toBeVisible();
  await stepBackTo(page, 'How should the software be deployed?');
  await page.getByRole('checkbox', { name: 'Cloud (SaaS)' }).check();
  await page.getByRole('checkbox', { name: 'On-premises (our own servers)' }).uncheck();
  await screenshotBoth(page, 'honest-edit-answers');
  const counter = page.getByText(/^Question \d+ of \d+$/);
  while (!(await page.getByRole('button', { name: 'Update recommendations' }).isVisible())) {
    const before = await counter.textContent();
    await page.getByRole('button', { name: 'Next Question' }).click();
    await expect(counter).not.toHaveText(before!);
  }
  await page.getByRole('button', { name: 'Update recommendations' }).click();
  await expect(toastRegion(page).getByText('Updating recommendations')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/results/${project.id}$`), { timeout: 60_000 });
  await expect(page.getByTestId('recommendation-card').first()).toBeVisible();
  const changes = page.getByTestId('run-changes');
  await expect(changes).toContainText('What changed since your previous answers');
  await expect(changes).toContainText('New:');
  // Every cost figure on the cards is in pounds (a conversion note may name the vendor's own currency).
  const figures = await page.getByRole('region', { name: /^Your cost with / }).locator('dd').allTextContents();
  expect(figures.length).toBeGreaterThan(0);
  for (const text of figures) expect(text).not.toMatch(/(?<![£A-Z])\$\d|€\d/);
  await screenshotBoth(page, 'honest-rerun-results');
  expect((await as.get<Eligibility>('/api/user/project-eligibility')).credits).toBe(creditsBefore);
});

test('a shop with 25 staff on the tills of 3 shops is asked for its shops and costed with POS Pro per shop, not Shopify Plus', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, 'tills');
  const as = await api(request, account);
  const project = await createReady(as, {
    name: 'Corner Shops tills',
    country: 'US',
    industry: 'retail',
    employeeCount: '11-50',
    softwareCategory: 'other',
    affectedTeams: ['Sales', 'Operations'],
    businessNeeds: 'Point of sale for our 3 shops: 25 staff on the tills, inventory and card payments',
  });
  const questions = await as.get<Question[]>(`/api/projects/${project.id}/questions`);
  expect(questions.map((q) => q.title)).toContain('How many shops or other locations will sell through it?');
  await answerAll(as, project, {
    family: { values: ['family:point-of-sale'] },
    'volume:users': { values: ['volume:users:25'] },
    'volume:sites': { values: ['volume:sites:3'] },
  });

  // The shops question in the questionnaire, as the buyer sees it.
  await signIn(page, account);
  await page.goto(`/questionnaire/${project.id}`);
  await expect(page.getByRole('main').locator('h2').first()).toBeVisible();
  // Every question is answered, so it opens on the last one: step back to the shops question.
  await stepBackTo(page, 'How many shops or other locations will sell through it?');
  // The band's own name starts with its figure ("Not sure" also names the 3 it would use).
  await expect(page.getByRole('radio', { name: /^3\b/ })).toBeChecked();
  await screenshotBoth(page, 'pos-shops-question');

  await completeAnalysis(as, project);
  const recs = await as.get<Recommendation[]>(`/api/projects/${project.id}/recommendations`);
  const shopify = recs.find((r) => r.analysis.productId === 'shopify');
  // Basic ($39 month to month) plus POS Pro at $89 for each of the 3 shops: unlimited POS-only staff.
  expect(shopify?.analysis.cost).toMatchObject({ planName: 'Basic with POS Pro', monthly: 39 + 3 * 89, seatBasis: '3 sites or locations (your answer)' });

  await page.goto(`/results/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Software Recommendations' })).toBeVisible();
  const card = page.getByTestId('recommendation-card').filter({ has: page.getByRole('heading', { name: 'Shopify' }) });
  await expect(card.getByText('Basic with POS Pro', { exact: false }).first()).toBeVisible();
  await screenshotBoth(page, 'pos-shop-results');
  await card.screenshot({ path: path.join(screenshotDir, 'pos-shop-shopify-card-desktop.png') });
  await expectNoAxeViolations(page);
});

test('a food factory asked for its ERP users in narrow bands sees what Katana costs past its free plan, on the card and in the PDF', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, 'factory');
  const as = await api(request, account);
  const project = await createReady(as, {
    name: 'Riverside Foods ERP',
    country: 'US',
    industry: 'manufacturing',
    employeeCount: '11-50',
    softwareCategory: 'erp',
    affectedTeams: ['Operations'],
    businessNeeds: 'Inventory with batch tracking and production for our food factory.',
  });
  await answerAll(as, project, { 'volume:users': { values: ['volume:users:10'] } });

  // The users question in the questionnaire: bands about 1.5x apart, none above the company's 50.
  await signIn(page, account);
  await page.goto(`/questionnaire/${project.id}`);
  await expect(page.getByRole('main').locator('h2').first()).toBeVisible();
  await stepBackTo(page, 'How many people will use the ERP?');
  await expect(page.getByRole('radio', { name: '9–10' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '36–50' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^51/ })).toHaveCount(0);
  await screenshotBoth(page, 'erp-users-question');

  await completeAnalysis(as, project);
  const recs = await as.get<Recommendation[]>(`/api/projects/${project.id}/recommendations`);
  const katana = recs.find((r) => r.analysis.productId === 'katana');
  // Free for 30 SKUs; past them, Core from $299 a month.
  expect(katana?.analysis.cost).toMatchObject({ planName: 'Free', monthly: 0, planLimits: '30 SKUs', beyondFree: { planName: 'Core', monthly: 299 } });

  await page.goto(`/results/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Software Recommendations' })).toBeVisible();
  const card = page.getByTestId('recommendation-card').filter({ has: page.getByRole('heading', { name: 'Katana' }) });
  await expect(card.getByText('If those limits are too tight, Core is from $299/month', { exact: false }).first()).toBeVisible();
  await card.screenshot({ path: path.join(screenshotDir, 'katana-free-card-desktop.png') });
  await screenshotBoth(page, 'factory-erp-results');
  await expectNoAxeViolations(page);

  const text = await exportedReportText(page, 'factory');
  expect(text).toContain('If those limits are too tight, Core is from $299/month');
});

test('a contact centre that wrote "40 agents" in its needs sees that band marked as its own words in the volume question', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, 'centre');
  const as = await api(request, account);
  const project = await createReady(as, {
    name: 'Harbour Contact Centre',
    country: 'UK',
    industry: 'retail',
    employeeCount: '51-200',
    softwareCategory: 'telephony',
    affectedTeams: ['Customer Service'],
    businessNeeds: 'Contact centre for 40 agents: inbound call queues, IVR, call recording, UK numbers.',
  });
  const questions = await as.get<Question[]>(`/api/projects/${project.id}/questions`);
  const agents = questions.find((q) => q.dimension === 'volume:agents')!;
  expect(agents.options.filter((o) => o.description?.startsWith('Mentioned in your business needs')).map((o) => o.label)).toEqual(['36–50']);

  await answerAll(as, project, { 'volume:users': { values: ['volume:users:50'] } });
  await signIn(page, account);
  await page.goto(`/questionnaire/${project.id}`);
  await expect(page.getByRole('main').locator('h2').first()).toBeVisible();
  // Every question is answered, so it opens on the last one: step back to the agents question.
  await stepBackTo(page, agents.title);
  const band = page.getByRole('main').locator('label').filter({ hasText: '36–50' });
  await expect(band).toContainText('Mentioned in your business needs');
  await screenshotBoth(page, 'agents-question-from-needs');
});

test('a charity that chooses CRM is asked about its donors and its 20,000 donors, and gets donor databases, not sales CRMs', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, 'charity');
  const as = await api(request, account);
  const project = await createReady(as, {
    name: 'Riverside Food Bank',
    country: 'US',
    industry: 'other',
    employeeCount: '11-50',
    softwareCategory: 'crm',
    affectedTeams: ['Marketing'],
    businessNeeds: 'Donor CRM for our nonprofit: 20,000 donors, recurring gifts, year-end tax receipts.',
  });
  const questions = await as.get<Question[]>(`/api/projects/${project.id}/questions`);
  const donors = questions.find((q) => q.dimension === 'volume:contacts')!;
  expect(donors.options.filter((o) => o.description?.startsWith('Mentioned in your business needs')).map((o) => o.label)).toEqual(['10,001–25,000']);
  expect(questions.some((q) => q.options.some((o) => o.value === 'feature:nonprofit-crm'))).toBe(true);
  // "Not sure" on the donor count: the cost is worked out on the 20,000 the needs text gives.
  await answerAll(as, project, { 'features:pipeline': { values: ['feature:nonprofit-crm'], mustHave: true } });
  await completeAnalysis(as, project);
  const recs = await as.get<Recommendation[]>(`/api/projects/${project.id}/recommendations`);
  expect(recs.length).toBeGreaterThanOrEqual(3);
  for (const rec of recs) expect(rec.analysis.requirements.find((r) => r.key === 'feature:nonprofit-crm')?.verdict).toBe('met');

  await signIn(page, account);
  await page.goto(`/results/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Software Recommendations' })).toBeVisible();
  await expect(page.getByTestId('recommendation-card')).toHaveCount(recs.length);
  await screenshotBoth(page, 'charity-crm-results');
});

test("a financial adviser gets advisers' CRMs first, and a SARL of five is costed on Pennylane's plan for companies, not its offer for independents", async ({ page, request }) => {
  test.setTimeout(240_000);
  const account = await createAccount(request, 'adviser');
  const as = await api(request, account);
  const adviser = await createReady(as, {
    name: 'Harbor Wealth CRM',
    country: 'US',
    industry: 'finance',
    employeeCount: '1-10',
    softwareCategory: 'crm',
    affectedTeams: ['Sales'],
    businessNeeds: 'CRM for our registered investment advisor practice: client households, annual reviews, 4 advisors.',
  });
  const questions = await as.get<Question[]>(`/api/projects/${adviser.id}/questions`);
  expect(questions.some((q) => q.options.some((o) => o.value === 'feature:wealth-advisor-crm'))).toBe(true);
  await answerAll(as, adviser, { 'features:pipeline': { values: ['feature:wealth-advisor-crm'], mustHave: true } });
  await completeAnalysis(as, adviser);
  const recs = await as.get<Recommendation[]>(`/api/projects/${adviser.id}/recommendations`);
  // Only CRMs built for advisers meet the must-have: Wealthbox and Redtail, costed for the 4 advisers.
  expect(recs.map((r) => r.analysis.productId).sort()).toEqual(['redtail-crm', 'wealthbox']);
  for (const rec of recs) expect(rec.analysis.cost.seatBasis).toBe('4 users (in your business needs)');

  await signIn(page, account);
  await page.goto(`/results/${adviser.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Software Recommendations' })).toBeVisible();
  await expect(page.getByTestId('recommendation-card').filter({ has: page.getByRole('heading', { name: 'Wealthbox CRM' }) })).toBeVisible();
  await screenshotBoth(page, 'adviser-crm-results');
  await expectNoAxeViolations(page);

  const books = await createReady(as, {
    name: 'Atelier Cinq comptabilité',
    country: 'FR',
    industry: 'consulting',
    employeeCount: '1-10',
    softwareCategory: 'accounting',
    affectedTeams: ['Finance/Accounting'],
    businessNeeds: 'Comptabilité pour notre SARL de 5 personnes : factures, rapprochement bancaire, export FEC',
  });
  await answerAll(as, books, {
    local: { values: ['local:FR:fec-export'], mustHave: true },
    'features:spend': { values: ['feature:bank-reconciliation'], mustHave: true },
    'features:sales': { values: ['feature:invoicing'], mustHave: true },
  });
  await completeAnalysis(as, books);
  const pennylane = (await as.get<Recommendation[]>(`/api/projects/${books.id}/recommendations`)).find((r) => r.analysis.productId === 'pennylane');
  // The offer for independents is not a SARL's to buy: the company is costed on Basique.
  expect(pennylane?.analysis.cost.planName).toBe('Basique');
  await page.goto(`/results/${books.id}`);
  const card = page.getByTestId('recommendation-card').filter({ has: page.getByRole('heading', { name: 'Pennylane' }) });
  await expect(card.getByText('Basique', { exact: false }).first()).toBeVisible();
  await card.screenshot({ path: path.join(screenshotDir, 'pennylane-company-plan-card-desktop.png') });
});

test('a social media agency that wrote its profile count sees that band marked in the profiles question', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, 'social');
  const as = await api(request, account);
  const project = await createReady(as, {
    name: 'Northlight Social',
    country: 'UK',
    industry: 'consulting',
    employeeCount: '11-50',
    softwareCategory: 'marketing',
    affectedTeams: ['Marketing'],
    businessNeeds: 'Social media scheduling and client approvals for 20 client brands: 30 Instagram accounts and 12 LinkedIn pages.',
  });
  const questions = await as.get<Question[]>(`/api/projects/${project.id}/questions`);
  const profiles = questions.find((q) => q.dimension === 'volume:profiles')!;
  expect(profiles.options.filter((o) => o.description?.startsWith('Mentioned in your business needs')).map((o) => o.label)).toEqual(['36–50']);

  await answerAll(as, project, {});
  await signIn(page, account);
  await page.goto(`/questionnaire/${project.id}`);
  await expect(page.getByRole('main').locator('h2').first()).toBeVisible();
  await stepBackTo(page, profiles.title);
  await expect(page.getByRole('main').locator('label').filter({ hasText: '36–50' })).toContainText('Mentioned in your business needs');
  await screenshotBoth(page, 'profiles-question-from-needs');
});

test('a shop whose 3,500 subscribers fall between two price steps on record sees Klaviyo "At most" the higher step, on the card and in the PDF', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, 'ceiling');
  const as = await api(request, account);
  const project = await createReady(as, {
    name: 'Harbor Goods email',
    country: 'US',
    industry: 'retail',
    employeeCount: '1-10',
    softwareCategory: 'marketing',
    affectedTeams: ['Marketing'],
    businessNeeds: 'Email marketing for our Shopify store with 3,500 subscribers: abandoned cart, welcome flows, campaigns.',
  });
  await answerAll(as, project, {
    'volume:contacts': { values: ['volume:contacts:3500'] },
    'features:email': { values: ['feature:email-campaigns'], mustHave: true },
    'features:automation': { values: ['feature:abandoned-cart'], mustHave: true },
    integrations: { values: ['integration:shopify'], mustHave: true },
  });
  await completeAnalysis(as, project);
  const recs = await as.get<Recommendation[]>(`/api/projects/${project.id}/recommendations`);
  const klaviyo = recs.find((r) => r.analysis.productId === 'klaviyo');
  // Klaviyo's prices on record are 1,000 and 5,000 contacts: 3,500 costs at most the 5,000 price.
  expect(klaviyo?.analysis.cost).toMatchObject({ planName: 'Email', monthly: 100, priceAtMost: true, priceOnRequest: false });
  expect(klaviyo?.analysis.cost.note).toContain("That is at most what you would pay: Email's prices on record jump from 1,000 to 5,000 contacts");

  await signIn(page, account);
  await page.goto(`/results/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Software Recommendations' })).toBeVisible();
  const card = page.getByTestId('recommendation-card').filter({ has: page.getByRole('heading', { name: 'Klaviyo' }) });
  await expect(card.getByText('At most $100', { exact: false }).first()).toBeVisible();
  await card.screenshot({ path: path.join(screenshotDir, 'klaviyo-at-most-card-desktop.png') });
  await screenshotBoth(page, 'email-ceiling-results');
  await expectNoAxeViolations(page);

  const text = await exportedReportText(page, 'ceiling');
  expect(text).toContain('At most $100');
});

test('a property manager under "Other" is told at once that we hold no property-management software, and is recommended nothing of another kind', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, 'landlord');
  const as = await api(request, account);
  const project = await createReady(as, {
    name: 'Maple Street Rentals',
    country: 'US',
    industry: 'other',
    employeeCount: '11-50',
    softwareCategory: 'other',
    affectedTeams: ['Operations'],
    businessNeeds: 'Property management for 400 residential rental units: tenant portal, online rent payments, maintenance requests, owner statements.',
  });
  await signIn(page, account);
  await page.goto(`/questionnaire/${project.id}`);
  await expect(page.getByRole('main').locator('h2').first()).toHaveText('Which kind of software are you looking for?');
  const elsewhere = page.getByRole('main').locator('label').filter({ hasText: 'Something else or not sure' });
  await expect(elsewhere).toContainText('property management (rentals, tenants and owners), a kind of software our catalog does not cover yet');
  await screenshotBoth(page, 'uncovered-kind-question');

  await answerAll(as, project, {});
  await completeAnalysis(as, project);
  expect((await as.get<Recommendation[]>(`/api/projects/${project.id}/recommendations`)).length).toBe(0);
  await page.goto(`/results/${project.id}`);
  const noMatch = page.getByTestId('no-match');
  await expect(noMatch.getByRole('heading', { name: 'Our catalog has no products of this kind yet: Property management (rentals, tenants and owners)' })).toBeVisible();
  await expect(page.getByTestId('recommendation-card')).toHaveCount(0);
  await screenshotBoth(page, 'uncovered-kind-results');
  await expectNoAxeViolations(page);
});

test('an HVAC firm that filed work orders and service agreements as CRM is told they describe field service software, above its CRM results', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, 'hvac');
  const as = await api(request, account);
  const project = await createReady(as, {
    name: 'Northside Heating & Air',
    country: 'US',
    industry: 'other',
    employeeCount: '11-50',
    softwareCategory: 'crm',
    affectedTeams: ['Sales', 'Operations'],
    businessNeeds: 'CRM for our HVAC company: work orders, service agreements and dispatching 8 technicians, plus quotes.',
  });
  await answerAll(as, project, {});
  await completeAnalysis(as, project);
  await signIn(page, account);
  await page.goto(`/results/${project.id}`);
  const note = page.getByTestId('kind-elsewhere');
  await expect(note.getByRole('heading', { name: 'Your needs also describe field service management software' })).toBeVisible();
  await expect(note).toContainText('Dispatch and technician scheduling');
  await expect(note.getByRole('link', { name: 'New Other project' })).toHaveAttribute('href', `/project-wizard?from=${project.id}&category=other`);
  await expect(page.getByTestId('recommendation-card').first()).toBeVisible();
  await screenshotBoth(page, 'kind-elsewhere-results');
  await expectNoAxeViolations(page);

  // The new project starts from this one's details, under Other, for the buyer to check.
  await note.getByRole('link', { name: 'New Other project' }).click();
  await expect(page).toHaveURL(/\/project-wizard/);
  await expect(page.locator('#project-name')).toHaveValue('Northside Heating & Air');
  await page.getByRole('button', { name: /Next Step/ }).click();
  await expect(page.locator('#project-softwareCategory')).toContainText('Other');
  await expect(page.locator('#project-businessNeeds')).toHaveValue(/work orders, service agreements/);
  await screenshotBoth(page, 'kind-elsewhere-new-project');
});

test('a firm that wrote "under CA$30 per user" sees that ceiling for its users offered and marked in the budget question', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, 'budget');
  const as = await api(request, account);
  const project = await createReady(as, {
    name: 'Bay Street Advisory',
    country: 'CA',
    industry: 'consulting',
    employeeCount: '1-10',
    softwareCategory: 'telephony',
    affectedTeams: ['Operations'],
    businessNeeds: 'Business phone for 8 people in Toronto: keep our 416 numbers, auto attendant, voicemail to email, mobile app, under CA$30 per user.',
  });
  const questions = await as.get<Question[]>(`/api/projects/${project.id}/questions`);
  const budget = questions.find((q) => q.dimension === 'budget')!;
  expect(budget.options.find((o) => o.description?.startsWith('Mentioned in your business needs'))).toMatchObject({ value: 'budget:CAD:180', label: 'Up to C$180 per month' });

  await answerAll(as, project, { budget: { values: ['budget:CAD:180'], mustHave: true } });
  await signIn(page, account);
  await page.goto(`/questionnaire/${project.id}`);
  await expect(page.getByRole('main').locator('h2').first()).toBeVisible();
  await stepBackTo(page, budget.title);
  const stated = page.getByRole('main').locator('label').filter({ hasText: 'Up to C$180 per month' });
  await expect(stated).toContainText('“CA$30 per user”, for 6 users (our estimate: about 80% of your 8 employees)');
  // The ranges are worked out for the same users.
  await expect(page.getByText('Licences only, for 6 users (our estimate: about 80% of your 8 employees). Choose one range.')).toBeVisible();
  await screenshotBoth(page, 'budget-from-needs');
});

test('a charity asking for email and documents gets collaboration suites at their nonprofit price, named on the card and in the PDF', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, 'charity');
  const as = await api(request, account);
  const project = await createReady(as, {
    name: 'Riverside Food Bank',
    country: 'US',
    industry: 'other',
    employeeCount: '11-50',
    softwareCategory: 'other',
    affectedTeams: ['Operations'],
    businessNeeds: 'We are a 501(c)(3) nonprofit with 30 staff: email, shared documents and video calls. Nonprofit pricing matters, our budget is tight.',
  });
  const questions = await as.get<Question[]>(`/api/projects/${project.id}/questions`);
  const family = questions.find((q) => q.dimension === 'family')!;
  expect(family.options.find((o) => o.description?.startsWith('Mentioned in your business needs'))?.value).toBe('family:collaboration-suite');

  await answerAll(as, project, { family: { values: ['family:collaboration-suite'], mustHave: true } });
  await completeAnalysis(as, project);
  const recs = await as.get<Recommendation[]>(`/api/projects/${project.id}/recommendations`);
  const google = recs.find((r) => r.analysis.productId === 'google-workspace')!;
  expect(google.analysis.cost).toMatchObject({ monthly: 0, audiencePrice: 'nonprofit' });

  await signIn(page, account);
  await page.goto(`/results/${project.id}`);
  const card = page.getByRole('article', { name: 'Google Workspace' });
  await expect(card.getByText('Nonprofit price', { exact: true })).toBeVisible();
  await expect(card).toContainText("That is Google Workspace's nonprofit price, for registered nonprofits and charities whose eligibility the vendor confirms.");
  await card.scrollIntoViewIfNeeded();
  await screenshotBoth(page, 'nonprofit-price');
  expect(await exportedReportText(page, 'nonprofit-price')).toContain('Nonprofit price: for registered nonprofits and charities; the vendor confirms eligibility.');
  await expectNoAxeViolations(page);
});

test('a buyer who asks for a CRM under "Other" is sent to the CRM category, not shown other kinds of software', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, 'crm-other');
  const as = await api(request, account);
  const project = await createReady(as, {
    name: 'Harbor Analytics',
    country: 'US',
    industry: 'technology',
    employeeCount: '11-50',
    softwareCategory: 'other',
    affectedTeams: ['Sales'],
    businessNeeds: 'A CRM for our 8 sales reps: pipeline, email tracking, a HubSpot alternative.',
  });
  await answerAll(as, project, {});
  await completeAnalysis(as, project);
  expect((await as.get<Recommendation[]>(`/api/projects/${project.id}/recommendations`)).length).toBe(0);
  await signIn(page, account);
  await page.goto(`/results/${project.id}`);
  const noMatch = page.getByTestId('no-match');
  await expect(noMatch.getByRole('heading', { name: 'We compare CRM software under CRM, not under Other' })).toBeVisible();
  await expect(noMatch.getByRole('link', { name: 'New CRM project' })).toHaveAttribute('href', `/project-wizard?from=${project.id}&category=crm`);
  await screenshotBoth(page, 'kind-in-another-category');
  await expectNoAxeViolations(page);
});
