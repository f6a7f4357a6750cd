import { expect, test } from './support/test';

test('the landing page renders with the brand and its call to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Crack your competitive exam');
  await page.getByRole('link', { name: 'Start Practicing Free' }).click();
  await expect(page).toHaveURL(/\/practice$/);
});

test('before its JavaScript runs, a page already shows its content and the site bar; hydration keeps the bar the same height', async ({
  browser,
  page,
}) => {
  // Without JavaScript: what a phone on slow 4G paints while the scripts are still downloading.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const bare = await noScript.newPage();
  await bare.goto('/practice/general-aptitude/percentages');
  await expect(bare.getByRole('heading', { level: 1, name: 'Percentages Questions' })).toBeVisible();
  const serverBar = bare.getByRole('banner');
  await expect(serverBar.getByRole('link', { name: /ExamPrep/ })).toHaveAttribute('href', '/');
  const serverHeight = (await serverBar.boundingBox())!.height;
  await noScript.close();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/practice/general-aptitude/percentages');
  await expect(page.getByRole('heading', { level: 1, name: 'Percentages Questions' })).toBeVisible();
  await expect(page.locator('header.boot-bar')).toHaveCount(0);
  const appHeight = (await page.getByRole('banner').boundingBox())!.height;
  expect(Math.abs(appHeight - serverHeight)).toBeLessThanOrEqual(1);
});

test('an admin screen, never server-rendered, shows the site bar until its JavaScript replaces it', async ({ browser, page }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const bare = await noScript.newPage();
  await bare.goto('/login');
  const bootBar = bare.locator('header.boot-bar');
  await expect(bootBar).toBeVisible();
  await expect(bootBar.getByRole('link', { name: /ExamPrep/ })).toHaveAttribute('href', '/');
  await noScript.close();

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('header.boot-bar')).toHaveCount(0);
});
