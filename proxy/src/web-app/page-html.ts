import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '@exam-prep/contract/html-escape';
import { jsonForScript } from '@exam-prep/contract/question-structured-data';
import type { Config } from '#src/config.js';
import { pathInLocale, SITE_LOCALES, type SiteLocale } from '@exam-prep/contract/page-locale';
import { SITE_NAME, type PageMeta } from './page-meta.js';
import { installTags } from './pwa.js';

/*
 * The HTML of a page around the app: index.html as built, with the page's head tags (title, description,
 * canonical, social and structured data), its chunks' preloads and its styles.
 */

/** Tags in the built index.html marked data-server-meta (its fallback title and description) are replaced. */
const SERVER_META_TAG =
  /[ \t]*(?:<title\b[^>]*\bdata-server-meta\b[^>]*>[\s\S]*?<\/title>|<(?:meta|link)\b[^>]*\bdata-server-meta\b[^>]*>)[ \t]*\r?\n?/gi;

/** The head tags of one page; every value escaped; each marked so the app can remove them (src/main.tsx). */
export function headTags(meta: PageMeta, siteUrl: string): string {
  const url = `${siteUrl}${meta.canonicalPath}`;
  const tag = (html: string) => `    ${html}\n`;
  const attr = escapeHtml;
  let out = '';
  out += tag(`<title data-server-meta>${escapeHtml(meta.title)}</title>`);
  out += tag(`<meta data-server-meta name="description" content="${attr(meta.description)}" />`);
  if (meta.keywords.length > 0) out += tag(`<meta data-server-meta name="keywords" content="${attr(meta.keywords.join(', '))}" />`);
  out += tag(`<link data-server-meta rel="canonical" href="${attr(url)}" />`);
  out += tag(`<meta data-server-meta property="og:type" content="website" />`);
  out += tag(`<meta data-server-meta property="og:site_name" content="${attr(SITE_NAME)}" />`);
  out += tag(`<meta data-server-meta property="og:title" content="${attr(meta.title)}" />`);
  out += tag(`<meta data-server-meta property="og:description" content="${attr(meta.description)}" />`);
  out += tag(`<meta data-server-meta property="og:url" content="${attr(url)}" />`);
  out += tag(`<meta data-server-meta name="twitter:card" content="summary" />`);
  out += tag(`<meta data-server-meta name="twitter:title" content="${attr(meta.title)}" />`);
  out += tag(`<meta data-server-meta name="twitter:description" content="${attr(meta.description)}" />`);
  // The page in each language, English for any other: every language's page names all of them (hreflang both ways).
  if (meta.appPath !== undefined) {
    for (const locale of SITE_LOCALES)
      out += tag(
        `<link data-server-meta rel="alternate" hreflang="${locale}" href="${attr(`${siteUrl}${pathInLocale(meta.appPath, locale)}`)}" />`,
      );
    out += tag(`<link data-server-meta rel="alternate" hreflang="x-default" href="${attr(`${siteUrl}${meta.appPath}`)}" />`);
  }
  if (meta.noindex) out += tag(`<meta data-server-meta name="robots" content="noindex, nofollow" />`);
  // JSON-LD: the JSON escapes <, > and & itself, so no text in it can end the element.
  if (meta.structuredData)
    out += tag(`<script data-server-meta type="application/ld+json">${jsonForScript(meta.structuredData(url))}</script>`);
  return out;
}

/** The analytics settings the app reads (src/lib/analytics.ts); absent when analytics is off. */
function analyticsTag(config: Pick<Config, 'analytics'>): string {
  if (!config.analytics) return '';
  return `    <meta name="analytics-${config.analytics.provider}" content="${escapeHtml(config.analytics.id)}" />\n`;
}

/**
 * Marks the offline page's HTML: the service worker answers a page kept nowhere with it, and the app, seeing the
 * mark at another address, takes the offline page's address before hydrating (web/src/lib/offline/offline-fallback.ts).
 */
export const OFFLINE_FALLBACK_TAG = '    <meta name="offline-fallback" content="" />\n';

