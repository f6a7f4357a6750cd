import { pipeline, Transform, type Readable, type TransformCallback } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { ImportFileError, type RawImportRow } from '../types.js';
import { columnMap, rowFromCells } from './columns.js';

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

/** The rows after the header; the header is checked first (ImportFileError). */
export async function* csvRows(open: OpenStream): AsyncGenerator<RawImportRow> {
  let columns: ReturnType<typeof columnMap> | undefined;
  for await (const record of csvRecords(open)) {
    if (columns === undefined) {
      columns = columnMap(record.cells);
      continue;
    }
    const row = rowFromCells(record.cells, columns, record.line);
    if (row) yield row;
  }
  if (columns === undefined) throw new ImportFileError('The file is empty: it has no header line');
}

async function* csvRecords(open: OpenStream): AsyncGenerator<CsvRecord> {
  const input = await open();
  const breaks = new LineBreaks();
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
  });
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
    if (error instanceof CsvError) throw new ImportFileError(`The CSV file cannot be read: ${error.message}`, { cause: error });
    throw error;
  } finally {
    input.destroy();
  }
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
