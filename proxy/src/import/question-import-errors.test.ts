import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '@exam-prep/contract/admin/question-import';
import { testDatabase, type Stack } from '#test/helpers/stack.js';
import type { Fixtures } from '#test/helpers/fixtures.js';
import { makeImage, makeLargePng, useAdminStack, type AdminClient } from '#test/helpers/admin.js';
import { csvOf, importFile, newSubtopic, questionsOf, textRow, zipOf, listed } from '#test/helpers/question-import.js';

/**
 * Every kind of bad row an import can hold, each reported with its file line (the header is line 1)
 * and field, all of them in one answer; nothing is written while any row is bad.
 */

let stack: Stack;
let fx: Fixtures;
let api: AdminClient;
useAdminStack((started) => ({ stack, fx, api } = started));

const subtopic = () => newSubtopic(stack.strapi, fx.topics.aptitude.documentId, 'bad-rows');

describe(`bad rows, reported by line (${testDatabase})`, () => {
  it('reports every bad row of a CSV with its line and field, and writes nothing', async () => {
    const name = await subtopic();
    const rows = [
      /* 2 */ textRow('no-such-subtopic', 'Unknown subtopic?'),
      /* 3 */ textRow(name, 'Unknown exam?', { exams: 'SSC CGL; UPSC Prelims' }),
      /* 4 */ textRow(name, '<p>  </p><script>alert(1)</script>'),
      /* 5 */ textRow(name, 'One option?', { option_b: '', option_c: '', correct: 'A' }),
      /* 6 */ textRow(name, 'A gap?', { option_b: '', option_c: '3', correct: 'A' }),
      /* 7 */ textRow(name, 'A bad letter?', { correct: 'G' }),
      /* 8 */ textRow(name, 'Correct names an empty option?', { correct: 'D' }),
      /* 9 */ textRow(name, 'No correct letter?', { correct: '' }),
      /* 10 */ textRow(name, 'Twice in the file?'),
      /* 11 */ textRow(name, '<p>twice  in the FILE?</p>'),
      /* 12 */ textRow('percentages', 'What is 20% of 150?'),
      /* 13 */ textRow(name, 'A good row?'),
      /* 14 */ textRow('', 'No subtopic at all?'),
      /* 15 */ textRow(name, 'Two problems?', { exams: 'Nobody’s exam', correct: 'seven' }),
    ];
    const answer = await importFile(api, 'bank.csv', csvOf(rows));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: IMPORT_MESSAGES.refused(12),
      ...listed([
        { line: 2, field: 'subtopic', message: IMPORT_MESSAGES.unknownSubtopic('no-such-subtopic') },
        { line: 3, field: 'exams', message: IMPORT_MESSAGES.unknownExam('UPSC Prelims') },
        { line: 4, field: 'question', message: IMPORT_MESSAGES.blankQuestion },
        { line: 5, field: 'options', message: IMPORT_MESSAGES.tooFewOptions },
        { line: 6, field: 'option_b', message: IMPORT_MESSAGES.gap('B') },
        { line: 7, field: 'correct', message: IMPORT_MESSAGES.badCorrect('G') },
        { line: 8, field: 'correct', message: IMPORT_MESSAGES.correctIsEmpty('D') },
        { line: 9, field: 'correct', message: IMPORT_MESSAGES.noCorrect },
        { line: 11, field: 'question', message: IMPORT_MESSAGES.duplicateInFile(10) },
        { line: 12, field: 'question', message: IMPORT_MESSAGES.duplicateExisting },
        { line: 14, field: 'subtopic', message: IMPORT_MESSAGES.noSubtopic },
        { line: 15, field: 'exams', message: IMPORT_MESSAGES.unknownExam('Nobody’s exam') },
        { line: 15, field: 'correct', message: IMPORT_MESSAGES.badCorrect('seven') },
      ]),
    });
    expect(await questionsOf(api, name)).toEqual([]);
    expect(await questionsOf(api, 'percentages')).toHaveLength(fx.questions.percentQuestions.length);

    // The same file as a dry run: the two good rows counted, the same errors.
    const dry = await importFile(api, 'bank.csv', csvOf(rows), { dry_run: 'true' });
    expect(dry.status).toBe(200);
    expect(dry.body).toEqual({ valid: 2, ...listed(answer.body.errors) });
  });

  it('a subtopic and exams match their names in any letter case; the default subtopic fills empty cells', async () => {
    const name = await subtopic();
    const rows = [textRow(name.toUpperCase(), 'Upper-case subtopic?', { exams: 'ssc cgl' }), textRow('', 'The default subtopic?')];
    const answer = await importFile(api, 'bank.csv', csvOf(rows), { subtopic: name, dry_run: 'true' });
    expect(answer.body).toEqual({ valid: 2, ...listed([]) });
  });

  it('reports pictures a ZIP lacks, over 5 MB, or that are no pictures, by line and column', async () => {
    const name = await subtopic();
    const [large, ok] = await Promise.all([makeLargePng(), makeImage('png')]);
    expect(large.length).toBeGreaterThan(5 * 1024 * 1024);
    const csv = csvOf([
      /* 2 */ textRow(name, 'Missing picture?', { question_image: 'missing.png' }),
      /* 3 */ textRow(name, 'Oversize picture?', { option_a_image: 'big.png' }),
      /* 4 */ textRow(name, 'Not a picture?', { option_b_image: 'fake.png' }),
      /* 5 */ textRow(name, 'A good picture?', { question_image: 'ok.png' }),
      /* 6 */ textRow(name, 'Pictures without a ZIP entry of theirs?', { option_c_image: 'images/none.gif' }),
    ]);
    const zip = zipOf({ 'bank.csv': csv, 'big.png': large, 'fake.png': '<html>not a picture</html>', 'ok.png': ok });
    const answer = await importFile(api, 'bank.zip', zip);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: IMPORT_MESSAGES.refused(4),
      ...listed([
        { line: 2, field: 'question_image', message: IMPORT_MESSAGES.missingImage('missing.png') },
        { line: 3, field: 'option_a_image', message: IMPORT_MESSAGES.imageTooLarge('big.png') },
        { line: 4, field: 'option_b_image', message: IMPORT_MESSAGES.notAnImage('fake.png') },
        { line: 6, field: 'option_c_image', message: IMPORT_MESSAGES.missingImage('images/none.gif') },
      ]),
    });
    expect(await questionsOf(api, name)).toEqual([]);

    // A sheet that names pictures but comes without a ZIP: each is missing.
    const bare = await importFile(api, 'bank.csv', csvOf([textRow(name, 'No ZIP?', { question_image: 'ok.png' })]), { dry_run: 'true' });
    expect(bare.body).toEqual({
      valid: 0,
      ...listed([{ line: 2, field: 'question_image', message: IMPORT_MESSAGES.missingImage('ok.png') }]),
    });
  });

  it('reports GIFT questions that are not multiple choice and Aiken questions without an answer, by their first line', async () => {
    const name = await subtopic();
    const gift = ['::Q1:: Two and two make four. {T}', '', '::Q2:: Pick the even one. { ~1 =2 ~3 }', ''].join('\n');
    const giftAnswer = await importFile(api, 'bank.gift', Buffer.from(gift), { subtopic: name, dry_run: 'true' });
    expect(giftAnswer.status, JSON.stringify(giftAnswer.body)).toBe(200);
    expect(giftAnswer.body).toEqual({ valid: 1, ...listed([{ line: 1, field: 'question', message: IMPORT_MESSAGES.notMultipleChoice }]) });

    const aiken = ['What is 1 + 1?', 'A. 1', 'B. 2', 'ANSWER: B', '', 'Which is odd?', 'A. 2', 'B. 3', ''].join('\n');
    const aikenAnswer = await importFile(api, 'bank.txt', Buffer.from(aiken), { subtopic: name, dry_run: 'true' });
    expect(aikenAnswer.status, JSON.stringify(aikenAnswer.body)).toBe(200);
    expect(aikenAnswer.body).toEqual({ valid: 1, ...listed([{ line: 6, field: 'correct', message: IMPORT_MESSAGES.noCorrect }]) });
  });

  it('Aiken without a default subtopic: every question says so', async () => {
    const aiken = ['What is 1 + 1?', 'A. 1', 'B. 2', 'ANSWER: B', ''].join('\n');
    const answer = await importFile(api, 'bank.aiken', Buffer.from(aiken), { dry_run: 'true' });
    expect(answer.body).toEqual({ valid: 0, ...listed([{ line: 1, field: 'subtopic', message: IMPORT_MESSAGES.noSubtopic }]) });
  });
});
