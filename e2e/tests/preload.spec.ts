import { expect, test } from './support/test';

// The served HTML is rendered on the server with the page's first API answer in it, and preloads the
// page's chunks. The browser hydrates from that answer without asking for it again (on detail pages that would
// also count a second view), and every chunk is fetched once: a preload the app did not use would be a second.

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
    const served = await page.goto(path);
    const html = await served!.text();
    expect(html).toContain(`${JSON.stringify(api)}:`);
    expect(html, 'no preload of data the page already holds').not.toContain('as="fetch"');
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Chrome reports unused preloads a few seconds after load.
    await page.waitForTimeout(4000);
    expect(requests.filter((requested) => requested === api)).toEqual([]);
    const assets = requests.filter((requested) => requested.startsWith('/assets/')).map((requested) => requested.split('?')[0]);
    expect(assets.length).toBeGreaterThan(2);
    expect(new Set(assets).size, 'every asset fetched once').toBe(assets.length);
    expect(warnings).toEqual([]);
  });
}
