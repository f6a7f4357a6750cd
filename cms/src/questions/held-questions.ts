import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

/**
 * Questions held for tests: a question a paper keeps to itself (`held_for_tests`) is left out of every public read
 * (lists, draws, pages, the sitemap, site search, the AI explanation). Strapi writes the column's default only
 * through the document service: rows written around it (the bulk seed, imports, rows from before the column) may
 * hold NULL, which counts as "not held" in every query here and is set to false at start-up.
 */

const QUESTION_UID = 'api::question.question';
export const HELD_COLUMN = 'held_for_tests';
const HELD_INDEX = 'questions_held_for_tests_idx';

/** The questions table's name (Strapi's metadata). */
export const questionsTableOf = (strapi: Core.Strapi): string => strapi.db.metadata.get(QUESTION_UID).tableName;

/**
 * The ids of held question rows: a small set read from its index, so `id NOT IN (…)` costs the held questions'
 * number, not the bank's (a question is held for a paper; a bank holds many more practice questions).
 */
export function heldQuestionIds(knex: Knex, table: string): Knex.QueryBuilder {
  return knex(table).select('id').where(HELD_COLUMN, true);
}

/** Rows of `table` (aliased `alias`) that are not held: false or NULL. */
export function whereNotHeld(query: Knex.QueryBuilder, alias: string): Knex.QueryBuilder {
  return query.where((where) => where.where(`${alias}.${HELD_COLUMN}`, false).orWhereNull(`${alias}.${HELD_COLUMN}`));
}

/**
 * Rows (aliased `alias`) of documents none of whose versions is held: the flag is shared by every language, but a
 * translation written around the document service could disagree with its English version, and held wins.
 */
export function whereDocumentNotHeld(query: Knex.QueryBuilder, alias: string, table: string): Knex.QueryBuilder {
  return query.whereNotExists(function () {
    this.select(1)
      .from({ held: table })
      .whereRaw('?? = ??', ['held.document_id', `${alias}.document_id`])
      .where(`held.${HELD_COLUMN}`, true);
  });
}

/** At start-up: NULLs made false (so Strapi's own `$ne: true` filter keeps them) and the index the held set is read from. */
export async function ensureHeldQuestionColumn(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const table = questionsTableOf(strapi);
  await knex(table)
    .whereNull(HELD_COLUMN)
    .update({ [HELD_COLUMN]: false });
  await knex.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (??)', [HELD_INDEX, table, HELD_COLUMN]);
}

/**
 * Holds these questions (every language's version: the flag is not translated). One UPDATE around the document
 * service on purpose: holding is not an edit of the question (its stored AI explanation stays); the caller brings
 * the site search up to date. In the caller's transaction when there is one. Answers the document ids it changed.
 */
export async function holdQuestions(strapi: Core.Strapi, documentIds: string[]): Promise<string[]> {
  if (documentIds.length === 0) return [];
  const table = questionsTableOf(strapi);
  return strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
    const changed = (await trx(table)
      .distinct('document_id')
      .whereIn('document_id', documentIds)
      .where((where) => where.where(HELD_COLUMN, false).orWhereNull(HELD_COLUMN))) as Array<{ document_id: string }>;
    const ids = changed.map((row) => row.document_id);
    if (ids.length > 0)
      await trx(table)
        .whereIn('document_id', ids)
        .update({ [HELD_COLUMN]: true });
    return ids;
  });
}
