import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::code-question.code-question');
