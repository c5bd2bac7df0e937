// The compare-matrix downloads through the real app (issue 18, point 4): both files are read
// back, the CSV by a parser of the test's own and the workbook by the library that wrote it, and
// checked cell by cell against the project's recommendations as the API returns them.
import { Workbook, ValueType, type Worksheet } from '@cj-tech-master/excelts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../helpers/auth.js';
import { parseCsvTables } from '../helpers/parse-csv.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { loadCatalog } from '../../src/server/catalog/catalog.js';
import { recommendations } from '../../src/server/db/tables/projects.js';
import { generateProjectQuestions, generateProjectRecommendations } from '../../src/server/modules/engine/engine.service.js';
import type { Project } from '../../src/shared/projects.js';
import type { Question } from '../../src/shared/questions.js';
import { verdictLabels, type Recommendation } from '../../src/shared/recommendations.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PROJECT_NAME = 'Zoë "Łódź" / Müller & Söhne\\=1';
const FORMULA = '=HYPERLINK("http://evil.example","click")';
const AWKWARD = 'Fits, "mostly"\nfor teams of 1–500';

let t: TestApp;
let owner: SignedInUser;
let stranger: SignedInUser;
let project: Project;
let empty: Project;
let recs: Recommendation[];
const catalog = loadCatalog();

async function createProject(user: SignedInUser, name: string): Promise<Project> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: user.headers,
    payload: { name, country: 'DE', industry: 'manufacturing', employeeCount: '51-200', softwareCategory: 'crm', affectedTeams: ['Sales'], businessNeeds: 'One pipeline for our reps.' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json<Project>();
  await generateProjectQuestions({ db: t.database.db, catalog, projectId: created.id });
  return created;
}

