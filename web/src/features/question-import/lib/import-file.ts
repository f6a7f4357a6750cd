import { IMPORT_COLUMNS, MAX_IMPORT_UPLOAD_BYTES, type ImportError } from '@exam-prep/contract/admin/question-import';

/** The files the import reads (the proxy recognises each by extension and content). */
export const IMPORT_FILE_EXTENSIONS = ['.csv', '.xlsx', '.txt', '.gift', '.aiken', '.zip'] as const;

/** Whether a picked file's name is one the import reads ('' for none picked). */
export function importFileProblem(file: { name: string; size: number } | null): string {
  if (!file) return 'Please choose a file to import';
  const name = file.name.toLowerCase();
  if (!IMPORT_FILE_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return `"${file.name}" is not a CSV, XLSX, Aiken, GIFT or ZIP file`;
  }
  if (file.size > MAX_IMPORT_UPLOAD_BYTES) return 'The file is larger than 200 MB';
  if (file.size === 0) return `"${file.name}" is empty`;
  return '';
}

/** 1536 → "1.5 KB": sizes on the progress bar. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

/** One CSV cell: quoted when it holds a comma, quote, or line break (RFC 4180). */
export function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines of cells as CSV: UTF-8 with a byte-order mark (so Excel reads Hindi right) and CRLF, like an export. */
export function toCsv(rows: Array<Array<string | number>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The template's two example rows, by column (a LaTeX formula in one, exams in the other). */
const TEMPLATE_EXAMPLES: Array<Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>> = [
  {
    subtopic: 'percentages',
    question: 'What is $\\frac{3}{4}$ of 20% of 500?',
    option_a: '$75$',
    option_b: '$100$',
    option_c: '$60$',
    option_d: '$125$',
    correct: 'A',
    explanation: '20% of 500 is $100$, and $\\frac{3}{4} \\times 100 = 75$.',
  },
  {
    subtopic: 'percentages',
    question: '<p>A price rises from 200 to 250. By what percent did it rise?</p>',
    option_a: '20%',
    option_b: '25%',
    option_c: '50%',
    correct: 'B',
    explanation: 'The rise is 50, and 50 is 25% of 200.',
    exams: 'SSC CGL; IBPS PO',
  },
];

/** The downloadable template: every import column in the export's order, and two example rows. */
export function templateCsv(): string {
  return toCsv([[...IMPORT_COLUMNS], ...TEMPLATE_EXAMPLES.map((example) => IMPORT_COLUMNS.map((column) => example[column] ?? ''))]);
}

/** A report's bad rows as CSV (line, field, message), for an admin fixing a large file. */
export function errorsCsv(errors: ImportError[]): string {
  return toCsv([['line', 'field', 'message'], ...errors.map((error) => [error.line, error.field, error.message])]);
}

/** "a; b;; c " → ['a', 'b', 'c']: exam names as the import reads them. */
export function splitExamNames(value: string): string[] {
  return value
    .split(';')
    .map((name) => name.trim())
    .filter(Boolean);
}
