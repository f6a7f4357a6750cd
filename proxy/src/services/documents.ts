import { HttpError, notFound } from '../lib/errors.js';
import type { StrapiClient } from '../strapi/client.js';

/**
 * One CMS document by its id. The CMS's bare 404 becomes a 404 naming what is missing ('Topic not found'), so
 * the administrator reads which thing the address pointed at.
 */
export async function findDocumentOrNotFound<T>(
  cms: StrapiClient,
  collection: string,
  id: string,
  query: object,
  notFoundMessage: string,
): Promise<T> {
  try {
    return (await cms.get<{ data: T }>(`/${collection}/${encodeURIComponent(id)}`, query)).data;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw notFound(notFoundMessage);
    throw error;
  }
}
