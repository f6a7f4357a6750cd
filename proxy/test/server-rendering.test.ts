import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type Stack } from './helpers/stack.js';
import { type Fixtures, startFixtureStack } from './helpers/fixtures.js';
import { APP_LOADER, readManifest } from '#src/web-app/page-html.js';

/**
 * The served HTML of every public page is the web app rendered on the server (the real build:
 * web/dist and web/dist-server, made by `npm run build -w web`), with the API answers it was rendered from for
 * the browser's SWR; admin screens are not rendered; rendered pages are cached and purged like API answers, and
 * detail pages still count one view per answer.
 */

const SEARCHES_PER_MINUTE = 4;
const webDist = path.resolve(import.meta.dirname, '..', '..', 'web', 'dist');

let stack: Stack;

/** How many bytes an answer took on the wire in the given encoding (fetch would decode them). */
const sentBytes = (address: string, encoding: string) =>
  new Promise<number>((resolve, reject) => {
    request(`${stack.proxyUrl}${address}`, { headers: { 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    })
      .on('error', reject)
      .end();
  });
let fx: Fixtures;

beforeAll(async () => {
  if (!existsSync(path.join(webDist, '..', 'dist-server', 'entry-server.js'))) {
    throw new Error('These tests render with the real web build: run `npm run build -w web` first (npm test does).');
  }
  ({ stack, fx } = await startFixtureStack({
    env: { WEB_DIST_DIR: webDist, PUBLIC_SITE_URL: 'https://examprep.example', SEARCH_RATE_LIMIT_PER_MINUTE: String(SEARCHES_PER_MINUTE) },
  }));
  await stack.settle();
  stack.proxy.cache.purge();
});
afterAll(async () => {
  await stack?.stop();
});

interface ServedPage {
  status: number;
  headers: Headers;
  html: string;
  /** The markup of the app's root element. */
  app: string;
  /** The page's text, tags removed. */
  text: string;
  /** The API answers embedded for the browser, or undefined when the page was not server-rendered. */
  data: Record<string, unknown> | undefined;
}

async function served(address: string, init?: RequestInit): Promise<ServedPage> {
  const response = await stack.get(address, init);
  const html = await response.text();
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<script id="server-data"/.exec(html);
  const dataElement = /<script id="server-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  const app = root?.[1] ?? '';
  return {
    status: response.status,
    headers: response.headers,
    html,
    app,
    text: app
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' '),
    data: dataElement ? (JSON.parse(dataElement[1]!) as Record<string, unknown>) : undefined,
  };
}

