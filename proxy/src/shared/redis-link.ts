import { randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from '#src/lib/logger.js';

/** What /healthz reports about Redis. */
export type RedisHealth = 'reachable' | 'unreachable' | 'not configured';

/** Reconnect quickly and keep trying: an outage should end for the proxies as soon as Redis is back. */
const RECONNECT_DELAY_MS = (attempt: number) => Math.min(100 * attempt, 1000);

/**
 * One proxy's connections to Redis, where the proxies of a deployment share state: cache purges (pub/sub),
 * rate-limit counters, the AI generation lock and its relayed chunks.
 *
 * Commands never wait for Redis: while it cannot be reached they fail at once (no offline queue, a short
 * command timeout), and every user falls back to this proxy's own memory. ioredis reconnects by itself;
 * `onReady` listeners run on every (re)connection so users can resynchronise.
 */
export class RedisLink {
  /** Identifies this proxy's own messages on shared channels. */
  readonly instanceId = randomUUID();
  /** For commands. Fails fast while disconnected. */
  readonly commands: Redis;
  /** Pub/sub needs a connection of its own. */
  private readonly subscriber: Redis;
  private readonly channelHandlers = new Map<string, (message: string) => void>();
  private readonly readyListeners: Array<() => void> = [];
  private readonly resubscribedListeners: Array<(afterOutage: boolean) => void> = [];
  /** True once subscribed to every channel on the current subscriber connection. */
  private listening = false;
  private hasListened = false;
  private outage = false;
  private closing = false;
  private readonly where: string;

  constructor(
    url: string,
    /** Prepended to every key and channel, so several deployments (or test runs) can share one Redis. */
    readonly prefix: string,
    private readonly logger: Logger,
  ) {
    this.where = withoutCredentials(url);
    const common: RedisOptions = {
      retryStrategy: RECONNECT_DELAY_MS,
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      // Channels are subscribed again explicitly on each connection (resubscribe), so we know when it is done.
      autoResubscribe: false,
    };
    this.commands = new Redis(url, { ...common, enableOfflineQueue: false, commandTimeout: 1000, connectionName: 'proxy' });
    this.subscriber = new Redis(url, { ...common, connectionName: 'proxy-subscriber' });

    for (const connection of [this.commands, this.subscriber]) {
      // Without an error listener ioredis would stay silent; with it we log once per outage.
      connection.on('error', (error: Error) => this.unreachable(error));
      connection.on('close', () => {
        if (connection === this.subscriber) this.listening = false;
        if (!this.closing) this.unreachable(new Error('connection closed'));
      });
    }
    this.commands.on('ready', () => {
      this.reachableAgain();
      for (const listener of this.readyListeners) listener();
    });
    this.subscriber.on('ready', () => void this.resubscribe());
    this.subscriber.on('message', (channel: string, message: string) => this.channelHandlers.get(channel)?.(message));
  }

  /** Can commands be sent right now? */
  get ready(): boolean {
    return this.commands.status === 'ready';
  }

  /** A key (or channel) name in this deployment's namespace. */
  key(name: string): string {
    return `${this.prefix}${name}`;
  }

  /** Runs on every connection of the command client, the first one included. */
  onReady(listener: () => void) {
    this.readyListeners.push(listener);
    if (this.ready) listener();
  }

  /**
   * Runs each time every channel is subscribed on a new subscriber connection; `afterOutage` is false the first
   * time. Messages published while disconnected were lost: users resynchronise here.
   */
  onResubscribed(listener: (afterOutage: boolean) => void) {
    this.resubscribedListeners.push(listener);
  }

  /** Listens to a channel (a name from key()). */
  subscribe(channel: string, handler: (message: string) => void) {
    this.channelHandlers.set(channel, handler);
    if (this.subscriber.status === 'ready') void this.resubscribe();
  }

  /** Publishes on a channel; false when Redis cannot be reached (the message is then lost). */
  async publish(channel: string, message: string): Promise<boolean> {
    if (!this.ready) return false;
    try {
      await this.commands.publish(channel, message);
      return true;
    } catch {
      return false;
    }
  }

  /** For /healthz: connected, subscribed and answering a PING. */
  async health(): Promise<RedisHealth> {
    if (!this.ready || !this.listening) return 'unreachable';
    try {
      return (await this.commands.ping()) === 'PONG' ? 'reachable' : 'unreachable';
    } catch {
      return 'unreachable';
    }
  }

  /** A separate connection for blocking reads (XREAD BLOCK would hold up every other command). */
  blockingConnection(): Redis {
    const connection = this.commands.duplicate({
      enableOfflineQueue: true,
      commandTimeout: undefined,
      connectionName: 'proxy-reader',
      retryStrategy: () => null,
    });
    connection.on('error', () => undefined); // the reader's caller handles the failed command
    return connection;
  }

  async close() {
    this.closing = true;
    await Promise.all(
      [this.commands, this.subscriber].map(async (connection) => {
        if (connection.status === 'end') return;
        // QUIT lets Redis finish what was sent; a connection that is down is simply dropped.
        if (connection.status === 'ready') await connection.quit().catch(() => connection.disconnect());
        else connection.disconnect();
      }),
    );
  }

  private async resubscribe() {
    const channels = [...this.channelHandlers.keys()];
    if (channels.length === 0) return;
    try {
      await this.subscriber.subscribe(...channels);
    } catch {
      return; // the connection went away again; the next 'ready' tries again
    }
    this.listening = true;
    const afterOutage = this.hasListened;
    this.hasListened = true;
    for (const listener of this.resubscribedListeners) listener(afterOutage);
  }

  private unreachable(error: Error) {
    if (this.outage || this.closing) return;
    this.outage = true;
    this.logger.warn(`Redis not reachable at ${this.where} (${describe(error)}); using this proxy's own state until it is`);
  }

  private reachableAgain() {
    if (!this.outage) return;
    this.outage = false;
    this.logger.info(`Redis reachable again at ${this.where}`);
  }
}

function describe(error: Error): string {
  return (error as NodeJS.ErrnoException).code ?? error.message;
}

/** The URL for logs: never a password. */
function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return 'the configured REDIS_URL';
  }
}
