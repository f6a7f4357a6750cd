import type { Store } from 'express-rate-limit';
import { generateHere, type GenerationCoordinator } from '#src/ai/explainer.js';
import type { ResponseCache } from '#src/http/response-cache.js';
import type { Logger } from '#src/lib/logger.js';
import { RedisExplanationLock } from './explanation-lock.js';
import { broadcastPurges } from './purge-broadcast.js';
import { rateLimitStore } from './rate-limit-store.js';
import { RedisLink, type RedisHealth } from './redis-link.js';

/**
 * What the proxies of one deployment share. With Redis (REDIS_URL): cache purges, rate-limit counts and the
 * AI single-flight, each falling back to this proxy's own state while Redis is unreachable. Without it, all of
 * it stays in this proxy's memory: the embedded default of a single proxy.
 */
export interface SharedState {
  /** A store for the named rate limiter; undefined means express-rate-limit's memory store. */
  rateLimitStore: (name: string) => Store | undefined;
  explanationCoordinator: GenerationCoordinator;
  /** A named channel to every other proxy (Redis pub/sub); without Redis there are no others, and nothing is sent. */
  peers: (name: string) => PeerChannel;
  /** For /healthz. */
  redisHealth: () => Promise<RedisHealth>;
  close: () => Promise<void>;
}

/** Messages between the proxies of one deployment; a proxy never receives its own. Lost while Redis is down. */
export interface PeerChannel {
  publish: (message: string) => void;
  subscribe: (handler: (message: string) => void) => void;
}

const NO_PEERS: PeerChannel = { publish: () => undefined, subscribe: () => undefined };

export function createSharedState(
  redis: { url: string; keyPrefix: string } | undefined,
  cache: ResponseCache,
  logger: Logger,
): SharedState {
  if (!redis) {
    return {
      rateLimitStore: () => undefined,
      explanationCoordinator: generateHere,
      peers: () => NO_PEERS,
      redisHealth: async () => 'not configured',
      close: async () => undefined,
    };
  }
  const link = new RedisLink(redis.url, redis.keyPrefix, logger);
  broadcastPurges(cache, link, logger);
  return {
    rateLimitStore: (name) => rateLimitStore(link, name),
    explanationCoordinator: new RedisExplanationLock(link),
    peers: (name) => peerChannel(link, name),
    redisHealth: () => link.health(),
    close: () => link.close(),
  };
}

function peerChannel(link: RedisLink, name: string): PeerChannel {
  const channel = link.key(`peers:${name}`);
  return {
    publish: (message) => void link.publish(channel, JSON.stringify({ from: link.instanceId, message })),
    subscribe: (handler) =>
      link.subscribe(channel, (raw) => {
        try {
          const { from, message } = JSON.parse(raw) as { from?: unknown; message?: unknown };
          if (from !== link.instanceId && typeof message === 'string') handler(message);
        } catch {
          // A malformed message is dropped.
        }
      }),
  };
}
