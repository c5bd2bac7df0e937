// The dashboard (spec section 2) in Chromium: the empty account, then one with projects in
// different states (their badges, progress line and actions), the stat cards, blocked
// creation when no credits are left, and deletion after the browser confirmation.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, createAccount, screenshotFromTop, signIn, toastRegion } from './signed-in.js';

type Project = { id: number; name: string; status: string; totalQuestions: number; questionsAnswered: number; recommendationCount: number };
type Question = { id: number; options: { value: string }[] };

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const input = (name: string) => ({
  name,
  country: 'US',
  industry: 'consulting',
  employeeCount: '1-10',
  softwareCategory: 'accounting',
  affectedTeams: ['Finance/Accounting'],
  businessNeeds: 'Invoicing and bookkeeping for a small consultancy.',
});

const row = (page: Page, name: string): Locator => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
const stat = (page: Page, key: string) => page.getByTestId(`stat-${key}`);

test('a new account sees the empty dashboard', async ({ page, request }) => {
  const account = await createAccount(request, 'dash-empty');
  await signIn(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
  await expect(page.getByText('Manage your software selection projects')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Project' })).toBeVisible();
  await expect(page.getByText('3 Project Credit(s) Available')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Credits' })).toHaveCount(0);
  for (const label of ['Total Projects', 'Completed', 'In Progress', 'Recommendations']) {
    await expect(page.getByRole('list', { name: 'Project statistics' }).getByText(label, { exact: true })).toBeVisible();
  }
  for (const key of ['total', 'completed', 'inProgress', 'recommendations']) await expect(stat(page, key)).toHaveText('0');
  await expect(page.getByRole('heading', { name: 'Recent Projects' })).toBeVisible();
  await expect(page.getByText('No projects yet')).toBeVisible();
  await expect(page.getByText('Create your first project to get started')).toBeVisible();
  await screenshotFromTop(page, 'dashboard-empty');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page).toHaveURL(/\/project-wizard$/);
});

test('projects show their badge, progress and action; creation is blocked without credits; delete asks first', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await createAccount(request, 'dash-filled');
  const as = await api(request, account);

  // Three projects spend the three free credits; the worker writes their questions.
  const [done, answering, fresh] = await Promise.all(
    ['Accounting system', 'Team phone system', 'Help desk'].map((name) => as.post<Project>('/api/projects', input(name))),
  );
  for (const p of [done!, answering!, fresh!]) {
    await expect.poll(async () => (await as.get<Project>(`/api/projects/${p.id}`)).status, { timeout: 30_000 }).toBe('ready');
  }

  // One answered in full and analysed, one answered in part.
  const answerAll = async (p: Project, count?: number) => {
    const questions = await as.get<Question[]>(`/api/projects/${p.id}/questions`);
    for (const q of questions.slice(0, count ?? questions.length)) {
      await as.post('/api/answers', { questionId: q.id, projectId: p.id, selectedOption: q.options[0]!.value });
    }
    return questions.length;
  };
  await answerAll(done!);
  await as.post(`/api/projects/${done!.id}/complete`);
  const total = await answerAll(answering!, 2);
  await expect.poll(async () => (await as.get<Project>(`/api/projects/${done!.id}`)).status, { timeout: 30_000 }).toBe('completed');
  const completed = await as.get<Project>(`/api/projects/${done!.id}`);
  expect(completed.recommendationCount).toBeGreaterThan(0);

  await signIn(page, account);
  await expect(page.getByText('0 Project Credit(s) Available')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Credits' })).toHaveAttribute('href', '/pricing');
  await expect(stat(page, 'total')).toHaveText('3');
  await expect(stat(page, 'completed')).toHaveText('1');
  await expect(stat(page, 'inProgress')).toHaveText('1');
  await expect(stat(page, 'recommendations')).toHaveText(String(completed.recommendationCount));

  const doneRow = row(page, 'Accounting system');
  await expect(doneRow.getByText('Completed', { exact: true })).toBeVisible();
  await expect(doneRow.getByText('Consulting')).toBeVisible();
  await expect(doneRow.getByText('1-10 employees')).toBeVisible();
  await expect(doneRow.getByText('Accounting', { exact: true })).toBeVisible();
  await expect(doneRow.getByText(/^Created /)).toBeVisible();
  await expect(doneRow.getByRole('link', { name: /View Results/ })).toHaveAttribute('href', `/results/${done!.id}`);

  const answeringRow = row(page, 'Team phone system');
  await expect(answeringRow.getByText('In Progress', { exact: true })).toBeVisible();
  const percent = Math.round((2 / total) * 100);
  await expect(answeringRow.getByText(`${percent}% complete - ${total - 2} questions remaining`)).toBeVisible();
  await expect(answeringRow.getByRole('progressbar')).toBeVisible();
  await expect(answeringRow.getByRole('link', { name: /Continue/ })).toHaveAttribute('href', `/questionnaire/${answering!.id}`);

  const freshRow = row(page, 'Help desk');
  await expect(freshRow.getByText('Ready', { exact: true })).toBeVisible();
  await expect(freshRow.getByRole('link', { name: /Start Questions/ })).toHaveAttribute('href', `/questionnaire/${fresh!.id}`);
  await screenshotFromTop(page, 'dashboard-filled');
  await expectNoAxeViolations(page);

  // No credits left: New Project explains and offers Get Credits.
  await page.getByRole('button', { name: 'New Project' }).click();
  await expect(toastRegion(page).getByText('No Credits Available')).toBeVisible();
  await expect(toastRegion(page).getByText('You need to purchase project credits or upgrade to unlimited plan')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await toastRegion(page).getByRole('button', { name: 'Get Credits' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Delete: cancelling the confirmation keeps the project; accepting removes it.
  const messages: string[] = [];
  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });
  await freshRow.getByRole('button', { name: 'Delete project Help desk' }).click();
  expect(messages).toEqual(['Are you sure you want to delete this project?']);
  await expect(freshRow).toBeVisible();

  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await freshRow.getByRole('button', { name: 'Delete project Help desk' }).click();
  await expect(toastRegion(page).getByText('Project deleted successfully')).toBeVisible();
  await expect(toastRegion(page).getByText('Success', { exact: true })).toBeVisible();
  await expect(freshRow).toHaveCount(0);
  await expect(stat(page, 'total')).toHaveText('2');
  expect(messages).toHaveLength(2);
  const res = await request.get(`/api/projects/${fresh!.id}`, { headers: { authorization: `Bearer ${await account.token()}` } });
  expect(res.status()).toBe(404);
});

test('a signed-out visitor is sent home from the dashboard', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});
