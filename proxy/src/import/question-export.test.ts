import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { IMPORT_COLUMNS, IMPORT_MESSAGES } from '@exam-prep/contract/admin/question-import';
import { testDatabase, type Stack } from '#test/helpers/stack.js';
import type { Fixtures } from '#test/helpers/fixtures.js';
import { adminClient, createAdministrator, signIn, useAdminStack, type AdminClient } from '#test/helpers/admin.js';
import { csvOf, importFile, newSubtopic, questionsOf, textRow, type Row, listed } from '#test/helpers/question-import.js';

/**
 * GET /api/questions/export streams a subtopic's or an exam's questions (or the whole bank) in the
 * import's columns, as CSV, XLSX or Aiken, and an export imports back unchanged.
 */

let stack: Stack;
let fx: Fixtures;
let api: AdminClient;
let cookie: string;
useAdminStack(async (started) => {
  ({ stack, fx, api } = started);
  // A session of its own: the export is read as bytes, beside the admin client's text.
  const admin = await createAdministrator(stack.strapi);
  cookie = await signIn(stack, admin.username, admin.password);
});

/** The export as bytes (a workbook is binary). */
async function download(query: string) {
  const response = await stack.get(`/api/questions/export?${query}`, { headers: { cookie } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const csvRecords = (bytes: Buffer): string[][] => parse(bytes, { bom: true, relax_column_count: false }) as string[][];

async function xlsxRecords(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push(IMPORT_COLUMNS.map((_column, index) => String(row.getCell(index + 1).value ?? '')));
  });
  return rows;
}

/** A subtopic filled through the import, with rich text, exams, up to six options. */
async function filledSubtopic(): Promise<{ name: string; rows: Row[] }> {
  const name = await newSubtopic(stack.strapi, fx.topics.aptitude.documentId, 'export');
  const rows = [
    textRow(name, '<p>What is <strong>10%</strong> of 90?</p>', {
      option_a: '9',
      option_b: '<em>10</em>',
      option_c: '19',
      option_d: '90',
      option_e: 'None, "quoted", of these',
      option_f: 'x<sup>2</sup>',
      correct: 'A',
      explanation: '<p>90 × 0.1 = 9</p><ul><li>line one</li></ul>',
      exams: 'IBPS PO;SSC CGL',
    }),
    textRow(name, 'Plain text, with a comma\nand a new line?', { correct: 'C', exams: '' }),
    textRow(name, 'हिंदी में प्रश्न?', { option_a: 'एक', option_b: 'दो', option_c: '', correct: 'B', exams: 'SSC CGL' }),
  ];
  const answer = await importFile(api, 'bank.csv', csvOf(rows));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { name, rows };
}

describe(`question export (${testDatabase})`, () => {
  it('exports a subtopic as CSV: UTF-8 with a BOM, the import columns, a file name', async () => {
    const { name } = await filledSubtopic();
    const { status, headers, bytes } = await download(`subtopic=${name}&format=csv`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/csv/);
    expect(headers.get('content-disposition')).toContain(`attachment; filename="questions-${name}.csv"`);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...records] = csvRecords(bytes);
    expect(header).toEqual([...IMPORT_COLUMNS]);
    expect(records).toHaveLength(3);
    const first = Object.fromEntries(IMPORT_COLUMNS.map((column, index) => [column, records[0]![index]]));
    expect(first).toMatchObject({
      subtopic: name,
      question: '<p>What is <strong>10%</strong> of 90?</p>',
      option_b: '<em>10</em>',
      option_f: 'x<sup>2</sup>',
      correct: 'A',
      explanation: '<p>90 × 0.1 = 9</p><ul><li>line one</li></ul>',
    });
    expect(
      first
        .exams!.split(';')
        .map((exam) => exam.trim())
        .sort(),
    ).toEqual(['IBPS PO', 'SSC CGL']);
    expect(records[2]![IMPORT_COLUMNS.indexOf('question')]).toBe('हिंदी में प्रश्न?');
  });

  it('exports an exam as XLSX, pictures named by their stored file', async () => {
    const { bytes, status, headers } = await download(`exam=${encodeURIComponent('IBPS PO')}&format=xlsx`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(headers.get('content-disposition')).toContain('filename="questions-IBPS-PO.xlsx"');
    const [header, ...records] = await xlsxRecords(bytes);
    expect(header).toEqual([...IMPORT_COLUMNS]);
    const column = (record: string[], name: (typeof IMPORT_COLUMNS)[number]) => record[IMPORT_COLUMNS.indexOf(name)];
    const chart = records.find((record) => column(record, 'question')!.includes('Read the chart'))!;
    expect(column(chart, 'subtopic')).toBe('percentages');
    expect(column(chart, 'question_image')).toMatch(/^sales_chart_[0-9a-f]+\.png$/);
    expect(column(chart, 'option_a_image')).toMatch(/^figure_a_[0-9a-f]+\.png$/);
    expect(column(chart, 'correct')).toBe('A');
    expect(records.some((record) => column(record, 'question')!.includes('A does a job in 10 days'))).toBe(true);
    for (const record of records)
      expect(
        column(record, 'exams')!
          .split(';')
          .map((exam) => exam.trim()),
      ).toContain('IBPS PO');
  });

  it('exports Aiken: text only', async () => {
    const { name } = await filledSubtopic();
    const { bytes, status, headers } = await download(`subtopic=${name}&format=aiken`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/plain/);
    expect(headers.get('content-disposition')).toContain(`filename="questions-${name}.txt"`);
    const text = bytes.toString('utf8');
    expect(text).toContain('What is 10% of 90?\nA. 9\nB. 10\n');
    expect(text).toContain('ANSWER: A');
    expect(text).not.toContain('<strong>');
  });

  it('exports the whole bank without a subtopic or exam', async () => {
    const { status, headers, bytes } = await download('format=csv');
    expect(status).toBe(200);
    expect(headers.get('content-disposition')).toContain('filename="questions-all.csv"');
    const [, ...records] = csvRecords(bytes);
    expect(records).toHaveLength(await stack.strapi.documents('api::question.question').count({}));
    expect(new Set(records.map((record) => record[0])).size).toBeGreaterThan(2);
  });

  it('refuses an unknown subtopic (404), an odd format (400) and a visitor without a session (401)', async () => {
    const unknown = await api.get('/api/questions/export?subtopic=no-such-subtopic');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: IMPORT_MESSAGES.unknownExportName('subtopic', 'no-such-subtopic') });
    expect((await api.get('/api/questions/export?format=pdf')).status).toBe(400);
    expect((await adminClient(stack, undefined).get('/api/questions/export?format=csv')).status).toBe(401);
  });
});

