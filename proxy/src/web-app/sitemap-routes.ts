import type express from 'express';
import type { Config } from '#src/config.js';
import { CmsUnavailableError, notFound } from '#src/lib/errors.js';
import type { SiteContent, SiteContentSource } from './site-content.js';
import { MAX_SITEMAP_URLS, robotsTxt, sitemapFiles } from './sitemap.js';
import { etagOf, send } from './static-answer.js';

/**
 * /robots.txt, and /sitemap.xml (a sitemap index of /sitemap-N.xml past 50,000 addresses): built from the content
 * snapshot and every question page's address, and built again only when either changes.
 */
export function serveSitemap(
  app: express.Express,
  {
    config,
    siteContent,
    questionPaths,
  }: {
    config: Config;
    /** The content (fresh), or the last known content when the CMS is down. */
    siteContent: () => Promise<{ content?: SiteContent }>;
    questionPaths: SiteContentSource<string[]>;
  },
) {
  let sitemap: { content: SiteContent; questions: string[]; files: Map<string, { body: Buffer; etag: string }> } | undefined;

  app.get('/robots.txt', (req, res) => {
    const body = Buffer.from(robotsTxt(config.publicSiteUrl));
    send(req, res, 200, 'text/plain; charset=utf-8', body, etagOf(body), 'public, max-age=3600');
  });

  // /sitemap.xml, and /sitemap-N.xml once the addresses need a sitemap index (sitemap.ts).
  app.get(/^\/sitemap(?:-\d+)?\.xml$/, async (req, res, next) => {
    const { content: known } = await siteContent();
    const questions = await questionPaths.get().catch(() => questionPaths.lastKnown());
    if (!known || !questions) {
      next(new CmsUnavailableError());
      return;
    }
    if (sitemap?.content !== known || sitemap.questions !== questions) {
      const files = new Map<string, { body: Buffer; etag: string }>();
      for (const [file, xml] of sitemapFiles(config.publicSiteUrl, known, MAX_SITEMAP_URLS, questions)) {
        const body = Buffer.from(xml);
        files.set(file, { body, etag: etagOf(body) });
      }
      sitemap = { content: known, questions, files };
    }
    const file = sitemap.files.get(req.path);
    if (!file) {
      next(notFound());
      return;
    }
    send(req, res, 200, 'application/xml; charset=utf-8', file.body, file.etag, 'public, max-age=0, s-maxage=3600');
  });
}
