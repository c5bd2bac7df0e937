// A small RFC 4180 reader for tests, written apart from the app's writer so a download is read
// back independently: quoted fields (with doubled quotes, commas and line breaks), CRLF records.
// Returns the tables of a file: runs of records between empty records.

export function parseCsvRecords(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"') {
      if (field !== '') throw new Error(`quote inside an unquoted field at ${i}`);
      quoted = true;
    } else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      field = '';
      record = [];
      i++;
    } else if (ch === '\n' || ch === '\r') {
      throw new Error(`bare line break outside quotes at ${i}`);
    } else {
      field += ch;
    }
  }
  if (quoted) throw new Error('unterminated quoted field');
  if (field !== '' || record.length) throw new Error('the last record does not end in CRLF');
  return records;
}

export function parseCsvTables(text: string): string[][][] {
  const tables: string[][][] = [[]];
  for (const record of parseCsvRecords(text)) {
    if (record.length === 1 && record[0] === '') tables.push([]);
    else tables.at(-1)!.push(record);
  }
  return tables;
}
