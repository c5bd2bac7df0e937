// An MSP's branded report (issue 19): the MSP has two client companies and a project for one of
// them; its owner sets a brand name, accent colour, contact line and an SVG logo on the workspace
// page (a logo with a script is refused with a clear message), downloads the PDF — its text says
// "Prepared by {MSP} for {client}" and the cover, rendered to pixels, shows the logo and the
// accent — and a signed-out colleague of the client opens a shared link with the branded header.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Client } from '../../src/shared/clients.js';
import type { Project } from '../../src/shared/projects.js';
import type { Question } from '../../src/shared/questions.js';
import type { CreatedShareLink } from '../../src/shared/share-links.js';
import { countColour, readPpm } from '../helpers/png.js';
import { expectNoAxeViolations } from './axe.js';
import { screenshotBoth, screenshotDir } from './screens.js';
import { api, createAccount, screenshotFromTop, signIn, toastRegion } from './signed-in.js';

const BRAND = 'Northwind IT Partners';
const CLIENT = 'Contoso Dental';
const CONTACT = 'hello@northwind.example · +44 20 7946 0000';
const MAGENTA = [255, 0, 170] as const;
const ACCENT = [14, 124, 102] as const;
const LOGO_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80"><rect width="200" height="80" rx="8" fill="#ff00aa"/><circle cx="40" cy="40" r="24" fill="#ffffff"/></svg>';
const EVIL_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><rect width="10" height="10"/></svg>';

test('an MSP brands the report and the shared page for its client; a logo with a script is refused', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const account = await createAccount(request, 'brand');
  const as = await api(request, account);
  const client = await as.post<Client>('/api/clients', { name: CLIENT, country: 'US', industry: 'healthcare', employeeCount: '11-50', notes: 'Two clinics.' });
  await as.post<Client>('/api/clients', { name: 'Fabrikam Legal', country: 'UK', industry: 'consulting', employeeCount: '1-10', notes: '' });
  const project = await as.post<Project>('/api/projects', {
    clientId: client.id,
    name: 'Contoso phone system',
    country: 'US',
    industry: 'technology',
    employeeCount: '11-50',
    softwareCategory: 'crm',
    affectedTeams: ['Sales'],
    businessNeeds: 'One pipeline for the sales team.',
  });
  await expect.poll(async () => (await as.get<Project>(`/api/projects/${project.id}`)).status, { timeout: 60_000 }).toBe('ready');
  for (const q of await as.get<Question[]>(`/api/projects/${project.id}/questions`)) {
    const offered = q.options.map((o) => o.value);
    await as.post('/api/answers', { projectId: project.id, questionId: q.id, selectedOption: offered.includes('none') ? 'none' : offered.at(-1)!, importance: 'nice-to-have' });
  }
  await as.post(`/api/projects/${project.id}/complete`);
  await expect.poll(async () => (await as.get<Project>(`/api/projects/${project.id}`)).status, { timeout: 60_000 }).toBe('completed');

  // The branding section of the workspace page, for the workspace's owner.
  await signIn(page, account);
  await page.goto('/workspace');
  const section = page.getByRole('region', { name: 'Your brand on reports' });
  await expect(section).toBeVisible();
  const logoInput = section.locator('input[type=file]');

  // A logo with a script is refused, in words.
  await logoInput.setInputFiles({ name: 'evil.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(EVIL_SVG) });
  await expect(toastRegion(page).getByText(/contains a script/)).toBeVisible();
  await expect(section.getByText('No logo')).toBeVisible();

  await logoInput.setInputFiles({ name: 'northwind.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(LOGO_SVG) });
  await expect(toastRegion(page).getByText('Logo uploaded')).toBeVisible();
  const preview = section.getByRole('img', { name: 'Your logo' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await section.getByLabel('Brand name').fill(BRAND);
  await section.getByLabel(/^Accent colour/).fill('#0E7C66');
  await section.getByLabel(/^Contact line/).fill(CONTACT);
  await expect(section.getByRole('switch', { name: /Made with Stackwise/ })).toBeDisabled();
  await section.getByRole('button', { name: 'Save branding' }).click();
  await expect(toastRegion(page).getByText('Branding saved')).toBeVisible();
  await expectNoAxeViolations(page, { include: 'section[aria-labelledby]' });
  await screenshotFromTop(page, 'branding-workspace-page');

  // The PDF: who prepared it, the contact line, our name only in the small line.
  await page.goto(`/results/${project.id}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Report (PDF)' }).click();
  const outDir = path.resolve('test-results/branding');
  mkdirSync(outDir, { recursive: true });
  const pdfPath = path.join(outDir, 'report.pdf');
  await (await download).saveAs(pdfPath);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfPath, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain(`Prepared by ${BRAND} for ${CLIENT}`);
  expect(text.split(`Prepared by ${BRAND}`)).toHaveLength(2);
  expect(text).toContain(CONTACT);
  expect(text.match(/Stackwise/g)).toEqual(['Stackwise']);
  expect(text).toContain('Made with Stackwise');

  // The cover as pixels: the SVG logo (drawn to PNG in the browser) and the accent colour.
  execFileSync('pdftoppm', ['-r', '72', '-f', '1', '-l', '1', '-singlefile', pdfPath, path.join(outDir, 'cover')]);
  const cover = readPpm(readFileSync(path.join(outDir, 'cover.ppm')));
  const mm = (n: number) => Math.round((n / 25.4) * 72);
  const logoBox = { x: mm(20), y: mm(14), w: mm(50), h: mm(20) };
  expect(countColour(cover, MAGENTA, 16, logoBox)).toBeGreaterThan(logoBox.w * logoBox.h * 0.6);
  expect(countColour(cover, ACCENT, 16)).toBeGreaterThan(mm(170) * 2);
  execFileSync('pdftoppm', ['-r', '60', '-f', '1', '-l', '1', '-singlefile', '-png', pdfPath, path.join(screenshotDir, 'branding-pdf-cover')]);

  // A shared link, opened signed out: the MSP's header, our small line.
  const created = await as.post<CreatedShareLink>(`/api/projects/${project.id}/share-links`, { expiresInDays: 7 });
  const colleague = await browser.newContext();
  const visitor = await colleague.newPage();
  await visitor.goto(created.url);
  const header = visitor.getByTestId('shared-brand');
  await expect(header.getByText(BRAND, { exact: true })).toBeVisible();
  await expect(header.getByText(`Prepared by ${BRAND} for ${CLIENT}`)).toBeVisible();
  await expect(header.getByText(CONTACT)).toBeVisible();
  const logo = header.getByRole('img', { name: `${BRAND} logo` });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(header).toHaveCSS('border-bottom-color', 'rgb(14, 124, 102)');
  await expect(visitor.getByTestId('made-with')).toHaveText('Made with Stackwise');
  const body = await visitor.locator('body').innerText();
  expect(body).not.toContain(account.email);
  // The MSP's page: no header or footer of ours, our name only in the small line and not in the title.
  expect(body.match(/Stackwise/g)).toEqual(['Stackwise']);
  expect(await visitor.title()).toBe(`Contoso phone system · ${BRAND}`);
  await expectNoAxeViolations(visitor);
  await screenshotBoth(visitor, 'branding-shared-page');
  await colleague.close();
});
