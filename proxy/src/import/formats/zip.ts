import { Transform, Writable, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflateRaw, type ZlibOptions } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { IMPORT_MESSAGES } from '@exam-prep/contract/admin/question-import';
import { ImageTooLargeError, ImportFileError, MAX_IMPORT_IMAGE_BYTES } from '#src/import/types.js';

/**
 * ZIP archives read through their central directory (yauzl): an entry is inflated only when asked for, and never
 * past a limit, whatever size the archive declares (a zip bomb stops at the limit). The bytes are counted as they
 * come out of the inflater, not taken from the headers: the archive's entries together may unpack to
 * `maxBytes`, each entry to `maxRatio` times its compressed size.
 */

/** What a ZIP may unpack to: in all, and per entry against its compressed size. */
export interface ZipLimits {
  maxBytes: number;
  maxRatio: number;
}

/** Entries this small may unpack at any ratio (a short text of one repeated character compresses 1000:1). */
export const RATIO_GRACE_BYTES = 100 * 1024;

/** A ZIP past its limits: the import is refused with this message. */
export class ZipLimitError extends ImportFileError {
  constructor(message: string) {
    super(message);
    this.name = 'ZipLimitError';
  }
}

/** The most bytes a sheet inside a ZIP may inflate to (a spreadsheet of a few hundred thousand questions). */
export const MAX_SHEET_BYTES = 512 * 1024 * 1024;

/** Files a ZIP may hold besides the questions: macOS resource forks and hidden files are not part of the bank. */
export function isIgnoredZipPath(path: string): boolean {
  return path.split('/').some((segment) => segment === '__MACOSX' || segment.startsWith('.'));
}

export class ZipArchive {
  /** Bytes each entry has been seen to unpack to (an entry read twice counts once), and their sum. */
  private readonly inflated = new Map<string, number>();
  private inflatedTotal = 0;

  private constructor(
    private readonly zip: ZipFile,
    /** File entries by their path (directories and ignored files left out). */
    readonly entries: Map<string, Entry>,
    private readonly byBaseName: Map<string, Entry>,
    private readonly limits: ZipLimits,
  ) {}

