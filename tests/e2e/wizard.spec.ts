// The project wizard (spec section 2 and 5) in Chromium: the required-fields toast and the
// highlighted fields on each step, values kept when going back, then a real creation that
// lands on the loading screen. Screenshots of every step at desktop and phone widths.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, screenshotFromTop, signIn, toastRegion } from './signed-in.js';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const incompleteToast = (page: Page) => toastRegion(page).getByText('Please complete all required fields');

test('the wizard checks each step, keeps values, and creates the project', async ({ page, request }) => {
  const account = await createAccount(request, 'wizard');
  await signIn(page, account);
  await page.getByRole('button', { name: 'New Project' }).click();
  await expect(page).toHaveURL(/\/project-wizard$/);
  await expect(page.getByRole('heading', { name: 'Project Details' })).toBeVisible();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await screenshotFromTop(page, 'wizard-step1');
  await expectNoAxeViolations(page);

  // Step 1 empty: toast, and every field highlighted with its message.
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(incompleteToast(page)).toBeVisible();
  const name = page.getByLabel('Project Name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expect(page.getByText('Project name is required')).toBeVisible();
  for (const [label, message] of [
    ['Country', 'Country is required'],
    ['Industry', 'Industry is required'],
    ['Number of Employees', 'Number of employees is required'],
  ] as const) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(message)).toBeVisible();
  }
  await screenshotFromTop(page, 'wizard-step1-errors');
  await expectNoAxeViolations(page);

  // Partly filled is still incomplete: only the missing field stays highlighted.
  await name.fill('New CRM for the sales team');
  await choose(page, 'Country', 'Canada');
  await choose(page, 'Industry', 'Retail');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(incompleteToast(page)).toBeVisible();
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Number of Employees')).toHaveAttribute('aria-invalid', 'true');
  await choose(page, 'Number of Employees', '11-50 employees');
  await page.getByRole('button', { name: 'Next Step' }).click();

  // Step 2.
  await expect(page.getByRole('heading', { name: 'Business Requirements' })).toBeVisible();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await expect(page.getByLabel('Business Needs')).toHaveAttribute('rows', '4');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(incompleteToast(page)).toBeVisible();
  await expect(page.getByLabel('Software Category')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('checkbox', { name: 'Sales' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Select at least one team')).toBeVisible();
  await expect(page.getByLabel('Business Needs')).toHaveAttribute('aria-invalid', 'true');
  await screenshotFromTop(page, 'wizard-step2-errors');

  await choose(page, 'Software Category', 'CRM');
  await page.getByRole('checkbox', { name: 'Sales' }).click();
  await page.getByText('Customer Service', { exact: true }).click();
  await page.getByLabel('Business Needs').fill('Leads live in spreadsheets and follow-ups get lost. We need a shared pipeline with email integration.');
  await screenshotFromTop(page, 'wizard-step2');
  await expectNoAxeViolations(page);

  // Back and forth keeps everything.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Project Name')).toHaveValue('New CRM for the sales team');
  await expect(page.getByLabel('Country', { exact: true })).toHaveText('Canada');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page.getByRole('checkbox', { name: 'Customer Service' })).toBeChecked();
  await expect(page.getByLabel('Business Needs')).toHaveValue(/shared pipeline/);
  await page.getByRole('button', { name: 'Next Step' }).click();

  // Step 3: the review and the note.
  await expect(page.getByRole('heading', { name: 'Review Project Details' })).toBeVisible();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
  // The step is complete, so the earlier "incomplete" toast is gone.
  await expect(incompleteToast(page)).toBeHidden();
  const main = page.getByRole('main');
  for (const text of ['New CRM for the sales team', 'Retail', 'CRM', '11-50 employees', 'Sales', 'Customer Service']) {
    await expect(main.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('What happens next?')).toBeVisible();
  await expect(page.getByText(/typically takes 5-10 minutes/)).toBeVisible();
  await screenshotFromTop(page, 'wizard-step3');
  await expectNoAxeViolations(page);

  // Create: the project is saved and the loading screen opens.
  const created = page.waitForResponse((r) => r.url().endsWith('/api/projects') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Create Project' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  const project = (await response.json()) as { id: number; name: string; affectedTeams: string[] };
  expect(project).toMatchObject({ name: 'New CRM for the sales team', affectedTeams: ['Sales', 'Customer Service'] });
  await expect(page).toHaveURL(new RegExp(`/project-loading/${project.id}$`));
  await expect(toastRegion(page).getByText('Success!')).toBeVisible();
  await expect(toastRegion(page).getByText('Project created successfully. Generating your personalized questions...')).toBeVisible();
});

test('a signed-out visitor is sent home from the wizard', async ({ page }) => {
  await page.goto('/project-wizard');
  await expect(page).toHaveURL(/\/$/);
});
