import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack } from './helpers/stack.js';
import { startFixtureStack, type Fixtures } from './helpers/fixtures.js';
import { createHindiFixtures, HINDI } from './helpers/hindi-fixtures.js';
import { readManifest } from '#src/web-app/page-html.js';

/**
 * Hindi pages live under /hi/… — served with <html lang="hi">, Hindi head texts, hreflang alternates
 * both ways (en, hi, x-default), rendered by the same app under the basename /hi with the page's Hindi texts
 * preloaded, their data asked for in Hindi; the sitemap lists both languages. Uses the real web build.
 */

const SITE = 'https://examprep.example';
const webDist = path.resolve(import.meta.dirname, '..', '..', 'web', 'dist');

let stack: Stack;

beforeAll(async () => {
  if (!existsSync(path.join(webDist, '..', 'dist-server', 'entry-server.js'))) {
    throw new Error('These tests render with the real web build: run `npm run build -w web` first (npm test does).');
  }
  let fx: Fixtures;
  ({ stack, fx } = await startFixtureStack({ env: { WEB_DIST_DIR: webDist, PUBLIC_SITE_URL: SITE } }));
  // Some of the content translated into Hindi, the rest English only (it shows in English there, marked so).
  await createHindiFixtures(stack.strapi, fx);
  await stack.settle();
  stack.proxy.cache.purge();
});
afterAll(async () => {
  await stack?.stop();
});

async function served(address: string) {
  const response = await stack.get(address);
  const html = await response.text();
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link data-server-meta rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]),
  );
  const data = /<script id="server-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    status: response.status,
    html,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: /<title data-server-meta>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link data-server-meta rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    alternates,
    data: data ? (JSON.parse(data) as Record<string, unknown>) : undefined,
  };
}

