import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { isPostgres } from '#src/db/dialect.js';
import { SEARCH_KINDS } from '#src/site-search/documents.js';
import { dropOrphanRows, entriesToReindex, reindex, SITE_SEARCH_FTS_TABLE, SITE_SEARCH_TABLE } from '#src/site-search/index-writer.js';

/**
 * The site search's full-text index: words, not substrings (the admin question search is the
 * substring one), in any case and simple plural, ranked.
 *
 * - `site_search` holds one row per public question, subtopic, exam pattern and cheatsheet: its plain-text title
 *   and body (cms/src/site-search/documents.ts), written by the document-service middleware on every write
 *   (cms/src/site-search/keep-current.ts) and checked here at every start.
 * - SQLite: an FTS5 table over it (external content: the index, not a second copy of the text) with the porter
 *   stemmer over unicode61 (case folded, diacritics removed, `triangles` → `triangl`), kept current by triggers
 *   on `site_search` (the statements SQLite's manual gives), ranked by bm25 with the title weighing most. Marks
 *   (Unicode M*) are word characters: Devanagari's vowel signs and virama are inside its words, not between them.
 * - PostgreSQL: a generated tsvector column (title weight A, body weight B; the english configuration for English
 *   rows, `simple` for other languages', whose words English stemming and stop words would only spoil) with a GIN
 *   index, ranked by ts_rank. The kind is a lexeme of its own (`kind:question`, which no text can spell), and so is
 *   each language the row is shown in (`in:hi`), so a search of one kind in one language is answered from the GIN
 *   index too.
 * - One row per language version of an entry; `shown` names the languages whose searches find it
 *   (index-writer.ts). A table made before it had that column is made again (and filled by the start-up backfill).
 *
 * Made at every start with IF NOT EXISTS, like question-search-index.ts. The table is our own, so Strapi's schema
 * sync leaves it, its indexes and its triggers alone.
 */

export const SITE_SEARCH_TSV_INDEX = 'site_search_tsv_idx';
/** bm25 weights of the FTS5 columns, in order: kind and shown (only ever filtered on), title, body. */
export const SITE_SEARCH_BM25 = 'bm25(0.0, 0.0, 8.0, 1.0)';
/** The FTS5 tokenizer: marks (M*) join letters and digits as word characters, for Devanagari (see above). */
export const SITE_SEARCH_TOKENIZER = "porter unicode61 remove_diacritics 2 categories 'L* N* Co M*'";
/** The table's column that tells a table of this shape from one made before content had languages. */
const SHOWN_COLUMN = 'shown';

const TRIGGERS = {
  insert: `${SITE_SEARCH_TABLE}_after_insert`,
  delete: `${SITE_SEARCH_TABLE}_after_delete`,
  update: `${SITE_SEARCH_TABLE}_after_update`,
};

/** Set once the tables exist: writes made earlier in the start are left to backfillSiteSearch. */
let tablesReady = false;
export const siteSearchTablesReady = () => tablesReady;

/** Makes the table and its full-text index (before anything is written: the demo seed is indexed as it is made). */
export async function ensureSiteSearchTables(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  if (isPostgres(knex)) await ensurePostgresTable(strapi, knex);
  else await ensureSqliteTables(strapi, knex);
  tablesReady = true;
}

/** A table made before content had languages (one row per entry, English only) is dropped: the start-up backfill fills the new one. */
async function dropOutdatedTable(strapi: Core.Strapi, knex: Knex, extra: string[]) {
  if (!(await knex.schema.hasTable(SITE_SEARCH_TABLE)) || (await knex.schema.hasColumn(SITE_SEARCH_TABLE, SHOWN_COLUMN))) return;
  strapi.log.info('Site search: indexing every language version of the content (the index is made again).');
  for (const statement of extra) await knex.raw(statement);
  await knex.raw(`DROP TABLE ${SITE_SEARCH_TABLE}`);
}

/** A row's words in the configuration of its language (a literal configuration each: the generated column must be immutable). */
const tsvectorOf = (column: string) =>
  `CASE WHEN locale = 'en' THEN to_tsvector('english', ${column}) ELSE to_tsvector('simple', ${column}) END`;

async function ensurePostgresTable(strapi: Core.Strapi, knex: Knex) {
  await dropOutdatedTable(strapi, knex, []);
  // The kind's lexeme and one per language the row is shown in ('en hi' → in:en, in:hi).
  await knex.raw(`CREATE TABLE IF NOT EXISTS ${SITE_SEARCH_TABLE} (
    id BIGSERIAL PRIMARY KEY,
    kind VARCHAR(16) NOT NULL,
    entity_id INTEGER NOT NULL,
    document_id VARCHAR(255) NOT NULL,
    locale VARCHAR(16) NOT NULL,
    ${SHOWN_COLUMN} VARCHAR(64) NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    source_version VARCHAR(64) NULL,
    tsv TSVECTOR GENERATED ALWAYS AS (
      setweight(${tsvectorOf('title')}, 'A') || setweight(${tsvectorOf('body')}, 'B') ||
      array_to_tsvector(array_prepend('kind:' || kind, string_to_array(regexp_replace(${SHOWN_COLUMN}, '(\\S+)', 'in:\\1', 'g'), ' ')))
    ) STORED,
    UNIQUE (entity_id, kind)
  )`);
  // fastupdate off: a write goes into the index at once, so no search ever reads a pending list of recent writes
  // (writes are an editor's few a minute; searches are many).
  await knex.raw(`CREATE INDEX IF NOT EXISTS ${SITE_SEARCH_TSV_INDEX} ON ${SITE_SEARCH_TABLE} USING gin (tsv) WITH (fastupdate = off)`);
  // A write's rows by document. Not led by kind: a search by kind must read the GIN index, not every row of a kind.
  await knex.raw(`CREATE INDEX IF NOT EXISTS ${SITE_SEARCH_TABLE}_document_idx ON ${SITE_SEARCH_TABLE} (document_id, kind)`);
}

