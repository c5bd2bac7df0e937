import { expect, test } from '@playwright/test';
import { screenshotBoth } from './screens';
import { openLivePage } from './live-page.js';

test('the landing page loads', async ({ page }) => {
  await openLivePage(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Your Project' })).toBeVisible();
  await page.getByRole('button', { name: 'Learn How It Works' }).click();
  await expect(page.locator('#features')).toBeInViewport();
  await screenshotBoth(page, 'landing');
});

test('an unknown route shows the 404 page', async ({ page }) => {
  const res = await page.goto('/this/does/not/exist');
  expect(res?.status()).toBe(200);
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await screenshotBoth(page, 'not-found');
});

test('the API answers JSON for unknown paths', async ({ request }) => {
  const res = await request.get('/api/unknown');
  expect(res.status()).toBe(404);
  expect(await res.json()).toHaveProperty('message');
});
