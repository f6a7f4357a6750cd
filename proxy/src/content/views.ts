import { setTimeout as sleep } from 'node:timers/promises';
import type { StrapiClient, StrapiList } from '#src/strapi/client.js';
import type { LiveNumber } from '#src/lib/live-number.js';

export type ViewCountedType = 'exam-patterns' | 'cheatsheets' | 'faqs';

/** What a detail page shows as its view count, and what that number is made of. */
interface LiveCount {
  type: ViewCountedType;
  documentId: string;
  /** The count saved in Strapi as last known: read with an answer or a refresh, plus this proxy's saved views. */
  stored: number;
  /** This proxy's views on their way to Strapi. */
  inFlight: number;
  /** What answers show: stored + in flight + pending, taken once per flush so cached bytes change in steps. */
  shown: number;
  /** When this proxy last sent views for it (the refresh asks only about pages being viewed here). */
  lastSentAt: number;
}

/** Detail pages not viewed here for this long are forgotten (a later answer reads the count again). */
const LIVE_COUNT_IDLE_MS = 10 * 60_000;
/** Refreshes ask about pages viewed here in this window. */
const REFRESH_WINDOW_MS = 60_000;
/** Documents per refresh request (documentIds in a URL). */
const REFRESH_BATCH = 100;

/**
 * Counts detail-page views (also cache hits) and sends them to Strapi in batches, so a popular page costs
 * one atomic UPDATE a second instead of one per view. Counts that fail to send are kept for the next flush.
 *
 * It also keeps the count that detail answers show (liveCount), which the response cache overlays onto the
 * cached body: the count saved in Strapi as last known, plus the views this proxy counted since. It moves
 * once per flush (about once a second). With several proxies (`refreshStoredMs`), the saved counts of the
 * pages viewed here are read back from Strapi every few seconds, so other proxies' views show too.
 */
export class ViewCounter {
  private pending = new Map<string, { type: ViewCountedType; documentId: string; count: number }>();
  private readonly live = new Map<string, LiveCount>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  /** Goes up when a flush starts sending: an answer read while one ran may or may not include its views. */
  private sends = 0;
  private sending = false;
  private lastRefreshAt = 0;
  private closing = false;

  constructor(
    private readonly cms: StrapiClient,
    flushMs: number,
    private readonly onError: (error: unknown) => void,
    private readonly options: { refreshStoredMs?: number } = {},
  ) {
    this.timer = setInterval(() => void this.flush(), flushMs);
    this.timer.unref();
  }

  /** Taken before reading a detail answer from Strapi; given back to liveCount with what was read. */
  readMark(): number {
    return this.sending ? -1 : this.sends;
  }

  /**
   * A detail answer was read from Strapi with `storedViews`: returns the count its cached copy shows from now
   * on. The read is the saved count, unless a flush of this page's views overlapped it (it may or may not
   * include them): then the larger of the two is kept.
   */
  liveCount(type: ViewCountedType, documentId: string, storedViews: number, readMark: number): LiveNumber {
    const key = `${type}/${documentId}`;
    let count = this.live.get(key);
    if (!count) {
      count = { type, documentId, stored: storedViews, inFlight: 0, shown: 0, lastSentAt: Date.now() };
      this.live.set(key, count);
    } else if (readMark === this.sends && !this.sending) count.stored = storedViews;
    else count.stored = Math.max(count.stored, storedViews);
    this.show(key, count);
    const known = count;
    return { field: 'views', current: () => this.shownCount(key, known) };
  }

  /** What an answer shows; a count forgotten while idle comes back with its cached answer's next view. */
  private shownCount(key: string, known: LiveCount): number {
    const count = this.live.get(key);
    if (count) return count.shown;
    known.lastSentAt = Date.now();
    this.live.set(key, known);
    return known.shown;
  }

  add(type: ViewCountedType, documentId: string, count = 1) {
    const key = `${type}/${documentId}`;
    const entry = this.pending.get(key);
    if (entry) entry.count += count;
    else this.pending.set(key, { type, documentId, count });
  }

