import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type RequestHandler } from 'express';
import { replay } from '#src/http/cached-response.js';
import { isPreviewPageRequest } from '#src/http/preview-framing.js';
import { LRUCache } from 'lru-cache';
import type { Config } from '#src/config.js';
import type { Logger } from '#src/lib/logger.js';
import type { StrapiClient } from '#src/strapi/client.js';
import type { ResponseCache } from '#src/http/response-cache.js';
import type { PublicReads } from '#src/http/public-reads.js';
import { HttpError, notFound } from '#src/lib/errors.js';
import { listQuestionPagePaths } from '#src/questions/question-pages.js';
import type { ViewCounter } from '#src/content/views.js';
import { ServerRenderer } from './server-render.js';
import { inProcessApi } from './in-process-api.js';
import { readManifest, readStylesheets } from './page-html.js';
import { mathStylesRouter } from './math-styles.js';
import { pwaRouter } from './pwa.js';
import { FILE_PATH, hindiHomeRedirect } from './page-address.js';
import { send } from './static-answer.js';
import { buildFiles } from './build-file-headers.js';
import { serveSitemap, Snapshot } from './sitemap-routes.js';
import {
  HTML_CACHE_BYTES,
  HTML_CACHE_ENTRIES,
  producePage,
  type PageProduction,
  type PageTemplate,
  type RenderedPage,
} from './page-producer.js';

/**
 * The built React app, with each route's head tags written into its HTML (titles, descriptions, canonical
 * and social tags for crawlers that run no JavaScript), the real HTTP status (404 for unknown routes, names
 * and slugs, while the app still renders its Page Not Found screen), /sitemap.xml (a sitemap index of
 * /sitemap-N.xml past 50,000 addresses) and /robots.txt.
 *
 * Each page's status and head come from its server render (the web app's page table, web/src/app/pages.ts, with
 * the answers the render loaded); pages and the sitemap are kept in memory and dropped whenever the API cache is
 * purged (every write and Strapi's webhook), so they follow edits at once.
 */
