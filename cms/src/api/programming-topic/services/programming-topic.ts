import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::programming-topic.programming-topic');
