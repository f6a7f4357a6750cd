import { expect, test } from '@playwright/test';

test('the landing page renders with the brand and its call to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Crack your competitive exam');
  await page.getByRole('link', { name: 'Start Practicing Free' }).click();
  await expect(page).toHaveURL(/\/practice$/);
});

test('an unknown route shows the Page Not Found screen, marked noindex', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('before its JavaScript runs, a page already shows the site bar; the app swaps in a bar of the same height', async ({
  browser,
  page,
}) => {
  // Without JavaScript: what a phone on slow 4G paints while the scripts are still downloading.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const bare = await noScript.newPage();
  await bare.goto('/practice/general-aptitude/percentages');
  const bootBar = bare.locator('header.boot-bar');
  await expect(bootBar).toBeVisible();
  await expect(bootBar.getByRole('link', { name: /ExamPrep/ })).toHaveAttribute('href', '/');
  const bootHeight = (await bootBar.boundingBox())!.height;
  await noScript.close();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/practice/general-aptitude/percentages');
  await expect(page.getByRole('heading', { level: 1, name: 'Percentages Questions' })).toBeVisible();
  await expect(page.locator('header.boot-bar')).toHaveCount(0);
  const appHeight = (await page.getByRole('banner').boundingBox())!.height;
  expect(Math.abs(appHeight - bootHeight)).toBeLessThanOrEqual(1);
});
