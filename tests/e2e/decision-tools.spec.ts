// From shortlist to decision (issue 18, points 1 and 2) in the browser: each result card asks
// the vendor what our research could not settle (copy, email draft), the demo script page turns
// the must-haves into scenarios with a scoring sheet and prints without the site around it, and
// both are in the PDF.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Project } from '../../src/shared/projects.js';
import type { Question } from '../../src/shared/questions.js';
import type { Recommendation } from '../../src/shared/recommendations.js';
import { vendorQuestions } from '../../src/shared/vendor-questions.js';
import { expectNoAxeViolations } from './axe.js';
import { screenshotBoth, screenshotDir } from './screens.js';
import { api, createAccount, signIn, toastRegion } from './signed-in.js';

type Api = Awaited<ReturnType<typeof api>>;
type Picks = Record<string, { values: string[]; mustHave?: boolean }>;

/** Answers every question: the listed picks where offered, else "no requirement". */
async function answerAll(as: Api, project: Project, picks: Picks) {
  const questions = await as.get<Question[]>(`/api/projects/${project.id}/questions`);
  for (const q of questions) {
    const want = picks[q.dimension ?? ''];
    const offered = q.options.map((o) => o.value);
    let values = (want?.values ?? []).filter((v) => offered.includes(v));
    if (values.length === 0) values = [offered.includes('none') ? 'none' : offered.at(-1)!];
    await as.post('/api/answers', { questionId: q.id, projectId: project.id, selectedOption: values.join(','), importance: want?.mustHave && values[0] !== 'none' ? 'must-have' : 'nice-to-have' });
  }
}

const statusOf = async (as: Api, id: number) => (await as.get<Project>(`/api/projects/${id}`)).status;

