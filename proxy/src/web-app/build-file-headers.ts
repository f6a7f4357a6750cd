import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * Security headers that only mean something on a document (a page, the service worker's script): the content
 * security policy, framing, opener and referrer rules and their older forms. A script, style sheet or font of the
 * build is never a document, so they are dropped from its answer: over HTTP/1.1 they were about 1 KB of every
 * answer, more than many of the build's files themselves (a subtopic page's first visit fetches some 70 of them).
 * HSTS too: a browser learns it from the page that loads these files (every page sends it), and a file is never
 * the first answer from the site. What does apply to such files stays: nosniff and Cross-Origin-Resource-Policy.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Before the static files of the build and KaTeX's fonts (hashed or versioned names, kept a year). */
export const buildFileHeaders: RequestHandler = (_req, res, next) => {
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
  next();
};

/**
 * The static options of files whose names change with their content: kept a year without revalidation, so an
 * ETag or Last-Modified would only add bytes to every answer, as would Accept-Ranges (nobody resumes a 30 KB script).
 */
export const IMMUTABLE_FILES = {
  immutable: true,
  maxAge: '1y',
  index: false,
  etag: false,
  lastModified: false,
  acceptRanges: false,
} as const;

/**
 * The build's files (web/dist/assets) with the document-only headers dropped, each sent precompressed as the
 * browser accepts it: x.js.br (Brotli at its best quality, what Chrome downloads), else x.js.gz, else x.js, which
 * the compression middleware then compresses as any answer (web/vite.config.ts writes the variants).
 */
export const buildFiles = (folder: string): RequestHandler[] => [
  buildFileHeaders,
  expressStaticGzip(folder, { enableBrotli: true, orderPreference: ['br', 'gz'], index: false, serveStatic: IMMUTABLE_FILES }),
];
