// Client companies (issue 19) in Chromium: the empty Clients page, two clients added through the
// dialog (its checks first), a project for one of them through the wizard (the client's details
// prefilled), the dashboard's search, client filter and grouping, and the client's portfolio with
// its top pick, decision and next review. Screenshots at desktop and phone widths.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { api, createAccount, screenshotFromTop, signIn, toastRegion } from './signed-in.js';

type Project = { id: number; status: string };
type Question = { id: number; options: { value: string }[] };
type Recommendation = { softwareName: string; isTopRecommendation: boolean; analysis: { productId: string } };
type Client = { id: number; name: string };

async function choose(page: Page, label: string, option: string, scope = page.locator('body')) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addClient(page: Page, c: { name: string; country: string; industry: string; size: string; notes?: string }) {
  const dialog = page.getByRole('dialog', { name: 'Add a client' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Client name').fill(c.name);
  await choose(page, 'Country', c.country, dialog);
  await choose(page, 'Industry', c.industry, dialog);
  await choose(page, 'Number of Employees', c.size, dialog);
  if (c.notes) await dialog.getByLabel(/Notes/).fill(c.notes);
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(dialog).toBeHidden();
}

const projectNames = (page: Page) => page.getByRole('list', { name: /^Projects/ }).getByRole('heading').allTextContents();

test('clients: add two, a project for one through the wizard, filter the dashboard, open the portfolio', async ({ page, request }) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, 'clients');
  const as = await api(request, account);
  await signIn(page, account);

  // The empty Clients page explains what clients are for.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/\/clients$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByText('No clients yet')).toBeVisible();
  await expect(page.getByText(/Managing IT for other companies\?/)).toBeVisible();
  await screenshotFromTop(page, 'clients-empty');
  await expectNoAxeViolations(page);

  // The dialog checks its fields before sending anything.
  await page.getByRole('button', { name: 'Add your first client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a client' });
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(dialog.getByText('Client name is required')).toBeVisible();
  await expect(dialog.getByText('Country is required')).toBeVisible();
  await expect(dialog.getByLabel('Client name')).toBeFocused();
  await screenshotFromTop(page, 'clients-dialog-errors');
  await expectNoAxeViolations(page, { include: '[role=dialog]' });
  await addClient(page, { name: 'Acme Dental', country: 'Germany', industry: 'Healthcare', size: '51-200 employees', notes: 'Three practices. Contract renews in March.' });
  await expect(toastRegion(page).getByText('Client added')).toBeVisible();

  await page.getByRole('button', { name: 'Add client' }).click();
  await addClient(page, { name: 'Bolt Retail', country: 'Canada', industry: 'Retail', size: '11-50 employees' });
  // A duplicate name (any case) is refused by the server, under the field and in a toast.
  await page.getByRole('button', { name: 'Add client' }).click();
  await dialog.getByLabel('Client name').fill('acme dental');
  await choose(page, 'Country', 'France', dialog);
  await choose(page, 'Industry', 'Other', dialog);
  await choose(page, 'Number of Employees', '1-10 employees', dialog);
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(dialog.getByText('A client named "acme dental" already exists in this workspace')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const clientList = page.getByRole('list', { name: 'Clients' });
  await expect(clientList.getByRole('heading')).toHaveText(['Acme Dental', 'Bolt Retail']);
  await expect(clientList.getByTestId('client-project-count')).toHaveText(['0 projects', '0 projects']);
  await screenshotFromTop(page, 'clients-list');
  await expectNoAxeViolations(page);
  const clients = await as.get<Client[]>('/api/clients');
  const acme = clients.find((c) => c.name === 'Acme Dental')!;
  const bolt = clients.find((c) => c.name === 'Bolt Retail')!;

  // The wizard: choosing the client fills in its country, industry and size.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await page.getByRole('button', { name: 'New Project' }).click();
  await expect(page).toHaveURL(/\/project-wizard$/);
  await expect(page.getByLabel('For which client?')).toHaveText('No client (my own company)');
  await choose(page, 'For which client?', 'Acme Dental');
  await expect(page.getByLabel('Country', { exact: true })).toHaveText('Germany');
  await expect(page.getByLabel('Industry', { exact: true })).toHaveText('Healthcare');
  await expect(page.getByLabel('Number of Employees', { exact: true })).toHaveText('51-200 employees');
  await page.getByLabel('Project Name').fill('Practice CRM');
  await screenshotFromTop(page, 'clients-wizard-prefilled');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await choose(page, 'Software Category', 'CRM');
  await page.getByRole('checkbox', { name: 'Sales' }).click();
  await page.getByLabel('Business Needs').fill('New patients get lost between the front desk and the practice managers. One pipeline for all three practices.');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page.getByRole('heading', { name: 'Review Project Details' })).toBeVisible();
  await expect(page.getByText('Client', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('Acme Dental');
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page).toHaveURL(/\/project-loading\/\d+$/);
  const practiceId = Number(/\/project-loading\/(\d+)$/.exec(page.url())![1]);
  const created = await as.get<Project & { clientId: number; country: string }>(`/api/projects/${practiceId}`);
  expect(created).toMatchObject({ clientId: acme.id, country: 'DE' });

  // Two more projects (the other client's and our own) through the API; the first gets analysed and decided.
  const base = { softwareCategory: 'telephony', affectedTeams: ['Customer Service'], businessNeeds: 'Calls to the right person, voicemail to email.', employeeCount: '11-50', industry: 'retail', country: 'CA' };
  await as.post('/api/projects', { ...base, name: 'Store phones', clientId: bolt.id });
  await as.post('/api/projects', { ...base, name: 'Our own phones', country: 'US', industry: 'consulting' });
  await expect.poll(async () => (await as.get<Project>(`/api/projects/${practiceId}`)).status, { timeout: 60_000 }).toBe('ready');
  for (const q of await as.get<Question[]>(`/api/projects/${practiceId}/questions`)) {
    await as.post('/api/answers', { projectId: practiceId, questionId: q.id, selectedOption: q.options[0]!.value });
  }
  await as.post(`/api/projects/${practiceId}/complete`);
  await expect.poll(async () => (await as.get<Project>(`/api/projects/${practiceId}`)).status, { timeout: 60_000 }).toBe('completed');
  const recs = await as.get<Recommendation[]>(`/api/projects/${practiceId}/recommendations`);
  const top = recs.find((r) => r.isTopRecommendation)!;
  const reviewDate = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  const decided = await request.put(`/api/projects/${practiceId}/decision`, {
    headers: { authorization: `Bearer ${await account.token()}` },
    data: { productId: top.analysis.productId, reason: 'Best fit for three sites', reviewDate },
  });
  expect(decided.ok()).toBe(true);

  // The dashboard: search by project or client name, filter by client, group by client.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Practice CRM' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Store phones' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('acme');
  await expect.poll(() => projectNames(page)).toEqual(['Practice CRM']);
  await expect(page.getByText('Showing 1 of 3 projects')).toBeVisible();
  await search.fill('phones');
  await expect.poll(() => projectNames(page)).toEqual(['Our own phones', 'Store phones']);
  await search.fill('');
  await page.getByRole('combobox', { name: 'Client' }).click();
  await expect(page.getByRole('option')).toHaveText(['All clients (3)', 'No client (1)', 'Acme Dental (1)', 'Bolt Retail (1)']);
  await page.getByRole('option', { name: 'Bolt Retail (1)' }).click();
  await expect.poll(() => projectNames(page)).toEqual(['Store phones']);
  await screenshotFromTop(page, 'clients-dashboard-filtered');
  await page.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'All clients (3)' }).click();
  // Keyboard: the toggle is a button with a pressed state.
  await page.getByRole('button', { name: 'Group by client' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Group by client' })).toHaveAttribute('aria-pressed', 'true');
  const groupHeadings = page.locator('section[aria-labelledby^="project-group-"] > h3');
  await expect(groupHeadings).toHaveText(['Acme Dental1 project', 'Bolt Retail1 project', 'No client1 project']);
  await screenshotFromTop(page, 'clients-dashboard-grouped');
  await expectNoAxeViolations(page);

  // The client's portfolio: header and notes, the stack with the next review, its project.
  await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Practice CRM' }) }).getByRole('link', { name: 'Acme Dental' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${acme.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Dental' })).toBeVisible();
  await expect(page.getByText('Three practices. Contract renews in March.')).toBeVisible();
  await expect(page.getByTestId('next-review')).toContainText(top.softwareName);
  await expect(page.getByRole('link', { name: top.softwareName, exact: true })).toHaveAttribute('href', `/results/${practiceId}`);
  const row = page.getByRole('list', { name: 'Projects for Acme Dental' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Completed', { exact: true })).toBeVisible();
  await expect(row.getByText(new RegExp(`^${top.softwareName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+% match\\)$`))).toBeVisible();
  await screenshotFromTop(page, 'clients-portfolio');
  await expectNoAxeViolations(page);

  // "New project for this client": the three free credits are spent, so it explains that first…
  await page.getByRole('button', { name: 'New project for this client' }).click();
  await expect(toastRegion(page).getByText('No Credits Available')).toBeVisible();
  // …and its address opens the wizard with the client chosen.
  await page.goto(`/project-wizard?client=${acme.id}`);
  await expect(page.getByLabel('For which client?')).toHaveText('Acme Dental');
  await expect(page.getByLabel('Country', { exact: true })).toHaveText('Germany');
});
