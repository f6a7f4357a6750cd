/** POST /api/exam-patterns/:documentId/views {count}: adds count to views atomically (used by the proxy). */
export default {
  routes: [
    {
      method: 'POST',
      path: '/exam-patterns/:documentId/views',
      handler: 'exam-pattern.incrementViews',
      config: { policies: [] },
    },
  ],
};