describe('public pages arrive rendered', () => {
  const pages: [string, (string | RegExp)[]][] = [
    ['/', ['Crack your competitive exam', 'Start Practicing Free']],
    ['/practice', ['Practice Topics', 'General Aptitude', 'Logical Reasoning']],
    ['/practice/general-aptitude', ['General Aptitude', 'Percentages', 'Time And Work']],
    ['/practice/general-aptitude/percentages', ['Percentages Questions', 'What is 20% of 150?', 'Question 1']],
    ['/test-topics/general-aptitude', ['Percentages', 'Start 30-min test']],
    ['/exam-patterns', ['Exam Patterns', 'SSC CGL Tier 1', 'NDA']],
    ['/exam-patterns/ssc-cgl-tier-1', ['SSC CGL Tier 1', 'Quantitative Aptitude', 'Fixture exam pattern.']],
    ['/cheatsheets', ['Cheatsheets', 'Python Essentials']],
    ['/cheatsheets/python-essentials', ['Python Essentials', 'Mixed item', 'Fixture sheet.']],
    ['/privacy-policy', ['Privacy Policy', 'localStorage']],
    ['/terms-of-use', ['Terms of Use']],
  ];
  for (const [address, expected] of pages) {
    it(`${address}: the page's own content, in the app's root element`, async () => {
      const page = await served(address);
      expect(page.status).toBe(200);
      for (const text of expected) expect(page.text).toMatch(text);
      expect(page.app).not.toContain('boot-bar');
      expect(page.data, 'the answers it was rendered from').toBeDefined();
      // No inline script but the app's loader: React left no boundary for a script to fill (our CSP allows only
      // the loader's hash, and crawlers run none).
      const inlineScripts = [...page.html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g)];
      expect(inlineScripts.map((match) => match[1])).toEqual([APP_LOADER]);
    });
  }

  it('unknown pages and names are rendered 404s', async () => {
    const page = await served('/no/such/page');
    expect(page.status).toBe(404);
    expect(page.text).toContain('Page Not Found');
    const topic = await served('/practice/no-such-topic');
    expect(topic.status).toBe(404);
    expect(topic.text).toContain('No Subtopics Available');
  });

  it('an unknown slug or question arrives as its "not found" page, not a spinner, with the 404 embedded for hydration', async () => {
    const notFoundPages: [string, string, string][] = [
      ['/cheatsheets/no-such-sheet', 'Cheatsheet Not Found', '/api/cheatsheets/slug/no-such-sheet'],
      ['/exam-patterns/no-such-pattern', 'Exam Pattern Not Found', '/api/exam-patterns/slug/no-such-pattern'],
      ['/questions/no-such-question/any-slug', 'Question Not Found', '/api/questions/page/no-such-question'],
    ];
    for (const [address, title, apiPath] of notFoundPages) {
      const page = await served(address);
      expect(page.status, address).toBe(404);
      expect(page.text, address).toContain(title);
      expect(page.app, address).not.toMatch(/role="status"|aria-busy="true"/);
      const embedded = /<script id="server-not-found" type="application\/json">([\s\S]*?)<\/script>/.exec(page.html);
      expect(embedded, `${address}: the 404s the page shows`).not.toBeNull();
      const notFound = JSON.parse(embedded![1]!) as Record<string, string>;
      expect(Object.keys(notFound), address).toEqual([apiPath]);
      // The API's own message, as the browser's fetch would have got it.
      expect(notFound[apiPath]).toBe(((await stack.json(apiPath)).body as { message: string }).message);
    }
    // A page whose data was all found carries no such element.
    expect((await served('/cheatsheets/python-essentials')).html).not.toContain('server-not-found');
  });

  it('the embedded answers are the API answers the browser would fetch, so it does not fetch them again', async () => {
    const page = await served('/practice/general-aptitude');
    const keys = Object.keys(page.data!).sort();
    expect(keys).toContain('/api/subtopics/topicname/general-aptitude');
    for (const key of keys) expect(page.data![key], key).toEqual((await stack.json(key)).body);
  });

  it('a practice question shows its answer and explanation without JavaScript, in a <details>', async () => {
    const page = await served('/practice/general-aptitude/percentages');
    expect(page.app).toMatch(/<noscript><details[^>]*><summary>Show answer<\/summary>/);
    const reveal = /<noscript><details[\s\S]*?<\/details><\/noscript>/.exec(page.app)![0];
    expect(reveal).toContain('30');
    expect(reveal).toContain('150 × 0.2');
  });

  it('admin screens are never server-rendered', async () => {
    for (const address of ['/login', '/dashboard', '/manage-questions']) {
      const page = await served(address);
      expect(page.html, address).toContain('<header class="boot-bar">');
      expect(page.data, address).toBeUndefined();
      // The SPA shell paints nothing without its scripts: they stay in the head, fetched at once.
      expect(page.html, address).toMatch(
        /<head>[\s\S]*<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>[\s\S]*<\/head>/,
      );
      expect(page.html, address).not.toContain('data-entry=');
    }
  });

  it('content cannot close the data element early: `<` is escaped in the embedded JSON', async () => {
    const sneaky = await stack.strapi.documents('api::cheatsheet.cheatsheet').create({
      data: {
        title: 'Closing </script><script>alert(1)</script> tags',
        slug: 'closing-tags',
        description: 'A sheet whose title tries to end the page data.',
        category: 'Programming',
        is_active: true,
      },
      status: 'published',
    });
    await stack.settle();
    const page = await eventually(async () => {
      const found = await served('/cheatsheets/closing-tags');
      expect(found.status).toBe(200);
      return found;
    });
    expect(page.html).not.toContain('<script>alert(1)');
    expect((page.data!['/api/cheatsheets/slug/closing-tags'] as { title: string }).title).toBe(
      'Closing </script><script>alert(1)</script> tags',
    );
    await stack.strapi.documents('api::cheatsheet.cheatsheet').delete({ documentId: sneaky.documentId });
  });
});

