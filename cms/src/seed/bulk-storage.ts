import { randomBytes } from 'crypto';
import type { Core, UID } from '@strapi/strapi';
import type { Knex } from 'knex';

/**
 * How Strapi lays out a document in the database, as far as the bulk writers (the bulk seeder, bulk.ts, and the
 * question import, questions/import-writer.ts) write rows themselves: the metadata they read, a relation's join
 * row with its order columns, a component's join row, a picture's link row, the document id and the default locale.
 */

export type Row = Record<string, unknown>;

/** The parts of Strapi's database layer the bulk seeder reads (Strapi types them as internal). */
export interface AttributeMeta {
  columnName?: string;
  target?: string;
  joinTable?: JoinTable;
  /** A media field's (morphOne) side: the file model's attribute that holds the link rows. */
  morphBy?: string;
}
export interface ModelMeta {
  uid?: string;
  tableName: string;
  attributes: Record<string, AttributeMeta | undefined>;
}
export interface BulkDatabase {
  connection: Knex;
  metadata: { get(uid: string): ModelMeta };
  getSchemaName?(): string | undefined;
  dialect?: { getBatchInsertSize?(): number };
}

export interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
  orderColumnName?: string;
  inverseOrderColumnName?: string;
  on?: Record<string, unknown>;
  pivotColumns?: string[];
  /** A polymorphic link's columns (the upload plugin's files_related_mph: related_id, related_type). */
  morphColumn?: { idColumn: { name: string }; typeColumn: { name: string } };
}

/** One row of a relation join table, with the order columns the document service fills in. */
export function linkRow(jt: JoinTable, ownerId: number, targetId: number, ord: number, inverseOrd: number | undefined): Row {
  const row: Row = { [jt.joinColumn.name]: ownerId, [jt.inverseJoinColumn.name]: targetId, ...(jt.on ?? {}) };
  if (jt.orderColumnName) row[jt.orderColumnName] = ord;
  if (jt.inverseOrderColumnName && inverseOrd !== undefined) row[jt.inverseOrderColumnName] = inverseOrd;
  return row;
}

export async function defaultLocaleFor(strapi: Core.Strapi, uid: string): Promise<string | null> {
  const localized =
    (strapi.contentType(uid as UID.ContentType)?.pluginOptions as { i18n?: { localized?: boolean } } | undefined)?.i18n?.localized === true;
  if (!localized) return null; // what the document service stores for non-localized types
  return (await strapi.plugin('i18n').service('locales').getDefaultLocale()) ?? 'en';
}

const FIRST = 'abcdefghijklmnopqrstuvwxyz';
const REST = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** 24 lowercase chars starting with a letter, like Strapi's cuid2 document ids (~120 random bits). */
export function documentId(): string {
  const bytes = randomBytes(24);
  let id = FIRST[bytes[0] % FIRST.length];
  for (let i = 1; i < 24; i++) id += REST[bytes[i] % REST.length];
  return id;
}

/**
 * The tables and helpers every bulk write needs, from Strapi's database metadata: a table in the right schema,
 * column and join-table names, the columns of a new document row, and batched inserts (the dialect's batch size).
 */
export interface BulkStorage {
  db: BulkDatabase;
  knex: Knex;
  chunkSize: number;
  table(trx: Knex, name: string): Knex.QueryBuilder;
  col(meta: ModelMeta, attribute: string): string;
  joinTableOf(meta: ModelMeta, attribute: string): JoinTable;
  /** The component-type column of a component join table (Strapi calls it component_type). */
  componentTypeColumn(jt: JoinTable): string;
  /** The columns every document row carries (document_id, timestamps, locale), as the document service writes them. */
  documentColumns(meta: ModelMeta, locale: string | null, now: Date): Row;
  /** Inserts the rows and returns their ids, in the order of `rows`; `key` is a column unique among them. */
  insertReturning(trx: Knex, tableName: string, rows: Row[], key: string): Promise<number[]>;
  insertRows(trx: Knex, tableName: string, rows: Row[]): Promise<void>;
}

