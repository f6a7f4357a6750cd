import { HttpError, notFound } from '#src/lib/errors.js';
import type { StrapiClient, StrapiList } from './client.js';

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

/** Ids per Strapi call: 100 documentIds keep the query string near 6 KB, well under Strapi's 16 KB request head. */
const IDS_PER_CALL = 100;

/** Documents of a collection by documentId, in calls of IDS_PER_CALL made side by side (one call for a paper of 100). */
export async function documentsByIds<T extends { documentId: string }>(
  cms: StrapiClient,
  path: string,
  ids: string[],
  query: object,
): Promise<Map<string, T>> {
  const calls: Array<Promise<StrapiList<T>>> = [];
  for (let start = 0; start < ids.length; start += IDS_PER_CALL) {
    const chunk = ids.slice(start, start + IDS_PER_CALL);
    calls.push(
      cms.get<StrapiList<T>>(path, { ...query, filters: { documentId: { $in: chunk } }, pagination: { page: 1, pageSize: chunk.length } }),
    );
  }
  const pages = await Promise.all(calls);
  return new Map(pages.flatMap((page) => page.data.map((row) => [row.documentId, row] as const)));
}
