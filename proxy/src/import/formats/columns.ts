import { IMPORT_COLUMNS, REQUIRED_IMPORT_COLUMNS, type ImportColumn } from '@exam-prep/contract/admin/question-import';
import { ImportFileError, type RawImportRow } from '#src/import/types.js';

/** The sheet columns of CSV and XLSX files: header checks and a record's cells → RawImportRow. */

const OPTION_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
const KNOWN = new Set<string>(IMPORT_COLUMNS);

/** Column name → its index in a record. */
export type ColumnMap = Map<ImportColumn, number>;

/** Read the header record (names trimmed, case-insensitive; empty header cells ignored). */
export function columnMap(header: string[]): ColumnMap {
  const map: ColumnMap = new Map();
  const unknown: string[] = [];
  const repeated: string[] = [];
  header.forEach((cell, index) => {
    const name = cell
      .replace(/^\uFEFF/, '')
      .trim()
      .toLowerCase();
    if (name === '') return;
    if (!KNOWN.has(name)) unknown.push(cell.trim());
    else if (map.has(name as ImportColumn)) repeated.push(name);
    else map.set(name as ImportColumn, index);
  });
  if (map.size === 0) throw missingColumns([...REQUIRED_IMPORT_COLUMNS], ' (the first line must be the header)');
  if (unknown.length > 0) {
    throw new ImportFileError(
      `Unknown column${unknown.length > 1 ? 's' : ''} in the header: ${unknown.join(', ')}. The columns are: ${IMPORT_COLUMNS.join(', ')}`,
    );
  }
  if (repeated.length > 0) throw new ImportFileError(`Column repeated in the header: ${repeated.join(', ')}`);
  const missing = REQUIRED_IMPORT_COLUMNS.filter((name) => !map.has(name));
  if (missing.length > 0) throw missingColumns(missing, '');
  return map;
}

function missingColumns(missing: string[], hint: string): ImportFileError {
  return new ImportFileError(`Missing required column${missing.length > 1 ? 's' : ''} in the header: ${missing.join(', ')}${hint}`);
}

/** A record's cells as a row, or undefined when every cell is blank (a spreadsheet's empty line). */
export function rowFromCells(cells: string[], columns: ColumnMap, line: number): RawImportRow | undefined {
  if (cells.every((cell) => cell.trim() === '')) return undefined;
  const cell = (name: ImportColumn): string => {
    const index = columns.get(name);
    return index === undefined ? '' : (cells[index] ?? '');
  };
  const options = OPTION_LETTERS.map((letter) => ({
    text: cell(`option_${letter}`),
    image: cell(`option_${letter}_image`).trim(),
  }));
  while (options.length > 0 && isEmptyOption(options[options.length - 1])) options.pop();
  return {
    line,
    subtopic: cell('subtopic').trim(),
    question: cell('question'),
    options,
    correct: cell('correct').trim(),
    explanation: cell('explanation'),
    exams: splitExams(cell('exams')),
    questionImage: cell('question_image').trim(),
    heldForTests: cell('held_for_tests').trim(),
  };
}

/** The cells of a row in IMPORT_COLUMNS order (for the writers). */
export function cellsOfRow(row: Omit<RawImportRow, 'line'>): string[] {
  const values: Record<string, string> = {
    subtopic: row.subtopic,
    question: row.question,
    correct: row.correct,
    explanation: row.explanation,
    exams: row.exams.join('; '),
    question_image: row.questionImage,
    held_for_tests: row.heldForTests,
  };
  OPTION_LETTERS.forEach((letter, index) => {
    values[`option_${letter}`] = row.options[index]?.text ?? '';
    values[`option_${letter}_image`] = row.options[index]?.image ?? '';
  });
  return IMPORT_COLUMNS.map((name) => values[name] ?? '');
}

export function splitExams(cell: string): string[] {
  return cell
    .split(';')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

function isEmptyOption(option: { text: string; image: string }): boolean {
  return option.text.trim() === '' && option.image === '';
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return: OWASP's list) is written to a CSV
 * behind one apostrophe, and so is one that starts with apostrophes before such a character, so that reading the
 * file back (restoreCell: one apostrophe off such a cell) gives every cell as it was, byte for byte.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const PROTECTED_FORMULA_START = /^'+[=+\-@\t\r]/;

export function neutraliseCell(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export function restoreCell(cell: string): string {
  return PROTECTED_FORMULA_START.test(cell) ? cell.slice(1) : cell;
}
