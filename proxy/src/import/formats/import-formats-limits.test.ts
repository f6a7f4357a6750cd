import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IMPORT_LIMITS, IMPORT_COLUMNS, IMPORT_MESSAGES, type ImportLimits } from '@exam-prep/contract/admin/question-import';
import { openImportFile } from '#src/import/formats/read.js';
import { neutraliseCell, restoreCell } from '#src/import/formats/columns.js';
import { ImportFileError } from '#src/import/types.js';
import { allRows, tempFile, zipBuffer } from './test-helpers.js';
import { xlsxOf } from '#test/helpers/question-import.js';

/**
 * The import's limits where files are read (src/import/formats): what a ZIP may unpack to, counted while it is
 * inflated whatever its headers say; how much of one cell, line or record a reader holds; the CSV formula guard.
 */

const HEADER = 'question,option_a,option_b,correct';
const limits = (changes: Partial<ImportLimits>): ImportLimits => ({ ...DEFAULT_IMPORT_LIMITS, ...changes });

/** Opens and reads every row: the limit may stop either. */
async function readAll(path: string, name: string, given: ImportLimits) {
  const source = await openImportFile(path, name, given);
  try {
    return await allRows(source);
  } finally {
    await source.close();
  }
}

/** Rows of text that does not repeat (compresses about 2:1, like a real bank). */
const noisyRows = (count: number) =>
  Array.from({ length: count }, (_, index) => `Q${index} ${randomBytes(24).toString('base64')},a,b,A`).join('\n');

describe('ZIP limits, counted while inflating', () => {
  it('refuses an entry compressed more than the ratio (a 30 KB ZIP of millions of rows), whatever size it declares', async () => {
    const bomb = `${HEADER}\n${'What is 1 + 1?,1,2,B\n'.repeat(20_000)}`;
    const zip = await zipBuffer([{ name: 'bank.csv', data: bomb }]);
    expect(zip.length).toBeLessThan(bomb.length / 100);
    const path = await tempFile('bomb.zip', zip);
    await expect(readAll(path, 'bomb.zip', limits({}))).rejects.toThrow(IMPORT_MESSAGES.zipRatio('bank.csv', 100));
    // The same file with a looser ratio reads.
    expect(await readAll(path, 'bomb.zip', limits({ maxZipRatio: 10_000 }))).toHaveLength(20_000);
  });

  it('refuses a picture compressed past the ratio when it is read, and lets small entries through at any ratio', async () => {
    const zip = await zipBuffer([
      { name: 'bank.csv', data: `${HEADER}\nWhat?,a,b,A\n` },
      { name: 'zeros.png', data: Buffer.alloc(1024 * 1024) },
      { name: 'small.png', data: Buffer.alloc(50 * 1024) },
    ]);
    const source = await openImportFile(await tempFile('pictures.zip', zip), 'pictures.zip', limits({}));
    try {
      expect((await source.image('small.png'))?.length).toBe(50 * 1024);
      await expect(source.image('zeros.png')).rejects.toThrow(IMPORT_MESSAGES.zipRatio('zeros.png', 100));
    } finally {
      await source.close();
    }
  });

  it('refuses a ZIP whose entries unpack to more than the total, counting each entry once', async () => {
    const sheet = `${HEADER}\n${noisyRows(4_000)}\n`;
    expect(sheet.length).toBeGreaterThan(150 * 1024);
    const zip = await zipBuffer([{ name: 'bank.csv', data: sheet }]);
    const path = await tempFile('large.zip', zip);
    const small = limits({ maxZipBytes: 100 * 1024 });
    await expect(readAll(path, 'large.zip', small)).rejects.toThrow(IMPORT_MESSAGES.zipTooLarge(100 * 1024));
    // Read twice (the import reads its sheet more than once), it counts once.
    const roomy = limits({ maxZipBytes: sheet.length + 1 });
    const source = await openImportFile(path, 'large.zip', roomy);
    try {
      expect(await allRows(source)).toHaveLength(4_000);
      expect(await allRows(source)).toHaveLength(4_000);
    } finally {
      await source.close();
    }
  });

  it('inflates a workbook within the limits before reading it: a bomb part is refused when the file is opened', async () => {
    const workbook = await xlsxOf([{ question: 'What?', option_a: 'a', option_b: 'b', correct: 'A' }]);
    const path = await tempFile('bank.xlsx', workbook);
    expect(await readAll(path, 'bank.xlsx', limits({}))).toHaveLength(1);
    await expect(openImportFile(path, 'bank.xlsx', limits({ maxZipBytes: 1024 }))).rejects.toThrow(IMPORT_MESSAGES.zipTooLarge(1024));
  });

  it('refuses a workbook whose shared strings (held in memory while it is read) unpack to more than half the ZIP limit', async () => {
    const text = randomBytes(30 * 1024).toString('base64');
    const path = await tempFile('texts.xlsx', await xlsxOf([{ question: text, option_a: 'a', option_b: 'b', correct: 'A' }]));
    expect(await readAll(path, 'texts.xlsx', limits({ maxZipBytes: 200 * 1024 }))).toHaveLength(1);
    await expect(openImportFile(path, 'texts.xlsx', limits({ maxZipBytes: 70 * 1024 }))).rejects.toThrow(
      /^The workbook's texts \(xl\/sharedStrings\.xml\) unpack to more than/,
    );
  });
});

