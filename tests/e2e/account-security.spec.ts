// Account security in Chromium: confirming an address with the email's 6-digit code (and the
// resend cooldown as a countdown); turning on an authenticator app, signing out and back in
// through the code step to the dashboard; changing the password with the current one, which
// signs the other devices out; removing the app.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expectNoAxeViolations } from './axe';
import { screenshotBoth, screenshotDir } from './screens';
import { createAccount, PASSWORD } from './signed-in';
import { openLivePage } from './live-page.js';

type Mail = { to: string; subject: string; text: string; link?: string };

function mails(to: string): Mail[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Mail).filter((m) => m.to === to);
}

async function emailedCode(to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => (code = /code: (\d{6})/.exec(mails(to).at(-1)?.text ?? '')?.[1]), { message: `a code emailed to ${to}` })
    .toBeTruthy();
  return code!;
}

// By DOM: a modal dialog hides the rest of the page from the accessibility tree.
const toasts = (page: Page) => page.locator('li[data-state="open"]');

/** A dialog as the screen shows it (a full-page shot makes it tiny), at desktop and phone sizes. */
async function viewportShots(page: Page, name: string) {
  const original = page.viewportSize();
  await page.screenshot({ path: path.join(screenshotDir, `${name}-desktop.png`) });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(screenshotDir, `${name}-phone.png`) });
  if (original) await page.setViewportSize(original);
}

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test('confirm an address by typing the emailed code; the resend wait is a countdown', async ({ page }) => {
  const email = `code-${Date.now().toString(36)}@example.com`;
  await openLivePage(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Get Started' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  const code = await emailedCode(email);

  // Asking again at once: the server's "only after N seconds" becomes a countdown on the button.
  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  const countdown = page.getByRole('button', { name: /^Resend in \d+ s$/ });
  await expect(countdown).toBeDisabled();
  await expect(page.getByText(/only request this after/)).toHaveCount(0);
  await screenshotBoth(page, 'verify-email-code-entry');
  await expectNoAxeViolations(page);

  const field = page.getByLabel('Or enter the 6-digit code from the email');
  await field.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(toasts(page).getByText('Token has expired or is invalid')).toBeVisible();

  await field.fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
});

test('the emailed link still signs in this browser after a refused resend dropped its verifier', async ({ page }) => {
  const email = `link-${Date.now().toString(36)}@example.com`;
  await openLivePage(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Get Started' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  let link: string | undefined;
  await expect.poll(() => (link = mails(email).find((m) => m.link?.includes('type=signup'))?.link)).toBeTruthy();
  // auth-js forgets the sign-up's PKCE verifier when a resend is refused (too soon).
  await page.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await expect(page.getByText('different browser')).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
});

test('two-factor: set up an app, sign out, sign in with its code, change the password, remove the app', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const account = await createAccount(request, 'mfa');
  await openLivePage(page, '/');
  await signInWithPassword(page, account.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // A second device, signed in with the password before two-factor is on.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await openLivePage(otherPage, '/');
  await signInWithPassword(otherPage, account.email, PASSWORD);
  await expect(otherPage).toHaveURL(/\/dashboard$/);

  await page
    .getByRole('button', { name: /^Account menu for / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Account security' }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(page.getByRole('heading', { name: 'Account security' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  await screenshotBoth(page, 'account-security-enrol');
  await expectNoAxeViolations(page);

  await page.getByLabel(/Enter the 6-digit code the app shows/).fill(totp.generate());
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(toasts(page).getByText('Two-factor authentication is on')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Authenticator apps' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await screenshotBoth(page, 'account-security-on');

  // Turning it on ended the other device's password-only session.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/$/, { timeout: 15_000 });
  await other.close();

  // Sign out, sign in: the password alone opens the code step, not the dashboard.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await signInWithPassword(page, account.email, PASSWORD);
  const challenge = page.getByRole('dialog', { name: 'Two-factor verification' });
  await expect(challenge).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(challenge).toBeVisible();
  await viewportShots(page, 'mfa-challenge');
  await challenge
    .getByLabel('Authentication code')
    .fill(String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, '0'));
  await challenge.getByRole('button', { name: 'Verify' }).click();
  await expect(toasts(page).getByText('Invalid TOTP code entered')).toBeVisible();
  await challenge.getByLabel('Authentication code').fill(totp.generate());
  await challenge.getByRole('button', { name: 'Verify' }).click();
  await expect(challenge).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toasts(page).getByText('Welcome back!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();

  // A reload keeps the verified (aal2) session: no second challenge.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();
  await expect(challenge).toHaveCount(0);

  // Change the password: the current one is the proof.
  await page.goto('/account/security');
  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-my-password-1');
  await form.getByLabel('New password', { exact: true }).fill('a-new-Password-99');
  await form.getByLabel('Confirm new password').fill('a-new-Password-99');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(toasts(page).getByText('Error', { exact: true })).toBeVisible();
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByLabel('New password', { exact: true }).fill('a-new-Password-99');
  await form.getByLabel('Confirm new password').fill('a-new-Password-99');
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByRole('status')).toHaveText('Password changed. Signed out of your other devices.');
  await screenshotBoth(page, 'account-security-password-changed');

  // Remove the app: signing in asks for the password only again.
  await page.getByRole('button', { name: /^Remove Authenticator app/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(toasts(page).getByText('Authenticator app removed')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Authenticator apps' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).first().click();
  await signInWithPassword(page, account.email, 'a-new-Password-99');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('dialog', { name: 'Two-factor verification' })).toHaveCount(0);
});
