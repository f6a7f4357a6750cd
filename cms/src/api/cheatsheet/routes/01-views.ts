/** POST /api/cheatsheets/:documentId/views {count}: adds count to views atomically (used by the proxy). */
export default {
  routes: [
    {
      method: 'POST',
      path: '/cheatsheets/:documentId/views',
      handler: 'cheatsheet.incrementViews',
      config: { policies: [] },
    },
  ],
};
