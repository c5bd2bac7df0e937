// The whole journey in Chromium: sign up → verify → wizard → loading → every question answered
// (some must-have, one "no requirement") → analysis → results (badges, borders, sorting, Why this
// score, Your cost, Compare, Not recommended) → Export: the downloaded PDF is checked with
// pdftotext and pdfinfo and rendered to PNGs to look at. The waiting screens are held on their
// "still working" and error states (by rewriting the status the page polls) for screenshots.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations as expectAxe } from './axe.js';
import { screenshotBoth, screenshotDir } from './screens.js';
import { PASSWORD, toastRegion } from './signed-in.js';
import { openLivePage } from './live-page.js';

const PROJECT_NAME = 'Zoë Łódź Müller & Söhne';
const bands = [
  { min: 90, label: 'Best Match' },
  { min: 80, label: 'Strong Match' },
  { min: 70, label: 'Good Match' },
  { min: 0, label: 'Partial Match' },
];

/** The shared axe check (WCAG A/AA and best practices), optionally on one part of the page. */
const expectNoAxeViolations = (page: Page, include?: string) => expectAxe(page, include ? { include } : {});

async function waitForLink(to: string, type: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let link: string | undefined;
  await expect
    .poll(() => {
      let files: string[];
      try {
        files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
      } catch {
        return undefined;
      }
      link = files
        .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; link?: string })
        .filter((m) => m.to === to && m.link?.includes(`type=${type}`))
        .at(-1)?.link;
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** Makes GET /api/projects/{id} (any id when null) report `status` and `extra` whatever the server says, until released. */
async function holdStatus(page: Page, id: number | null, status: string, extra: Record<string, unknown> = {}) {
  const pattern = new RegExp(`/api/projects/${id ?? '\\d+'}$`);
  const handler = async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    try {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), status, ...extra } });
    } catch {
      // The page reloaded while the response was being rewritten: that request no longer matters.
    }
  };
  await page.route(pattern, handler);
  return () => page.unroute(pattern, handler);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const progressValue = (page: Page) => page.getByRole('progressbar').getAttribute('aria-valuenow').then(Number);

