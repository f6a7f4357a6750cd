import { expect, test, type APIRequestContext, type Page } from './support/test';
import { openInApp, waitForHydration } from './support/navigation';

// What a crawler without JavaScript receives (the proxy writes each route's head tags into the HTML), that it
// says the same as the page the browser renders, the honest 404s, sitemap and robots.

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

interface Head {
  title: string | null;
  titles: number;
  description: string | null;
  keywords: string | null;
  canonical: string | null;
  robots: string | null;
  og: Record<string, string>;
  twitter: Record<string, string>;
}

/** The head as served, read from the raw HTML with no browser involved. */
async function servedHead(request: APIRequestContext, path: string): Promise<{ status: number; html: string; head: Head }> {
  const response = await request.get(path, { headers: { 'user-agent': 'facebookexternalhit/1.1' } });
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const titles = [...head.matchAll(/<title[^>]*>([\s\S]*?)<\/title>/g)];
  const tags = [...head.matchAll(/<(?:meta|link)\b([^>]*)>/g)].map((match) => match[1]!);
  const attr = (tag: string, name: string) => {
    const found = new RegExp(`\\b${name}="([^"]*)"`).exec(tag);
    return found ? decode(found[1]!) : null;
  };
  const byKey = (key: string) => {
    const tag = tags.find((t) => attr(t, 'name') === key || attr(t, 'property') === key);
    return tag ? attr(tag, 'content') : null;
  };
  const prefixed = (prefix: string) =>
    Object.fromEntries(
      tags
        .map((t) => [attr(t, 'property') ?? attr(t, 'name'), attr(t, 'content')] as const)
        .filter(([key]) => key?.startsWith(prefix))
        .map(([key, value]) => [key!, value ?? '']),
    );
  const canonicalTag = tags.find((t) => attr(t, 'rel') === 'canonical');
  return {
    status: response.status(),
    html,
    head: {
      title: titles[0] ? decode(titles[0][1]!) : null,
      titles: titles.length,
      description: byKey('description'),
      keywords: byKey('keywords'),
      canonical: canonicalTag ? attr(canonicalTag, 'href') : null,
      robots: byKey('robots'),
      og: prefixed('og:'),
      twitter: prefixed('twitter:'),
    },
  };
}

/** The head as the app renders it at this moment. */
function renderedHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? null;
    const prefixed = (prefix: string) =>
      Object.fromEntries(
        [...document.head.querySelectorAll('meta')]
          .map((m) => [m.getAttribute('property') ?? m.getAttribute('name'), m.getAttribute('content') ?? ''] as const)
          .filter(([key]) => key?.startsWith(prefix)),
      );
    return {
      title: document.title,
      titles: document.querySelectorAll('title').length,
      description: content('meta[name="description"]'),
      keywords: content('meta[name="keywords"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      robots: content('meta[name="robots"]'),
      og: prefixed('og:'),
      twitter: prefixed('twitter:'),
    } as Head;
  });
}

test('a crawler gets the page’s own title, description, canonical, Open Graph and Twitter tags without JavaScript', async ({
  request,
  baseURL,
}) => {
  const { status, html, head } = await servedHead(request, '/exam-patterns/ssc-cgl-tier-1');
  expect(status).toBe(200);
  expect(head.titles).toBe(1);
  expect(head.title).toBe('SSC CGL Tier 1 Exam Pattern, Syllabus & Eligibility | ExamPrep');
  expect(head.description).toBeTruthy();
  expect(head.canonical).toBe(`${baseURL}/exam-patterns/ssc-cgl-tier-1`);
  expect(head.og).toMatchObject({
    'og:title': head.title,
    'og:description': head.description,
    'og:url': head.canonical,
    'og:type': 'website',
    'og:site_name': 'ExamPrep',
  });
  expect(head.twitter).toEqual({ 'twitter:card': 'summary', 'twitter:title': head.title, 'twitter:description': head.description });
  expect(head.robots).toBeNull();
  // Every one of them is marked for the app to replace.
  for (const tag of html.match(/<(?:title|meta|link)\b[^>]*(?:og:|twitter:|description|keywords|canonical|<\/title>)[^>]*>/g) ?? []) {
    if (/<title|name="(?:description|keywords|twitter:|robots)|property="og:|rel="canonical"/.test(tag))
      expect(tag).toContain('data-server-meta');
  }
  // A name with an ampersand is escaped in the HTML and reads back intact.
  const nda = await servedHead(request, '/exam-patterns/nda-written-exam');
  expect(nda.status).toBe(200);
  expect(nda.html).toContain('<title data-server-meta>NDA &amp; NA Written Exam Exam Pattern');
  expect(nda.head.title).toBe('NDA & NA Written Exam Exam Pattern, Syllabus & Eligibility | ExamPrep');
});

