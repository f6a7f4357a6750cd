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
  /** A write that failed (a full disk), told by the next add or finish; after remove(), nobody asks. */
  private failure: Error | undefined;

  constructor(readonly path = spillPath()) {
    this.out = createWriteStream(this.path, { flags: 'wx' });
    // Without a listener, a write still in flight when an import is stopped (remove) would crash the process.
    this.out.on('error', (error) => (this.failure ??= error));
  }

  async add(row: CheckedRow): Promise<void> {
    if (this.failure) throw this.failure;
    if (!this.out.write(`${JSON.stringify(row)}\n`)) await once(this.out, 'drain');
  }

  /** All rows written: the file is complete. */
  async finish(): Promise<void> {
    if (this.failure) throw this.failure;
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
