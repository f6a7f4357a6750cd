import http from 'node:http';
import net from 'node:net';
import { expect } from 'vitest';

/**
 * Requests that go out byte for byte (fetch would normalise dot segments and refuse some of them), for the
 * odd-input suites.
 */

export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

/** One request to `baseUrl` with the path exactly as given. */
export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: string; cookie?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie !== undefined) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: String(response.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

/** Raw bytes on a socket, for requests Node's own client refuses to write; the whole answer as text. */
export function rawBytes(baseUrl: string, bytes: Buffer): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** A JSON error answer with this status and a readable message; returns the message. */
export function expectJsonError(answer: RawAnswer, status: number | 'any4xx', label = ''): string {
  if (status === 'any4xx') {
    expect(answer.status, `${label} ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
    expect(answer.status, `${label} ${answer.text.slice(0, 200)}`).toBeLessThan(500);
  } else expect(answer.status, `${label} ${answer.text.slice(0, 200)}`).toBe(status);
  expect(answer.contentType, label).toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as { message?: unknown };
  expect(typeof body.message, label).toBe('string');
  expect((body.message as string).length, label).toBeGreaterThan(0);
  return body.message as string;
}

/** Parses a raw HTTP/1.1 answer (Connection: close, Content-Length). */
export function parseRawAnswer(raw: string): RawAnswer {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).split('\r\n');
  const status = Number(head[0]!.split(' ')[1]);
  const contentType =
    head
      .find((line) => /^content-type:/i.test(line))
      ?.split(':')[1]
      ?.trim() ?? '';
  return { status, contentType, text: raw.slice(end + 4) };
}

/** A GET with its body as the bytes on the wire (fetch decodes compressed bodies itself). */
export function rawGetBytes(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
