import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// What a page costs the network, measured in Chromium (Playwright): a first visit with a fresh profile (the service
// worker allowed, its install and precache included) and a repeat visit in the same profile, the worker in control.
//
// Counted: every response that came over the network, its headers and its body as transferred (compressed), as
// Playwright's request.sizes() gives them, for the page's own requests and the service worker's (Chromium reports
// those too). Not counted: answers the service worker gave from its caches (response.fromServiceWorker()), whose
// network side, if any, is the worker's own request and counted as such; nor the browser's HTTP cache hits.

/** Waits until no request has been in flight for `quietMs`. */
async function settle(inFlight, quietMs = 1500, timeoutMs = 30_000) {
  const start = Date.now();
  let quietSince = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An answer's size from its headers alone: its status line and header lines, and its Content-Length. */
async function sizeFromHeaders(response) {
  const lines = await response.headersArray();
  const headerBytes = lines.reduce((sum, { name, value }) => sum + name.length + value.length + 4, 0) + 17;
  return headerBytes + Number((await response.headerValue('content-length')) ?? 0);
}

export async function measurePageWeight({ playwright, executablePath, url }) {
  const browser = await playwright.chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });
    const inFlight = new Set();
    let counting = [];
    context.on('request', (request) => inFlight.add(request));
    context.on('requestfailed', (request) => inFlight.delete(request));
    context.on('requestfinished', (request) => {
      counting.push(
        (async () => {
          try {
            const response = await request.response();
            if (!response || response.fromServiceWorker()) return 0;
            // Playwright's sizes() has been seen never to settle for one answer in a long run (the bench hung):
            // after 15 s such an answer is counted from its own headers (Content-Length and the header lines).
            const sizes = await Promise.race([request.sizes(), new Promise((resolve) => setTimeout(resolve, 15_000, null))]);
            const bytes = sizes ? sizes.responseHeadersSize + sizes.responseBodySize : await sizeFromHeaders(response);
            if (!sizes) console.log(`  (no sizes from Playwright for ${request.url()}: counted ${bytes} bytes from its headers)`);
            // BENCH_WEIGHT_DETAIL=1: each counted answer, to see where a visit's bytes go.
            if (process.env.BENCH_WEIGHT_DETAIL === '1')
              console.log(`  ${String(bytes).padStart(7)} ${response.status()} ${request.url()}`);
            return bytes;
          } finally {
            inFlight.delete(request);
          }
        })(),
      );
    });
    const visit = async (waitForWorker) => {
      counting = [];
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      // The worker registers after the load event, once idle; its install fetches the precache.
      if (waitForWorker)
        await page
          .waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 })
          .catch(() => undefined);
      await settle(inFlight);
      const bytes = (await Promise.all(counting)).reduce((sum, size) => sum + size, 0);
      const controlled = await page.evaluate(() => navigator.serviceWorker?.controller !== null);
      await page.close();
      return { bytes, requests: counting.length, controlled };
    };
    const first = await visit(true);
    const repeat = await visit(false);
    return { first, repeat };
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const SW_BUDGET_BYTES = 15 * 1024;
export const WEIGHT_PAGE = '/practice/general-aptitude/percentages';
export const WEIGHT_GOALS = { firstBytes: 200 * 1024, repeatBytes: 20 * 1024 };

/** The service worker (Workbox's runtime and the app's rules in one file): prints its size; the problem, if over. */
export function checkServiceWorker(outDir) {
  let bytes;
  try {
    bytes = gzipSync(readFileSync(path.join(outDir, 'sw.js'))).length;
  } catch {
    return ['self-check: the build wrote no sw.js (web/vite.config.ts: the service worker)'];
  }
  const ok = bytes <= SW_BUDGET_BYTES;
  console.log(`Service worker (sw.js with its runtime, gzip): ${kb(bytes)} (budget ${kb(SW_BUDGET_BYTES)}) ${ok ? 'yes' : '**NO**'}`);
  return ok ? [] : [`sw.js: ${kb(bytes)} of gzipped JavaScript (budget ${kb(SW_BUDGET_BYTES)})`];
}

/** Measures WEIGHT_PAGE on the running stack and prints it beside its goals; returns the goals missed. */
export async function weighPage({ playwright, executablePath, baseUrl }) {
  const { first, repeat } = await measurePageWeight({ playwright, executablePath, url: `${baseUrl}${WEIGHT_PAGE}` });
  const goal = (bytes, max) => `${kb(bytes)} (goal < ${kb(max)}) ${bytes < max ? 'yes' : '**NO**'}`;
  console.log(`\nPage weight of ${WEIGHT_PAGE} (bytes over the network, Chromium, 360 px):\n`);
  console.log('| visit | transferred | requests | service worker in control |');
  console.log('|---|---|---|---|');
  console.log(
    `| first (fresh profile, worker install included) | ${goal(first.bytes, WEIGHT_GOALS.firstBytes)} | ${first.requests} | ${first.controlled ? 'yes' : 'no'} |`,
  );
  console.log(
    `| repeat (same profile) | ${goal(repeat.bytes, WEIGHT_GOALS.repeatBytes)} | ${repeat.requests} | ${repeat.controlled ? 'yes' : 'no'} |`,
  );
  const missed = [];
  if (first.bytes >= WEIGHT_GOALS.firstBytes) missed.push(`${WEIGHT_PAGE}: first visit ${kb(first.bytes)}`);
  if (repeat.bytes >= WEIGHT_GOALS.repeatBytes) missed.push(`${WEIGHT_PAGE}: repeat visit ${kb(repeat.bytes)}`);
  if (!first.controlled) missed.push(`${WEIGHT_PAGE}: the service worker did not take control on the first visit`);
  return missed;
}
