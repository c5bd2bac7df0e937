// Buying in the built-in test mode, as a person would: pricing → sign in → checkout or
// subscribe with Stripe's test cards → wizard; and the dashboard's plan afterwards.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { screenshotBoth } from './screens';
import { openLivePage } from './live-page.js';

const PASSWORD = 'correct-horse-battery-9';

/** An account whose email is confirmed (through the emailed link, as a person would). */
async function createAccount(request: APIRequestContext): Promise<{ email: string; token: () => Promise<string> }> {
  const email = `buyer-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const signup = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(signup.ok()).toBe(true);
  if (!(await signup.json()).access_token) {
    const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
    const mails = readdirSync(outbox)
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as { to: string; link?: string })
      .filter((m) => m.to === email && m.link);
    const link = new URL(mails.at(-1)!.link!);
    const verify = await request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
    expect(verify.status()).toBe(303);
  }
  const token = async () => {
    const res = await request.post('/auth/v1/token?grant_type=password', { data: { email, password: PASSWORD } });
    return (await res.json()).access_token as string;
  };
  return { email, token };
}

async function signInThroughDialog(page: Page, email: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function eligibility(request: APIRequestContext, token: string) {
  const res = await request.get('/api/user/project-eligibility', { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { canCreateProject: boolean; hasSubscription: boolean; credits: number };
}

async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The wizard with the credit just bought: three steps, then the project exists. */
async function createProjectInWizard(page: Page) {
  await page.getByLabel('Project Name').fill('CRM for the sales team');
  await pick(page, 'Country', 'United States');
  await pick(page, 'Industry', 'Technology');
  await pick(page, 'Number of Employees', '11-50 employees');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await pick(page, 'Software Category', 'CRM');
  await page.getByLabel('Sales', { exact: true }).check();
  await page.getByLabel('Business Needs').fill('Track leads and deals in one place, with email sync.');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByRole('button', { name: 'Create Project' }).click();
  await expect(page).toHaveURL(/\/project-loading\/\d+$/);
}

/** Screenshots show the page, not the 'Welcome back!' toast that signing in left. */
async function dismissToasts(page: Page) {
  for (const close of await page.getByRole('button', { name: 'Close notification' }).all()) await close.click();
}

/** The toast (found by its text) and the named button do not overlap on screen. */
async function expectClearOf(page: Page, toastText: ReturnType<Page['getByText']>, buttonName: string, shot: string) {
  await expect(toastText).toBeVisible();
  const toastBox = await toastText.locator('xpath=ancestor::li[1]').boundingBox();
  const buttonBox = await page.getByRole('button', { name: buttonName }).boundingBox();
  expect(toastBox, 'the toast is on screen').toBeTruthy();
  expect(buttonBox, 'the button is on screen').toBeTruthy();
  const t = toastBox!;
  const b = buttonBox!;
  const overlap = t.x < b.x + b.width && b.x < t.x + t.width && t.y < b.y + b.height && b.y < t.y + t.height;
  expect(overlap, `toast ${JSON.stringify(t)} covers ${buttonName} ${JSON.stringify(b)}`).toBe(false);
  await page.screenshot({ path: `test-results/screens/toast-clear-${shot}.png` });
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

test('pricing shows both plans; signed out, checkout and subscribe go home', async ({ page }) => {
  await openLivePage(page, '/pricing');
  await expect(page.getByRole('heading', { name: 'One-Time Project' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unlimited Access' })).toBeVisible();
  await expect(page.getByText('Most Popular').first()).toBeVisible();
  await screenshotBoth(page, 'pricing');
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/subscribe');
  await expect(page).toHaveURL(/\/$/);
});

test('buy a project with 4242 4242 4242 4242: Payment Successful, then the wizard, one more credit', async ({ page, request }) => {
  const account = await createAccount(request);
  const token = await account.token();
  const before = await eligibility(request, token);

  // Signed out, choosing the plan opens the sign-in dialog that returns to /checkout.
  await openLivePage(page, '/pricing');
  await page.getByRole('button', { name: 'Buy One Project' }).click();
  await signInThroughDialog(page, account.email);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Complete Your Purchase' })).toBeVisible();
  await expect(page.getByText('One-time project: $7.00')).toBeVisible();
  await expect(page.getByText('Test mode — no real charge')).toBeVisible();
  await dismissToasts(page);
  await screenshotBoth(page, 'checkout');

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay $7.00' }).click();
  await expect(page.getByText('Payment Successful', { exact: true })).toBeVisible();
  await expect(page.getByText("Let's create your first project!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/project-wizard$/);
  expect(await eligibility(request, token)).toEqual({ canCreateProject: true, hasSubscription: false, credits: before.credits + 1 });
  // The toast never hides the page's primary action: the success toast here, and at both widths
  // the toast that pressing Next Step on an empty form raises.
  await expectClearOf(page, page.getByText('Payment Successful', { exact: true }), 'Next Step', 'desktop-success');
  for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(size);
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expectClearOf(page, page.getByText('Please complete all required fields', { exact: true }), 'Next Step', `${size.width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await createProjectInWizard(page);
  expect((await eligibility(request, token)).credits).toBe(before.credits);
});

test('a declined card shows Payment Failed and grants nothing', async ({ page, request }) => {
  const account = await createAccount(request);
  const token = await account.token();
  const before = await eligibility(request, token);
  await openLivePage(page, '/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await signInThroughDialog(page, account.email);
  await page.goto('/checkout');
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $7.00' }).click();
  await expect(page.getByText('Payment Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Your card was declined.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('button', { name: 'Pay $7.00' })).toBeEnabled();
  expect((await eligibility(request, token)).credits).toBe(before.credits);
});

test('subscribe: Subscription Successful, then the wizard, and the dashboard shows the plan', async ({ page, request }) => {
  const account = await createAccount(request);
  const token = await account.token();
  await openLivePage(page, '/pricing');
  await page.getByRole('button', { name: 'Get Unlimited Access' }).click();
  await signInThroughDialog(page, account.email);
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByRole('heading', { name: 'Subscribe to Unlimited Access' })).toBeVisible();
  await expect(page.getByText('Monthly subscription: $49.00/month')).toBeVisible();
  await dismissToasts(page);
  await screenshotBoth(page, 'subscribe');

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Subscribe for $49.00/month' }).click();
  await expect(page.getByText('Subscription Successful', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/project-wizard$/);
  expect((await eligibility(request, token)).hasSubscription).toBe(true);

  // Pricing now says what they have and sells them nothing they cannot use.
  await openLivePage(page, '/pricing');
  await expect(page.getByRole('button', { name: 'Current plan' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Included in your plan' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Buy One Project' })).toHaveCount(0);
  await dismissToasts(page);
  await screenshotBoth(page, 'pricing-subscriber');

  await page.goto('/dashboard');
  await expect(page.getByText('✓ Unlimited Plan Active')).toBeVisible();
  await expect(page.getByText(/^Renews on /)).toBeVisible();
  await expect(page.getByText('Unlimited Access, one month')).toBeVisible();
  await dismissToasts(page);
  await screenshotBoth(page, 'dashboard-billing');

  // Cancel at period end, confirmed in a dialog: still unlimited until the paid month ends.
  await page.getByRole('button', { name: 'Cancel at period end' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Unlimited Access?' });
  await dialog.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByText('Plan cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Unlimited access until /)).toBeVisible();
  await expect(page.getByText('✓ Unlimited Plan Active')).toBeVisible();
  await page.getByRole('button', { name: 'Resume plan' }).click();
  await expect(page.getByText(/^Renews on /)).toBeVisible();
});
