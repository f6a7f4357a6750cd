import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdministrator, adminClient, questionForm, signIn, type AdminClient } from '#harness/admin.js';
import { uploadPng, type Fixtures, startFixtureStack } from '#harness/fixtures.js';
import { testDatabase, type Stack } from '#harness/stack.js';
import { cmsCall, ndjson, textLineOf } from '#test/helpers/cms-batch-writer.js';

/**
 * The CMS's batch writer of the question import: POST /api/questions/import (NDJSON, one write-ready question a line, all written
 * in one transaction) and GET /api/questions/import-keys (the duplicate check), called on the test stack's Strapi
 * with the proxy's token, as the proxy calls them. What it writes must read back through the proxy's public and
 * admin APIs exactly like a question made with the admin form, on this run's database.
 */

const QUESTION = 'api::question.question';

let stack: Stack;
let fx: Fixtures;
let api: AdminClient;
let subtopic: { documentId: string };

/** A call to Strapi with the proxy's API token. */
const cms = (method: string, url: string, init?: Parameters<typeof cmsCall>[3]) => cmsCall(stack, method, url, init);
const importLines = (lines: unknown[]) => cms('POST', '/api/questions/import', { body: ndjson(lines), type: 'application/x-ndjson' });
const textLine = (text: string, options: string[], correct: number, extra?: Record<string, unknown>) =>
  textLineOf(subtopic.documentId, text, options, correct, extra);

const questionCount = async () => Number(await stack.strapi.db.query(QUESTION).count());

