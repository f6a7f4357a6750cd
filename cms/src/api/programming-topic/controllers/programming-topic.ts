import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::programming-topic.programming-topic');
