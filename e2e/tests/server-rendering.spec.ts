import { expect, test, type Page } from './support/test';

/**
 * Public pages arrive as HTML rendered by the server with the app's own components, readable with
 * JavaScript off; with it on, the browser hydrates that HTML without a warning and without fetching the data
 * again, and the site stays a single-page app. Admin screens are never server-rendered.
 */

/** Each public route and what its server HTML must show with JavaScript off: its heading and main content. */
const READABLE_WITHOUT_SCRIPTS: { path: string; heading: string | RegExp; content: (string | RegExp)[] }[] = [
  { path: '/', heading: /Crack your competitive exam/, content: ['Start Practicing Free'] },
  { path: '/practice', heading: 'Practice Topics', content: ['General Aptitude', 'English Language'] },
  { path: '/practice/general-aptitude', heading: /General Aptitude/, content: ['Percentages', 'Time And Work'] },
  // Percentages' 12 demo questions but the 4 the demo papers hold for tests.
  { path: '/practice/general-aptitude/percentages', heading: 'Percentages Questions', content: ['Question 1', 'Question 8'] },
  { path: '/test-topics', heading: /Topic/, content: ['General Aptitude'] },
  { path: '/test-topics/general-aptitude', heading: /General Aptitude/, content: ['Percentages', 'Start 30-min test'] },
  { path: '/exam-patterns', heading: 'Exam Patterns', content: ['SSC CGL Tier 1', 'IBPS PO Prelims'] },
  { path: '/exam-patterns/ssc-cgl-tier-1', heading: 'SSC CGL Tier 1', content: [/Staff Selection Commission/, /qualifying/] },
  { path: '/cheatsheets', heading: 'Cheatsheets', content: ['Python Essentials'] },
  { path: '/cheatsheets/python-essentials', heading: 'Python Essentials', content: ['Strings and f-strings', /comprehension/i] },
  { path: '/mock-tests', heading: 'Mock Tests', content: ['IBPS PO Prelims Mock Test 1', 'SSC CGL Tier 1 2024, Shift 1 (modelled paper)'] },
  { path: '/random-topics', heading: 'Random Practice Topics', content: [/needs JavaScript/] },
  { path: '/saved', heading: 'Saved Questions', content: [/stay in this browser only/] },
  { path: '/privacy-policy', heading: 'Privacy Policy', content: [/localStorage/] },
  { path: '/terms-of-use', heading: /Terms of Use/, content: [/free/i] },
  { path: '/no/such/page', heading: 'Page Not Found', content: ['Go Home'] },
  // An unknown slug or question: its page's own "not found" state, not a spinner waiting for scripts.
  { path: '/cheatsheets/no-such-sheet', heading: 'Cheatsheet Not Found', content: ['Back to Cheatsheets'] },
  { path: '/exam-patterns/no-such-pattern', heading: 'Exam Pattern Not Found', content: [/doesn't exist/] },
  { path: '/questions/no-such-question/any-slug', heading: 'Question Not Found', content: [/doesn't exist/] },
];

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  for (const { path, heading, content } of READABLE_WITHOUT_SCRIPTS) {
    test(`${path} arrives with its main content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      for (const text of content) await expect(page.getByText(text).first()).toBeVisible();
      // The site's own bar and footer, not the boot bar of a page waiting for its scripts.
      await expect(page.locator('header.site-nav')).toBeVisible();
      await expect(page.locator('header.boot-bar')).toHaveCount(0);
      // No sideways scrolling at 360 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }

  test('a practice question reveals its answer and explanation without scripts', async ({ page }) => {
    await page.goto('/practice/general-aptitude/percentages');
    const card = page.getByTestId('question-card').first();
    const reveal = card.locator('details');
    await expect(reveal.getByText('Correct answer')).toBeHidden();
    await reveal.getByText('Show answer').click();
    await expect(reveal.getByText('Correct answer')).toBeVisible();
    await expect(reveal.getByText('Explanation')).toBeVisible();
  });

  test('the second page of a subtopic is rendered from the address', async ({ page }) => {
    // bulk-set-1: 25 questions (seed-stack.mjs), three pages of ten.
    await page.goto('/practice/bulk-practice/bulk-set-1?page=2');
    await expect(page.getByRole('heading', { level: 2, name: 'Question 11' })).toBeVisible();
    await expect(page.getByText('Bulk question 11:')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Question 1', exact: true })).toHaveCount(0);
  });

  test('admin screens are not server-rendered: the boot bar waits for the app', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('header.boot-bar')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});

/** Console errors and warnings (React reports a hydration mismatch as an error) and uncaught exceptions. */
function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

test.describe('hydration', () => {
  for (const path of [
    '/',
    '/practice',
    '/practice/general-aptitude',
    '/practice/general-aptitude/percentages',
    '/exam-patterns',
    '/exam-patterns/ssc-cgl-tier-1',
    '/cheatsheets',
    '/cheatsheets/python-essentials',
    '/mock-tests',
    '/test-topics/general-aptitude',
    '/privacy-policy',
  ]) {
    test(`${path}: hydrates without a warning and without asking the API again`, async ({ page }) => {
      const problems = collectProblems(page);
      const apiRequests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) apiRequests.push(url.pathname + url.search);
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Hydrated, the page keeps the server's head tags (one title, one canonical link): the app writes its own
      // from the first navigation on.
      await expect(page.locator('html')).toHaveAttribute('data-interactive');
      await expect(page.locator('head link[rel="canonical"][data-server-meta]')).toHaveCount(1);
      await expect(page.locator('head title')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      // The next page of practice questions is fetched ahead on purpose; nothing the page shows is fetched again.
      expect(apiRequests.filter((request) => !/[?&]page=2\b/.test(request))).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  for (const path of ['/cheatsheets/no-such-sheet', '/exam-patterns/no-such-pattern', '/questions/no-such-question/any-slug']) {
    test(`${path}: an unknown slug hydrates into its "not found" state without asking the API again`, async ({ page }) => {
      // The page's own 404 status is the one expected console line.
      const problems = collectProblems(page);
      const apiRequests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) apiRequests.push(url.pathname);
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: /Not Found/ })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1, name: /Not Found/ })).toBeVisible();
      expect(apiRequests).toEqual([]);
      expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
      // Leaving it, the app is an ordinary single-page app again.
      await page.getByRole('navigation').getByRole('link', { name: 'Cheatsheets', exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Cheatsheets' })).toBeVisible();
    });
  }

  test('the page paints from its HTML before any script is fetched, and no inlined stylesheet is downloaded', async ({ page }) => {
    const problems = collectProblems(page);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto('/practice/general-aptitude/percentages');
    await expect(page.locator('html')).toHaveAttribute('data-interactive');
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
      inlined: [...document.querySelectorAll('link[rel="stylesheet"][disabled]')].map(
        (link) => new URL((link as HTMLLinkElement).href).pathname,
      ),
    }));
    expect(timing.firstPaint).toBeDefined();
    expect(timing.firstScript).toBeGreaterThan(timing.firstPaint!);
    expect(timing.inlined.length).toBeGreaterThan(1);
    // Lazy parts that render once hydrated (the notes button) bring their own; the page's own are not fetched.
    for (const file of timing.inlined) expect(stylesheets).not.toContain(file);
    // The inline loader runs under the CSP (a refusal would be a console error).
    expect(problems).toEqual([]);
  });

  test('a reader who scrolled while the scripts loaded stays where they are when the page hydrates', async ({ page }) => {
    // As on a slow network: the entry script is held on its way until the reader has scrolled.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/practice/general-aptitude/percentages', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 2, name: 'Question 5' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 900));
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
    await expect(page.locator('[data-server-meta]').first()).toBeAttached();
    release();
    // Hydrated (the served head tags stay: they are the page's).
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '', { timeout: 15_000 });
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
  });

  test('after hydration the site is a single-page app: links navigate without reloading the document', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/practice');
    await expect(page.getByRole('link', { name: /General Aptitude/ }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as { stayedHere: boolean }).stayedHere = true));
    await page
      .getByRole('link', { name: /General Aptitude/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/practice\/general-aptitude$/);
    await expect(page.getByRole('link', { name: /Percentages/ }).first()).toBeVisible();
    await expect(page).toHaveTitle(/General Aptitude/);
    expect(await page.evaluate(() => (window as unknown as { stayedHere?: boolean }).stayedHere)).toBe(true);
    // Answer checking works once hydrated.
    await page
      .getByRole('link', { name: /Percentages/ })
      .first()
      .click();
    const card = page.getByTestId('question-card').first();
    await card.getByRole('button', { name: /Option A/ }).click();
    await expect(card.getByRole('button', { name: /Option A/ })).toHaveAttribute('aria-pressed', 'true');
    expect(problems).toEqual([]);
  });
});