test('/onlinetest/{subtopic} is canonically /test/{subtopic}, and the topic list counts only above 8 topics', async ({
  request,
  baseURL,
}) => {
  const test1 = await servedHead(request, '/onlinetest/percentages');
  expect(test1.status).toBe(200);
  expect(test1.head.canonical).toBe(`${baseURL}/test/percentages`);
  const practice = await servedHead(request, '/practice');
  // The demo content has 6 topics (5 plus the bulk bank): no count in the title.
  expect(practice.head.title).toBe('Practice Topics for Competitive Exams | ExamPrep');
  expect(practice.head.description).toMatch(/: [A-Z][\w ]+, [A-Z][\w ]+, [A-Z][\w ]+, [A-Z][\w ]+ and more\.$/);
});

const PARITY_PAGES = [
  '/',
  '/practice',
  '/practice/general-aptitude',
  '/practice/general-aptitude/percentages',
  '/practice/general-aptitude/percentages/SSC%20CGL',
  '/random-topics',
  '/test-topics',
  '/test-topics/general-aptitude',
  '/onlinetest/percentages',
  '/saved',
  '/exam-patterns',
  '/exam-patterns/ssc-cgl-tier-1',
  '/cheatsheets',
  '/cheatsheets/python-essentials',
  '/mock-tests',
  // Its texts come from the list on the server and from the paper in the app (this visit is an attempt).
  '/mock-tests/ibps-po-prelims-mock-test-1',
  '/privacy-policy',
  '/terms-of-use',
  '/no/such/page',
];

test('the server’s head tags say what each rendered page says', async ({ page, request }) => {
  test.setTimeout(120_000);
  const comparable = (head: Head) => ({
    title: head.title,
    description: head.description,
    keywords: head.keywords,
    canonical: head.canonical,
    og: head.og,
    twitter: head.twitter,
  });
  for (const path of PARITY_PAGES) {
    const served = comparable((await servedHead(request, path)).head);
    // The served page keeps the server's tags; the app writes a page's own once the reader has moved in it, so each
    // page is reached from another, as by a link (the tags' code is a chunk of its own, loaded then).
    await openInApp(page, path, path === '/privacy-policy' ? '/terms-of-use' : '/privacy-policy');
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    await expect(page.locator('[data-server-meta]'), `${path}: server tags replaced`).toHaveCount(0);
    // Pages whose tags name their data (counts, the first names of a list) settle once it has loaded.
    await expect.poll(async () => comparable(await renderedHead(page)), { message: path, timeout: 15_000 }).toEqual(served);
    expect((await renderedHead(page)).titles, `${path}: one <title> after rendering`).toBe(1);
  }
});