/** A public record with the ids made at write time taken out (each question and option has its own). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const withoutIds = (record: any) => ({
  question: { ...record.question, _id: undefined },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  options: record.options.map((option: any) => ({ ...option, _id: undefined })),
});

beforeAll(async () => {
  ({ stack, fx } = await startFixtureStack());
  subtopic = await stack.strapi
    .documents('api::subtopic.subtopic')
    .create({ data: { subtopic_name: 'imported-set', category: 'Arithmetic', topic: fx.topics.aptitude.documentId } });
  const admin = await createAdministrator(stack.strapi);
  api = adminClient(stack, await signIn(stack, admin.username, admin.password));
  await stack.settle();
  stack.proxy.cache.purge();
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('POST /api/questions/import (the CMS batch writer)', () => {
  it('writes questions that the public API reads exactly like questions made with the admin form', async () => {
    const text = '<p>A train covers 120 km in 2 hours. What is its speed?</p>';
    const options = ['<p>50 km/h</p>', '<p>60 km/h</p>', '<p>70 km/h</p>'];
    const form = await api.post(
      '/api/questions/add',
      questionForm({
        question: text,
        subtopic_id: subtopic.documentId,
        answer: options[1],
        explanation: '<p>Because.</p>',
        exam_ids: [fx.exams.sscCgl.documentId],
        options: options.map((option_text) => ({ option_type: 'text', option_text })),
      }),
    );
    expect(form.status, JSON.stringify(form.body)).toBe(201);

    const imported = await importLines([textLine(text, options, 1, { exams: [fx.exams.sscCgl.documentId] })]);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toEqual({ created: 1, documentIds: [expect.any(String)] });
    const [documentId] = imported.body.documentIds;

    stack.proxy.cache.purge();
    const list = await stack.json('/api/questions/subtopic/imported-set');
    expect(list.status).toBe(200);
    // In the subtopic's order: the form's question first, the imported one appended after it.
    expect(list.body.map((record: { question: { _id: string } }) => record.question._id)).toEqual([form.body.question._id, documentId]);
    expect(withoutIds(list.body[1])).toEqual(withoutIds(list.body[0]));
    expect(list.body[1].options.map((option: { _id: string }) => option._id)).toEqual([
      expect.stringMatching(/^[0-9a-f]{16}$/),
      expect.stringMatching(/^[0-9a-f]{16}$/),
      expect.stringMatching(/^[0-9a-f]{16}$/),
    ]);

    // By exam, and on the question's own page.
    const byExam = await stack.json('/api/questions/exam/SSC%20CGL/subtopic/imported-set');
    expect(byExam.body.map((record: { question: { _id: string } }) => record.question._id)).toEqual([form.body.question._id, documentId]);
    const [formPage, importedPage] = await Promise.all([
      stack.json(`/api/questions/page/${form.body.question._id}`),
      stack.json(`/api/questions/page/${documentId}`),
    ]);
    expect(importedPage.status).toBe(200);
    expect(withoutIds(importedPage.body.record)).toEqual(withoutIds(formPage.body.record));
    // Title, topic and subtopic names, language: the same; the address differs only by the id.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars, @typescript-eslint/no-explicit-any
    const place = ({ record, url, previous, next, ...rest }: any) => rest;
    expect(place(importedPage.body)).toEqual(place(formPage.body));
    expect(importedPage.body.url).toBe(formPage.body.url.replace(form.body.question._id, documentId));
    // Neighbours in the subtopic's order.
    expect(importedPage.body.previous._id).toBe(form.body.question._id);
    expect(formPage.body.next._id).toBe(documentId);

    // Strapi's list name for it, as the document-service middleware would have set it.
    const row = await stack.strapi.db.query(QUESTION).findOne({ where: { documentId }, select: ['question_title', 'locale'] });
    expect(row).toEqual({ question_title: 'A train covers 120 km in 2 hours. What is its speed?', locale: 'en' });
  });

  it('attaches the question picture and option pictures (upload file ids)', async () => {
    const chart = await uploadPng(stack.strapi, 'import-chart.png');
    const figure = await uploadPng(stack.strapi, 'import-figure.png');
    const line = {
      ...textLine('<p>Which figure comes next?</p>', ['', '<p>None of these</p>'], 0, { answer: 'A' }),
      question_type: 'image',
      question_image: chart.id,
    };
    line.options[0] = { option_key: 'A', option_type: 'image', option_text: '', image: figure.id };
    const imported = await importLines([line]);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const [documentId] = imported.body.documentIds;

    const record = await stack.json(`/api/questions/id/${documentId}`);
    expect(record.status).toBe(200);
    expect(record.body.question).toMatchObject({ question_type: 'image', question_image_url: path.basename(chart.url), answer: 'A' });
    expect(record.body.options.map((option: { option_type: string }) => option.option_type)).toEqual(['image', 'text']);
    expect(JSON.stringify(record.body.options[0])).toContain(path.basename(figure.url));

    // Strapi's own reading of the links (the document service populates media through files_related_mph).
    const stored = await stack.strapi
      .documents(QUESTION)
      .findOne({ documentId, populate: { question_image: true, options: { populate: { image: true } } } });
    expect(stored.question_image.id).toBe(chart.id);
    expect(stored.options[0].image.id).toBe(figure.id);
    expect(stored.options[1].image).toBeNull();
  });

  it('cleans rich text with the CMS sanitiser (scripts and event handlers removed)', async () => {
    const imported = await importLines([
      textLine(
        '<p onclick="steal()">Safe text</p><script>alert(1)</script><img src=x onerror=alert(2)>',
        ['<p>One</p><script>alert(3)</script>', '<p>Two</p>'],
        0,
        { answer: '<p>One</p><script>alert(3)</script>', explanation: '<p>Why</p><iframe src="https://evil.example"></iframe>' },
      ),
    ]);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const row = await stack.strapi.db.query(QUESTION).findOne({
      where: { documentId: imported.body.documentIds[0] },
      populate: { options: true },
    });
    expect(row.question).toBe('<p>Safe text</p>');
    expect(row.explanation).toBe('<p>Why</p>');
    expect(row.answer).toBe('<p>One</p>');
    expect(row.options.map((option: { option_text: string }) => option.option_text)).toEqual(['<p>One</p>', '<p>Two</p>']);
    expect(row.question_title).toBe('Safe text');
  });

  it('keeps the site search current: an imported question is found within a second', async () => {
    const imported = await importLines([textLine('<p>How many quokkas live on Rottnest island?</p>', ['Ten', 'Thousands'], 1)]);
    expect(imported.status).toBe(200);
    const started = Date.now();
    let found: string[] = [];
    while (Date.now() - started < 1000) {
      const answer = await stack.json('/api/search?q=quokkas');
      found = (answer.body.results ?? []).map((result: { id?: string; documentId?: string; url?: string }) => JSON.stringify(result));
      if (found.some((result) => result.includes(imported.body.documentIds[0]) || result.includes('quokkas'))) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(found.join('\n')).toContain('quokka');
  });

  it('stores held_for_tests as each line gives it (absent: not held); a held question is in no public read', async () => {
    const imported = await importLines([
      textLine('<p>Held wombat question?</p>', ['Yes', 'No'], 0, { held_for_tests: true }),
      textLine('<p>Free wombat question?</p>', ['Yes', 'No'], 0),
    ]);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    const [held, free] = imported.body.documentIds as string[];
    const flags = await stack.strapi.db
      .connection('questions')
      .whereIn('document_id', [held, free])
      .select('document_id', 'held_for_tests');
    expect(
      Object.fromEntries(
        flags.map((row: { document_id: string; held_for_tests: unknown }) => [row.document_id, Boolean(row.held_for_tests)]),
      ),
    ).toEqual({
      [held]: true,
      [free]: false,
    });
    expect((await stack.json(`/api/questions/id/${held}`)).status).toBe(404);
    expect((await stack.json(`/api/questions/id/${free}`)).status).toBe(200);
    const search = await stack.json('/api/search?q=wombat%20question');
    expect(JSON.stringify(search.body)).not.toContain(held);
    expect(JSON.stringify(search.body)).toContain(free);
    const wrong = await importLines([textLine('<p>Odd flag?</p>', ['Yes', 'No'], 0, { held_for_tests: 'yes' })]);
    expect(wrong.status).toBe(400);
  });

  it('writes nothing when a line is bad, and names the line', async () => {
    const before = await questionCount();
    const good = textLine('<p>A good question</p>', ['Yes', 'No'], 0);
    const cases: Array<{ lines: unknown[] | string; line: number; message: RegExp }> = [
      {
        lines: [good, { ...good, subtopic: 'nosuchsubtopicdocumentid' }],
        line: 2,
        message: /subtopic "nosuchsubtopicdocumentid" does not exist/,
      },
      { lines: [good, good, { ...good, exams: ['nosuchexam'] }], line: 3, message: /exam "nosuchexam" does not exist/ },
      { lines: [{ ...good, question_image: 987654 }], line: 1, message: /picture \(upload file id\) 987654 does not exist/ },
      { lines: [good, { ...good, options: [] }], line: 2, message: /options/ },
      {
        lines: [good, { ...good, options: [{ option_type: 'video', option_text: 'x' }, good.options[1]] }],
        line: 2,
        message: /options\.0\.option_type/,
      },
      { lines: [{ ...good, subtopic_id: 'x' }], line: 1, message: /subtopic_id/ },
      { lines: [{ ...good, answer: 'Maybe' }], line: 1, message: /answer/ },
      { lines: [{ ...good, question: '<script>alert(1)</script>' }], line: 1, message: /no text/ },
      { lines: `${JSON.stringify(good)}\n\n{not json\n`, line: 3, message: /not valid JSON/ },
    ];
    for (const { lines, line, message } of cases) {
      const body = typeof lines === 'string' ? lines : ndjson(lines);
      const answer = await cms('POST', '/api/questions/import', { body, type: 'application/x-ndjson' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.error.details).toEqual({ line });
      expect(answer.body.error.message).toMatch(new RegExp(`^Line ${line}: `));
      expect(answer.body.error.message).toMatch(message);
    }
    expect(await questionCount()).toBe(before);
  });

  it('rolls every row back when the write fails after the inserts (here: the search index)', async () => {
    const knex = stack.strapi.db.connection;
    const tables = [
      'questions',
      'questions_cmps',
      stack.strapi.db.metadata.get('question.option').tableName,
      'questions_subtopic_lnk',
      'questions_exams_lnk',
    ];
    const counts = async () =>
      Promise.all([...tables, 'files_related_mph', 'site_search'].map(async (name) => Number((await knex(name).count({ n: '*' }))[0].n)));
    const before = await counts();
    const picture = await uploadPng(stack.strapi, 'import-rollback.png');

    // The site search's writer reads the new questions back last, inside the transaction: make that read fail.
    const query = stack.strapi.db.query.bind(stack.strapi.db);
    stack.strapi.db.query = (uid: string) => {
      const repository = query(uid);
      if (uid !== QUESTION) return repository;
      return {
        ...repository,
        findMany: async () => {
          throw new Error('the disk is full');
        },
      };
    };
    try {
      const answer = await importLines([
        textLine('<p>Written, then rolled back</p>', ['Yes', 'No'], 0, {
          exams: [fx.exams.sscCgl.documentId],
          question_type: 'image',
          question_image: picture.id,
        }),
      ]);
      expect(answer.status).toBe(500);
    } finally {
      stack.strapi.db.query = query;
    }
    expect(await counts()).toEqual(before);
  });

  it('is only for the proxy token, and only takes NDJSON', async () => {
    const body = ndjson([textLine('<p>Who may import?</p>', ['Yes', 'No'], 0)]);
    const before = await questionCount();
    const anonymous = await cms('POST', '/api/questions/import', { body, type: 'application/x-ndjson', token: null });
    expect(anonymous.status).toBe(401);
    const json = await cms('POST', '/api/questions/import', { body: '[]', type: 'application/json' });
    expect(json.status).toBe(400);
    const empty = await cms('POST', '/api/questions/import', { body: '\n', type: 'application/x-ndjson' });
    expect(empty.status).toBe(400);
    expect(await questionCount()).toBe(before);
  });

  it('imported questions delete through the admin API with their options, links and picture links', async () => {
    const picture = await uploadPng(stack.strapi, 'import-delete.png');
    const imported = await importLines([
      textLine('<p>Delete me</p>', ['Yes', 'No'], 0, {
        exams: [fx.exams.ibpsPo.documentId],
        question_type: 'image',
        question_image: picture.id,
      }),
    ]);
    expect(imported.status).toBe(200);
    const [documentId] = imported.body.documentIds;
    const row = await stack.strapi.db.query(QUESTION).findOne({ where: { documentId }, select: ['id'] });
    const knex = stack.strapi.db.connection;
    const deleted = await api.delete(`/api/questions/delete/${documentId}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await stack.json(`/api/questions/id/${documentId}`)).status).toBe(404);
    expect(await knex('questions_cmps').where({ entity_id: row.id })).toEqual([]);
    expect(await knex('questions_subtopic_lnk').where({ question_id: row.id })).toEqual([]);
    expect(await knex('questions_exams_lnk').where({ question_id: row.id })).toEqual([]);
    expect(await knex('files_related_mph').where({ related_id: row.id, related_type: QUESTION })).toEqual([]);
    // The picture was used by nothing else: the admin API removed it too.
    expect(await stack.strapi.db.query('plugin::upload.file').findOne({ where: { id: picture.id } })).toBeNull();
  });
});

describe('GET /api/questions/import-keys (the duplicate check)', () => {
  it("answers the normalised text of every question in the subtopics, as the contract's normaliseQuestionKey computes it", async () => {
    const imported = await importLines([textLine('<p>Which  is the <em>largest</em>&nbsp;PLANET?</p>', ['Jupiter', 'Mars'], 0)]);
    expect(imported.status).toBe(200);
    const answer = await cms('GET', `/api/questions/import-keys?subtopics=${subtopic.documentId},${fx.subtopics.percentages.documentId}`);
    expect(answer.status).toBe(200);
    const keys = answer.body.data as Array<{ subtopic: string; key: string }>;
    expect(keys).toContainEqual({ subtopic: subtopic.documentId, key: 'which is the largest planet?' });
    expect(keys).toContainEqual({ subtopic: fx.subtopics.percentages.documentId, key: 'what is 20% of 150?' });
    expect(new Set(keys.map((row) => row.subtopic))).toEqual(new Set([subtopic.documentId, fx.subtopics.percentages.documentId]));

    const bad = await cms('GET', '/api/questions/import-keys');
    expect(bad.status).toBe(400);
    expect((await cms('GET', `/api/questions/import-keys?subtopics=${subtopic.documentId}`, { token: null })).status).toBe(401);
  });
});

describe(`10,000 questions in one request (${testDatabase})`, () => {
  it('imports them in one transaction, each with its subtopic, exams and search rows', async () => {
    const big = await stack.strapi
      .documents('api::subtopic.subtopic')
      .create({ data: { subtopic_name: 'imported-bank', category: 'Arithmetic', topic: fx.topics.aptitude.documentId } });
    const lines = Array.from({ length: 10_000 }, (_, index) => ({
      ...textLine(
        `<p>Bank question ${index + 1}: what is ${index} + ${index}?</p><p>Give the <strong>sum</strong>.</p>`,
        [`<p>${index * 2}</p>`, `<p>${index * 2 + 1}</p>`, `<p>${index * 2 + 2}</p>`, `<p>${index * 2 + 3}</p>`],
        0,
      ),
      subtopic: big.documentId,
      exams: index % 5 === 0 ? [fx.exams.sscCgl.documentId, fx.exams.ibpsPo.documentId] : [],
    }));
    const body = ndjson(lines);
    const started = performance.now();
    const answer = await cms('POST', '/api/questions/import', { body, type: 'application/x-ndjson' });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `[${testDatabase}] 10,000 questions (${(body.length / 1e6).toFixed(1)} MB NDJSON) imported in ${seconds.toFixed(1)} s (${Math.round(10_000 / seconds)} questions/s)`,
    );
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
    expect(answer.body.created).toBe(10_000);
    expect(new Set(answer.body.documentIds).size).toBe(10_000);

    const ids = await cms('GET', '/api/questions/ids?subtopic=imported-bank');
    expect(ids.body.meta.total).toBe(10_000);
    // Id order is line order.
    expect(ids.body.data).toEqual(answer.body.documentIds);
    const examIds = await cms('GET', '/api/questions/ids?subtopic=imported-bank&exam=IBPS%20PO');
    expect(examIds.body.meta.total).toBe(2_000);

    const last = await stack.json(`/api/questions/page/${answer.body.documentIds[9_999]}`);
    expect(last.status).toBe(200);
    expect(last.body.record.question.question).toContain('Bank question 10000');
    expect(last.body.previous._id).toBe(answer.body.documentIds[9_998]);
    const searchRows = await stack.strapi.db
      .connection('site_search')
      .where({ kind: 'question' })
      .whereIn('document_id', answer.body.documentIds.slice(0, 500))
      .count({ n: '*' });
    expect(Number(searchRows[0].n)).toBe(500);
    const keys = await cms('GET', `/api/questions/import-keys?subtopics=${big.documentId}`);
    expect(keys.body.data).toHaveLength(10_000);
    expect(keys.body.data[9_999]).toEqual({ subtopic: big.documentId, key: 'bank question 10000: what is 9999 + 9999? give the sum .' });
  }, 300_000);
});
