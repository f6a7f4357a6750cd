import type { Request, Response } from 'express';
import { buildBytesEntry, type CachedResponse } from '#src/http/cached-response.js';
import { isPreviewPageRequest } from '#src/http/preview-framing.js';
import type { Config } from '#src/config.js';
import type { Logger } from '#src/lib/logger.js';
import type { StrapiClient } from '#src/strapi/client.js';
import { CmsUnavailableError, HttpError } from '#src/lib/errors.js';
import type { QuestionPage } from '@exam-prep/contract/public/question-page';
import { localeOfPath } from '@exam-prep/contract/page-locale';
import type { ViewCounter, ViewCountedType } from '#src/content/views.js';
import { countQuestions, type SiteContent } from './site-content.js';
import { apiPathIn, fallbackPageMeta, isAdminPath, needsContent, resolvePageMeta, type PageMeta } from './page-meta.js';
import { withRenderedApp, type ServerRenderer } from './server-render.js';
import { arrangeRenderedPage, renderHtml, type ViteManifest } from './page-html.js';
import { withMathStyles } from './math-styles.js';
import { etagOf } from './static-answer.js';

/* One page's answer, made from its head (page-meta.ts), its server render and the built index.html. */

export interface RenderedPage {
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
export const HTML_CACHE_ENTRIES = 5000;
export const HTML_CACHE_BYTES = 64 * 1024 * 1024;
/** Longer addresses are rendered every time, never kept: a kept page repeats its path in several head tags. */
const MAX_CACHED_PATH_LENGTH = 512;

/** index.html as built, with Vite's manifest (chunk preloads) and the stylesheets a rendered page inlines. */
export interface PageTemplate {
  mtimeMs: number;
  html: string;
  manifest?: ViteManifest;
  stylesheets: Map<string, string>;
}

/** What making a page needs from the web app's wiring (routes.ts). */
export interface PageProduction {
  config: Config;
  cms: StrapiClient;
  logger: Logger;
  views?: ViewCounter;
  renderer: ServerRenderer;
  /** The content (fresh), the last known content when the CMS is down (stale), or nothing when nothing is known. */
  siteContent: () => Promise<{ content?: SiteContent; fresh: boolean }>;
  template: () => PageTemplate | undefined;
  /** Purges so far: a page whose making overlapped one is answered but not kept. */
  purges: () => number;
  keep: (address: string, page: RenderedPage) => void;
}

/** The kinds of detail page that count views (their API answers do too: routes/public.ts). */
const VIEW_COUNTED_PAGES: Record<string, ViewCountedType> = { 'exam-patterns': 'exam-patterns', cheatsheets: 'cheatsheets' };

/** The view-counted detail page a rendered page is, with the count it shows (from its data, as the API showed it). */
function viewedBy(pathname: string, meta: PageMeta, data: Record<string, unknown>): RenderedPage['viewed'] {
  const type = VIEW_COUNTED_PAGES[pathname.split('/')[1] ?? ''];
  const answer = meta.data ? (data[meta.data] as { _id?: unknown; views?: unknown } | undefined) : undefined;
  if (!type || meta.status !== 200 || !meta.data || typeof answer?._id !== 'string' || typeof answer.views !== 'number') return undefined;
  return { type, documentId: answer._id, dataPath: meta.data, shown: answer.views };
}

/**
 * Computes a page (meta, server render, HTML) and keeps it when it may be kept. `refused`: past the search
 * page limit, served for the browser to render.
 */
export async function producePage(
  production: PageProduction,
  req: Request,
  res: Response,
  html: string,
  address: string,
  refused: boolean,
): Promise<RenderedPage> {
  const { config, cms, logger, views, renderer } = production;
  const purgesBefore = production.purges();
  const dynamic = needsContent(req.path);
  const loaded = dynamic ? await production.siteContent() : { content: undefined, fresh: true };
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
  const template = production.template();
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
  if (fresh && production.purges() === purgesBefore && address.length <= MAX_CACHED_PATH_LENGTH) production.keep(address, page);
  return page;
}
