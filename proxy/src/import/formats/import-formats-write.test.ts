import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IMPORT_COLUMNS } from '@exam-prep/contract/admin/question-import';
import { describe, expect, it } from 'vitest';
import { plainText, writeQuestions } from '#src/import/formats/write.js';
import type { ExportRow, RawImportRow } from '#src/import/types.js';
import { allRows, open, tempDir } from './test-helpers.js';

/** The export writers, and what they write read back by the import readers. */

const HINDI = 'यदि किसी संख्या का 25% 75 है, तो वह संख्या क्या है?';

const ROWS: ExportRow[] = [
  {
    subtopic: 'Percentages',
    question: `<p>${HINDI}</p>`,
    options: [
      { text: '300', image: '' },
      { text: '<b>250</b>', image: '' },
      { text: '', image: 'option-c.png' },
      { text: '3,000', image: 'both.png' },
    ],
    correct: 'A',
    explanation: '<p>25% × 300 = 75, so "300".</p>\n<p>Second paragraph, with a comma.</p>',
    exams: ['SSC CGL', 'बैंक PO'],
    questionImage: 'question-1.png',
    heldForTests: 'true',
  },
  {
    subtopic: 'Fractions',
    question: 'What is $\\frac{1}{2}$ + $\\frac{1}{4}$?\nLine two;  "quoted" , and\r\nCRLF',
    options: [
      { text: '$\\frac{3}{4}$', image: '' },
      { text: ' leading and trailing spaces ', image: '' },
      { text: '=SUM(A1:A2)', image: '' },
      { text: '+1', image: '' },
      { text: '-1', image: '' },
      { text: '0.10', image: '' },
    ],
    correct: 'a',
    explanation: 'x &lt; y &amp;&amp; z &quot;q&quot; _x000D_ literal, tab\tend',
    exams: [],
    questionImage: '',
    heldForTests: 'false',
  },
];

async function writeToFile(format: 'csv' | 'xlsx' | 'aiken', rows: ExportRow[], name: string): Promise<string> {
  const path = join(await tempDir(), name);
  async function* stream() {
    yield* rows;
  }
  await writeQuestions(format, stream(), createWriteStream(path));
  return path;
}

function withoutLines(rows: RawImportRow[]): ExportRow[] {
  return rows.map(({ line: _line, ...row }) => row);
}

describe('CSV export', () => {
  it('writes UTF-8 with a BOM, the header of every column and CRLF line ends', async () => {
    const path = await writeToFile('csv', ROWS.slice(0, 1), 'export.csv');
    const bytes = await readFile(path);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith(`${IMPORT_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(text).toContain(HINDI);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('reads back identically: commas, quotes, newlines, HTML, Hindi and LaTeX', async () => {
    const path = await writeToFile('csv', ROWS, 'export.csv');
    const rows = await allRows(await open(path));
    expect(withoutLines(rows)).toEqual(ROWS);
    // The first record's explanation spans two lines.
    expect(rows.map((row) => row.line)).toEqual([2, 4]);
  });
});

describe('XLSX export', () => {
  it('reads back identically: commas, quotes, newlines, HTML, Hindi and LaTeX', async () => {
    const path = await writeToFile('xlsx', ROWS, 'export.xlsx');
    const source = await open(path);
    expect(source.format).toBe('xlsx');
    const rows = await allRows(source);
    expect(withoutLines(rows)).toEqual(ROWS);
    expect(rows.map((row) => row.line)).toEqual([2, 3]);
  });

  it('writes and reads 10,000 rows', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({ ...ROWS[1], question: `Question ${index + 1}` }));
    const rows = await allRows(await open(await writeToFile('xlsx', many, 'many.xlsx')));
    expect(rows).toHaveLength(10_000);
    expect(rows[9_999]).toMatchObject({ line: 10_001, question: 'Question 10000' });
  });
});

describe('Aiken export', () => {
  it('reads back identically for plain text options', async () => {
    const plain: ExportRow[] = [
      {
        subtopic: '',
        question: 'What is 2 + 2?',
        options: [
          { text: '3', image: '' },
          { text: '4', image: '' },
        ],
        correct: 'B',
        explanation: '',
        exams: [],
        questionImage: '',
        heldForTests: '',
      },
      {
        subtopic: '',
        question: `${HINDI}\nदूसरी पंक्ति`,
        options: [
          { text: '300', image: '' },
          { text: '$\\frac{1}{2}$', image: '' },
          { text: 'कोई नहीं', image: '' },
        ],
        correct: 'C',
        explanation: '',
        exams: [],
        questionImage: '',
        heldForTests: '',
      },
    ];
    const path = await writeToFile('aiken', plain, 'export.txt');
    const source = await open(path);
    expect(source.format).toBe('aiken');
    const rows = await allRows(source);
    expect(withoutLines(rows)).toEqual(plain);
    expect(rows.map((row) => row.line)).toEqual([1, 6]);
  });

  it('drops markup and fields Aiken cannot carry, and names image-only options', async () => {
    const path = await writeToFile('aiken', ROWS.slice(0, 1), 'export.txt');
    expect(await readFile(path, 'utf8')).toBe(`${HINDI}\nA. 300\nB. 250\nC. [image: option-c.png]\nD. 3,000\nANSWER: A\n\n`);
  });

  it('turns rich text into plain lines', () => {
    expect(plainText('<p>One &amp; <b>two</b></p><p>three&nbsp; four</p><ul><li>x</li></ul>')).toBe('One & two\nthree four\nx');
  });
});
