import { createHash } from 'node:crypto';
import { open, type FileHandle } from 'node:fs/promises';
import { SpillFile } from './spill-file.js';

/** How a build turned out once its size is known: small enough to keep whole in memory, or written to a file. */
export type BuildOutcome = { kind: 'whole'; body: Buffer } | { kind: 'spilled' };

/** Bytes read from the spill file per chunk sent. */
const READ_CHUNK_BYTES = 256 * 1024;

/**
 * One computation of a large answer, made of chunks as they come (pages of a list from Strapi). Its bytes stay in
 * memory up to `memoryLimit` bytes, or `streamAfterMs` of work; past either they go to a temporary file, and every
 * request waiting for the answer (the one that started it and those that joined) reads that file as it grows, each
 * at its own pace: the proxy's memory stays bounded however large the answer and however slow its readers, and a
 * slow answer starts on its way without waiting for its last byte.
 */
export class StreamedBuild {
  /** Settles when the size is known to be under the limit (`whole`), or at the first spilled byte. */
  readonly outcome: Promise<BuildOutcome>;
  /** Settles when every byte has been produced (a spilled build is then complete on disk). */
  readonly finished: Promise<void>;
  /** The spill file, once the answer outgrew memory. */
  file?: SpillFile;
  /** Bytes written to the spill file so far. */
  written = 0;
  /** Set when a spilled build is complete: its size and its ETag (a hash of every byte, as for memory entries). */
  complete?: { size: number; etag: string };
  private failure?: unknown;
  private waiters: Array<() => void> = [];
  private settleOutcome!: { resolve: (outcome: BuildOutcome) => void; reject: (error: unknown) => void };

  constructor(
    source: AsyncIterable<string | Buffer>,
    private readonly memoryLimit: number,
    private readonly streamAfterMs: number,
    private readonly newPath: () => Promise<string>,
  ) {
    this.outcome = new Promise((resolve, reject) => (this.settleOutcome = { resolve, reject }));
    this.finished = this.run(source);
    // Whoever waits on these sees the error; the build itself never leaves an unhandled rejection.
    this.outcome.catch(() => undefined);
    this.finished.catch(() => undefined);
  }

  private async run(source: AsyncIterable<string | Buffer>): Promise<void> {
    const hash = createHash('sha1');
    const started = performance.now();
    let held: Buffer[] = [];
    let bytes = 0;
    let handle: FileHandle | undefined;
    try {
      for await (const piece of source) {
        const chunk = typeof piece === 'string' ? Buffer.from(piece) : piece;
        hash.update(chunk);
        bytes += chunk.length;
        if (handle) {
          await writeAll(handle, chunk);
        } else {
          held.push(chunk);
          if (bytes <= this.memoryLimit && performance.now() - started < this.streamAfterMs) continue;
          const filePath = await this.newPath();
          handle = await open(filePath, 'w');
          this.file = new SpillFile(filePath);
          await writeAll(handle, Buffer.concat(held));
          held = [];
          this.settleOutcome.resolve({ kind: 'spilled' });
        }
        this.written = bytes;
        this.wake();
      }
      if (!handle) {
        this.settleOutcome.resolve({ kind: 'whole', body: Buffer.concat(held) });
        return;
      }
      await handle.close();
      handle = undefined;
      this.complete = { size: bytes, etag: `W/"${hash.digest('base64url')}"` };
      this.wake();
    } catch (error) {
      await handle?.close().catch(() => undefined);
      this.failure = error;
      this.file?.remove();
      this.settleOutcome.reject(error);
      this.wake();
      throw error;
    }
  }

  /**
   * The spilled answer from its first byte, chunk by chunk as the file grows (throwing if the build fails), or
   * undefined when its file is already gone. The file is held from this call on, not from the first read.
   */
  follow(): AsyncGenerator<Buffer> | undefined {
    const file = this.file;
    return file?.acquire() ? this.read(file) : undefined;
  }

  private async *read(file: SpillFile): AsyncGenerator<Buffer> {
    let handle: FileHandle | undefined;
    try {
      handle = await open(file.path, 'r');
      let position = 0;
      for (;;) {
        if (this.failure) throw this.failure;
        const available = this.written - position;
        if (available > 0) {
          const buffer = Buffer.allocUnsafe(Math.min(READ_CHUNK_BYTES, available));
          const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
          if (bytesRead === 0) throw new Error('The answer file ended early');
          position += bytesRead;
          yield bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead);
        } else if (this.complete) {
          return;
        } else {
          await new Promise<void>((resolve) => this.waiters.push(resolve));
        }
      }
    } finally {
      await handle?.close().catch(() => undefined);
      file.release();
    }
  }

  private wake() {
    const waiting = this.waiters;
    this.waiters = [];
    for (const resolve of waiting) resolve();
  }
}

async function writeAll(handle: FileHandle, chunk: Buffer) {
  let offset = 0;
  while (offset < chunk.length) {
    const { bytesWritten } = await handle.write(chunk, offset, chunk.length - offset);
    offset += bytesWritten;
  }
}
