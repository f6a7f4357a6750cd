import { escapeHtml } from '@exam-prep/contract/html-escape';
import { pathInLocale } from '@exam-prep/contract/page-locale';

/** One address of the sitemap, with when its content last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/**
 * Every public, indexable address: the pages' own (`pageEntries`: what the web app's page table lists, in
 * canonical form), then every question's own page (`questionPaths`, canonical already: questions/question-pages.ts),
 * last. Each address in both languages: the English page, then its Hindi one (/hi/…; items without Hindi text show
 * in English there, so every English page has a Hindi address).
 */
export function sitemapEntries(pageEntries: readonly SitemapEntry[], questionPaths: readonly string[] = []): SitemapEntry[] {
  const entries = [...pageEntries, ...questionPaths.map((path) => ({ path }))];
  return entries.flatMap((entry) => [entry, { ...entry, path: pathInLocale(entry.path, 'hi') }]);
}

/** The sitemap protocol's limit of addresses in one sitemap file (https://www.sitemaps.org/protocol.html). */
export const MAX_SITEMAP_URLS = 50_000;

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xmlDocument = (root: string, lines: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${SITEMAP_NAMESPACE}">\n${lines.join('\n')}\n</${root}>\n`;

const lastmodTag = (lastmod: string | undefined) =>
  lastmod && !Number.isNaN(Date.parse(lastmod)) ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : '';

/** One sitemap file (a urlset) of these addresses. */
function urlsetXml(siteUrl: string, entries: SitemapEntry[]): string {
  return xmlDocument(
    'urlset',
    entries.map((entry) => `  <url><loc>${escapeHtml(`${siteUrl}${entry.path}`)}</loc>${lastmodTag(entry.lastmod)}</url>`),
  );
}

/**
 * The sitemap files by path. While every address fits one file, that is /sitemap.xml alone. Past the
 * protocol's limit, /sitemap.xml becomes a sitemap index of /sitemap-1.xml … /sitemap-N.xml, each holding at most
 * `maxUrls` addresses in the same order, so robots.txt keeps pointing at /sitemap.xml either way.
 */
export function sitemapFiles(
  siteUrl: string,
  pageEntries: readonly SitemapEntry[],
  maxUrls = MAX_SITEMAP_URLS,
  questionPaths: readonly string[] = [],
): Map<string, string> {
  const entries = sitemapEntries(pageEntries, questionPaths);
  if (entries.length <= maxUrls) return new Map([['/sitemap.xml', urlsetXml(siteUrl, entries)]]);
  const files = new Map<string, string>();
  const parts: string[] = [];
  for (let start = 0, n = 1; start < entries.length; start += maxUrls, n++) {
    const part = entries.slice(start, start + maxUrls);
    const newest = part.map((entry) => entry.lastmod).reduce<string | undefined>(newerOf, undefined);
    files.set(`/sitemap-${n}.xml`, urlsetXml(siteUrl, part));
    parts.push(`  <sitemap><loc>${escapeHtml(`${siteUrl}/sitemap-${n}.xml`)}</loc>${lastmodTag(newest)}</sitemap>`);
  }
  files.set('/sitemap.xml', xmlDocument('sitemapindex', parts));
  return files;
}

/** The later of two timestamps; an unreadable one counts as absent. */
function newerOf(a: string | undefined, b: string | undefined): string | undefined {
  const time = (value: string | undefined) => (value === undefined ? NaN : Date.parse(value));
  if (Number.isNaN(time(b))) return a;
  if (Number.isNaN(time(a))) return b;
  return time(b) > time(a) ? b : a;
}

/** Admin screens are kept out of search engines; /api/ stays crawlable because pages render from it. */
export const ROBOTS_DISALLOW = ['/login', '/dashboard', '/add-', '/manage-', '/edit-', '/create-', '/import-'];

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
