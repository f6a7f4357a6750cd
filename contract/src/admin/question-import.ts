import { z } from 'zod';

/**
 * Bulk import and export of questions: POST /api/questions/import and GET /api/questions/export.
 * The file's columns, the answers' shapes and every message the import reports, in one place.
 */

/** The CSV/XLSX columns in the order an export writes them (header names are case-insensitive on import). */
export const IMPORT_COLUMNS = [
  'subtopic',
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'option_e',
  'option_f',
  'correct',
  'explanation',
  'exams',
  'question_image',
  'option_a_image',
  'option_b_image',
  'option_c_image',
  'option_d_image',
  'option_e_image',
  'option_f_image',
  'held_for_tests',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** The header columns an import file must have. */
export const REQUIRED_IMPORT_COLUMNS = ['question', 'option_a', 'option_b', 'correct'] as const;

/** Option letters A–F: the most options a question has. */
export const IMPORT_OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/** Export formats (import also reads GIFT), and the media type each is sent as. */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'aiken'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  aiken: 'text/plain',
};

/** The largest upload the import takes. */
export const MAX_IMPORT_UPLOAD_BYTES = 200 * 1024 * 1024;

/**
 * The import's limits by default (the proxy's IMPORT_* settings change them): questions in one file, characters
 * in one text cell, bytes a ZIP may unpack to in all, the compression ratio of any one ZIP entry, and the problems
 * listed in one answer (the rest are counted).
 */
export const DEFAULT_IMPORT_LIMITS = {
  maxRows: 50_000,
  maxCellChars: 20_000,
  maxZipBytes: 200 * 1024 * 1024,
  maxZipRatio: 100,
  maxErrors: 1_000,
} as const;
export type ImportLimits = { [Key in keyof typeof DEFAULT_IMPORT_LIMITS]: number };

/** The held_for_tests cell: true/yes/1 hold the question for tests; false/no/0 or empty do not (any letter case). */
export const HELD_FOR_TESTS_VALUES = { true: ['true', 'yes', '1'], false: ['false', 'no', '0', ''] } as const;

/** One problem: the file line where the record starts (the header is line 1), the column/field, and what is wrong. */
export const importError = z.strictObject({
  line: z.number().int().min(1),
  field: z.string().describe('A column name (question, option_c, correct, exams, option_b_image…) or "file".'),
  message: z.string(),
});
export type ImportError = z.infer<typeof importError>;

export const importErrors = z
  .array(importError)
  .describe('The problems found, in file order: the first 1,000 (IMPORT_MAX_ERRORS) at most; error_count says how many in all.');

/** Beside `errors`: how many problems there are in all, and whether `errors` lists only the first of them. */
const errorTotals = {
  error_count: z.number().int().min(0).describe('Every problem found, listed or not.'),
  errors_truncated: z.boolean().describe('true when errors lists only the first error_count problems up to the limit.'),
};

/** The import form's fields besides `file`. */
export const importQuestionsForm = z.object({
  file: z.string().meta({ format: 'binary' }).describe('CSV, XLSX, Aiken, GIFT, or a ZIP holding one of them and its images.'),
  dry_run: z.enum(['true', 'false']).optional().describe('"true": check the file and report, writing nothing.'),
  skip_invalid: z.enum(['true', 'false']).optional().describe('"true": write the valid rows and report the rest.'),
  subtopic: z.string().optional().describe('The subtopic of rows that name none (Aiken, GIFT without $CATEGORY, empty cells).'),
  exams: z.string().optional().describe('Exam names separated by ";" for rows that name none.'),
});
export type ImportQuestionsFields = z.input<typeof importQuestionsForm>;

/** The answer to a dry run: how many rows would be written, and the problems of the rest. */
export const importDryRunAnswer = z.strictObject({ valid: z.number().int().min(0), errors: importErrors, ...errorTotals });
export type ImportDryRunAnswer = z.infer<typeof importDryRunAnswer>;

