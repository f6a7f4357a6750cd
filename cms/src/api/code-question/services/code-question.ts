import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::code-question.code-question');
