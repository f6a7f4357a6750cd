import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::code-question.code-question');
