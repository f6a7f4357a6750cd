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
  /** For /healthz. */
  redisHealth: () => Promise<RedisHealth>;
  close: () => Promise<void>;
}

export function createSharedState(
  redis: { url: string; keyPrefix: string } | undefined,
  cache: ResponseCache,
  logger: Logger,
): SharedState {
  if (!redis) {
    return {
      rateLimitStore: () => undefined,
      explanationCoordinator: generateHere,
      redisHealth: async () => 'not configured',
      close: async () => undefined,
    };
  }
  const link = new RedisLink(redis.url, redis.keyPrefix, logger);
  broadcastPurges(cache, link, logger);
  return {
    rateLimitStore: (name) => rateLimitStore(link, name),
    explanationCoordinator: new RedisExplanationLock(link),
    redisHealth: () => link.health(),
    close: () => link.close(),
  };
}
