// The bench's result tables (scripts/bench.mjs), in Markdown: every target marked ok or MISS.

const fmt = (value, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const mark = (ok) => (ok ? 'ok ' : 'MISS');

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
