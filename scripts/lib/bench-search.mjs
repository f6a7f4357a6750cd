// A measure of scripts/bench.mjs: the site search, uncached, at 50 connections, next to Strapi's own
// 10-row list at the same concurrency. Every search request asks something no earlier one asked (so each misses the
// proxy's cache and reaches the full-text index), which autocannon's setupRequest gives each request as it goes.
import autocannon from 'autocannon';

/** Strapi's own 10-row list: the reference (what listing 10 records costs Strapi itself). */
export const STRAPI_TEN_ROWS_PATH = '/api/questions?pagination%5BpageSize%5D=10';
/** The goal: a search's p99 within this many times the 10-row list's. */
export const SEARCH_P99_GOAL = 1.5;

/**
 * The searches. Bulk questions read "Bulk question N: what is A + B?" (A and B from 10 to 99), with four numeric
 * options and "A + B = S." as the explanation.
 *  - A student pasting a question: "what is A + B" (its stop words dropped: two numbers, a few dozen matches),
 *    8,100 different ones, ranked by bm25 with snippets.
 *  - Two words of every bulk question ("bulk question": 20,000 matches, all ranked), a different page each time:
 *    the worst case, reported beside the goal rather than held to it.
 */
export const SEARCH_CASES = [
  {
    name: 'a pasted question "what is A + B" (a few dozen matches)',
    held: true,
    path: (n) => {
      const a = 10 + (n % 90);
      const b = 10 + (Math.floor(n / 90) % 90);
      return `/api/search?${new URLSearchParams({ q: `what is ${a} + ${b}` })}`;
    },
  },
  {
    name: '"bulk question": every bulk question matches, page N',
    held: false,
    path: (n) =>
      `/api/search?${new URLSearchParams({ q: 'bulk question', page: String(1 + (n % 2000)), limit: String(10 + (Math.floor(n / 2000) % 41)) })}`,
  },
];

const fmt = (value, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const run = (options) =>
  new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));

/** One load of `connections` connections for `seconds`: fixed headers and, when given, a new path per request. */
async function load({ url, headers, connections, seconds, pathOf }) {
  let sent = 0;
  let hits = 0;
  const requests = pathOf
    ? [
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: pathOf(sent++) }),
          onResponse: (_status, _body, _context, responseHeaders) => {
            const xCache = Object.entries(responseHeaders ?? {}).find(([name]) => name.toLowerCase() === 'x-cache')?.[1];
            if (xCache === 'HIT') hits++;
          },
        },
      ]
    : undefined;
  const result = await run({ url, headers, connections, duration: seconds, requests });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { result, hits, sent };
}

/**
 * Strapi's own 10-row list, then each search case through the proxy, each at `connections` connections for
 * `seconds` (after a short warm-up, discarded). Returns the reference and one row per case: p50, p99, req/s and
 * the answers that came from the cache (should be none).
 */
export async function measureSearch({ proxyBase, strapiBase, token, connections, seconds }) {
  const warmUp = Math.max(1, Math.round(seconds / 3));
  const strapiList = { url: `${strapiBase}${STRAPI_TEN_ROWS_PATH}`, headers: { authorization: `Bearer ${token}` }, connections };
  await load({ ...strapiList, seconds: warmUp });
  const { result: strapi } = await load({ ...strapiList, seconds });
  const cases = [];
  // Each case starts where the previous one's requests ended, so none repeats an earlier search.
  let offset = 0;
  for (const searchCase of SEARCH_CASES) {
    console.log(`\nMeasuring search: ${searchCase.name} ...`);
    const warm = await load({ url: proxyBase, connections, seconds: warmUp, pathOf: (n) => searchCase.path(offset + n) });
    offset += warm.sent;
    const measured = await load({ url: proxyBase, connections, seconds, pathOf: (n) => searchCase.path(offset + n) });
    offset += measured.sent;
    // How many entries such searches match: a few of the case's, answered from the cache by now.
    const totals = [];
    for (const n of [0, 1111, 2222, 3333, 4444]) {
      const probe = await fetch(`${proxyBase}${searchCase.path(offset - measured.sent + n)}`);
      if (probe.status === 200) totals.push((await probe.json()).total);
    }
    const matches = totals.length ? `${fmt(Math.min(...totals))}–${fmt(Math.max(...totals))}` : '?';
    cases.push({
      name: searchCase.name,
      held: searchCase.held,
      matches,
      rps: measured.result.requests.average,
      p50: measured.result.latency.p50,
      p99: measured.result.latency.p99,
      cacheHits: measured.hits,
    });
  }
  return { strapi: { rps: strapi.requests.average, p50: strapi.latency.p50, p99: strapi.latency.p99 }, cases };
}

/** The search table; true when every held case meets the goal (and no search was answered from the cache). */
export function printSearchTable({ strapi, cases }, { connections, bulkQuestions }) {
  console.log(
    `\nSite search, uncached, ${connections} connections, ${bulkQuestions.toLocaleString('en-US')} bulk questions: p99 against Strapi's own 10-row list's ` +
      `(${fmt(strapi.p99)} ms p99, ${fmt(strapi.p50)} ms p50, ${fmt(strapi.rps)} req/s)`,
  );
  const lines = [
    '| search | matches | req/s | p50 ms | p99 ms | p99 ÷ Strapi 10-row p99 (≤ 1.5×) | from cache |',
    '|---|---|---|---|---|---|---|',
  ];
  let allMet = true;
  for (const row of cases) {
    const ratio = row.p99 / strapi.p99;
    const met = ratio <= SEARCH_P99_GOAL && row.cacheHits === 0;
    if (row.held) allMet &&= met;
    const verdict = row.held ? (met ? 'ok ' : 'MISS') : '(worst case, not held)';
    lines.push(
      `| ${row.name} | ${row.matches} | ${fmt(row.rps)} | ${fmt(row.p50)} | ${fmt(row.p99)} | ${fmt(ratio, 2)}× ${verdict} | ${row.cacheHits} |`,
    );
  }
  console.log(lines.join('\n'));
  return allMet;
}
