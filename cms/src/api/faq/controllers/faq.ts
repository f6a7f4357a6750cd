import { factories } from '@strapi/strapi';
import { incrementViews } from '#src/utils/views.js';

export default factories.createCoreController('api::faq.faq', ({ strapi }) => ({
  async incrementViews(ctx) {
    ctx.body = await incrementViews(strapi, 'api::faq.faq', ctx.params.documentId, ctx.request.body?.count);
  },
}));
