import { describe, expect, it } from 'vitest';
import { csvField, csvRecord, guardFormula, UTF8_BOM, writeCsv } from './csv.js';

describe('csvField', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvField('Met — Included on every plan')).toBe('Met — Included on every plan');
    expect(csvField(1150.5)).toBe('1150.5');
    expect(csvField('')).toBe('');
  });

  it('quotes a field with a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvField('Pipelines, quotes')).toBe('"Pipelines, quotes"');
    expect(csvField('The "Pro" plan')).toBe('"The ""Pro"" plan"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
  });
});

describe('formula injection guard', () => {
  it.each(['=HYPERLINK("http://evil.example","x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('prefixes %j with an apostrophe', (text) => {
    expect(guardFormula(text)).toBe(`'${text}`);
    expect(csvField(text).replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('leaves text that only contains those characters later alone', () => {
    expect(guardFormula('Price = list price')).toBe('Price = list price');
    expect(guardFormula('e-mail')).toBe('e-mail');
  });

  it('never guards numbers, which a spreadsheet reads as numbers', () => {
    expect(csvField(-5)).toBe('-5');
  });

  it('guards and then quotes a dangerous field with a comma', () => {
    expect(csvField('=1,2')).toBe(`"'=1,2"`);
  });
});

describe('writeCsv', () => {
  const csv = writeCsv([
    [
      ['Requirement', 'Importance', 'Zoë CRM'],
      ['Quotes, in EUR', 'Must-have', 'Met — "Pro" plan'],
    ],
    [['Cost', 'Zoë CRM'], ['Per month', 1150]],
  ]);

  it('starts with a UTF-8 byte order mark and keeps accents', () => {
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(csv).toContain('Zoë CRM');
  });

  it('ends every record with CRLF and separates tables with an empty record', () => {
    expect(csv.slice(1)).toBe(
      'Requirement,Importance,Zoë CRM\r\n"Quotes, in EUR",Must-have,"Met — ""Pro"" plan"\r\n\r\nCost,Zoë CRM\r\nPer month,1150\r\n',
    );
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('writes a record as its fields joined by commas', () => {
    expect(csvRecord(['a', 1, 'b c'])).toBe('a,1,b c');
  });
});
