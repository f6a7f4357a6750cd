import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';

// Site search: the navigation's search box, the /search results page (server-rendered, a GET form that
// works without JavaScript), the type filter, page links, the API's 400 for an over-long query, a 360 px phone,
// and the keyboard alone. The demo content is the stack's (seed-stack.mjs).

interface SearchAnswer {
  results: { type: string; title: string; url: string; snippet: string }[];
  total: number;
  pagination: { current: number; totalPages: number; limit: number };
}

async function apiSearch(request: APIRequestContext, query: string): Promise<SearchAnswer> {
  const response = await request.get(`/api/search?${query}`);
  expect(response.status(), query).toBe(200);
  return (await response.json()) as SearchAnswer;
}

const LABELS: Record<string, string> = {
  question: 'Question',
  subtopic: 'Subtopic',
  exam_pattern: 'Exam pattern',
  cheatsheet: 'Cheatsheet',
};

const navToggle = (page: Page) => page.getByRole('banner').locator('summary').filter({ hasText: 'Search' });
const navBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the site' });
const pageBox = (page: Page) => page.getByRole('searchbox', { name: 'Search terms' });
const resultList = (page: Page) => page.getByRole('list', { name: 'Search results' });
const results = (page: Page) => resultList(page).getByRole('listitem');
const resultCount = (page: Page) => page.getByTestId('result-count');
const typeFilter = (page: Page) => page.getByRole('navigation', { name: 'Result types' });

/** Each result shown: its title link's text and address, and its type label. */
async function shownResults(page: Page) {
  return results(page).evaluateAll((items) =>
    items.map((item) => {
      const link = item.querySelector('h3 a');
      return {
        title: link?.textContent ?? '',
        url: link?.getAttribute('href') ?? '',
        label: item.querySelector('span')?.textContent ?? '',
      };
    }),
  );
}

async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Server-rendered pages are interactive once hydrated with their site bar (lib/interactive-mark.ts). */
async function opened(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-interactive');
}

