import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { BASE_LOCALE, SITE_LOCALES } from '#src/i18n/locales.js';
import { cleanText, SEARCH_KIND_DEFINITIONS, type SearchKind, type SearchKindDefinition, type SearchText } from './documents';
import { whereDocumentNotHeld } from '#src/questions/held-questions.js';

const TOPIC_UID = 'api::topic.topic';

/**
 * Writes the site search's rows: one row per public entry, in `site_search`, which the database's own
 * full-text index follows (SQLite: an FTS5 table kept by triggers; PostgreSQL: a generated tsvector column with a
 * GIN index; cms/src/bootstrap/site-search-index.ts makes both). Every write goes through reindex(), which reads
 * the entries as they are now and makes their rows say the same: added, changed, or gone when an entry is deleted,
 * unpublished or made inactive.
 */

export const SITE_SEARCH_TABLE = 'site_search';
/** SQLite's FTS5 table over SITE_SEARCH_TABLE (made by cms/src/bootstrap/site-search-index.ts). */
export const SITE_SEARCH_FTS_TABLE = 'site_search_fts';

/** Entries read (with their components) and rows written at a time: memory stays flat on 100k questions. */
export const REINDEX_BATCH = 500;

export interface SearchRow {
  kind: SearchKind;
  entity_id: number;
  document_id: string;
  /** The language of the entry (its row of the content type): every language's version of a document has its own. */
  locale: string;
  /**
   * The site languages whose searches find this row, space-separated: a translation's own language, and for the
   * English version English plus each language the document has no translation in (the site shows the English one
   * there). Empty: a translation that says nothing of its own (kept, so the start-up check does not read it again).
   */
  shown: string;
  title: string;
  body: string;
  /** The entry's updated_at as text when it was indexed: the start-up check re-reads entries whose value moved. */
  source_version: string | null;
}

/** Which entries to bring up to date: by row id (the start-up check) or by documentId (a document-service write). */
export type EntrySelection = { ids: number[] } | { documentIds: string[] };

/**
 * The public entries of a kind: published, active where the type has the flag, and not held for tests. Another language's version is
 * public only beside a published English version: the site shows a document only when it has one.
 */
export function whereEntryIsPublic(query: Knex.QueryBuilder, kind: SearchKind, alias: string, table: string): Knex.QueryBuilder {
  query.whereNotNull(`${alias}.published_at`);
  if (SEARCH_KIND_DEFINITIONS[kind].activeFlag) query.where(`${alias}.is_active`, true);
  if (SEARCH_KIND_DEFINITIONS[kind].heldFlag) whereDocumentNotHeld(query, alias, table);
  query.where((where) =>
    where.where(`${alias}.locale`, BASE_LOCALE).orWhereExists(function () {
      this.select(1)
        .from({ b: table })
        .whereRaw('?? = ??', ['b.document_id', `${alias}.document_id`])
        .where('b.locale', BASE_LOCALE)
        .whereNotNull('b.published_at');
    }),
  );
  return query;
}

const tableOf = (strapi: Core.Strapi, kind: SearchKind): string =>
  (strapi.db.metadata.get(SEARCH_KIND_DEFINITIONS[kind].uid as never) as { tableName: string }).tableName;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- entries as Strapi's query engine returns them
type Entry = Record<string, any>;

/** Topics' display names in other languages, for the translated subtopics among `entries` (one query). */
async function topicNamesFor(strapi: Core.Strapi, kind: SearchKind, entries: Entry[]): Promise<Map<string, Map<string, string>>> {
  const names = new Map<string, Map<string, string>>();
  if (kind !== 'subtopic') return names;
  const locales = [...new Set(entries.map((entry) => entry.locale).filter((locale) => locale && locale !== BASE_LOCALE))];
  const topics = [...new Set(entries.map((entry) => entry.topic?.documentId).filter(Boolean))];
  if (locales.length === 0 || topics.length === 0) return names;
  const rows = (await strapi.db.query(TOPIC_UID).findMany({
    where: { documentId: { $in: topics }, locale: { $in: locales } },
    select: ['documentId', 'locale', 'display_name'],
  })) as Entry[];
  for (const row of rows) {
    if (typeof row.display_name !== 'string' || !row.display_name.trim()) continue;
    if (!names.has(row.locale)) names.set(row.locale, new Map());
    names.get(row.locale)!.set(row.documentId, cleanText(row.display_name));
  }
  return names;
}

