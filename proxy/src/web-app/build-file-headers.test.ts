// The build's files answer with the security headers that apply to a file (nosniff, CORP), not a document's (CSP,
// framing, referrer...), and without validators an immutable file never uses; a page keeps them all. Each is sent
// precompressed as the browser accepts it (Brotli, else gzip), never compressed twice. Express, helmet and the
// compression middleware as the app sets them up, on a folder of a few files: no CMS needed.
import { request } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildFiles } from './build-file-headers.js';

const folder = mkdtempSync(path.join(os.tmpdir(), 'build-files-'));
let server: ReturnType<express.Express['listen']>;
let url = '';

beforeAll(async () => {
  writeFileSync(path.join(folder, 'index-abc123.js'), 'console.log(1);');
  writeFileSync(path.join(folder, 'entry-def456.js'), SCRIPT);
  // What the build writes beside it (web/vite.config.ts); each variant marked, to tell which one was sent.
  writeFileSync(path.join(folder, 'entry-def456.js.br'), brotliCompressSync(`${SCRIPT}//br`));
  writeFileSync(path.join(folder, 'entry-def456.js.gz'), gzipSync(`${SCRIPT}//gz`));
  writeFileSync(path.join(folder, 'plain-ghi789.css'), STYLES);
  const app = express();
  app.use(helmet());
  app.use(compression());
  app.use('/assets', ...buildFiles(folder));
  app.get('/', (_req, res) => res.type('html').send('<!doctype html><title>page</title>'));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(folder, { recursive: true, force: true });
});

const SCRIPT = `${'export const answer = 42;\n'.repeat(200)}`;
const STYLES = `${'.card { color: #192a41; }\n'.repeat(200)}`;

/** The raw answer (no decoding by fetch): its headers and its bytes as sent. */
function rawGet(file: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer; status: number }>((resolve, reject) => {
    const req = request(`${url}/assets/${file}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks), status: res.statusCode! }));
    });
    req.on('error', reject).end();
  });
}

const DOCUMENT_ONLY = [
  'content-security-policy',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
];

it('a build file: kept a year, nosniff and CORP, no document headers, no HSTS, no validators, no ranges', async () => {
  const answer = await fetch(`${url}/assets/index-abc123.js`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(DOCUMENT_ONLY.filter((name) => answer.headers.has(name))).toEqual([]);
  expect(answer.headers.has('etag') || answer.headers.has('last-modified')).toBe(false);
  expect(answer.headers.has('strict-transport-security') || answer.headers.has('accept-ranges')).toBe(false);
});

it('a page keeps every security header', async () => {
  const answer = await fetch(`${url}/`);
  expect(DOCUMENT_ONLY.filter((name) => !answer.headers.has(name))).toEqual([]);
  expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
});

it('a build file is sent as its Brotli variant to a browser that takes Brotli, else its gzip one, else as it is', async () => {
  const chrome = await rawGet('entry-def456.js', 'gzip, deflate, br, zstd');
  expect(chrome.status).toBe(200);
  expect(chrome.headers['content-encoding']).toBe('br');
  expect(chrome.headers['content-type']).toMatch(/^text\/javascript/);
  expect(chrome.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(chrome.headers.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(chrome.body).toString()).toBe(`${SCRIPT}//br`);

  const older = await rawGet('entry-def456.js', 'gzip');
  expect(older.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(older.body).toString()).toBe(`${SCRIPT}//gz`);

  const none = await rawGet('entry-def456.js');
  expect(none.headers['content-encoding']).toBeUndefined();
  expect(none.body.toString()).toBe(SCRIPT);
});

it('a build file without variants is compressed on the way, as any answer', async () => {
  const answer = await rawGet('plain-ghi789.css', 'gzip, br');
  expect(answer.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(answer.body).toString()).toBe(STYLES);
});