describe(`export with an ended or forged session (${testDatabase})`, () => {
  it.each(['csv', 'xlsx', 'aiken'] as const)('%s: 401 JSON before any byte of the file', async (format) => {
    const admin = await createAdministrator(stack.strapi);
    const ended = await signIn(stack, admin.username, admin.password);
    expect((await stack.get('/api/auth/logout', { method: 'POST', headers: { cookie: ended } })).status).toBe(200);
    const [, header, payload] = ended.split('~')[0]!.split('=')[1]!.split('.');
    const forged = `examprep_session=${header}.${payload}.${'A'.repeat(43)}~${header}.${payload}.${'B'.repeat(43)}`;
    for (const session of [ended, forged]) {
      const response = await stack.get(`/api/questions/export?format=${format}`, { headers: { cookie: session } });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('content-disposition')).toBeNull();
      expect(Object.keys((await response.json()) as object)).toEqual(['message']);
    }
  });
});

describe(`export → import round trip (${testDatabase})`, () => {
  /** Empties a subtopic through the admin API. */
  async function emptySubtopic(name: string) {
    for (const record of await questionsOf(api, name)) {
      expect((await api.delete(`/api/questions/delete/${record.question._id}`)).status).toBe(200);
    }
    expect(await questionsOf(api, name)).toEqual([]);
  }
  const stored = async (name: string) =>
    (await questionsOf(api, name)).map(({ question, options }) => ({
      question: { ...question, _id: undefined, exam_ids: [...question.exam_ids].sort() },
      options: options.map((option) => ({ ...option, _id: undefined })),
    }));

  it.each(['csv', 'xlsx'] as const)(
    '%s: export, empty the subtopic, import the export: the same questions, the same file',
    async (format) => {
      const { name } = await filledSubtopic();
      const before = await stored(name);
      const first = await download(`subtopic=${name}&format=${format}`);
      expect(first.status).toBe(200);

      await emptySubtopic(name);
      const imported = await importFile(api, `export.${format}`, first.bytes);
      expect(imported.status, JSON.stringify(imported.body)).toBe(200);
      expect(imported.body).toEqual({ created: 3, skipped: 0, ...listed([]) });

      expect(await stored(name)).toEqual(before);
      const second = await download(`subtopic=${name}&format=${format}`);
      if (format === 'csv') expect(second.bytes.equals(first.bytes)).toBe(true);
      else expect(await xlsxRecords(second.bytes)).toEqual(await xlsxRecords(first.bytes));
    },
  );

  it('csv: cells a spreadsheet would run as formulas are written behind an apostrophe, and import back byte for byte', async () => {
    const name = await newSubtopic(stack.strapi, fx.topics.aptitude.documentId, 'formulas');
    const rows = [
      textRow(name, '=HYPERLINK("http://evil.example","Click")', { option_a: '+1', option_b: '-5', option_c: '@SUM(A1)', correct: 'B' }),
      // In a CSV, an apostrophe before = + - @ is the guard's and is taken off: these store "'=Already…" and "''-twice".
      textRow(name, "''=Already quoted?", { option_a: "'''-twice", option_b: "'plain", option_c: '', explanation: "=cmd|' /C calc'!A0" }),
      { ...textRow(name, 'Held, plain?'), held_for_tests: 'true' } as Row,
    ];
    const answer = await importFile(api, 'bank.csv', csvOf(rows));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const before = await stored(name);
    const first = await download(`subtopic=${name}&format=csv`);
    const [header, ...records] = csvRecords(first.bytes);
    const cell = (record: string[], column: (typeof IMPORT_COLUMNS)[number]) => record[header!.indexOf(column)];
    const byQuestion = (start: string) => records.find((record) => cell(record, 'question')!.includes(start))!;
    const hyperlink = byQuestion('HYPERLINK');
    expect(cell(hyperlink, 'question')!.startsWith("'=HYPERLINK(")).toBe(true);
    expect([cell(hyperlink, 'option_a'), cell(hyperlink, 'option_b'), cell(hyperlink, 'option_c')]).toEqual(["'+1", "'-5", "'@SUM(A1)"]);
    const quoted = byQuestion('Already quoted');
    expect(cell(quoted, 'question')!.startsWith("''=")).toBe(true);
    expect([cell(quoted, 'option_a'), cell(quoted, 'option_b'), cell(quoted, 'explanation')]).toEqual([
      "'''-twice",
      "'plain",
      "'=cmd|' /C calc'!A0",
    ]);
    expect(records.map((record) => cell(record, 'held_for_tests')).sort()).toEqual(['false', 'false', 'true']);
    // No cell of the file starts with what a spreadsheet runs.
    for (const record of records) for (const value of record) expect(value).not.toMatch(/^[=+\-@\t\r]/);

    await emptySubtopic(name);
    expect((await importFile(api, 'export.csv', first.bytes)).status).toBe(200);
    expect(await stored(name)).toEqual(before);
    const second = await download(`subtopic=${name}&format=csv`);
    expect(second.bytes.toString('utf8')).toBe(first.bytes.toString('utf8'));
  });

  it('importing an export again over its own subtopic reports every row as a duplicate', async () => {
    const { name } = await filledSubtopic();
    const exported = await download(`subtopic=${name}&format=csv`);
    const again = await importFile(api, 'export.csv', exported.bytes, { dry_run: 'true' });
    expect(again.body).toEqual({
      valid: 0,
      ...listed([2, 3, 5].map((line) => ({ line, field: 'question', message: IMPORT_MESSAGES.duplicateExisting }))),
    });
  });
});
