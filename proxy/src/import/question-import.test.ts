import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '@exam-prep/contract/admin/question-import';
import { testDatabase, type Stack } from '#test/helpers/stack.js';
import type { Fixtures } from '#test/helpers/fixtures.js';
import { adminClient, createAdministrator, makeImage, signIn, useAdminStack, type AdminClient } from '#test/helpers/admin.js';
import { csvOf, importFile, newSubtopic, questionsOf, textRow, xlsxOf, zipOf, listed } from '#test/helpers/question-import.js';

/**
 * POST /api/questions/import in each format, through the proxy to a real Strapi. What is stored is what
 * the add form would store; a file is written all or nothing; dry_run and skip_invalid; a session is needed; the
 * public site shows imported questions at once. Bad rows: question-import-errors.test.ts; export:
 * question-export.test.ts; a 10,000-row file: question-import-bulk.test.ts.
 */

let stack: Stack;
let fx: Fixtures;
let api: AdminClient;
useAdminStack((started) => ({ stack, fx, api } = started));

const subtopic = () => newSubtopic(stack.strapi, fx.topics.aptitude.documentId);

describe(`question import (${testDatabase})`, () => {
  it('imports a CSV: texts sanitised, exams named, answers stored as the add form stores them', async () => {
    const name = await subtopic();
    const csv = csvOf([
      textRow(name, '<p>What is <strong>15%</strong> of 200?</p><script>alert(1)</script>', {
        option_a: '20',
        option_b: '30',
        option_c: '<em>40</em>',
        correct: 'b',
        explanation: '<p>200 × 0.15 = 30</p>',
        exams: 'SSC CGL; ibps po',
      }),
      textRow(name, 'A plain question?', { option_d: 'Four', correct: 'D', exams: '' }),
    ]);
    const answer = await importFile(api, 'bank.csv', csv);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ created: 2, skipped: 0, ...listed([]) });

    const [first, second] = await questionsOf(api, name);
    expect(first!.question).toMatchObject({
      question: '<p>What is <strong>15%</strong> of 200?</p>',
      question_type: 'text',
      answer: '30',
      explanation: '<p>200 × 0.15 = 30</p>',
      question_image_url: null,
    });
    expect(new Set(first!.question.exam_ids)).toEqual(new Set([fx.exams.sscCgl.documentId, fx.exams.ibpsPo.documentId]));
    expect(first!.options.map((option) => [option.option_type, option.option_text, option.path_url])).toEqual([
      ['text', '20', null],
      ['text', '30', null],
      ['text', '<em>40</em>', null],
    ]);
    // Every option has an id of its own (the CMS gives each a key).
    const ids = [...first!.options, ...second!.options].map((option) => option._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(second!.question).toMatchObject({ question: 'A plain question?', answer: 'Four', explanation: null, exam_ids: [] });
    expect(second!.options).toHaveLength(4);
  });

  it('imports an XLSX sheet, header names in any case and order', async () => {
    const name = await subtopic();
    const header = ['Correct', 'QUESTION', 'option_b', 'Option_A', 'subtopic', 'exams'];
    const xlsx = await xlsxOf(
      [
        { subtopic: name, question: 'Sheet question one?', option_a: 'Yes', option_b: 'No', correct: 'A', exams: 'SSC CGL' },
        { subtopic: name, question: 'Sheet question two?', option_a: 'Left', option_b: 'Right', correct: 'B' },
      ],
      header,
    );
    const answer = await importFile(api, 'bank.xlsx', xlsx);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ created: 2, skipped: 0, ...listed([]) });
    const stored = await questionsOf(api, name);
    expect(stored.map((record) => [record.question.question, record.question.answer, record.question.exam_ids])).toEqual([
      ['Sheet question one?', 'Yes', [fx.exams.sscCgl.documentId]],
      ['Sheet question two?', 'Right', []],
    ]);
  });

  it('imports Aiken into the form’s default subtopic and exams', async () => {
    const name = await subtopic();
    const aiken = ['What is 2 + 2?', 'A. 3', 'B. 4', 'C. 5', 'ANSWER: B', '', 'Which is a prime?', 'A) 4', 'B) 6', 'C) 7', 'ANSWER: C', ''];
    const answer = await importFile(api, 'bank.txt', Buffer.from(aiken.join('\n')), { subtopic: name, exams: 'IBPS PO' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ created: 2, skipped: 0, ...listed([]) });
    const stored = await questionsOf(api, name);
    expect(stored.map((record) => [record.question.question, record.question.answer, record.options.length])).toEqual([
      ['What is 2 + 2?', '4', 3],
      ['Which is a prime?', '7', 3],
    ]);
    expect(stored[0]!.question.exam_ids).toEqual([fx.exams.ibpsPo.documentId]);
  });

  it('imports GIFT multiple choice: $CATEGORY names the subtopic, feedback is the explanation', async () => {
    const name = await subtopic();
    const gift = [
      '// a bank from Moodle',
      `$CATEGORY: $course$/top/${name}`,
      '',
      '::Q1:: What is 3 × 3? {',
      '  =9#Three threes are nine.',
      '  ~6',
      '  ~12',
      '}',
      '',
      '::Q2:: Which number is even? { ~3 =4 ~5 }',
      '',
    ].join('\n');
    const answer = await importFile(api, 'bank.gift', Buffer.from(gift));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ created: 2, skipped: 0, ...listed([]) });
    const stored = await questionsOf(api, name);
    expect(stored.map((record) => [record.question.question, record.question.answer, record.options.map((o) => o.option_text)])).toEqual([
      ['What is 3 × 3?', '9', ['9', '6', '12']],
      ['Which number is even?', '4', ['3', '4', '5']],
    ]);
    expect(stored[0]!.question.explanation).toContain('Three threes are nine.');
  });

  it('imports a ZIP of a sheet and its pictures: stored like uploads, a picture option answered by its letter', async () => {
    const name = await subtopic();
    const [chart, figure] = await Promise.all([makeImage('png', 40, 30), makeImage('jpeg', 20, 20)]);
    const csv = csvOf([
      textRow(name, 'Which figure matches the chart?', {
        option_a: '',
        option_b: 'Neither',
        option_c: '',
        question_image: 'chart.png',
        option_a_image: 'figures/figure a.jpg',
        correct: 'A',
      }),
    ]);
    const zip = zipOf({ 'bank/questions.csv': csv, 'bank/images/chart.png': chart, 'figures/figure a.jpg': figure });
    const answer = await importFile(api, 'bank.zip', zip);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ created: 1, skipped: 0, ...listed([]) });
    const [record] = await questionsOf(api, name);
    expect(record!.question.question_type).toBe('image');
    expect(record!.question.question_image_url).toMatch(/^chart_[0-9a-f]+\.png$/);
    expect(record!.question.answer).toBe('A');
    expect(record!.options.map((option) => [option.option_type, option.option_text])).toEqual([
      ['image', ''],
      ['text', 'Neither'],
    ]);
    expect(record!.options[0]!.path_url).toMatch(/^figure_a_[0-9a-f]+\.jpg$/);
    // The stored picture is served, re-encoded.
    const served = await stack.get(`/uploads/${record!.question.question_image_url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('a dry run reports and writes nothing', async () => {
    const name = await subtopic();
    const csv = csvOf([textRow(name, 'Dry one?'), textRow(name, 'Dry two?', { correct: 'Z' }), textRow(name, 'Dry three?')]);
    const answer = await importFile(api, 'bank.csv', csv, { dry_run: 'true' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ valid: 2, ...listed([{ line: 3, field: 'correct', message: IMPORT_MESSAGES.badCorrect('Z') }]) });
    expect(await questionsOf(api, name)).toEqual([]);
  });

  it('is all or nothing: one bad row and nothing is written (400 listing it)', async () => {
    const name = await subtopic();
    const csv = csvOf([textRow(name, 'Good one?'), textRow(name, 'Good two?'), textRow(name, '  ', { correct: 'B' })]);
    const answer = await importFile(api, 'bank.csv', csv);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: IMPORT_MESSAGES.refused(1),
      ...listed([{ line: 4, field: 'question', message: IMPORT_MESSAGES.blankQuestion }]),
    });
    expect(await questionsOf(api, name)).toEqual([]);
  });

  it('skip_invalid writes the valid rows and reports the rest', async () => {
    const name = await subtopic();
    const csv = csvOf([textRow(name, 'Kept one?'), textRow('no-such-subtopic', 'Skipped?'), textRow(name, 'Kept two?')]);
    const answer = await importFile(api, 'bank.csv', csv, { skip_invalid: 'true' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      created: 2,
      skipped: 1,
      ...listed([{ line: 3, field: 'subtopic', message: IMPORT_MESSAGES.unknownSubtopic('no-such-subtopic') }]),
    });
    expect((await questionsOf(api, name)).map((record) => record.question.question)).toEqual(['Kept one?', 'Kept two?']);
  });

  it('the public site shows imported questions at once (lists, sitemap: one purge), and search finds them', async () => {
    const name = await subtopic();
    await stack.settle(); // the new subtopic's webhook purge is over before the counting starts
    const publicList = `/api/questions/subtopic/${name}`;
    expect((await stack.json(publicList)).body).toEqual([]);
    expect((await stack.get(publicList)).headers.get('x-cache')).toBe('HIT');
    for (let visit = 0; visit < 2; visit++) expect((await stack.get('/sitemap.xml')).status).toBe(200);
    const word = `zanzibarite${process.pid}`;
    const purges = stack.proxy.cache.purges;
    const answer = await importFile(api, 'bank.csv', csvOf([textRow(name, `<p>Which mineral is ${word}?</p>`)]));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // One purge for the whole import: every cached answer goes, and with it the rendered pages (web-app/routes.ts).
    expect(stack.proxy.cache.purges).toBe(purges + 1);

    const [imported] = await questionsOf(api, name);
    expect(await (await stack.get('/sitemap.xml')).text()).toContain(`/questions/${imported!.question._id}/`);
    const list = await stack.json(publicList);
    expect(list.body.map((record: { question: { question: string } }) => record.question.question)).toEqual([
      `<p>Which mineral is ${word}?</p>`,
    ]);
    const found = await stack.json(`/api/search?q=${word}&type=question`);
    expect(found.status).toBe(200);
    expect(found.body.results.map((result: { title: string }) => result.title)).toEqual([`Which mineral is ${word}?`]);
    const adminSearch = await api.get(`/api/questions/all/subtopic/${name}?search=${word}&limit=10`);
    expect(adminSearch.body).toHaveLength(1);
  });
});

describe('the import’s door', () => {
  /**
   * multer's temporary files go to the system's temporary folder: here one of the test's own (TMPDIR, read at each
   * request), so files other processes make meanwhile do not count. Returns what is left in it after `send`.
   */
  async function uploadsLeftAfter<T>(send: () => Promise<T>): Promise<{ result: T; left: string[] }> {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'import-uploads-'));
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = folder;
    try {
      const result = await send();
      return { result, left: readdirSync(folder) };
    } finally {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
      rmSync(folder, { recursive: true, force: true });
    }
  }

  it('needs a session: 401, and the upload is not kept', async () => {
    const { result: answer, left } = await uploadsLeftAfter(() =>
      importFile(adminClient(stack, undefined), 'bank.csv', csvOf([textRow('percentages', 'Anonymous?')])),
    );
    expect(answer.status).toBe(401);
    expect(left).toEqual([]);
  });

  it.each([
    ['an empty file', 'bank.csv', Buffer.alloc(0)],
    [
      'unknown columns',
      'bank.csv',
      csvOf(
        [{ question: 'Q?', option_a: '1', option_b: '2', correct: 'A' }],
        ['question', 'option_a', 'option_b', 'correct', 'difficulty'],
      ),
    ],
    ['a missing required column', 'bank.csv', csvOf([{ question: 'Q?', option_a: '1' }], ['question', 'option_a'])],
    ['a picture, not a sheet', 'bank.xlsx', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['a ZIP without a sheet', 'bank.zip', zipOf({ 'images/a.png': Buffer.from('not really') })],
  ])('%s is a 400 file error, and the upload is not kept', async (_name, fileName, bytes) => {
    const { result: answer, left } = await uploadsLeftAfter(() => importFile(api, fileName, bytes));
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.errors).toEqual([{ line: 1, field: 'file', message: answer.body.message }]);
    expect(answer.body.message).toBeTruthy();
    if (fileName === 'bank.csv' && bytes.includes('difficulty')) expect(answer.body.message).toContain('difficulty');
    expect(left).toEqual([]);
  });

  it('a request without a file is a 400 naming it', async () => {
    const form = new FormData();
    form.append('dry_run', 'true');
    const answer = await api.post('/api/questions/import', form);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: IMPORT_MESSAGES.noFile,
      ...listed([{ line: 1, field: 'file', message: IMPORT_MESSAGES.noFile }]),
    });
  });

  it('an upload over 200 MB is refused with 413, and its partial file removed', async () => {
    const cookie = await signedInCookie();
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const boundary = 'importboundary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    );
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent > 201) {
          controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        sent++;
        controller.enqueue(chunk);
      },
    });
    const { result: response, left } = await uploadsLeftAfter(async () => {
      const answer = await stack.get('/api/questions/import', {
        method: 'POST',
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: 'half',
      } as RequestInit);
      return { status: answer.status, body: await answer.json() };
    });
    expect(response).toEqual({ status: 413, body: { message: IMPORT_MESSAGES.tooLarge } });
    expect(sent).toBeGreaterThan(200);
    expect(left).toEqual([]);
  });
});

/** A session cookie of its own, for the raw request the admin client cannot send. */
async function signedInCookie(): Promise<string> {
  const admin = await createAdministrator(stack.strapi);
  return signIn(stack, admin.username, admin.password);
}
