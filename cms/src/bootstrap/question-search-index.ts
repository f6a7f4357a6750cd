import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { isPostgres } from '#src/db/dialect.js';
import { QUESTION_SEARCH_TABLE } from '#src/questions/question-search-table.js';

/**
 * The index behind the admin question search: "text the question or its answer contains", found
 * without reading every question. A substring search needs trigrams, not words: editors look for fragments
 * such as `1,23,500`, `20%` or half a word, and Devanagari has no word stems to lean on.
 *
 * - SQLite: an FTS5 table with the trigram tokenizer over `questions.question` and `questions.answer`
 *   (external content: it stores the index, not a second copy of the text), kept current by triggers on
 *   every write, whoever makes it (document service, bulk seed, start-up clean-up).
 * - PostgreSQL: pg_trgm's GIN indexes on the same two columns, which the planner uses for ILIKE.
 *
 * Either way only searches of at least MIN_INDEXED_SEARCH characters can be answered from the index; the
 * proxy asks for shorter ones only inside a subtopic or exam, whose rows come from the link indexes.
 * Made at every start with IF NOT EXISTS, like question-indexes.ts.
 */

/** PostgreSQL's trigram indexes, one per searched column (a BitmapOr joins them for `question OR answer`). */
export const QUESTION_SEARCH_PG_INDEXES = [
  { name: 'questions_question_trgm_idx', column: 'question' },
  { name: 'questions_answer_trgm_idx', column: 'answer' },
];

const TRIGGERS = {
  insert: `${QUESTION_SEARCH_TABLE}_after_insert`,
  delete: `${QUESTION_SEARCH_TABLE}_after_delete`,
  update: `${QUESTION_SEARCH_TABLE}_after_update`,
};

export async function ensureQuestionSearchIndex(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  if (isPostgres(knex)) return ensurePostgresTrigramIndexes(strapi, knex);
  return ensureSqliteTrigramTable(strapi, knex);
}

async function ensurePostgresTrigramIndexes(strapi: Core.Strapi, knex: Knex) {
  try {
    // pg_trgm ships with PostgreSQL and is a trusted extension: the database's owner may create it.
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  } catch (error) {
    strapi.log.warn(
      `Question search: could not create the pg_trgm extension (${(error as Error).message}). ` +
        'Ask a superuser to run CREATE EXTENSION pg_trgm in this database; until then a search reads every question.',
    );
    return;
  }
  for (const { name, column } of QUESTION_SEARCH_PG_INDEXES)
    await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON questions USING gin (?? gin_trgm_ops)', [name, column]);
}

async function ensureSqliteTrigramTable(strapi: Core.Strapi, knex: Knex) {
  const present = async (type: 'table' | 'trigger', name: string) =>
    ((await knex.raw('SELECT 1 FROM sqlite_master WHERE type = ? AND name = ?', [type, name])) as unknown[]).length > 0;

  const tableExisted = await present('table', QUESTION_SEARCH_TABLE);
  const triggersExisted = (await Promise.all(Object.values(TRIGGERS).map((name) => present('trigger', name)))).every(Boolean);
  if (!tableExisted)
    await knex.raw(`CREATE VIRTUAL TABLE ?? USING fts5(question, answer, content='questions', content_rowid='id', tokenize='trigram')`, [
      QUESTION_SEARCH_TABLE,
    ]);
  // The statements SQLite's manual gives for an external-content table.
  const table = QUESTION_SEARCH_TABLE;
  await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${TRIGGERS.insert} AFTER INSERT ON questions BEGIN
    INSERT INTO ${table}(rowid, question, answer) VALUES (new.id, new.question, new.answer);
  END`);
  await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${TRIGGERS.delete} AFTER DELETE ON questions BEGIN
    INSERT INTO ${table}(${table}, rowid, question, answer) VALUES ('delete', old.id, old.question, old.answer);
  END`);
  await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${TRIGGERS.update} AFTER UPDATE OF question, answer ON questions BEGIN
    INSERT INTO ${table}(${table}, rowid, question, answer) VALUES ('delete', old.id, old.question, old.answer);
    INSERT INTO ${table}(rowid, question, answer) VALUES (new.id, new.question, new.answer);
  END`);

  // A new table is empty, and writes made while a trigger was missing (Strapi rebuilds a table, dropping its
  // triggers, when its schema changes) are not in the index: read it all again from `questions`, once.
  if (!tableExisted || !triggersExisted) {
    const started = Date.now();
    await knex.raw(`INSERT INTO ${table}(${table}) VALUES ('rebuild')`);
    const { count } = (await knex('questions').count({ count: '*' }).first()) as { count: number };
    if (count > 0) strapi.log.info(`Question search: indexed ${count} questions in ${Date.now() - started} ms.`);
  }
}
