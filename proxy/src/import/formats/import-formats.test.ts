import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openImportFile } from '#src/import/formats/read.js';
import { ImageTooLargeError, ImportFileError, MAX_IMPORT_IMAGE_BYTES } from '#src/import/types.js';
import { allRows, declareSize, FIXTURES, heapGrowthWhile, open, row, tempFile, textOptions, zipBuffer } from './test-helpers.js';

/** Reading CSV files and ZIP bundles for the question import (src/import/formats). */

const HEADER = 'question,option_a,option_b,correct';

describe('CSV', () => {
  it('reads every column, with the line each record starts on (header = 1, quoted cells over several lines)', async () => {
    const source = await open(join(FIXTURES, 'questions.csv'));
    expect(source.format).toBe('csv');
    expect(await allRows(source)).toEqual([
      row({
        line: 2,
        subtopic: 'Percentages',
        question: 'What is 10% of 50?',
        options: [
          { text: '5', image: '' },
          { text: '10', image: '' },
          { text: '15', image: '' },
        ],
        correct: 'A',
        explanation: 'Ten per cent is a tenth: 50 / 10 = 5',
        exams: ['SSC CGL', 'Bank PO'],
      }),
      row({
        line: 3,
        subtopic: 'Percentages',
        question: 'Which is larger?\r\nPick one, please.',
        options: [
          { text: '<b>bold</b> "quoted"', image: '' },
          { text: 'B', image: 'img/b.png' },
        ],
        correct: 'b',
        questionImage: 'q2.png',
      }),
      row({ line: 6, question: 'After a blank line', options: textOptions('yes', 'no'), correct: 'A' }),
    ]);
  });

  it('counts lines the same with LF, CRLF and lone CR endings, and skips rows of empty cells', async () => {
    for (const newline of ['\n', '\r\n', '\r']) {
      const text = [HEADER, '"one', 'two', 'three",a,b,A', '', ',,,', 'q2,a,b,B', ''].join(newline);
      const rows = await allRows(await open(await tempFile('lines.csv', text)));
      expect(
        rows.map((r) => [r.line, r.question]),
        JSON.stringify(newline),
      ).toEqual([
        [2, ['one', 'two', 'three'].join(newline)],
        [7, 'q2'],
      ]);
    }
  });

  it('reads files separated by semicolons or tabs (told by the header), and Excel\'s "sep=" first line', async () => {
    const expected = [
      [2, 'What is 1,5 + 1?', ['2,5', '3'], ['SSC CGL', 'Bank PO']],
      [3, 'Two\nlines; one cell', ['a', 'b'], []],
    ];
    const read = async (name: string, text: string) =>
      (await allRows(await open(await tempFile(name, text)))).map((r) => [r.line, r.question, r.options.map((o) => o.text), r.exams]);
    const semicolons = [
      'question;option_a;option_b;correct;exams',
      'What is 1,5 + 1?;2,5;3;A;"SSC CGL;Bank PO"',
      '"Two',
      'lines; one cell";a;b;B;',
    ];
    expect(await read('semi.csv', semicolons.join('\n'))).toEqual(expected);
    const tabs = [
      'question\toption_a\toption_b\tcorrect\texams',
      'What is 1,5 + 1?\t2,5\t3\tA\tSSC CGL;Bank PO',
      '"Two',
      'lines; one cell"\ta\tb\tB\t',
    ];
    expect(await read('tabs.csv', tabs.join('\n'))).toEqual(expected);
    // Excel's hint line comes before the header: the lines reported are the file's own.
    const hinted = await read('hint.csv', ['\uFEFFsep=;', ...semicolons].join('\n'));
    expect(hinted).toEqual(expected.map(([line, ...rest]) => [(line as number) + 1, ...rest]));
    // A comma file whose cells hold semicolons is still read by its commas.
    expect(await read('commas.csv', `${HEADER},exams\nq;1,a,b,A,SSC CGL;Bank PO\n`)).toEqual([
      [2, 'q;1', ['a', 'b'], ['SSC CGL', 'Bank PO']],
    ]);
  });

  it('can be read twice (two passes)', async () => {
    const source = await open(join(FIXTURES, 'questions.csv'));
    const first = await allRows(source);
    expect(await allRows(source)).toEqual(first);
  });

  it('refuses a header without the required columns, or with unknown ones, naming them', async () => {
    await expect(openImportFile(await tempFile('a.csv', 'question,option_a\nq,a\n'), 'a.csv')).rejects.toThrow(
      new ImportFileError('Missing required columns in the header: option_b, correct'),
    );
    const unknown = openImportFile(await tempFile('b.csv', `${HEADER},answer,notes\nq,a,b,A,x,y\n`), 'b.csv');
    await expect(unknown).rejects.toBeInstanceOf(ImportFileError);
    await expect(unknown).rejects.toThrow(/Unknown columns in the header: answer, notes/);
    await expect(openImportFile(await tempFile('c.csv', 'a,b,c\n1,2,3\n'), 'c.csv')).rejects.toThrow(/the first line must be the header/);
  });

  it('refuses an empty file, a header alone, and a quote never closed', async () => {
    await expect(openImportFile(await tempFile('empty.csv', ''), 'empty.csv')).rejects.toThrow(new ImportFileError('The file is empty'));
    await expect(openImportFile(await tempFile('header.csv', `\uFEFF${HEADER}\r\n`), 'header.csv')).rejects.toThrow(
      new ImportFileError('The file holds no questions'),
    );
    const broken = await open(await tempFile('broken.csv', `${HEADER}\nq,a,b,A\n"never closed,a,b,A\n`));
    const reading = allRows(broken);
    await expect(reading).rejects.toBeInstanceOf(ImportFileError);
    await expect(reading).rejects.toThrow(/The CSV file cannot be read: .*quote/i);
  });

  it('streams a 10,000-row file (20 MB) with flat memory', async () => {
    const lines = [HEADER];
    const filler = 'x'.repeat(2000);
    for (let index = 1; index <= 10_000; index++) lines.push(`"Question ${index}, with a comma\n${filler}",a,b,A`);
    const source = await open(await tempFile('big.csv', lines.join('\r\n')));
    const growth = await heapGrowthWhile(source.rows(), (item, count) => {
      expect(item.line).toBe(2 * count); // every record takes two lines
    });
    expect(growth.count).toBe(10_000);
    expect(growth.bytes).toBeLessThan(8 * 1024 * 1024);
  });
});

