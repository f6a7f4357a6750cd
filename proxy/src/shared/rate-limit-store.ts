import { MemoryStore, type ClientRateLimitInfo, type IncrementResponse, type Options, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { RedisLink } from './redis-link.js';

/**
 * A rate-limit store for express-rate-limit whose counts live in Redis, shared by every proxy (rate-limit-redis),
 * and in this proxy's memory while Redis cannot be reached: a Redis outage never fails or blocks a request, and
 * a sign-in limit still holds per proxy meanwhile.
 */
export class SharedCountStore implements Store {
  readonly prefix: string;
  readonly localKeys = false;
  private readonly local = new MemoryStore();
  private readonly shared: RedisStore;
  /** Has rate-limit-redis loaded its scripts on the current connection? */
  private sharedReady = false;

  constructor(
    private readonly link: RedisLink,
    name: string,
  ) {
    this.prefix = link.key(`rate-limit:${name}:`);
    this.shared = new RedisStore({
      prefix: this.prefix,
      sendCommand: (command: string, ...args: string[]) => link.commands.call(command, ...args) as Promise<RedisReply>,
    });
  }

  init(options: Options) {
    this.local.init(options);
    // rate-limit-redis loads its Lua scripts in init and keeps a failed load for good: load them again on every
    // connection (a restarted Redis has forgotten them too).
    this.link.onReady(() => {
      this.sharedReady = false;
      this.shared.init(options).then(
        () => (this.sharedReady = true),
        () => undefined, // still unreachable; the next connection tries again
      );
    });
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.either(
      () => this.shared.get(key),
      () => this.local.get(key),
    );
  }

  async increment(key: string): Promise<IncrementResponse> {
    return this.either(
      () => this.shared.increment(key),
      () => this.local.increment(key),
    );
  }

  async decrement(key: string): Promise<void> {
    return this.either(
      () => this.shared.decrement(key),
      () => this.local.decrement(key),
    );
  }

  async resetKey(key: string): Promise<void> {
    this.local.resetKey(key);
    if (this.usable) await this.shared.resetKey(key).catch(() => undefined);
  }

  shutdown() {
    this.local.shutdown();
  }

  private get usable(): boolean {
    return this.sharedReady && this.link.ready;
  }

  private async either<T>(shared: () => Promise<T>, local: () => T | Promise<T>): Promise<T> {
    if (!this.usable) return local();
    try {
      return await shared();
    } catch {
      return local();
    }
  }
}

/** A store for one limiter: shared through Redis when proxies share it, else express-rate-limit's default (memory). */
export function rateLimitStore(link: RedisLink | undefined, name: string): Store | undefined {
  return link ? new SharedCountStore(link, name) : undefined;
}
