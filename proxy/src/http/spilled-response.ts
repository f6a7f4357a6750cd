import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import type { CachedResponse } from './cached-response.js';
import { SpillFile } from './spill-file.js';
import type { StreamedBuild } from './streamed-build.js';

/** A compressed copy of a spilled answer: its file and exact headers. */
interface DiskVariant {
  file: SpillFile;
  headers: string[];
}

/** The bytes of a cache entry too large for memory: files, removed with the entry (purge, eviction, expiry). */
export interface DiskBody {
  identity: SpillFile;
  size: number;
  gzip?: DiskVariant;
  br?: DiskVariant;
  compressing?: boolean;
  removed?: boolean;
}

type Encoding = 'br' | 'gzip';

/** The encoding to send for an Accept-Encoding header, as replay chooses for memory entries. */
function chosenEncoding(accepted: string | undefined): Encoding | undefined {
  if (accepted?.includes('br')) return 'br';
  if (accepted?.includes('gzip')) return 'gzip';
  return undefined;
}

/** Streaming compressors; brotli at quality 4, a little below memory entries' 5: these are tens of megabytes. */
function compressor(encoding: Encoding): Transform {
  return encoding === 'br' ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip({ level: 6 });
}

/** Sends `body`, compressed on the way when asked; a failure part-way cuts the connection (never a short 200). */
function send(res: ServerResponse, body: Readable, encoding: Encoding | undefined) {
  const stages = encoding ? pipeline(body, compressor(encoding), res) : pipeline(body, res);
  stages.catch((error: unknown) => res.destroy(error instanceof Error ? error : undefined));
}

/**
 * Answers from a build that spilled to disk and may still be growing: the headers of a complete entry but its
 * ETag and length, which are not known yet, then the file's bytes as they are written.
 */
export function sendBuild(req: IncomingMessage, res: ServerResponse, build: StreamedBuild, headers: string[], source: 'MISS') {
  const encoding = chosenEncoding(req.headers['accept-encoding']);
  const body = req.method === 'HEAD' ? undefined : build.follow();
  if (req.method !== 'HEAD' && !body) {
    answerGone(res);
    return;
  }
  res.writeHead(200, [...headers, ...(encoding ? ['content-encoding', encoding] : []), 'x-cache', source]);
  if (!body) {
    res.end();
    return;
  }
  // Two chunks ahead at most: a slow reader holds half a megabyte here, never the answer.
  send(res, Readable.from(body, { highWaterMark: 2 }), encoding);
}

/** The rare request that arrives as a purge removes the file it was going to read: it may simply ask again. */
function answerGone(res: ServerResponse) {
  res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' });
  res.end(JSON.stringify({ message: 'The list changed while it was being sent; please try again' }));
}

/** Answers from a disk entry (after the ETag check): a compressed copy when ready, else compressed on the way. */
export function replayDisk(req: IncomingMessage, res: ServerResponse, entry: CachedResponse, disk: DiskBody, source: string) {
  const encoding = chosenEncoding(req.headers['accept-encoding']);
  const ready = encoding ? disk[encoding] : undefined;
  const headers = ready ? ready.headers : encoding ? [...entry.baseHeaders, 'content-encoding', encoding] : entry.identity.headers;
  const body = req.method === 'HEAD' ? undefined : (ready?.file ?? disk.identity).read();
  if (req.method !== 'HEAD' && !body) {
    answerGone(res);
    return;
  }
  res.writeHead(200, [...headers, 'x-cache', source]);
  if (!body) {
    res.end();
    return;
  }
  send(res, body, ready ? undefined : encoding);
}

/** Removes a disk entry's files (readers still sending keep theirs until they are done). */
export function removeDisk(disk: DiskBody) {
  disk.removed = true;
  disk.identity.remove();
  disk.gzip?.file.remove();
  disk.br?.file.remove();
}

/**
 * Writes the brotli and gzip copies of a disk entry in the background, one after the other, streaming (so
 * neither memory nor more than one core goes to it); until each is ready, answers compress on the way.
 */
export function compressDiskSoon(entry: CachedResponse, disk: DiskBody, newPath: (extension: string) => Promise<string>) {
  if (disk.compressing) return;
  disk.compressing = true;
  const compressAll = async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const source = disk.identity.read();
      if (!source) return;
      const target = await newPath(encoding === 'br' ? 'json.br' : 'json.gz');
      const file = new SpillFile(target);
      try {
        await pipeline(source, compressor(encoding), createWriteStream(target));
      } catch {
        file.remove();
        return;
      }
      const { size } = await stat(target);
      if (disk.removed) {
        file.remove();
        return;
      }
      disk[encoding] = { file, headers: [...entry.baseHeaders, 'content-encoding', encoding, 'content-length', String(size)] };
    }
  };
  compressAll().catch(() => undefined);
}
