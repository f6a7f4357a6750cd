import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS } from '@exam-prep/contract/admin/question-import';
import { csvCell, errorsCsv, formatBytes, importFileProblem, splitExamNames, templateCsv } from './import-file';

/** A minimal RFC 4180 reader, so the template is checked as a spreadsheet would read it. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted) {
      cell += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += char;
    }
  }
  return rows;
}

describe('templateCsv', () => {
  const text = templateCsv();
  const rows = readCsv(text.replace(/^\uFEFF/, ''));

  it('starts with a byte-order mark and holds the header, in the export order, and two example rows', () => {
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(rows[0]).toEqual([...IMPORT_COLUMNS]);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toHaveLength(IMPORT_COLUMNS.length);
  });

  it('has one example with LaTeX math and one with exams, each with a correct letter naming a filled option', () => {
    const at = (row: string[], column: string) => row[IMPORT_COLUMNS.indexOf(column as (typeof IMPORT_COLUMNS)[number])]!;
    const examples = rows.slice(1);
    expect(examples.some((row) => /\$[^$]+\$/.test(at(row, 'question')))).toBe(true);
    expect(examples.some((row) => splitExamNames(at(row, 'exams')).length > 0)).toBe(true);
    for (const row of examples) {
      const letter = at(row, 'correct').toLowerCase();
      expect(at(row, `option_${letter}`)).not.toBe('');
      expect(at(row, 'subtopic')).not.toBe('');
    }
  });
});

describe('csvCell', () => {
  it('quotes cells holding commas, quotes or line breaks, and doubles inner quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(12)).toBe('12');
  });
});

describe('errorsCsv', () => {
  it('lists line, field and message under a header', () => {
    const rows = readCsv(errorsCsv([{ line: 3, field: 'correct', message: '"G" is not an option letter (A–F)' }]).slice(1));
    expect(rows).toEqual([
      ['line', 'field', 'message'],
      ['3', 'correct', '"G" is not an option letter (A–F)'],
    ]);
  });
});

describe('importFileProblem', () => {
  it('takes the formats the import reads, whatever the case of the extension', () => {
    for (const name of ['bank.csv', 'BANK.XLSX', 'moodle.gift', 'aiken.txt', 'q.aiken', 'bundle.zip']) {
      expect(importFileProblem({ name, size: 10 })).toBe('');
    }
  });

  it('refuses no file, other formats, empty files and files past 200 MB', () => {
    expect(importFileProblem(null)).toBe('Please choose a file to import');
    expect(importFileProblem({ name: 'bank.pdf', size: 10 })).toMatch(/not a CSV, XLSX, Aiken, GIFT or ZIP file/);
    expect(importFileProblem({ name: 'bank.csv', size: 0 })).toMatch(/empty/);
    expect(importFileProblem({ name: 'bank.csv', size: 200 * 1024 * 1024 + 1 })).toBe('The file is larger than 200 MB');
    expect(importFileProblem({ name: 'bank.csv', size: 200 * 1024 * 1024 })).toBe('');
  });
});

describe('formatBytes and splitExamNames', () => {
  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
  });
  it('splits exam names on ; and drops empty parts', () => {
    expect(splitExamNames(' SSC CGL ;; IBPS PO; ')).toEqual(['SSC CGL', 'IBPS PO']);
    expect(splitExamNames('')).toEqual([]);
  });
});
