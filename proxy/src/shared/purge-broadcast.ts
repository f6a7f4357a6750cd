import type { ResponseCache } from '../http/response-cache.js';
import type { Logger } from '../lib/logger.js';
import type { RedisLink } from './redis-link.js';

interface PurgeMessage {
  /** The proxy that purged (it does not apply its own message twice). */
  from: string;
}

/**
 * Every proxy's cache purges reach every other proxy through Redis pub/sub: a write through one proxy, or
 * Strapi's webhook landing on any of them, empties all their caches.
 *
 * Redis keeps no pub/sub messages, so an outage is made good on both sides once it ends: a proxy whose own
 * purge could not be sent sends one, and a proxy that was not listening purges itself (it may have missed
 * some). The cache's TTL bounds whatever still slips through.
 */
export function broadcastPurges(cache: ResponseCache, link: RedisLink, logger: Logger) {
  const channel = link.key('cache:purge');
  let unsent = false;

  const send = async () => {
    const message: PurgeMessage = { from: link.instanceId };
    unsent = !(await link.publish(channel, JSON.stringify(message)));
  };

  cache.setPurgeBroadcaster(() => void send());

  link.subscribe(channel, (raw) => {
    let message: PurgeMessage;
    try {
      message = JSON.parse(raw) as PurgeMessage;
    } catch {
      logger.warn('ignored a malformed cache purge message from Redis');
      return;
    }
    if (message.from !== link.instanceId) cache.applyPeerPurge();
  });

  link.onReady(() => {
    if (unsent) void send();
  });
  link.onResubscribed((afterOutage) => {
    if (afterOutage) cache.applyPeerPurge();
  });
}
