import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { ModelMeta } from '../seed/bulk-storage';

/**
 * Issue #13: a question list filtered by subtopic and/or exam name is read from the link tables. Strapi writes
 * these filters as `questions LEFT JOIN link LEFT JOIN subtopics WHERE subtopics.name = ?`, which SQLite can
 * only run by reading every question (for the page and again for the count), so a page cost grew with the
 * bank. Reading the page's ids from the (subtopic_id, question_id) / (exam_id, question_id) indexes and then
 * fetching those ids by primary key costs the same at any bank size. Only the exact shapes the proxy sends
 * are served here; every other call (search, other sorts or filters) goes to Strapi unchanged.
 */

const QUESTION_UID = 'api::question.question';

/**
 * The params that may come with a served list; any other key could change the rows, so it falls through.
 * Questions are neither localized nor drafted, so locale and status select nothing. The core service passes
 * its `pagination` along after turning it into start/limit.
 */
const SERVED_PARAMS = new Set(['filters', 'sort', 'start', 'limit', 'pagination', 'fields', 'populate', 'locale', 'status']);

interface ListParams {
  filters?: unknown;
  sort?: unknown;
  start?: number;
  limit?: number;
  pagination?: unknown;
  [key: string]: unknown;
}

/** A relation from questions to a named record, as laid out in the database. */
interface NamedLink {
  linkTable: string;
  questionColumn: string;
  targetColumn: string;
  targetTable: string;
  nameColumn: string;
}

interface Selection {
  subtopic?: string;
  exam?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** `{ [relation]: { [field]: { $eq: name } } }` and nothing more, else undefined. */
function nameOf(filter: unknown, field: string): string | undefined {
  if (!isRecord(filter) || Object.keys(filter).length !== 1 || !isRecord(filter[field])) return undefined;
  const condition = filter[field];
  return Object.keys(condition).length === 1 && typeof condition.$eq === 'string' ? condition.$eq : undefined;
}

/** The subtopic and/or exam names of a list filter, or null when the filter has any other shape. */
function selectionOf(filters: unknown): Selection | null {
  if (!isRecord(filters)) return null;
  const keys = Object.keys(filters);
  if (keys.length === 0 || keys.some((key) => key !== 'subtopic' && key !== 'exams')) return null;
  const selection: Selection = {};
  if ('subtopic' in filters) {
    selection.subtopic = nameOf(filters.subtopic, 'subtopic_name');
    if (selection.subtopic === undefined) return null;
  }
  if ('exams' in filters) {
    selection.exam = nameOf(filters.exams, 'exam_name');
    if (selection.exam === undefined) return null;
  }
  return selection;
}

/** Question-id order is what the link indexes give; any other sort falls through. */
const inIdOrder = (sort: unknown) =>
  sort === undefined || sort === 'id:asc' || (Array.isArray(sort) && sort.length === 1 && sort[0] === 'id:asc');

export function serveQuestionListsFromLinks(strapi: Core.Strapi) {
  const database = strapi.db as unknown as { connection: Knex; metadata: { get(uid: string): ModelMeta } };
  let links: { subtopic: NamedLink; exam: NamedLink } | undefined;
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

  /** The link rows of the selection and their question column; a scalar subquery resolves each name. */
  const linkQuery = (selection: Selection): { query: Knex.QueryBuilder; questionColumn: string } => {
    links ??= { subtopic: linkOf('subtopic', 'subtopic_name'), exam: linkOf('exams', 'exam_name') };
    const knex = database.connection;
    const idOfName = (link: NamedLink, name: string) => knex(link.targetTable).select('id').where(link.nameColumn, name).limit(1);
    const { subtopic, exam } = links;
    if (selection.subtopic === undefined) {
      const query = knex({ l: exam.linkTable }).where(`l.${exam.targetColumn}`, idOfName(exam, selection.exam ?? ''));
      return { query, questionColumn: `l.${exam.questionColumn}` };
    }
    // Exam and subtopic: start from the (smaller) subtopic's links, probe each in the exam link's unique index.
    const query = knex({ l: subtopic.linkTable }).where(`l.${subtopic.targetColumn}`, idOfName(subtopic, selection.subtopic));
    if (selection.exam !== undefined)
      query
        .join({ e: exam.linkTable }, `e.${exam.questionColumn}`, `l.${subtopic.questionColumn}`)
        .where(`e.${exam.targetColumn}`, idOfName(exam, selection.exam));
    return { query, questionColumn: `l.${subtopic.questionColumn}` };
  };

  strapi.documents.use(async (context, next) => {
    if (context.uid !== QUESTION_UID || (context.action !== 'findMany' && context.action !== 'count')) return next();
    const params = (context.params ?? {}) as ListParams;
    const selection = selectionOf(params.filters);
    if (!selection || Object.keys(params).some((key) => !SERVED_PARAMS.has(key)) || !inIdOrder(params.sort)) return next();
    // The subtopic relation is manyToOne and both link tables are unique on (question, other side), so
    // count(*) equals Strapi's count(distinct questions.id).
    if (context.action === 'count') {
      const row = (await linkQuery(selection).query.count({ count: '*' }).first()) as { count: number | string } | undefined;
      return Number(row?.count ?? 0);
    }

    // Pagination Strapi has not turned into start/limit yet is left to Strapi.
    if (params.pagination !== undefined && (params.start === undefined || params.limit === undefined)) return next();
    const { query, questionColumn: column } = linkQuery(selection);
    const { start, limit, pagination: _pagination, ...rest } = params;
    query.select({ id: column }).orderBy(column, 'asc');
    if (limit !== undefined && limit !== null) query.limit(Number(limit));
    if (start) query.offset(Number(start));
    const ids = ((await query) as Array<{ id: number }>).map((row) => row.id);
    if (ids.length === 0) return [];
    // Strapi fetches the page by primary key, with its own populate, fields and output; the id filter keeps id order.
    context.params = { ...rest, sort: ['id:asc'], filters: { id: { $in: ids } } } as typeof context.params;
    return next();
  });
}
