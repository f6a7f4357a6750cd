import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ImportFileError, type RawImportRow } from '#src/import/types.js';
import { columnMap, rowFromCells } from './columns.js';
import { clipText } from './lines.js';

/**
 * XLSX files, streamed with exceljs's WorkbookReader: the first worksheet's rows one at a time (the shared string
 * table is the only thing held whole). Row numbers are the sheet's; every cell is read as the text it shows.
 */

/** `maxCellChars`: a longer cell is kept to one character past it, for the checks to report. */
export async function* xlsxRows(open: () => Promise<Readable>, maxCellChars: number): AsyncGenerator<RawImportRow> {
  const input = await open();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache', // date cells are told apart from numbers by their number format
    entries: 'ignore',
  });
  // exceljs reads the workbook part's sheet list when it meets a worksheet, and fails when the worksheet comes after
  // the shared strings but before the workbook part (a streaming writer may commit them in that order). An empty
  // list until the workbook part is read: the worksheet is still read, only its name is unknown, which the import
  // never uses (the first worksheet is the questions').
  (reader as unknown as { model?: { sheets?: unknown[] } }).model ??= { sheets: [] };
  const worksheets = reader[Symbol.asyncIterator]();
  let columns: ReturnType<typeof columnMap> | undefined;
  let finished = false;
  try {
    const first = await worksheets.next();
    if (!first.done) {
      try {
        for await (const row of first.value) {
          const cells = rowCells(row).map((cell) => clipText(cell, maxCellChars + 1));
          if (columns === undefined) {
            if (cells.every((cell) => cell.trim() === '')) continue;
            columns = columnMap(cells);
            continue;
          }
          const imported = rowFromCells(cells, columns, row.number);
          if (imported) yield imported;
        }
      } finally {
        closeWorksheet(first.value);
      }
    }
    await skipWorksheets(worksheets);
    finished = true;
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(`The XLSX file cannot be read: ${(error as Error).message}`, { cause: error });
  } finally {
    // Stopped early (a bad header, or the caller had enough): the rest of the workbook is still run through, so
    // that exceljs deletes the temporary files it parks worksheets in when they come before the shared strings.
    if (!finished) await skipWorksheets(worksheets).catch(() => undefined);
    input.destroy();
  }
  if (columns === undefined) throw new ImportFileError('The first worksheet is empty: it has no header row');
}

function rowCells(row: ExcelJS.Row): string[] {
  const cells: string[] = [];
  row.eachCell({ includeEmpty: false }, (cell, column) => {
    cells[column - 1] = cellText(cell.value);
  });
  for (let index = 0; index < cells.length; index++) cells[index] ??= '';
  return cells;
}

/** Worksheets after the first hold no questions: passed over without reading their rows. */
async function skipWorksheets(worksheets: AsyncIterator<ExcelJS.stream.xlsx.WorksheetReader>) {
  for (let next = await worksheets.next(); !next.done; next = await worksheets.next()) closeWorksheet(next.value);
}

/** A worksheet parked in a temporary file is read from a file stream: closed when its rows are not all read. */
function closeWorksheet(worksheet: ExcelJS.stream.xlsx.WorksheetReader) {
  const source = (worksheet as unknown as { iterator?: { destroy?: () => void } }).iterator;
  source?.destroy?.();
}

/** A cell's value as the text a reader sees in it. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return decodeXlsxText(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateText(value);
  if ('richText' in value) return decodeXlsxText(value.richText.map((run) => run.text ?? '').join(''));
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('formula' in value || 'sharedFormula' in value) return cellText((value.result ?? '') as ExcelJS.CellValue);
  if ('error' in value) return value.error;
  return '';
}

/** A date cell: its day (YYYY-MM-DD) when it has no time of day, else the ISO date and time. */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace(/\.000Z$/, 'Z');
}

/**
 * Characters XML cannot hold (a carriage return would come back as a plain line feed) are written `_x000D_`, the
 * escape Excel itself uses in its strings; a literal `_x0041_` is written `_x005F_x0041_`. The streaming reader
 * leaves these escapes in place, so they are undone here.
 */
export function encodeXlsxText(text: string): string {
  return text
    .replace(/_(x[0-9A-Fa-f]{4}_)/g, '_x005F_$1')
    .replace(/[\r\x00-\x08\x0b\x0c\x0e-\x1f]/g, (char) => `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`);
}

export function decodeXlsxText(text: string): string {
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_all, code: string) => String.fromCharCode(parseInt(code, 16)));
}
