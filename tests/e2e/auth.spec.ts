// The account journey in Chromium: create an account → asked to verify → open the emailed link
// (read from DATA_DIR/outbox: the e2e server has no SMTP) → dashboard; sign out; a wrong
// password shows the toast; signing in again lands on the redirect target. Plus the dialog's
// accessibility, the reset-password flow and the unconfigured-Google toast.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { screenshotBoth, screenshotDir } from './screens';
import { openLivePage } from './live-page.js';

const PASSWORD = 'e2e-Password-42';

function latestLink(to: string, type: string): string | undefined {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return undefined;
  }
  return files
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; link?: string })
    .filter((m) => m.to === to && m.link?.includes(`type=${type}`))
    .at(-1)?.link;
}

async function waitForLink(to: string, type: string): Promise<string> {
  let link: string | undefined;
  await expect.poll(() => (link = latestLink(to, type)), { message: `email to ${to}` }).toBeTruthy();
  return link!;
}

// Open toasts (by DOM, not role: a modal dialog hides the rest of the page from the
// accessibility tree while Radix still announces the toast through its own live region).
const toastRegion = (page: Page) => page.locator('li[data-state="open"]');

async function openDialog(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).first().click();
  return page.getByRole('dialog');
}

/** What a phone shows without scrolling (the full-page shots make a dialog tiny). */
async function phoneViewportShot(page: Page, name: string) {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(screenshotDir, `${name}-phone-viewport.png`) });
  if (original) await page.setViewportSize(original);
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('create account → verify email → dashboard; sign out; wrong password; sign in again', async ({ page }) => {
  const email = `journey-${Date.now()}@example.com`;
  await openLivePage(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Get Started' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^Welcome to / })).toBeVisible();
  // Google is not configured on this server: email only, no button that could only fail.
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await screenshotBoth(page, 'auth-dialog-create-account');
  await phoneViewportShot(page, 'auth-dialog-create-account');
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(toastRegion(page).getByText('Check your email')).toBeVisible();
  await expect(toastRegion(page).getByText('Please verify your email address to complete registration')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use Different Email' })).toBeVisible();
  await screenshotBoth(page, 'auth-verify-email-pending');
  await phoneViewportShot(page, 'auth-verify-email-pending');

  // Signing in before confirming is refused with the spec's toast.
  const early = await openDialog(page);
  await early.getByLabel('Email').fill(email);
  await early.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await early.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastRegion(page).getByText('Email not verified')).toBeVisible();
  await expect(toastRegion(page).getByText('Please check your email and verify your account first')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(await waitForLink(email, 'signup'));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await screenshotBoth(page, 'auth-verify-email-verified');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText(email).first()).toBeVisible();

  await nav.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();

  const wrong = await openDialog(page);
  await wrong.getByLabel('Email').fill(email);
  await wrong.getByLabel('Password', { exact: true }).fill('not-the-password');
  await wrong.getByRole('button', { name: 'Sign In' }).click();
  await expect(toastRegion(page).getByText('Error', { exact: true })).toBeVisible();
  await expect(toastRegion(page).getByText('Invalid login credentials')).toBeVisible();
  await expect(wrong).toBeVisible();

  await wrong.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await wrong.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toastRegion(page).getByText('Welcome back!')).toBeVisible();
  await expect(toastRegion(page).getByText('Successfully signed in')).toBeVisible();

  // The session survives a reload (stored and loaded on start).
  await page.reload();
  await expect(nav.getByText(email).first()).toBeVisible();
});

test('the sign-in dialog is accessible in every mode, on desktop and phone', async ({ page }) => {
  await openLivePage(page, '/');
  const dialog = await openDialog(page);
  // Focus moves into the dialog (its first control: the email field, Google not being configured here).
  await expect(dialog.getByLabel('Email')).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  // Focus stays inside the dialog.
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Back to Sign In' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
  await screenshotBoth(page, 'auth-dialog-sign-in');
  await phoneViewportShot(page, 'auth-dialog-sign-in');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('forgot password → emailed link → new password → signed in', async ({ page, request }) => {
  const email = `reset-${Date.now()}@example.com`;
  const signup = await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } });
  expect(signup.ok()).toBe(true);
  const confirm = await request.get(await waitForLink(email, 'signup'), { maxRedirects: 0 });
  expect(confirm.status()).toBe(303);

  await openLivePage(page, '/');
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toastRegion(page).getByText('Check your email')).toBeVisible();

  await page.goto(await waitForLink(email, 'recovery'));
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('brand-new-Password-7');
  await page.getByLabel('Confirm new password').fill('brand-new-Password-7');
  await screenshotBoth(page, 'auth-reset-password');
  await phoneViewportShot(page, 'auth-reset-password');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toastRegion(page).getByText('Password updated')).toBeVisible();

  const res = await request.post('/auth/v1/token?grant_type=password', { data: { email, password: 'brand-new-Password-7' } });
  expect(res.ok()).toBe(true);
});

test('a link made without PKCE (HTTP API sign-up) still signs the browser in', async ({ page, request }) => {
  const email = `implicit-${Date.now()}@example.com`;
  expect((await request.post('/auth/v1/signup', { data: { email, password: PASSWORD } })).ok()).toBe(true);
  await page.goto(await waitForLink(email, 'signup'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText(email).first()).toBeVisible();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('without a configured Google provider the dialog offers email only', async ({ page }) => {
  await openLivePage(page, '/');
  const dialog = await openDialog(page);
  await expect(dialog.getByLabel('Email')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  await expect(dialog.getByText(/^or$/i)).toHaveCount(0);
});

test('the debug page tests a sign-up and shows the auth state; protected pages need a session', async ({ page }) => {
  await page.goto('/debug');
  await expect(page.getByRole('heading', { name: 'Authentication debugging' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Test Sign Up' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Email').fill(`debug-${Date.now()}@example.com`);
  await expect(submit).toBeDisabled();
  await page.getByLabel('Password').fill(PASSWORD);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Sign-up result')).toBeVisible();
  await expect(page.getByText('Email confirmed:')).toContainText('no');
  await page.getByRole('button', { name: 'Check Auth Config' }).click();
  await expect(page.getByText('Current auth state')).toBeVisible();
  await screenshotBoth(page, 'auth-debug');

  await page.goto('/auth/callback');
  await expect(page).toHaveURL(/\/$/);
});
