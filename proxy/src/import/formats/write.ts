import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IMPORT_COLUMNS, type ExportFormat } from '@exam-prep/contract/admin/question-import';
import { htmlToText } from '@exam-prep/contract/html-text';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { ExportRow } from '#src/import/types.js';
import { cellsOfRow, neutraliseCell } from './columns.js';
import { encodeXlsxText } from './xlsx.js';

/**
 * Writing questions for an export, streamed row by row into `out`, which is ended when done.
 * CSV and XLSX carry every column and read back identically; Aiken carries text only: markup is dropped, an
 * image-only option is written as "[image: name]", and the subtopic, exams, explanation and images are lost.
 */
export async function writeQuestions(format: ExportFormat, rows: AsyncIterable<ExportRow>, out: Writable): Promise<void> {
  switch (format) {
    case 'csv':
      return writeCsv(rows, out);
    case 'xlsx':
      return writeXlsx(rows, out);
    case 'aiken':
      return pipeline(Readable.from(aikenText(rows)), out);
  }
}

/**
 * UTF-8 with a BOM (so Excel reads Hindi right), the header of every column, CRLF line ends. A cell a spreadsheet
 * would run as a formula is written behind an apostrophe (neutraliseCell), which the import takes off again.
 */
async function writeCsv(rows: AsyncIterable<ExportRow>, out: Writable): Promise<void> {
  const csv = stringify({ bom: true, header: true, columns: [...IMPORT_COLUMNS], record_delimiter: 'windows' });
  await pipeline(Readable.from(cellRows(rows)), csv, out);
}

async function* cellRows(rows: AsyncIterable<ExportRow>): AsyncGenerator<string[]> {
  for await (const row of rows) yield cellsOfRow(row).map(neutraliseCell);
}

/**
 * One worksheet, "Questions", written row by row. Strings go to the shared string table, as Excel writes them:
 * exceljs's streaming reader decodes entities twice in inline strings ("&amp;lt;" would come back as "<"), so only
 * the string table (held until the end) is kept in memory, not the rows.
 */
async function writeXlsx(rows: AsyncIterable<ExportRow>, out: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: false });
  const sheet = workbook.addWorksheet('Questions');
  sheet.addRow([...IMPORT_COLUMNS]).commit();
  for await (const row of rows) sheet.addRow(cellsOfRow(row).map(encodeXlsxText)).commit();
  sheet.commit();
  await workbook.commit();
}

const LETTERS = 'ABCDEF';

async function* aikenText(rows: AsyncIterable<ExportRow>): AsyncGenerator<string> {
  for await (const row of rows) {
    // A blank line would end the question early, and a line reading like "A." or "ANSWER:" would be taken as one.
    const question = plainText(row.question)
      .split('\n')
      .filter((line) => line.trim() !== '')
      .join('\n');
    const lines = [question || '(no text)'];
    row.options.forEach((option, index) => {
      const text = plainText(option.text).replace(/\s+/g, ' ').trim();
      lines.push(`${LETTERS[index]}. ${text || (option.image ? `[image: ${option.image}]` : '-')}`);
    });
    lines.push(`ANSWER: ${row.correct.toUpperCase()}`, '', '');
    yield lines.join('\n');
  }
}

/** Rich text as plain text: tags dropped, entities decoded, a line per paragraph. */
export const plainText = (html: string) => htmlToText(html, { lines: true });
