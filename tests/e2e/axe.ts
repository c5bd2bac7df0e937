// axe-core checks for Playwright specs. Use on any route or state:
//   await expectNoAxeViolations(page);                       // the whole page
//   await expectNoAxeViolations(page, { include: '[role=dialog]' });  // one part (an open dialog)
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.0 and 2.1 A and AA rules (the accessibility bar). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export type AxeOptions = {
  /** CSS selector to limit the check to (default: the whole document). */
  include?: string;
  /** CSS selectors to leave out, e.g. third-party iframes we do not control. */
  exclude?: string[];
};

/** Fails with a readable list (rule, impact, help, the first offending elements) when axe finds anything. */
export async function expectNoAxeViolations(page: Page, opts: AxeOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (opts.include) builder = builder.include(opts.include);
  for (const selector of opts.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const readable = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
  expect(readable, `axe found violations on ${page.url()}`).toEqual([]);
}
