import { afterTwoFrames, expect, test, type Page } from './support/test';

const cards = (page: Page) => page.getByRole('main').getByRole('listitem');
const subtopic = (name: string, topic: string) => ({
  _id: name,
  subtopic_name: name,
  category: null,
  topic_id: { _id: topic, topic_name: topic },
});

test('shows 5 numbered random subtopics by default, each opening its practice page', async ({ page, request }) => {
  const all = await (await request.get('/api/subtopics/all')).json();
  expect(all.length).toBeGreaterThan(10);
  await page.goto('/random-topics');
  await expect(page.getByRole('heading', { level: 1, name: 'Random Practice Topics' })).toBeVisible();
  await expect(page.getByLabel('Topics to show')).toHaveValue('5');
  await expect(page.getByText('Showing 5 random topics')).toBeVisible();
  await expect(cards(page)).toHaveCount(5);

  const links = cards(page).getByRole('link');
  const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(5);
  for (const [index, href] of hrefs.entries()) {
    const [, topic, name] = href!.match(/^\/practice\/([^/]+)\/([^/]+)$/)!;
    expect(
      all.some(
        (s: { subtopic_name: string; topic_id: { topic_name: string } }) => s.subtopic_name === name && s.topic_id.topic_name === topic,
      ),
    ).toBe(true);
    await expect(links.nth(index)).toContainText(String(index + 1));
    await expect(links.nth(index)).toContainText('Start Practice');
  }
  const firstText = await links.first().innerText();
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    firstText
      .split('\n')
      .find((line) => line.trim() && !/^\d+$/.test(line.trim()))!
      .trim(),
  );
});

test('changing the count does not refetch; Refresh fetches and shows the new count', async ({ page }) => {
  let calls = 0;
  page.on('request', (req) => req.resourceType() === 'fetch' && req.url().endsWith('/api/subtopics/all') && calls++);
  await page.goto('/random-topics');
  await expect(cards(page)).toHaveCount(5);
  expect(calls).toBe(1);

  await page.getByLabel('Topics to show').selectOption('3');
  // The choice is committed and the page has painted twice since (a refetch would start in the effects of that
  // render); the exact counts below also fail if one comes later.
  await expect(page.getByLabel('Topics to show')).toHaveValue('3');
  await afterTwoFrames(page);
  await expect(cards(page)).toHaveCount(5);
  expect(calls).toBe(1);

  const before = await cards(page)
    .getByRole('link')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByText('Showing 3 random topics')).toBeVisible();
  expect(calls).toBe(2);

  await page.getByLabel('Topics to show').selectOption('10');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(cards(page)).toHaveCount(10);
  expect(calls).toBe(3);
  const after = await cards(page)
    .getByRole('link')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
  expect(new Set(after).size).toBe(10);
  expect(after.slice(0, 5)).not.toEqual(before); // a fresh shuffle, not the same first picks
});

test('the count is capped by what exists, with a singular line for one topic', async ({ page }) => {
  await page.route('**/api/subtopics/all', (route) => route.fulfill({ json: [subtopic('percentages', 'general-aptitude')] }));
  await page.goto('/random-topics');
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByText('Showing 1 random topic', { exact: true })).toBeVisible();
  await expect(cards(page).getByRole('link')).toHaveAttribute('href', '/practice/general-aptitude/percentages');
  await expect(cards(page)).toContainText('Percentages');
  await expect(cards(page)).toContainText('General Aptitude');
});

test('states: loading, error with Try Again, and empty', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let mode: 'hold' | 'fail' | 'pass' | 'empty' = 'hold';
  await page.route('**/api/subtopics/all', async (route) => {
    if (mode === 'hold') {
      await held;
      return route.fulfill({ status: 500, json: { message: 'x' } });
    }
    if (mode === 'fail') return route.fulfill({ status: 500, json: { message: 'x' } });
    if (mode === 'empty') return route.fulfill({ json: [] });
    return route.fallback();
  });
  await page.goto('/random-topics');
  await expect(page.getByText('Loading random topics...')).toBeVisible();
  await expect(page.getByText('Loading Topics', { exact: true })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
  await expect(page.getByText('Failed to load subtopics. Please try again later.')).toBeVisible();
  mode = 'pass';
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(cards(page)).toHaveCount(5);

  mode = 'empty';
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('heading', { name: 'No Topics Available' })).toBeVisible();
  await expect(page.getByText('Topics will appear here once they are added to the system.')).toBeVisible();
});

for (const [width, columns] of [
  [360, 1],
  [720, 2],
  [1280, 3],
] as const) {
  test(`the grid has ${columns} column(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/random-topics');
    await expect(cards(page)).toHaveCount(5);
    const lefts = await cards(page).evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(columns);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