  /**
   * Sends everything counted so far; resolves when Strapi has it (or it was put back after a failure). Then,
   * when due, reads back the saved counts (never while this proxy's own views are on their way), and moves the
   * counts detail answers show.
   */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      await this.send();
      if (this.refreshDue()) await this.refreshStored();
      this.forgetIdle();
      for (const [key, count] of this.live) this.show(key, count);
    });
    return this.flushing;
  }

  private async send() {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.sends++;
    this.sending = true;
    const now = Date.now();
    try {
      await this.sendBatch(batch, now);
    } finally {
      this.sending = false;
    }
  }

  private async sendBatch(batch: Array<{ type: ViewCountedType; documentId: string; count: number }>, now: number) {
    await Promise.all(
      batch.map(async ({ type, documentId, count }) => {
        const live = this.live.get(`${type}/${documentId}`);
        if (live) {
          live.inFlight += count;
          live.lastSentAt = now;
        }
        try {
          await this.cms.post(`/${type}/${encodeURIComponent(documentId)}/views`, { count });
          if (live) live.stored += count;
        } catch (error) {
          // A deleted document's views are dropped; anything else waits for the next flush.
          if ((error as { status?: number }).status !== 404) this.add(type, documentId, count);
          this.onError(error);
        } finally {
          if (live) live.inFlight -= count;
        }
      }),
    );
  }

  private refreshDue(): boolean {
    const every = this.options.refreshStoredMs;
    return every !== undefined && !this.closing && Date.now() - this.lastRefreshAt >= every;
  }

  /** Reads the saved counts of the pages viewed here lately: other proxies' views are in them. */
  private async refreshStored() {
    this.lastRefreshAt = Date.now();
    const watched = [...this.live.values()].filter((count) => this.lastRefreshAt - count.lastSentAt < REFRESH_WINDOW_MS);
    for (const type of ['exam-patterns', 'cheatsheets', 'faqs'] as const) {
      const ofType = watched.filter((count) => count.type === type);
      for (let start = 0; start < ofType.length; start += REFRESH_BATCH) {
        const batch = ofType.slice(start, start + REFRESH_BATCH);
        try {
          const { data } = await this.cms.get<StrapiList<{ documentId: string; views: number | null }>>(`/${type}`, {
            filters: { documentId: { $in: batch.map((count) => count.documentId) } },
            fields: ['views'],
            pagination: { page: 1, pageSize: batch.length },
          });
          // No flush of this proxy's runs meanwhile (same queue): the saved count is exact for us.
          for (const row of data) {
            const count = this.live.get(`${type}/${row.documentId}`);
            if (count) count.stored = Number(row.views ?? 0);
          }
        } catch (error) {
          this.onError(error);
        }
      }
    }
  }

  private forgetIdle() {
    const now = Date.now();
    for (const [key, count] of this.live) {
      if (now - count.lastSentAt > LIVE_COUNT_IDLE_MS && count.inFlight === 0 && !this.pending.has(key)) this.live.delete(key);
    }
  }

  private show(key: string, count: LiveCount) {
    count.shown = count.stored + count.inFlight + (this.pending.get(key)?.count ?? 0);
  }

  /** Views counted but not yet saved in Strapi. */
  get pendingViews(): number {
    let views = 0;
    for (const { count } of this.pending.values()) views += count;
    return views;
  }

  /**
   * Stops counting and saves what is pending. Strapi may be restarting at that moment, so a failed send is
   * retried a few times with growing pauses (about 6 s in all by default) before giving up. Resolves with the
   * number of views that could not be saved (0 when all were).
   */
  async close({ retryDelaysMs = [250, 500, 1000, 2000, 2000] }: { retryDelaysMs?: number[] } = {}): Promise<number> {
    clearInterval(this.timer);
    this.closing = true;
    await this.flush();
    for (const delay of retryDelaysMs) {
      if (this.pending.size === 0) break;
      await sleep(delay);
      await this.flush();
    }
    return this.pendingViews;
  }
}
