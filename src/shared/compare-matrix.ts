// The compare matrix of a project's recommendations (issue 18, point 4): one row per requirement,
// one column per recommended product, each cell the verdict and its reason; cost rows; and the
// dated sources behind them. Built once here and written as CSV and as an Excel workbook, so both
// files say exactly what the results page says.
import type { CostEstimate, Recommendation, Verdict } from './recommendations.js';
import { verdictLabels } from './recommendations.js';
import { audiencePriceTag, audienceWords } from './wording.js';

/** A spreadsheet cell: amounts stay numbers so a spreadsheet can add them up. */
export type MatrixCell = string | number;
/** A table with its header as the first row. */
export type MatrixTable = MatrixCell[][];

export type RequirementGroup = 'Must-have' | 'Nice-to-have' | 'Fit';

export type CompareMatrix = {
  products: string[];
  requirements: { label: string; group: RequirementGroup; cells: string[] }[];
  costs: { label: string; cells: MatrixCell[] }[];
  sources: { product: string; fact: string; url: string; date: string }[];
};

export const PRICE_ON_REQUEST = 'Price on request';
export const NOT_ASSESSED = 'Not assessed';

/** "Met — Included on every plan.": the verdict as the results page words it, then its reason. */
export function verdictCell(verdict: Verdict, reason: string): string {
  const label = verdictLabels[verdict];
  return reason.trim() ? `${label} — ${reason.trim()}` : label;
}

/** Cents at most: the money in the files is the money on screen, without float noise. */
const money = (n: number) => Math.round(n * 100) / 100;

function requirementRows(recs: readonly Recommendation[]): CompareMatrix['requirements'] {
  const rows = new Map<string, { label: string; mustHave: boolean; cells: string[] }>();
  recs.forEach((rec, column) => {
    for (const r of rec.analysis.requirements) {
      let row = rows.get(r.key);
      if (!row) {
        row = { label: r.label, mustHave: false, cells: recs.map(() => NOT_ASSESSED) };
        rows.set(r.key, row);
      }
      // A requirement is a must-have for the buyer if any product was judged on it as one.
      if (r.importance === 'must-have') row.mustHave = true;
      row.cells[column] = verdictCell(r.verdict, r.reason);
    }
  });
  const list = [...rows.values()];
  const as = (group: RequirementGroup) => (r: (typeof list)[number]) => ({ label: r.label, group, cells: r.cells });
  return [
    ...list.filter((r) => r.mustHave).map(as('Must-have')),
    ...list.filter((r) => !r.mustHave).map(as('Nice-to-have')),
    { label: 'Company size', group: 'Fit', cells: recs.map((r) => verdictCell(r.analysis.fit.size.verdict, r.analysis.fit.size.reason)) },
    { label: 'Industry', group: 'Fit', cells: recs.map((r) => verdictCell(r.analysis.fit.industry.verdict, r.analysis.fit.industry.reason)) },
  ];
}

function priceBasis(cost: CostEstimate): string {
  const c = cost.converted;
  // An entry price is a floor: the figures above are "from" figures.
  const from =
    cost.monthly === null
      ? ''
      : cost.priceFrom
        ? "; the vendor's entry price (from): the price at your volume is not published"
        : cost.priceAtMost
          ? '; at most: the price of the next tier on record above your volume; the price at your volume is not on record'
          : '';
  if (!c) return cost.monthly === null ? PRICE_ON_REQUEST : `${cost.audiencePrice ? audiencePriceTag(cost.audiencePrice) : 'List price'} in ${cost.currency}${from}`;
  return `Converted from the ${c.region} ${cost.audiencePrice ? audienceWords[cost.audiencePrice].price : 'list price'} of ${money(c.listMonthly)} ${c.fromCurrency} a month at our rates of ${c.rateDate}${from}`;
}

function costRows(recs: readonly Recommendation[]): CompareMatrix['costs'] {
  const row = (label: string, cell: (c: CostEstimate) => MatrixCell) => ({ label, cells: recs.map((r) => cell(r.analysis.cost)) });
  return [
    row('Plan', (c) => c.planName ?? PRICE_ON_REQUEST),
    row('Priced for', (c) => c.seatBasis),
    row('Per month', (c) => (c.monthly === null ? PRICE_ON_REQUEST : money(c.monthly))),
    row('Implementation (low)', (c) => money(c.implementationLow)),
    row('Implementation (high)', (c) => money(c.implementationHigh)),
    row('3-year total', (c) => (c.threeYearTotal === null ? PRICE_ON_REQUEST : money(c.threeYearTotal))),
    row('Currency', (c) => c.currency),
    row('Price basis', priceBasis),
    row('Price date', (c) => c.priceAsOf ?? ''),
    row('Price source', (c) => c.priceSource ?? c.pricingUrl ?? ''),
    row('Price read by', (c) => (c.priceAsOf ? (c.priceReported ? 'a third party (confirm with the vendor)' : 'us, on the vendor’s page') : '')),
    row('Note', (c) => c.note),
  ];
}

/** The matrix of the recommendations in the order given (the results page's: highest score first). */
export function buildCompareMatrix(recs: readonly Recommendation[]): CompareMatrix {
  return {
    products: recs.map((r) => r.softwareName),
    requirements: requirementRows(recs),
    costs: costRows(recs),
    sources: recs.flatMap((r) => r.analysis.sources.map((s) => ({ product: r.softwareName, fact: s.label, url: s.url, date: s.asOf }))),
  };
}

/** The three tables both files hold: the Compare sheet, the Costs sheet and the Sources sheet. */
export function matrixTables(m: CompareMatrix): { compare: MatrixTable; costs: MatrixTable; sources: MatrixTable } {
  return {
    compare: [['Requirement', 'Importance', ...m.products], ...m.requirements.map((r) => [r.label, r.group, ...r.cells])],
    costs: [['Cost', ...m.products], ...m.costs.map((r) => [r.label, ...r.cells])],
    sources: [['Product', 'Fact', 'URL', 'Date'], ...m.sources.map((s) => [s.product, s.fact, s.url, s.date])],
  };
}
