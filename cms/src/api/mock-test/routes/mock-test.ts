import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::mock-test.mock-test');