/** Tabs until `target` has the focus (at most `max` presses), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 30) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the navigation box searches the site: results as the API ranks them, matched words marked, page links, a result page', async ({
  page,
  request,
}) => {
  // Two pages of demo content ('percentage' had them until the demo papers held their questions for tests).
  const api = await apiSearch(request, 'q=interest');
  expect(api.total).toBeGreaterThan(api.pagination.limit);

  await opened(page, '/practice');
  await expect(navBox(page)).toBeHidden();
  await navToggle(page).click();
  await expect(navBox(page)).toBeFocused();
  await expect(navBox(page)).toHaveAttribute('maxlength', '200');
  // Moving to the results happens in the app (no new document): this mark would not survive a page load.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await navBox(page).fill('interest');
  await navBox(page).press('Enter');

  await expect(page).toHaveURL(/\/search\?q=interest$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(navBox(page)).toBeHidden();
  await expect(page).toHaveTitle('Search: interest | ExamPrep');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(pageBox(page)).toHaveValue('interest');
  await expect(resultCount(page)).toHaveText(`${api.total} results for “interest”`);
  await expect(results(page)).toHaveCount(api.results.length);
  expect(await shownResults(page)).toEqual(
    api.results.map((result) => ({ title: result.title, url: result.url, label: LABELS[result.type] })),
  );
  // The matched words are highlighted, and nothing but <mark> comes through from the snippets.
  const marks = resultList(page).locator('mark');
  expect(await marks.count()).toBeGreaterThan(0);
  for (const text of await marks.allTextContents()) expect(text).toMatch(/^interests?$/i);
  await expect(marks.first()).toHaveCSS('background-color', 'rgba(192, 160, 99, 0.35)');
  expect(await resultList(page).locator('p *:not(mark)').count()).toBe(0);

  // Page 2 through a real link, and back.
  const pager = page.getByRole('navigation', { name: 'Result pages' });
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/search?q=interest&page=2');
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/search\?q=interest&page=2$/);
  const second = await apiSearch(request, 'q=interest&page=2');
  await expect(results(page)).toHaveCount(second.results.length);
  expect((await shownResults(page)).map((result) => result.url)).toEqual(second.results.map((result) => result.url));
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(resultCount(page)).toHaveText(`${api.total} results for “interest”`);
  await pager.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/search\?q=interest$/);

  // A question result opens the question's own page.
  const question = api.results.find((result) => result.type === 'question')!;
  await resultList(page).getByRole('link', { name: question.title, exact: true }).click();
  await expect(page).toHaveURL(question.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the type filter: links that keep the query, the current one marked; a new query keeps the filter; a result page', async ({
  page,
  request,
}) => {
  const all = await apiSearch(request, 'q=ssc');
  const sheets = await apiSearch(request, 'q=ssc&type=cheatsheet');
  expect(new Set(all.results.map((result) => result.type)).size).toBeGreaterThan(1);
  expect(sheets.total).toBeGreaterThan(0);

  // Opened directly: the server's HTML, then hydration, which must find the same page (React warns otherwise)
  // and use the server's answer instead of asking the API again.
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
  });
  const searches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/search') searches.push(request.url());
  });
  await opened(page, '/search?q=ssc');
  await expect(resultCount(page)).toHaveText(`${all.total} results for “ssc”`);
  await page.waitForLoadState('networkidle');
  expect(searches).toEqual([]);
  await expect(typeFilter(page).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  await expect(typeFilter(page).getByRole('link')).toHaveText([
    'All',
    'Questions',
    'Subtopics',
    'Exam patterns',
    'Cheatsheets',
    'FAQs',
    'Code questions',
  ]);

  await typeFilter(page).getByRole('link', { name: 'Cheatsheets' }).click();
  await expect(page).toHaveURL(/\/search\?q=ssc&type=cheatsheet$/);
  await expect(typeFilter(page).getByRole('link', { name: 'Cheatsheets' })).toHaveAttribute('aria-current', 'page');
  await expect(resultCount(page)).toHaveText(`${sheets.total} ${sheets.total === 1 ? 'result' : 'results'} for “ssc” in Cheatsheets`);
  expect(await shownResults(page)).toEqual(sheets.results.map((result) => ({ title: result.title, url: result.url, label: 'Cheatsheet' })));

  expect(warnings).toEqual([]);

  // A new query from the page's own box stays within cheatsheets.
  await pageBox(page).fill('python');
  await pageBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=python&type=cheatsheet$/);
  await expect(results(page)).toHaveCount(1);
  await resultList(page).getByRole('link', { name: 'Python Essentials' }).click();
  await expect(page).toHaveURL('/cheatsheets/python-essentials');
  await expect(page.getByRole('heading', { level: 1, name: 'Python Essentials' })).toBeVisible();

  // Nothing of a type: says so, with the way to every type.
  await opened(page, '/search?q=python&type=exam_pattern');
  await expect(page.getByRole('heading', { name: 'No exam patterns found for “python”' })).toBeVisible();
  await page.getByRole('link', { name: 'Search all types' }).click();
  await expect(page).toHaveURL(/\/search\?q=python$/);
  // Every kind: the cheatsheet, and the demo's Python FAQ and code questions.
  const everything = await apiSearch(request, 'q=python');
  expect(everything.total).toBeGreaterThan(1);
  await expect(resultCount(page)).toHaveText(`${everything.total} results for “python”`);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the search button beside the menu opens a full-width row; results and long queries never scroll sideways', async ({ page }) => {
    await opened(page, '/');
    const toggle = navToggle(page);
    await expect(toggle).toBeVisible();
    const menu = page.getByRole('button', { name: 'Open menu' });
    const [toggleBox, menuBox] = [await toggle.boundingBox(), await menu.boundingBox()];
    expect(toggleBox!.x + toggleBox!.width).toBeLessThanOrEqual(menuBox!.x);
    expect(toggleBox!.width).toBeGreaterThanOrEqual(44); // a finger-sized target
    await toggle.click();
    const box = await navBox(page).boundingBox();
    expect(box!.width).toBeGreaterThan(200);
    await expectNoSideways(page);
    await navBox(page).fill('time and work');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=time\+and\+work$/);
    await expect(results(page).first()).toBeVisible();
    await expectNoSideways(page);

    // The result pages' links fit too, and show the keyboard's focus.
    await opened(page, '/search?q=interest&page=2');
    const pager = page.getByRole('navigation', { name: 'Result pages' });
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expectNoSideways(page);
    const first = pager.getByRole('link', { name: 'Page 1' });
    await tabTo(page, first, 80);
    await expect(first).toHaveCSS('outline-style', 'solid');

    await opened(page, `/search?q=${'w'.repeat(200)}`);
    await expect(page.getByRole('heading', { name: /^No results for/ })).toBeVisible();
    await expectNoSideways(page);
    await opened(page, `/search?q=${'w'.repeat(201)}`);
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoSideways(page);
  });
});

test('keyboard only: open the box, search, filter, open a result; Escape closes the box; focus always visible', async ({ page }) => {
  await opened(page, '/');
  const toggle = navToggle(page);
  await tabTo(page, toggle);
  await expect(toggle).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(navBox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(navBox(page)).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(navBox(page)).toBeFocused();
  await expect(navBox(page)).toHaveCSS('outline-style', 'solid');
  await page.keyboard.type('sql');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=sql$/);
  await expect(results(page).first()).toBeVisible();

  const questions = typeFilter(page).getByRole('link', { name: 'Questions', exact: true });
  await tabTo(page, questions);
  await expect(questions).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=sql&type=question$/);
  const first = resultList(page).getByRole('link').first();
  await expect(first).toBeVisible();
  const href = await first.getAttribute('href');
  await tabTo(page, first);
  await expect(first).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href!);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server renders the results, and the navigation’s GET form searches', async ({ page, request }) => {
    const api = await apiSearch(request, 'q=sql');
    await page.goto('/');
    await navToggle(page).click();
    await navBox(page).fill('sql');
    await navBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=sql$/);
    await expect(page).toHaveTitle('Search: sql | ExamPrep');
    await expect(resultCount(page)).toHaveText(`${api.total} results for “sql”`);
    expect((await shownResults(page)).map((result) => result.url)).toEqual(api.results.map((result) => result.url));
    await expect(resultList(page).locator('mark').first()).toBeVisible();
    // The type filter is links too.
    await typeFilter(page).getByRole('link', { name: 'Subtopics' }).click();
    await expect(page).toHaveURL(/\/search\?q=sql&type=subtopic$/);
    await expect(resultCount(page)).toContainText('in Subtopics');
    // And the result pages.
    await page.goto('/search?q=interest');
    const pager = page.getByRole('navigation', { name: 'Result pages' });
    await expect(pager.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/search\?q=interest&page=2$/);
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\/search\?q=interest$/);
  });

  test('a query too long is explained in the server’s HTML', async ({ page }) => {
    await page.goto(`/search?q=${'d'.repeat(201)}`);
    await expect(page.getByRole('alert')).toContainText('A search can be at most 200 characters long, and this one has 201.');
  });

  test('result pages are kept out of search indexes', async ({ request }) => {
    const response = await request.get('/search?q=sql');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
    const html = await response.text();
    expect(html).toContain('<title data-server-meta>Search: sql | ExamPrep</title>');
    expect(html).toContain('name="robots" content="noindex, nofollow"');
  });
});
