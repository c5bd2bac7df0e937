// Team (issue 19) in Chromium: an owner names the workspace and invites a colleague by email;
// the colleague opens the emailed link signed out, signs in through the dialog, comes back and
// joins; they see the workspace's projects, the switcher and no buying; the team is read-only
// to them; the owner removes them and they are back in their own workspace.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { api, createAccount, PASSWORD, screenshotFromTop, signIn, toastRegion } from './signed-in.js';

const PROJECT = {
  name: 'Clinic phone system',
  country: 'US',
  industry: 'healthcare',
  employeeCount: '11-50',
  softwareCategory: 'crm',
  affectedTeams: ['Sales'],
  businessNeeds: 'Track leads for a dental clinic group.',
};

/** The newest email with an invitation link to `email` (the app writes mail to DATA_DIR/outbox). */
function invitationEmail(email: string): { subject: string; link: string } | undefined {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return undefined;
  }
  return files
    .map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as { to: string; subject: string; link?: string })
    .filter((m) => m.to === email && m.link?.includes('/invite/'))
    .map((m) => ({ subject: m.subject, link: m.link! }))
    .at(-1);
}

const members = (page: Page) => page.getByTestId('members');
/** The desktop nav's switcher (the phone menu has its own copy). */
const switcher = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByTestId('workspace-switcher');

test('an owner invites a colleague, who joins and works in the workspace until removed', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const owner = await createAccount(request, 'team-owner');
  const colleague = await createAccount(request, 'team-member');
  await (await api(request, owner)).post('/api/projects', PROJECT);

  // The owner names the workspace and invites the colleague.
  await signIn(page, owner);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workspace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workspace settings' })).toBeVisible();
  const name = page.getByLabel('Workspace name');
  await name.fill('Acme IT');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(toastRegion(page).getByText('Workspace renamed')).toBeVisible();

  await page.getByLabel('Email address').fill('not an email');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toastRegion(page).getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Email address').fill(colleague.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByTestId('invitation-note')).toContainText(`We emailed the link to ${colleague.email}.`);
  const shown = await page.getByTestId('invitation-url').inputValue();
  await expect(page.getByTestId('invitation').filter({ hasText: colleague.email })).toBeVisible();
  let mail: ReturnType<typeof invitationEmail>;
  await expect.poll(() => (mail = invitationEmail(colleague.email)), { message: 'invitation email' }).toBeTruthy();
  expect(mail!.link).toBe(shown);
  expect(mail!.subject).toContain('Acme IT');
  await screenshotFromTop(page, 'team-owner-invited');
  await expectNoAxeViolations(page);

  // The colleague opens the link signed out, signs in from there and comes back to join.
  const other = await browser.newContext();
  const invitee = await other.newPage();
  await invitee.goto(new URL(shown).pathname);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Join Acme IT' })).toBeVisible();
  await expect(invitee.getByTestId('invited-email')).toHaveText(`${colleague.email[0]}***@example.com`);
  await screenshotFromTop(invitee, 'team-invite-signed-out');
  await expectNoAxeViolations(invitee);
  await invitee.getByRole('button', { name: 'Sign in to join' }).click();
  const dialog = invitee.getByRole('dialog');
  await dialog.getByLabel('Email').fill(colleague.email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(invitee).toHaveURL(/\/invite\//);
  await screenshotFromTop(invitee, 'team-invite-signed-in');
  await invitee.getByRole('button', { name: 'Join Acme IT' }).click();
  await expect(invitee).toHaveURL(/\/dashboard$/);
  await expect(toastRegion(invitee).getByText('Welcome to Acme IT')).toBeVisible();

  // In the workspace: its projects, the switcher with the role, and no buying.
  await expect(invitee.getByRole('heading', { name: PROJECT.name, exact: true })).toBeVisible();
  await expect(switcher(invitee)).toContainText('Acme IT');
  await expect(switcher(invitee)).toContainText('Member');
  await expect(invitee.getByTestId('billing-owners-note')).toHaveText('Billing is managed by the owners of Acme IT.');
  await expect(invitee.getByRole('heading', { name: 'Plan & billing' })).toHaveCount(0);
  await screenshotFromTop(invitee, 'team-member-dashboard');
  await invitee.goto('/checkout');
  await expect(invitee.getByTestId('billing-owners-note')).toBeVisible();

  // The team, read-only.
  await invitee.goto('/workspace');
  await expect(members(invitee).getByTestId('member')).toHaveCount(2);
  await expect(invitee.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);
  await expect(invitee.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(invitee.getByRole('button', { name: 'Leave Acme IT' })).toBeVisible();
  await screenshotFromTop(invitee, 'team-member-workspace');
  await expectNoAxeViolations(invitee);

  // The switcher opens on the account's workspaces.
  await switcher(invitee).click();
  await expect(invitee.getByRole('menuitem', { name: /My workspace/ })).toBeVisible();
  await invitee.keyboard.press('Escape');

  // The owner sees the new member and removes them.
  await page.reload();
  const row = members(page).getByTestId('member').filter({ hasText: colleague.email });
  await expect(row).toContainText('Member');
  await expect(page.getByTestId('invitation')).toHaveCount(0);
  await screenshotFromTop(page, 'team-owner-members');
  await row.getByRole('button', { name: `Remove ${colleague.email}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove ${colleague.email}?` });
  await confirm.getByRole('button', { name: 'Remove member' }).click();
  await expect(toastRegion(page).getByText('Member removed')).toBeVisible();
  await expect(members(page).getByTestId('member')).toHaveCount(1);

  // Back in their own workspace: the team's project is gone, and so is the switcher.
  await invitee.goto('/dashboard');
  await expect(invitee.getByText('No projects yet')).toBeVisible();
  await expect(switcher(invitee)).toHaveCount(0);
  await expect(invitee.getByRole('heading', { name: PROJECT.name, exact: true })).toHaveCount(0);
  await other.close();
});
