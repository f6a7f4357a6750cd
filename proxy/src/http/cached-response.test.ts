// A kept page's compressed variants: quick ones at first (the miss answers at once), the smallest ones once the
// thread pool has made them; replayed as they are then, with their own lengths.
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildBytesEntry, compressAtBest, replay, type CachedResponse } from './cached-response.js';

const page = Buffer.from(
  `<!doctype html><html lang="en"><body>${Array.from({ length: 400 }, (_, n) => `<li class="question">Question ${n}: what is ${n}% of ${n * 7}?</li>`).join('')}</body></html>`,
);
const noHeaders = { getHeaders: () => ({}), setHeader: () => undefined };
let entry: CachedResponse;
let server: Server;
let port = 0;

beforeAll(async () => {
  entry = buildBytesEntry(noHeaders, 200, page, 'text/html; charset=utf-8', 'no-cache');
  server = createServer((req, res) => replay(req, res, entry, 'HIT')).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => void server.close());

/** The answer as sent: its headers and raw bytes. */
const rawGet = (acceptEncoding: string) =>
  new Promise<{ encoding?: string; length?: string; body: Buffer }>((resolve, reject) => {
    request({ port, host: '127.0.0.1', path: '/', headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ encoding: res.headers['content-encoding'], length: res.headers['content-length'], body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });

it('answers with a quick Brotli at first, then with the smallest Brotli and gzip once they are made', async () => {
  const quick = await rawGet('gzip, br');
  expect(quick.encoding).toBe('br');
  expect(brotliDecompressSync(quick.body)).toEqual(page);

  await compressAtBest(entry);
  const best = await rawGet('gzip, br');
  expect(brotliDecompressSync(best.body)).toEqual(page);
  expect(best.body.length).toBe(brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
  expect(best.body.length).toBeLessThan(quick.body.length);
  expect(best.length).toBe(String(best.body.length));

  const gzipped = await rawGet('gzip');
  expect(gzipped.encoding).toBe('gzip');
  expect(gunzipSync(gzipped.body)).toEqual(page);
  expect(gzipped.body.length).toBe(gzipSync(page, { level: 9 }).length);
});