describe('a rendered page paints from its HTML alone (one round trip), then starts the app', () => {
  const manifest = readManifest(webDist)!;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;

  it('its stylesheets are inlined, each marked by a disabled link to the file, and no stylesheet is requested', async () => {
    const page = await served('/cheatsheets/python-essentials');
    const links = [...page.html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((match) => match[0]);
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect(link, 'a disabled link is never fetched').toMatch(/ disabled \/>$/);
    const files = links.map((link) => /href="\/([^"]+)"/.exec(link)![1]!);
    // The entry's styles (the site's bar, colours) and the page's own chunk's.
    expect(files).toEqual(expect.arrayContaining(manifest[entryKey]!.css!));
    const pageChunk = Object.keys(manifest).find((key) => key.endsWith('/cheatsheet-detail-page.tsx'))!;
    expect(files).toEqual(expect.arrayContaining(manifest[pageChunk]!.css ?? []));
    const styles = [...page.html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
    for (const file of files) expect(styles).toContain(readFileSync(path.join(webDist, file), 'utf8'));
  });

  it('its scripts are not in the head: the loader at the end of the body fetches and runs them after the first paint', async () => {
    const page = await served('/practice/general-aptitude/percentages');
    expect(page.html).not.toMatch(/<script type="module"/);
    expect(page.html).not.toContain('rel="modulepreload"');
    // Last in the body, after the page's data, which the app reads when it starts.
    const loader = /<script data-entry="([^"]+)" data-preload="([^"]*)">([\s\S]*?)<\/script>\s*<\/body>\s*<\/html>\s*$/.exec(page.html);
    expect(loader, 'the loader, last in the body').not.toBeNull();
    expect(page.html.indexOf('id="server-data"')).toBeLessThan(page.html.indexOf('data-entry='));
    expect(loader![1]).toBe(`/${manifest[entryKey]!.file}`);
    const pageChunk = 'src/features/practice/routes/questions-page.tsx';
    const preloads = loader![2]!.split(' ');
    expect(preloads).toContain(`/${manifest[pageChunk]!.file}`);
    for (const imported of manifest[entryKey]!.imports ?? []) expect(preloads).toContain(`/${manifest[imported]!.file}`);
    expect(loader![3]).toBe(APP_LOADER);
  });

  it('the Content-Security-Policy allows the loader by its hash, and no other inline script', async () => {
    const response = await stack.get('/exam-patterns/ssc-cgl-tier-1');
    const html = await response.text();
    const loader = /<script data-entry[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(response.headers.get('content-security-policy')!)![1]!.split(' ');
    const hash = `'sha256-${createHash('sha256').update(loader).digest('base64')}'`;
    expect(scriptSources).toContain(hash);
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources.filter((source) => source.startsWith("'sha256-"))).toEqual([hash]);
  });
});

describe('rendered pages are cached like API answers', () => {
  it('a repeat is the same bytes; a 304 on its ETag; a query is a page of its own', async () => {
    const first = await served('/exam-patterns');
    const second = await served('/exam-patterns');
    expect(second.html).toBe(first.html);
    // Kept pages are replayed before Express, compressed once, like cached API answers.
    expect(second.headers.get('x-cache')).toBe('HIT');
    const compressed = await stack.get('/exam-patterns', { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    // Kept for every later reader, the page is compressed once more at Brotli's best quality, off the event loop.
    const best = brotliCompressSync(Buffer.from(first.html), { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
    await eventually(async () => expect(await sentBytes('/exam-patterns', 'br')).toBe(best));
    const conditional = await stack.get('/exam-patterns', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(conditional.status).toBe(304);
    const searched = await served('/practice/general-aptitude/percentages?page=1');
    expect(searched.status).toBe(200);
    expect(searched.data).toBeDefined();
  });

  it("the render's reads fill the API cache the browser's own requests then hit, with the headers an HTTP miss stores", async () => {
    const kept = (response: Response) => [...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name));
    stack.proxy.cache.purge();
    await stack.get('/api/topics/all');
    const afterHttp = await stack.get('/api/topics/all');
    expect(afterHttp.headers.get('x-cache')).toBe('HIT');
    stack.proxy.cache.purge();
    expect((await served('/practice')).data).toHaveProperty(['/api/topics/all']);
    const afterRender = await stack.get('/api/topics/all');
    expect(afterRender.headers.get('x-cache'), 'stored by the render').toBe('HIT');
    expect(afterRender.headers.get('content-security-policy')).toBeTruthy();
    expect(kept(afterRender)).toEqual(kept(afterHttp));
    expect(await afterRender.text()).toBe(await afterHttp.text());
  });

  it('query parameters the app does not read make no new page', async () => {
    const plain = await served('/practice');
    const tagged = await served('/practice?utm_source=newsletter&v=2');
    expect(tagged.headers.get('etag')).toBe(plain.headers.get('etag'));
  });

  it("a page is kept by the query parameters its table entry reads (web/src/app/pages.ts), others' dropped", async () => {
    // The subtopics page reads its filter's words (?q=): a page of its own, its filter filled in.
    const plain = await served('/practice/general-aptitude');
    const filtered = await served('/practice/general-aptitude?q=percent');
    expect(filtered.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    expect(filtered.app).toContain('value="percent"');
    // It reads no ?page=: the same kept page, replayed before Express.
    const paged = await served('/practice/general-aptitude?page=2&q=percent');
    expect(paged.headers.get('etag')).toBe(filtered.headers.get('etag'));
    expect(paged.headers.get('x-cache')).toBe('HIT');
    // The topics page reads none of them.
    expect((await served('/practice?q=percent&page=2')).headers.get('etag')).toBe((await served('/practice')).headers.get('etag'));
  });

  it('a search page is rendered with its results; new searches past the per-address limit are served unrendered', async () => {
    const first = await served('/search?q=percent');
    expect(first.status).toBe(200);
    expect(first.text).toContain('By what percent did sales grow?');
    expect(Object.keys(first.data!)).toEqual([expect.stringMatching(/^\/api\/search\?q=percent/)]);
    // The same search again is the kept page: not another search.
    for (let i = 0; i < SEARCHES_PER_MINUTE; i++) expect((await served('/search?q=percent')).data).toBeDefined();
    const fresh: (Record<string, unknown> | undefined)[] = [];
    for (let i = 0; i < SEARCHES_PER_MINUTE; i++) fresh.push((await served(`/search?q=word${i}`)).data);
    expect(fresh.slice(0, SEARCHES_PER_MINUTE - 1).every(Boolean)).toBe(true);
    const refused = await served('/search?q=one-more');
    expect(refused.status).toBe(200);
    expect(refused.data, 'served for the browser to render').toBeUndefined();
  });

  it('an edit in Strapi shows in the rendered page at once (purged with the API cache)', async () => {
    const question = fx.questions.percentQuestions[0]!;
    expect((await served('/practice/general-aptitude/percentages')).text).toContain('What is 20% of 150?');
    await stack.strapi.documents('api::question.question').update({
      documentId: question.documentId,
      data: { question: '<p>What is 25% of 160?</p>' },
      status: 'published',
    });
    await eventually(async () => expect((await served('/practice/general-aptitude/percentages')).text).toContain('What is 25% of 160?'));
    await stack.strapi.documents('api::question.question').update({
      documentId: question.documentId,
      data: { question: '<p>What is 20% of 150?</p>' },
      status: 'published',
    });
    await stack.settle();
  });
});

describe('views of server-rendered detail pages', () => {
  const storedViews = async (documentId: string) =>
    (await stack.strapi.documents('api::exam-pattern.exam-pattern').findOne({ documentId, fields: ['views'] })).views as number;
  const shownViews = (page: ServedPage) => Number(/([\d,]+) views/.exec(page.text)![1]!.replace(/,/g, ''));

  it('every HTML answer counts one view (a 304 too); the render’s own fetch of the data counts none', async () => {
    const id = fx.patterns.nda.documentId;
    await stack.proxy.views.flush();
    const before = await storedViews(id);
    const first = await served('/exam-patterns/nda');
    await served('/exam-patterns/nda');
    const conditional = await stack.get('/exam-patterns/nda', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(conditional.status).toBe(304);
    await stack.proxy.views.flush();
    expect(await storedViews(id)).toBe(before + 3);
  });

  it('an FAQ page counts one view per HTML answer too, from the cache as well', async () => {
    const faq = await stack.strapi.documents('api::faq.faq').create({
      data: { topic_title: 'Viewed FAQ', slug: 'viewed-faq', questions: [{ question: 'Why?', answer: '<p>Because.</p>', order: 0 }] },
    });
    const faqViews = async () =>
      (await stack.strapi.documents('api::faq.faq').findOne({ documentId: faq.documentId, fields: ['views'] })).views as number;
    try {
      await stack.settle();
      await stack.proxy.views.flush();
      const before = await faqViews();
      const first = await served('/faqs/viewed-faq');
      expect(first.status).toBe(200);
      expect(first.text).toContain('Viewed FAQ');
      const again = await stack.get('/faqs/viewed-faq');
      expect(again.headers.get('x-cache')).toBe('HIT');
      await again.text();
      const conditional = await stack.get('/faqs/viewed-faq', { headers: { 'if-none-match': first.headers.get('etag')! } });
      expect(conditional.status).toBe(304);
      await stack.proxy.views.flush();
      expect(await faqViews()).toBe(before + 3);
    } finally {
      await stack.strapi.documents('api::faq.faq').delete({ documentId: faq.documentId });
      await stack.settle();
    }
  });

  it('the count a page shows follows the views counted since it was rendered', async () => {
    await stack.proxy.views.flush();
    const first = await served('/exam-patterns/ssc-cgl-tier-1');
    for (let i = 0; i < 4; i++) await served('/exam-patterns/ssc-cgl-tier-1');
    await stack.proxy.views.flush();
    const later = await served('/exam-patterns/ssc-cgl-tier-1');
    expect(shownViews(later)).toBeGreaterThanOrEqual(shownViews(first) + 5);
    // The embedded answer shows the same count as the page, so hydration changes nothing.
    expect((later.data!['/api/exam-patterns/slug/ssc-cgl-tier-1'] as { views: number }).views).toBe(shownViews(later));
  });
});
