// axe (WCAG 2.0/2.1 A and AA) on every public route and on the states people reach there:
// the mobile menu, the sign-in dialog, forms showing their errors and their confirmations.
// Keyboard: the skip link, the menu's Escape and focus return. Signed-in routes use
// expectNoAxeViolations from ./axe in their own specs.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { openLivePage } from './live-page.js';

const publicRoutes = [
  '/',
  '/pricing',
  '/pro',
  '/methodology',
  '/privacy',
  '/terms',
  '/contact',
  '/verify-email',
  '/reset-password',
  '/debug',
  '/this-page-does-not-exist',
];

for (const route of publicRoutes) {
  for (const [label, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`axe: ${route} (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
}

test('axe: the open mobile menu, and Escape gives focus back to its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openLivePage(page, '/pricing');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
  await expect(menu.getByRole('link', { name: 'Pro Services' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('axe: the sign-in dialog opened from the pricing page', async ({ page }) => {
  await openLivePage(page, '/pricing');
  await page.getByRole('button', { name: 'Buy One Project' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, { include: '[role=dialog]' });
});

/** Submits an empty form (on a live page: see openLivePage) and waits for its first error. */
async function submitEmpty(page: Page, button: string, firstError: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByText(firstError)).toBeVisible();
}

test('axe: forms with errors and after sending', async ({ page }) => {
  await openLivePage(page, '/pro');
  await submitEmpty(page, 'Request Consultation', 'Please enter your name');
  await expect(page.getByLabel('Name')).toBeFocused();
  await expectNoAxeViolations(page, { include: '#booking' });

  await openLivePage(page, '/contact');
  await submitEmpty(page, 'Send Message', 'Please choose a topic');
  await expectNoAxeViolations(page);
});

test('keyboard: the skip link is the first stop and moves focus to the content', async ({ page }) => {
  await openLivePage(page, '/methodology');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await page.keyboard.press('Tab');
  // The next stop is inside the page content, past the navigation.
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});
