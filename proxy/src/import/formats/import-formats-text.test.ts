import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRows, FIXTURES, open, row, tempFile, textOptions } from './test-helpers.js';

/** Reading Aiken and GIFT files for the question import. */

describe('Aiken', () => {
  it('reads questions over several lines, both option styles, ANSWER lines, and a question cut short', async () => {
    const source = await open(join(FIXTURES, 'aiken.txt'));
    expect(source.format).toBe('aiken');
    expect(await allRows(source)).toEqual([
      row({ line: 1, question: 'What is 2 + 2?', options: textOptions('3', '4', '5'), correct: 'B' }),
      row({ line: 7, question: 'Which sign is used for "less than"\nin mathematics?', options: textOptions('&lt;', '&gt;'), correct: 'A' }),
      row({ line: 13, question: 'A question cut short', options: textOptions('one', 'two'), correct: '' }),
    ]);
  });

  it('reads CRLF files with a BOM and without blank lines between questions', async () => {
    const text = '\uFEFFFirst?\r\nA. yes\r\nB. no\r\nANSWER: A\r\nSecond?\r\nA) x\r\nB) y\r\nanswer:b\r\n';
    expect(await allRows(await open(await tempFile('bank.aiken', text)))).toEqual([
      row({ line: 1, question: 'First?', options: textOptions('yes', 'no'), correct: 'A' }),
      row({ line: 5, question: 'Second?', options: textOptions('x', 'y'), correct: 'b' }),
    ]);
  });
});

describe('GIFT', () => {
  it('reads multiple choice with titles, escapes, feedback, categories and [html]; other kinds come with no options', async () => {
    const source = await open(join(FIXTURES, 'questions.gift'));
    expect(source.format).toBe('gift');
    expect(await allRows(source)).toEqual([
      row({
        line: 4,
        subtopic: 'Percentages',
        question: 'What is 10% of 50?',
        options: textOptions('5', '10', '15'),
        correct: 'A',
        explanation: 'a tenth of 50\nTen per cent is a tenth.',
      }),
      row({
        line: 11,
        subtopic: 'Percentages',
        question: 'Which is written a=b: {x}?',
        options: textOptions('a~b', 'a=b#1', 'c'),
        correct: 'B',
      }),
      row({ line: 14, subtopic: 'Percentages', question: 'The sun is a star.' }),
      row({
        line: 16,
        subtopic: 'Percentages',
        question: '<p>Pick the <b>bold</b> one</p>',
        options: textOptions('<b>this</b>', '<i>that</i>'),
        correct: 'A',
      }),
      row({
        line: 19,
        subtopic: 'Reasoning',
        question: 'Plain text: is 1 &lt; 2?',
        options: textOptions('no', 'yes', 'maybe'),
        correct: 'B',
        explanation: 'Because one comes first.',
      }),
      row({
        line: 21,
        subtopic: 'Reasoning',
        question: 'Moodle costs _____ to download.',
        options: textOptions('lots of money', 'nothing', 'a small amount'),
        correct: 'B',
      }),
      row({ line: 23, subtopic: 'Reasoning', question: 'What is the capital of France?' }),
    ]);
  });

  it('takes no other kind of question for multiple choice', async () => {
    const text = [
      'Essay about numbers. {}',
      '',
      'Numeric: 2 + 2 = ? {#4}',
      '',
      'Matching. {=cat -> animal =oak -> tree}',
      '',
      'Short answer. {=four =4}',
      '',
      '::Weights:: Partial credit. {~%50%half ~%-50%minus =whole}',
      '',
      'LaTeX stays: $\\frac\\{1\\}\\{2\\} \\neq 1$ {=$\\frac\\{1\\}\\{2\\}$ ~1}',
    ].join('\n');
    const rows = await allRows(await open(await tempFile('kinds.gift', text)));
    expect(rows.map((item) => [item.line, item.options.length, item.correct])).toEqual([
      [1, 0, ''],
      [3, 0, ''],
      [5, 0, ''],
      [7, 0, ''],
      [9, 3, 'C'],
      [11, 2, 'A'],
    ]);
    expect(rows[4].options.map((option) => option.text)).toEqual(['half', 'minus', 'whole']);
    expect(rows[5].question).toBe('LaTeX stays: $\\frac{1}{2} \\neq 1$');
    expect(rows[5].options[0].text).toBe('$\\frac{1}{2}$');
  });
});
