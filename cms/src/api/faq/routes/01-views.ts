/** POST /api/faqs/:documentId/views {count}: adds count to views atomically (used by the proxy). */
export default {
  routes: [
    {
      method: 'POST',
      path: '/faqs/:documentId/views',
      handler: 'faq.incrementViews',
      config: { policies: [] },
    },
  ],
};
