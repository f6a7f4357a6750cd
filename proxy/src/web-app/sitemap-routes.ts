import type express from 'express';
import type { Config } from '#src/config.js';
import type { Logger } from '#src/lib/logger.js';
import { CmsUnavailableError, notFound } from '#src/lib/errors.js';
import { MAX_SITEMAP_URLS, robotsTxt, sitemapFiles, type SitemapEntry } from './sitemap.js';
import { etagOf, send } from './static-answer.js';

/**
 * A snapshot (the sitemap's addresses) kept in memory until the next purge. Concurrent callers share one load.
 * After a purge the previous snapshot is kept as a fallback for when the CMS cannot be reached.
 */
export class Snapshot<T> {
  private current?: T;
  private previous?: T;
  private loading?: Promise<T>;
  private generation = 0;

  constructor(private readonly load: () => Promise<T>) {}

  async get(): Promise<T> {
    if (this.current) return this.current;
    if (!this.loading) {
      const generation = this.generation;
      const loading: Promise<T> = this.load().then(
        (content) => {
          // A purge during the load means this answer may already be out of date: use it once, keep nothing.
          if (generation === this.generation) this.current = content;
          if (this.loading === loading) this.loading = undefined;
          return content;
        },
        (error: unknown) => {
          if (this.loading === loading) this.loading = undefined;
          throw error;
        },
      );
      this.loading = loading;
    }
    return this.loading;
  }

  /** The last snapshot known, however old (for when the CMS is down). */
  lastKnown(): T | undefined {
    return this.current ?? this.previous;
  }

  invalidate() {
    this.generation++;
    if (this.current) this.previous = this.current;
    this.current = undefined;
    this.loading = undefined;
  }
}

/**
 * /robots.txt, and /sitemap.xml (a sitemap index of /sitemap-N.xml past 50,000 addresses): built from the addresses
 * the web app's page table lists and every question page's address, and built again only when either changes.
 */
export function serveSitemap(
  app: express.Express,
  {
    config,
    logger,
    pageEntries,
    questionPaths,
  }: {
    config: Config;
    logger: Logger;
    /** The pages' addresses (web/src/app/pages.ts, through the server build). */
    pageEntries: Snapshot<SitemapEntry[]>;
    questionPaths: Snapshot<string[]>;
  },
) {
  let sitemap: { pages: SitemapEntry[]; questions: string[]; files: Map<string, { body: Buffer; etag: string }> } | undefined;

  app.get('/robots.txt', (req, res) => {
    const body = Buffer.from(robotsTxt(config.publicSiteUrl));
    send(req, res, 200, 'text/plain; charset=utf-8', body, etagOf(body), 'public, max-age=3600');
  });

  // /sitemap.xml, and /sitemap-N.xml once the addresses need a sitemap index (sitemap.ts).
  app.get(/^\/sitemap(?:-\d+)?\.xml$/, async (req, res, next) => {
    // The CMS down: the last addresses known, however old. (An unreachable CMS is reported by the Strapi client.)
    const lastKnown =
      <T>(snapshot: Snapshot<T>) =>
      (error: unknown) => {
        if (!(error instanceof CmsUnavailableError) && (error as { status?: unknown } | undefined)?.status !== 503)
          logger.warn({ err: error }, 'sitemap: the addresses could not be read, the last known ones are served');
        return snapshot.lastKnown();
      };
    const [pages, questions] = await Promise.all([
      pageEntries.get().catch(lastKnown(pageEntries)),
      questionPaths.get().catch(lastKnown(questionPaths)),
    ]);
    if (!pages || !questions) {
      next(new CmsUnavailableError());
      return;
    }
    if (sitemap?.pages !== pages || sitemap.questions !== questions) {
      const files = new Map<string, { body: Buffer; etag: string }>();
      for (const [file, xml] of sitemapFiles(config.publicSiteUrl, pages, MAX_SITEMAP_URLS, questions)) {
        const body = Buffer.from(xml);
        files.set(file, { body, etag: etagOf(body) });
      }
      sitemap = { pages, questions, files };
    }
    const file = sitemap.files.get(req.path);
    if (!file) {
      next(notFound());
      return;
    }
    send(req, res, 200, 'application/xml; charset=utf-8', file.body, file.etag, 'public, max-age=0, s-maxage=3600');
  });
}
