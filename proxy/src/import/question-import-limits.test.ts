import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '@exam-prep/contract/admin/question-import';
import type { AdminQuestionRecord } from '@exam-prep/contract/admin/question-records';
import { testDatabase, type ProxyInstance, type Stack } from '#test/helpers/stack.js';
import type { Fixtures } from '#test/helpers/fixtures.js';
import {
  adminClient,
  createAdministrator,
  questionForm,
  signIn,
  textOptions,
  useAdminStack,
  type AdminClient,
} from '#test/helpers/admin.js';
import { declareSize } from './formats/test-helpers.js';
import { csvOf, importFile, listed, newSubtopic, questionsOf, textRow, zipOf, type Row } from '#test/helpers/question-import.js';

/**
 * The import's limits through the API, on a proxy configured with small ones: questions per file, characters per
 * cell, a ZIP's unpacked size and compression ratio, errors listed; and the add form's rule for texts (no NUL or
 * control characters) applied to every imported row. Each limit over → a 400 naming it, nothing written.
 */

let stack: Stack;
let fx: Fixtures;
let api: AdminClient;
/** Proxies in front of the same Strapi with small limits (each limit alone, so that no other stops a file first). */
let small: AdminClient;
let smallZip: AdminClient;
useAdminStack(async (started) => {
  ({ stack, fx, api } = started);
  // A session is Strapi's: signed in through the first proxy, it works on the others.
  const admin = await createAdministrator(stack.strapi);
  const cookie = await signIn(stack, admin.username, admin.password);
  const clientOf = (proxy: ProxyInstance) => adminClient({ ...stack, get: (path, init) => fetch(`${proxy.url}${path}`, init) }, cookie);
  small = clientOf(await stack.addProxy({ IMPORT_MAX_ROWS: '50', IMPORT_MAX_CELL_CHARS: '100', IMPORT_MAX_ERRORS: '5' }));
  smallZip = clientOf(await stack.addProxy({ IMPORT_ZIP_MAX_MB: '0.2' }));
});

const subtopic = () => newSubtopic(stack.strapi, fx.topics.aptitude.documentId, 'limits');
const rows = (name: string, count: number, prefix = 'Question') =>
  Array.from({ length: count }, (_, index) => textRow(name, `${prefix} ${index}?`));

const deflatedZip = (files: Record<string, Buffer>) => zipOf(files, { deflate: true });