export function serveWebApp(
  app: express.Express,
  deps: {
    config: Config;
    cms: StrapiClient;
    cache: ResponseCache;
    /** The public reads the render calls in process. */
    reads: PublicReads;
    logger: Logger;
    views?: ViewCounter;
    /** Counts renders of new /search pages per address; sets res.locals.renderRefused past the limit. */
    searchRenderLimit?: RequestHandler;
  },
) {
  const { config, cms, cache, reads, logger, views, searchRenderLimit } = deps;
  const distDir = config.webDistDir ?? path.resolve(import.meta.dirname, '..', '..', '..', 'web', 'dist');
  const indexFile = path.join(distDir, 'index.html');
  // Every question page's address, for the sitemap only (ids and texts of the whole bank: never for a page).
  const questionPaths = new Snapshot(() => listQuestionPagePaths(cms));
  // Kept per address with its query: a server-rendered page shows what its query asks for (?page=2, ?q=).
  const pages = new LRUCache<string, RenderedPage>({
    max: HTML_CACHE_ENTRIES,
    maxSize: HTML_CACHE_BYTES,
    sizeCalculation: (page) => page.body.length + 200,
  });
  // The render reads the API in process: the public reads' own producers and cache entries, by address.
  const readApi = inProcessApi(reads);
  const renderer = new ServerRenderer(path.join(distDir, '..', 'dist-server', 'entry-server.js'), logger, readApi);
  // The other pages' addresses, from the web app's page table.
  const pageEntries = new Snapshot(() => renderer.sitemap());
  let template: PageTemplate | undefined;

  let purges = 0;
  cache.onPurge(() => {
    purges++;
    pageEntries.invalidate();
    questionPaths.invalidate();
    pages.clear();
  });

  /** index.html as built; a rebuild (new asset names) drops every rendered page. */
  function readTemplate(): string | undefined {
    if (!existsSync(indexFile)) return undefined;
    const { mtimeMs } = statSync(indexFile);
    if (template?.mtimeMs !== mtimeMs) {
      const manifest = readManifest(distDir);
      template = { mtimeMs, html: readFileSync(indexFile, 'utf8'), manifest, stylesheets: readStylesheets(distDir, manifest) };
      pages.clear();
    }
    return template.html;
  }

  serveSitemap(app, { config, logger, pageEntries, questionPaths });

  const production: PageProduction = {
    config,
    views,
    renderer,
    template: () => template,
    purges: () => purges,
    keep: (address, page) => pages.set(address, page),
  };

  app.get('/index.html', (_req, res) => res.redirect(301, '/'));
  // KaTeX's stylesheet and fonts, for pages with math (math-styles.ts).
  app.use(mathStylesRouter());
  // The web app manifests and the service worker's script (revalidated on each check, never kept a year).
  app.use(pwaRouter(distDir));
  app.use('/assets', ...buildFiles(path.join(distDir, 'assets')));
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));

  /**
   * A kept page that can be answered as it is: not a detail page whose view count has moved since its render, nor
   * one kept past its time (a leaderboard).
   */
  function keptPage(address: string): RenderedPage | undefined {
    const page = pages.get(address);
    if (page?.keptUntil !== undefined && Date.now() >= page.keptUntil) return undefined;
    // A detail page's view count moved since it was rendered (about once a second at most): render it again.
    if (page?.viewed && cache.lookup(page.viewed.dataPath)?.live?.current() !== page.viewed.shown) return undefined;
    return page;
  }

  /** Concurrent requests for a page that is not kept share one render. */
  const flights = new Map<string, Promise<RenderedPage>>();

  app.get('/{*page}', async (req, res, next) => {
    if (FILE_PATH.test(req.path)) {
      next(notFound());
      return;
    }
    const toHindi = hindiHomeRedirect(req.method, req.originalUrl, req.get('cookie'));
    if (toHindi) {
      res.setHeader('cache-control', 'no-store');
      res.setHeader('vary', 'Cookie');
      res.redirect(302, toHindi);
      return;
    }
    const html = readTemplate();
    if (html === undefined) {
      next(new HttpError(503, 'The web app has not been built yet. Run `npm run build`.'));
      return;
    }
    const address = await renderer.pageAddress(req.originalUrl);
    let page = keptPage(address);
    if (!page) {
      // Each new search the page shows is a search: counted per address like the API's.
      if (req.path === '/search' && searchRenderLimit) await new Promise<void>((done) => searchRenderLimit(req, res, () => done()));
      const refused = Boolean(res.locals.renderRefused);
      let flight = refused ? undefined : flights.get(address);
      if (!flight) {
        flight = producePage(production, req, res, html, address, refused);
        if (!refused) {
          flights.set(address, flight);
          const landed = () => flights.delete(address);
          flight.then(landed, landed);
        }
      }
      page = await flight;
    }
    if (page.movedTo) {
      const query = req.originalUrl.indexOf('?');
      res.redirect(301, page.movedTo + (query === -1 ? '' : req.originalUrl.slice(query)));
      return;
    }
    if (page.entry && !isPreviewPageRequest(req.method, req.path, req.query)) {
      res.locals.precompressed = true;
      replay(req, res, page.entry, 'MISS');
      return;
    }
    if (page.viewed && page.status === 200 && req.method === 'GET') views?.add(page.viewed.type, page.viewed.documentId);
    if (page.noindex) res.setHeader('x-robots-tag', 'noindex, nofollow');
    send(req, res, page.status, 'text/html; charset=utf-8', page.body, page.etag, 'no-cache');
  });

  return {
    /**
     * The fast path for kept pages, before Express (as the response cache's for API answers): replays the page's
     * bytes and headers, counting a view on detail pages. False when Express must answer (not kept, a preview, a
     * detail page whose count moved).
     */
    tryServe(req: IncomingMessage, res: ServerResponse): boolean {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url || req.url.startsWith('/api/') || /[?&]preview=/.test(req.url))
        return false;
      // A Hindi reader's home page is a redirect, answered by Express.
      if (hindiHomeRedirect(req.method, req.url, req.headers.cookie)) return false;
      // Until the build has loaded, Express answers (it waits for the page table that names the page's address).
      const address = renderer.loadedPageAddress(req.url);
      const entry = address === undefined ? undefined : keptPage(address)?.entry;
      if (!entry) return false;
      replay(req, res, entry, 'HIT');
      return true;
    },
  };
}
