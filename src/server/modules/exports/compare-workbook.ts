// The compare matrix as an Excel workbook (ADR 011): sheets Compare, Costs and Sources, each with
// a bold header row frozen in place, columns sized to their text and long text wrapped. Cells are
// written as plain strings and numbers, never as formulas, so no text in them can run.
import { Workbook, type Worksheet } from '@cj-tech-master/excelts';
import type { MatrixCell, MatrixTable } from '../../../shared/compare-matrix.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Widths in characters: wide enough for a short reason per line, narrow enough to see three products. */
const MIN_WIDTH = 10;
const MAX_WIDTH = 48;

function columnWidth(table: MatrixTable, column: number): number {
  const longest = Math.max(...table.map((row) => String(row[column] ?? '').length));
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
}

function addSheet(workbook: Workbook, name: string, table: MatrixTable, frozenColumns: number): Worksheet {
  // The header row stays in view while scrolling down, the row labels while scrolling across.
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', xSplit: frozenColumns, ySplit: 1 }] });
  for (const row of table) sheet.addRow(row as MatrixCell[]);
  const columns = table[0]?.length ?? 0;
  for (let c = 0; c < columns; c++) sheet.getColumn(c + 1).width = columnWidth(table, c);
  sheet.eachRow((row) => {
    row.eachCell((cell) => {
      cell.alignment = { wrapText: true, vertical: 'top' };
    });
  });
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

export async function writeCompareWorkbook(tables: { compare: MatrixTable; costs: MatrixTable; sources: MatrixTable }): Promise<Buffer> {
  const workbook = new Workbook();
  workbook.creator = 'Stackwise';
  addSheet(workbook, 'Compare', tables.compare, 2);
  addSheet(workbook, 'Costs', tables.costs, 1);
  addSheet(workbook, 'Sources', tables.sources, 0);
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data);
}
