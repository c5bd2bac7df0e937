// Share with a colleague: the owner creates a read-only link from the results page, a fresh
// browser (nobody signed in) opens it and sees the results and the comparison — nothing that
// needs an account, never indexed — then the owner revokes it and the colleague's reload says so.
import { expect, test } from '@playwright/test';
import type { Project } from '../../src/shared/projects.js';
import type { Question } from '../../src/shared/questions.js';
import type { Recommendation } from '../../src/shared/recommendations.js';
import { expectNoAxeViolations } from './axe.js';
import { screenshotBoth } from './screens.js';
import { api, createAccount, signIn } from './signed-in.js';

const PROJECT_NAME = 'Harbour Logistics CRM';

test('an owner shares results read-only, a signed-out colleague opens them, revoking ends the link', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const account = await createAccount(request, 'share');
  const as = await api(request, account);
  const project = await as.post<Project>('/api/projects', {
    name: PROJECT_NAME,
    country: 'US',
    industry: 'technology',
    employeeCount: '11-50',
    softwareCategory: 'crm',
    affectedTeams: ['Sales'],
    businessNeeds: 'Private note: budget approved by the board in March.',
  });
  await expect.poll(async () => (await as.get<Project>(`/api/projects/${project.id}`)).status, { timeout: 60_000 }).toBe('ready');
  for (const q of await as.get<Question[]>(`/api/projects/${project.id}/questions`)) {
    const offered = q.options.map((o) => o.value);
    await as.post('/api/answers', {
      projectId: project.id,
      questionId: q.id,
      selectedOption: offered.includes('none') ? 'none' : offered.at(-1)!,
      importance: 'nice-to-have',
    });
  }
  await as.post(`/api/projects/${project.id}/complete`);
  await expect
    .poll(async () => (await as.get<Project>(`/api/projects/${project.id}`)).status, { timeout: 60_000 })
    .toBe('completed');
  const recs = await as.get<Recommendation[]>(`/api/projects/${project.id}/recommendations`);
  expect(recs.length).toBeGreaterThanOrEqual(2);

  // The owner opens Share on the results page.
  await signIn(page, account);
  await page.goto(`/results/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Software Recommendations' })).toBeVisible();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share these results' });
  await expect(dialog.getByText('No links yet.')).toBeVisible();

  // A number of days past 90 is refused before anything is sent; 14 is fine.
  await dialog.getByRole('radio', { name: 'Other' }).check();
  const days = dialog.getByLabel('Number of days (1–90)');
  await days.fill('95');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expect(dialog.getByText('A link stays valid for at most 90 days')).toBeVisible();
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await days.fill('14');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const urlField = dialog.getByLabel('Share link');
  await expect(urlField).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
  const url = await urlField.inputValue();
  await expect(dialog.getByText(/Link created, valid until/)).toBeVisible();
  await expect(dialog.getByTestId('share-link')).toHaveCount(1);
  await expect(dialog.getByTestId('share-link').first()).toContainText('Active');
  await expectNoAxeViolations(page, { include: '[role=dialog]' });
  await screenshotBoth(page, 'share-dialog');

  // A colleague: a fresh browser, nobody signed in.
  const colleague = await browser.newContext();
  const visitor = await colleague.newPage();
  const response = await visitor.goto(url);
  expect(response?.headers()['x-robots-tag']).toMatch(/noindex/);
  await expect(visitor.getByRole('heading', { level: 1, name: PROJECT_NAME })).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(visitor.getByText('Shared with you · read-only')).toBeVisible();
  await expect(visitor.getByTestId('recommendation-card')).toHaveCount(recs.length);
  const best = [...recs].sort((a, b) => b.matchScore - a.matchScore)[0]!;
  await expect(
    visitor.getByTestId('recommendation-card').first().getByRole('heading', { name: best.softwareName }),
  ).toBeVisible();
  // The comparison of every recommendation, as a table.
  const table = visitor.getByRole('region', { name: 'Comparison of the recommendations' }).getByRole('table');
  await expect(table.locator('thead th')).toHaveCount(recs.length + 1);
  await expect(table.getByRole('rowheader', { name: '3-year total' })).toBeVisible();
  // The project's demo script (its scenarios and scoring sheet, or why there is none).
  const demo = visitor.getByRole('region', { name: 'Demo script' });
  await expect(demo.getByTestId('demo-script').or(demo.getByTestId('demo-script-empty'))).toBeVisible();
  // Nothing that needs an account, and nothing about the owner.
  await expect(visitor.getByRole('checkbox')).toHaveCount(0);
  await expect(visitor.getByRole('heading', { name: 'Next Steps' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: /Report a wrong fact/ })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
  const text = await visitor.locator('body').innerText();
  expect(text).not.toContain(account.email);
  expect(text).not.toContain('budget approved by the board');
  await expectNoAxeViolations(visitor);
  await screenshotBoth(visitor, 'share-colleague-view');

  // Back with the owner: the link shows as opened; revoke it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const row = dialog.getByTestId('share-link').first();
  await expect(row).toContainText('last opened');
  await row.getByRole('button', { name: /^Revoke/ }).click();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);

  // The colleague's reload gets a clear page.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'This link was revoked' })).toBeVisible();
  await expect(visitor.getByText(/revoked by the person who shared it/)).toBeVisible();
  await expect(visitor.getByText(PROJECT_NAME)).toHaveCount(0);
  await expectNoAxeViolations(visitor);
  await screenshotBoth(visitor, 'share-revoked');

  // A link that never existed says so too.
  await visitor.goto(`/shared/${'A'.repeat(43)}`);
  await expect(visitor.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expectNoAxeViolations(visitor);
  await screenshotBoth(visitor, 'share-unknown');
  await colleague.close();
});
