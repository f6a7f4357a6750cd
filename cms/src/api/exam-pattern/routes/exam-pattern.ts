import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::exam-pattern.exam-pattern');
