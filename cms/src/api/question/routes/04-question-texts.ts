/**
 * Every published question's document id and text, a page at a time in id order (the sitemap lists
 * every question's page, whose address is made from its text). Read only by the proxy's token:
 *   GET /api/questions/texts?after=<cursor>&limit=<n> → {data: [{documentId, question}], meta: {next: cursor | null}}
 * Before question.ts, so `/questions/:id` does not take `texts` for a document id.
 */
export default {
  routes: [{ method: 'GET', path: '/questions/texts', handler: 'question.listTexts', config: { policies: [] } }],
};
