import { spawn } from 'node:child_process';
import path from 'node:path';
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** A worker's own stack (e2e/stack.mjs): its proxy, its Strapi (whose admin panel the panel's tests use) and a proxy without AI. */
export interface Stack {
  url: string;
  cmsUrl: string;
  noAiUrl: string;
  /** Every mail the stack's proxies sent (to its SMTP server), as JSON: [{to, from, subject, text}]. */
  mailsUrl: string;
}

const e2eDir = path.resolve(import.meta.dirname, '..', '..');

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

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
 * Returns once the page has rendered two more frames: whatever the last change set off in React's commit and its
 * effects (a fetch, a scroll, a handler) has started by then. A positive signal for a check that something did not
 * happen, in place of a sleep.
 */
export async function afterTwoFrames(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Playwright's `test`, with
 * - `stack`: each worker starts its own stack on a copy of the run's template database (stack-template.mjs), on
 *   ports of its own, so specs in different workers never see each other's writes; `baseURL` is its proxy;
 * - `page.goto` and `page.reload` that return once the page answers clicks (unless told to return at `commit`,
 *   or with JavaScript off): the specs interact with pages as a person does, after they load.
 */
export const test = base.extend<object, { stack: Stack }>({
  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      // Four ports per worker above the run's E2E_PORT (playwright.config.ts); a worker that replaces a failed one
      // takes the next index, and at most two run at once, so eight slots never meet a live stack.
      const port = Number(process.env.E2E_PORT) + 4 * (workerInfo.workerIndex % 8);
      const stack = {
        url: `http://127.0.0.1:${port}`,
        cmsUrl: `http://127.0.0.1:${port + 1}`,
        noAiUrl: `http://127.0.0.1:${port + 3}`,
        mailsUrl: `http://127.0.0.1:${port + 2}/mails`,
      };
      const env: NodeJS.ProcessEnv = { ...process.env, E2E_PORT: String(port), E2E_STACK_STOP_WITH_STDIN: '1' };
      delete env.E2E_CMS_PORT;
      // stdin: a pipe the stack watches, closed when this worker ends however it ends.
      const child = spawn(process.execPath, ['--import', 'tsx', 'stack.mjs'], { cwd: e2eDir, env, stdio: ['pipe', 'ignore', 'inherit'] });
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      let code: number | null | undefined;
      void exited.then((exitCode) => (code = exitCode));
      // Strapi boots first, then the proxies: ready when both proxies answer (or failed when the stack exits).
      while (!((await answers(`${stack.url}/healthz`)) && (await answers(`${stack.noAiUrl}/healthz`)))) {
        if (code !== undefined) throw new Error(`the e2e stack on port ${port} exited (${code}) before it answered`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await use(stack);
      child.kill('SIGTERM');
      await exited;
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.url),
  // Where a spec keeps service workers blocked (the default: a caching worker is not what those specs test), the
  // app is told so by its own switch (localStorage sw=off, web/src/lib/offline/start.ts) and never asks to
  // register one: Playwright's block would answer with a console warning of its own on every page.
  context: async ({ context, serviceWorkers }, use) => {
    if (serviceWorkers === 'block')
      await context.addInitScript(() => {
        try {
          localStorage.setItem('sw', 'off');
        } catch {
          // A page without storage (about:blank, an opaque origin) registers nothing anyway.
        }
      });
    await use(context);
  },
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
