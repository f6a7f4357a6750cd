import { randomBytes } from 'crypto';
import type { Core, UID } from '@strapi/strapi';
import type { Knex } from 'knex';

/**
 * How Strapi lays out a document in the database, as far as the bulk seeder (bulk.ts) writes rows itself:
 * the metadata it reads, a relation's join row with its order columns, the document id and the default locale.
 */

export type Row = Record<string, unknown>;

/** The parts of Strapi's database layer the bulk seeder reads (Strapi types them as internal). */
export interface AttributeMeta {
  columnName?: string;
  target?: string;
  joinTable?: JoinTable;
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
