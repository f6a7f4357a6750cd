import { describe, expect, it } from 'vitest';
import { requireFromCms, testDatabase, type Stack } from '#test/helpers/stack.js';
import { useAdminStack, type AdminClient } from '#test/helpers/admin.js';
import { planOf, selectsOf } from '#test/helpers/query-plans.js';

/**
 * The admin question search ("the question or its answer contains") is answered from a trigram
 * index (cms/src/bootstrap/question-search-index.ts: FTS5 on SQLite, pg_trgm on PostgreSQL), on the database
 * of this run, with the same questions and count Strapi's own `$containsi` gives, and the index follows writes.
 */

let stack: Stack;
let api: AdminClient;
useAdminStack((started) => ({ stack, api } = started));

const QUESTION = 'api::question.question';
const questions = () => stack.strapi.documents(QUESTION);
const searchFilter = (text: string) => ({ $or: [{ question: { $containsi: text } }, { answer: { $containsi: text } }] });
/** A second sort key makes the CMS's served path step aside, so this is Strapi's own answer. */
const STRAPI_OWN_SORT = ['id:asc', 'documentId:asc'];

async function servedAndOwn(filters: Record<string, unknown>) {
  const served = await questions().findMany({ filters, fields: ['question', 'answer'], sort: ['id:asc'] });
  const own = await questions().findMany({ filters, fields: ['question', 'answer'], sort: STRAPI_OWN_SORT });
  return {
    served: served.map((row: { documentId: string }) => row.documentId),
    own: own.map((row: { documentId: string }) => row.documentId),
    count: await questions().count({ filters }),
  };
}

describe(`admin question search (${testDatabase})`, () => {
  it.each([
    ['a word of the question, in a subtopic', { subtopic: { subtopic_name: { $eq: 'percentages' } }, ...searchFilter('price') }, 1],
    ['another case, in an exam', { exams: { exam_name: { $eq: 'SSC CGL' } }, ...searchFilter('WHAT IS') }, 1],
    ['an answer', { subtopic: { subtopic_name: { $eq: 'percentages' } }, ...searchFilter('25%') }, 1],
    ['two characters, in a subtopic', { subtopic: { subtopic_name: { $eq: 'percentages' } }, ...searchFilter('20') }, 1],
    ['the whole bank', searchFilter('days'), 1],
    ['LIKE wildcards taken literally', { subtopic: { subtopic_name: { $eq: 'percentages' } }, ...searchFilter('_%') }, 0],
    ['a double quote', searchFilter('"price'), 0],
    ['no match', searchFilter('zebra crossing'), 0],
  ])('%s: the same questions and count as Strapi gives', async (_name, filters, atLeast) => {
    const { served, own, count } = await servedAndOwn(filters);
    expect(served).toEqual(own);
    expect(count).toBe(own.length);
    expect(count).toBeGreaterThanOrEqual(atLeast);
  });

  it('the search answers through the proxy with its page headers', async () => {
    const answer = await api.get('/api/questions/all/subtopic/percentages?search=Price&limit=10');
    expect(answer.status).toBe(200);
    const texts = (answer.body as Array<{ question: { question: string } }>).map((record) => record.question.question);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text.toLowerCase()).toContain('price');
    expect(answer.headers.get('x-total-count')).toBe(String(texts.length));
  });

  it('a search of the whole bank is read from the trigram index, not by reading every question', async () => {
    const selects = await selectsOf(stack, () => questions().findMany({ filters: searchFilter('job in'), sort: ['id:asc'], limit: 10 }));
    const search = selects.find((query) => /questions_search|ilike/i.test(query.sql));
    expect(search, selects.map((query) => query.sql).join('\n')).toBeDefined();
    const plan = await planOf(stack, search!);
    if (testDatabase === 'postgres') {
      expect(plan).toMatch(/questions_question_trgm_idx/);
      expect(plan).toMatch(/questions_answer_trgm_idx/);
      expect(plan).not.toMatch(/Seq Scan/);
    } else {
      expect(plan).toMatch(/^SCAN questions_search VIRTUAL TABLE INDEX \d+:\S*M/m);
      expect(plan).not.toMatch(/^SCAN (?!questions_search VIRTUAL)/m);
    }
  });

  it('the index follows every write: create, edit and delete', async () => {
    const marker = `quokka${Date.now()}`;
    const created = await questions().create({
      data: { question: `<p>Where does the ${marker} live?</p>`, question_type: 'text', answer: 'Rottnest' },
    });
    const found = async (text: string) =>
      (await questions().findMany({ filters: searchFilter(text), sort: ['id:asc'] })).map((row: { documentId: string }) => row.documentId);
    expect(await found(marker)).toEqual([created.documentId]);
    expect(await found('rottnest')).toEqual([created.documentId]);

    await questions().update({ documentId: created.documentId, data: { question: '<p>Which island is car-free?</p>' } });
    expect(await found(marker)).toEqual([]);
    expect(await found('car-free')).toEqual([created.documentId]);

    await questions().delete({ documentId: created.documentId });
    expect(await found('car-free')).toEqual([]);
    expect(await found('rottnest')).toEqual([]);
  });

  it('the CMS made the index at start-up; made again (or after losing a trigger) it still finds every question', async () => {
    const { ensureQuestionSearchIndex } = requireFromCms('./dist/src/bootstrap/question-search-index.js') as {
      ensureQuestionSearchIndex: (strapi: unknown) => Promise<void>;
    };
    const knex = stack.strapi.db.connection;
    // Strapi rebuilds a SQLite table when its schema changes, which drops its triggers: writes then go unseen.
    if (testDatabase !== 'postgres') await knex.raw('DROP TRIGGER questions_search_after_insert');
    const unseen = await questions().create({
      data: { question: '<p>Written while the index slept</p>', question_type: 'text', answer: 'x' },
    });
    await ensureQuestionSearchIndex(stack.strapi);
    const { served, own } = await servedAndOwn(searchFilter('index slept'));
    expect(served).toEqual([unseen.documentId]);
    expect(own).toEqual(served);
    if (testDatabase === 'postgres') {
      const indexes = await knex.raw(`select indexname from pg_indexes where tablename = 'questions' and indexname like '%trgm%'`);
      expect(indexes.rows.map((row: { indexname: string }) => row.indexname).sort()).toEqual([
        'questions_answer_trgm_idx',
        'questions_question_trgm_idx',
      ]);
    } else {
      // FTS5's own check: the index agrees with the questions table, row for row.
      await expect(knex.raw(`INSERT INTO questions_search(questions_search, rank) VALUES ('integrity-check', 1)`)).resolves.toBeDefined();
    }
    await questions().delete({ documentId: unseen.documentId });
  });
});
