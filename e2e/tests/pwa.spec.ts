import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterTwoFrames, expect, test, untilInteractive, type Page } from './support/test';

// The installed, offline site (docs/offline.md): a practice page opens offline once the service worker controls
// it; a new version never reloads a running test; both languages' pages are installable; the install prompt waits
// for a second visit.

test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

const PRACTICE = '/practice/general-aptitude/percentages';
/** The service worker the stack serves (e2e/stack.mjs: E2E_WEB_DIST or web/dist). */
const SERVED_WORKER = path.join(process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '..', '..', 'web', 'dist'), 'sw.js');
let originalWorker: string | undefined;

/** Registered after the load event, once idle: returns when the worker controls the page. */
async function untilControlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('a practice page works offline after a reload once the service worker controls it', async ({ page, context }) => {
  await page.goto(PRACTICE);
  await untilInteractive(page);
  await untilControlled(page);
  // What the page loaded before the worker took control is kept through its rules (KEEP_LOADED): the page's HTML.
  await expect
    .poll(() => page.evaluate(() => caches.open('exam-prep-pages-v1').then((cache) => cache.keys().then((keys) => keys.length))))
    .toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await untilInteractive(page);
  expect(new URL(page.url()).pathname).toBe(PRACTICE);
  const first = page.getByTestId('question-card').first();
  await expect(first.getByRole('heading', { name: 'Question 1' })).toBeVisible();
  const option = first.getByRole('button', { name: /^Option A:/ });
  await option.click();
  await expect(option).toHaveAttribute('aria-pressed', 'true');
  await context.setOffline(false);
});

test('a new version waits while a topic test runs, and is offered once it ends; Reload brings it in', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/test/percentages');
  await untilInteractive(page);
  await untilControlled(page);
  await expect(page.getByText(/Question 1 of \d+/)).toBeVisible();

  // A deploy: the served worker gains one line, which answers which version it is. (Playwright's routing does not
  // see a service worker's update check, so the served file itself changes, and is put back after the test.)
  const original = readFileSync(SERVED_WORKER, 'utf8');
  originalWorker = original;
  writeFileSync(
    SERVED_WORKER,
    `${original}\nself.addEventListener('message', (event) => { if (event.data === 'VERSION?') event.ports[0].postMessage('next'); });\n`,
  );
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
  await expect
    .poll(() =>
      page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting?.state ?? 'none')),
    )
    .toBe('installed');

  // Still the same page, the test still on screen, nothing over its buttons.
  await afterTwoFrames(page);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0);
  await expect(page.getByText(/Question 1 of \d+/)).toBeVisible();

  // To the last question and submit: the toast comes.
  const next = page.getByRole('button', { name: /Next/ });
  while (await next.isVisible()) await next.click();
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await expect(page.getByRole('heading', { name: 'Test Complete!' })).toBeVisible();
  const reload = page.getByRole('button', { name: 'Reload' });
  await expect(page.getByText('A new version is ready')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Reload from the keyboard: a pointer moving to the button would cross the notes button, whose hover fetches the
  // notes overlay through the old worker at the very moment Chromium stops it to activate the new one. A fetch in that
  // moment restarts the old worker, and the new one then waits for the old to go idle: about 30 s in a browser, never
  // while Playwright's debugger is attached to the workers (it turns their idle timers off).
  await reload.focus();
  await page.keyboard.press('Enter');
  // Reloaded once the new version controls the page: the mark set on the old page is gone.
  const reloaded = () =>
    page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded ?? 'reloaded').catch(() => 'navigating');
  await expect
    .poll(reloaded, { timeout: 10_000 })
    .toBe('reloaded')
    .catch(async () => {
      // Still the old page after 10 s: the old version has not gone idle, which a browser ends by stopping an idle
      // worker (Playwright's debugger keeps its idle timer off). Stopped as the browser would; the page must then
      // reload into the new version by itself.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
    });
  await expect.poll(reloaded, { timeout: 30_000 }).toBe('reloaded');
  await untilInteractive(page);
  const version = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        navigator.serviceWorker.controller?.postMessage('VERSION?', [channel.port2]);
      }),
  );
  expect(version).toBe('next');
});
test.afterEach(() => {
  if (originalWorker !== undefined) writeFileSync(SERVED_WORKER, originalWorker);
  originalWorker = undefined;
});

test('the English and Hindi pages are installable, and the manifests icons load', async ({ page, request }) => {
  for (const address of ['/', '/hi']) {
    await page.goto(address);
    await untilInteractive(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // Playwright's contexts are incognito profiles, where Chromium never installs: the one error the page cannot fix.
    expect(
      installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
      address,
    ).toEqual([]);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(errors, address).toEqual([]);
    const manifestPath = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await request.get(manifestPath!)).json()) as { icons: { src: string }[] };
    for (const icon of manifest.icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  }
});

test('the install prompt is not offered on a first visit, is on the second, and never again once answered', async ({ context }) => {
  /** Opens the home page in a new tab (a new visit) and hands it the browser's offer to install. */
  const visit = async () => {
    const page = await context.newPage();
    await page.goto('/');
    await untilInteractive(page);
    // The prompt's chunk loads after the load event, once idle, and counts the visit.
    await page.waitForFunction(() => localStorage.getItem('visits') !== null);
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          localStorage.setItem('promptCalled', 'yes');
          return Promise.resolve();
        },
      });
      window.dispatchEvent(offer);
    });
    await afterTwoFrames(page);
    return page;
  };
  const install = (page: Page) => page.getByRole('button', { name: 'Install', exact: true });

  const first = await visit();
  await expect(install(first)).toHaveCount(0);
  await first.close();

  const second = await visit();
  await expect(second.getByText('Install ExamPrep: practise offline, from your home screen')).toBeVisible();
  await install(second).click();
  expect(await second.evaluate(() => localStorage.getItem('promptCalled'))).toBe('yes');
  await expect(install(second)).toHaveCount(0);
  await second.close();

  const third = await visit();
  await expect(install(third)).toHaveCount(0);
});
