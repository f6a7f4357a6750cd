import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { ModelMeta } from '#src/seed/bulk-storage.js';
import { isPostgres } from '#src/db/dialect.js';
import { MIN_INDEXED_SEARCH, QUESTION_SEARCH_TABLE } from './question-search-table';
import { BASE_LOCALE } from '#src/i18n/locales.js';
import { heldQuestionIds } from './held-questions';

/**
 * The SQL behind a question list: the ids of a named list (by subtopic and/or exam name) read from
 * the link tables' indexes, and the ids of a search from the trigram index. Used by the list middleware
 * (question-list-middleware.ts) and by `GET /api/questions/ids` (the ids a sample is drawn from).
 */

const QUESTION_UID = 'api::question.question';

/** A relation from questions to a named record, as laid out in the database. */
interface NamedLink {
  linkTable: string;
  questionColumn: string;
  targetColumn: string;
  targetTable: string;
  nameColumn: string;
}

export interface QuestionListSelection {
  subtopic?: string;
  exam?: string;
  /** Text the question or its answer contains, case-insensitive. */
  search?: string;
  /**
   * Whose rows: questions are localized, and each language's version of a question is a row of its own.
   * Default: the base language (English), whose rows are the lists every language shows.
   */
  locale?: string;
  /** Leave out questions held for tests (every public list): the proxy's `held_for_tests: { $ne: true }`. */
  notHeld?: boolean;
}

/** The id queries of question lists, on the CMS's own connection. */
export function questionListQueries(strapi: Core.Strapi) {
  const database = strapi.db as unknown as { connection: Knex; metadata: { get(uid: string): ModelMeta } };
  let links: { subtopic: NamedLink; exam: NamedLink } | undefined;
  const questionsTable = () => database.metadata.get(QUESTION_UID).tableName;
  const linkOf = (attribute: string, nameAttribute: string): NamedLink => {
    const meta = database.metadata.get(QUESTION_UID).attributes[attribute];
    if (!meta?.joinTable || !meta.target) throw new Error(`questions.${attribute} is not a relation with a join table`);
    const target = database.metadata.get(meta.target);
    return {
      linkTable: meta.joinTable.name,
      questionColumn: meta.joinTable.joinColumn.name,
      targetColumn: meta.joinTable.inverseJoinColumn.name,
      targetTable: target.tableName,
      nameColumn: target.attributes[nameAttribute]?.columnName ?? nameAttribute,
    };
  };

  /**
   * The link rows of a named list and their question column; a scalar subquery resolves each name. Subtopics are
   * localized and Strapi links a question's version only to the subtopic's version in the same language, so the
   * subtopic's row of the list's language selects that language's questions. Exams are not localized: a list of
   * an exam alone keeps the questions of its language by their rows (a primary-key probe per link).
   */
  const linkQuery = (selection: QuestionListSelection): { query: Knex.QueryBuilder; questionColumn: string } => {
    links ??= { subtopic: linkOf('subtopic', 'subtopic_name'), exam: linkOf('exams', 'exam_name') };
    const knex = database.connection;
    const locale = selection.locale ?? BASE_LOCALE;
    const idOfName = (link: NamedLink, name: string, localized = false) => {
      const query = knex(link.targetTable).select('id').where(link.nameColumn, name);
      return (localized ? query.where('locale', locale) : query).limit(1);
    };
    const { subtopic, exam } = links;
    if (selection.subtopic === undefined) {
      const query = knex({ l: exam.linkTable })
        .join({ lq: questionsTable() }, 'lq.id', `l.${exam.questionColumn}`)
        .where(`l.${exam.targetColumn}`, idOfName(exam, selection.exam ?? ''))
        .where('lq.locale', locale);
      return { query, questionColumn: `l.${exam.questionColumn}` };
    }
    // Exam and subtopic: start from the (smaller) subtopic's links, probe each in the exam link's unique index.
    const query = knex({ l: subtopic.linkTable }).where(`l.${subtopic.targetColumn}`, idOfName(subtopic, selection.subtopic, true));
    if (selection.exam !== undefined)
      query
        .join({ e: exam.linkTable }, `e.${exam.questionColumn}`, `l.${subtopic.questionColumn}`)
        .where(`e.${exam.targetColumn}`, idOfName(exam, selection.exam));
    return { query, questionColumn: `l.${subtopic.questionColumn}` };
  };

  /** The rows of a search, alone or within a named list: trigram index for long texts, the list's rows for short. */
  const searchQuery = (selection: QuestionListSelection, search: string): { query: Knex.QueryBuilder; questionColumn: string } => {
    const knex = database.connection;
    const named = selection.subtopic !== undefined || selection.exam !== undefined;
    const listIds = () => {
      const { query, questionColumn } = linkQuery(selection);
      return query.select(questionColumn);
    };
    if (!isPostgres(knex) && [...search].length >= MIN_INDEXED_SEARCH) {
      // A quoted FTS5 string is one phrase; with trigrams that is "contains this text", in either column.
      const matches = knex(QUESTION_SEARCH_TABLE)
        .select('rowid')
        .whereRaw('?? MATCH ?', [QUESTION_SEARCH_TABLE, `"${search.replace(/"/g, '""')}"`]);
      // Every language's rows are indexed: a search alone keeps its language's by their rows (primary-key probes).
      if (!named)
        return {
          query: matches
            .clearSelect()
            .join({ sq: questionsTable() }, 'sq.id', `${QUESTION_SEARCH_TABLE}.rowid`)
            .where('sq.locale', selection.locale ?? BASE_LOCALE),
          questionColumn: `${QUESTION_SEARCH_TABLE}.rowid`,
        };
      // The matches are read once, as a list the link rows are probed against: a rowid constraint inside the
      // MATCH would make FTS5 run the whole phrase query again for every row of the list (0.5 s at 20k).
      const { query, questionColumn } = linkQuery(selection);
      return { query: query.whereIn(questionColumn, matches), questionColumn };
    }
    // PostgreSQL's trigram indexes serve ILIKE; a short search only looks among a named list's rows.
    const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const like = isPostgres(knex) ? 'ILIKE' : 'LIKE';
    const matches = knex({ q: 'questions' }).where((where) =>
      where.whereRaw(`q.question ${like} ? ESCAPE '\\'`, [pattern]).orWhereRaw(`q.answer ${like} ? ESCAPE '\\'`, [pattern]),
    );
    if (named) matches.whereIn('q.id', listIds());
    // SQLite gets here only within a named list, whose ids it probes by primary key.
    if (!isPostgres(knex)) return { query: matches, questionColumn: 'q.id' };
    // Materialized, so the matches are found first (in the indexes) and then ordered: asked for the first page
    // in id order, PostgreSQL would otherwise walk the primary key testing every question until it had a page.
    // A search of the whole bank keeps its language's rows after the trigram indexes found the matches (a named
    // list's rows are of one language already): inside, the locale could lead the planner away from them.
    if (named) return { query: knex.withMaterialized('matches', matches.select('q.id')).from('matches'), questionColumn: 'matches.id' };
    const query = knex
      .withMaterialized('matches', matches.select('q.id', 'q.locale'))
      .from('matches')
      .where('matches.locale', selection.locale ?? BASE_LOCALE);
    return { query, questionColumn: 'matches.id' };
  };

  const idQuery = (selection: QuestionListSelection) => {
    const ids = selection.search === undefined ? linkQuery(selection) : searchQuery(selection, selection.search);
    if (selection.notHeld) ids.query.whereNotIn(ids.questionColumn, heldQuestionIds(database.connection, questionsTable()));
    return ids;
  };

  return { linkQuery, idQuery };
}
