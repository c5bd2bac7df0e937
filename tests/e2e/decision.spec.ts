// The decision record in the browser: record a decision on the results page, see it on the
// dashboard, make its review due (the review date moved into the past through the test hook),
// rate the product from the dashboard's reminder, and find the Decision page in the PDF.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { addDays, defaultReviewDate, utcToday } from '../../src/shared/decisions.js';
import type { Project } from '../../src/shared/projects.js';
import type { Question } from '../../src/shared/questions.js';
import type { Recommendation } from '../../src/shared/recommendations.js';
import { expectNoAxeViolations } from './axe.js';
import { screenshotBoth } from './screens.js';
import { api, createAccount, signIn, toastRegion } from './signed-in.js';

const PROJECT_NAME = 'Harbour Tools CRM';
const REASON = 'Simplest pipeline for the Łódź office, within budget.';

test('record a decision, see it on the dashboard, rate it when due, find it in the PDF', async ({ page, request }) => {
  test.setTimeout(240_000);
  const account = await createAccount(request, 'decision');
  const as = await api(request, account);
  const project = await as.post<Project>('/api/projects', {
    name: PROJECT_NAME,
    country: 'US',
    industry: 'retail',
    employeeCount: '11-50',
    softwareCategory: 'crm',
    affectedTeams: ['Sales'],
    businessNeeds: 'One shared pipeline with email sync for our reps.',
  });
  await expect.poll(async () => (await as.get<Project>(`/api/projects/${project.id}`)).status, { timeout: 60_000 }).toBe('ready');
  for (const q of await as.get<Question[]>(`/api/projects/${project.id}/questions`)) {
    await as.post('/api/answers', { projectId: project.id, questionId: q.id, selectedOption: q.options[0]!.value });
  }
  await as.post(`/api/projects/${project.id}/complete`);
  await expect.poll(async () => (await as.get<Project>(`/api/projects/${project.id}`)).status, { timeout: 60_000 }).toBe('completed');
  const recs = (await as.get<Recommendation[]>(`/api/projects/${project.id}/recommendations`)).sort((a, b) => b.matchScore - a.matchScore);
  expect(recs.length).toBeGreaterThan(1);
  const chosen = recs[1]!;

  // Results: record the decision.
  await signIn(page, account);
  await page.goto(`/results/${project.id}`);
  const card = page.getByRole('region', { name: 'Record your decision' });
  await expect(card.getByRole('group', { name: 'Chosen product' })).toBeVisible();
  await expect(card.getByLabel('Review date')).toHaveValue(defaultReviewDate(new Date()));
  await card.getByRole('radio', { name: chosen.softwareName, exact: true }).check();
  await card.getByLabel(/Reason/).fill(REASON);
  await card.scrollIntoViewIfNeeded();
  await screenshotBoth(page, 'decision-form');
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: 'Save decision' }).click();
  await expect(toastRegion(page).getByText('Decision saved')).toBeVisible();
  await expect(card.getByTestId('decision-choice')).toHaveText(chosen.softwareName);
  await expect(card.getByText(REASON)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Edit decision' })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenshotBoth(page, 'decision-saved');
  await expectNoAxeViolations(page);

  // The PDF has a Decision page.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Report (PDF)' }).click();
  const file = await download;
  const outDir = path.resolve('test-results/decision');
  mkdirSync(outDir, { recursive: true });
  const pdfPath = path.join(outDir, 'report.pdf');
  await file.saveAs(pdfPath);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain(`Chosen product ${chosen.softwareName}`);
  expect(text).toContain(`Reason ${REASON}`);
  expect(text).toMatch(/Decided on \w{3} \d{1,2}, \d{4}/);
  expect(text).toMatch(/Review date \w{3} \d{1,2}, \d{4}/);
  expect(text.indexOf('Chosen product')).toBeLessThan(text.indexOf('Requirements Analysis'));

  // The dashboard shows the decision; no reminder yet.
  await page.goto('/dashboard');
  const row = page.getByRole('list', { name: 'Projects' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: PROJECT_NAME }) });
  await expect(row.getByTestId('project-decision')).toContainText(`Decision: ${chosen.softwareName}`);
  await expect(page.getByTestId('review-reminder')).toHaveCount(0);

  // Make the review due: the test hook moves the review date to yesterday.
  const moved = await request.put(`/api/test-hooks/projects/${project.id}/decision/review-date`, {
    headers: { authorization: `Bearer ${await account.token()}` },
    data: { reviewDate: addDays(utcToday(new Date()), -1) },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  await page.reload();
  await expect(row.getByText('Review due')).toBeVisible();
  const reminder = page.getByTestId('review-reminder');
  await expect(reminder).toHaveCount(1);
  await expect(reminder.getByText(`Did ${chosen.softwareName} deliver?`)).toBeVisible();
  await screenshotBoth(page, 'decision-dashboard-reminder');
  await expectNoAxeViolations(page);

  // Rate it.
  await reminder.getByRole('button', { name: `Rate ${chosen.softwareName} for ${PROJECT_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: `Did ${chosen.softwareName} deliver?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: '4: Mostly' }).check();
  await dialog.getByLabel(/Comment/).fill('Pipeline works well; reporting is thin.');
  await screenshotBoth(page, 'decision-review-dialog');
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Save review' }).click();
  await expect(toastRegion(page).getByText('Thanks for your review')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('review-reminder')).toHaveCount(0);
  await expect(row.getByText('Review due')).toHaveCount(0);
  await page.reload();
  await expect(row.getByTestId('project-decision')).toContainText(`Decision: ${chosen.softwareName}`);
  await expect(page.getByTestId('review-reminder')).toHaveCount(0);
  await screenshotBoth(page, 'decision-dashboard-reviewed');
  await expectNoAxeViolations(page);
});
