/**
 * The site search, read by the proxy's token (never by browsers: Strapi sits behind the proxy):
 *   GET /api/site-search?q=&type=&limit=&page=  → {data: [{type, documentId, title, snippet, …}], meta: {total, page, pageSize}}
 * The proxy validates the query first and makes each hit a public result (proxy/src/search/search.ts).
 */
export default {
  routes: [{ method: 'GET', path: '/site-search', handler: 'site-search.search', config: { policies: [] } }],
};
