import { pipeline, Transform, type Readable, type TransformCallback } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { IMPORT_COLUMNS, IMPORT_MESSAGES } from '@exam-prep/contract/admin/question-import';
import { ImportFileError, type RawImportRow } from '#src/import/types.js';
import { columnMap, restoreCell, rowFromCells } from './columns.js';

/**
 * CSV files, streamed: records come one at a time from csv-parse, so memory stays flat whatever the file's size.
 * Each record's start line comes from where the previous record ended (csv-parse's `info.bytes`) and the line
 * breaks seen before it, counted by a tap ahead of the parser (csv-parse's own `info.lines` counts a CRLF inside a
 * quoted cell twice).
 */

export type OpenStream = () => Promise<Readable>;

interface CsvRecord {
  cells: string[];
  line: number;
}

/**
 * The rows after the header; the header is checked first (ImportFileError). A cell the export protected against
 * spreadsheet formulas ('=…) is read back as it was (restoreCell).
 */
export async function* csvRows(open: OpenStream, maxCellChars: number): AsyncGenerator<RawImportRow> {
  let columns: ReturnType<typeof columnMap> | undefined;
  for await (const record of csvRecords(open, maxCellChars)) {
    if (columns === undefined) {
      columns = columnMap(record.cells);
      continue;
    }
    const row = rowFromCells(record.cells.map(restoreCell), columns, record.line);
    if (row) yield row;
  }
  if (columns === undefined) throw new ImportFileError('The file is empty: it has no header line');
}

/** Separators a spreadsheet may save a CSV with: commas, or semicolons where the comma is the decimal mark. */
const SEPARATORS = [',', ';', '\t'] as const;
type Separator = (typeof SEPARATORS)[number];
/** How far into the file the header line is looked for. */
const HEADER_SNIFF_BYTES = 64 * 1024;

/**
 * The file's separator, told by its header line (Excel in many languages saves `;`, a tab-separated export `\t`):
 * the one the header holds most of, commas when it holds none. A first line `sep=;` (Excel's own hint) names it,
 * and the header is the line after it.
 */
async function sniffSeparator(open: OpenStream): Promise<{ separator: Separator; skipFirstLine: boolean }> {
  const input = await open();
  let head = '';
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      head += chunk.toString('utf8');
      if (/[\r\n]/.test(head) || head.length >= HEADER_SNIFF_BYTES) break;
    }
  } finally {
    input.destroy();
  }
  const lines = head.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const hint = /^sep=(.)$/i.exec(lines[0] ?? '');
  if (hint && SEPARATORS.includes(hint[1] as Separator)) return { separator: hint[1] as Separator, skipFirstLine: true };
  const header = lines[0] ?? '';
  const counts = SEPARATORS.map((separator) => header.split(separator).length - 1);
  const most = Math.max(...counts);
  return { separator: most === 0 ? ',' : SEPARATORS[counts.indexOf(most)]!, skipFirstLine: false };
}

/** Cells a record may have: the columns, and room for the empty ones a spreadsheet leaves at the end of a line. */
const MAX_CELLS = 256;

/** A record of too many cells, stopped while it is read (before the parser holds them all). */
class TooManyCells extends Error {
  constructor(readonly line: number) {
    super('too many cells');
  }
}

async function* csvRecords(open: OpenStream, maxCellChars: number): AsyncGenerator<CsvRecord> {
  const { separator, skipFirstLine } = await sniffSeparator(open);
  const input = await open();
  const breaks = new LineBreaks();
  const parser = parse({
    // A record is held whole while it is read: at most every column's cell at the cell limit, 4 bytes a character.
    max_record_size: IMPORT_COLUMNS.length * (maxCellChars * 4 + 16),
    delimiter: separator,
    from_line: skipFirstLine ? 2 : 1,
    bom: true,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
  });
  limitCells(parser);
  // Errors reach the loop below through the parser; breaking out of it destroys the whole chain.
  pipeline(input, breaks, parser, () => {});
  let previousEnd = 0;
  let previousEmptyLines = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { bytes: number; empty_lines: number } }>) {
      const line = 1 + breaks.countBefore(previousEnd) + (info.empty_lines - previousEmptyLines);
      previousEnd = info.bytes;
      previousEmptyLines = info.empty_lines;
      yield { cells: record, line };
    }
  } catch (error) {
    // These stop the parser as they happen, ahead of the records read so far: the line is the parser's own count.
    if (error instanceof TooManyCells) throw new ImportFileError(`Line ${error.line} has more than ${MAX_CELLS} cells`);
    if (error instanceof CsvError && error.code === 'CSV_MAX_RECORD_SIZE') {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      throw new ImportFileError(IMPORT_MESSAGES.recordTooLong(line, maxCellChars), { cause: error });
    }
    if (error instanceof CsvError) throw new ImportFileError(`The CSV file cannot be read: ${error.message}`, { cause: error });
    throw error;
  } finally {
    input.destroy();
  }
}

interface ParserInternals {
  api?: { __onField?: () => unknown; state?: { record?: unknown[] }; info?: { lines?: number } };
}

/**
 * A line of a million separators is stopped at MAX_CELLS cells while it is read, before the parser holds them all.
 * csv-parse has no such option (its `cast` hook would do, at four times the cost of every cell), so its per-cell
 * step is wrapped; import-formats-limits.test.ts fails if a new csv-parse changes that step.
 */
function limitCells(parser: object) {
  const api = (parser as ParserInternals).api;
  const onField = api?.__onField;
  if (!api || typeof onField !== 'function') return;
  api.__onField = function (this: typeof api) {
    if ((this.state?.record?.length ?? 0) >= MAX_CELLS) return new TooManyCells(this.info?.lines ?? 1);
    return onField.call(this);
  };
}

/** Passes bytes through, noting the offset of every line break (CRLF, LF or a lone CR counts once). */
class LineBreaks extends Transform {
  private offset = 0;
  private pending: number[] = [];
  private head = 0;
  private counted = 0;
  private lastWasCr = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    for (let index = 0; index < chunk.length; index++) {
      const byte = chunk[index];
      if (byte === 0x0d) this.pending.push(this.offset + index);
      else if (byte === 0x0a && !this.lastWasCr) this.pending.push(this.offset + index);
      this.lastWasCr = byte === 0x0d;
    }
    this.offset += chunk.length;
    callback(null, chunk);
  }

  /** The line breaks before this byte offset (offsets asked for only grow). */
  countBefore(offset: number): number {
    while (this.head < this.pending.length && this.pending[this.head] < offset) {
      this.head++;
      this.counted++;
    }
    if (this.head > 4096) {
      this.pending = this.pending.slice(this.head);
      this.head = 0;
    }
    return this.counted;
  }
}