/** Vite's build manifest (web/dist/.vite/manifest.json): which files each source module became. */
export type ViteManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

/**
 * The site's bar and footer (web/src/app/public-layout.tsx): server-rendered on every public page but hydrated from
 * chunks of their own after the page, so they are not preloaded; their styles come with the page, or their server
 * HTML would show unstyled (and then move the page) until their code arrives.
 */
export const SITE_FRAME_MODULES = ['src/features/student/components/student-top-nav.tsx', 'src/components/footer.tsx'];

/**
 * Preloads for the page's own chunk and what it imports, minus what the entry already loads: the browser
 * fetches them alongside the entry chunk instead of discovering them only after it has run.
 */
export function preloadTags(manifest: ViteManifest | undefined, module: string | undefined, locale: SiteLocale = 'en'): string {
  if (!manifest || !module || !manifest[module]) return '';
  const graph = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) graph(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = entry ? graph(entry) : new Set<string>();
  // The page's texts in its language (web/src/i18n/load.ts): the common catalog, loaded before the app renders,
  // and the page's feature catalog, loaded beside its chunk.
  const feature = /^src\/features\/([^/]+)\//.exec(module)?.[1];
  const catalogs = [`src/i18n/catalogs/${locale}.ts`, ...(feature ? [`src/features/${feature}/messages/${locale}.ts`] : [])];
  const keys = [...new Set([...graph(module), ...catalogs.flatMap((catalog) => [...graph(catalog)])])].filter((key) => !loaded.has(key));
  const scripts = keys.map((key) => `    <link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[key]!.file)}" />\n`);
  // The page's styles are stylesheets, not preloads: the server-rendered HTML is already there to be styled, with
  // or without JavaScript. (Vite's loader finds them in place and does not add them twice.) Lazy parts rendered
  // only once hydrated, such as the notes button, bring their own.
  const frame = SITE_FRAME_MODULES.flatMap((key) => [...graph(key)]).filter((key) => !loaded.has(key));
  const styles = [...new Set([...keys, ...frame].flatMap((key) => manifest[key]!.css ?? []))].map(
    (file) => `    <link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />\n`,
  );
  return scripts.join('') + styles.join('');
}

/** index.html with the page's head tags in place of the template's own fallback ones. */
export function renderHtml(
  template: string,
  meta: PageMeta,
  config: Pick<Config, 'publicSiteUrl' | 'analytics'>,
  manifest?: ViteManifest,
): string {
  // The page's language (a Hindi page: <html lang="hi">).
  const stripped = template.replace(SERVER_META_TAG, '').replace(/<html lang="[^"]*"/i, `<html lang="${meta.locale}"`);
  const at = stripped.search(/<\/head>/i);
  // The page's first API answer, fetched alongside the scripts; `crossorigin` gives it the credentials mode of
  // the app's fetch (same-origin), so the browser hands the preloaded answer to it instead of asking twice.
  const data = meta.firstData ? `    <link rel="preload" as="fetch" crossorigin href="${escapeHtml(meta.firstData.path)}" />\n` : '';
  // Not marked data-server-meta: they stay when the app replaces the page's head tags.
  const offline = meta.appPath === '/offline' ? OFFLINE_FALLBACK_TAG : '';
  const tags =
    headTags(meta, config.publicSiteUrl) +
    installTags(meta.locale) +
    offline +
    analyticsTag(config) +
    data +
    preloadTags(manifest, meta.module, meta.locale);
  return at === -1 ? tags + stripped : `${stripped.slice(0, at)}${tags}  ${stripped.slice(at)}`;
}

/** A stylesheet link as the build and preloadTags write it: `<link rel="stylesheet" crossorigin href="/assets/….css">`. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)"\s*\/?>/g;

/** The entry script as Vite writes it into index.html. */
const ENTRY_SCRIPT = /[ \t]*<script type="module" crossorigin src="(\/[^"]+\.js)"><\/script>[ \t]*\r?\n?/;
/** A module preload as Vite (index.html) and preloadTags write them. */
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="(\/[^"]+\.js)"\s*\/?>[ \t]*\r?\n?/g;

