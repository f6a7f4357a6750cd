import type { Core } from '@strapi/strapi';
import { MIN_INDEXED_SEARCH } from '#src/questions/question-search-table.js';
import { questionListQueries, type QuestionListSelection as Selection } from '#src/questions/question-list-queries.js';

/**
 * A question list filtered by subtopic and/or exam name is read from the link tables. Strapi writes
 * these filters as `questions LEFT JOIN link LEFT JOIN subtopics WHERE subtopics.name = ?`, which SQLite can
 * only run by reading every question (for the page and again for the count), so a page cost grew with the
 * bank. Reading the page's ids from the (subtopic_id, question_id) / (exam_id, question_id) indexes and then
 * fetching those ids by primary key costs the same at any bank size. The admin search ("the question or its
 * answer contains", Strapi's `$containsi`) is answered from the trigram index (question-search-index.ts),
 * within a named list's link rows when it has one. Only the exact shapes the proxy sends are served here;
 * every other call (other sorts or filters, the Content Manager's own search) goes to Strapi unchanged.
 */

const QUESTION_UID = 'api::question.question';

/**
 * The params that may come with a served list; any other key could change the rows, so it falls through.
 * Questions are not drafted, so status selects nothing; a list is read in one language (`locale`, the base one
 * when absent: questions are localized). The core service passes its `pagination` along after turning
 * it into start/limit.
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

const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** `{ [field]: { [operator]: text } }` and nothing more, else undefined. */
function nameOf(filter: unknown, field: string, operator = '$eq'): string | undefined {
  if (!isRecord(filter) || Object.keys(filter).length !== 1 || !isRecord(filter[field])) return undefined;
  const condition = filter[field];
  return Object.keys(condition).length === 1 && typeof condition[operator] === 'string' ? condition[operator] : undefined;
}

/** `[{ question: { $containsi: s } }, { answer: { $containsi: s } }]` (proxy/src/questions/questions.ts), else undefined. */
function searchOf(filter: unknown): string | undefined {
  if (!Array.isArray(filter) || filter.length !== 2) return undefined;
  const [inQuestion, inAnswer] = filter.map((condition, index) => nameOf(condition, index === 0 ? 'question' : 'answer', '$containsi'));
  return inQuestion !== undefined && inQuestion === inAnswer && inQuestion !== '' ? inQuestion : undefined;
}

/** The filter keys a served list may have: its names, its search, and "not held" (proxy/src/questions/questions.ts). */
const SERVED_FILTERS = new Set(['subtopic', 'exams', '$or', 'held_for_tests']);

/** `{ $ne: true }` exactly (`'true'` from a query string): a public list leaves out questions held for tests. */
const isNotHeld = (condition: unknown) =>
  isRecord(condition) && Object.keys(condition).length === 1 && (condition.$ne === true || condition.$ne === 'true');

/**
 * The subtopic and/or exam names and search of a list filter, or null when the filter has any other shape,
 * or is a search too short for the index with no named list to look in.
 */
function selectionOf(filters: unknown): Selection | null {
  if (!isRecord(filters)) return null;
  const keys = Object.keys(filters);
  if (keys.length === 0 || keys.some((key) => !SERVED_FILTERS.has(key))) return null;
  const selection: Selection = {};
  if ('held_for_tests' in filters) {
    // Only "not held" (a public list's filter); with nothing else it names no list.
    if (!isNotHeld(filters.held_for_tests) || keys.length === 1) return null;
    selection.notHeld = true;
  }
  if ('$or' in filters) {
    selection.search = searchOf(filters.$or);
    if (selection.search === undefined) return null;
    const named = 'subtopic' in filters || 'exams' in filters;
    if (!named && [...selection.search].length < MIN_INDEXED_SEARCH) return null;
  }
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
  const { idQuery } = questionListQueries(strapi);

  strapi.documents.use(async (context, next) => {
    if (context.uid !== QUESTION_UID || (context.action !== 'findMany' && context.action !== 'count')) return next();
    const params = (context.params ?? {}) as ListParams;
    const selection = selectionOf(params.filters);
    if (!selection || Object.keys(params).some((key) => !SERVED_PARAMS.has(key)) || !inIdOrder(params.sort)) return next();
    // One language's rows (all of them, '*', is left to Strapi).
    if (params.locale !== undefined && (typeof params.locale !== 'string' || params.locale === '*')) return next();
    if (typeof params.locale === 'string') selection.locale = params.locale;
    // The subtopic relation is manyToOne and both link tables are unique on (question, other side), so
    // count(*) equals Strapi's count(distinct questions.id); a search yields each question once too.
    if (context.action === 'count') {
      const row = (await idQuery(selection).query.count({ count: '*' }).first()) as { count: number | string } | undefined;
      return Number(row?.count ?? 0);
    }

    // Pagination Strapi has not turned into start/limit yet is left to Strapi.
    if (params.pagination !== undefined && (params.start === undefined || params.limit === undefined)) return next();
    const { query, questionColumn: column } = idQuery(selection);
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
