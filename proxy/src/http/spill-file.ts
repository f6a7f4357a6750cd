import { createReadStream, rmSync, unlink } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * A temporary file holding (part of) a cached answer too large to keep in memory. Readers that are still sending
 * it keep it alive: removing it (a purge, an eviction) unlinks it once the last reader is done, so a purge never
 * cuts an answer that is on its way.
 */
export class SpillFile {
  private readers = 0;
  private removed = false;

  constructor(readonly path: string) {}

  get isRemoved() {
    return this.removed;
  }

  /** Marks a reader; call `release` when it is done. False once the file is removed. */
  acquire(): boolean {
    if (this.removed) return false;
    this.readers++;
    return true;
  }

  release() {
    this.readers--;
    if (this.removed && this.readers === 0) unlinkQuietly(this.path);
  }

  /** The whole file as a stream, or undefined once the file is removed. */
  read(): Readable | undefined {
    if (!this.acquire()) return undefined;
    const stream = createReadStream(this.path, { highWaterMark: 256 * 1024 });
    stream.once('close', () => this.release());
    return stream;
  }

  remove() {
    if (this.removed) return;
    this.removed = true;
    if (this.readers === 0) unlinkQuietly(this.path);
  }
}

function unlinkQuietly(file: string) {
  unlink(file, () => undefined);
}

/** The cache's directory of spill files: made on first need, removed with everything in it on close. */
export class SpillDirectory {
  private dir?: Promise<string>;
  private made?: string;
  private counter = 0;

  /** The directory, once made (tests look inside). */
  get path(): string | undefined {
    return this.made;
  }

  /** A new file name inside the directory. */
  async newPath(extension = 'json'): Promise<string> {
    this.dir ??= mkdtemp(path.join(tmpdir(), 'exam-prep-cache-')).then((made) => (this.made = made));
    return path.join(await this.dir, `${++this.counter}.${extension}`);
  }

  /** Removes the directory (at shutdown): later spills make a new one. */
  close() {
    if (this.made) rmSync(this.made, { recursive: true, force: true });
    this.dir = undefined;
    this.made = undefined;
  }
}