describe('format detection', () => {
  it('tells a .txt that is Aiken from one that is GIFT, and refuses one that is neither', async () => {
    const aiken = await open(await tempFile('bank.txt', await readFile(join(FIXTURES, 'aiken.txt'))));
    expect(aiken.format).toBe('aiken');
    const gift = await open(await tempFile('bank.txt', await readFile(join(FIXTURES, 'questions.gift'))));
    expect(gift.format).toBe('gift');
    await expect(openImportFile(await tempFile('notes.txt', 'just some notes\n'), 'notes.txt')).rejects.toThrow(
      /neither Aiken .* nor GIFT/,
    );
  });

  it('reads the content when the name says nothing (an upload named "upload")', async () => {
    expect((await open(join(FIXTURES, 'questions.csv'), 'upload')).format).toBe('csv');
    expect((await open(join(FIXTURES, 'questions.gift'), 'upload')).format).toBe('gift');
    expect((await open(join(FIXTURES, 'aiken.txt'), 'upload')).format).toBe('aiken');
    for (const header of [
      'question;option_a;option_b;correct',
      'sep=;\nquestion;option_a;option_b;correct',
      'question\toption_a\toption_b\tcorrect',
    ]) {
      expect((await open(await tempFile('sheet', `${header}\nq;a;b;A\n`), 'upload')).format, header).toBe('csv');
    }
    await expect(openImportFile(await tempFile('x', 'hello'), 'upload.doc')).rejects.toThrow(/Unknown file format/);
  });

  it('refuses a .xlsx or .zip that is not a ZIP', async () => {
    await expect(openImportFile(await tempFile('a.xlsx', 'question,option_a\n'), 'a.xlsx')).rejects.toThrow(/not a XLSX file/);
    await expect(openImportFile(await tempFile('a.zip', 'hello'), 'a.zip')).rejects.toThrow(/not a ZIP file/);
  });
});

