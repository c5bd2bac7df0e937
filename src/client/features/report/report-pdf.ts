// Lays the report out with jsPDF (spec 9): A4 portrait in millimetres, margin 20, line height 6,
// an embedded Unicode font, every text wrapped to the content width and paginated before it
// reaches the bottom margin, and 'Page N of M' footers. Only this module (and jsPDF) is loaded
// when the user presses Export.
import { jsPDF } from 'jspdf';
import type { ReportBrand, ReportData, ReportDemoScript, ReportRecommendation, ReportVerdictLine } from './report-pdf-data';

export const PAGE = { width: 210, height: 297, margin: 20, lineHeight: 6 } as const;
const CONTENT_W = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;
const FONT = 'DejaVuSans';

/** The two TTF files, base64-encoded. */
export type ReportFonts = { regular: string; bold: string };

type Rgb = readonly [number, number, number];
const ink: Rgb = [15, 23, 42];
const muted: Rgb = [71, 85, 105];
const brand: Rgb = [29, 78, 216];
const brandSoft: Rgb = [239, 246, 255];
const line: Rgb = [226, 232, 240];
const green: Rgb = [21, 128, 61];
const greenSoft: Rgb = [240, 253, 244];
const amber: Rgb = [161, 98, 7];
const red: Rgb = [185, 28, 28];

/** #rrggbb to RGB; anything else is our blue. */
export function hexToRgb(hex: string | null | undefined): Rgb {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  return m ? [parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)] : brand;
}

/** A pale tint of a colour (bar tracks, table headers). */
const tint = (c: Rgb, keep = 0.1): Rgb => [Math.round(255 - (255 - c[0]) * keep), Math.round(255 - (255 - c[1]) * keep), Math.round(255 - (255 - c[2]) * keep)];

const verdictLook: Record<ReportVerdictLine['verdict'], { mark: string; color: Rgb }> = {
  met: { mark: '✔', color: green },
  partial: { mark: '◐', color: amber },
  'not-met': { mark: '✘', color: red },
  unknown: { mark: '?', color: muted },
};

type TextOpts = { size?: number; bold?: boolean; color?: Rgb; indent?: number; lineHeight?: number; after?: number; width?: number };

/** A cursor over the pages: every write checks the space left and breaks the page first. */
class Writer {
  y: number = PAGE.margin;
  /** Headings, rules and bars: the MSP's accent colour, else our blue. */
  readonly accent: Rgb;
  readonly accentSoft: Rgb;
  constructor(
    readonly doc: jsPDF,
    private readonly runningHeader: string,
    accent: string | null = null,
  ) {
    this.accent = hexToRgb(accent);
    this.accentSoft = accent ? tint(this.accent) : brandSoft;
  }