export function bulkStorage(strapi: Core.Strapi): BulkStorage {
  const db = strapi.db as unknown as BulkDatabase;
  const knex = db.connection;
  const schema: string | undefined = db.getSchemaName?.() || undefined;
  const table = (trx: Knex, name: string) => (schema ? trx(name).withSchema(schema) : trx(name));
  const chunkSize: number = db.dialect?.getBatchInsertSize?.() ?? 500; // SQLite: 500 (compound SELECT limit)

  const col = (meta: ModelMeta, attribute: string): string => {
    const attr = meta.attributes[attribute];
    if (!attr) throw new Error(`${meta.uid ?? meta.tableName} has no attribute ${attribute}`);
    return attr.columnName ?? attribute;
  };
  const joinTableOf = (meta: ModelMeta, attribute: string): JoinTable => {
    const jt = meta.attributes[attribute]?.joinTable;
    if (!jt) throw new Error(`${meta.tableName}.${attribute} is not stored in a join table; bulk writes need updating`);
    return jt;
  };
  // The component-type column is not named in the metadata except as the pivot column that is neither join
  // column nor one of the `on` columns (Strapi calls it component_type).
  const componentTypeColumn = (jt: JoinTable): string =>
    (jt.pivotColumns ?? []).find((c) => c !== jt.joinColumn.name && c !== jt.inverseJoinColumn.name && !(c in (jt.on ?? {}))) ??
    'component_type';
  const documentColumns = (meta: ModelMeta, locale: string | null, now: Date): Row => {
    const row: Row = {
      [col(meta, 'documentId')]: documentId(),
      [col(meta, 'createdAt')]: now,
      [col(meta, 'updatedAt')]: now,
    };
    // draftAndPublish is off for these types: the document service stores every entry as published.
    if (meta.attributes.publishedAt) row[col(meta, 'publishedAt')] = now;
    if (meta.attributes.locale) row[col(meta, 'locale')] = locale;
    return row;
  };
  const insertReturning = async (trx: Knex, tableName: string, rows: Row[], key: string): Promise<number[]> => {
    // RETURNING row order is not guaranteed (SQLite says so explicitly), so ids are matched on a unique key.
    const ids = new Map<unknown, number>();
    for (let i = 0; i < rows.length; i += chunkSize) {
      const returned: Row[] = await table(trx, tableName)
        .insert(rows.slice(i, i + chunkSize))
        .returning(['id', key]);
      for (const r of returned) ids.set(r[key], Number(r.id));
    }
    return rows.map((row) => {
      const id = ids.get(row[key]);
      if (id === undefined) throw new Error(`${tableName}: inserted ${rows.length} rows but got ${ids.size} ids back`);
      return id;
    });
  };
  const insertRows = async (trx: Knex, tableName: string, rows: Row[]) => {
    for (let i = 0; i < rows.length; i += chunkSize) await table(trx, tableName).insert(rows.slice(i, i + chunkSize));
  };
  return { db, knex, chunkSize, table, col, joinTableOf, componentTypeColumn, documentColumns, insertReturning, insertRows };
}

/**
 * One row of the upload plugin's link table (files_related_mph) tying file `fileId` to the media field `field` of
 * the entry (or component) `ownerId` of `ownerUid`, as the entity manager writes it for a single media field.
 */
export function mediaLinkRow(jt: JoinTable, fileId: number, ownerUid: string, ownerId: number, field: string): Row {
  if (!jt.morphColumn) throw new Error(`${jt.name} is not a polymorphic link table; bulk writes need updating`);
  return {
    [jt.joinColumn.name]: fileId,
    [jt.morphColumn.idColumn.name]: ownerId,
    [jt.morphColumn.typeColumn.name]: ownerUid,
    ...(jt.on ?? {}),
    order: 1,
    field,
  };
}

/** The question and option columns both bulk writers fill: the bulk seeder's synthetic questions and the import. */
export function questionColumns(col: BulkStorage['col'], qMeta: ModelMeta, optionMeta: ModelMeta) {
  return {
    question: {
      question: col(qMeta, 'question'),
      title: col(qMeta, 'question_title'),
      type: col(qMeta, 'question_type'),
      answer: col(qMeta, 'answer'),
      explanation: col(qMeta, 'explanation'),
      // Written explicitly: Strapi's default (false) is applied only by the document service.
      held: col(qMeta, 'held_for_tests'),
      documentId: col(qMeta, 'documentId'),
    },
    option: { key: col(optionMeta, 'option_key'), type: col(optionMeta, 'option_type'), text: col(optionMeta, 'option_text') },
  };
}
