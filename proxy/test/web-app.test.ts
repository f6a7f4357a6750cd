import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type Stack } from './helpers/stack.js';
import { startFixtureStack, type Fixtures } from './helpers/fixtures.js';
import { NOT_FOUND_PAGES, SITEMAP_ADDRESSES } from './helpers/expected-views.js';
import { startOtherProxy } from './helpers/other-proxy.js';
import { decode, head, makeWebDist } from './helpers/served-html.js';
import { loadConfig } from '#src/config.js';

// The served HTML: per-route head tags for crawlers, honest 404s, sitemap, robots, analytics switch.

const SITE = 'https://examprep.example';

let stack: Stack;
let fx: Fixtures;
let distDir: string;

beforeAll(async () => {
  distDir = makeWebDist();
  ({ stack, fx } = await startFixtureStack({ env: { WEB_DIST_DIR: distDir, PUBLIC_SITE_URL: SITE } }));
  await stack.settle();
  stack.proxy.cache.purge();
});
afterAll(async () => {
  await stack?.stop();
  rmSync(distDir, { recursive: true, force: true });
});

interface Page {
  status: number;
  headers: Headers;
  html: string;
}
const page = async (p: string, init?: RequestInit): Promise<Page> => {
  const response = await stack.get(p, init);
  return { status: response.status, headers: response.headers, html: await response.text() };
};

