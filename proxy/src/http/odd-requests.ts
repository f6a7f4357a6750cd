import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RequestHandler } from 'express';
import { badRequest, HttpError } from '../lib/errors.js';
import { MALFORMED_ADDRESS_MESSAGE } from './error-handler.js';
import { fieldPath, pathToNul } from '../services/validation.js';

/** Longer addresses are refused with 414 (Node itself refuses request heads over 16 KB with 431). */
export const MAX_URL_LENGTH = 8 * 1024;
/**
 * No name, slug or id in the contract comes close (stored names are at most 160 characters). The bound also
 * keeps every query the proxy builds for Strapi well below Node's 16 KB request-head limit there.
 */
export const MAX_SEGMENT_LENGTH = 200;

/** C0 control characters and DEL: no name, id or search has them, and PostgreSQL cannot even store NUL. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Refuses addresses no client of the contract sends, with a JSON 4xx that says what is wrong, before any route
 * passes them on to Strapi (where they used to become 502s and 503s, or a different Strapi route altogether):
 *   - longer than MAX_URL_LENGTH (414);
 *   - a path segment or query component that is not valid percent-encoded UTF-8 (`%zz`, `%ff`) (400);
 *   - a path segment that is '.' or '..' once decoded: URL parsers on the way to Strapi fold them into the
 *     parent path (400);
 *   - control characters anywhere once decoded (NUL bytes included) (400);
 *   - a path segment longer than MAX_SEGMENT_LENGTH characters once decoded (400);
 *   - query parameters in bracket syntax (`page[]=1`, `filters[$eq]=`) or given twice (400): the contract's
 *     parameters are single plain values.
 * Mounted on /api. /uploads/ checks its own paths (uploads.ts: 404 for anything that is not a file there), and
 * pages keep answering with the app's own HTML (web-app/routes.ts).
 */
export function refuseOddRequests(): RequestHandler {
  return (req, _res, next) => {
    // The raw path (req.baseUrl + req.path also for an absolute-form target) and the raw query.
    const at = req.originalUrl.indexOf('?');
    const address = req.baseUrl + req.path + (at === -1 ? '' : req.originalUrl.slice(at));
    next(req.originalUrl.length > MAX_URL_LENGTH ? addressTooLong() : addressProblem(address));
  };
}

/**
 * Is this an /api address refuseOddRequests would refuse? The cache's fast path asks first: its keys may drop
 * what is odd (an unknown parameter, say), and an odd address must get the same 4xx whether or not the
 * well-formed one is cached.
 */
export function isOddApiAddress(url: string | undefined): boolean {
  if (url === undefined || url.slice(0, 5).toLowerCase() !== '/api/') return false;
  return url.length > MAX_URL_LENGTH || addressProblem(url) !== undefined;
}

/** Addresses with nothing to decode, no dots and no query (most of them): nothing in them can be odd. */
const PLAIN_ADDRESS = /^[A-Za-z0-9\-_~!*'()/]+$/;

/** What is wrong with an origin-form address (`/path?query`), as the error to answer with; undefined if nothing. */
export function addressProblem(address: string): HttpError | undefined {
  if (address.length <= MAX_SEGMENT_LENGTH && PLAIN_ADDRESS.test(address)) return undefined;
  if (address.length > MAX_URL_LENGTH) return addressTooLong();
  const at = address.indexOf('?');
  const problem = pathProblem(at === -1 ? address : address.slice(0, at)) ?? queryProblem(address);
  return problem ? badRequest(problem) : undefined;
}

const addressTooLong = () => new HttpError(414, `The address is too long: at most ${MAX_URL_LENGTH} characters.`);

function pathProblem(path: string): string | undefined {
  for (const segment of path.split('/')) {
    const name = decode(segment);
    if (name === undefined) return MALFORMED_ADDRESS_MESSAGE;
    if (name === '.' || name === '..') return 'The address must not contain "." or ".." segments.';
    if (CONTROL_CHARACTER.test(name)) return 'The address must not contain control characters.';
    if (name.length > MAX_SEGMENT_LENGTH) return `A name or id in the address is too long: at most ${MAX_SEGMENT_LENGTH} characters.`;
  }
  return undefined;
}

function queryProblem(url: string): string | undefined {
  const at = url.indexOf('?');
  if (at === -1) return undefined;
  const seen = new Set<string>();
  for (const pair of url.slice(at + 1).split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const key = decode((equals === -1 ? pair : pair.slice(0, equals)).replace(/\+/g, ' '));
    const value = equals === -1 ? '' : decode(pair.slice(equals + 1).replace(/\+/g, ' '));
    if (key === undefined || value === undefined)
      return 'The query is not valid: a "%" must be followed by two hex digits that spell UTF-8 text.';
    if (CONTROL_CHARACTER.test(key) || CONTROL_CHARACTER.test(value)) return 'The query must not contain control characters.';
    if (/[[\]]/.test(key)) return `Query parameters are plain names: "${shorten(key)}" is not accepted (send name=value).`;
    if (seen.has(key)) return `The query parameter "${shorten(key)}" is given more than once.`;
    seen.add(key);
  }
  return undefined;
}

/**
 * Refuses a parsed body (JSON, form fields) with a NUL character in any text, naming the field: PostgreSQL
 * cannot store NUL, so Strapi would answer 500 (a 503 here) for what is the client's mistake. Mount after the
 * body parser.
 */
export const refuseNulInBody: RequestHandler = (req, _res, next) => {
  const at = pathToNul(req.body);
  next(at ? badRequest(`${fieldPath(at) || 'The request body'} must not contain NUL characters`) : undefined);
};

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

const shorten = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** What Node's HTTP parser errors mean for the client, as Node's own default answer maps them. */
function clientErrorStatus(code: string | undefined): { status: number; message: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: "The request's address or headers are too large: at most 16 KB together." };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, message: 'The request is too large.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive.' };
    default:
      return { status: 400, message: 'The request could not be understood.' };
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
};

/**
 * Requests Node's HTTP parser refuses before any handler runs (a request head over 16 KB, a malformed request
 * line or header) get a JSON `{message}` with the status Node would have used, instead of Node's empty answer.
 * Call on every server that runs the proxy (server.ts, the tests' in-process servers).
 */
export function answerMalformedRequestsWithJson(server: Server) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Nothing to answer on a connection that is gone or already carries an answer (a pipelined request).
    if (error.code === 'ECONNRESET' || !socket.writable || (socket as Duplex & { bytesWritten?: number }).bytesWritten) {
      socket.destroy();
      return;
    }
    const { status, message } = clientErrorStatus(error.code);
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${REASONS[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
