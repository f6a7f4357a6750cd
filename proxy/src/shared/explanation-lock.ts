import { randomUUID } from 'node:crypto';
import {
  generateHere,
  GenerationLostError,
  type ExplanationEvent,
  type FollowClaim,
  type GenerateClaim,
  type GenerationCoordinator,
} from '#src/ai/explainer.js';
import type { RedisLink } from './redis-link.js';

export interface ExplanationLockTimings {
  /** How long a claim lasts unless its holder renews it: a proxy that dies frees the question within this. */
  leaseMs: number;
  /** How long a follower waits for the next event before checking that the holder still renews its claim. */
  pollMs: number;
}

const DEFAULT_TIMINGS: ExplanationLockTimings = { leaseMs: 10_000, pollMs: 1_000 };
/** Relayed events are kept this long after the last one, for followers that are slow to read them. */
const STREAM_KEEP_SECONDS = 120;

/** Extends the lease only if this generation still holds it. */
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
/** Frees the question only if this generation still holds it (an expired lease may have a new holder). */
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

type StreamEntries = Array<[id: string, fields: string[]]>;

/**
 * The AI single-flight across proxies. A proxy claims a question with `SET lock <generation> NX PX lease`; the
 * holder generates, renews its lease while it does, and appends every event to a Redis stream named after its
 * generation. Proxies that find the lock taken read that stream from the start (so late joiners get the text
 * so far) until `done` or `error`. A holder that dies stops renewing: its lease expires, its followers see it
 * and claim again (taking over when they have shown nothing yet).
 *
 * While Redis cannot be reached, every proxy generates on its own, as a single proxy does.
 */
export class RedisExplanationLock implements GenerationCoordinator {
  private readonly timings: ExplanationLockTimings;

  constructor(
    private readonly link: RedisLink,
    timings: Partial<ExplanationLockTimings> = {},
  ) {
    this.timings = { ...DEFAULT_TIMINGS, ...timings };
  }

  async claim(questionId: string): Promise<GenerateClaim | FollowClaim> {
    const { commands } = this.link;
    const lockKey = this.link.key(`ai:lock:${questionId}`);
    // A few tries: the lock can be released between our SET and our GET.
    for (let attempt = 0; attempt < 3 && this.link.ready; attempt++) {
      const generation = randomUUID();
      try {
        if ((await commands.set(lockKey, generation, 'PX', this.timings.leaseMs, 'NX')) === 'OK') return this.lease(lockKey, generation);
        const holder = await commands.get(lockKey);
        if (holder) return { role: 'follow', events: this.follow(lockKey, holder) };
      } catch {
        break;
      }
    }
    return generateHere.claim(questionId);
  }

  private lease(lockKey: string, generation: string): GenerateClaim {
    const { commands } = this.link;
    const streamKey = this.streamKey(generation);
    const renewal = setInterval(() => {
      commands.eval(RENEW, 1, lockKey, generation, this.timings.leaseMs).catch(() => undefined);
    }, this.timings.leaseMs / 3);
    renewal.unref();
    return {
      role: 'generate',
      contended: true,
      // Sent in order on one connection; a failure (Redis gone) only costs the followers, who then recover.
      relay: (event) => {
        commands
          .multi()
          .xadd(streamKey, '*', 'event', JSON.stringify(event))
          .expire(streamKey, STREAM_KEEP_SECONDS)
          .exec()
          .catch(() => undefined);
      },
      release: async () => {
        clearInterval(renewal);
        await commands.eval(RELEASE, 1, lockKey, generation).catch(() => undefined);
      },
    };
  }

  /** The holder's events, read from its stream; throws GenerationLostError when it stops relaying. */
  private async *follow(lockKey: string, generation: string): AsyncGenerator<ExplanationEvent> {
    const streamKey = this.streamKey(generation);
    // Blocking reads get a connection of their own.
    const reader = this.link.blockingConnection();
    let lastId = '0';
    const read = async (block: boolean): Promise<ExplanationEvent[]> => {
      const answer = block
        ? await reader.xread('BLOCK', this.timings.pollMs, 'STREAMS', streamKey, lastId)
        : await reader.xread('STREAMS', streamKey, lastId);
      const entries: StreamEntries = answer?.[0]?.[1] ?? [];
      return entries.map(([id, fields]) => {
        lastId = id;
        return JSON.parse(fields[1] ?? '{}') as ExplanationEvent;
      });
    };
    try {
      for (;;) {
        let events = await read(true).catch((error: unknown) => {
          throw new GenerationLostError(error);
        });
        if (events.length === 0) {
          // Nothing new for a while: is the holder still renewing its lease?
          const holder = await this.link.commands.get(lockKey).catch(() => null);
          if (holder === generation) continue;
          // It may have finished and released just now: one last look before giving up on it.
          events = await read(false).catch(() => []);
          if (!events.some((event) => event.type !== 'chunk')) {
            for (const event of events) yield event;
            throw new GenerationLostError();
          }
        }
        for (const event of events) {
          yield event;
          if (event.type !== 'chunk') return;
        }
      }
    } finally {
      reader.disconnect();
    }
  }

  private streamKey(generation: string): string {
    return this.link.key(`ai:events:${generation}`);
  }
}
