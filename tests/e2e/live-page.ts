// Opens a prerendered public page and waits until it is live. The server sends these pages as
// HTML and the browser hydrates them; a click that lands before the page's own code has hydrated
// is handled by the browser alone (a form submits natively and reloads, a button does nothing).
// The app marks <html data-hydrated> from inside the pages' Suspense boundary (router.tsx).
import { expect, type Page } from '@playwright/test';

export async function openLivePage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
