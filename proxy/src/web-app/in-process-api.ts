import type { PublicReads } from '#src/http/public-reads.js';

/** How the server render reaches the API: a path (with its query) in, a fetch Response out. */
export type InProcessApi = (path: string, init?: RequestInit) => Promise<Response>;

/** Rejects when the caller gives up (a render past its deadline): the answer may still land in the cache. */
const untilAborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

const unknownEndpoint = () => Response.json({ message: 'Unknown API endpoint' }, { status: 404 });

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
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}
