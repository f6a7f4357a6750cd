import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from 'node:zlib';
import type { LiveNumber } from '#src/lib/live-number.js';
import { replayDisk, type DiskBody } from './spilled-response.js';

/** One encoding of a stored response: its exact header list and body bytes. */
interface Variant {
  headers: string[];
  body: Buffer;
}

export interface CachedResponse {
  etag: string;
  identity: Variant;
  /** Compressed variants, made on first need (see compressedVariant) and kept. */
  gzip?: Variant;
  br?: Variant;
  /** Headers every variant shares (content-type, cache-control, etag, security headers...). */
  baseHeaders: string[];
  compressible: boolean;
  notModifiedHeaders: string[];
  /** Runs on every answer from this entry (miss, hit or 304): counts detail-page views. */
  onHit?: () => void;
  /** A number of the body shown as it is now, not as it was when the entry was made (see lib/live-number.ts). */
  live?: LiveOverlay;
  /** Bytes kept in temporary files instead (answers over the memory limit; see spilled-response.ts). */
  disk?: DiskBody;
}

interface LiveOverlay {
  current: () => number;
  /** The number the entry's bytes show now. */
  shown: number;
  /** The body's JSON before and after the number. */
  before: string;
  after: string;
  /** A hash of the rest of the body: the ETag is this plus the number. */
  restTag: string;
  /** Headers every variant shares, without the ETag. */
  headersWithoutEtag: string[];
}

/** Stands in for a live number while the body is serialised (random, so no content can contain it). */
const LIVE_PLACEHOLDER = `live-${randomUUID()}`;

/** Bodies smaller than this are not worth compressing. */
const COMPRESS_MIN_BYTES = 1024;

/** Headers that belong to one request and must never be replayed to another. */
const PER_REQUEST_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'etag',
  'cache-control',
  'vary',
  'x-cache',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-expose-headers',
  'server-timing',
]);

/** Where an answer's headers are set before its entry is made: the HTTP response, or a list for an answer made in process. */
export type HeaderTarget = Pick<ServerResponse, 'getHeaders'> & {
  setHeader(name: string, value: string | number | readonly string[]): unknown;
};

/** The headers an entry replays: those already set on `res` (helmet's, for example) but per-request ones, and its own. */
export function entryHeaders(res: HeaderTarget, contentType: string, cacheControl: string): string[] {
  const common: string[] = [];
  for (const [name, value] of Object.entries(res.getHeaders() as OutgoingHttpHeaders)) {
    if (value === undefined || PER_REQUEST_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) common.push(name, String(one));
  }
  common.push('content-type', contentType, 'cache-control', cacheControl, 'vary', 'Accept-Encoding');
  return common;
}

/** Builds an entry from ready bytes (a server-rendered page) and the headers already set on `res`. */
export function buildBytesEntry(
  res: HeaderTarget,
  status: number,
  body: Buffer,
  contentType: string,
  cacheControl: string,
  onHit?: () => void,
): CachedResponse & { status: number } {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  return { status, onHit, ...variantsOf(body, etag, entryHeaders(res, contentType, cacheControl)) };
}

/** An entry from ready bytes and the headers entryHeaders gave (a streamed answer small enough for memory). */
export function entryOfBytes(body: Buffer, common: string[]): CachedResponse {
  return variantsOf(body, `W/"${createHash('sha1').update(body).digest('base64url')}"`, common);
}

/** Builds an entry from a JSON body and the headers already set on `res` (helmet's, for example). */
export function buildEntry(
  res: HeaderTarget,
  status: number,
  body: unknown,
  cacheControl: string,
  onHit?: () => void,
  live?: LiveNumber,
): CachedResponse & { status: number } {
  const common = entryHeaders(res, 'application/json; charset=utf-8', cacheControl);
  const overlay = live && liveOverlay(body, live, common);
  if (overlay) return { status, onHit, ...liveVariants(overlay, overlay.current()), live: overlay };
  const identityBody = Buffer.from(JSON.stringify(body));
  const etag = `W/"${createHash('sha1').update(identityBody).digest('base64url')}"`;
  return { status, onHit, ...variantsOf(identityBody, etag, common) };
}

/**
 * Fills in the compressed variants a fresh entry does not have yet. Called right after a miss has been
 * answered (so the miss itself pays only for the one encoding its client asked for) and never on a hit.
 */
export function precompressSoon(entry: CachedResponse) {
  if (!entry.compressible || entry.disk || (entry.gzip && entry.br)) return;
  setImmediate(() => {
    compressedVariant(entry, 'br');
    compressedVariant(entry, 'gzip');
  });
}

const brotliAtBest = promisify(brotliCompress);
const gzipAtBest = promisify(gzip);

