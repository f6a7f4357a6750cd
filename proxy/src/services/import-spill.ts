import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { createInterface } from 'node:readline';
import type { CheckedRow } from './import-rows.js';

/**
 * The rows an import will write, as its first pass checked them: kept in a temporary file (one JSON row a line),
 * not in memory, and read back for the write. Parsing and sanitising the upload once, not twice, is most of a
 * large import's time in the proxy.
 */
export class CheckedRowSpill {
  private readonly out: WriteStream;

  constructor(readonly path = spillPath()) {
    this.out = createWriteStream(this.path, { flags: 'wx' });
  }

  async add(row: CheckedRow): Promise<void> {
    if (!this.out.write(`${JSON.stringify(row)}\n`)) await once(this.out, 'drain');
  }

  /** All rows written: the file is complete. */
  async finish(): Promise<void> {
    this.out.end();
    await finished(this.out);
  }

  async *rows(): AsyncGenerator<CheckedRow> {
    const lines = createInterface({ input: createReadStream(this.path, 'utf8'), crlfDelay: Infinity });
    for await (const line of lines) if (line) yield JSON.parse(line) as CheckedRow;
  }

  async remove(): Promise<void> {
    this.out.destroy();
    await rm(this.path, { force: true });
  }
}

/** In the system's temporary folder, as the upload is. */
const spillPath = () => path.join(os.tmpdir(), `question-import-${randomUUID()}.ndjson`);
