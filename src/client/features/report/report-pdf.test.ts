// Lays out the fixture report with the real font and checks that nothing is written outside
// the page's margins, that every section is there and that each page carries its footer.
import boldFont from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?inline';
import regularFont from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?inline';
import { describe, expect, it } from 'vitest';
import type { ProjectDecision } from '../../../shared/decisions.js';
import { fixtureAnswers, fixtureProject, fixtureQuestions, fixtureRecommendations, fixtureSummary } from './report-fixture';
import { createReportDoc, layoutReport, PAGE } from './report-pdf';
import { buildReportData } from './report-pdf-data';

// Vite inlines the TTFs as base64 data URLs: the test uses the very files the app ships.
const base64 = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1);
const fonts = { regular: base64(regularFont), bold: base64(boldFont) };

type Align = 'left' | 'center' | 'right' | 'justify';
type Call = { page: number; text: string; x: number; y: number; align?: Align; size: number };

function render(overrides: Partial<Parameters<typeof buildReportData>[0]> = {}) {
  const data = buildReportData({
    project: fixtureProject,
    recommendations: fixtureRecommendations,
    questions: fixtureQuestions,
    answers: fixtureAnswers,
    summary: fixtureSummary,
    generatedAt: new Date('2026-11-21T10:00:00Z'),
    appName: 'Stackwise',
    siteUrl: 'https://stackwise.example',
    ...overrides,
  });
  const doc = createReportDoc(fonts);
  const calls: Call[] = [];
  const record = (text: unknown, x: number, y: number, options?: { align?: Align }) => {
    for (const t of Array.isArray(text) ? text : [text]) {
      calls.push({ page: doc.getCurrentPageInfo().pageNumber, text: String(t), x, y, align: options?.align, size: doc.getFontSize() });
    }
  };
  const text = doc.text.bind(doc);
  const textWithLink = doc.textWithLink.bind(doc);
  doc.text = ((t: string, x: number, y: number, o?: { align?: Align }) => (record(t, x, y, o), text(t, x, y, o))) as typeof doc.text;
  doc.textWithLink = ((t: string, x: number, y: number, o: { url: string }) => (record(t, x, y), textWithLink(t, x, y, o))) as typeof doc.textWithLink;
  layoutReport(doc, data);
  return { doc, data, calls };
}

