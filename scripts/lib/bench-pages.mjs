// A measure of scripts/bench.mjs: server-rendered pages answered from the proxy's page cache, against a bare Node server
// sending the same bytes (the ceiling), at the same concurrency.
import { fmt, mark } from './bench-report.mjs';

/**
 * The pages measured: the landing page, a practice page of the bulk bank, two lists and a detail page (which
 * counts a view on every answer and is rendered again when its count moves, about once a second).
 */
const RENDERED_PAGES = ['/', '/practice/bulk-practice/bulk-set-1', '/exam-patterns', '/cheatsheets/python-essentials', '/mock-tests'];

/** Fetches each page once through the proxy (rendering and keeping it) and records it for the bare server. */
export async function recordRenderedPages(proxyBase, recordings) {
  const pages = [];
  for (const page of RENDERED_PAGES) {
    const response = await fetch(`${proxyBase}${page}`, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200 || !body.includes('id="server-data"'))
      throw new Error(`${page} was not server-rendered (${response.status})`);
    const headers = Object.fromEntries(
      [...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name)),
    );
    recordings[page] = { headers, body: body.toString('base64') };
    pages.push({ page, bytes: body.length });
  }
  return pages;
}

/** Each page at full load through the proxy, then from the bare server; req/s and p99 of both. */
export async function measureRenderedPages(pages, { proxyBase, bareBase, load }) {
  const rows = [];
  for (const { page, bytes } of pages) {
    console.log(`\nMeasuring the server-rendered page ${page} (${bytes} bytes) ...`);
    await load(`${proxyBase}${page}`); // warm-up, discarded
    const proxyRun = await load(`${proxyBase}${page}`);
    const bareRun = await load(`${bareBase}${page}`);
    for (const [label, result] of [
      ['proxy', proxyRun],
      ['bare', bareRun],
    ]) {
      if (result.non2xx || result.errors) throw new Error(`${page} via ${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
    rows.push({ page, bytes, proxyRps: proxyRun.requests.average, bareRps: bareRun.requests.average, proxyP99: proxyRun.latency.p99 });
  }
  return rows;
}

/** Server-rendered pages from the proxy's page cache against the bare server; true when every target is met. */
export function printRenderedPagesTable(rows, { connections, seconds }) {
  console.log(`\nServer-rendered pages (kept after their first render): ${connections} connections, ${seconds} s each`);
  const lines = ['| page | bytes | proxy req/s | bare Node req/s | proxy ÷ bare (≥ 50%) | proxy p99 ms |', '|---|---|---|---|---|---|'];
  let allMet = true;
  for (const row of rows) {
    const vsBare = row.proxyRps / row.bareRps;
    const met = vsBare >= 0.5;
    allMet &&= met;
    lines.push(
      `| ${row.page} | ${row.bytes} | ${fmt(row.proxyRps)} | ${fmt(row.bareRps)} | ${fmt(vsBare * 100)}% ${mark(met)} | ${row.proxyP99} |`,
    );
  }
  console.log(lines.join('\n'));
  return allMet;
}
