/// <reference types="vite/client" />
// A branded report (issue 19), checked the way a reader sees it: the PDF's text through
// pdftotext, and the cover rendered to pixels with pdftoppm, so the MSP's logo and accent colour
// are known to be drawn, not only asked for, and the cover read back by OCR (Tesseract) for the
// MSP's name. It runs in Node (here, not beside the report code)
// because it needs the file system and poppler; jsPDF and the report modules run there as well.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import boldFont from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?inline';
import regularFont from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?inline';
import { describe, expect, it } from 'vitest';
import { countColour, readPpm, solidPng } from '../helpers/png.js';
import type { WorkspaceBranding } from '../../src/shared/workspaces.js';
import { fixtureAnswers, fixtureProject, fixtureQuestions, fixtureRecommendations, fixtureSummary } from '../../src/client/features/report/report-fixture.js';
import { createReportDoc, layoutReport, PAGE } from '../../src/client/features/report/report-pdf.js';
import { buildReportData, type ReportLogo } from '../../src/client/features/report/report-pdf-data.js';
import { pngDimensions } from '../../src/client/features/report/report-logo.js';

const base64 = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1);
const fonts = { regular: base64(regularFont), bold: base64(boldFont) };

const MAGENTA = [255, 0, 170] as const;
const ACCENT = [14, 124, 102] as const; // #0e7c66
const BRANDING: WorkspaceBranding = { brandName: 'Northwind IT Partners', accent: '#0e7c66', contact: 'hello@northwind.example · +44 20 7946 0000', logoUrl: '/api/logos/x', logoType: 'image/png', showMadeWith: true };
const logoPng = solidPng(200, 80, MAGENTA);
const LOGO: ReportLogo = { png: new Uint8Array(logoPng), ...pngDimensions(logoPng)! };
const DPI = 72;
const px = (mm: number) => Math.round((mm / 25.4) * DPI);

function renderPdf(opts: { branding?: WorkspaceBranding | null; logo?: ReportLogo | null; clientName?: string | null; summary?: string } = {}) {
  const data = buildReportData({
    project: { ...fixtureProject, clientName: opts.clientName === undefined ? 'Contoso Dental' : opts.clientName },
    recommendations: fixtureRecommendations,
    questions: fixtureQuestions,
    answers: fixtureAnswers,
    summary: opts.summary ?? fixtureSummary,
    generatedAt: new Date('2026-11-21T10:00:00Z'),
    appName: 'Stackwise',
    siteUrl: 'https://stackwise.example',
    branding: opts.branding,
    logo: opts.logo,
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'report-brand-'));
  const file = path.join(dir, 'report.pdf');
  writeFileSync(file, Buffer.from(layoutReport(createReportDoc(fonts), data).output('arraybuffer')));
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  execFileSync('pdftoppm', ['-r', String(DPI), '-f', '1', '-l', '1', '-singlefile', file, path.join(dir, 'cover')]);
  const ppm = readFileSync(path.join(dir, 'cover.ppm'));
  return { data, text, cover: readPpm(ppm), file, dir };
}

describe('a branded PDF report', () => {
  it('says who prepared it for whom, with the contact line, and our name only in the small line', () => {
    const { text, data } = renderPdf({ branding: BRANDING, logo: LOGO, summary: `Prepared by Northwind IT Partners for Contoso Dental\n\n${fixtureSummary}` });
    expect(text).toContain('Prepared by Northwind IT Partners for Contoso Dental');
    // The summary's own prepared-by line is not printed a second time.
    expect(text.split('Prepared by Northwind IT Partners').length - 1).toBe(1);
    expect(text).toContain('hello@northwind.example · +44 20 7946 0000');
    expect(text).toContain('Northwind IT Partners · Zoë Łódź Müller & Söhne');
    expect(text.match(/Stackwise/g)).toEqual(['Stackwise']);
    expect(text).toContain('Made with Stackwise');
    // No page offers our own Pro services in the MSP's report.
    expect(text).not.toContain('Expert Software Implementation');
    expect(data.brand?.preparedBy).toBe('Prepared by Northwind IT Partners for Contoso Dental');
  });

  it('leaves our name out entirely when the owner switched the line off', () => {
    const { text } = renderPdf({ branding: { ...BRANDING, showMadeWith: false }, logo: LOGO, clientName: null });
    expect(text).toContain('Prepared by Northwind IT Partners');
    expect(text).not.toContain('Stackwise');
  });

  it('draws the logo in the letterhead and the accent colour on the cover', () => {
    const { cover } = renderPdf({ branding: BRANDING, logo: LOGO });
    // 200 × 80 px fits the 50 × 20 mm box exactly, at the top-left margin.
    const logoBox = { x: px(PAGE.margin), y: px(14), w: px(50), h: px(20) };
    const logoPixels = countColour(cover, MAGENTA, 12, logoBox);
    expect(logoPixels).toBeGreaterThan(logoBox.w * logoBox.h * 0.85);
    expect(countColour(cover, MAGENTA, 12)).toBeLessThan(logoBox.w * logoBox.h * 1.15);
    // The rule under the letterhead and the headings are in the accent colour.
    expect(countColour(cover, ACCENT, 16)).toBeGreaterThan(px(170) * 2);
    expect(countColour(cover, ACCENT, 16, { x: 0, y: px(38), w: cover.width, h: px(4) })).toBeGreaterThan(px(150));
  });

  it("the rendered cover reads as the MSP's report: OCR finds its name and who it was prepared for", () => {
    const { file, dir } = renderPdf({ branding: BRANDING, logo: LOGO });
    // 200 dpi: large enough for Tesseract to read 10-point text reliably.
    execFileSync('pdftoppm', ['-r', '200', '-f', '1', '-l', '1', '-singlefile', '-png', file, path.join(dir, 'cover-ocr')]);
    const read = execFileSync('tesseract', [path.join(dir, 'cover-ocr.png'), '-', '--psm', '3'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).replace(/\s+/g, ' ');
    expect(read).toContain('Northwind IT Partners');
    expect(read).toContain('Prepared by Northwind IT Partners for Contoso Dental');
    expect(read).not.toContain('Stackwise Pro');
  });

  it('without a brand looks as before: our name, no logo, no accent', () => {
    const { text, cover } = renderPdf({ branding: null, logo: null });
    expect(text).toContain('Stackwise');
    expect(text).not.toContain('Prepared by');
    expect(text).toContain('Expert Software Implementation');
    expect(countColour(cover, MAGENTA, 12)).toBe(0);
    expect(countColour(cover, ACCENT, 16)).toBe(0);
    const unnamed = renderPdf({ branding: { ...BRANDING, brandName: '', logoUrl: null }, logo: null });
    expect(unnamed.data.brand).toBeNull();
  });
});
