import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './helpers/stack.js';
import { createFixtures } from './helpers/fixtures.js';
import { readManifest } from '../src/web-app/page-html.js';

/**
 * Issue #17: Hindi pages live under /hi/… — served with <html lang="hi">, Hindi head texts, hreflang alternates
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
  stack = await startStack({ env: { WEB_DIST_DIR: webDist, PUBLIC_SITE_URL: SITE } });
  await createFixtures(stack.strapi);
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

  it('preload the page’s texts in its language only', async () => {
    const manifest = readManifest(webDist)!;
    const file = (key: string) => `/${manifest[key]!.file}`;
    const hindi = (await served('/hi/exam-patterns')).html;
    const english = (await served('/exam-patterns')).html;
    expect(hindi).toContain(file('src/i18n/catalogs/hi.ts'));
    expect(hindi).not.toContain(file('src/i18n/catalogs/en.ts'));
    expect(english).toContain(file('src/i18n/catalogs/en.ts'));
    expect(english).not.toContain(file('src/i18n/catalogs/hi.ts'));
  });

  it('are kept apart from the English pages, and unknown ones are 404s in Hindi', async () => {
    expect((await served('/practice')).lang).toBe('en');
    expect((await served('/hi/practice')).lang).toBe('hi');
    const missing = await served('/hi/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.title).toBe('पेज नहीं मिला | ExamPrep');
    expect((await served('/hi/dashboard')).status).toBe(404);
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
