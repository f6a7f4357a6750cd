import { factories } from '@strapi/strapi';
import { incrementViews } from '#src/utils/views.js';

export default factories.createCoreController('api::cheatsheet.cheatsheet', ({ strapi }) => ({
  async incrementViews(ctx) {
    ctx.body = await incrementViews(strapi, 'api::cheatsheet.cheatsheet', ctx.params.documentId, ctx.request.body?.count);
  },
}));
