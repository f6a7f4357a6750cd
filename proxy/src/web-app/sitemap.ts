import type { SiteContent } from './site-content.js';
import { canonicalPathOf } from './page-meta.js';
import { escapeHtml } from '@exam-prep/contract/html-escape';
import { pathInLocale } from '@exam-prep/contract/page-locale';

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** Pages that exist whatever the content. /saved is left out: it shows only what this browser saved (noindex). */
const STATIC_PATHS = [
  '/',
  '/practice',
  '/random-topics',
  '/test-topics',
  '/exam-patterns',
  '/cheatsheets',
  '/mock-tests',
  '/privacy-policy',
  '/terms-of-use',
];

/**
 * Every public, indexable address the content makes, in canonical form only: the practice questions of a
 * subtopic under its own topic, topic tests as /test/{subtopic} (the canonical form of /onlinetest/{subtopic}),
 * each paper /mock-tests lists, and no exam-filtered variants (/practice/{t}/{s}/{exam}: one per exam and subtopic, thin duplicates).
 * Then every question's own page (`questionPaths`, canonical already: questions/question-pages.ts), last.
 * Each address in both languages: the English page, then its Hindi one (/hi/…; items without Hindi text show
 * in English there, so every English page has a Hindi address).
 */
export function sitemapEntries(content: SiteContent, questionPaths: readonly string[] = []): SitemapEntry[] {
  const entries: SitemapEntry[] = STATIC_PATHS.map((path) => ({ path }));
  for (const topic of content.topics) {
    entries.push({ path: canonicalPathOf(['practice', topic]) }, { path: canonicalPathOf(['test-topics', topic]) });
  }
  for (const subtopic of content.subtopics) {
    if (!subtopic.topic) continue;
    entries.push(
      { path: canonicalPathOf(['practice', subtopic.topic, subtopic.name]) },
      { path: canonicalPathOf(['test', subtopic.name]) },
    );
  }
  for (const pattern of content.examPatterns) {
    entries.push({ path: canonicalPathOf(['exam-patterns', pattern.slug]), lastmod: pattern.updatedAt ?? undefined });
  }
  for (const sheet of content.cheatsheets) {
    entries.push({ path: canonicalPathOf(['cheatsheets', sheet.slug]), lastmod: sheet.updatedAt ?? undefined });
  }
  for (const paper of content.mockTests) {
    entries.push({ path: canonicalPathOf(['mock-tests', paper.slug]) });
  }
  for (const path of questionPaths) entries.push({ path });
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
  content: SiteContent,
  maxUrls = MAX_SITEMAP_URLS,
  questionPaths: readonly string[] = [],
): Map<string, string> {
  const entries = sitemapEntries(content, questionPaths);
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
