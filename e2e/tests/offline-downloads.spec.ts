import { expect, test, untilInteractive } from './support/test';

// "Download for offline" on a practice list: kept, listed on /offline with its size, and opened with no network,
// questions and pictures included; an address the device does not keep shows the offline screen (English and
// Hindi) with the kept list, never the browser's error page.

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

const LIST = '/practice/logical-reasoning/direction-sense';

/** The address the app shows for a page the device does not keep: its path and the `from` it stands in for. */
const fallbackOf = (address: string) => {
  const url = new URL(address);
  return { path: url.pathname, from: url.searchParams.get('from') };
};

test('a downloaded practice list opens offline; an address not kept shows the offline screen in its language', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(LIST);
  await untilInteractive(page);
  // The service worker is in charge before anything is downloaded: it answers the offline visits.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  const download = page.getByTestId('download-for-offline');
  await download.getByRole('button', { name: 'Download for offline: Direction Sense' }).click();
  await expect(download.getByRole('status')).toHaveText(/^Available offline · [\d.]+ (KB|MB)$/, { timeout: 30_000 });

  await page.goto('/offline');
  const kept = page.getByTestId('kept-items').getByRole('listitem');
  await expect(kept).toHaveCount(1);
  await expect(kept).toContainText('Direction Sense');
  await expect(kept).toContainText(/Practice\s*[\d.]+ (KB|MB)/);
  // Laid out for a 360 px phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await context.setOffline(true);
  await page.goto(LIST);
  await untilInteractive(page);
  const cards = page.getByTestId('question-card');
  await expect(cards.first()).toBeVisible();
  const image = cards.locator('img').first();
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // Never opened, never kept: the offline screen, with the kept list as links.
  await page.goto('/exam-patterns');
  await untilInteractive(page);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect.poll(() => fallbackOf(page.url())).toEqual({ path: '/offline', from: '/exam-patterns' });
  await expect(page.getByText('This page is not kept on this device.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/exam-patterns');
  await expect(page.getByRole('link', { name: 'Direction Sense', exact: true })).toHaveAttribute('href', LIST);

  await page.goto('/hi/cheatsheets');
  await untilInteractive(page);
  await expect(page.getByRole('heading', { level: 1, name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
  await expect.poll(() => fallbackOf(page.url())).toEqual({ path: '/hi/offline', from: '/cheatsheets' });
  await expect(page.getByRole('link', { name: 'फिर से कोशिश करें' })).toHaveAttribute('href', '/hi/cheatsheets');
  await expect(page.getByRole('link', { name: 'Direction Sense', exact: true })).toHaveAttribute('href', LIST);

  // The kept list itself opens from the offline screen.
  await page.getByRole('link', { name: 'Direction Sense', exact: true }).click();
  await expect(page.getByTestId('question-card').first()).toBeVisible();
  await context.setOffline(false);
});
