import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { storedQuestionTitle } from '#src/questions/question-title.js';

const QUESTION_UID = 'api::question.question';
/** Rows read, and titled in one UPDATE, at a time: memory stays flat on 100k questions. */
const PAGE_SIZE = 500;
/**
 * The ids of untitled questions, and only those: a start with nothing to title reads an empty index, however
 * many questions there are. Made at every start (Strapi's schema sync drops indexes it does not know).
 */
export const UNTITLED_QUESTIONS_INDEX = 'questions_untitled_idx';

export interface TitleBackfillReport {
  /** Questions that had no title and now have one. */
  titled: number;
}

/**
 * Gives every question without a title (null or empty) its title from the question's text, straight in the
 * database, a page of rows per statement: rows stored before `question_title` existed, or written around the
 * document service (raw SQL, imports). Not an edit: updatedAt, the stored AI explanation and webhooks stay as
 * they are (the proxy serves no titles, so its caches hold nothing stale). Safe to run any number of times.
 */
export async function fillMissingQuestionTitles(strapi: Core.Strapi): Promise<TitleBackfillReport> {
  const { tableName, attributes } = strapi.db.metadata.get(QUESTION_UID) as {
    tableName: string;
    attributes: Record<string, { columnName?: string }>;
  };
  const titleColumn = attributes.question_title?.columnName ?? 'question_title';
  const questionColumn = attributes.question?.columnName ?? 'question';
  const knex = strapi.db.connection;
  const schema = strapi.db.getSchemaName();
  const table = (db: Knex) => (schema ? db(tableName).withSchema(schema) : db(tableName));
  const qualifiedTable = schema ? `${schema}.${tableName}` : tableName;
  // The index's condition, written the same way in the query (a literal, not a parameter), so SQLite and
  // PostgreSQL both see that the partial index answers it.
  const untitled = `(?? IS NULL OR ?? = '')`;

  await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (id) WHERE ${untitled}`, [
    UNTITLED_QUESTIONS_INDEX,
    qualifiedTable,
    titleColumn,
    titleColumn,
  ]);

  let after = 0;
  let titled = 0;
  for (;;) {
    const rows: Array<{ id: number | string; question: unknown }> = await table(knex)
      .select({ id: 'id', question: questionColumn })
      .whereRaw(untitled, [titleColumn, titleColumn])
      .andWhere('id', '>', after)
      .orderBy('id', 'asc')
      .limit(PAGE_SIZE);
    if (rows.length === 0) break;

    const bindings: unknown[] = [qualifiedTable, titleColumn];
    for (const row of rows) bindings.push(Number(row.id), storedQuestionTitle(row.question));
    bindings.push(tableName);
    // One statement per page, joined to its (id, title) pairs; VALUES names its columns column1, column2 on
    // SQLite and PostgreSQL alike, and the casts give PostgreSQL their types.
    const pairs = rows.map(() => '(CAST(? AS INTEGER), CAST(? AS TEXT))').join(', ');
    await knex.raw(`UPDATE ?? SET ?? = titles.column2 FROM (VALUES ${pairs}) AS titles WHERE ??.id = titles.column1`, bindings);
    titled += rows.length;
    // Ids only grow, so each row is read once per run whatever happens to it.
    after = Number(rows[rows.length - 1]!.id);
  }

  if (titled > 0) strapi.log.info(`Question titles: gave ${titled} question(s) a title from their text.`);
  return { titled };
}
