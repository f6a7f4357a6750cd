import type { PublicReads } from '#src/http/public-reads.js';

/** What the render's fetchers read of an answer (web/src/lib/api.ts ApiResponse): what a fetch Response offers. */
export interface InProcessAnswer {
  ok: boolean;
  status: number;
  headers: Pick<Headers, 'get'>;
  text(): Promise<string>;
}

/** How the server render reaches the API: a path (with its query) in, an answer out. */
export type InProcessApi = (path: string, init?: RequestInit) => Promise<InProcessAnswer>;

/**
 * An answer as the render reads it, without building a fetch Response (undici's checks of every header and body
 * cost more than the read itself): its status, its headers by lower-case name, its JSON text.
 */
function answerOf(status: number, headers: Array<[string, string]>, body: Buffer | string): InProcessAnswer {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: {
      get: (name: string) => {
        const wanted = name.toLowerCase();
        const values = headers.filter(([key]) => key === wanted).map(([, value]) => value);
        return values.length > 0 ? values.join(', ') : null;
      },
    },
    text: async () => body.toString(),
  };
}

/** Rejects when the caller gives up (a render past its deadline): the answer may still land in the cache. */
const untilAborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

const unknownEndpoint = () =>
  answerOf(404, [['content-type', 'application/json; charset=utf-8']], JSON.stringify({ message: 'Unknown API endpoint' }));

/**
 * The server render's way to the API: the contract's public reads, by the addresses the browser's fetchers ask
 * for, answered in process by the same producers and response cache entries as their HTTP routes (no request
 * object, no connection). The render reads what any visitor may read, and nothing it asks can write: anything
 * else is no call a page render makes, and answers 404.
 */
export function inProcessApi(reads: PublicReads): InProcessApi {
  return async (path, init) => {
    if ((init?.method ?? 'GET').toUpperCase() !== 'GET') return unknownEndpoint();
    const signal = init?.signal;
    const answer = await (signal ? Promise.race([reads.answer(path), untilAborted(signal)]) : reads.answer(path));
    if (!answer) return unknownEndpoint();
    return answerOf(answer.status, answer.headers, answer.body);
  };
}
