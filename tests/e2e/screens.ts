import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

export const screenshotDir = path.resolve('test-results/screens');

/** Full-page screenshots at desktop (1280) and phone (390) widths, for people to look at. */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const [label, width] of [['desktop', 1280], ['phone', 390]] as const) {
    await page.setViewportSize({ width, height: label === 'phone' ? 844 : 800 });
    await page.waitForTimeout(100);
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(original);
}
