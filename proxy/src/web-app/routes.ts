import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { buildBytesEntry, replay, type CachedResponse } from '#src/http/cached-response.js';
import { isPreviewPageRequest } from '#src/http/preview-framing.js';
import { LRUCache } from 'lru-cache';
import type { Config } from '#src/config.js';
import type { Logger } from '#src/lib/logger.js';
import type { StrapiClient } from '#src/strapi/client.js';
import type { ResponseCache } from '#src/http/response-cache.js';
import { CmsUnavailableError, HttpError, notFound } from '#src/lib/errors.js';
import { listQuestionPagePaths } from '#src/questions/question-pages.js';
import type { QuestionPage } from '@exam-prep/contract/public/question-page';
import { countQuestions, loadSiteContent, SiteContentSource, type SiteContent } from './site-content.js';
import { apiPathIn, fallbackPageMeta, isAdminPath, needsContent, resolvePageMeta, type PageMeta } from './page-meta.js';
import { HINDI_PREFIX, LOCALE_COOKIE, localeOfPath } from '@exam-prep/contract/page-locale';
import { MAX_SITEMAP_URLS, robotsTxt, sitemapFiles } from './sitemap.js';
import { ServerRenderer, withRenderedApp } from './server-render.js';
import { inProcessApi } from './in-process-api.js';
import { arrangeRenderedPage, readManifest, readStylesheets, renderHtml, type ViteManifest } from './page-html.js';
import type { ViewCounter, ViewCountedType } from '#src/content/views.js';
import { mathStylesRouter, withMathStyles } from './math-styles.js';

interface RenderedPage {
  status: number;
  body: Buffer;
  etag: string;
  noindex: boolean;
  /** A permanent redirect to this path instead of the page. */
  movedTo?: string;
  /** The page as a ready answer (200 pages): replayed byte for byte, before Express too. */
  entry?: CachedResponse & { status: number };
  /** A detail page that counts a view on every answer, and the count its HTML shows (re-rendered when it moves). */
  viewed?: { type: ViewCountedType; documentId: string; dataPath: string; shown: number };
}

/** How many rendered pages are kept, and their bytes at most (server-rendered pages are ~5-60 KB each). */
const HTML_CACHE_ENTRIES = 5000;
const HTML_CACHE_BYTES = 64 * 1024 * 1024;
/** Longer addresses are rendered every time, never kept: a kept page repeats its path in several head tags. */
const MAX_CACHED_PATH_LENGTH = 512;

/** The query parameters the app's pages read (a list's page, search words and type, an exam filter). */
const PAGE_QUERY_PARAMS = new Set(['page', 'q', 'type', 'exam']);

/**
 * The address a page is rendered and kept under: its path and the query parameters the app reads, in the order
 * given. Any other parameter (a tracking tag, a cache-buster) changes nothing on the page, so it neither makes
 * a new render nor a new cache entry.
 */
export function pageAddress(originalUrl: string): string {
  const at = originalUrl.indexOf('?');
  if (at === -1) return originalUrl;
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(originalUrl.slice(at + 1))) if (PAGE_QUERY_PARAMS.has(name)) kept.append(name, value);
  const query = kept.toString();
  return originalUrl.slice(0, at) + (query ? `?${query}` : '');
}

