import { describe, expect, it } from 'vitest';
import { requireFromCms, testDatabase, type Stack } from '#test/helpers/stack.js';
import { useAdminStack, type AdminClient } from '#test/helpers/admin.js';
import type { Fixtures } from '#test/helpers/fixtures.js';
import { planOf as planQuery, selectsOf, type Query } from '#test/helpers/query-plans.js';

/**
 * The plans of the queries Strapi runs for each question list the proxy asks for, on the database of
 * this run (SQLite, or PostgreSQL with TEST_DATABASE=postgres). The SQL is captured from Strapi's own knex
 * connection while the proxy answers, then explained on the same connection with the same bindings.
 */

let stack: Stack;
let api: AdminClient;
let fx: Fixtures;
useAdminStack((started) => ({ stack, api, fx } = started));

/**
 * The SELECTs `call` makes Strapi run for a list: from `questions`, from the link tables the CMS reads a
 * named list's ids from, and the populate of the options (not the other populates).
 */
async function questionQueriesOf(call: () => Promise<unknown>): Promise<Query[]> {
  const lists =
    testDatabase === 'postgres'
      ? /from "public"\."questions" as "t0"|from "public"\."questions_(subtopic|exams)_lnk" as "l"|from ("public"\.)?"questions" as "q"|components_question_option/
      : /from `questions` as `t0`|from `questions_(subtopic|exams)_lnk` as `l`|from `questions_search`|from `questions` as `q`|components_question_option/;
  return (await selectsOf(stack, call)).filter((query) => lists.test(query.sql));
}

const planOf = (query: Query) => planQuery(stack, query);

/** The question list calls, each with the questions queries it causes. */
const LIST_CALLS: Array<[string, () => Promise<unknown>]> = [
  ['a page of a subtopic', () => stack.json('/api/questions/subtopic/percentages?limit=2&page=1')],
  ['a page of an exam and subtopic', () => stack.json('/api/questions/exam/SSC%20CGL/subtopic/percentages?limit=2')],
  ['the ids a sample is drawn from, and the drawn records', () => stack.json('/api/questions/subtopic/time-and-work?sample=2')],
  ['a page of an exam (admin)', () => api.get('/api/questions/all/exam/SSC%20CGL?limit=10')],
  ['a search in a subtopic (admin)', () => api.get('/api/questions/all/subtopic/percentages?search=price&limit=10')],
  ['a search in an exam (admin)', () => api.get('/api/questions/all/exam/SSC%20CGL?search=PRICE&limit=10')],
  ['a search shorter than a trigram, in a subtopic (admin)', () => api.get('/api/questions/all/subtopic/percentages?search=20&limit=10')],
];

