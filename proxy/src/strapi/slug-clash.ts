import { HttpError } from '#src/lib/errors.js';
import type { StrapiClient, StrapiList } from './client.js';

/** 409 when another document of the collection already has this slug. */
export async function refuseSlugClash(cms: StrapiClient, collection: string, slug: string, message: string, ownId?: string) {
  const clashes = await cms.get<StrapiList<{ documentId: string }>>(`/${collection}`, {
    fields: ['slug'],
    filters: { slug: { $eq: slug }, ...(ownId ? { documentId: { $ne: ownId } } : {}) },
    pagination: { page: 1, pageSize: 1 },
  });
  if (clashes.data.length > 0) throw new HttpError(409, message);
}
