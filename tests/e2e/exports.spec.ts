// Exports in the browser (issue 18, point 4): on the results page, Download CSV and Download
// Excel save the compare matrix; both files are opened and checked against the recommendations
// the API returns, and a failed download says so in a toast.
import { readFileSync } from 'node:fs';
import { Workbook } from '@cj-tech-master/excelts';
import { expect, test, type Page } from '@playwright/test';
import type { Project } from '../../src/shared/projects.js';
import type { Question } from '../../src/shared/questions.js';
import { verdictLabels, type Recommendation } from '../../src/shared/recommendations.js';
import { parseCsvTables } from '../helpers/parse-csv.js';
import { expectNoAxeViolations } from './axe.js';
import { screenshotBoth } from './screens.js';
import { api, createAccount, signIn, toastRegion } from './signed-in.js';

const cell = (verdict: keyof typeof verdictLabels, reason: string) => (reason.trim() ? `${verdictLabels[verdict]} — ${reason.trim()}` : verdictLabels[verdict]);

async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}

test('the compare matrix downloads as CSV and as Excel from the results page', async ({ page, request }) => {
  test.setTimeout(240_000);
  const account = await createAccount(request, 'exports');
  const as = await api(request, account);
  const project = await as.post<Project>('/api/projects', {
    name: 'Zoë Müller & Söhne CRM',
    country: 'DE',
    industry: 'manufacturing',
    employeeCount: '51-200',
    softwareCategory: 'crm',
    affectedTeams: ['Sales'],
    businessNeeds: 'One pipeline for our reps, quotes in EUR.',
  });
  await expect.poll(async () => (await as.get<Project>(`/api/projects/${project.id}`)).status, { timeout: 60_000 }).toBe('ready');
  const questions = await as.get<Question[]>(`/api/projects/${project.id}/questions`);
  for (const [i, q] of questions.entries()) {
    await as.post('/api/answers', { projectId: project.id, questionId: q.id, selectedOption: q.options[0]!.value, importance: i % 2 === 0 ? 'must-have' : 'nice-to-have' });
  }
  await as.post(`/api/projects/${project.id}/complete`);
  await expect.poll(async () => (await as.get<Project>(`/api/projects/${project.id}`)).status, { timeout: 90_000 }).toBe('completed');
  const recs = await as.get<Recommendation[]>(`/api/projects/${project.id}/recommendations`);
  expect(recs.length).toBeGreaterThanOrEqual(2);
  const names = recs.map((r) => r.softwareName);

  await signIn(page, account);
  await page.goto(`/results/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Software Recommendations' })).toBeVisible();
  const group = page.getByRole('group', { name: 'Compare matrix' });
  await group.scrollIntoViewIfNeeded();
  await expect(group).toBeVisible();
  // The four spec'd Next Steps keep their words.
  const nextSteps = page.getByRole('region', { name: 'Next Steps' });
  for (const label of ['Export Report (PDF)', 'Schedule Consultation', 'Create New Project', 'Back to Dashboard']) {
    await expect(nextSteps.getByRole('button', { name: label })).toBeVisible();
  }

  // CSV: a byte order mark, then Compare, Costs and Sources.
  const csv = await download(page, 'Download CSV');
  expect(csv.name).toBe('stackwise-compare-zoe-muller-sohne-crm.csv');
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [compare, costs, sources] = parseCsvTables(csv.bytes.toString('utf8').slice(1));
  expect(compare![0]).toEqual(['Requirement', 'Importance', ...names]);
  recs.forEach((rec, col) => {
    for (const r of rec.analysis.requirements) {
      const row = compare!.find((x) => x[0] === r.label);
      expect(row?.[col + 2], `${rec.softwareName}: ${r.label}`).toBe(cell(r.verdict, r.reason));
    }
    expect(compare!.find((x) => x[0] === 'Company size')![col + 2]).toBe(cell(rec.analysis.fit.size.verdict, rec.analysis.fit.size.reason));
  });
  expect(costs![0]).toEqual(['Cost', ...names]);
  expect(costs!.find((r) => r[0] === 'Currency')).toEqual(['Currency', ...recs.map((r) => r.analysis.cost.currency)]);
  expect(costs!.find((r) => r[0] === 'Per month')).toEqual(['Per month', ...recs.map((r) => (r.analysis.cost.monthly === null ? 'Price on request' : String(Math.round(r.analysis.cost.monthly * 100) / 100)))]);
  expect(sources!.slice(1)).toEqual(recs.flatMap((r) => r.analysis.sources.map((s) => [r.softwareName, s.label, s.url, s.asOf])));

  // Excel: the same tables as sheets.
  const xlsx = await download(page, 'Download Excel');
  expect(xlsx.name).toBe('stackwise-compare-zoe-muller-sohne-crm.xlsx');
  const workbook = new Workbook();
  await workbook.xlsx.load(xlsx.bytes);
  expect(workbook.worksheets.map((s) => s.name)).toEqual(['Compare', 'Costs', 'Sources']);
  const sheet = workbook.getWorksheet('Compare')!;
  expect(sheet.getRow(1).values).toEqual([undefined, 'Requirement', 'Importance', ...names]);
  for (let r = 2; r <= sheet.rowCount; r++) {
    for (let c = 1; c <= compare![0]!.length; c++) expect(String(sheet.getRow(r).getCell(c).value ?? ''), `row ${r} col ${c}`).toBe(compare![r - 1]![c - 1]);
  }
  expect(workbook.getWorksheet('Sources')!.rowCount).toBe(sources!.length);

  await expect(group).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotBoth(page, 'exports-results');
  // Next Steps with the downloads, clear of the sticky bars, at both widths.
  for (const [label, width, height] of [['desktop', 1280, 800], ['phone', 390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await nextSteps.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await nextSteps.screenshot({ path: `test-results/screens/exports-next-steps-${label}.png` });
  }
  await expectNoAxeViolations(page);

  // A failed download: the server's words in a toast, nothing saved.
  await page.route(`**/api/projects/${project.id}/export.xlsx`, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The export is not available right now.' }) }),
  );
  let saved = false;
  page.on('download', () => (saved = true));
  await page.getByRole('button', { name: 'Download Excel' }).click();
  await expect(toastRegion(page).getByText('The export is not available right now.')).toBeVisible();
  await expect(toastRegion(page).getByText('Download failed')).toBeVisible();
  expect(saved).toBe(false);
  await expect(page.getByRole('button', { name: 'Download Excel' })).toBeEnabled();
});