describe('head tags in the served HTML', () => {
  it('the landing page: title, description, keywords, canonical, Open Graph and Twitter tags, all marked', async () => {
    const { status, headers, html } = await page('/');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    const h = head(html);
    expect(h.titles).toEqual(['ExamPrep – Free Practice for SSC, Banking, RRB, UPSC, JEE and NEET']);
    expect(h.titleMarked).toBe(true);
    expect(h.allMarked).toBe(true);
    expect(h.meta('description')).toMatch(/^Free practice questions with explanations/);
    expect(h.meta('keywords')).toContain('SSC practice');
    expect(h.canonical).toBe(`${SITE}/`);
    expect(h.meta('og:title')).toBe(h.title);
    expect(h.meta('og:description')).toBe(h.meta('description'));
    expect(h.meta('og:url')).toBe(`${SITE}/`);
    expect(h.meta('og:type')).toBe('website');
    expect(h.meta('og:site_name')).toBe('ExamPrep');
    expect(h.meta('twitter:card')).toBe('summary');
    expect(h.meta('twitter:title')).toBe(h.title);
    expect(h.meta('twitter:description')).toBe(h.meta('description'));
    expect(h.meta('robots')).toBeUndefined();
    // The template's own fallback tags are replaced, the app's script and root stay.
    expect(html).not.toContain('Fallback');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-test.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('the topic list: no count in the title up to 8 topics, the topic names in its metadata', async () => {
    const h = head((await page('/practice')).html);
    expect(h.title).toBe('Practice Topics for Competitive Exams | ExamPrep');
    expect(h.meta('description')).toBe(
      'Free practice questions with clear explanations for SSC, banking, RRB and other competitive exams: Empty Topic, General Aptitude and Logical Reasoning.',
    );
    expect(h.meta('keywords')).toBe(
      'Empty Topic, General Aptitude, Logical Reasoning, free practice questions, MCQ with explanations, SSC, banking, RRB, competitive exams',
    );
    expect(h.canonical).toBe(`${SITE}/practice`);
  });

  it('the subtopic page: "Prepare for {Topic}", its subtopic names; a trailing slash is canonicalised', async () => {
    const { status, html } = await page('/practice/general-aptitude/');
    expect(status).toBe(200);
    const h = head(html);
    expect(h.title).toBe('Prepare for General Aptitude | ExamPrep');
    expect(h.meta('description')).toBe(
      'Practise General Aptitude for competitive exams, free, subtopic by subtopic: Data Interpretation, Percentages and Time And Work. Every question has an explanation.',
    );
    expect(h.canonical).toBe(`${SITE}/practice/general-aptitude`);
  });

  it('a practice question page, with and without an exam, with its question count; a subtopic under another topic moves to its own', async () => {
    let h = head((await page('/practice/general-aptitude/percentages')).html);
    expect(h.title).toBe('Percentages Questions – General Aptitude | ExamPrep');
    expect(h.meta('description')).toBe(
      '3 free Percentages practice questions with answers and explanations. Check each answer at once and save questions to revise later.',
    );
    expect(h.canonical).toBe(`${SITE}/practice/general-aptitude/percentages`);

    const withExam = await page('/practice/general-aptitude/percentages/SSC%20CGL');
    expect(withExam.status).toBe(200);
    h = head(withExam.html);
    expect(h.title).toBe('Percentages Questions for SSC CGL – General Aptitude | ExamPrep');
    expect(h.meta('description')).toMatch(/^2 free Percentages practice questions for SSC CGL with answers/);
    expect(h.canonical).toBe(`${SITE}/practice/general-aptitude/percentages/SSC%20CGL`);

    for (const [from, to] of [
      ['/practice/logical-reasoning/percentages', '/practice/general-aptitude/percentages'],
      ['/practice/logical-reasoning/percentages/SSC%20CGL?page=2', '/practice/general-aptitude/percentages/SSC%20CGL?page=2'],
    ]) {
      const moved = await stack.get(from, { redirect: 'manual' });
      expect(moved.status, from).toBe(301);
      expect(moved.headers.get('location'), from).toBe(to);
    }
  });

  it('exam-pattern and cheatsheet details use their own name and description', async () => {
    let h = head((await page('/exam-patterns/ssc-cgl-tier-1')).html);
    expect(h.title).toBe('SSC CGL Tier 1 Exam Pattern, Syllabus & Eligibility | ExamPrep');
    expect(h.meta('description')).toBe('Fixture exam pattern.');
    expect(h.meta('og:url')).toBe(`${SITE}/exam-patterns/ssc-cgl-tier-1`);

    h = head((await page('/cheatsheets/python-essentials')).html);
    expect(h.title).toBe('Python Essentials Cheatsheet | ExamPrep');
    expect(h.meta('description')).toBe('Fixture sheet.');
    expect(h.meta('keywords')).toMatch(/^Python Essentials, Python Essentials cheatsheet, /);
  });

  it('/onlinetest/{x} is canonically /test/{x}', async () => {
    const { status, html } = await page('/onlinetest/percentages');
    expect(status).toBe(200);
    const h = head(html);
    expect(h.title).toBe('Percentages Mock Test – Free 30-Minute Online Test | ExamPrep');
    expect(h.canonical).toBe(`${SITE}/test/percentages`);
    expect(h.meta('og:url')).toBe(`${SITE}/test/percentages`);
    expect(head((await page('/test/percentages')).html).canonical).toBe(`${SITE}/test/percentages`);
  });

  it('the search page names its query and is never indexed; each query its own page', async () => {
    const empty = await page('/search');
    expect(empty.status).toBe(200);
    expect(head(empty.html).title).toBe('Search | ExamPrep');
    expect(head(empty.html).meta('robots')).toBe('noindex, nofollow');
    for (const q of ['triangle', 'area of a circle']) {
      const found = await page(`/search?q=${encodeURIComponent(q)}&type=question`);
      expect(found.status, q).toBe(200);
      expect(found.headers.get('x-robots-tag'), q).toBe('noindex, nofollow');
      const h = head(found.html);
      expect(h.title, q).toBe(`Search: ${q} | ExamPrep`);
      expect(h.meta('robots'), q).toBe('noindex, nofollow');
      expect(h.canonical, q).toBe(`${SITE}/search`);
    }
    // The query is text in the head, never markup.
    const hostile = head((await page(`/search?q=${encodeURIComponent('</title><script>x()</script>')}`)).html);
    expect(hostile.title).toBe('Search: </title><script>x()</script> | ExamPrep');
    expect(hostile.titles).toHaveLength(1);
  });

  it('the static pages: mock-test directory, legal pages; /saved is personal and not indexed', async () => {
    expect(head((await page('/privacy-policy')).html).title).toBe('Privacy Policy | ExamPrep');
    expect(head((await page('/terms-of-use')).html).title).toBe('Terms of Use | ExamPrep');
    const saved = await page('/saved');
    expect(saved.status).toBe(200);
    expect(head(saved.html).meta('robots')).toBe('noindex, nofollow');
    expect(head((await page('/test-topics/general-aptitude')).html).title).toBe(
      'General Aptitude Mock Tests – Free Timed Tests | ExamPrep',
    );
    // List pages name the first 4 items in the order their API lists them (featured first).
    expect(head((await page('/exam-patterns')).html).meta('description')).toBe(
      "Exam patterns for India's competitive exams such as SSC CGL Tier 1, NDA: sections, marking scheme, eligibility and preparation strategy. 100% free.",
    );
    expect(head((await page('/cheatsheets')).html).meta('description')).toMatch(/^Free quick-reference cheatsheets such as /);
  });

  it('everything inserted is escaped', async () => {
    await stack.strapi.documents('api::cheatsheet.cheatsheet').create({
      data: {
        title: 'Quotes "&" <script>alert(1)</script>',
        slug: 'quotes-and-tags',
        description: `It's "quoted" & <b>bold</b></title><script>alert(2)</script>`,
        category: 'Other',
        tags: ['a"b'],
        is_active: true,
        featured: false,
        items: [],
      },
    });
    const { status, html } = await eventually(async () => {
      const answer = await page('/cheatsheets/quotes-and-tags');
      expect(answer.status).toBe(200);
      return answer;
    });
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>bold');
    const h = head(html);
    expect(h.titles).toEqual(['Quotes "&" <script>alert(1)</script> Cheatsheet | ExamPrep']);
    expect(h.meta('description')).toBe(`It's "quoted" & <b>bold</b></title><script>alert(2)</script>`);
    expect(h.meta('keywords')).toContain('a"b');
  });
});

describe('HTTP status, caching and crawling rules', () => {
  it('unknown routes, names and slugs answer 404 with noindex, still serving the app', async () => {
    for (const p of NOT_FOUND_PAGES) {
      const { status, headers, html } = await page(p);
      expect(status, p).toBe(404);
      expect(headers.get('x-robots-tag'), p).toBe('noindex, nofollow');
      expect(html, p).toContain('<div id="root"></div>');
      const h = head(html);
      expect(h.title, p).toBe('Page Not Found | ExamPrep');
      expect(h.meta('robots'), p).toBe('noindex, nofollow');
    }
  });

  it('a malformed address (bad percent-encoding) is a 400, not a server error', async () => {
    expect((await stack.get('/practice/%E0%A4%A')).status).toBe(400);
  });

  it('admin screens are served but never indexed', async () => {
    for (const p of ['/login', '/dashboard', '/add-question', '/manage-cheatsheets', '/create-exam-pattern', '/edit-question/abc123']) {
      const { status, html } = await page(p);
      expect(status, p).toBe(200);
      expect(head(html).meta('robots'), p).toBe('noindex, nofollow');
    }
  });

  it('missing files are plain 404s, not the app; built assets are immutable', async () => {
    const missing = await stack.get('/assets/index-missing.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/json/);
    const asset = await stack.get('/assets/index-test.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy'), 'no document headers (build-file-headers.test.ts)').toBeNull();
  });

  it("each page preloads its own chunk and what it imports (from Vite's manifest), not what the entry loads", async () => {
    // The bar's and the footer's styles, not their code: they hydrate after the page.
    const frameStyles = ['stylesheet /assets/StudentTopNav-1.css', 'stylesheet /assets/Footer-1.css'];
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="(modulepreload|preload|stylesheet)"[^>]*href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    // First the page's data (as the app's fetch asks for it), then its chunks.
    expect(preloads((await page('/practice')).html)).toEqual([
      'preload /api/topics/all',
      'modulepreload /assets/TopicsPage-1.js',
      'modulepreload /assets/Seo-1.js',
      'stylesheet /assets/TopicsPage-1.css',
      ...frameStyles,
    ]);
    expect(preloads((await page('/cheatsheets/python-essentials')).html)).toEqual([
      'preload /api/cheatsheets/slug/python-essentials',
      'modulepreload /assets/CheatsheetDetailPage-1.js',
      'modulepreload /assets/Seo-1.js',
      ...frameStyles,
    ]);
    for (const [path, api] of [
      ['/exam-patterns/ssc-cgl-tier-1', '/api/exam-patterns/slug/ssc-cgl-tier-1'],
      ['/practice/general-aptitude/percentages', '/api/questions/subtopic/percentages?page=1&amp;limit=10'],
      ['/practice/general-aptitude/percentages/SSC%20CGL', '/api/questions/exam/SSC%20CGL/subtopic/percentages?page=1&amp;limit=10'],
    ])
      expect((await page(path!)).html).toContain(`<link rel="preload" as="fetch" crossorigin href="${api}" />`);
    // Pages whose chunk the manifest does not know, and admin screens, simply go without; 404s fetch nothing.
    for (const path of ['/exam-patterns', '/cheatsheets/no-such-sheet', '/login'])
      expect(preloads((await page(path)).html), path).toEqual([]);
    // The manifest itself is not served.
    expect((await stack.get('/.vite/manifest.json')).status).toBe(404);
  });

  it('HTML is revalidated on every visit: no-cache, an ETag and 304 on a match', async () => {
    const first = await stack.get('/exam-patterns');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await stack.get('/exam-patterns', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    const other = await stack.get('/exam-patterns', { headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.status).toBe(200);
  });

  it('rendered pages follow content edits made in Strapi (purged with the API cache)', async () => {
    expect(head((await page('/practice')).html).title).toBe('Practice Topics for Competitive Exams | ExamPrep');
    const created = [];
    for (let i = 1; i <= 6; i++) {
      created.push(await stack.strapi.documents('api::topic.topic').create({ data: { topic_name: `extra-topic-${i}` } }));
    }
    // 3 + 6 = 9 topics: more than 8.
    await eventually(async () =>
      expect(head((await page('/practice')).html).title).toBe('9+ Practice Topics for Competitive Exams | ExamPrep'),
    );
    const h = head((await page('/practice')).html);
    expect(h.meta('description')).toBe(
      'Free practice questions with clear explanations for SSC, banking, RRB and other competitive exams: Empty Topic, Extra Topic 1, Extra Topic 2, Extra Topic 3 and more.',
    );
    expect((await page('/practice/extra-topic-1')).status).toBe(200);
    for (const topic of created) await stack.strapi.documents('api::topic.topic').delete({ documentId: topic.documentId });
    await eventually(async () => expect((await page('/practice/extra-topic-1')).status).toBe(404));
  });

  it('the subtopic page title carries a count above 5 subtopics', async () => {
    const made = [];
    for (const name of ['ages', 'averages', 'mixtures']) {
      made.push(
        await stack.strapi
          .documents('api::subtopic.subtopic')
          .create({ data: { subtopic_name: name, topic: fx.topics.aptitude.documentId } }),
      );
    }
    // 3 + 3 = 6 subtopics.
    await eventually(async () =>
      expect(head((await page('/practice/general-aptitude')).html).title).toBe('Prepare for General Aptitude: 6 Subtopics | ExamPrep'),
    );
    expect(head((await page('/practice/general-aptitude')).html).meta('description')).toBe(
      'Practise General Aptitude for competitive exams, free, subtopic by subtopic: Ages, Averages, Data Interpretation, Mixtures and more. Every question has an explanation.',
    );
    for (const subtopic of made) await stack.strapi.documents('api::subtopic.subtopic').delete({ documentId: subtopic.documentId });
    await eventually(async () =>
      expect(head((await page('/practice/general-aptitude')).html).title).toBe('Prepare for General Aptitude | ExamPrep'),
    );
  });

  it('/sitemap.xml lists every canonical public address and nothing else', async () => {
    const response = await stack.get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!).slice(SITE.length));
    for (const expected of SITEMAP_ADDRESSES) {
      expect(locs, expected).toContain(expected);
    }
    for (const absent of ['/saved', '/login', '/dashboard', '/exam-patterns/retired-exam', '/cheatsheets/linux-secrets']) {
      expect(locs, absent).not.toContain(absent);
    }
    expect(locs.some((loc) => loc.startsWith('/onlinetest/'))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
    // Every address in the sitemap is a page the proxy answers with 200 and the same canonical address.
    for (const loc of locs) {
      const answer = await page(loc);
      expect(answer.status, loc).toBe(200);
      expect(head(answer.html).canonical, loc).toBe(`${SITE}${loc}`);
    }
    expect(xml).toMatch(/<loc>https:\/\/examprep\.example\/exam-patterns\/nda<\/loc><lastmod>\d{4}-\d\d-\d\dT/);
    // Far below 50,000 addresses: one sitemap, no index parts (sitemap-index.test.ts covers the index).
    expect((await stack.get('/sitemap-1.xml')).status).toBe(404);
  });

  it('/robots.txt allows the public pages, keeps admin screens out and points to the sitemap', async () => {
    const response = await stack.get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const admin of ['/login', '/dashboard', '/add-', '/manage-', '/edit-', '/create-', '/import-'])
      expect(lines).toContain(`Disallow: ${admin}`);
    expect(lines.some((line) => /^Disallow: \/(?:api|uploads|practice|cheatsheets)/.test(line))).toBe(false);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('analytics switch and CMS outages', () => {
  const otherProxy = (env: Record<string, string>) => startOtherProxy(stack.strapiUrl, env);

  it('without configuration nothing about analytics is in the page or the CSP', async () => {
    const response = await stack.get('/practice');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/google/);
    expect(await response.text()).not.toMatch(/analytics|gtag|googletagmanager/i);
  });

  it('with ANALYTICS_GA4_ID the page carries the id and the CSP allows Google Analytics', async () => {
    const other = await otherProxy({ ANALYTICS_GA4_ID: 'G-TEST12345' });
    try {
      const response = await fetch(`${other.url}/`);
      const csp = response.headers.get('content-security-policy')!;
      // After the hash of the page's inline script loader (page-html.ts).
      expect(csp).toMatch(/script-src 'self'(?: 'sha256-[A-Za-z0-9+/=]+')* https:\/\/\*\.googletagmanager\.com/);
      expect(csp).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
      expect(await response.text()).toContain('<meta name="analytics-ga4" content="G-TEST12345" />');
    } finally {
      await other.stop();
    }
    expect(() => loadConfig({ ...process.env, ANALYTICS_GA4_ID: '"><script>' })).toThrow(/ANALYTICS_GA4_ID/);
  });

  it('when the CMS cannot be reached, pages still load with generic metadata (never cached), static pages as usual', async () => {
    const dead = await otherProxy({ STRAPI_URL: 'http://127.0.0.1:9', CMS_TIMEOUT_MS: '500' });
    try {
      const practice = await fetch(`${dead.url}/practice/general-aptitude`);
      expect(practice.status).toBe(200);
      const h = head(await practice.text());
      expect(h.title).toBe('ExamPrep – Free Practice for SSC, Banking, RRB, UPSC, JEE and NEET');
      expect(h.canonical).toBe(`${SITE}/practice/general-aptitude`);
      expect(head(await (await fetch(`${dead.url}/terms-of-use`)).text()).title).toBe('Terms of Use | ExamPrep');
      expect((await fetch(`${dead.url}/no/such/page`)).status).toBe(404);
      expect((await fetch(`${dead.url}/sitemap.xml`)).status).toBe(503);
    } finally {
      await dead.stop();
    }
  });
});
