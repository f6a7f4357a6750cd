import { afterTwoFrames, expect, test } from './support/test';

// The top navigation on a 360 px phone: a 280 px drawer from the right over a dimmed backdrop, page scrolling
// locked while it is open; the backdrop or a link closes it.

test.use({ viewport: { width: 360, height: 740 } });

test('the menu slides in at 280 px, locks scrolling, and the backdrop closes it', async ({ page }) => {
  await page.goto('/');
  const drawer = page.locator('#mobile-menu');
  const openButton = page.getByRole('button', { name: 'Open menu' });
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await openButton.click();
  await expect(drawer).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  // Fully slid in: 280 px wide, flush with the right edge.
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(360 - 280);
  expect((await drawer.boundingBox())?.width).toBe(280);
  const backdrop = page.getByTestId('menu-backdrop');
  await expect(backdrop).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  // The page behind does not scroll while the menu is open: the wheel reaches the page and two frames pass (a
  // scroll would have started), and a scroll that came later still, while the menu is open, is on record.
  await page.evaluate(() => {
    const record = window as unknown as { wheels: number; scrolledWhileLocked: boolean };
    record.wheels = 0;
    record.scrolledWhileLocked = false;
    addEventListener('wheel', () => record.wheels++, { passive: true });
    addEventListener('scroll', () => {
      if (getComputedStyle(document.body).overflow === 'hidden') record.scrolledWhileLocked = true;
    });
  });
  await page.mouse.move(40, 400);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => (window as unknown as { wheels: number }).wheels)).toBe(1);
  await afterTwoFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // The backdrop (left of the drawer) closes it and unlocks scrolling.
  await page.mouse.click(40, 400);
  await expect(drawer).toBeHidden();
  await expect(backdrop).toHaveCount(0);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { scrolledWhileLocked: boolean }).scrolledWhileLocked)).toBe(false);
});

test('choosing a link closes the menu and opens the page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Mobile' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Exam Patterns' }).click();
  await expect(page).toHaveURL(/\/exam-patterns$/);
  await expect(drawer).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  // Every destination of the spec is in the menu.
  await page.getByRole('button', { name: 'Open menu' }).click();
  for (const name of ['Practice', 'Random Topics', 'Topic Tests', 'Mock Tests', 'Exam Patterns', 'Cheatsheets', 'Saved']) {
    await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // A link to the page already shown closes the menu too (no route change happens then).
  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('link', { name: 'Exam Patterns', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('the menu slides: it starts off-screen to the right and moves in', async ({ page }) => {
  await page.goto('/');
  // Transitions at a tenth of their speed: on a busy machine the click's round trip could otherwise outlast
  // the whole slide, and the first sample would already be the final place.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Animation.enable');
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 0.1 });
  const drawer = page.locator('#mobile-menu');
  await page.getByRole('button', { name: 'Open menu' }).click();
  // Sampled on the next animation frames: somewhere right of its final place before it settles at 80 px.
  const positions = await drawer.evaluate(async (element) => {
    const xs: number[] = [];
    for (let frame = 0; frame < 30; frame++) {
      xs.push(element.getBoundingClientRect().x);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return xs;
  });
  expect(Math.max(...positions)).toBeGreaterThan(360 - 280);
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(360 - 280);
});