describe(`question list query plans (${testDatabase})`, () => {
  it.each(LIST_CALLS)('%s: names and links are looked up through indexes', async (_name, call) => {
    stack.proxy.cache.purge();
    const queries = await questionQueriesOf(call);
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      const plan = await planOf(query);
      const context = `${query.sql}\n${plan}`;
      if (testDatabase === 'postgres') {
        expect(plan, context).not.toMatch(/Seq Scan/);
        if (/"t2"\."subtopic_name" =/.test(query.sql)) expect(plan, context).toMatch(/subtopics_subtopic_name_idx/);
        if (/"t\d"\."exam_name" =/.test(query.sql)) expect(plan, context).toMatch(/exams_exam_name_idx/);
        if (/questions_subtopic_lnk/.test(query.sql)) expect(plan, context).toMatch(/on questions_subtopic_lnk /);
      } else if (/questions_search/.test(query.sql)) {
        // A search reads the trigram index (M: the MATCH) and probes the list's link rows, never a whole table.
        expect(plan, context).toMatch(/^SCAN questions_search VIRTUAL TABLE INDEX \d+:\S*M/m);
        expect(plan.replace(/^SCAN questions_search VIRTUAL TABLE INDEX.*$/m, ''), context).not.toMatch(/^SCAN /m);
      } else {
        // Named lists read their ids and counts from the link indexes, then the page's records by primary key.
        expect(plan, context).not.toMatch(/^SCAN /m);
        // Every question has options, so the field-only index would read the whole table.
        if (/components_question_option/.test(query.sql)) expect(plan, context).not.toMatch(/questions_field_idx/);
        // A list is read in id order straight from its index (a sample's few drawn records, and a page's
        // options by their position, may be sorted).
        else if (!/document_id` in/.test(query.sql)) expect(plan, context).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
      }
    }
  });

  it.each([
    ['a subtopic', 3, { subtopic: { subtopic_name: { $eq: 'percentages' } } }],
    ['an exam', 2, { exams: { exam_name: { $eq: 'SSC CGL' } } }],
    ['an exam and subtopic', 1, { exams: { exam_name: { $eq: 'SSC CGL' } }, subtopic: { subtopic_name: { $eq: 'percentages' } } }],
    ['an unknown name', 0, { subtopic: { subtopic_name: { $eq: 'no-such-subtopic' } } }],
  ])('a list of %s read from the link tables has the same records and count as Strapi gives', async (_name, atLeast, filters) => {
    const questions = stack.strapi.documents('api::question.question');
    const populate = { subtopic: { fields: ['subtopic_name'] }, exams: { fields: ['exam_name'] }, options: true } as const;
    // The second sort key makes the CMS's link-table path step aside, so this is Strapi's own answer.
    const strapiSort = ['id:asc', 'documentId:asc'];
    for (const start of [0, 2]) {
      const served = await questions.findMany({ filters, populate, sort: ['id:asc'], start, limit: 2 });
      const own = await questions.findMany({ filters, populate, sort: strapiSort, start, limit: 2 });
      expect(served).toEqual(own);
    }
    const count = await questions.count({ filters });
    expect(count).toBeGreaterThanOrEqual(atLeast);
    expect(count).toBe(await questions.count({ filters: { $and: [filters] } }));
  });

  it('a public list (questions held for tests left out) read from the link tables has the records and count Strapi gives', async () => {
    const questions = stack.strapi.documents('api::question.question');
    const held = fx.questions.percentQuestions[1].documentId;
    await questions.update({ documentId: held, data: { held_for_tests: true } });
    try {
      for (const named of [{ subtopic: { subtopic_name: { $eq: 'percentages' } } }, { exams: { exam_name: { $eq: 'SSC CGL' } } }]) {
        const filters = { ...named, held_for_tests: { $ne: true } };
        const served = await questions.findMany({ filters, fields: ['documentId'], sort: ['id:asc'], start: 0, limit: 100 });
        const own = await questions.findMany({ filters, fields: ['documentId'], sort: ['id:asc', 'documentId:asc'], start: 0, limit: 100 });
        expect(served).toEqual(own);
        expect(served.map((row: { documentId: string }) => row.documentId)).not.toContain(held);
        expect(await questions.count({ filters })).toBe((await questions.count({ filters: named })) - 1);
        // The held set is read from its own index: never a walk of the questions table.
        // Served by the CMS's link-table path (question-list-middleware.ts), not Strapi's join over every question.
        const counts = await selectsOf(stack, () => questions.count({ filters }));
        const query = counts.find((select) => /_lnk.*held_for_tests/s.test(select.sql));
        expect(query, counts.map((select) => select.sql).join('\n')).toBeDefined();
        const plan = await planOf(query!);
        expect(plan, `${query!.sql}\n${plan}`).not.toMatch(testDatabase === 'postgres' ? /Seq Scan on questions\b/ : /^SCAN /m);
      }
    } finally {
      await questions.update({ documentId: held, data: { held_for_tests: false } });
    }
  });

  it('the drawn records of a sample are read by document id through an index on both databases', async () => {
    await stack.json('/api/questions/subtopic/percentages?sample=2'); // the ids are known from here on
    const [records] = await questionQueriesOf(() => stack.json('/api/questions/subtopic/percentages?sample=2'));
    const plan = await planOf(records);
    expect(records.sql).toMatch(/document_id.{0,3} in \(/);
    expect(plan).toMatch(/questions_documents_idx/);
    expect(plan).not.toMatch(/SCAN t0$|Seq Scan/m);
  });

  it('the CMS made its indexes at start-up, and making them again changes nothing', async () => {
    const { ensureQuestionListIndexes, QUESTION_LIST_INDEXES } = requireFromCms('./dist/src/bootstrap/question-indexes.js') as {
      ensureQuestionListIndexes: (strapi: unknown) => Promise<void>;
      QUESTION_LIST_INDEXES: Array<{ name: string; table: string }>;
    };
    await ensureQuestionListIndexes(stack.strapi);
    const knex = stack.strapi.db.connection;
    for (const { name, table } of QUESTION_LIST_INDEXES) {
      const found =
        testDatabase === 'postgres'
          ? (await knex.raw('select indexname from pg_indexes where tablename = ? and indexname = ?', [table, name])).rows
          : await knex.raw(`select name from sqlite_master where type = 'index' and tbl_name = ? and name = ?`, [table, name]);
      expect(found, name).toHaveLength(1);
    }
  });
});
