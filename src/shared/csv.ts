// CSV as RFC 4180 writes it, made for spreadsheets: fields with a comma, a quote or a line break
// are quoted (quotes doubled), records end in CRLF, and the file starts with a UTF-8 byte order
// mark so Excel reads accents as UTF-8 instead of the machine's code page.
import type { MatrixCell, MatrixTable } from './compare-matrix.js';

export const UTF8_BOM = '\uFEFF';

// A spreadsheet runs a text cell that starts with one of these as a formula (CSV injection,
// OWASP): such text gets a leading apostrophe, which spreadsheets show as plain text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text that could run as a formula, made inert. Numbers are written as numbers and never guarded. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvField(cell: MatrixCell): string {
  const text = typeof cell === 'number' ? String(cell) : guardFormula(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRecord(cells: readonly MatrixCell[]): string {
  return cells.map(csvField).join(',');
}

/** One file of several tables, each under its own header, separated by an empty record. */
export function writeCsv(tables: readonly MatrixTable[]): string {
  const records = tables.flatMap((table, i) => [...(i > 0 ? [''] : []), ...table.map(csvRecord)]);
  return `${UTF8_BOM}${records.join('\r\n')}\r\n`;
}
