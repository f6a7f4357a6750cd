import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { SEARCH_KIND_DEFINITIONS, type SearchKind } from './documents';

/**
 * Writes the site search's rows (issue #16): one row per public entry, in `site_search`, which the database's own
 * full-text index follows (SQLite: an FTS5 table kept by triggers; PostgreSQL: a generated tsvector column with a
 * GIN index; cms/src/bootstrap/site-search-index.ts makes both). Every write goes through reindex(), which reads
 * the entries as they are now and makes their rows say the same: added, changed, or gone when an entry is deleted,
 * unpublished or made inactive.
 */

export const SITE_SEARCH_TABLE = 'site_search';

/** Entries read (with their components) and rows written at a time: memory stays flat on 100k questions. */
export const REINDEX_BATCH = 500;

export interface SearchRow {
  kind: SearchKind;
  entity_id: number;
  document_id: string;
  title: string;
  body: string;
  /** The entry's updated_at as text when it was indexed: the start-up check re-reads entries whose value moved. */
  source_version: string | null;
}

/** Which entries to bring up to date: by row id (the start-up check) or by documentId (a document-service write). */
export type EntrySelection = { ids: number[] } | { documentIds: string[] };

/** The public entries of a kind: published, and active where the type has the flag. */
export function whereEntryIsPublic(query: Knex.QueryBuilder, kind: SearchKind, alias: string): Knex.QueryBuilder {
  query.whereNotNull(`${alias}.published_at`);
  if (SEARCH_KIND_DEFINITIONS[kind].activeFlag) query.where(`${alias}.is_active`, true);
  return query;
}

const tableOf = (strapi: Core.Strapi, kind: SearchKind): string =>
  (strapi.db.metadata.get(SEARCH_KIND_DEFINITIONS[kind].uid as never) as { tableName: string }).tableName;

/**
 * Brings the rows of the selected entries of one kind up to date, in one transaction (the caller's, if it has one:
 * a write inside a transaction is indexed inside it). Returns how many rows now exist for them.
 */
export async function reindex(strapi: Core.Strapi, kind: SearchKind, selection: EntrySelection): Promise<number> {
  const keys = 'ids' in selection ? selection.ids : selection.documentIds;
  if (keys.length === 0) return 0;
  const definition = SEARCH_KIND_DEFINITIONS[kind];
  const table = tableOf(strapi, kind);
  let written = 0;
  for (let start = 0; start < keys.length; start += REINDEX_BATCH) {
    const batch = keys.slice(start, start + REINDEX_BATCH);
    written += await strapi.db.transaction(async ({ trx }) => {
      const select = (query: Knex.QueryBuilder) =>
        'ids' in selection ? query.whereIn('t.id', batch as number[]) : query.whereIn('t.document_id', batch as string[]);
      // The public entries among them, with the version their rows will carry.
      const versions: Array<{ id: number; version: string | null }> = await whereEntryIsPublic(
        select(trx({ t: table }).select({ id: 't.id', version: trx.raw('CAST(?? AS TEXT)', ['t.updated_at']) })),
        kind,
        't',
      );
      const versionOf = new Map(versions.map((row) => [Number(row.id), row.version]));
      const entries =
        versions.length === 0
          ? []
          : await strapi.db
              .query(definition.uid as never)
              .findMany({ where: { id: { $in: [...versionOf.keys()] } }, populate: definition.populate });
      const rows: SearchRow[] = [];
      for (const entry of entries as Array<Record<string, unknown>>) {
        const text = definition.build(entry);
        if (!text) continue;
        const id = Number(entry.id);
        rows.push({ kind, entity_id: id, document_id: String(entry.documentId), ...text, source_version: versionOf.get(id) ?? null });
      }

      // Rows of the selected entries that no longer have one (deleted, unpublished, inactive, no page).
      const stale = trx(SITE_SEARCH_TABLE).where('kind', kind);
      if ('ids' in selection) stale.whereIn('entity_id', batch as number[]);
      else stale.whereIn('document_id', batch as string[]);
      if (rows.length > 0)
        stale.whereNotIn(
          'entity_id',
          rows.map((row) => row.entity_id),
        );
      await stale.delete();
      // One row per entry: an upsert, so two writes of one entry at the same moment cannot leave two rows.
      if (rows.length > 0) await trx(SITE_SEARCH_TABLE).insert(rows).onConflict(['kind', 'entity_id']).merge();
      return rows.length;
    });
  }
  return written;
}

/** Entries of a kind whose rows are missing or older than the entry (written around the document service). */
export async function entriesToReindex(strapi: Core.Strapi, kind: SearchKind): Promise<number[]> {
  const knex = strapi.db.connection;
  const table = tableOf(strapi, kind);
  const rows: Array<{ id: number }> = await whereEntryIsPublic(
    knex({ t: table })
      .select('t.id')
      .leftJoin({ s: SITE_SEARCH_TABLE }, function () {
        this.on('s.entity_id', '=', 't.id').andOn('s.kind', '=', knex.raw('?', [kind]));
      })
      .where((where) =>
        where.whereNull('s.id').orWhereNull('s.source_version').orWhereRaw('?? <> CAST(?? AS TEXT)', ['s.source_version', 't.updated_at']),
      ),
    kind,
    't',
  );
  return rows.map((row) => Number(row.id));
}

/** Rows whose entry is gone or no longer public (changed around the document service): deleted. Returns how many. */
export async function dropOrphanRows(strapi: Core.Strapi, kind: SearchKind): Promise<number> {
  const knex = strapi.db.connection;
  const table = tableOf(strapi, kind);
  const stillPublic = whereEntryIsPublic(knex({ t: table }).select('t.id'), kind, 't');
  return knex(SITE_SEARCH_TABLE).where('kind', kind).whereNotIn('entity_id', stillPublic).delete();
}