/** The answer to an import: questions written, invalid rows skipped (skip_invalid), and their problems. */
export const importAnswer = z.strictObject({
  created: z.number().int().min(0),
  skipped: z.number().int().min(0),
  errors: importErrors,
  ...errorTotals,
});
export type ImportAnswer = z.infer<typeof importAnswer>;

/** The 400 of a refused import (invalid rows without skip_invalid, or a file that cannot be read). */
export const importRefusal = z.strictObject({ message: z.string(), errors: importErrors, ...errorTotals }).meta({ id: 'ImportRefusal' });
export type ImportRefusal = z.infer<typeof importRefusal>;

/** GET /api/questions/export's query. */
export const exportQuestionsQuery = z.object({
  subtopic: z.string().optional().describe("A subtopic's name; with exam, the questions in both."),
  exam: z.string().optional().describe("An exam's name."),
  format: z.enum(EXPORT_FORMATS).optional().describe('csv (the default), xlsx or aiken (text only: images and markup dropped).'),
});
export type ExportQuestionsQuery = z.infer<typeof exportQuestionsQuery>;

/** A value a message repeats, cut short: a 20,000-character cell is not repeated whole in every error. */
const shown = (value: string) => (value.length > 80 ? `${value.slice(0, 80)}…` : value);

/** Every message the import reports. */
export const IMPORT_MESSAGES = {
  refused: (rows: number) => `${rows} ${rows === 1 ? 'row has' : 'rows have'} errors: nothing was imported`,
  noSubtopic: 'Please name a subtopic (the subtopic column, or the default subtopic)',
  unknownSubtopic: (name: string) => `Unknown subtopic "${shown(name)}"`,
  unknownExam: (name: string) => `Unknown exam "${shown(name)}"`,
  blankQuestion: 'Please enter question text',
  notMultipleChoice: 'Only multiple-choice questions can be imported',
  tooFewOptions: 'Please provide at least 2 options',
  tooManyOptions: 'At most 6 options (A–F) can be imported',
  gap: (letter: string) => `Option ${letter} is empty but a later option is set`,
  noCorrect: 'Please give the correct option as a letter (A–F)',
  badCorrect: (value: string) => `"${shown(value)}" is not an option letter (A–F)`,
  correctIsEmpty: (letter: string) => `The correct option ${letter} is empty`,
  missingImage: (name: string) => `Image "${shown(name)}" is not in the ZIP`,
  imageTooLarge: (name: string) => `Image "${shown(name)}" is larger than 5 MB`,
  notAnImage: (name: string) => `"${shown(name)}" is not a PNG, JPEG, WebP or GIF image`,
  duplicateInFile: (line: number) => `Same question as line ${line} in this subtopic`,
  duplicateExisting: 'This question is already in the subtopic',
  noFile: 'Please choose a file to import',
  noRows: 'The file holds no questions',
  tooLarge: 'The file is larger than 200 MB',
  tooManyRows: (limit: number) =>
    `The file holds more than ${limit.toLocaleString('en-US')} questions, the most one import takes: please split it into smaller files`,
  recordTooLong: (line: number, limit: number) =>
    `Line ${line} is too long: a cell holds at most ${limit.toLocaleString('en-US')} characters`,
  zipTooLarge: (limit: number) => `The ZIP file unpacks to more than ${formatMegabytes(limit)}, the most one import takes`,
  zipRatio: (name: string, limit: number) =>
    `${shown(name)} in the ZIP file is compressed more than ${limit}:1, the most an import takes (a ZIP bomb?)`,
  heldForTests: (value: string) => `"${shown(value)}" is not true or false (yes/no, 1/0 or empty also do)`,
  unknownExportName: (kind: 'subtopic' | 'exam', name: string) => `Unknown ${kind} "${name}"`,
} as const;

function formatMegabytes(bytes: number): string {
  const megabytes = bytes / 1024 / 1024;
  return megabytes >= 1 ? `${Math.round(megabytes * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