  style(size: number, bold = false, color: Rgb = ink) {
    this.doc.setFont(FONT, bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    this.doc.setTextColor(color[0], color[1], color[2]);
  }

  newPage() {
    this.doc.addPage('a4', 'portrait');
    this.y = PAGE.margin;
    // A quiet running header in the top margin of every page after the first.
    this.style(8, false, muted);
    this.doc.text((this.doc.splitTextToSize(this.runningHeader, CONTENT_W) as string[])[0] ?? '', PAGE.margin, 12);
    this.doc.setDrawColor(line[0], line[1], line[2]);
    this.doc.setLineWidth(0.2);
    this.doc.line(PAGE.margin, 14.5, PAGE.width - PAGE.margin, 14.5);
  }

  /** Breaks the page unless `height` mm still fit above the bottom margin. */
  ensure(height: number) {
    if (this.y + height > BOTTOM) this.newPage();
  }

  lines(text: string, opts: TextOpts = {}): string[] {
    this.style(opts.size ?? 10.5, opts.bold, opts.color);
    return this.doc.splitTextToSize(text, (opts.width ?? CONTENT_W) - (opts.indent ?? 0)) as string[];
  }

  /** Wrapped text; `y` is the top of the line box, the baseline sits 70% down it. */
  text(text: string, opts: TextOpts = {}) {
    const lh = opts.lineHeight ?? PAGE.lineHeight;
    for (const l of this.lines(text, opts)) {
      this.ensure(lh);
      this.style(opts.size ?? 10.5, opts.bold, opts.color);
      this.doc.text(l, PAGE.margin + (opts.indent ?? 0), this.y + lh * 0.7);
      this.y += lh;
    }
    this.y += opts.after ?? 0;
  }

  heading(text: string, opts: { size?: number; color?: Rgb; keepWith?: number } = {}) {
    const size = opts.size ?? 14;
    const lh = size * 0.55;
    this.ensure(lh + 2 + (opts.keepWith ?? PAGE.lineHeight * 2));
    this.text(text, { size, bold: true, color: opts.color ?? this.accent, lineHeight: lh, after: 1 });
  }

  /**
   * A section title, kept on one page with the first `keepWith` mm of what follows it (by default
   * two lines), so a title never ends a page alone.
   */
  subheading(text: string, keepWith = PAGE.lineHeight * 2) {
    const title = this.lines(text, { size: 11.5, bold: true }).length * PAGE.lineHeight;
    this.ensure(1.5 + title + keepWith);
    this.y += 1.5;
    this.text(text, { size: 11.5, bold: true, color: ink });
  }

  /** The height of the first `count` bullets (at least one line), to keep them with their title. */
  bulletsHeight(items: readonly string[], count = 1): number {
    const lines = items.slice(0, count).reduce((n, item) => n + this.lines(item, { indent: 5 }).length, 0);
    return Math.max(1, lines) * PAGE.lineHeight;
  }

  /** The height of a paragraph's first `maxLines` lines. */
  textHeight(text: string, opts: TextOpts = {}, maxLines = 2): number {
    return Math.min(this.lines(text, opts).length, maxLines) * (opts.lineHeight ?? PAGE.lineHeight);
  }

  bullets(items: readonly string[], opts: { color?: Rgb } = {}) {
    for (const item of items) {
      const wrapped = this.lines(item, { indent: 5 });
      wrapped.forEach((l, i) => {
        this.ensure(PAGE.lineHeight);
        this.style(10.5, false, opts.color ?? ink);
        if (i === 0) this.doc.text('•', PAGE.margin + 1, this.y + PAGE.lineHeight * 0.7);
        this.doc.text(l, PAGE.margin + 5, this.y + PAGE.lineHeight * 0.7);
        this.y += PAGE.lineHeight;
      });
    }
  }

  /** The height of the first `count` numbered items. */
  numberedHeight(items: readonly string[], count = 1): number {
    const lines = items.slice(0, count).reduce((n, item) => n + this.lines(item, { indent: 7 }).length, 0);
    return Math.max(1, lines) * PAGE.lineHeight;
  }

  /** A numbered list; an item is kept on one page when it fits on one. */
  numbered(items: readonly string[]) {
    items.forEach((item, index) => {
      const wrapped = this.lines(item, { indent: 7 });
      if (wrapped.length * PAGE.lineHeight < BOTTOM - PAGE.margin) this.ensure(wrapped.length * PAGE.lineHeight);
      wrapped.forEach((l, i) => {
        this.ensure(PAGE.lineHeight);
        this.style(10.5, false, ink);
        if (i === 0) this.doc.text(`${index + 1}.`, PAGE.margin, this.y + PAGE.lineHeight * 0.7);
        this.doc.text(l, PAGE.margin + 7, this.y + PAGE.lineHeight * 0.7);
        this.y += PAGE.lineHeight;
      });
      this.y += 0.8;
    });
  }

  /** Label in a fixed column, value wrapped beside it. */
  row(label: string, value: string, labelWidth = 45) {
    const valueLines = this.lines(value, { width: CONTENT_W - labelWidth });
    valueLines.forEach((l, i) => {
      this.ensure(PAGE.lineHeight);
      if (i === 0) {
        this.style(10.5, true, muted);
        this.doc.text(label, PAGE.margin, this.y + PAGE.lineHeight * 0.7);
      }
      this.style(10.5, false, ink);
      this.doc.text(l, PAGE.margin + labelWidth, this.y + PAGE.lineHeight * 0.7);
      this.y += PAGE.lineHeight;
    });
    this.y += 1;
  }

  link(text: string, url: string, opts: TextOpts = {}) {
    const wrapped = this.lines(text, opts);
    for (const l of wrapped) {
      this.ensure(PAGE.lineHeight);
      this.style(opts.size ?? 10.5, opts.bold, opts.color ?? brand);
      this.doc.textWithLink(l, PAGE.margin + (opts.indent ?? 0), this.y + PAGE.lineHeight * 0.7, { url });
      this.y += PAGE.lineHeight;
    }
    this.y += opts.after ?? 0;
  }

  /**
   * Two titled bullet lists side by side (pros and cons). They move to a new page together when
   * they don't fit; lists too long for one page are written one after the other instead.
   */
  twoLists(left: { title: string; items: readonly string[] }, right: { title: string; items: readonly string[] }) {
    const gap = 6;
    const colW = (CONTENT_W - gap) / 2;
    const wrap = (items: readonly string[]) => items.map((i) => this.lines(i, { width: colW, indent: 5 }));
    const columns = [left, right].map((c) => ({ ...c, wrapped: wrap(c.items) }));
    const height = (c: (typeof columns)[number]) => (c.items.length ? PAGE.lineHeight + 1.5 + c.wrapped.flat().length * PAGE.lineHeight : 0);
    const needed = Math.max(...columns.map(height));
    if (needed > BOTTOM - PAGE.margin - 10) {
      for (const c of columns) {
        if (!c.items.length) continue;
        this.subheading(c.title);
        this.bullets(c.items);
      }
      return;
    }
    this.y += 1.5;
    this.ensure(needed);
    const top = this.y;
    columns.forEach((c, index) => {
      if (!c.items.length) return;
      const x = PAGE.margin + index * (colW + gap);
      let y = top;
      this.style(11.5, true, ink);
      this.doc.text(c.title, x, y + PAGE.lineHeight * 0.7);
      y += PAGE.lineHeight + 1.5;
      this.style(10.5, false, ink);
      for (const lines of c.wrapped) {
        lines.forEach((l, i) => {
          if (i === 0) this.doc.text('•', x + 1, y + PAGE.lineHeight * 0.7);
          this.doc.text(l, x + 5, y + PAGE.lineHeight * 0.7);
          y += PAGE.lineHeight;
        });
      }
    });
    this.y = top + needed;
  }

  rule(gap = 3) {
    this.y += gap;
    this.doc.setDrawColor(line[0], line[1], line[2]);
    this.doc.setLineWidth(0.3);
    this.doc.line(PAGE.margin, this.y, PAGE.width - PAGE.margin, this.y);
    this.y += gap;
  }

  /** A horizontal bar of `fraction` (0–1) on a light track. */
  bar(fraction: number, color: Rgb, width = CONTENT_W, height = 2) {
    this.ensure(height + 1);
    this.doc.setFillColor(this.accentSoft[0], this.accentSoft[1], this.accentSoft[2]);
    this.doc.rect(PAGE.margin, this.y, width, height, 'F');
    this.doc.setFillColor(color[0], color[1], color[2]);
    if (fraction > 0) this.doc.rect(PAGE.margin, this.y, width * Math.min(1, fraction), height, 'F');
    this.y += height + 1;
  }
}

const bandColor = (score: number): Rgb => (score >= 90 ? green : score >= 80 ? brand : score >= 70 ? brand : muted);

/** The MSP's letterhead: logo, name and contact line over a rule in the accent colour. */
function brandHeader(w: Writer, b: ReportBrand) {
  const { doc } = w;
  const top = 14;
  let textX = PAGE.margin;
  let height = 12;
  if (b.logo) {
    // Fit into 50 × 20 mm, keeping the logo's proportions.
    const scale = Math.min(50 / b.logo.width, 20 / b.logo.height);
    const lw = b.logo.width * scale;
    const lh = b.logo.height * scale;
    doc.addImage(b.logo.png, 'PNG', PAGE.margin, top, lw, lh, undefined, 'FAST');
    textX += lw + 6;
    height = Math.max(height, lh);
  }
  const textW = PAGE.width - PAGE.margin - textX;
  if (b.name) {
    w.style(16, true, ink);
    doc.text((doc.splitTextToSize(b.name, textW) as string[])[0] ?? '', textX, top + (b.contact ? 6.5 : 8));
  }
  if (b.contact) {
    w.style(9, false, muted);
    doc.text((doc.splitTextToSize(b.contact, textW) as string[])[0] ?? '', textX, top + (b.name ? 12.5 : 8));
  }
  const ruleY = top + height + 4;
  doc.setFillColor(w.accent[0], w.accent[1], w.accent[2]);
  doc.rect(PAGE.margin, ruleY, CONTENT_W, 1.2, 'F');
  w.y = ruleY + 7;
}

function coverPage(w: Writer, data: ReportData) {
  if (data.brand) {
    brandHeader(w, data.brand);
    w.text(data.title, { size: 22, bold: true, lineHeight: 10 });
    w.text(data.projectName, { size: 15, bold: true, color: w.accent, lineHeight: 8 });
    if (data.brand.preparedBy) w.text(data.brand.preparedBy, { size: 11, bold: true, lineHeight: 6.5 });
    w.text(data.dateLine, { size: 10.5, color: muted, after: 4 });
    coverBody(w, data);
    return;
  }
  const { doc } = w;
  doc.setFillColor(brand[0], brand[1], brand[2]);
  doc.rect(0, 0, PAGE.width, 30, 'F');
  w.style(18, true, [255, 255, 255]);
  doc.text(data.appName, PAGE.margin, 14);
  w.style(10, false, [219, 234, 254]);
  doc.text('Independent software recommendations for small businesses', PAGE.margin, 22);

  w.y = 40;
  w.text(data.title, { size: 22, bold: true, lineHeight: 10 });
  w.text(data.projectName, { size: 15, bold: true, color: brand, lineHeight: 8 });
  w.text(data.dateLine, { size: 10.5, color: muted, after: 4 });
  coverBody(w, data);
}

function coverBody(w: Writer, data: ReportData) {
  w.heading('Project Overview');
  for (const { label, value } of data.overview) w.row(label, value);

  w.y += 4;
  w.heading('Executive Summary');
  for (const p of data.summary) w.text(p, { after: 3 });
}

type VerdictLine = ReportVerdictLine | { label: string; verdict: ReportVerdictLine['verdict']; verdictLabel: string; reason: string; mustHave?: boolean };

const verdictTitle = (v: VerdictLine) => `${v.label}${'mustHave' in v && v.mustHave ? ' (must-have)' : ''}`;

/** What a verdict needs on one page: its title and the start of its reason. */
function verdictHeight(w: Writer, v: VerdictLine): number {
  const head = w.lines(verdictTitle(v), { indent: 30, bold: true });
  const reason = w.lines(v.reason, { indent: 30, size: 9.5 });
  return PAGE.lineHeight * Math.min(head.length, 3) + 5 * Math.min(reason.length, 2);
}

function verdictLine(w: Writer, v: VerdictLine) {
  const look = verdictLook[v.verdict] ?? verdictLook.unknown;
  const title = verdictTitle(v);
  // Keep a verdict and its reason on one page when they fit on one.
  w.ensure(verdictHeight(w, v));
  w.style(10.5, true, look.color);
  w.doc.text(`${look.mark} ${v.verdictLabel}`, PAGE.margin, w.y + PAGE.lineHeight * 0.7);
  w.text(title, { indent: 30, bold: true });
  w.text(v.reason, { indent: 30, size: 9.5, color: muted, lineHeight: 5, after: 1.5 });
}

function recommendationPage(w: Writer, rec: ReportRecommendation) {
  w.newPage();
  const { doc } = w;
  if (rec.isTop) {
    doc.setFillColor(greenSoft[0], greenSoft[1], greenSoft[2]);
    doc.setDrawColor(green[0], green[1], green[2]);
    doc.setLineWidth(0.4);
    doc.roundedRect(PAGE.margin, w.y, CONTENT_W, 9, 1.5, 1.5, 'FD');
    w.style(10.5, true, green);
    doc.text('★ TOP RECOMMENDATION', PAGE.margin + 4, w.y + 6.1);
    w.y += 13;
  }
  w.text(`${rec.rank}. ${rec.name}`, { size: 18, bold: true, lineHeight: 9 });
  if (rec.vendor) w.text(`by ${rec.vendor}`, { size: 9.5, color: muted, lineHeight: 5 });
  // The website sits under the name: at the end of the page it could be all a last page holds.
  if (rec.website) w.link(`Website: ${rec.website}`, rec.website, { size: 9.5, lineHeight: 5 });
  w.y += 1;
  w.text(`${rec.score}% match · ${rec.band}`, { size: 13, bold: true, color: bandColor(rec.score), lineHeight: 7 });
  w.bar(rec.score / 100, bandColor(rec.score), CONTENT_W, 2.5);
  w.y += 2;
  if (rec.description) w.text(rec.description, { after: 2 });
  if (rec.unconfirmed.length) {
    w.subheading('Not confirmed: ask the vendor before you buy', w.bulletsHeight(rec.unconfirmed));
    w.bullets(rec.unconfirmed);
  }

  w.subheading('Key Features', w.bulletsHeight(rec.keyFeatures, 2));
  w.bullets(rec.keyFeatures);

  w.subheading('Pricing', w.textHeight(rec.pricing.join(' ')));
  for (const l of rec.pricing) w.text(l);

  if (rec.cost.length || rec.priceVerified) {
    w.subheading('Your Cost', w.textHeight(rec.cost.join(' ')));
    for (const l of rec.cost) w.text(l);
    if (rec.priceVerified) {
      if (rec.priceVerified.url) w.link(`${rec.priceVerified.text} (${rec.priceVerified.url})`, rec.priceVerified.url, { size: 9, lineHeight: 5 });
      else w.text(rec.priceVerified.text, { size: 9, color: muted, lineHeight: 5 });
    }
  }

  w.subheading('Implementation', w.textHeight(rec.implementation.join(' ')));
  for (const l of rec.implementation) w.text(l);
  if (rec.implementationRequirements.length) {
    w.ensure(PAGE.lineHeight + w.bulletsHeight(rec.implementationRequirements));
    w.text('Requirements:', { color: muted });
    w.bullets(rec.implementationRequirements);
  }

  if (rec.pros.length || rec.cons.length) w.twoLists({ title: 'Pros', items: rec.pros }, { title: 'Cons', items: rec.cons });
  if (rec.bestFor) {
    w.subheading('Best For', w.textHeight(rec.bestFor));
    w.text(rec.bestFor);
  }

  if (rec.scoreParts.length) {
    // The breakdown is short: keep it on one page.
    w.ensure(9 + (rec.scoreParts.length + 1) * (PAGE.lineHeight + 2.8));
    w.subheading('Score Breakdown');
    for (const part of rec.scoreParts) {
      w.ensure(PAGE.lineHeight + 4);
      w.style(10.5, false, ink);
      doc.text(part.label, PAGE.margin, w.y + PAGE.lineHeight * 0.7);
      // A cap is a line of its own (negative points, no maximum).
      doc.text(part.max ? `${part.points} / ${part.max}` : `${part.points}`, PAGE.width - PAGE.margin, w.y + PAGE.lineHeight * 0.7, { align: 'right' });
      w.y += PAGE.lineHeight;
      if (part.max) w.bar(part.points / part.max, w.accent, CONTENT_W, 1.8);
    }
    w.style(10.5, true, ink);
    doc.text('Match score', PAGE.margin, w.y + PAGE.lineHeight * 0.7);
    doc.text(`${rec.score}`, PAGE.width - PAGE.margin, w.y + PAGE.lineHeight * 0.7, { align: 'right' });
    w.y += PAGE.lineHeight + 1;
  }

  if (rec.requirements.length) {
    w.subheading('Requirement by Requirement', verdictHeight(w, rec.requirements[0]!));
    for (const v of rec.requirements) verdictLine(w, v);
  }
  if (rec.fit.length) {
    w.subheading('Fit', verdictHeight(w, rec.fit[0]!));
    for (const f of rec.fit) verdictLine(w, f);
  }
  if (rec.vendorQuestions.length) {
    w.subheading('Ask the Vendor', PAGE.lineHeight + w.numberedHeight(rec.vendorQuestions));
    w.text('What our research could not settle for you. Get the answers in writing before you sign.', { color: muted });
    w.numbered(rec.vendorQuestions);
  }
}

/** The scoring sheet: a scenario column, then one 1–5 column per product; the header repeats on a new page. */
function scoringSheet(w: Writer, script: ReportDemoScript) {
  const { doc } = w;
  const colW = script.products.length > 0 ? Math.min(30, 90 / script.products.length) : 30;
  const labelW = CONTENT_W - colW * script.products.length;
  const pad = 2;
  const small = (size: number, bold = false, color: Rgb = ink) => w.style(size, bold, color);
  const wrap = (text: string, width: number, size: number, bold = false) => {
    small(size, bold);
    return doc.splitTextToSize(text, width - 2 * pad) as string[];
  };
  const headNames = script.products.map((p) => wrap(p, colW, 8.5, true));
  const headH = Math.max(1, ...headNames.map((n) => n.length)) * 4.2 + 2 * pad;
  const rowLine = (y: number) => {
    doc.setDrawColor(line[0], line[1], line[2]);
    doc.setLineWidth(0.3);
    doc.line(PAGE.margin, y, PAGE.width - PAGE.margin, y);
  };
  const header = () => {
    doc.setFillColor(w.accentSoft[0], w.accentSoft[1], w.accentSoft[2]);
    doc.rect(PAGE.margin, w.y, CONTENT_W, headH, 'F');
    small(8.5, true);
    doc.text('Scenario', PAGE.margin + pad, w.y + pad + 3);
    headNames.forEach((lines, i) => {
      small(8.5, true);
      doc.text(lines, PAGE.margin + labelW + i * colW + colW / 2, w.y + pad + 3, { align: 'center', lineHeightFactor: 1.4 });
    });
    w.y += headH;
  };
  const rowHeight = (lines: readonly string[]) => Math.max(8, lines.length * 4.4 + 2 * pad);
  const row = (label: string, cells: string, bold: boolean) => {
    const lines = wrap(label, labelW, 9, bold);
    const h = rowHeight(lines);
    if (w.y + h > BOTTOM) {
      w.newPage();
      header();
    }
    small(9, bold);
    lines.forEach((l, i) => doc.text(l, PAGE.margin + pad, w.y + pad + 3 + i * 4.4));
    small(9, false, muted);
    script.products.forEach((_, i) => doc.text(cells, PAGE.margin + labelW + i * colW + colW / 2, w.y + h / 2 + 1.2, { align: 'center' }));
    w.y += h;
    rowLine(w.y);
  };
  // The header never ends a page: it moves on with the first row.
  w.ensure(headH + rowHeight(wrap(script.scenarios[0]?.row ?? '', labelW, 9)));
  header();
  for (const s of script.scenarios) row(s.row, script.scoreScale, false);
  row(script.total, '______', true);
}

function demoScriptPages(w: Writer, script: ReportDemoScript) {
  w.newPage();
  w.heading('Demo Script', { size: 16 });
  w.text(script.intro, { color: muted, after: 2 });
  const prompts = script.scenarios.map((s) => s.prompt);
  w.subheading('Scenarios to Watch', w.numberedHeight(prompts));
  w.numbered(prompts);
  if (script.askedNotShown) w.text(script.askedNotShown, { size: 9.5, color: muted, lineHeight: 5, after: 2 });
  w.subheading('Scoring Sheet', w.textHeight(script.scoringIntro) + 24);
  w.text(script.scoringIntro, { color: muted, after: 2 });
  scoringSheet(w, script);
}

function decisionPage(w: Writer, decision: NonNullable<ReportData['decision']>) {
  w.newPage();
  w.heading('Decision', { size: 16 });
  w.text('What you chose from these recommendations, why, and when to check whether it delivered.', { color: muted, after: 3 });
  for (const { label, value } of decision.rows) w.row(label, value);
}

function requirementsPages(w: Writer, data: ReportData) {
  w.newPage();
  w.heading('Requirements Analysis', { size: 16 });
  w.text('Your answers to the questionnaire, with how much each one mattered and your notes.', { color: muted, after: 3 });
  for (const r of data.requirements) {
    // Keep a question's title and answer together.
    const titleLines = w.lines(r.question, { bold: true, indent: 0 });
    w.ensure(5 + PAGE.lineHeight * titleLines.length + w.textHeight(`Answer: ${r.answer}`, { indent: 4 }));
    w.text(`Question ${r.number} · ${r.category}`, { size: 8.5, color: muted, lineHeight: 5 });
    w.text(r.question, { bold: true });
    w.text(`Answer: ${r.answer}`, { indent: 4 });
    if (r.importance) w.text(`Importance: ${r.importance}`, { indent: 4, color: muted });
    if (r.notes) w.text(`Notes: ${r.notes}`, { indent: 4, color: muted });
    w.y += 3;
  }
}

function proPage(w: Writer, data: ReportData) {
  const { pro } = data;
  const { doc } = w;
  w.newPage();
  w.text('NEXT STEP', { size: 9, bold: true, color: brand, lineHeight: 5 });
  w.text(pro.title, { size: 20, bold: true, lineHeight: 10, after: 1 });
  w.text(pro.intro, { color: muted, after: 4 });

  const boxW = (CONTENT_W - 8) / 3;
  w.ensure(24);
  pro.stats.forEach((s, i) => {
    const x = PAGE.margin + i * (boxW + 4);
    doc.setFillColor(brandSoft[0], brandSoft[1], brandSoft[2]);
    doc.setDrawColor(191, 219, 254);
    doc.setLineWidth(0.3);
    doc.roundedRect(x, w.y, boxW, 22, 2, 2, 'FD');
    w.style(18, true, brand);
    doc.text(s.value, x + boxW / 2, w.y + 10, { align: 'center' });
    w.style(9, false, muted);
    const label = doc.splitTextToSize(s.label, boxW - 4) as string[];
    doc.text(label, x + boxW / 2, w.y + 16, { align: 'center' });
  });
  w.y += 28;

  w.subheading('Why implementations fail', w.textHeight(pro.risks[0]!));
  w.text(pro.risks[0]!, { color: muted });
  w.bullets(pro.risks.slice(1));

  w.subheading('Our approach', PAGE.lineHeight + w.textHeight(pro.methodology[0]?.text ?? '', { indent: 5 }));
  pro.methodology.forEach((m, i) => {
    w.ensure(PAGE.lineHeight + w.textHeight(m.text, { indent: 5 }));
    w.text(`${i + 1}. ${m.title}`, { bold: true });
    w.text(m.text, { indent: 5, color: muted });
  });

  w.subheading('What you get', w.bulletsHeight(pro.deliverables, 2));
  w.bullets(pro.deliverables);

  w.y += 4;
  const ctaLines = w.lines(`${pro.cta} ${pro.url}`, { width: CONTENT_W - 10, bold: true });
  const boxH = ctaLines.length * PAGE.lineHeight + 8;
  w.ensure(boxH);
  doc.setFillColor(brand[0], brand[1], brand[2]);
  doc.roundedRect(PAGE.margin, w.y, CONTENT_W, boxH, 2, 2, 'F');
  w.style(10.5, true, [255, 255, 255]);
  ctaLines.forEach((l, i) => doc.text(l, PAGE.margin + 5, w.y + 4 + PAGE.lineHeight * 0.7 + i * PAGE.lineHeight));
  doc.link(PAGE.margin, w.y, CONTENT_W, boxH, { url: pro.url });
  w.y += boxH;
}

function footers(doc: jsPDF, data: ReportData) {
  const total = doc.getNumberOfPages();
  for (let page = 1; page <= total; page++) {
    doc.setPage(page);
    doc.setDrawColor(line[0], line[1], line[2]);
    doc.setLineWidth(0.2);
    doc.line(PAGE.margin, PAGE.height - 14, PAGE.width - PAGE.margin, PAGE.height - 14);
    doc.setFont(FONT, 'normal');
    doc.setFontSize(8.5);
    doc.setTextColor(muted[0], muted[1], muted[2]);
    const left = (doc.splitTextToSize(`${owner(data)}${data.projectName}`, CONTENT_W - 35) as string[])[0] ?? '';
    doc.text(left, PAGE.margin, PAGE.height - 9);
    doc.text(`Page ${page} of ${total}`, PAGE.width - PAGE.margin, PAGE.height - 9, { align: 'right' });
  }
  // Our own name on a branded report: one small line at the foot of the cover, if the owner keeps it.
  if (data.brand?.madeWith) {
    doc.setPage(1);
    doc.setFontSize(7);
    doc.text(data.brand.madeWith, PAGE.width / 2, PAGE.height - 5, { align: 'center' });
  }
}

/** Whose report it is, as the running header and footers start: the MSP's name, else ours. */
const owner = (data: ReportData) => (data.brand ? (data.brand.name ? `${data.brand.name} · ` : '') : `${data.appName} · `);

export function createReportDoc(fonts: ReportFonts): jsPDF {
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true });
  doc.addFileToVFS('DejaVuSans.ttf', fonts.regular);
  doc.addFont('DejaVuSans.ttf', FONT, 'normal');
  doc.addFileToVFS('DejaVuSans-Bold.ttf', fonts.bold);
  doc.addFont('DejaVuSans-Bold.ttf', FONT, 'bold');
  doc.setFont(FONT, 'normal');
  return doc;
}

/** Writes the whole report into `doc` (a fresh one from createReportDoc). */
export function layoutReport(doc: jsPDF, data: ReportData): jsPDF {
  const author = data.brand ? data.brand.name : data.appName;
  doc.setProperties({ title: `${data.title}: ${data.projectName}`, subject: data.title, author, creator: author });
  const w = new Writer(doc, `${owner(data)}${data.title} · ${data.projectName}`, data.brand?.accent ?? null);
  coverPage(w, data);
  data.recommendations.forEach((rec) => recommendationPage(w, rec));
  if (data.demoScript) demoScriptPages(w, data.demoScript);
  if (data.decision) decisionPage(w, data.decision);
  requirementsPages(w, data);
  // The Pro page offers our own services: not in a report an MSP hands to its client.
  if (!data.brand) proPage(w, data);
  footers(doc, data);
  return doc;
}

export function renderReportPdf(data: ReportData, fonts: ReportFonts): jsPDF {
  return layoutReport(createReportDoc(fonts), data);
}