  static async open(path: string, limits: ZipLimits): Promise<ZipArchive> {
    let zip: ZipFile;
    try {
      zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, validateEntrySizes: false });
    } catch (error) {
      throw new ImportFileError(`The ZIP file cannot be read: ${(error as Error).message}`, { cause: error });
    }
    const entries = new Map<string, Entry>();
    const byBaseName = new Map<string, Entry>();
    try {
      for await (const entry of zip.eachEntry()) {
        if (entry.fileName.endsWith('/') || isIgnoredZipPath(entry.fileName)) continue;
        entries.set(entry.fileName, entry);
        const baseName = entry.fileName.slice(entry.fileName.lastIndexOf('/') + 1);
        if (!byBaseName.has(baseName)) byBaseName.set(baseName, entry);
      }
    } catch (error) {
      zip.close();
      throw new ImportFileError(`The ZIP file cannot be read: ${(error as Error).message}`, { cause: error });
    }
    return new ZipArchive(zip, entries, byBaseName, limits);
  }

  /** An entry by its full path first, then by its base name ('img/q1.png' or 'q1.png'). */
  find(name: string): Entry | undefined {
    const path = name
      .trim()
      .replace(/\\/g, '/')
      .replace(/^(\.\/|\/)+/, '');
    if (path === '') return undefined;
    return this.entries.get(path) ?? this.byBaseName.get(path.slice(path.lastIndexOf('/') + 1));
  }

  /** The entry's bytes, refused past `limit` (declared or actual); `onTooLarge` makes the error. */
  async read(entry: Entry, limit: number, onTooLarge: () => Error): Promise<Buffer> {
    if (entry.uncompressedSize > limit) throw onTooLarge();
    const chunks: Buffer[] = [];
    for await (const chunk of await this.stream(entry, limit, onTooLarge)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /**
   * The entry inflated as a stream that fails with `onTooLarge()` once past `limit` bytes, or once past the archive's
   * limits. A deflated entry is inflated here, fed in small slices, so that its ratio is checked as it goes: unpacked
   * bytes against the compressed bytes read so far, not against what the headers declare.
   */
  async stream(entry: Entry, limit: number, onTooLarge: () => Error): Promise<Readable> {
    if (entry.uncompressedSize > limit) throw onTooLarge();
    const compressed = entry.isCompressed();
    let raw: Readable;
    try {
      raw = await this.zip.openReadStreamPromise(entry, compressed ? { decompress: false } : undefined);
    } catch (error) {
      throw new ImportFileError(`The ZIP file cannot be read (${entry.fileName}): ${(error as Error).message}`, { cause: error });
    }
    const fed = new Slices();
    const inflater = compressed ? createInflateRaw({ writableHighWaterMark: SLICE_BYTES } as ZlibOptions) : undefined;
    // bytesWritten: the compressed bytes the inflater has taken in so far.
    const capped = new ByteLimit(limit, onTooLarge, (seen) => this.count(entry, seen, inflater ? inflater.bytesWritten : seen));
    const unreadable = (error: Error) =>
      capped.destroy(new ImportFileError(`The ZIP file cannot be read (${entry.fileName}): ${error.message}`, { cause: error }));
    for (const stage of [raw, fed, inflater]) stage?.on('error', unreadable);
    capped.on('close', () => {
      for (const stage of [raw, fed, inflater]) stage?.destroy();
    });
    (inflater ? raw.pipe(fed).pipe(inflater) : raw).pipe(capped);
    return capped;
  }

  /**
   * Every entry inflated once and thrown away, within the limits: for a workbook, whose parts another library
   * inflates after this check.
   */
  async inflateAll(): Promise<void> {
    const discard = () => new Writable({ write: (_chunk, _encoding, done) => done() });
    for (const entry of this.entries.values()) {
      await pipeline(await this.stream(entry, Number.MAX_SAFE_INTEGER, () => new ImportFileError('unreachable')), discard());
    }
  }

  /** The bytes an entry has been seen to unpack to (after inflateAll: its whole size). */
  inflatedSize(name: string): number {
    return this.inflated.get(name) ?? 0;
  }

  /** Counts what an entry has unpacked to so far (from `compressedSoFar` bytes); past a limit, the error that stops it. */
  private count(entry: Entry, seen: number, compressedSoFar: number): Error | undefined {
    if (seen > RATIO_GRACE_BYTES && seen > this.limits.maxRatio * Math.max(compressedSoFar, 1)) {
      return new ZipLimitError(IMPORT_MESSAGES.zipRatio(entry.fileName, this.limits.maxRatio));
    }
    const before = this.inflated.get(entry.fileName) ?? 0;
    if (seen <= before) return undefined;
    this.inflated.set(entry.fileName, seen);
    this.inflatedTotal += seen - before;
    if (this.inflatedTotal > this.limits.maxBytes) return new ZipLimitError(IMPORT_MESSAGES.zipTooLarge(this.limits.maxBytes));
    return undefined;
  }

  /** An image named by a row: undefined when the ZIP has none by that name; ImageTooLargeError past 5 MB. */
  async image(name: string): Promise<Buffer | undefined> {
    const entry = this.find(name);
    if (!entry) return undefined;
    return this.read(entry, MAX_IMPORT_IMAGE_BYTES, () => new ImageTooLargeError(name));
  }

  close() {
    this.zip.close();
  }
}

/** Compressed bytes go to the inflater in slices this small, so its ratio is known closely at every step. */
const SLICE_BYTES = 1024;

/** Passes compressed bytes on in small slices. */
class Slices extends Transform {
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    for (let start = 0; start < chunk.length; start += SLICE_BYTES) this.push(chunk.subarray(start, start + SLICE_BYTES));
    callback();
  }
}

/** Passes at most `limit` bytes, and only while `check` finds nothing past the archive's limits; then fails (stops inflating). */
class ByteLimit extends Transform {
  private seen = 0;
  constructor(
    private readonly limit: number,
    private readonly onTooLarge: () => Error,
    private readonly check: (seen: number) => Error | undefined,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.seen += chunk.length;
    const overLimit = this.check(this.seen);
    if (overLimit) callback(overLimit);
    else if (this.seen > this.limit) callback(this.onTooLarge());
    else callback(null, chunk);
  }
}
