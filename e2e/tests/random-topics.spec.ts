import { expect, test, type Page } from './support/test';

const cards = (page: Page) => page.getByRole('main').getByRole('listitem');

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
