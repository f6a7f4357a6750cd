// Measures of scripts/bench.mjs: the first page of the question lists a person sees, uncached, one
// request at a time, next to Strapi's own 10-row list, so that the bench can compare bank sizes.

/** Bulk questions are "what is A + B?"; this matches about one in 90 of them, so every bank fills a first page. */
export const SEARCH_TEXT = 'is 42 +';

/** The lists measured (path on the proxy, whether the answer is cached and so purged before each request). */
export const FIRST_PAGES = [
  { name: 'subtopic, first page', path: '/api/questions/subtopic/bulk-set-1?page=1&limit=10', cached: true },
  { name: 'exam filter (admin), first page', path: '/api/questions/all/exam/SSC%20CGL?page=1&limit=10', admin: true },
  {
    name: 'admin search, first page',
    path: `/api/questions/all/exam/SSC%20CGL?search=${encodeURIComponent(SEARCH_TEXT)}&page=1&limit=10`,
    admin: true,
  },
];
export const STRAPI_TEN_ROWS = { name: "Strapi's own 10-row list", path: '/api/questions?pagination%5BpageSize%5D=10' };
/** The second reference: Strapi listing 10 questions with the fields and populate every proxy page asks for. */
export const STRAPI_TEN_RECORDS_NAME = "Strapi's 10-row list with the proxy's populate";

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];

/**
 * `rounds` rounds, each timing Strapi's 10-row list (with the proxy's token) and then every first page through
 * the proxy: a cached list has its cache purged (untimed) before the request and must answer MISS; the admin
 * lists are uncached. Requests alternate so that all see the same moment-to-moment load. Returns one row per
 * list: p99 and median in ms, body bytes (uncompressed) and X-Total-Count.
 */
export async function measureFirstPages({
  proxyBase,
  strapiBase,
  token,
  cookie,
  purgeProxyCache,
  rounds,
  populatedStrapiPath,
  warmUpRounds = 10,
}) {
  const lists = [
    { ...STRAPI_TEN_ROWS, strapi: true },
    { name: STRAPI_TEN_RECORDS_NAME, path: populatedStrapiPath, strapi: true, populated: true },
    ...FIRST_PAGES,
  ];
  const timings = lists.map(() => []);
  const answers = [];
  for (let round = 0; round < warmUpRounds + rounds; round++) {
    for (const [index, list] of lists.entries()) {
      const headers = { 'accept-encoding': 'identity' };
      if (list.strapi) headers.authorization = `Bearer ${token}`;
      if (list.admin) headers.cookie = cookie;
      if (list.cached) await purgeProxyCache();
      const t0 = performance.now();
      const response = await fetch(`${list.strapi ? strapiBase : proxyBase}${list.path}`, { headers });
      const body = Buffer.from(await response.arrayBuffer());
      const ms = performance.now() - t0;
      if (response.status !== 200) throw new Error(`${list.name}: ${list.path} answered ${response.status}`);
      const xCache = response.headers.get('x-cache');
      if ((list.cached && xCache !== 'MISS') || (!list.cached && xCache === 'HIT')) {
        throw new Error(`${list.name}: expected an uncached answer, got X-Cache ${xCache}`);
      }
      if (round < warmUpRounds) continue;
      timings[index].push(ms);
      answers[index] = { bytes: body.length, total: response.headers.get('x-total-count'), rows: JSON.parse(body).length };
    }
  }
  return lists.map((list, index) => {
    const sorted = timings[index].sort((a, b) => a - b);
    const answer = answers[index];
    if (!list.strapi && answer.rows !== 10) throw new Error(`${list.name}: the first page held ${answer.rows} rows, not 10`);
    return {
      name: list.name,
      path: list.path,
      strapi: Boolean(list.strapi),
      populated: Boolean(list.populated),
      samples: sorted.length,
      p99: percentile(sorted, 0.99),
      median: percentile(sorted, 0.5),
      bytes: answer.bytes,
      total: list.strapi ? null : Number(answer.total),
    };
  });
}
