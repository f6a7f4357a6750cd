/**
 * The stored Owl AI explanation of a question, read and written only by the proxy's token:
 *   GET /api/questions/:documentId/ai-explanation  → {html, model, createdAt} or 404
 *   PUT /api/questions/:documentId/ai-explanation  {html, model}
 */
export default {
  routes: [
    { method: 'GET', path: '/questions/:documentId/ai-explanation', handler: 'question.findAiExplanation', config: { policies: [] } },
    { method: 'PUT', path: '/questions/:documentId/ai-explanation', handler: 'question.storeAiExplanation', config: { policies: [] } },
  ],
};