test('unknown addresses answer HTTP 404 with noindex, and the app shows its Page Not Found screen', async ({ page, request }) => {
  for (const path of [
    '/no/such/page',
    '/practice/no-such-topic',
    '/exam-patterns/no-such-exam',
    '/cheatsheets/no-such-sheet',
    '/onlinetest/no-such-subtopic',
  ]) {
    const served = await servedHead(request, path);
    expect(served.status, path).toBe(404);
    expect(served.head.robots, path).toBe('noindex, nofollow');
    expect(served.html, path).toContain('<div id="root">');
  }
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /free exam preparation/);
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');

  // An unknown name shows that page's empty state, as the spec words it, and the app marks it noindex too.
  for (const [path, heading] of [
    ['/practice/no-such-topic', 'No Subtopics Available'],
    ['/test-topics/no-such-topic', 'No Subtopics Available'],
    ['/practice/general-aptitude/no-such-subtopic', 'No Questions Available'],
    ['/onlinetest/no-such-subtopic', 'No Questions Available'],
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: heading }), path).toBeVisible();
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex, nofollow');
  }
  // A page with content stays indexable.
  await page.goto('/practice/general-aptitude');
  await expect(page.getByRole('heading', { level: 1, name: 'General Aptitude' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  const pattern = await page.goto('/exam-patterns/no-such-exam');
  expect(pattern?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Exam Pattern Not Found' })).toBeVisible();
});

test('admin screens are served with noindex; sitemap and robots are there for crawlers', async ({ request, baseURL }) => {
  const login = await servedHead(request, '/login');
  expect(login.status).toBe(200);
  expect(login.head.robots).toBe('noindex, nofollow');

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const robotsText = await robots.text();
  expect(robotsText).toContain('Disallow: /dashboard');
  expect(robotsText).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1]!).slice(baseURL!.length));
  for (const path of [
    '/',
    '/practice',
    '/practice/general-aptitude/percentages',
    '/test/percentages',
    '/exam-patterns/ssc-cgl-tier-1',
    '/cheatsheets/python-essentials',
    '/mock-tests',
    '/mock-tests/ssc-cgl-tier-1-2024-shift-1',
  ]) {
    expect(locs).toContain(path);
  }
  expect(locs.filter((loc) => loc.startsWith('/onlinetest/') || loc === '/saved' || loc === '/login')).toEqual([]);
});

test('without analytics configured nothing is loaded or sent', async ({ page, baseURL }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin && !request.url().startsWith('data:')) thirdParty.push(request.url());
  });
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Practicing Free' }).click();
  await expect(page).toHaveURL(/\/practice$/);
  await page.waitForLoadState('networkidle');
  expect(thirdParty).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);
});

test('with analytics configured every route change is reported as a page view', async ({ page }) => {
  // The proxy writes this tag (and the matching CSP hosts) when ANALYTICS_GA4_ID is set; here the test adds
  // them to the served page, and stands in for Google's script.
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.url().startsWith('https://www.googletagmanager.com/gtag/js')) {
      await route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = true;' });
      return;
    }
    if (request.resourceType() !== 'document') {
      await route.continue();
      return;
    }
    const response = await route.fetch();
    const headers = { ...response.headers() };
    headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
      "script-src 'self'",
      "script-src 'self' https://*.googletagmanager.com",
    );
    const body = (await response.text()).replace('</head>', '<meta name="analytics-ga4" content="G-E2ETEST123" /></head>');
    await route.fulfill({ response, headers, body });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Clicked before hydration, the link would load a new document (and a new dataLayer).
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Start Practicing Free' }).click();
  await expect(page).toHaveURL(/\/practice$/);
  // A page left before it has rendered (its chunk still loading) was never seen, and is not reported.
  await expect(page.getByRole('heading', { level: 1, name: 'Practice Topics' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  // Typing in a page's search rewrites its query (?q=...) but is not a new page view.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Practice' }).click();
  await page.getByRole('link', { name: /General Aptitude/ }).click();
  await page.getByLabel('Search subtopics').pressSequentially('perc');
  await expect(page).toHaveURL(/\/practice\/general-aptitude\?q=perc$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded)).toBe(true);
  const pageViews = await page.evaluate(() =>
    ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => (args[2] as { page_path: string; page_title: string }).page_path),
  );
  expect(pageViews).toEqual(['/', '/practice', '/privacy-policy', '/practice', '/practice/general-aptitude']);
});