/** The language switch's cookie saying a reader chose Hindi (web/src/components/language-switch.tsx). */
const CHOSE_HINDI = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=hi(?:;|$)`);

/**
 * A returning reader who chose Hindi, asking for the home page: sent to the Hindi one. Only the bare home page
 * (every other address is the page asked for, in the language its address says). The answer depends on the
 * cookie, so it is never stored by a shared cache and says it varies with it.
 */
export function hindiHomeRedirect(method: string | undefined, url: string | undefined, cookie: string | undefined): string | undefined {
  if ((method !== 'GET' && method !== 'HEAD') || !url || !cookie || !CHOSE_HINDI.test(cookie)) return undefined;
  const at = url.indexOf('?');
  if ((at === -1 ? url : url.slice(0, at)) !== '/') return undefined;
  return HINDI_PREFIX + (at === -1 ? '' : url.slice(at));
}

/** The kinds of detail page that count views (their API answers do too: routes/public.ts). */
const VIEW_COUNTED_PAGES: Record<string, ViewCountedType> = { 'exam-patterns': 'exam-patterns', cheatsheets: 'cheatsheets' };

/** Files, not pages: a missing one is a plain 404, never the app's HTML. */
const FILE_PATH = /^\/assets\/|\.(?:js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|json|txt|xml|webmanifest)$/i;

const etagOf = (body: Buffer | string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** If-None-Match, compared weakly (RFC 9110); lists and '*' accepted. */
function notModified(req: Request, etag: string): boolean {
  const header = req.get('if-none-match');
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

function send(req: Request, res: Response, status: number, contentType: string, body: Buffer, etag: string, cacheControl: string) {
  res.setHeader('content-type', contentType);
  res.setHeader('cache-control', cacheControl);
  res.setHeader('etag', etag);
  if (status === 200 && notModified(req, etag)) {
    res.status(304).end();
    return;
  }
  res.status(status).end(req.method === 'HEAD' ? undefined : body);
}

/** The view-counted detail page a rendered page is, with the count it shows (from its data, as the API showed it). */
function viewedBy(pathname: string, meta: PageMeta, data: Record<string, unknown>): RenderedPage['viewed'] {
  const type = VIEW_COUNTED_PAGES[pathname.split('/')[1] ?? ''];
  const answer = meta.data ? (data[meta.data] as { _id?: unknown; views?: unknown } | undefined) : undefined;
  if (!type || meta.status !== 200 || !meta.data || typeof answer?._id !== 'string' || typeof answer.views !== 'number') return undefined;
  return { type, documentId: answer._id, dataPath: meta.data, shown: answer.views };
}

/**
 * The built React app, with each route's head tags written into its HTML (titles, descriptions, canonical
 * and social tags for crawlers that run no JavaScript), the real HTTP status (404 for unknown routes, names
 * and slugs, while the app still renders its Page Not Found screen), /sitemap.xml (a sitemap index of
 * /sitemap-N.xml past 50,000 addresses) and /robots.txt.
 *
 * Pages are rendered from a small snapshot of the content (SiteContent) and kept in memory per path; both are
 * dropped whenever the API cache is purged (every write and Strapi's webhook), so they follow edits at once.
 */
export function serveWebApp(
  app: express.Express,
  deps: {
    config: Config;
    cms: StrapiClient;
    cache: ResponseCache;
    logger: Logger;
    views?: ViewCounter;
    /** Counts renders of new /search pages per address; sets res.locals.renderRefused past the limit. */
    searchRenderLimit?: RequestHandler;
  },
) {
  const { config, cms, cache, logger, views, searchRenderLimit } = deps;
  const distDir = config.webDistDir ?? path.resolve(import.meta.dirname, '..', '..', '..', 'web', 'dist');
  const indexFile = path.join(distDir, 'index.html');
  const content = new SiteContentSource(() => loadSiteContent(cms));
  // Every question page's address, for the sitemap only (ids and texts of the whole bank: never for a page).
  const questionPaths = new SiteContentSource(() => listQuestionPagePaths(cms));
  // Kept per address with its query: a server-rendered page shows what its query asks for (?page=2, ?q=).
  const pages = new LRUCache<string, RenderedPage>({
    max: HTML_CACHE_ENTRIES,
    maxSize: HTML_CACHE_BYTES,
    sizeCalculation: (page) => page.body.length + 200,
  });
  // The render reads the API in process: the cache's fast path, else the app's own /api routes.
  const readApi = inProcessApi(() => (req, res) => {
    if (!cache.tryServe(req, res)) app(req as Request, res as Response);
  });
  const renderer = new ServerRenderer(path.join(distDir, '..', 'dist-server', 'entry-server.js'), logger, readApi);
  let template: { mtimeMs: number; html: string; manifest?: ViteManifest; stylesheets: Map<string, string> } | undefined;
  let sitemap: { content: SiteContent; questions: string[]; files: Map<string, { body: Buffer; etag: string }> } | undefined;

  let purges = 0;
  cache.onPurge(() => {
    purges++;
    content.invalidate();
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

  /** The content (fresh), the last known content when the CMS is down (stale), or nothing when nothing is known. */
  async function siteContent(): Promise<{ content?: SiteContent; fresh: boolean }> {
    try {
      return { content: await content.get(), fresh: true };
    } catch (error) {
      const known = content.lastKnown();
      // An unreachable CMS is reported once per outage by the Strapi client; anything else is worth a line.
      if (!(error instanceof CmsUnavailableError)) {
        logger.warn({ err: error }, known ? 'CMS failed: page metadata from the last known content' : 'CMS failed: generic page metadata');
      }
      return { content: known, fresh: false };
    }
  }

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

  app.get('/index.html', (_req, res) => res.redirect(301, '/'));
  // KaTeX's stylesheet and fonts, for pages with math (math-styles.ts).
  app.use(mathStylesRouter());
  app.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  app.use(express.static(distDir, { index: false, maxAge: '1h' }));

  /**
   * Computes a page (meta, server render, HTML) and keeps it when it may be kept. `refused`: past the search
   * page limit, served for the browser to render.
   */
  async function producePage(req: Request, res: Response, html: string, address: string, refused: boolean): Promise<RenderedPage> {
    const purgesBefore = purges;
    const dynamic = needsContent(req.path);
    const loaded = dynamic ? await siteContent() : { content: undefined, fresh: true };
    const known = loaded.content;
    let fresh = loaded.fresh;
    let meta: PageMeta;
    if (dynamic && !known) meta = fallbackPageMeta(req.path);
    else {
      const counter = async (by: { subtopicName: string; examName?: string }) => {
        try {
          return await countQuestions(cms, by);
        } catch (error) {
          fresh = false; // the page says 'Free ...' instead of a count; do not keep it
          if (!(error instanceof CmsUnavailableError)) logger.warn({ err: error }, 'could not count questions for the page description');
          return 0;
        }
      };
      // A question's page (/questions/{id}/…): an unknown id is a 404; when the CMS fails, the generic texts (not kept).
      let questionFailed = false;
      const findQuestionPage = async (id: string) => {
        try {
          // Through the API's cache: the render that follows fetches the same answer.
          // In the page's language, as its render asks for it (so it finds this answer cached).
          return await renderer.api<QuestionPage>(apiPathIn(`/api/questions/page/${encodeURIComponent(id)}`, localeOfPath(req.path)));
        } catch (error) {
          if (error instanceof HttpError && error.status === 404) return undefined;
          questionFailed = true;
          fresh = false;
          // An unreachable CMS (the API's 503) is reported once per outage by the Strapi client.
          if (!(error instanceof HttpError && error.status === 503))
            logger.warn({ err: error }, 'could not load a question for its page metadata');
          return undefined;
        }
      };
      const query = new URL(req.originalUrl, 'http://localhost').searchParams;
      meta = await resolvePageMeta(req.path, known, counter, findQuestionPage, query);
      if (questionFailed) meta = fallbackPageMeta(req.path);
    }
    // Public pages arrive rendered (admin screens stay the browser's alone); a page that cannot be rendered
    // is served as before, for the browser to render, and not kept.
    const renders = !meta.movedTo && !isAdminPath(req.path) && !refused;
    const rendered = renders ? await renderer.render(address) : undefined;
    // The chunk of the screen the page shows is preloaded (the web app's page table names it).
    if (!isAdminPath(req.path)) meta = { ...meta, module: await renderer.screenFile(req.path, meta.status) };
    if (!rendered && !meta.movedTo && !isAdminPath(req.path) && renderer.available) fresh = false;
    // Data the page could not get (the CMS down, a timeout) leaves a spinner in it: served, not kept. A 404
    // (an unknown name or slug) is the page's honest answer and is kept like any other.
    if (rendered?.failed.some((failure) => failure.status !== 404)) fresh = false;
    let body: Buffer;
    let viewed: RenderedPage['viewed'];
    if (rendered) {
      // The answers are in the page: no preload of the first one. Its styles are in it too (one round trip).
      const page = withRenderedApp(renderHtml(html, { ...meta, data: undefined }, config, template?.manifest), rendered);
      // KaTeX's styles too, when the page shows math.
      body = Buffer.from(withMathStyles(template ? arrangeRenderedPage(page, template.stylesheets) : page, rendered.html));
      viewed = viewedBy(req.path, meta, rendered.data);
    } else body = Buffer.from(renderHtml(html, meta, config, template?.manifest));
    const page: RenderedPage = { status: meta.status, body, etag: etagOf(body), noindex: meta.noindex, movedTo: meta.movedTo, viewed };
    // A 200 page is also kept as a ready answer (its headers, ETag and compressed variants), replayed before
    // Express like a cached API answer. Not from a preview request, whose framing headers are its own.
    if (page.status === 200 && !page.movedTo && !isPreviewPageRequest(req.method, req.path, req.query)) {
      if (page.noindex) res.setHeader('x-robots-tag', 'noindex, nofollow');
      const counted = viewed;
      const countView = counted && views ? () => views.add(counted.type, counted.documentId) : undefined;
      page.entry = buildBytesEntry(res, 200, body, 'text/html; charset=utf-8', 'no-cache', countView);
      page.etag = page.entry.etag;
    }
    // A page rendered while the CMS is down, or from content a purge has since replaced, is not kept.
    // Odd, very long addresses are answered but not kept: they would crowd out the real pages.
    if (fresh && purges === purgesBefore && address.length <= MAX_CACHED_PATH_LENGTH) pages.set(address, page);
    return page;
  }

  /** A kept page that can be answered as it is: not a detail page whose view count has moved since its render. */
  function keptPage(address: string): RenderedPage | undefined {
    const page = pages.get(address);
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
    const address = pageAddress(req.originalUrl);
    let page = keptPage(address);
    if (!page) {
      // Each new search the page shows is a search: counted per address like the API's.
      if (req.path === '/search' && searchRenderLimit) await new Promise<void>((done) => searchRenderLimit(req, res, () => done()));
      const refused = Boolean(res.locals.renderRefused);
      let flight = refused ? undefined : flights.get(address);
      if (!flight) {
        flight = producePage(req, res, html, address, refused);
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
      const entry = keptPage(pageAddress(req.url))?.entry;
      if (!entry) return false;
      replay(req, res, entry, 'HIT');
      return true;
    },
  };
}
