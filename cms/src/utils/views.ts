import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/** Most views one call may add: the proxy batches views and flushes about once a second. */
const MAX_BATCH = 100_000;

/**
 * Adds `count` to a document's views in one UPDATE ... SET views = views + n, so concurrent calls never lose
 * a view. It bypasses the document service on purpose: a view is not an edit, so it must not fire webhooks
 * (which would purge the proxy's cache on every page view) or touch updatedAt. Views are not localized: every
 * language's version of the document (its rows share the document_id) counts the same views.
 */
export async function incrementViews(strapi: Core.Strapi, uid: UID.ContentType, documentId: string, rawCount: unknown) {
  const count = rawCount === undefined ? 1 : Number(rawCount);
  if (!Number.isInteger(count) || count < 1 || count > MAX_BATCH) {
    throw new errors.ValidationError(`count must be a whole number from 1 to ${MAX_BATCH}`);
  }
  const { tableName } = strapi.db.metadata.get(uid);
  const updated = await strapi.db
    .connection(tableName)
    .where({ document_id: documentId })
    // COALESCE: rows created outside the document service may hold NULL rather than the default 0.
    .update({ views: strapi.db.connection.raw('COALESCE(views, 0) + ?', [count]) });
  if (!updated) throw new errors.NotFoundError('Not Found');
  return { documentId, added: count };
}
