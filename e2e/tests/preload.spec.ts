import { expect, test } from './support/test';

// The served HTML is rendered on the server with the page's first API answer in it, and preloads the
// page's chunks. The browser hydrates from that answer without asking for it again (on detail pages that would
// also count a second view), and every chunk is fetched once: a preload the app did not use would be a second.

const UNUSED_PRELOAD = '/robots.txt';

for (const [path, api, heading] of [
  ['/practice/general-aptitude/percentages', '/api/questions/subtopic/percentages?page=1&limit=10', 'Percentages Questions'],
  ['/cheatsheets/python-essentials', '/api/cheatsheets/slug/python-essentials', 'Python Essentials'],
  ['/exam-patterns/ssc-cgl-tier-1', '/api/exam-patterns/slug/ssc-cgl-tier-1', 'SSC CGL Tier 1'],
  ['/practice', '/api/topics/all', null],
  ['/mock-tests', '/api/mock-tests/all', 'Mock Tests'],
] as const) {
  test(`${path}: the data arrives in the page and the preloaded chunks are used, nothing is fetched twice`, async ({ page }) => {
    const requests: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The practice page asks for its first page by query (and prefetches the next): the address counts whole.
      requests.push(url.pathname + url.search);
    });
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    // A preload that nothing uses, added by the test: Chrome's warning about it says that Chrome's check of unused
    // preloads (a few seconds after the load event) has run.
    await page.addInitScript((href) => {
      addEventListener('DOMContentLoaded', () => {
        const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'fetch', href, crossOrigin: '' });
        document.head.append(link);
      });
    }, UNUSED_PRELOAD);
    const served = await page.goto(path);
    const html = await served!.text();
    expect(html).toContain(`${JSON.stringify(api)}:`);
    expect(html, 'no preload of data the page already holds').not.toContain('as="fetch"');
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Chrome reports unused preloads a few seconds after load: once it has reported the test's own, none of the
    // page's may be among them, and nothing may have been fetched twice by then.
    const reportedUnused = (warning: string) => warning.includes(UNUSED_PRELOAD) && warning.includes('not used');
    await expect.poll(() => warnings.some(reportedUnused), { timeout: 15_000 }).toBe(true);
    expect(warnings.filter((warning) => !warning.includes(UNUSED_PRELOAD))).toEqual([]);
    expect(requests.filter((requested) => requested === api)).toEqual([]);
    const assets = requests.filter((requested) => requested.startsWith('/assets/')).map((requested) => requested.split('?')[0]);
    expect(assets.length).toBeGreaterThan(2);
    expect(new Set(assets).size, 'every asset fetched once').toBe(assets.length);
  });
}