describe('ZIP bundle', () => {
  const sheet = `${HEADER},question_image,option_a_image\nq1,,b,A,pics/q1.png,a.png\n`;
  const png = Buffer.from('89504e470d0a1a0a0000', 'hex');

  it('reads its one question file (at any depth) and finds images by full path, then by base name', async () => {
    const zip = await zipBuffer([
      { name: 'bank/questions.csv', data: sheet },
      { name: 'bank/pics/q1.png', data: png },
      { name: 'other/a.png', data: png, store: true },
      { name: '__MACOSX/bank/._questions.csv', data: 'resource fork' },
      { name: 'bank/.DS_Store', data: 'finder' },
    ]);
    const source = await open(await tempFile('bundle.zip', zip));
    expect(source.format).toBe('csv');
    expect(await allRows(source)).toEqual([
      row({
        question: 'q1',
        options: [
          { text: '', image: 'a.png' },
          { text: 'b', image: '' },
        ],
        correct: 'A',
        questionImage: 'pics/q1.png',
      }),
    ]);
    expect(await source.image('bank/pics/q1.png')).toEqual(png);
    expect(await source.image('q1.png')).toEqual(png);
    expect(await source.image('a.png')).toEqual(png);
    expect(source.hasImage('pics/q1.png')).toBe(true);
    expect(source.hasImage('missing.png')).toBe(false);
    expect(await source.image('missing.png')).toBeUndefined();
    expect(await source.image('')).toBeUndefined();
  });

  it('is told from an XLSX whatever its name, and a file without a ZIP has no images', async () => {
    const zip = await zipBuffer([{ name: 'q.csv', data: sheet }]);
    const source = await open(await tempFile('upload.bin', zip), 'upload.bin');
    expect(source.format).toBe('csv');
    const plain = await open(join(FIXTURES, 'questions.csv'));
    expect(plain.hasImage('q2.png')).toBe(false);
    expect(await plain.image('q2.png')).toBeUndefined();
  });

  it('refuses a ZIP with no question file, or with two, naming them', async () => {
    const none = await zipBuffer([
      { name: 'a.png', data: png },
      { name: '__MACOSX/._q.csv', data: 'x' },
    ]);
    await expect(openImportFile(await tempFile('none.zip', none), 'none.zip')).rejects.toThrow(
      new ImportFileError('The ZIP file must hold exactly one question file (.csv, .xlsx, .txt, .gift or .aiken); it holds none'),
    );
    const two = await zipBuffer([
      { name: 'a.csv', data: sheet },
      { name: 'b/b.gift', data: 'x' },
    ]);
    await expect(openImportFile(await tempFile('two.zip', two), 'two.zip')).rejects.toThrow(/it holds 2: a\.csv, b\/b\.gift/);
  });

  it('refuses a damaged ZIP as a file error', async () => {
    const zip = await zipBuffer([{ name: 'q.csv', data: sheet }]);
    const damaged = zip.subarray(0, zip.length - 30);
    await expect(openImportFile(await tempFile('damaged.zip', damaged), 'damaged.zip')).rejects.toBeInstanceOf(ImportFileError);
  });

  it('refuses an image over 5 MB by its declared size, and by its actual size when the directory lies', async () => {
    // Noise: it does not compress, so no ZIP limit of the import's stops it first (import-formats-limits.test.ts).
    const big = randomBytes(MAX_IMPORT_IMAGE_BYTES + 1);
    const fits = randomBytes(MAX_IMPORT_IMAGE_BYTES);
    const zip = await zipBuffer([
      { name: 'q.csv', data: sheet },
      { name: 'big.png', data: big },
      { name: 'bomb.png', data: big },
      { name: 'fits.png', data: fits },
    ]);
    const source = await open(await tempFile('sizes.zip', declareSize(zip, 'bomb.png', 1000)));
    await expect(source.image('big.png')).rejects.toThrow(new ImageTooLargeError('big.png'));
    await expect(source.image('bomb.png')).rejects.toBeInstanceOf(ImageTooLargeError);
    expect(source.hasImage('big.png')).toBe(true);
    expect((await source.image('fits.png'))?.length).toBe(MAX_IMPORT_IMAGE_BYTES);
  });
});