test('ask the vendor on each card, the demo script on screen, in print and in the PDF', async ({ page, request, context }) => {
  test.setTimeout(240_000);
  const account = await createAccount(request, 'decide');
  const as = await api(request, account);
  const project = await as.post<Project>('/api/projects', {
    name: 'Lakeside Dental phones',
    country: 'US',
    industry: 'healthcare',
    employeeCount: '11-50',
    softwareCategory: 'telephony',
    affectedTeams: ['Customer Service'],
    businessNeeds: 'Phones for two dental offices; patient calls are recorded.',
  });
  await expect.poll(() => statusOf(as, project.id), { timeout: 60_000 }).toBe('ready');
  await answerAll(as, project, {
    obligations: { values: ['obligation:hipaa'], mustHave: true },
    // HITRUST is rarely published: a must-have no source confirms, which the vendor is asked about.
    attestations: { values: ['compliance:hitrust'], mustHave: true },
    'volume:users': { values: ['volume:users:25'] },
    'features:numbers': { values: ['local:US:local-numbers'], mustHave: true },
  });
  await as.post(`/api/projects/${project.id}/complete`);
  await expect.poll(() => statusOf(as, project.id), { timeout: 60_000 }).toBe('completed');
  const recs = [...(await as.get<Recommendation[]>(`/api/projects/${project.id}/recommendations`))].sort((a, b) => b.matchScore - a.matchScore);
  expect(recs.length).toBeGreaterThan(1);
  const top = recs[0]!;
  const expected = vendorQuestions({
    productName: top.softwareName,
    requirements: top.analysis.requirements,
    cost: top.analysis.cost,
    cons: top.considerations.cons,
    implementationRequirements: top.implementation.requirements,
    project: { country: 'US', employeeCount: '11-50' },
  });
  expect(expected.length).toBeGreaterThan(0);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, account);
  await page.goto(`/results/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Software Recommendations' })).toBeVisible();
  const card = page.getByTestId('recommendation-card').first();
  const ask = card.getByTestId('ask-the-vendor');
  await expect(ask.getByRole('heading', { name: 'Ask the vendor' })).toBeVisible();
  await expect(ask.getByRole('listitem')).toHaveCount(expected.length);
  await expect(ask.getByRole('listitem').first()).toHaveText(expected[0]!.text);

  // Copy: the questions land on the clipboard, and a toast says so.
  await ask.getByRole('button', { name: `Copy questions for ${top.softwareName}` }).click();
  await expect(toastRegion(page).getByText('Questions copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n')[0]).toBe(`Questions for ${top.softwareName}`);
  expect(copied).toContain(`1. ${expected[0]!.text}`);

  // The email draft: subject and body, no recipient.
  const href = (await ask.getByRole('link', { name: /Email draft/ }).getAttribute('href'))!;
  expect(href.startsWith('mailto:?subject=')).toBe(true);
  expect(new URLSearchParams(href.slice('mailto:?'.length)).get('body')).toContain(`1. ${expected[0]!.text}`);
  await expectNoAxeViolations(page);
  await screenshotBoth(page, 'decision-results');

  // On a phone the questions are folded with the other details.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(ask).toBeHidden();
  await card.getByRole('button', { name: 'Show features, pricing and cost' }).click();
  await expect(ask.getByRole('heading', { name: 'Ask the vendor' })).toBeVisible();
  await ask.scrollIntoViewIfNeeded();
  mkdirSync(screenshotDir, { recursive: true });
  await ask.screenshot({ path: path.join(screenshotDir, 'decision-ask-the-vendor-phone.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The demo script, linked from the results.
  await page.getByRole('link', { name: 'Demo script' }).click();
  await expect(page).toHaveURL(new RegExp(`/demo-script/${project.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Demo script' })).toBeVisible();
  const scenarios = page.getByRole('heading', { level: 2, name: 'Scenarios to watch' }).locator('xpath=ancestor::section[1]').getByRole('listitem');
  await expect(scenarios.first()).toContainText('Show me ');
  await expect(scenarios.first()).toContainText('Must-have');
  const table = page.getByRole('table');
  await expect(table.locator('thead th')).toHaveText(['Scenario', ...recs.slice(0, 3).map((r) => r.softwareName)]);
  await expect(table.getByRole('row').last()).toContainText('Total (out of');
  await expectNoAxeViolations(page);
  await screenshotBoth(page, 'decision-demo-script');

  // Print: the button opens the browser's print; the printed page has no nav bar, footer or buttons.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Demo script' })).toBeVisible();
  await expect(table).toBeVisible();
  await page.screenshot({ path: path.join(screenshotDir, 'decision-demo-script-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The PDF: a section of questions per recommendation and the demo script pages.
  await page.goto(`/results/${project.id}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Report (PDF)' }).click();
  const file = await download;
  const outDir = path.resolve('test-results/decision');
  mkdirSync(outDir, { recursive: true });
  const pdfPath = path.join(outDir, 'decision.pdf');
  await file.saveAs(pdfPath);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text.split('Ask the Vendor What our research could not settle').length - 1).toBe(recs.length);
  expect(text).toContain(expected[0]!.text.slice(0, 40));
  expect(text).toContain('Demo Script');
  expect(text).toContain('Scoring Sheet');
  expect(text).toContain('Show me ');
});

test('the demo script is its owner’s: signed out goes home, another account goes to the dashboard', async ({ page, request }) => {
  const owner = await createAccount(request, 'decide-owner');
  const as = await api(request, owner);
  const project = await as.post<Project>('/api/projects', {
    name: 'Private script',
    country: 'UK',
    industry: 'retail',
    employeeCount: '1-10',
    softwareCategory: 'crm',
    affectedTeams: ['Sales'],
    businessNeeds: 'A simple pipeline for two people.',
  });
  await page.goto(`/demo-script/${project.id}`);
  await expect(page).toHaveURL(/\/$/);
  const other = await createAccount(request, 'decide-other');
  await signIn(page, other);
  await page.goto(`/demo-script/${project.id}`);
  await expect(page).toHaveURL(/\/dashboard$/);
});
