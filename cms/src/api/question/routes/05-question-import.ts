/**
 * The question import's writer and duplicate check, for the proxy's token only:
 *   POST /api/questions/import  (application/x-ndjson, one write-ready question a line) → {created, documentIds}
 *   GET  /api/questions/import-keys?subtopics=<documentId,documentId> → {data: [{subtopic, key}]}
 * Before question.ts, so `/questions/:id` does not take `import-keys` for a document id.
 */
export default {
  routes: [
    { method: 'POST', path: '/questions/import', handler: 'question.importQuestions', config: { policies: [] } },
    { method: 'GET', path: '/questions/import-keys', handler: 'question.listImportKeys', config: { policies: [] } },
  ],
};
