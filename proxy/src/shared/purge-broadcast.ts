import type { ResponseCache } from '#src/http/response-cache.js';
import type { PurgeCause } from '#src/http/purge-record.js';
import type { Logger } from '#src/lib/logger.js';
import type { RedisLink } from './redis-link.js';

interface PurgeMessage {
  /** The proxy that purged (it does not apply its own message twice). */
  from: string;
  /**
   * The change it purged for, when known: a proxy already purged for it (its own write, or Strapi's webhook
   * for that write landing there first) skips it. Absent from older proxies' messages: always applied.
   */
  cause?: PurgeCause;
}

/**
 * Every proxy's cache purges reach every other proxy through Redis pub/sub: a write through one proxy, or
 * Strapi's webhook landing on any of them, empties all their caches.
 *
 * Redis keeps no pub/sub messages, so an outage is made good on both sides once it ends: a proxy whose own
 * purge could not be sent sends one, and a proxy that was not listening purges itself (it may have missed
 * some). The cache's TTL bounds whatever still slips through.
 *
 * Each message carries the change it purged for (see purge-record.ts), so a write through proxy B whose
 * webhook from Strapi lands on proxy A costs every proxy one purge, in whichever order the two arrive.
 */
export function broadcastPurges(cache: ResponseCache, link: RedisLink, logger: Logger) {
  const channel = link.key('cache:purge');
  let unsent = false;

  const send = async (cause?: PurgeCause) => {
    const message: PurgeMessage = { from: link.instanceId, cause };
    unsent = !(await link.publish(channel, JSON.stringify(message)));
  };

  cache.setPurgeBroadcaster((cause) => void send(cause));

  link.subscribe(channel, (raw) => {
    let message: PurgeMessage;
    try {
      message = JSON.parse(raw) as PurgeMessage;
    } catch {
      logger.warn('ignored a malformed cache purge message from Redis');
      return;
    }
    if (message.from !== link.instanceId) cache.applyPeerPurge(readCause(message.cause));
  });

  // A purge that could not be sent is made good with a plain one: what it was for no longer matters.
  link.onReady(() => {
    if (unsent) void send();
  });
  link.onResubscribed((afterOutage) => {
    if (afterOutage) cache.applyPeerPurge();
  });
}

/** A cause as another proxy sent it; anything malformed is dropped, which makes the purge unconditional. */
function readCause(cause: unknown): PurgeCause | undefined {
  if (!cause || typeof cause !== 'object') return undefined;
  const { versions, complete } = cause as { versions?: unknown; complete?: unknown };
  if (!Array.isArray(versions) || !versions.every((version) => typeof version === 'string') || typeof complete !== 'boolean')
    return undefined;
  return { versions, complete };
}
