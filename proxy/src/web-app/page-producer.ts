import type { Request, Response } from 'express';
import { buildBytesEntry, compressAtBest, type CachedResponse } from '#src/http/cached-response.js';
import { isPreviewPageRequest } from '#src/http/preview-framing.js';
import type { Config } from '#src/config.js';
import type { ViewCounter, ViewCountedType } from '#src/content/views.js';
import { adminPageMeta, fallbackPageMeta, isAdminPath, type PageMeta } from './page-meta.js';
import { withRenderedApp, type RenderedApp, type ServerRenderer } from './server-render.js';
import { arrangeRenderedPage, renderHtml, type ViteManifest } from './page-html.js';
import { withMathStyles } from './math-styles.js';
import { etagOf } from './static-answer.js';

/* One page's answer, made from its server render (with its head, from the web app's page table) and the built index.html. */

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
  /** A page whose answers move without a purge (the page table's keptSeconds): answered from the kept copy until then only. */
  keptUntil?: number;
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
  views?: ViewCounter;
  renderer: ServerRenderer;
  template: () => PageTemplate | undefined;
  /** Purges so far: a page whose making overlapped one is answered but not kept. */
  purges: () => number;
  keep: (address: string, page: RenderedPage) => void;
}

/** The kinds of item whose views are counted (their API answers count them too: routes/public.ts). */
const VIEW_COUNTED_TYPES: ReadonlySet<string> = new Set<ViewCountedType>(['exam-patterns', 'cheatsheets', 'faqs']);

/**
 * The view-counted detail page a rendered page is (the web app's page table says which), with the count it shows
 * (from its first answer, as the API showed it).
 */
function viewedBy(meta: PageMeta, data: Record<string, unknown>): RenderedPage['viewed'] {
  const type = meta.views && VIEW_COUNTED_TYPES.has(meta.views) ? (meta.views as ViewCountedType) : undefined;
  const first = meta.firstData;
  const answer = first ? (data[first.key] as { _id?: unknown; views?: unknown } | undefined) : undefined;
  if (!type || meta.status !== 200 || !first || typeof answer?._id !== 'string' || typeof answer.views !== 'number') return undefined;
  return { type, documentId: answer._id, dataPath: first.path, shown: answer.views };
}

/**
 * The page's head and its render. Its head comes from the web app's page table, built from the answers the render
 * loaded (or, for a page not rendered, from the same reads without the body). A page whose head cannot be known
 * (no server build, the CMS down) gets the generic head and is not kept (`fresh` false).
 */
async function headAndRender(
  renderer: ServerRenderer,
  req: Request,
  address: string,
  refused: boolean,
): Promise<{ meta: PageMeta; rendered?: RenderedApp; fresh: boolean }> {
  if (isAdminPath(req.path)) return { meta: adminPageMeta(req.path), fresh: true };
  const rendered = refused ? undefined : await renderer.render(address);
  // Not rendered (refused, or the render failed): the head alone, from the same reads (the API's cache has them).
  const head = rendered ? rendered.head : await renderer.head(address);
  if (head && head !== 'unknown') {
    // A page served unrendered (refused, or its render failed) is not kept: the next visit renders it.
    const fresh = Boolean(rendered) || !renderer.available;
    return { meta: head, rendered, fresh };
  }
  // The generic head, with the screen's chunk still preloaded (the page table names it).
  const meta = { ...fallbackPageMeta(req.path), module: await renderer.screenFile(req.path, 200) };
  return { meta, rendered, fresh: head === 'unknown' && !renderer.available };
}

/**
 * Computes a page (head, server render, HTML) and keeps it when it may be kept. `refused`: past the search
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
  const { config, views, renderer } = production;
  const purgesBefore = production.purges();
  const made = await headAndRender(renderer, req, address, refused);
  const { meta } = made;
  let { fresh } = made;
  const rendered = made.rendered && !meta.movedTo ? made.rendered : undefined;
  // Data the page could not get (the CMS down, a timeout) leaves a spinner in it: served, not kept. A 404
  // (an unknown name or slug) is the page's honest answer and is kept like any other.
  if (rendered?.failed.some((failure) => failure.status !== 404)) fresh = false;
  const template = production.template();
  let body: Buffer;
  let viewed: RenderedPage['viewed'];
  if (rendered) {
    // The answers are in the page: no preload of the first one. Its styles are in it too (one round trip).
    const page = withRenderedApp(renderHtml(html, { ...meta, firstData: undefined }, config, template?.manifest), rendered);
    // KaTeX's styles too, when the page shows math.
    body = Buffer.from(withMathStyles(template ? arrangeRenderedPage(page, template.stylesheets) : page, rendered.html));
    viewed = viewedBy(meta, rendered.data);
  } else body = Buffer.from(renderHtml(html, meta, config, template?.manifest));
  const page: RenderedPage = { status: meta.status, body, etag: etagOf(body), noindex: meta.noindex, movedTo: meta.movedTo, viewed };
  if (meta.keptSeconds !== undefined) page.keptUntil = Date.now() + meta.keptSeconds * 1000;
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
  if (fresh && production.purges() === purgesBefore && address.length <= MAX_CACHED_PATH_LENGTH) {
    production.keep(address, page);
    // Kept for every later reader: worth its smallest compression (off the event loop; a failure keeps the quick one).
    if (page.entry) compressAtBest(page.entry).catch(() => undefined);
  }
  return page;
}
