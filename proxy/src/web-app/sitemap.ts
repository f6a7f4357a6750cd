import type { SiteContent } from './site-content.js';
import { canonicalPathOf } from './page-meta.js';
import { escapeHtml } from '../lib/html-escape.js';

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
  '/privacy-policy',
  '/terms-of-use',
];

/**
 * Every public, indexable address the content makes, in canonical form only: the practice questions of a
 * subtopic under its own topic, mock tests as /test/{subtopic} (the canonical form of /onlinetest/{subtopic}),
 * and no exam-filtered variants (/practice/{t}/{s}/{exam}: one per exam and subtopic, thin duplicates).
 */
export function sitemapEntries(content: SiteContent): SitemapEntry[] {
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
  return entries;
}

/** The sitemap protocol's XML (https://www.sitemaps.org/protocol.html). */
export function sitemapXml(siteUrl: string, content: SiteContent): string {
  const urls = sitemapEntries(content).map((entry) => {
    const lastmod =
      entry.lastmod && !Number.isNaN(Date.parse(entry.lastmod)) ? `<lastmod>${new Date(entry.lastmod).toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(`${siteUrl}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Admin screens are kept out of search engines; /api/ stays crawlable because pages render from it. */
export const ROBOTS_DISALLOW = ['/login', '/dashboard', '/add-', '/manage-', '/edit-', '/create-'];

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
