import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * A server-rendered page is readable at once, but its scripts start only after its first paint (the loader at the
 * end of the body, proxy/src/web-app/page-html.ts), and a click before the app has hydrated does nothing. Waits
 * until the app marks the document interactive (web/src/app/routes.tsx); pages without the loader (the admin
 * screens' SPA shell) are ready as before.
 */
export async function untilInteractive(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('script[data-entry]') || document.documentElement.hasAttribute('data-interactive'),
  );
}

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` return once the page answers clicks (unless told to
 * return at `commit`, or with JavaScript off): the specs interact with pages as a person does, after they load.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await untilInteractive(page);
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== 'commit') await untilInteractive(page);
        return response;
      };
    }
    await use(page);
  },
});