async function ensureSqliteTables(strapi: Core.Strapi, knex: Knex) {
  const present = async (type: 'table' | 'trigger', name: string) =>
    ((await knex.raw('SELECT 1 FROM sqlite_master WHERE type = ? AND name = ?', [type, name])) as unknown[]).length > 0;

  const fts = SITE_SEARCH_FTS_TABLE;
  await dropOutdatedTable(strapi, knex, [
    ...Object.values(TRIGGERS).map((name) => `DROP TRIGGER IF EXISTS ${name}`),
    `DROP TABLE IF EXISTS ${fts}`,
  ]);
  // INTEGER PRIMARY KEY: the rowid, which the FTS5 table's rows are keyed by.
  await knex.raw(`CREATE TABLE IF NOT EXISTS ${SITE_SEARCH_TABLE} (
    id INTEGER PRIMARY KEY,
    kind VARCHAR(16) NOT NULL,
    entity_id INTEGER NOT NULL,
    document_id VARCHAR(255) NOT NULL,
    locale VARCHAR(16) NOT NULL,
    ${SHOWN_COLUMN} VARCHAR(64) NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    source_version VARCHAR(64) NULL,
    UNIQUE (entity_id, kind)
  )`);
  await knex.raw(`CREATE INDEX IF NOT EXISTS ${SITE_SEARCH_TABLE}_document_idx ON ${SITE_SEARCH_TABLE} (document_id, kind)`);

  const tableExisted = await present('table', fts);
  const triggersExisted = (await Promise.all(Object.values(TRIGGERS).map((name) => present('trigger', name)))).every(Boolean);
  if (!tableExisted) {
    await knex.raw(
      `CREATE VIRTUAL TABLE ${fts} USING fts5(kind, ${SHOWN_COLUMN}, title, body, content='${SITE_SEARCH_TABLE}', ` +
        `content_rowid='id', tokenize="${SITE_SEARCH_TOKENIZER}")`,
    );
  }
  // ORDER BY rank is bm25 with these weights (kept in the FTS5 table's own configuration).
  await knex.raw(`INSERT INTO ${fts}(${fts}, rank) VALUES ('rank', ?)`, [SITE_SEARCH_BM25]);
  const columns = `kind, ${SHOWN_COLUMN}, title, body`;
  const values = (row: 'new' | 'old') => `${row}.kind, ${row}.${SHOWN_COLUMN}, ${row}.title, ${row}.body`;
  await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${TRIGGERS.insert} AFTER INSERT ON ${SITE_SEARCH_TABLE} BEGIN
    INSERT INTO ${fts}(rowid, ${columns}) VALUES (new.id, ${values('new')});
  END`);
  await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${TRIGGERS.delete} AFTER DELETE ON ${SITE_SEARCH_TABLE} BEGIN
    INSERT INTO ${fts}(${fts}, rowid, ${columns}) VALUES ('delete', old.id, ${values('old')});
  END`);
  await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${TRIGGERS.update} AFTER UPDATE ON ${SITE_SEARCH_TABLE} BEGIN
    INSERT INTO ${fts}(${fts}, rowid, ${columns}) VALUES ('delete', old.id, ${values('old')});
    INSERT INTO ${fts}(rowid, ${columns}) VALUES (new.id, ${values('new')});
  END`);
  // A new FTS table is empty, and rows written while a trigger was missing are not in it: read them all again.
  if (tableExisted && !triggersExisted) {
    strapi.log.warn('Site search: a trigger of the full-text index was missing; rebuilding the index.');
  }
  if (!tableExisted || !triggersExisted) await knex.raw(`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`);
}

export interface SiteSearchBackfillReport {
  /** Entries (re)indexed: new since the last start, or changed around the document service. */
  indexed: number;
  /** Rows removed: their entries are gone or no longer public. */
  removed: number;
}

/**
 * At every start, after the seed and the clean-ups: indexes public entries that have no row yet or whose row is
 * older than the entry (the bulk seed and other writes around the document service), and drops rows of entries
 * that are gone. A start with nothing new reads the index's join once per kind.
 */
export async function backfillSiteSearch(strapi: Core.Strapi): Promise<SiteSearchBackfillReport> {
  const started = Date.now();
  const report: SiteSearchBackfillReport = { indexed: 0, removed: 0 };
  for (const kind of SEARCH_KINDS) {
    report.removed += await dropOrphanRows(strapi, kind);
    const ids = await entriesToReindex(strapi, kind);
    if (ids.length > 0) await reindex(strapi, kind, { ids });
    report.indexed += ids.length;
  }
  if (report.indexed + report.removed > 0)
    strapi.log.info(`Site search: indexed ${report.indexed} entries and removed ${report.removed} rows in ${Date.now() - started} ms.`);
  return report;
}
