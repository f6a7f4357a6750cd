import { expect } from 'vitest';
import { eventually, type Stack } from './stack.js';

/** Requests for the cache suites, read the way they look at answers: status, X-Cache, ETag and text. */

/** One request, its body read to the end. */
export async function cachedAnswer(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  const text = await response.text();
  return {
    status: response.status,
    xCache: response.headers.get('x-cache'),
    etag: response.headers.get('etag'),
    headers: response.headers,
    text,
  };
}

/** A JSON PATCH to a full URL with a session cookie (to a proxy other than the stack's own). */
export const patchAs = (cookie: string, url: string, body: unknown) =>
  fetch(url, { method: 'PATCH', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });

/**
 * Runs `action` and checks that it purged nothing, not even a purge still on its way through Strapi's webhook
 * when it ends: a marker edit made directly in Strapi (of the topic `markerTopic`, its name unchanged) takes the
 * same road after it, and once the marker's purge has landed, any the action set off has too. Then the marker's
 * must be the only purge.
 */
export async function expectNoPurgeBy(stack: Stack, markerTopic: string, action: () => Promise<void>) {
  const purgedFor: string[] = [];
  const cache = stack.proxy.cache;
  const purge = cache.purge.bind(cache);
  cache.purge = (cause) => {
    purgedFor.push(JSON.stringify(cause ?? null));
    purge(cause);
  };
  try {
    await action();
    const topic = await stack.strapi.documents('api::topic.topic').findOne({ documentId: markerTopic });
    await stack.strapi.documents('api::topic.topic').update({ documentId: markerTopic, data: { topic_name: topic.topic_name } });
    await eventually(async () => expect(purgedFor.some((cause) => cause.includes(markerTopic))).toBe(true));
    expect(purgedFor).toHaveLength(1);
  } finally {
    cache.purge = purge;
  }
}