test('from a new account to a downloaded PDF report', async ({ page, context }) => {
  test.setTimeout(240_000);
  const email = `journey-${Date.now().toString(36)}@example.com`;

  // Sign up and verify the email address.
  await openLivePage(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Get Started' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await page.goto(await waitForLink(email, 'signup'));
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  // The wizard.
  await page.getByRole('button', { name: 'New Project' }).click();
  await expect(page).toHaveURL(/\/project-wizard$/);
  await page.getByLabel('Project Name').fill(PROJECT_NAME);
  await choose(page, 'Country', 'Germany');
  await choose(page, 'Industry', 'Manufacturing');
  await choose(page, 'Number of Employees', '11-50 employees');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await choose(page, 'Software Category', 'CRM');
  await page.getByRole('checkbox', { name: 'Sales' }).click();
  await page.getByRole('checkbox', { name: 'Customer Service' }).click();
  await page.getByLabel('Business Needs').fill('Our reps track deals in spreadsheets. We need a shared pipeline with email sync and quotes in EUR.');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page.getByRole('heading', { name: 'Review Project Details' })).toBeVisible();

  // Creating the project: hold the loading screen on "generating" long enough to look at it.
  const created = page.waitForResponse((r) => r.url().endsWith('/api/projects') && r.request().method() === 'POST');
  let release = await holdStatus(page, null, 'generating');
  await page.getByRole('button', { name: 'Create Project' }).click();
  const project = (await (await created).json()) as { id: number };
  const id = project.id;
  await expect(page).toHaveURL(new RegExp(`/project-loading/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Creating Your Personalized Assessment' })).toBeVisible();
  await expect(page.getByText('This usually takes 30-60 seconds')).toBeVisible();
  await expect(page.getByText("Please don't close this page")).toBeVisible();
  await expect(page.getByRole('main').getByText(PROJECT_NAME)).toBeVisible();
  expect(await progressValue(page)).toBe(20);
  await expect.poll(() => progressValue(page), { timeout: 8_000 }).toBe(40);
  await screenshotBoth(page, 'journey-loading');
  await expectNoAxeViolations(page);
  await release();

  // The error state of the loading screen, then the real (ready) status moves on by itself.
  release = await holdStatus(page, id, 'error', { totalQuestions: 0, lastError: 'Error generating questions. Please try again.' });
  await page.reload();
  await expect(page.getByText('Error generating questions. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await screenshotBoth(page, 'journey-loading-error');
  await release();
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/questionnaire/${id}$`), { timeout: 30_000 });

  // The questionnaire.
  await expect(page.getByRole('heading', { level: 1, name: 'Requirements Discovery' })).toBeVisible();
  const counter = page.getByText(/^Question \d+ of \d+$/);
  await expect(counter).toHaveText(/^Question 1 of \d+$/);
  const total = Number((await counter.textContent())!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(8);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next Question' }).click();
  await expect(toastRegion(page).getByText('Please select at least one answer')).toBeVisible();
  await screenshotBoth(page, 'journey-questionnaire-required');

  const card = page.getByRole('main').locator('form');
  for (let n = 1; n <= total; n++) {
    await expect(counter).toHaveText(`Question ${n} of ${total}`);
    // Options are checkboxes, or radios on a single-choice question (budget, timeline, volumes).
    const boxes = card.getByRole('group').first().locator('input');
    // The last question is answered "no requirement" (its last option); the others with their first.
    await (n === total ? boxes.last() : boxes.first()).check();
    if (n === 2 || n === 3) await card.getByRole('radio', { name: 'Must-have' }).check();
    if (n === 1) await card.getByLabel('Additional Comments (Optional)').fill('Zoë needs the Łódź office covered too.');
    if (n === 2) {
      await expect(card.getByRole('radio', { name: 'Must-have' })).toBeChecked();
      await screenshotBoth(page, 'journey-questionnaire');
      await expectNoAxeViolations(page);
      // Back to question 1: its saved answer and comment are there.
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(counter).toHaveText(`Question 1 of ${total}`);
      await expect(card.getByRole('group').first().locator('input').first()).toBeChecked();
      await expect(card.getByLabel('Additional Comments (Optional)')).toHaveValue('Zoë needs the Łódź office covered too.');
      await page.getByRole('button', { name: 'Next Question' }).click();
      await expect(counter).toHaveText(`Question 2 of ${total}`);
      await expect(card.getByRole('group').first().locator('input').first()).toBeChecked();
    }
    if (n < total) await page.getByRole('button', { name: 'Next Question' }).click();
  }
  await expect(card.getByRole('radio', { name: 'Must-have' })).toBeDisabled(); // "no requirement" has nothing to weigh
  await screenshotBoth(page, 'journey-questionnaire-last');

  // Completing: hold the analysis screen on "analyzing" to look at it.
  release = await holdStatus(page, id, 'analyzing');
  await page.getByRole('button', { name: 'Complete Questionnaire' }).click();
  await expect(toastRegion(page).getByText('Questionnaire Complete!')).toBeVisible();
  await expect(toastRegion(page).getByText('Generating your personalized recommendations...')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/analysis/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Generating Recommendations' })).toBeVisible();
  const first = await progressValue(page);
  await expect.poll(() => progressValue(page), { timeout: 8_000 }).toBeGreaterThan(first);
  await screenshotBoth(page, 'journey-analysis');
  await expectNoAxeViolations(page);
  await release();
  release = await holdStatus(page, id, 'error', { lastError: 'Error analyzing requirements. Please try again.' });
  await page.reload();
  await expect(page.getByText('Error analyzing requirements. Please try again.')).toBeVisible();
  await screenshotBoth(page, 'journey-analysis-error');
  await release();
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`/results/${id}$`), { timeout: 30_000 });

  // Results.
  await expect(page.getByRole('heading', { level: 1, name: 'Software Recommendations' })).toBeVisible();
  const cards = page.getByTestId('recommendation-card');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(page.getByText(new RegExp(`We found ${count} solutions`))).toBeVisible();
  for (const badge of ['CRM', '11-50 employees', 'Manufacturing']) await expect(page.getByRole('main').locator('header').getByText(badge, { exact: true })).toBeVisible();
  const names: string[] = [];
  const scores: number[] = [];
  for (let i = 0; i < count; i++) {
    const c = cards.nth(i);
    names.push((await c.getByRole('heading', { level: 2 }).textContent())!);
    const score = Number((await c.getByLabel(/^Match score/).textContent())!.replace('%', ''));
    scores.push(score);
    await expect(c.getByTestId('match-badge')).toHaveText(bands.find((b) => score >= b.min)!.label);
    const border = await c.evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(border).toBe(i === 0 ? 'rgb(22, 163, 74)' : 'rgb(59, 130, 246)');
  }
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  await expect(cards.first().getByText('Top Recommendation')).toBeVisible();

  // Why this score and Your cost on the top card.
  const top = cards.first();
  await top.getByText('Why this score', { exact: false }).first().click();
  await expect(top.getByText(/How the \d+% adds up/)).toBeVisible();
  await expect(top.getByText('Must-have', { exact: true }).first()).toBeVisible();
  await expect(top.getByText('Your cost', { exact: true })).toBeVisible();
  const verified = top.getByRole('link', { name: /price (verified|reported by a third party) on/ });
  if (await verified.count()) expect(await verified.getAttribute('href')).toMatch(/^https?:\/\//);
  await expect(page.getByRole('heading', { name: 'Not recommended' })).toBeVisible();
  await screenshotBoth(page, 'journey-results');
  await expectNoAxeViolations(page);

  // On a phone: details folded under each card, a sticky bar of jump links, and a page a person
  // can move around.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(top.getByTestId('recommendation-details')).toBeHidden();
  const folded = await page.evaluate(() => document.documentElement.scrollHeight);
  const show = top.getByRole('button', { name: 'Show features, pricing and cost' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await show.click();
  await expect(top.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
  await expect(top.getByText('Your cost', { exact: true })).toBeVisible();
  const jump = page.getByRole('navigation', { name: 'Jump to' });
  await jump.getByRole('link', { name: new RegExp(`#3 ${names[2]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await expect(cards.nth(2)).toBeInViewport();
  await expect(jump).toBeInViewport(); // sticky: still there after the jump
  // Not hidden under the site's sticky nav bar, and the card's name lands below both bars.
  const header = (await page.locator('header').first().boundingBox())!;
  const bar = (await jump.boundingBox())!;
  expect(bar.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  const cardName = (await cards.nth(2).getByRole('heading', { level: 2 }).boundingBox())!;
  expect(cardName.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
  await jump.getByRole('link', { name: 'Next steps' }).click();
  await expect(page.getByRole('heading', { name: 'Next Steps' })).toBeInViewport();
  console.log(`results page on a phone: ${folded} px with details folded`);
  await page.screenshot({ path: path.join(screenshotDir, 'journey-results-phone-jump.png') });
  await expectNoAxeViolations(page);
  await top.getByRole('button', { name: 'Hide details' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });

  // Compare three side by side.
  for (const name of names.slice(0, 3)) await page.getByLabel(`Compare ${name}`).check();
  if (count > 3) await expect(page.getByLabel(`Compare ${names[3]}`)).toBeDisabled();
  await page.getByRole('button', { name: 'Compare 3' }).click();
  const compare = page.getByRole('dialog', { name: 'Compare recommendations' });
  await expect(compare).toBeVisible();
  for (const name of names.slice(0, 3)) await expect(compare.locator('thead').getByText(name, { exact: true })).toBeVisible();
  await expect(compare.getByRole('rowheader', { name: '3-year total' })).toBeVisible();
  await expect(compare.getByText('Your requirements')).toBeVisible();
  await screenshotBoth(page, 'journey-compare');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(compare).toBeHidden();

  // Export: the PDF downloads under the project's name and opens in a new tab.
  const download = page.waitForEvent('download');
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Export Report (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${PROJECT_NAME} - Software Recommendation Report.pdf`);
  await expect(toastRegion(page).getByText('PDF Export Successful')).toBeVisible();
  await expect(toastRegion(page).getByText('Your software recommendation report has been downloaded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export Report (PDF)' })).toBeEnabled();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);

  const outDir = path.resolve('test-results/journey');
  mkdirSync(outDir, { recursive: true });
  const pdfPath = path.join(outDir, 'report.pdf');
  await file.saveAs(pdfPath);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain(PROJECT_NAME);
  for (const name of names) expect(text).toContain(name);
  expect(text).toContain('Page 1 of');
  for (const section of ['Project Overview', 'Executive Summary', 'TOP RECOMMENDATION', 'Score Breakdown', 'Your Cost', 'Requirements Analysis', 'Expert Software Implementation']) {
    expect(text).toContain(section);
  }
  expect(text).toContain('Zoë needs the Łódź office covered too.');
  const info = execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' });
  expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
  const pages = Number(info.match(/Pages:\s+(\d+)/)![1]);
  expect(text).toContain(`Page ${pages} of ${pages}`);
  execFileSync('pdftoppm', ['-png', '-r', '50', pdfPath, path.join(screenDirFor(), 'journey-report-page')]);

  // Back to the dashboard: the project is listed as completed.
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'View Results' }).or(page.getByRole('button', { name: 'View Results' })).first()).toBeVisible();
});

function screenDirFor(): string {
  mkdirSync(screenshotDir, { recursive: true });
  return screenshotDir;
}