beforeAll(async () => {
  t = await createTestApp({ FREE_CREDITS_ON_SIGNUP: '3' });
  owner = await createSignedInUser(t);
  stranger = await createSignedInUser(t);
  project = await createProject(owner, PROJECT_NAME);
  empty = await createProject(owner, 'Not analysed yet');
  const questions = (await t.app.inject({ url: `/api/projects/${project.id}/questions`, headers: owner.headers })).json<Question[]>();
  for (const [i, q] of questions.entries()) {
    const payload = { projectId: project.id, questionId: q.id, selectedOption: q.options[0]!.value, importance: i % 2 === 0 ? 'must-have' : 'nice-to-have' };
    const res = await t.app.inject({ method: 'POST', url: '/api/answers', headers: owner.headers, payload });
    expect(res.statusCode, res.body).toBe(200);
  }
  expect((await t.app.inject({ method: 'POST', url: `/api/projects/${project.id}/complete`, headers: owner.headers })).statusCode).toBe(200);
  await generateProjectRecommendations({ db: t.database.db, catalog, projectId: project.id });

  // Text a spreadsheet would run or split: a requirement's label (the first cell of its row, in
  // every product's analysis alike) and the first product's size-fit reason.
  const rows = await t.database.db.select().from(recommendations).where(eq(recommendations.projectId, project.id)).orderBy(recommendations.rank);
  const key = rows[0]!.analysis.requirements[0]!.key;
  for (const [i, row] of rows.entries()) {
    const analysis = structuredClone(row.analysis);
    for (const r of analysis.requirements) if (r.key === key) r.label = FORMULA;
    if (i === 0) analysis.fit.size.reason = AWKWARD;
    await t.database.db.update(recommendations).set({ analysis }).where(eq(recommendations.id, row.id));
  }

  recs = (await t.app.inject({ url: `/api/projects/${project.id}/recommendations`, headers: owner.headers })).json<Recommendation[]>();
  expect(recs.length).toBeGreaterThanOrEqual(2);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const cellText = (verdict: keyof typeof verdictLabels, reason: string) => (reason.trim() ? `${verdictLabels[verdict]} — ${reason.trim()}` : verdictLabels[verdict]);
const spreadsheetGuard = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

/** What the Compare table must say, worked out here from the API's recommendations. */
function expectedCompare(): { header: string[]; rows: Map<string, { importance: string; cells: string[] }> } {
  const rows = new Map<string, { importance: string; cells: string[] }>();
  recs.forEach((rec, col) => {
    for (const r of rec.analysis.requirements) {
      const row = rows.get(r.label) ?? { importance: 'Nice-to-have', cells: recs.map(() => 'Not assessed') };
      if (r.importance === 'must-have') row.importance = 'Must-have';
      row.cells[col] = cellText(r.verdict, r.reason);
      rows.set(r.label, row);
    }
  });
  rows.set('Company size', { importance: 'Fit', cells: recs.map((r) => cellText(r.analysis.fit.size.verdict, r.analysis.fit.size.reason)) });
  rows.set('Industry', { importance: 'Fit', cells: recs.map((r) => cellText(r.analysis.fit.industry.verdict, r.analysis.fit.industry.reason)) });
  return { header: ['Requirement', 'Importance', ...recs.map((r) => r.softwareName)], rows };
}

/** The Compare table read back (as text) against the expectation, row by row and cell by cell. */
function checkCompare(table: string[][], guard: (s: string) => string) {
  const want = expectedCompare();
  expect(table[0]).toEqual(want.header.map(guard));
  const body = table.slice(1);
  const wanted = new Map([...want.rows].map(([label, row]) => [guard(label), row]));
  expect(body.map((r) => r[0])).toEqual(expect.arrayContaining([...wanted.keys()]));
  expect(body).toHaveLength(wanted.size);
  for (const row of body) {
    const expected = wanted.get(row[0]!)!;
    expect(row, row[0]).toEqual([row[0], expected.importance, ...expected.cells.map(guard)]);
  }
  // Must-haves, then nice-to-haves, then the two fit rows.
  const order = body.map((r) => r[1]);
  expect(order).toEqual([...order].sort((a, b) => ['Must-have', 'Nice-to-have', 'Fit'].indexOf(a!) - ['Must-have', 'Nice-to-have', 'Fit'].indexOf(b!)));
  expect(order.slice(-2)).toEqual(['Fit', 'Fit']);
  expect(order).toContain('Must-have');
  expect(order).toContain('Nice-to-have');
}

const money = (n: number) => Math.round(n * 100) / 100;

function expectedCosts(): Map<string, (string | number)[]> {
  const c = recs.map((r) => r.analysis.cost);
  const por = 'Price on request';
  return new Map<string, (string | number)[]>([
    ['Plan', c.map((x) => x.planName ?? por)],
    ['Priced for', c.map((x) => x.seatBasis)],
    ['Per month', c.map((x) => (x.monthly === null ? por : money(x.monthly)))],
    ['Implementation (low)', c.map((x) => money(x.implementationLow))],
    ['Implementation (high)', c.map((x) => money(x.implementationHigh))],
    ['3-year total', c.map((x) => (x.threeYearTotal === null ? por : money(x.threeYearTotal)))],
    ['Currency', c.map((x) => x.currency)],
    ['Price date', c.map((x) => x.priceAsOf ?? '')],
    ['Price source', c.map((x) => x.priceSource ?? x.pricingUrl ?? '')],
    ['Note', c.map((x) => x.note)],
  ]);
}

const expectedSources = () => recs.flatMap((r) => r.analysis.sources.map((s) => [r.softwareName, s.label, s.url, s.asOf]));

describe('GET /api/projects/:id/export.csv', () => {
  let res: Awaited<ReturnType<TestApp['app']['inject']>>;
  let tables: string[][][];
  beforeAll(async () => {
    res = await t.app.inject({ url: `/api/projects/${project.id}/export.csv`, headers: owner.headers });
    tables = parseCsvTables(res.rawPayload.toString('utf8').replace(/^\uFEFF/, ''));
  });

  it('is a UTF-8 CSV download with a byte order mark and a safe file name', () => {
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="stackwise-compare-zoe-odz-muller-sohne-1.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.rawPayload.toString('utf8')).toMatch(/\r\n$/);
  });

  it('holds three tables: Compare, Costs and Sources', () => {
    expect(tables).toHaveLength(3);
    expect(tables.map((x) => x[0]![0])).toEqual(['Requirement', 'Cost', 'Product']);
  });

  it('says in every Compare cell what the recommendations say, with formulas made inert', () => {
    checkCompare(tables[0]!, spreadsheetGuard);
    expect(tables[0]!.find((r) => r[0] === 'Company size')![2]).toBe(`${verdictLabels[recs[0]!.analysis.fit.size.verdict]} — ${AWKWARD}`);
  });

  it('has the costs of every product, amounts as plain numbers', () => {
    const costs = tables[1]!;
    expect(costs[0]).toEqual(['Cost', ...recs.map((r) => r.softwareName)]);
    for (const [label, cells] of expectedCosts()) {
      expect(costs.find((r) => r[0] === label), label).toEqual([label, ...cells.map(String)]);
    }
    expect(costs.find((r) => r[0] === 'Price basis')).toHaveLength(recs.length + 1);
  });

  it('lists every dated source', () => {
    expect(tables[2]).toEqual([['Product', 'Fact', 'URL', 'Date'], ...expectedSources()]);
    expect(tables[2]!.length).toBeGreaterThan(recs.length);
  });
});

describe('the injection guard, end to end', () => {
  it('a cell that starts with "=" reaches the CSV behind an apostrophe, and the workbook as plain text', async () => {
    const csv = await t.app.inject({ url: `/api/projects/${project.id}/export.csv`, headers: owner.headers });
    const compare = parseCsvTables(csv.body.replace(/^\uFEFF/, ''))[0]!;
    expect(compare.map((r) => r[0])).toContain(`'${FORMULA}`);
    expect(compare.map((r) => r[0])).not.toContain(FORMULA);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);

    const xlsx = await t.app.inject({ url: `/api/projects/${project.id}/export.xlsx`, headers: owner.headers });
    const workbook = new Workbook();
    await workbook.xlsx.load(xlsx.rawPayload);
    const cells: { value: unknown; type: ValueType; formula: unknown }[] = [];
    workbook.getWorksheet('Compare')!.getColumn(1).eachCell((cell) => cells.push({ value: cell.value, type: cell.type, formula: cell.formula }));
    const hostile = cells.find((c) => c.value === FORMULA)!;
    expect(hostile).toBeDefined();
    expect(hostile.formula).toBeFalsy();
    expect([ValueType.String, ValueType.SharedString]).toContain(hostile.type);
  });
});

describe('GET /api/projects/:id/export.xlsx', () => {
  let res: Awaited<ReturnType<TestApp['app']['inject']>>;
  let workbook: Workbook;
  beforeAll(async () => {
    res = await t.app.inject({ url: `/api/projects/${project.id}/export.xlsx`, headers: owner.headers });
    workbook = new Workbook();
    await workbook.xlsx.load(res.rawPayload);
  });

  const rowsOf = (sheet: Worksheet): (string | number)[][] => {
    const rows: (string | number)[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      const values: (string | number)[] = [];
      for (let c = 1; c <= sheet.columnCount; c++) {
        const v = row.getCell(c).value;
        values.push(typeof v === 'number' ? v : v === null || v === undefined ? '' : String(v));
      }
      rows.push(values);
    });
    return rows;
  };

  it('is an Excel download with a safe file name', () => {
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toBe('attachment; filename="stackwise-compare-zoe-odz-muller-sohne-1.xlsx"');
    // A zip archive.
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('has the sheets Compare, Costs and Sources, each with a bold, frozen header row and wrapped text', () => {
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Compare', 'Costs', 'Sources']);
    for (const sheet of workbook.worksheets) {
      expect(sheet.views[0], sheet.name).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.getRow(1).getCell(1).font?.bold, sheet.name).toBe(true);
      expect(sheet.getRow(2).getCell(1).alignment?.wrapText, sheet.name).toBe(true);
      for (let c = 1; c <= sheet.columnCount; c++) {
        const width = sheet.getColumn(c).width ?? 0;
        expect(width, `${sheet.name} column ${c}`).toBeGreaterThanOrEqual(10);
        expect(width, `${sheet.name} column ${c}`).toBeLessThanOrEqual(48);
      }
    }
  });

  it('says in every Compare cell what the recommendations say; text stays text, never a formula', () => {
    const sheet = workbook.getWorksheet('Compare')!;
    checkCompare(rowsOf(sheet) as string[][], (s) => s);
    sheet.eachRow((row) => row.eachCell((cell) => expect([ValueType.String, ValueType.SharedString]).toContain(cell.type)));
    expect(rowsOf(sheet).find((r) => r[0] === 'Company size')![2]).toBe(`${verdictLabels[recs[0]!.analysis.fit.size.verdict]} — ${AWKWARD}`);
  });

  it('has the costs of every product, amounts as numbers', () => {
    const costs = rowsOf(workbook.getWorksheet('Costs')!);
    expect(costs[0]).toEqual(['Cost', ...recs.map((r) => r.softwareName)]);
    for (const [label, cells] of expectedCosts()) expect(costs.find((r) => r[0] === label), label).toEqual([label, ...cells]);
    const perMonth = workbook.getWorksheet('Costs')!.getRow(costs.findIndex((r) => r[0] === 'Per month') + 1);
    recs.forEach((r, i) => {
      if (r.analysis.cost.monthly !== null) expect(perMonth.getCell(i + 2).type).toBe(ValueType.Number);
    });
  });

  it('lists every dated source', () => {
    expect(rowsOf(workbook.getWorksheet('Sources')!)).toEqual([['Product', 'Fact', 'URL', 'Date'], ...expectedSources()]);
  });
});

describe('who may download', () => {
  for (const ext of ['csv', 'xlsx']) {
    it(`${ext}: another user gets a 404 JSON without a byte of the project`, async () => {
      const res = await t.app.inject({ url: `/api/projects/${project.id}/export.${ext}`, headers: stranger.headers });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json<{ message: string }>().message).toBeTruthy();
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.body).not.toContain(recs[0]!.softwareName);
    });

    it(`${ext}: signed out is a 401, a missing or malformed id a 404`, async () => {
      expect((await t.app.inject({ url: `/api/projects/${project.id}/export.${ext}` })).statusCode).toBe(401);
      expect((await t.app.inject({ url: `/api/projects/99999999/export.${ext}`, headers: owner.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/api/projects/abc/export.${ext}`, headers: owner.headers })).statusCode).toBe(404);
    });

    it(`${ext}: a project without recommendations has nothing to export (409 JSON)`, async () => {
      const res = await t.app.inject({ url: `/api/projects/${empty.id}/export.${ext}`, headers: owner.headers });
      expect(res.statusCode).toBe(409);
      expect(res.json<{ message: string }>().message).toMatch(/no recommendations/i);
    });
  }
});
