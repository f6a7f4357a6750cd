import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::programming-topic.programming-topic');
