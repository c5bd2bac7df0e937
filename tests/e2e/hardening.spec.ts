// Markup in user text is shown as text in the browser and in the PDF: a project named with
// HTML and script, answered with script-laden comments, appears literally on the dashboard and
// the results page, fires no dialog, injects no element, and prints literally in the report.
// And the dashboard's "Your data" card: download the export, delete the account.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Project } from '../../src/shared/projects.js';
import type { Question } from '../../src/shared/questions.js';
import { screenshotBoth } from './screens.js';
import { api, createAccount, PASSWORD, screenshotFromTop, signIn, toastRegion } from './signed-in.js';

const NAME = `<img src=x onerror="alert('name')"><script>alert("xss")</script> & Co`;
const NEEDS = `<b>bold?</b> '); DROP TABLE projects;-- {{7*7}}`;
const COMMENT = `<svg onload="alert('comment')"></svg>`;

test('user text containing markup stays text on the pages and in the PDF', async ({ page, request }) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });

  const account = await createAccount(request, 'hardening');
  const client = await api(request, account);
  const project = await client.post<Project>('/api/projects', {
    name: NAME,
    country: 'US',
    industry: 'technology',
    employeeCount: '11-50',
    softwareCategory: 'crm',
    affectedTeams: ['Sales'],
    businessNeeds: NEEDS,
  });
  expect(project.name).toBe(NAME);
  await expect.poll(async () => (await client.get<Project>(`/api/projects/${project.id}`)).status, { timeout: 30_000 }).toBe('ready');
  const questions = await client.get<Question[]>(`/api/projects/${project.id}/questions`);
  for (const q of questions) {
    await client.post('/api/answers', { projectId: project.id, questionId: q.id, selectedOption: q.options[0]!.value, additionalComments: COMMENT });
  }
  await client.post(`/api/projects/${project.id}/complete`);
  await expect.poll(async () => (await client.get<Project>(`/api/projects/${project.id}`)).status, { timeout: 30_000 }).toBe('completed');

  // Dashboard: the name is on the card, as typed.
  await signIn(page, account);
  await expect(page.getByText(NAME, { exact: true }).first()).toBeVisible();
  await screenshotBoth(page, 'hardening-dashboard');

  // Results: the name again (heading and page title), the page still works.
  await page.goto(`/results/${project.id}`);
  await expect(page.getByText(NAME, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Report (PDF)' })).toBeEnabled();
  await screenshotBoth(page, 'hardening-results');

  // Nothing ran, nothing was injected.
  expect(dialogs).toEqual([]);
  expect(await page.locator('img[src="x"], svg[onload], script:not([src]):not([type="application/ld+json"])').count()).toBe(0);
  expect(await page.evaluate(() => document.title)).not.toMatch(/<script/i);

  // The PDF prints the name literally.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Report (PDF)' }).click();
  const file = await download;
  const outDir = path.resolve('test-results/hardening');
  mkdirSync(outDir, { recursive: true });
  const pdfPath = path.join(outDir, 'report.pdf');
  await file.saveAs(pdfPath);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain(`<script>alert("xss")</script> & Co`);
  expect(text).toContain(`<img src=x onerror="alert('name')">`);
  expect(dialogs).toEqual([]);
});

test('download my data, then delete my account from the dashboard', async ({ page, request }) => {
  const account = await createAccount(request, 'gdpr');
  const client = await api(request, account);
  const project = await client.post<Project>('/api/projects', {
    name: 'Data I own',
    country: 'DE',
    industry: 'retail',
    employeeCount: '1-10',
    softwareCategory: 'hr',
    affectedTeams: ['Operations'],
    businessNeeds: 'Payroll for the shop.',
  });
  await signIn(page, account);

  await page.getByRole('heading', { name: 'Your data' }).scrollIntoViewIfNeeded();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^stackwise-account-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = path.resolve('test-results/hardening/export.json');
  await file.saveAs(saved);
  const exported = JSON.parse(readFileSync(saved, 'utf8')) as { profile: { email: string }; projects: { id: number; name: string }[] };
  expect(exported.profile.email).toBe(account.email);
  expect(exported.projects.map((p) => [p.id, p.name])).toEqual([[project.id, 'Data I own']]);
  await screenshotFromTop(page, 'hardening-your-data');

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expect(confirm).toBeEnabled();
  await screenshotFromTop(page, 'hardening-delete-account');
  await confirm.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(toastRegion(page).getByText('Your account and personal data have been deleted.')).toBeVisible();
  const signInAgain = await request.post('/auth/v1/token?grant_type=password', { data: { email: account.email, password: PASSWORD } });
  expect(signInAgain.status()).toBe(400);
});