describe('what a reader holds of one cell, line or record', () => {
  it('CSV: a cell past the limit is kept whole for the checks; a record past every cell at the limit stops the file', async () => {
    const long = 'x'.repeat(150);
    const rows = await readAll(await tempFile('long.csv', `${HEADER}\n${long},a,b,A\n`), 'long.csv', limits({ maxCellChars: 100 }));
    expect(rows[0]!.question).toBe(long);
    const huge = 'y'.repeat(IMPORT_COLUMNS.length * (100 * 4 + 16) + 1);
    const path = await tempFile('huge.csv', `${HEADER}\nfine,a,b,A\n${huge},a,b,A\n`);
    await expect(readAll(path, 'huge.csv', limits({ maxCellChars: 100 }))).rejects.toThrow(
      new ImportFileError(IMPORT_MESSAGES.recordTooLong(3, 100)),
    );
  });

  it('CSV: a line of a million separators stops at the cell count, not in memory', async () => {
    const path = await tempFile('wide.csv', `${HEADER}\nq,a,b,A${','.repeat(1_000_000)}\n`);
    await expect(readAll(path, 'wide.csv', limits({}))).rejects.toThrow(new ImportFileError('Line 2 has more than 256 cells'));
  });

  it('Aiken: a line of any length is kept one character past the limit', async () => {
    const text = `${'z'.repeat(5_000_000)}\nA. one\nB. two\nANSWER: A\n`;
    const rows = await readAll(await tempFile('long.aiken', text), 'long.aiken', limits({ maxCellChars: 100 }));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.question).toBe('z'.repeat(101));
    expect(rows[0]!.options.map((option) => option.text)).toEqual(['one', 'two']);
  });

  it('GIFT: a question block longer than its texts can be is refused by its first line', async () => {
    const text = `::ok:: Fine? {=yes ~no}\n\n::long:: ${'w'.repeat(2_000)} {=yes ~no}\n`;
    await expect(readAll(await tempFile('long.gift', text), 'long.gift', limits({ maxCellChars: 100 }))).rejects.toThrow(
      new ImportFileError(IMPORT_MESSAGES.recordTooLong(3, 100)),
    );
  });
});

describe('CSV formula guard', () => {
  const cells = ['=HYPERLINK("http://x")', '+1', '-5', '@SUM(A1)', '\tTab', '\rCR', "'=already", "''-twice", "'plain", 'plain', '', "'"];

  it('puts one apostrophe before what a spreadsheet would run, and before apostrophes that precede it', () => {
    expect(cells.map(neutraliseCell)).toEqual([
      `'=HYPERLINK("http://x")`,
      "'+1",
      "'-5",
      "'@SUM(A1)",
      "'\tTab",
      "'\rCR",
      "''=already",
      "'''-twice",
      "'plain",
      'plain',
      '',
      "'",
    ]);
  });

  it('reads every cell back as it was', () => {
    expect(cells.map((cell) => restoreCell(neutraliseCell(cell)))).toEqual(cells);
  });
});