describe('Hindi pages under /hi', () => {
  it('are served in Hindi: <html lang="hi">, Hindi titles, the canonical under /hi, the app rendered in Hindi', async () => {
    const page = await served('/hi/practice');
    expect(page.status).toBe(200);
    expect(page.lang).toBe('hi');
    expect(page.title).toBe('प्रतियोगी परीक्षाओं के अभ्यास विषय | ExamPrep');
    expect(page.canonical).toBe(`${SITE}/hi/practice`);
    // The shell's texts in Hindi, its links under /hi.
    expect(page.html).toContain('सीधे सामग्री पर जाएँ');
    expect(page.html).toMatch(/<a[^>]*href="\/hi\/mock-tests"/);
    // The answers it was rendered from, under the same keys as in English (the browser's SWR keys).
    expect(Object.keys(page.data ?? {})).toContain('/api/topics/all');
  });

  it('name each other with hreflang alternates, both ways, English the default', async () => {
    const expected = {
      en: `${SITE}/practice/general-aptitude`,
      hi: `${SITE}/hi/practice/general-aptitude`,
      'x-default': `${SITE}/practice/general-aptitude`,
    };
    expect((await served('/practice/general-aptitude')).alternates).toEqual(expected);
    expect((await served('/hi/practice/general-aptitude')).alternates).toEqual(expected);
    const home = await served('/hi');
    expect(home.lang).toBe('hi');
    expect(home.alternates).toEqual({ en: `${SITE}/`, hi: `${SITE}/hi`, 'x-default': `${SITE}/` });
    expect((await served('/')).lang).toBe('en');
  });

  it('preload the page’s texts in its language only: the shared ones and the page’s feature’s', async () => {
    const manifest = readManifest(webDist)!;
    const file = (key: string) => `/${manifest[key]!.file}`;
    const hindi = (await served('/hi/exam-patterns')).html;
    const english = (await served('/exam-patterns')).html;
    for (const [html, own, other] of [
      [hindi, 'hi', 'en'],
      [english, 'en', 'hi'],
    ] as const) {
      expect(html).toContain(file(`src/i18n/catalogs/${own}.ts`));
      expect(html).toContain(file(`src/features/exam-patterns/messages/${own}.ts`));
      expect(html).not.toContain(file(`src/i18n/catalogs/${other}.ts`));
      expect(html).not.toContain(file(`src/features/exam-patterns/messages/${other}.ts`));
      // No other feature's texts.
      expect(html).not.toContain(file(`src/features/cheatsheets/messages/${own}.ts`));
    }
  });

  it('render the page’s own texts in Hindi, and mark what is served in English (no translation yet) lang="en"', async () => {
    const topics = (await served('/hi/practice')).html;
    expect(topics).toMatch(/<h1 class="page-title">अभ्यास के विषय<\/h1>/);
    expect(topics).toMatch(new RegExp(`<span class="[^"]*">${HINDI.aptitude}</span>`));
    expect(topics).toMatch(/<span class="[^"]*" lang="en">Logical Reasoning<\/span>/);
    expect(topics).not.toContain('Practice Topics');

    const questions = (await served('/hi/practice/general-aptitude/percentages')).html;
    // The names in Hindi where they have one (the heading and crumbs), the English one title-cased where not.
    expect(questions).toMatch(/<h1[^>]*>प्रतिशत के प्रश्न<\/h1>/);
    expect(questions).toContain(`>${HINDI.aptitude}</a>`);
    expect(questions).toContain('प्रश्न 1');
    expect(questions).toContain(HINDI.twentyPercent.question);
    // The chart question has no Hindi version: its text is English, marked so; the card around it stays Hindi.
    expect(questions).toMatch(/lang="en"><p>Read the chart\. By what percent did sales grow\?<\/p>/);
    expect(questions).not.toMatch(/lang="en"><p>150 का 20%/);
    expect(questions).toContain('व्याख्या');
    expect(questions).not.toMatch(/>Explanation<|>Question 1<|Showing 1/);

    const english = (await served('/practice/general-aptitude/percentages')).html;
    expect(english).toContain('>Question 1<');
    expect(english).not.toContain('lang="en"><p>');
  });

  it('name a mock test page’s subtopic in the page’s language, in its <title> and its heading', async () => {
    const hindi = await served('/hi/test/percentages');
    expect(hindi.status).toBe(200);
    expect(hindi.title).toBe(`${HINDI.percentages} मॉक टेस्ट – 30 मिनट का मुफ़्त ऑनलाइन टेस्ट | ExamPrep`);
    expect(hindi.title).not.toContain('Percentages');
    // The app (whose heading the browser renders once the test is drawn) has the subtopics' names in Hindi at hand.
    const subtopics = hindi.data?.['/api/subtopics/all'] as Array<{ subtopic_name: string; display_name?: string }> | undefined;
    expect(subtopics?.find((subtopic) => subtopic.subtopic_name === 'percentages')?.display_name).toBe(HINDI.percentages);
    // /onlinetest/… is the same page, canonically /hi/test/….
    const old = await served('/hi/onlinetest/percentages');
    expect(old.title).toBe(hindi.title);
    expect(old.canonical).toBe(`${SITE}/hi/test/percentages`);
    // English pages keep the English name; a subtopic without a Hindi name shows its English one on /hi.
    expect((await served('/test/percentages')).title).toBe('Percentages Mock Test – Free 30-Minute Online Test | ExamPrep');
    expect((await served('/hi/test/number-series')).title).toBe('Number Series मॉक टेस्ट – 30 मिनट का मुफ़्त ऑनलाइन टेस्ट | ExamPrep');
  });

  it('are kept apart from the English pages, and unknown ones are 404s in Hindi', async () => {
    expect((await served('/practice')).lang).toBe('en');
    expect((await served('/hi/practice')).lang).toBe('hi');
    const missing = await served('/hi/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.title).toBe('पेज नहीं मिला | ExamPrep');
    expect((await served('/hi/dashboard')).status).toBe(404);
  });

  it('a returning reader who chose Hindi is sent from the home page to the Hindi one, and nobody else is', async () => {
    const home = (cookie?: string, address = '/') =>
      fetch(`${stack.proxyUrl}${address}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    // Kept first (a reader without the cookie), so the kept page's fast path is passed too.
    expect((await home()).status).toBe(200);
    expect((await home()).headers.get('x-cache')).toBe('HIT');

    const chose = await home('theme=dark; site_locale=hi');
    expect(chose.status).toBe(302);
    expect(chose.headers.get('location')).toBe('/hi');
    // It depends on the cookie: never stored by a shared cache.
    expect(chose.headers.get('cache-control')).toBe('no-store');
    expect(chose.headers.get('vary')).toMatch(/cookie/i);
    expect((await home('site_locale=hi', '/?utm_source=x')).headers.get('location')).toBe('/hi?utm_source=x');

    expect((await home('site_locale=en')).status).toBe(200);
    expect((await home('site_locale=hindi')).status).toBe(200);
    // Only the home page: every other address is the page asked for, in its address's language.
    expect((await home('site_locale=hi', '/practice')).status).toBe(200);
    expect((await home('site_locale=hi', '/hi')).status).toBe(200);
  });

  it('the sitemap lists every page in both languages', async () => {
    const xml = await (await stack.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const english = locs.filter((loc) => !loc.startsWith(`${SITE}/hi`));
    const hindi = locs.filter((loc) => loc.startsWith(`${SITE}/hi`));
    expect(english.length).toBeGreaterThan(5);
    expect(hindi.map((loc) => loc.replace(`${SITE}/hi`, SITE).replace(/^(https:\/\/[^/]+)$/, '$1/'))).toEqual(english);
    expect(locs).toContain(`${SITE}/hi/practice/general-aptitude`);
  });
});