/** The search rows of one document: its English version's, and each translation's (see SearchRow.shown). */
function rowsOfDocument(
  definition: SearchKindDefinition,
  entries: Entry[],
  versionOf: Map<number, string | null>,
  topicNames: Map<string, Map<string, string>>,
): SearchRow[] {
  const base = entries.find((entry) => entry.locale === BASE_LOCALE);
  const baseText = base && definition.build(base);
  if (!base || !baseText) return [];
  const row = (entry: Entry, shown: string[], text: SearchText | undefined): SearchRow => ({
    kind: definition.kind,
    entity_id: Number(entry.id),
    document_id: String(entry.documentId),
    locale: String(entry.locale),
    shown: shown.join(' '),
    title: text?.title ?? '',
    body: text?.body ?? '',
    source_version: versionOf.get(Number(entry.id)) ?? null,
  });
  const translations = entries
    .filter((entry) => entry !== base)
    .map((entry) => ({
      entry,
      text: definition.translate(entry, { base, topicNames: topicNames.get(entry.locale) ?? new Map() }),
    }));
  const translated = new Set(translations.filter(({ text }) => text).map(({ entry }) => entry.locale as string));
  const baseShown = SITE_LOCALES.map(({ code }) => code).filter((code) => code === BASE_LOCALE || !translated.has(code));
  return [row(base, baseShown, baseText), ...translations.map(({ entry, text }) => row(entry, text ? [entry.locale] : [], text))];
}

/** The documents the rows of these ids belong to. */
async function documentIdsOf(strapi: Core.Strapi, table: string, ids: number[]): Promise<string[]> {
  const documents = new Set<string>();
  for (let start = 0; start < ids.length; start += REINDEX_BATCH) {
    const rows: Array<{ document_id: string }> = await strapi.db
      .connection(table)
      .distinct('document_id')
      .whereIn('id', ids.slice(start, start + REINDEX_BATCH));
    for (const row of rows) documents.add(row.document_id);
  }
  return [...documents];
}

/**
 * Brings the rows of the selected entries of one kind up to date, in one transaction per batch of documents (the
 * caller's, if it has one: a write inside a transaction is indexed inside it). Every language's version of a
 * selected document is read again, since whether its English version is found by a language's searches depends on
 * its translations. Returns how many rows now exist for them.
 */
export async function reindex(strapi: Core.Strapi, kind: SearchKind, selection: EntrySelection): Promise<number> {
  const definition = SEARCH_KIND_DEFINITIONS[kind];
  const table = tableOf(strapi, kind);
  const documentIds = 'documentIds' in selection ? selection.documentIds : await documentIdsOf(strapi, table, selection.ids);
  let written = 0;
  for (let start = 0; start < documentIds.length; start += REINDEX_BATCH) {
    const batch = documentIds.slice(start, start + REINDEX_BATCH);
    written += await strapi.db.transaction(async ({ trx }) => {
      // The public entries among them, with the version their rows will carry.
      const versions: Array<{ id: number; version: string | null }> = await whereEntryIsPublic(
        trx({ t: table })
          .select({ id: 't.id', version: trx.raw('CAST(?? AS TEXT)', ['t.updated_at']) })
          .whereIn('t.document_id', batch),
        kind,
        't',
        table,
      );
      const versionOf = new Map(versions.map((row) => [Number(row.id), row.version]));
      const entries =
        versions.length === 0
          ? []
          : ((await strapi.db
              .query(definition.uid as never)
              .findMany({ where: { id: { $in: [...versionOf.keys()] } }, populate: definition.populate })) as Entry[]);
      const byDocument = new Map<string, Entry[]>();
      for (const entry of entries) byDocument.set(entry.documentId, [...(byDocument.get(entry.documentId) ?? []), entry]);
      const topicNames = await topicNamesFor(strapi, kind, entries);
      const rows = [...byDocument.values()].flatMap((versionsOfDocument) =>
        rowsOfDocument(definition, versionsOfDocument, versionOf, topicNames),
      );

      // Rows of the selected documents that no longer have one (deleted, unpublished, inactive, no page).
      const stale = trx(SITE_SEARCH_TABLE).where('kind', kind).whereIn('document_id', batch);
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
    table,
  );
  return rows.map((row) => Number(row.id));
}

/** Rows whose entry is gone or no longer public (changed around the document service): deleted. Returns how many. */
export async function dropOrphanRows(strapi: Core.Strapi, kind: SearchKind): Promise<number> {
  const knex = strapi.db.connection;
  const table = tableOf(strapi, kind);
  const stillPublic = whereEntryIsPublic(knex({ t: table }).select('t.id'), kind, 't', table);
  return knex(SITE_SEARCH_TABLE).where('kind', kind).whereNotIn('entity_id', stillPublic).delete();
}
