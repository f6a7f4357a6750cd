// The bench's result tables (scripts/bench.mjs), in Markdown: every target marked ok or MISS.

export const fmt = (value, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
export const mark = (ok) => (ok ? 'ok ' : 'MISS');

/** The throughput table (cached, bare, uncached against Strapi direct); true when every target is met. */
export function printThroughputTable(rows, { connections, seconds, bulkQuestions }) {
  console.log(
    `\nResults: ${connections} connections, ${seconds} s each, ${bulkQuestions.toLocaleString('en-US')} bulk questions + demo content, ${new Date().toISOString()}`,
  );
  const lines = [
    '| endpoint | Strapi req/s | proxy (cached) req/s | bare Node req/s | proxy ÷ Strapi (≥ 10×) | proxy ÷ bare (≥ 50%) | proxy p99 ms (≤ 25) | uncached proxy vs Strapi, median (≤ +15%) |',
    '|---|---|---|---|---|---|---|---|',
  ];
  let allMet = true;
  for (const row of rows) {
    const vsStrapi = row.proxyRps / row.strapiRps;
    const vsBare = row.proxyRps / row.bareRps;
    const overhead = row.proxyMissMedianMs / row.strapiMedianMs - 1;
    const met = [vsStrapi >= 10, vsBare >= 0.5, row.proxyP99 <= 25, overhead <= 0.15];
    allMet &&= met.every(Boolean);
    lines.push(
      `| ${row.endpoint} | ${fmt(row.strapiRps)} | ${fmt(row.proxyRps)} | ${fmt(row.bareRps)} | ${fmt(vsStrapi, 1)}× ${mark(met[0])} | ${fmt(vsBare * 100)}% ${mark(met[1])} | ${row.proxyP99} ${mark(met[2])} | ${fmt(row.strapiMedianMs, 1)} → ${fmt(row.proxyMissMedianMs, 1)} ms (${overhead >= 0 ? '+' : ''}${fmt(overhead * 100)}%) ${mark(met[3])} |`,
    );
  }
  console.log(lines.join('\n'));
  return allMet;
}

/** The purge storm's table; true when every target is met. */
export function printPurgeStormTable(storms, { connections, redisAnswers }) {
  let allMet = true;
  console.log(
    `\nPurge storm: ${connections} connections read one list while an administrator's write lands every second (${redisAnswers ? "two proxies sharing Redis: the write goes through the measured proxy, Strapi's webhook to the other reaches it through Redis" : 'no Redis: the measured proxy purges on its own writes only'})`,
  );
  const stormLines = [
    '| list | req/s | p50 ms | p99 ms (≤ 25) | writes | purges applied | per write (goal 1) | Strapi requests for the list | per purge (goal 1) | other Strapi requests per write |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const storm of storms) {
    const purgesPerWrite = storm.purges / Math.max(1, storm.writes);
    const met = [storm.p99 <= 25, purgesPerWrite <= 1, storm.listRequestsPerPurge <= 1];
    allMet &&= met.every(Boolean);
    stormLines.push(
      `| ${storm.endpoint} | ${fmt(storm.rps)} | ${storm.p50} | ${storm.p99} ${mark(met[0])} | ${storm.writes} | ${storm.purges} | ${fmt(purgesPerWrite, 2)} ${mark(met[1])} | ${storm.listRequests} | ${fmt(storm.listRequestsPerPurge, 2)} ${mark(met[2])} | ${fmt(storm.otherStrapiRequestsPerWrite, 1)} |`,
    );
  }
  console.log(stormLines.join('\n'));
  return allMet;
}

/**
 * The first page of each question list, uncached, at two bank sizes. Goals: each figure at
 * the larger bank within 1.2× of the smaller's, and each p99 within 2× of Strapi's own 10-row list p99 in the
 * same pass. True when every goal is met.
 */
export function printPagingTable([small, large]) {
  const size = (pass) => `${fmt(pass.bulkQuestions / 1000)}k`;
  const [s, l] = [size(small), size(large)];
  console.log(
    `\nFirst pages, uncached, one request at a time (${small.rows[0].samples} per list and bank; a cached list's cache purged before each request, untimed): ${s} vs ${l} bulk questions`,
  );
  const lines = [
    `| list | rows listed ${s} → ${l} | bytes ${s} → ${l} | p99 ms ${s} → ${l} | median ms ${s} → ${l} | p99 ${l} ÷ ${s} (≤ 1.2×) | bytes ${l} ÷ ${s} (≤ 1.2×) | p99 ÷ Strapi 10-row p99, ${s} / ${l} (≤ 2×) | p99 ÷ populated 10-row p99, ${s} / ${l} |`,
    '|---|---|---|---|---|---|---|---|---|',
  ];
  const strapiOf = (pass) => pass.rows.find((row) => row.strapi && !row.populated);
  const populatedOf = (pass) => pass.rows.find((row) => row.populated);
  let allMet = true;
  for (const [index, a] of small.rows.entries()) {
    const b = large.rows[index];
    const growth = b.p99 / a.p99;
    const bytesGrowth = b.bytes / a.bytes;
    if (a.strapi) {
      const reference = a.populated
        ? `${fmt(a.p99 / strapiOf(small).p99, 2)}× / ${fmt(b.p99 / strapiOf(large).p99, 2)}× | (the second reference)`
        : '(the reference) | –';
      lines.push(
        `| ${a.name} | – | ${fmt(a.bytes)} → ${fmt(b.bytes)} | ${fmt(a.p99, 1)} → ${fmt(b.p99, 1)} | ${fmt(a.median, 1)} → ${fmt(b.median, 1)} | ${fmt(growth, 2)}× | ${fmt(bytesGrowth, 2)}× | ${reference} |`,
      );
      continue;
    }
    const vsSmall = a.p99 / strapiOf(small).p99;
    const vsLarge = b.p99 / strapiOf(large).p99;
    const met = [growth <= 1.2, bytesGrowth <= 1.2, vsSmall <= 2 && vsLarge <= 2];
    allMet &&= met.every(Boolean);
    lines.push(
      `| ${a.name} | ${fmt(a.total)} → ${fmt(b.total)} | ${fmt(a.bytes)} → ${fmt(b.bytes)} | ${fmt(a.p99, 1)} → ${fmt(b.p99, 1)} | ${fmt(a.median, 1)} → ${fmt(b.median, 1)} | ${fmt(growth, 2)}× ${mark(met[0])} | ${fmt(bytesGrowth, 2)}× ${mark(met[1])} | ${fmt(vsSmall, 2)}× / ${fmt(vsLarge, 2)}× ${mark(met[2])} | ${fmt(a.p99 / populatedOf(small).p99, 2)}× / ${fmt(b.p99 / populatedOf(large).p99, 2)}× |`,
    );
  }
  console.log(lines.join('\n'));
  return allMet;
}

/** The mock-test table: submitting a 100-question mock test; true when the p99 is under 100 ms. */
export function printMockTestSubmitTable(result) {
  console.log(
    `\nMock test submits, one at a time (${result.samples} submits of a fresh attempt each, the paper fetched untimed before each): scored by the proxy, recorded by the CMS`,
  );
  const met = result.p99 < 100;
  console.log(
    [
      '| call | questions | median ms | p99 ms (< 100) | max ms | answer bytes |',
      '|---|---|---|---|---|---|',
      `| POST /api/mock-tests/slug/{slug}/submit | 100 | ${fmt(result.median, 1)} | ${fmt(result.p99, 1)} ${mark(met)} | ${fmt(result.max, 1)} | ${fmt(result.bytes)} |`,
    ].join('\n'),
  );
  return met;
}