describe('the PDF report', () => {
  it('is A4 portrait in millimetres', () => {
    const { doc } = render();
    expect(doc.internal.pageSize.getWidth()).toBeCloseTo(210, 1);
    expect(doc.internal.pageSize.getHeight()).toBeCloseTo(297, 1);
  });

  it('keeps every line inside the margins', () => {
    const { doc, calls } = render();
    const body = calls.filter((c) => c.y > 15 && c.y < PAGE.height - 12);
    expect(body.length).toBeGreaterThan(200);
    for (const c of body) {
      expect(c.y, c.text).toBeLessThanOrEqual(PAGE.height - PAGE.margin);
      doc.setFontSize(c.size);
      const width = doc.getTextWidth(c.text);
      const left = c.align === 'right' ? c.x - width : c.align === 'center' ? c.x - width / 2 : c.x;
      expect(left, c.text).toBeGreaterThanOrEqual(PAGE.margin - 0.01);
      // Widths are measured in the last font used; allow a small tolerance for bold.
      expect(left + width, c.text).toBeLessThanOrEqual(PAGE.width - PAGE.margin + 2);
    }
  });

  it('keeps a branded report inside the margins too, with the letterhead on the cover', () => {
    const logo = { png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), width: 600, height: 100 };
    const branding = { brandName: 'A very long managed service provider brand name, Ltd.', accent: '#0e7c66', contact: 'hello@example.com', logoUrl: '/api/logos/x', logoType: 'image/png' as const, showMadeWith: true };
    const doc = createReportDoc(fonts);
    const images: { x: number; y: number; w: number; h: number }[] = [];
    doc.addImage = ((_d: unknown, _f: unknown, x: number, y: number, w: number, h: number) => (images.push({ x, y, w, h }), doc)) as typeof doc.addImage;
    const texts: { text: string; x: number; y: number; page: number }[] = [];
    const text = doc.text.bind(doc);
    doc.text = ((t: string, x: number, y: number, o?: object) => (texts.push({ text: String(t), x, y, page: doc.getCurrentPageInfo().pageNumber }), text(t, x, y, o))) as typeof doc.text;
    layoutReport(doc, buildReportData({ project: fixtureProject, recommendations: fixtureRecommendations, questions: fixtureQuestions, answers: fixtureAnswers, summary: fixtureSummary, generatedAt: new Date('2026-11-21T10:00:00Z'), appName: 'Stackwise', siteUrl: 'https://stackwise.example', branding, logo }));
    // A wide logo fills the 50 mm width; its height follows.
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({ x: PAGE.margin, y: 14, w: 50 });
    expect(images[0]!.h).toBeCloseTo(50 / 6, 5);
    const name = texts.find((t) => t.page === 1 && branding.brandName.startsWith(t.text) && t.text.length > 10)!;
    expect(name.x).toBeCloseTo(PAGE.margin + 56, 5);
    doc.setFont('DejaVuSans', 'bold');
    doc.setFontSize(16);
    expect(name.x + doc.getTextWidth(name.text)).toBeLessThanOrEqual(PAGE.width - PAGE.margin + 0.5);
    expect(texts.filter((t) => t.text === 'Made with Stackwise')).toEqual([{ text: 'Made with Stackwise', x: PAGE.width / 2, y: PAGE.height - 5, page: 1 }]);
    expect(texts.some((t) => t.text === 'Expert Software Implementation')).toBe(false);
  });

  it('has every section, one page per recommendation, the Pro page last', () => {
    const { doc, calls } = render();
    const pages = doc.getNumberOfPages();
    const pageOf = (t: string) => calls.find((c) => c.text === t)?.page;
    expect(pageOf('Project Overview')).toBe(1);
    expect(pageOf('Executive Summary')).toBe(1);
    const recPages = fixtureRecommendations.map((r, i) => pageOf(`${i + 1}. ${r.softwareName}`)!);
    expect(recPages[0]).toBeGreaterThan(1);
    recPages.slice(1).forEach((p, i) => expect(p).toBeGreaterThan(recPages[i]!));
    expect(calls.find((c) => c.text === '★ TOP RECOMMENDATION')?.page).toBe(recPages[0]);
    expect(calls.filter((c) => c.text === '★ TOP RECOMMENDATION')).toHaveLength(1);
    // A recommendation may run over to a second page, never into the next recommendation's.
    for (const section of ['Your Cost', 'Score Breakdown', 'Requirement by Requirement']) {
      expect(pageOf(section), section).toBeGreaterThanOrEqual(recPages[0]!);
      expect(pageOf(section), section).toBeLessThan(recPages[1]!);
    }
    expect(pageOf('Requirements Analysis')!).toBeGreaterThan(recPages[4]!);
    expect(pageOf('Expert Software Implementation')).toBe(pages);
  });

  it('asks each vendor its questions on its own pages, then has the demo script before the requirements', () => {
    const { data, calls } = render();
    const pageOf = (t: string) => calls.find((c) => c.text === t)?.page;
    const recPages = fixtureRecommendations.map((r, i) => pageOf(`${i + 1}. ${r.softwareName}`)!);
    const askPages = calls.filter((c) => c.text === 'Ask the Vendor').map((c) => c.page);
    expect(askPages).toHaveLength(fixtureRecommendations.length);
    askPages.slice(0, -1).forEach((p, i) => {
      expect(p).toBeGreaterThanOrEqual(recPages[i]!);
      expect(p).toBeLessThan(recPages[i + 1]!);
    });
    // The first words of HubSpot CRM's first question, on its pages.
    const first = calls.find((c) => c.text.startsWith('Does HubSpot CRM offer capability A3'));
    expect(first?.page).toBeGreaterThanOrEqual(recPages[1]!);
    expect(first?.page).toBeLessThan(recPages[2]!);

    const demo = pageOf('Demo Script')!;
    expect(demo).toBeGreaterThan(askPages.at(-1)!);
    expect(pageOf('Requirements Analysis')!).toBeGreaterThan(demo);
    expect(pageOf('Scenarios to Watch')).toBe(demo);
    expect(calls.some((c) => c.text.startsWith('Show me capability A1, using an example from our business'))).toBe(true);
    const sheet = calls.filter((c) => c.page >= demo && c.page < pageOf('Requirements Analysis')!);
    for (const name of ['Scenario', 'Pipedrive', 'HubSpot CRM', 'Zoho CRM', '1. Capability A1 (must-have)', 'Total (out of 55)']) {
      expect(sheet.some((c) => c.text === name), name).toBe(true);
    }
    expect(sheet.filter((c) => c.text === '1  2  3  4  5')).toHaveLength(data.demoScript!.scenarios.length * 3);
  });

  it('has no demo script pages when nothing can be shown live', () => {
    const recommendations = fixtureRecommendations.map((r) => ({ ...r, analysis: { ...r.analysis, requirements: [] } }));
    const { calls } = render({ recommendations });
    expect(calls.some((c) => c.text === 'Demo Script')).toBe(false);
  });

  it("prints 'Page N of M' on every page", () => {
    const { doc, calls } = render();
    const pages = doc.getNumberOfPages();
    for (let p = 1; p <= pages; p++) expect(calls.some((c) => c.page === p && c.text === `Page ${p} of ${pages}`)).toBe(true);
  });

  it('never ends a page with a section title, and leaves no page nearly empty', () => {
    // Descriptions of growing length move every page break through every section of a card.
    const sentence = 'Handles quotes, jobs and invoices for small trade firms across several offices. ';
    const isTitle = (c: Call) => c.size >= 11.5 || c.text === 'Requirements:';
    for (let k = 0; k <= 30; k++) {
      const recommendations = fixtureRecommendations.map((r) => ({ ...r, description: `${r.description} ${sentence.repeat(k)}` }));
      const { doc, calls } = render({ recommendations });
      for (let page = 2; page <= doc.getNumberOfPages(); page++) {
        const body = calls.filter((c) => c.page === page && c.y > 15 && c.y < PAGE.height - 12).sort((a, b) => a.y - b.y);
        expect(body.length, `page ${page} with ${k} sentences`).toBeGreaterThanOrEqual(3);
        const last = body.at(-1)!;
        expect(isTitle(last), `page ${page} with ${k} sentences ends with "${last.text}"`).toBe(false);
      }
    }
  });

  it('adds a Decision page after the recommendations when a decision exists, and none otherwise', () => {
    const decision: ProjectDecision = {
      productId: 'pipedrive',
      productName: 'Pipedrive',
      reason: 'Łódź office wanted the simplest pipeline; within budget.',
      reviewDate: '2027-02-23',
      decidedAt: '2026-11-25T10:00:00.000Z',
      updatedAt: '2026-11-25T10:00:00.000Z',
      reviewedAt: null,
      reviewDue: false,
    };
    const { calls } = render({ decision });
    const pageOf = (t: string) => calls.find((c) => c.text === t)?.page;
    const decisionPage = pageOf('Decision')!;
    expect(decisionPage).toBeGreaterThan(pageOf(`${fixtureRecommendations.length}. ${fixtureRecommendations.at(-1)!.softwareName}`)!);
    expect(decisionPage).toBeLessThan(pageOf('Requirements Analysis')!);
    for (const text of ['Chosen product', 'Pipedrive', 'Reason', 'Łódź office wanted the simplest pipeline; within budget.', 'Decided on', 'Nov 25, 2026', 'Review date', 'Feb 23, 2027']) {
      expect(calls.some((c) => c.page === decisionPage && c.text === text), text).toBe(true);
    }
    const none = render({ decision: { ...decision, productId: null, productName: null, reason: '' } });
    expect(none.calls.some((c) => c.text === 'None yet')).toBe(true);
    expect(none.calls.some((c) => c.text === 'Not provided' && c.page === none.calls.find((x) => x.text === 'Decision')!.page)).toBe(true);
    expect(render().calls.some((c) => c.text === 'Decision' || c.text === 'Chosen product')).toBe(false);
  });

  it('paginates a very long business need and notes instead of overflowing', () => {
    const long = 'Wir brauchen eine Lösung für Außendienst, Angebote und Service. '.repeat(120);
    const { doc, calls } = render({ project: { ...fixtureProject, businessNeeds: long } });
    expect(doc.getNumberOfPages()).toBeGreaterThan(9);
    expect(calls.filter((c) => c.y > 15 && c.y < PAGE.height - 12).every((c) => c.y <= PAGE.height - PAGE.margin)).toBe(true);
  });
});
