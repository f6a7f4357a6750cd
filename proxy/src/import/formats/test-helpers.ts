import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach } from 'vitest';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { openImportFile, type ImportSource } from '#src/import/formats/read.js';
import type { RawImportRow } from '#src/import/types.js';

/** Shared by the import-formats*.test.ts files: temporary files, ZIPs, and reading every row. */

export const FIXTURES = join(import.meta.dirname, 'fixtures');

const tempDirs: string[] = [];
const openSources: ImportSource[] = [];

afterEach(async () => {
  await Promise.all(openSources.splice(0).map((source) => source.close()));
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'import-formats-'));
  tempDirs.push(dir);
  return dir;
}

/** Write content to a temporary file of that name; its path. */
export async function tempFile(name: string, content: string | Buffer): Promise<string> {
  const path = join(await tempDir(), name);
  await writeFile(path, content);
  return path;
}

export interface ZipItem {
  name: string;
  data: string | Buffer;
  /** Stored uncompressed (default: deflated). */
  store?: boolean;
}

export async function zipBuffer(items: ZipItem[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const item of items) {
    zip.addBuffer(Buffer.from(item.data), item.name, { compress: !item.store });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every file of a ZIP (not its folder entries), by name, in the ZIP's order. */
export async function zipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    file.on('error', reject);
    file.on('end', () => resolve());
    file.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) return file.readEntry();
      file.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        entries.set(entry.fileName, Buffer.concat(chunks));
        file.readEntry();
      });
    });
    file.readEntry();
  });
  return entries;
}

/** A ZIP whose directory lies about one entry's size (a zip bomb's trick): declared `size` bytes. */
export function declareSize(zip: Buffer, name: string, size: number): Buffer {
  const patched = Buffer.from(zip);
  for (let offset = 0; offset < patched.length - 46; offset++) {
    const signature = patched.readUInt32LE(offset);
    if (signature === 0x04034b50 && patched.toString('utf8', offset + 30, offset + 30 + patched.readUInt16LE(offset + 26)) === name) {
      patched.writeUInt32LE(size, offset + 22);
    }
    if (signature === 0x02014b50 && patched.toString('utf8', offset + 46, offset + 46 + patched.readUInt16LE(offset + 28)) === name) {
      patched.writeUInt32LE(size, offset + 24);
    }
  }
  return patched;
}

/** Open a file for import; closed after the test. */
export async function open(path: string, originalName = path): Promise<ImportSource> {
  const source = await openImportFile(path, originalName);
  openSources.push(source);
  return source;
}

export async function allRows(source: ImportSource): Promise<RawImportRow[]> {
  const rows: RawImportRow[] = [];
  for await (const row of source.rows()) rows.push(row);
  return rows;
}

/** A row with defaults for the fields a test does not care about. */
export function row(fields: Partial<RawImportRow>): RawImportRow {
  return {
    line: 2,
    subtopic: '',
    question: '',
    options: [],
    correct: '',
    explanation: '',
    exams: [],
    questionImage: '',
    heldForTests: '',
    ...fields,
  };
}

/** The options of a row with text only. */
export function textOptions(...texts: string[]): RawImportRow['options'] {
  return texts.map((text) => ({ text, image: '' }));
}

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * Read every row, checking each, and measure how far the heap grew above where it started (garbage collected
 * before each measure): a reader that held the whole file would grow by about the file's size.
 */
export async function heapGrowthWhile(
  rows: AsyncIterable<RawImportRow>,
  check: (row: RawImportRow, count: number) => void,
): Promise<{ count: number; bytes: number }> {
  collectGarbage();
  const start = process.memoryUsage().heapUsed;
  let peak = start;
  let count = 0;
  for await (const item of rows) {
    count++;
    check(item, count);
    if (count % 1000 === 0) {
      collectGarbage();
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
  }
  return { count, bytes: peak - start };
}
