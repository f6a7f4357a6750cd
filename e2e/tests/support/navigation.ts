import { expect, type Page } from '@playwright/test';

/**
 * Waits until a server-rendered page is interactive: hydrated with its site bar (`<html data-interactive>`,
 * lib/interactive-mark.ts), and lazily loaded parts such as the notes button have their code. Before that a
 * click on server-rendered markup can be lost.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-interactive');
  await page.waitForLoadState('networkidle');
}

/**
 * Opens `path` the way a click on a link inside the app does, so the browser itself fetches the page's API
 * answers. Opened directly, a public page arrives rendered by the server with those answers in it and the
 * browser does not ask for them again: a page.route() that fails, holds or alters them would never
 * be consulted. `from` embeds no API answer (the SWR fallback a page keeps would stand in for a fetch).
 * Calling it again is the client-side way to reload: a fresh document, then a fresh fetch.
 */
export async function openInApp(page: Page, path: string, from = '/privacy-policy') {
  await page.goto(from);
  await waitForHydration(page);
  // React Router's BrowserRouter follows history changes that it is told of with a popstate event.
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}
