/**
 * The questions before and after one in its subtopic, in the practice list's order (a question's own
 * page links to them). Read only by the proxy's token:
 *   GET /api/questions/:documentId/neighbours → {data: {previous, next}} (each {documentId, title, question} or null)
 */
export default {
  routes: [{ method: 'GET', path: '/questions/:documentId/neighbours', handler: 'question.findNeighbours', config: { policies: [] } }],
};
