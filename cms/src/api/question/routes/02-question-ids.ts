/**
 * The document ids of a named question list, in id order, in one query: what the proxy draws
 * `?sample=N` from. Read only by the proxy's token:
 *   GET /api/questions/ids?subtopic=<name>&exam=<name>  (one or both)  → {data: [documentId, …], meta: {total}}
 * Before question.ts, so `/questions/:id` does not take `ids` for a document id.
 */
export default {
  routes: [{ method: 'GET', path: '/questions/ids', handler: 'question.listIds', config: { policies: [] } }],
};
