import { describe, expect, it } from 'vitest';
import { MAX_SITEMAP_URLS, robotsTxt, sitemapEntries, sitemapFiles, type SitemapEntry } from '#src/web-app/sitemap.js';

// A bank too big for one sitemap file stays crawlable: past the protocol's 50,000 addresses, /sitemap.xml becomes a sitemap index of
// /sitemap-N.xml files (https://www.sitemaps.org/protocol.html#index). Built from that many page addresses, without
// a CMS or the web app (whose page table lists them). Every page is listed in both languages, so crawlers find the
// Hindi pages too: its English address, then its Hindi one (/hi/…), so a page is two addresses.

const SITE = 'https://examprep.example';

/**
 * Pages whose sitemap holds exactly `addresses` addresses (an even number: each page in both languages): undated
 * subtopic pages, and last one dated cheatsheet.
 */
function contentWith(addresses: number): SitemapEntry[] {
  if (addresses % 2 !== 0) throw new Error('every page is listed in two languages: an even number of addresses');
  const subtopics = Array.from({ length: addresses / 2 - 1 }, (_, i) => ({ path: `/practice/bulk/set-${i + 1}` }));
  return [...subtopics, { path: '/cheatsheets/last-sheet', lastmod: '2026-11-01T10:00:00.000Z' }];
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe('sitemap files', () => {
  it(`at ${MAX_SITEMAP_URLS.toLocaleString('en-US')} addresses, /sitemap.xml is still one sitemap of them all`, () => {
    const content = contentWith(MAX_SITEMAP_URLS);
    expect(sitemapEntries(content)).toHaveLength(MAX_SITEMAP_URLS);
    const files = sitemapFiles(SITE, content);
    expect([...files.keys()]).toEqual(['/sitemap.xml']);
    const xml = files.get('/sitemap.xml')!;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/);
    expect(locsOf(xml)).toEqual(sitemapEntries(content).map((entry) => `${SITE}${entry.path}`));
    // Each page's English address, then its Hindi one.
    expect(locsOf(xml).slice(0, 4)).toEqual([
      `${SITE}/practice/bulk/set-1`,
      `${SITE}/hi/practice/bulk/set-1`,
      `${SITE}/practice/bulk/set-2`,
      `${SITE}/hi/practice/bulk/set-2`,
    ]);
    expect(sitemapEntries([{ path: '/' }]).map((entry) => entry.path)).toEqual(['/', '/hi']);
  });

  it('one page more, /sitemap.xml is an index of /sitemap-1.xml and /sitemap-2.xml holding every address in order', () => {
    const content = contentWith(MAX_SITEMAP_URLS + 2);
    const files = sitemapFiles(SITE, content);
    expect([...files.keys()].sort()).toEqual(['/sitemap-1.xml', '/sitemap-2.xml', '/sitemap.xml']);

    const index = files.get('/sitemap.xml')!;
    expect(index).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    expect(index).toMatch(/<\/sitemapindex>\n$/);
    expect(locsOf(index)).toEqual([`${SITE}/sitemap-1.xml`, `${SITE}/sitemap-2.xml`]);
    // The part holding the cheatsheet carries its date; the part of undated pages carries none.
    expect(index).toContain(`<sitemap><loc>${SITE}/sitemap-1.xml</loc></sitemap>`);
    expect(index).toContain(`<sitemap><loc>${SITE}/sitemap-2.xml</loc><lastmod>2026-11-01T10:00:00.000Z</lastmod></sitemap>`);

    const first = locsOf(files.get('/sitemap-1.xml')!);
    const second = locsOf(files.get('/sitemap-2.xml')!);
    expect(first).toHaveLength(MAX_SITEMAP_URLS);
    expect(second).toEqual([`${SITE}/cheatsheets/last-sheet`, `${SITE}/hi/cheatsheets/last-sheet`]);
    expect([...first, ...second]).toEqual(sitemapEntries(content).map((entry) => `${SITE}${entry.path}`));
    expect(files.get('/sitemap-2.xml')).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  });

  it('splits into as many files as the limit needs (a small limit, the same rule)', () => {
    const content = contentWith(26);
    const files = sitemapFiles(SITE, content, 10);
    expect(locsOf(files.get('/sitemap.xml')!)).toEqual([1, 2, 3].map((n) => `${SITE}/sitemap-${n}.xml`));
    expect([1, 2, 3].map((n) => locsOf(files.get(`/sitemap-${n}.xml`)!).length)).toEqual([10, 10, 6]);
  });

  it('robots.txt points at /sitemap.xml, the index or the single sitemap alike', () => {
    expect(robotsTxt(SITE).split('\n')).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