/**
 * Replaces an entry's compressed variants with the smallest each encoding makes (Brotli 11, gzip 9), computed in
 * libuv's thread pool, not on the event loop. For server-rendered pages: each is kept until a purge and sent to
 * every reader, so its one slow compression pays back at once (a subtopic page's HTML: 17.5 → 15.6 KB in Brotli).
 * Until it is done, the quick variants answer; a live number's entry keeps its own (its body moves).
 */
export async function compressAtBest(entry: CachedResponse): Promise<void> {
  if (!entry.compressible || entry.disk || entry.live) return;
  const identity = entry.identity.body;
  const [br, gz] = await Promise.all([
    brotliAtBest(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAtBest(identity, { level: 9 }),
  ]);
  entry.br = encodedVariant(entry, br, 'br');
  entry.gzip = encodedVariant(entry, gz, 'gzip');
}

/** A compressed body with the entry's headers, its encoding and its length. */
function encodedVariant(entry: CachedResponse, body: Buffer, encoding: 'br' | 'gzip'): Variant {
  return { body, headers: [...entry.baseHeaders, 'content-encoding', encoding, 'content-length', String(body.length)] };
}

/** Answers from a stored entry, byte for byte: a 304 when the ETag matches, else the encoding the client takes. */
export function replay(req: IncomingMessage, res: ServerResponse, entry: CachedResponse, source: 'HIT' | 'MISS' | 'STALE') {
  entry.onHit?.();
  if (entry.live) followLiveNumber(entry, entry.live);
  if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
    res.writeHead(304, [...entry.notModifiedHeaders, 'x-cache', source]);
    res.end();
    return;
  }
  if (entry.disk) {
    replayDisk(req, res, entry, entry.disk, source);
    return;
  }
  const accepted = req.headers['accept-encoding'] ?? '';
  const variant = !entry.compressible
    ? entry.identity
    : accepted.includes('br')
      ? compressedVariant(entry, 'br')
      : accepted.includes('gzip')
        ? compressedVariant(entry, 'gzip')
        : entry.identity;
  res.writeHead(200, [...variant.headers, 'x-cache', source]);
  res.end(req.method === 'HEAD' ? undefined : variant.body);
}

/** The entry's uncompressed bytes and headers as they are now (a live number followed): the server render reads these. */
export function currentIdentity(entry: CachedResponse): Variant {
  if (entry.live) followLiveNumber(entry, entry.live);
  return entry.identity;
}

type Variants = Pick<CachedResponse, 'etag' | 'identity' | 'gzip' | 'br' | 'baseHeaders' | 'compressible' | 'notModifiedHeaders'>;

function variantsOf(identityBody: Buffer, etag: string, common: string[]): Variants {
  const base = [...common, 'etag', etag];
  return {
    etag,
    identity: { body: identityBody, headers: [...base, 'content-length', String(identityBody.length)] },
    gzip: undefined,
    br: undefined,
    baseHeaders: base,
    compressible: identityBody.length >= COMPRESS_MIN_BYTES,
    notModifiedHeaders: base,
  };
}

/** Splits the body's JSON around the live number; undefined if the body is not an object with one place for it. */
function liveOverlay(body: unknown, live: LiveNumber, headersWithoutEtag: string[]): LiveOverlay | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const json = JSON.stringify({ ...body, [live.field]: LIVE_PLACEHOLDER });
  const placeholder = JSON.stringify(LIVE_PLACEHOLDER);
  const at = json.indexOf(placeholder);
  if (at === -1 || json.indexOf(placeholder, at + 1) !== -1) return undefined;
  const before = json.slice(0, at);
  const after = json.slice(at + placeholder.length);
  const restTag = createHash('sha1').update(before).update('\u0000').update(after).digest('base64url');
  return { current: live.current, shown: NaN, before, after, restTag, headersWithoutEtag };
}

function liveVariants(overlay: LiveOverlay, value: number): Variants {
  overlay.shown = value;
  const body = Buffer.from(`${overlay.before}${JSON.stringify(value)}${overlay.after}`);
  return variantsOf(body, `W/"${overlay.restTag}.${value}"`, overlay.headersWithoutEtag);
}

/** Remakes the entry's bytes, ETag and (on demand, later) compressed variants when its live number moved. */
function followLiveNumber(entry: CachedResponse, overlay: LiveOverlay) {
  const value = overlay.current();
  if (value !== overlay.shown) Object.assign(entry, liveVariants(overlay, value));
}

function compressedVariant(entry: CachedResponse, encoding: 'br' | 'gzip'): Variant {
  const known = entry[encoding];
  if (known) return known;
  const body =
    encoding === 'br'
      ? // Quality 5: near-best size for JSON at a fraction of quality 11's cost.
        brotliCompressSync(entry.identity.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(entry.identity.body, { level: 6 });
  const variant = encodedVariant(entry, body, encoding);
  entry[encoding] = variant;
  return variant;
}

/** Weak comparison, as RFC 9110 asks for If-None-Match; accepts lists and '*'. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return header.split(',').some((tag) => bare(tag) === wanted);
}
