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
