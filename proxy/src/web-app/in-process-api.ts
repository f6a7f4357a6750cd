import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import { operations } from '@exam-prep/contract/routes';
import type { Operation } from '@exam-prep/contract/routes/operation';
import { markInProcessRenderRequest } from '#src/http/in-process-render-request.js';

/** A request handler as Node's server calls it: the proxy's whole app (cache fast path, then Express). */
export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/** How the server render reaches the API: a path (with its query) in, a fetch Response out. */
export type InProcessApi = (path: string, init?: RequestInit) => Promise<Response>;

/** An operation's path template ('/api/questions/id/{id}') as a pattern of its addresses. */
function addressPattern(template: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^${template
      .split(/\{[^}]+\}/)
      .map(escape)
      .join('[^/]+')}$`,
  );
}

/**
 * The calls a server render may make, by the contract's operation names: the public reads (no session, GET).
 * The render reads what any visitor may read, and nothing it asks can write.
 */
const RENDER_READS: Array<{ id: string; pattern: RegExp }> = operations
  .filter((operation: Operation) => operation.method === 'get' && operation.auth === 'none')
  .map((operation: Operation) => ({ id: operation.id, pattern: addressPattern(operation.path) }));

/** The contract operation an address calls, when a render may call it. */
export function renderReadOf(path: string): string | undefined {
  const pathname = path.split('?')[0]!;
  return RENDER_READS.find((read) => read.pattern.test(pathname))?.id;
}

/** Header pairs as writeHead takes them (an object, a flat list, or a list of pairs) into `into`. */
function collectHeaders(into: Headers, headers: OutgoingHttpHeaders | readonly unknown[] | undefined) {
  if (!headers) return;
  if (Array.isArray(headers)) {
    if (headers.length > 0 && Array.isArray(headers[0])) {
      for (const [name, value] of headers as Array<[string, unknown]>) into.append(name, String(value));
    } else for (let at = 0; at + 1 < headers.length; at += 2) into.append(String(headers[at]), String(headers[at + 1]));
    return;
  }
  for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) into.append(name, String(one));
  }
}

/**
 * Answers one GET in this process: a request object handed to the app as Node's server would hand it, its
 * answer collected instead of written to a socket. So the render's data goes through exactly the /api route's
 * mapping, caches, language rules and held-question filtering, without a connection or HTTP parsing. The request
 * object is marked as the render's own (no page view, no search counted) by identity: no header tells it apart.
 */
function answerInProcess(listener: RequestListener, path: string, signal?: AbortSignal | null): Promise<Response> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    // The render's requests are the proxy's own, so they come from this machine's address, not the visitor's.
    Object.defineProperty(socket, 'remoteAddress', { value: '127.0.0.1' });
    const req = new IncomingMessage(socket);
    req.method = 'GET';
    req.url = path;
    req.headers = { host: 'localhost', accept: 'application/json', 'accept-encoding': 'identity' };
    req.rawHeaders = Object.entries(req.headers).flatMap(([name, value]) => [name, String(value)]);
    req.push(null);
    markInProcessRenderRequest(req);
    const res = new ServerResponse(req);
    const chunks: Buffer[] = [];
    const headers = new Headers();
    let headed = false;
    const toBuffer = (chunk: unknown, encoding?: unknown) =>
      Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    const head = () => {
      if (headed) return;
      headed = true;
      collectHeaders(headers, res.getHeaders());
    };
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      const given = rest.find((arg) => typeof arg === 'object' && arg !== null) as OutgoingHttpHeaders | unknown[] | undefined;
      res.statusCode = status;
      head();
      collectHeaders(headers, given);
      return writeHead(status, ...rest);
    }) as typeof res.writeHead;
    res.write = ((chunk: unknown, encoding?: unknown, done?: unknown) => {
      head();
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
      const callback = [encoding, done].find((arg) => typeof arg === 'function') as (() => void) | undefined;
      callback?.();
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown, encoding?: unknown, done?: unknown) => {
      head();
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
      res.finished = true;
      const body = Buffer.concat(chunks);
      const noBody = res.statusCode === 204 || res.statusCode === 304;
      resolve(new Response(noBody ? null : body, { status: res.statusCode, headers }));
      res.emit('finish');
      res.emit('close');
      const callback = [chunk, encoding, done].find((arg) => typeof arg === 'function') as (() => void) | undefined;
      callback?.();
      return res;
    }) as typeof res.end;
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    try {
      listener(req, res);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/**
 * The server render's way to the API: the contract's public reads, answered in process by the proxy itself
 * (response cache first, then the route and its services). Anything else is no call a page render makes: 404.
 */
export function inProcessApi(listener: () => RequestListener): InProcessApi {
  return async (path, init) => {
    if ((init?.method ?? 'GET').toUpperCase() !== 'GET' || !renderReadOf(path)) {
      return Response.json({ message: 'Unknown API endpoint' }, { status: 404 });
    }
    return answerInProcess(listener(), path, init?.signal);
  };
}
