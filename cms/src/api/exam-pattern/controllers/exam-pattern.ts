import { factories } from '@strapi/strapi';
import { incrementViews } from '#src/utils/views.js';

export default factories.createCoreController('api::exam-pattern.exam-pattern', ({ strapi }) => ({
  async incrementViews(ctx) {
    ctx.body = await incrementViews(strapi, 'api::exam-pattern.exam-pattern', ctx.params.documentId, ctx.request.body?.count);
  },
}));
