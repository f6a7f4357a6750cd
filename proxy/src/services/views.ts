import { setTimeout as sleep } from 'node:timers/promises';
import type { StrapiClient } from '../strapi/client.js';

export type ViewCountedType = 'exam-patterns' | 'cheatsheets';

/**
 * Counts detail-page views (also cache hits) and sends them to Strapi in batches, so a popular page costs
 * one atomic UPDATE a second instead of one per view. Counts that fail to send are kept for the next flush.
 */
export class ViewCounter {
  private pending = new Map<string, { type: ViewCountedType; documentId: string; count: number }>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly cms: StrapiClient,
    flushMs: number,
    private readonly onError: (error: unknown) => void,
  ) {
    this.timer = setInterval(() => void this.flush(), flushMs);
    this.timer.unref();
  }

  add(type: ViewCountedType, documentId: string, count = 1) {
    const key = `${type}/${documentId}`;
    const entry = this.pending.get(key);
    if (entry) entry.count += count;
    else this.pending.set(key, { type, documentId, count });
  }

  /** Sends everything counted so far; resolves when Strapi has it (or it was put back after a failure). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const batch = [...this.pending.values()];
      this.pending = new Map();
      await Promise.all(
        batch.map(async ({ type, documentId, count }) => {
          try {
            await this.cms.post(`/${type}/${encodeURIComponent(documentId)}/views`, { count });
          } catch (error) {
            // A deleted document's views are dropped; anything else waits for the next flush.
            if ((error as { status?: number }).status !== 404) this.add(type, documentId, count);
            this.onError(error);
          }
        }),
      );
    });
    return this.flushing;
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
    await this.flush();
    for (const delay of retryDelaysMs) {
      if (this.pending.size === 0) break;
      await sleep(delay);
      await this.flush();
    }
    return this.pendingViews;
  }
}
