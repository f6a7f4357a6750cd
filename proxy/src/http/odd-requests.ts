import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RequestHandler } from 'express';
import { badRequest, HttpError } from '#src/lib/errors.js';
import { MALFORMED_ADDRESS_MESSAGE } from './error-handler.js';
import { fieldPath, pathToNul } from '#src/lib/validation.js';

/**
 * Longer /api addresses are refused with 414. Node itself refuses request heads (address and headers) over 16 KB:
 * with 414 too when the address alone is what went over (answerMalformedRequestsWithJson), else 431.
 */
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

/** The methods some route serves: under /api (and /internal) all of these, elsewhere (pages, uploads) reads. */
const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const READ_METHODS = ['GET', 'HEAD'];
const allowedMethods = (url: string | undefined) => (/^\/(api|internal)(\/|\?|$)/i.test(url ?? '') ? API_METHODS : READ_METHODS);

const methodNotAllowedMessage = (method: string, allowed: string[]) =>
  `The method ${method} is not allowed here; use ${allowed.join(', ')}.`;
/** The raw answer to a method that never reaches Express. */
const methodNotAllowedAnswer = (method: string) => ({
  status: 405,
  message: methodNotAllowedMessage(method, API_METHODS),
  headers: [`Allow: ${API_METHODS.join(', ')}`],
});

/**
 * TRACE, PROPFIND, PURGE and every other method Node's parser knows but no route serves get a JSON 405 with an
 * `Allow` header, not Express's HTML "Cannot TRACE /" page (TRACE would also echo the request back where a route
 * forwarded it). Methods Node's parser does not know (TRACK, FOO) never reach Express: answerMalformedRequestsWithJson
 * answers those.
 */
export function refuseUnknownMethods(): RequestHandler {
  const served = new Set(API_METHODS);
  return (req, res, next) => {
    if (served.has(req.method)) return next();
    const allowed = allowedMethods(req.originalUrl);
    res.setHeader('Allow', allowed.join(', '));
    next(new HttpError(405, methodNotAllowedMessage(req.method, allowed)));
  };
}

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

interface ParserError extends NodeJS.ErrnoException {
  /** The bytes of the chunk the parser failed in (not the whole request when it arrived in pieces). */
  rawPacket?: Buffer;
  bytesParsed?: number;
}

/** The method token a request head starts with, if the chunk the parser failed in starts a request. */
function methodOf(error: ParserError): string | undefined {
  return /^([A-Za-z-]{1,20}) /.exec(error.rawPacket?.subarray(0, 24).toString('latin1') ?? '')?.[1];
}

/** Answers to what Node's HTTP parser refuses: as Node's own default answer maps them, more precisely where we can. */
function clientErrorAnswer(error: ParserError): { status: number; message: string; headers?: string[] } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW': {
      // The address counts toward Node's 16 KB: when the chunk holds the start of a request and no line end, the
      // request line alone went over, and the honest answer is 414. (A head that arrived in small pieces cannot
      // be told apart from one long header: 431 for both.)
      const raw = error.rawPacket;
      const requestLineOnly = raw !== undefined && methodOf(error) !== undefined && !raw.subarray(0, error.bytesParsed).includes(10);
      if (requestLineOnly)
        return { status: 414, message: 'The address is too long: the address and headers of a request hold at most 16 KB.' };
      return { status: 431, message: "The request's address or headers are too large: at most 16 KB together." };
    }
    case 'HPE_INVALID_METHOD': {
      const method = methodOf(error);
      if (method === undefined) break; // not a request at all (TLS spoken to a plain port, say): 400
      return methodNotAllowedAnswer(method.toUpperCase());
    }
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, message: 'The request is too large.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request took too long to arrive.' };
  }
  return { status: 400, message: 'The request could not be understood.' };
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/** A whole JSON answer on a socket Node's HTTP server no longer handles, closing the connection after it. */
function answerOnSocket(socket: Duplex, { status, message, headers = [] }: { status: number; message: string; headers?: string[] }) {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      headers.map((header) => `${header}\r\n`).join('') +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/**
 * Requests Node's HTTP parser refuses before any handler runs (a request head over 16 KB, a malformed request
 * line or header, a method it does not know) get a JSON `{message}` with an honest status instead of Node's empty
 * answer; so does CONNECT (this is no forward proxy), which Node would just hang up on.
 * Call on every server that runs the proxy (server.ts, the tests' in-process servers).
 */
export function answerMalformedRequestsWithJson(server: Server) {
  server.on('clientError', (error: ParserError, socket: Duplex) => {
    // Nothing to answer on a connection that is gone or already carries an answer (a pipelined request).
    if (error.code === 'ECONNRESET' || !socket.writable || (socket as Duplex & { bytesWritten?: number }).bytesWritten) {
      socket.destroy();
      return;
    }
    answerOnSocket(socket, clientErrorAnswer(error));
  });
  server.on('connect', (_req, socket: Duplex) => {
    answerOnSocket(socket, methodNotAllowedAnswer('CONNECT'));
  });
}
