import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::mock-test.mock-test');
