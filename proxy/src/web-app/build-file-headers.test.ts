// The build's files answer with the security headers that apply to a file (nosniff, CORP), not a document's (CSP,
// framing, referrer...), and without validators an immutable file never uses; a page keeps them all. Express and
// helmet as the app sets them up, on a folder of one file: no CMS needed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import helmet from 'helmet';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildFileHeaders, IMMUTABLE_FILES } from './build-file-headers.js';

const folder = mkdtempSync(path.join(os.tmpdir(), 'build-files-'));
let server: ReturnType<express.Express['listen']>;
let url = '';

beforeAll(async () => {
  writeFileSync(path.join(folder, 'index-abc123.js'), 'console.log(1);');
  const app = express();
  app.use(helmet());
  app.use('/assets', buildFileHeaders, express.static(folder, IMMUTABLE_FILES));
  app.get('/', (_req, res) => res.type('html').send('<!doctype html><title>page</title>'));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(folder, { recursive: true, force: true });
});

const DOCUMENT_ONLY = [
  'content-security-policy',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
];

it('a build file: kept a year, nosniff and CORP, no document headers, no validators', async () => {
  const answer = await fetch(`${url}/assets/index-abc123.js`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(DOCUMENT_ONLY.filter((name) => answer.headers.has(name))).toEqual([]);
  expect(answer.headers.has('etag') || answer.headers.has('last-modified')).toBe(false);
});

it('a page keeps every security header', async () => {
  const answer = await fetch(`${url}/`);
  expect(DOCUMENT_ONLY.filter((name) => !answer.headers.has(name))).toEqual([]);
});