/**
 * Starts the app once the server's HTML has been painted: when the browser reports the first contentful paint,
 * the entry is imported and the page's other modules requested beside it. On slow 4G the scripts would otherwise
 * share the line with the HTML they arrive beside and push its first paint back; the page reads fine without them.
 * A browser without paint timing starts a frame later; a hidden tab paints nothing and starts at once; and if no
 * paint is reported within 2 s, the app starts anyway. The preload links go in one per task: inserting one costs a
 * phone a few milliseconds, a dozen of them in one task was the longest task after the paint. Inline, so allowed
 * by its hash (APP_LOADER_CSP_SOURCE).
 */
export const APP_LOADER = [
  '(function(d){var started=0;',
  "function run(){if(started)return;started=1;import(d.entry);var hrefs=d.preload.split(' ');",
  "(function next(){var href=hrefs.shift();if(href===undefined)return;if(href){var link=document.createElement('link');",
  "link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.appendChild(link)}setTimeout(next)})()}",
  'var Observer=window.PerformanceObserver;',
  "if(document.visibilityState==='hidden')run();",
  "else if(Observer&&Observer.supportedEntryTypes&&Observer.supportedEntryTypes.indexOf('paint')>=0)",
  "new Observer(function(list){if(list.getEntriesByName('first-contentful-paint').length)run()}).observe({type:'paint',buffered:true});",
  'else requestAnimationFrame(function(){setTimeout(run)});',
  'setTimeout(run,2000)})(document.currentScript.dataset)',
].join('');

/** The Content-Security-Policy source that allows APP_LOADER (and no other inline script). */
export const APP_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(APP_LOADER).digest('base64')}'`;

/**
 * A server-rendered page, arranged so that its HTML paints in one round trip, before any script is fetched:
 * - Its stylesheets are inlined: on slow 4G each render-blocking stylesheet costs round trips before the first
 *   paint, while the HTML already holds everything to be painted. Each `<style>` is followed by a disabled link to
 *   the same file: a disabled stylesheet link is never fetched (HTML standard), and it tells Vite's chunk loader,
 *   which looks for stylesheet links, that these rules are present, so hydrating or navigating does not download
 *   them again. Files not in `stylesheets` keep their link.
 * - Its entry script and module preloads leave the head for APP_LOADER, at the very end of the body (after the
 *   page's data, which the app reads), which fetches and runs them after the first paint. (The SPA shell of the
 *   admin screens keeps its scripts in the head: it paints nothing without them.)
 */
export function arrangeRenderedPage(html: string, stylesheets: ReadonlyMap<string, string>): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry || !/<\/body>/i.test(html)) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const arranged = html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET_LINK, (link, file: string) => {
      const css = stylesheets.get(file);
      if (css === undefined) return link;
      // Only a `</style` could end the element early; in CSS `<\/style` reads the same.
      return `<style>${css.replaceAll(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="/${escapeHtml(file)}" disabled />`;
    });
  const loader = `  <script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}">${APP_LOADER}</script>\n  `;
  const at = arranged.search(/<\/body>/i);
  return `${arranged.slice(0, at)}${loader}${arranged.slice(at)}`;
}

/** Every stylesheet the build wrote (by file name, as the manifest names them), for inlining. */
export function readStylesheets(distDir: string, manifest: ViteManifest | undefined): Map<string, string> {
  const files = new Set(Object.values(manifest ?? {}).flatMap((chunk) => chunk.css ?? []));
  const stylesheets = new Map<string, string>();
  for (const file of files) {
    try {
      stylesheets.set(file, readFileSync(path.join(distDir, file), 'utf8'));
    } catch {
      // A file missing from the build keeps its link (and the browser's 404), as without inlining.
    }
  }
  return stylesheets;
}

/** The build's manifest, when the build wrote one (build.manifest in web/vite.config.ts). */
export function readManifest(distDir: string): ViteManifest | undefined {
  try {
    return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  } catch {
    return undefined;
  }
}
