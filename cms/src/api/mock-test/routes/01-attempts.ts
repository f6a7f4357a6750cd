/**
 * Anonymous attempts of mock tests, used only by the proxy's token (cms/src/bootstrap/access.ts):
 *   POST /api/mock-tests/attempts                      {mock_test_id, question_ids: string[][], allowed_seconds?}
 *                                                      → 201 {attempt_id}
 *   GET  /api/mock-tests/attempts/:attemptId           → {attempt_id, mock_test_id, question_ids, submitted,
 *                                                         allowed_seconds, elapsed_seconds (the database's clock)}
 *   POST /api/mock-tests/attempts/:attemptId/submit    {score, max_score, time_spent_seconds, results, countable?, late?, network?}
 *                                                      → {percentile, counted_attempts, counted, percent_correct};
 *                                                        409 when submitted before
 * Before mock-test.ts, so the core routes never take `attempts` for a document id.
 */
export default {
  routes: [
    { method: 'POST', path: '/mock-tests/attempts', handler: 'mock-test.createAttempt', config: { policies: [] } },
    { method: 'GET', path: '/mock-tests/attempts/:attemptId', handler: 'mock-test.findAttempt', config: { policies: [] } },
    { method: 'POST', path: '/mock-tests/attempts/:attemptId/submit', handler: 'mock-test.submitAttempt', config: { policies: [] } },
  ],
};