describe(`import limits (${testDatabase})`, () => {
  it('a file of more questions than the limit is refused by the first row past it, naming the limit; the limit itself passes', async () => {
    const name = await subtopic();
    const atLimit = await importFile(small, 'bank.csv', csvOf(rows(name, 50)), { dry_run: 'true' });
    expect(atLimit.status, JSON.stringify(atLimit.body)).toBe(200);
    expect(atLimit.body).toEqual({ valid: 50, ...listed([]) });

    const over = await importFile(small, 'bank.csv', csvOf(rows(name, 51)));
    expect(over.status).toBe(400);
    expect(over.body).toEqual({
      message: IMPORT_MESSAGES.tooManyRows(50),
      ...listed([{ line: 52, field: 'file', message: IMPORT_MESSAGES.tooManyRows(50) }]),
    });
    expect(await questionsOf(api, name)).toEqual([]);
  });

  it('a small ZIP of many rows (compressed past 100:1, the default) is refused while it is unpacked', async () => {
    const name = await subtopic();
    const sheet = csvOf(Array.from({ length: 2_000 }, () => textRow(name, 'The same long question? '.repeat(40))));
    const zip = deflatedZip({ 'bank.csv': sheet });
    expect(zip.length * 100).toBeLessThan(sheet.length);
    const answer = await importFile(api, 'bank.zip', zip);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(IMPORT_MESSAGES.zipRatio('bank.csv', 100));
  });

  it('a ZIP unpacking to more than its total is refused, whatever its directory declares', async () => {
    const name = await subtopic();
    // Noise does not compress: the ratio stays low, the size is what is over.
    const sheet = csvOf(Array.from({ length: 300 }, (_, index) => textRow(name, `Q${index} ${randomBytes(768).toString('base64')}?`)));
    expect(sheet.length).toBeGreaterThan(0.2 * 1024 * 1024);
    const answer = await importFile(smallZip, 'bank.zip', declareSize(deflatedZip({ 'bank.csv': sheet }), 'bank.csv', 1024));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(IMPORT_MESSAGES.zipTooLarge(Math.round(0.2 * 1024 * 1024)));
  });

  it('lists the first errors only, with how many there are in all', async () => {
    const name = await subtopic();
    const bad = Array.from({ length: 4 }, (_, index) => textRow(name, `Bad ${index}?`, { correct: 'Z', exams: 'No such exam' }));
    const csv = csvOf([textRow(name, 'Good?'), ...bad]);
    const answer = await importFile(small, 'bank.csv', csv);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(IMPORT_MESSAGES.refused(4));
    expect(answer.body.error_count).toBe(8);
    expect(answer.body.errors_truncated).toBe(true);
    expect(answer.body.errors).toEqual([
      { line: 3, field: 'exams', message: IMPORT_MESSAGES.unknownExam('No such exam') },
      { line: 3, field: 'correct', message: IMPORT_MESSAGES.badCorrect('Z') },
      { line: 4, field: 'exams', message: IMPORT_MESSAGES.unknownExam('No such exam') },
      { line: 4, field: 'correct', message: IMPORT_MESSAGES.badCorrect('Z') },
      { line: 5, field: 'exams', message: IMPORT_MESSAGES.unknownExam('No such exam') },
    ]);
    const dry = await importFile(small, 'bank.csv', csv, { dry_run: 'true' });
    expect(dry.body).toEqual({ valid: 1, errors: answer.body.errors, error_count: 8, errors_truncated: true });
  });

  it('a text cell over the limit is an error of its line and column; names follow the forms’ rules', async () => {
    const name = await subtopic();
    const answer = await importFile(
      small,
      'bank.csv',
      csvOf([
        /* 2 */ textRow(name, 'q'.repeat(101)),
        /* 3 */ textRow(name, 'Long option?', { option_c: 'c'.repeat(101), correct: 'A' }),
        /* 4 */ textRow(name, 'Long explanation?', { explanation: 'e'.repeat(101) }),
        /* 5 */ textRow('s'.repeat(121), 'Long subtopic name?'),
        /* 6 */ textRow(name, 'At the limit?', { option_a: 'a'.repeat(100) }),
      ]),
      { dry_run: 'true' },
    );
    expect(answer.body).toEqual({
      valid: 1,
      ...listed([
        { line: 2, field: 'question', message: 'Must be at most 100 characters' },
        { line: 3, field: 'option_c', message: 'Must be at most 100 characters' },
        { line: 4, field: 'explanation', message: 'Must be at most 100 characters' },
        { line: 5, field: 'subtopic', message: 'Must be at most 120 characters' },
      ]),
    });
  });

  it('a ZIP holding one huge cell is refused as it is unpacked, not read whole', async () => {
    const name = await subtopic();
    const sheet = Buffer.concat([csvOf([textRow(name, 'Small?')]), Buffer.from(`${name},"${'x'.repeat(5 * 1024 * 1024)}",1,2,,,,,A\r\n`)]);
    const answer = await importFile(api, 'bank.zip', deflatedZip({ 'bank.csv': sheet }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(IMPORT_MESSAGES.zipRatio('bank.csv', 100));
  });
});

describe(`NUL and control characters (${testDatabase})`, () => {
  const control = 'Must not contain NUL or other control characters';

  it('an imported row with them is refused by line and field, as the add form refuses them', async () => {
    const name = await subtopic();
    const answer = await importFile(
      api,
      'bank.csv',
      csvOf([
        /* 2 */ textRow(name, 'NUL\u0000 in the question?'),
        /* 3 */ textRow(name, 'Bell in an option?', { option_b: 'two\u0007' }),
        /* 4 */ textRow(name, 'DEL in the explanation?', { explanation: 'why\u007f' }),
        /* 5 */ textRow(name, 'Escape in an exam name?', { exams: 'SSC\u001b CGL' }),
        /* 6 */ textRow(name, 'Tabs\tand\nnew lines are text?'),
      ]),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: IMPORT_MESSAGES.refused(4),
      ...listed([
        { line: 2, field: 'question', message: control },
        { line: 3, field: 'option_b', message: control },
        { line: 4, field: 'explanation', message: control },
        { line: 5, field: 'exams', message: control },
      ]),
    });
    expect(await questionsOf(api, name)).toEqual([]);

    const subtopicId = fx.subtopics.percentages.documentId;
    const added = await api.post(
      '/api/questions/add',
      questionForm({ question: 'Bell\u0007?', subtopic_id: subtopicId, answer: 'A', options: textOptions('1', '2') }),
    );
    expect(added.status).toBe(400);
    expect(added.body.message).toBe(`question: ${control.charAt(0).toLowerCase()}${control.slice(1)}`);
  });
});

describe(`held_for_tests column (${testDatabase})`, () => {
  it('true/yes/1 hold a question, false/no/0/empty do not, anything else is an error of the column', async () => {
    const name = await subtopic();
    const values = ['true', 'YES', '1', 'false', 'no', '0', ''];
    const csv = csvOf(values.map((value, index) => textRow(name, `Held ${index}?`, { held_for_tests: value } as Row)));
    const answer = await importFile(api, 'bank.csv', csv);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const held = await Promise.all(
      (await questionsOf(api, name)).map(async (record) => {
        const edit = await api.get(`/api/questions/edit/${record.question._id}`);
        return [record.question.question, (edit.body as AdminQuestionRecord).question.held_for_tests];
      }),
    );
    expect(Object.fromEntries(held)).toEqual(Object.fromEntries(values.map((_value, index) => [`Held ${index}?`, index < 3])));

    const wrong = await importFile(api, 'bank.csv', csvOf([textRow(name, 'Maybe?', { held_for_tests: 'maybe' } as Row)]), {
      dry_run: 'true',
    });
    expect(wrong.body).toEqual({
      valid: 0,
      ...listed([{ line: 2, field: 'held_for_tests', message: IMPORT_MESSAGES.heldForTests('maybe') }]),
    });
  });
});
