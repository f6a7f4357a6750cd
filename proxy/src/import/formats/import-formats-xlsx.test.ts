import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { openImportFile } from '#src/import/formats/read.js';
import { cellText } from '#src/import/formats/xlsx.js';
import { ImportFileError } from '#src/import/types.js';
import { allRows, heapGrowthWhile, open, row, tempDir, tempFile, textOptions, zipBuffer, zipEntries } from './test-helpers.js';

/** Reading XLSX workbooks for the question import (exceljs's streaming reader). */

async function workbookFile(name: string, fill: (workbook: ExcelJS.Workbook) => void): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook);
  const path = join(await tempDir(), name);
  await workbook.xlsx.writeFile(path);
  return path;
}

/**
 * exceljs deletes its temporary files without waiting for the deletion: give it a moment. Empty twice, half a
 * second apart: on a loaded machine a refused read's parking file can still be on its way when the folder is first
 * seen empty, and the folder is removed after the test (a file opened in it then crashed the test run's worker).
 */
async function noFilesIn(dir: string, when: string) {
  for (const wait of [0, 500]) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    await vi.waitFor(async () => expect(await readdir(dir), when).toEqual([]), { timeout: 5000 });
  }
}

describe('XLSX', () => {
  it('reads the first worksheet with sheet row numbers, skipping empty rows', async () => {
    const path = await workbookFile('bank.xlsx', (workbook) => {
      const sheet = workbook.addWorksheet('Questions');
      sheet.addRow(['Question', ' OPTION_A ', 'option_b', 'Correct', 'Exams', 'subtopic']);
      sheet.addRow(['What is 2 + 2?', '3', '4', 'B', 'SSC CGL;Bank PO', 'Arithmetic']);
      sheet.getRow(5).values = ['Row five', 'x', 'y', 'a'];
      sheet.addRow([' ', '', '', '']);
      workbook.addWorksheet('Notes').addRow(['not', 'questions']);
    });
    const source = await open(path);
    expect(source.format).toBe('xlsx');
    expect(await allRows(source)).toEqual([
      row({
        line: 2,
        subtopic: 'Arithmetic',
        question: 'What is 2 + 2?',
        options: textOptions('3', '4'),
        correct: 'B',
        exams: ['SSC CGL', 'Bank PO'],
      }),
      row({ line: 5, question: 'Row five', options: textOptions('x', 'y'), correct: 'a' }),
    ]);
  });

  it('reads a workbook whatever the order of its parts (here its sheet after the shared strings, before the workbook)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Questions');
    sheet.addRow(['question', 'option_a', 'option_b', 'correct']);
    sheet.addRow(['What is 2 + 2?', '3', '4', 'B']);
    const parts = await zipEntries(Buffer.from(await workbook.xlsx.writeBuffer()));
    // The order a streaming writer may commit them in: exceljs's reader then met a sheet before knowing the workbook.
    const first = ['xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/styles.xml', 'xl/worksheets/sheet1.xml', 'xl/workbook.xml'];
    for (const name of first) expect(parts.has(name), name).toBe(true);
    const names = [...[...parts.keys()].filter((name) => !first.includes(name)), ...first];
    const path = await tempFile('reordered.xlsx', await zipBuffer(names.map((name) => ({ name, data: parts.get(name)! }))));
    expect(await allRows(await open(path))).toEqual([
      row({ line: 2, question: 'What is 2 + 2?', options: textOptions('3', '4'), correct: 'B' }),
    ]);
  });

  it('reads numbers, dates, booleans, rich text, formulas, hyperlinks and errors as the text they show', async () => {
    const path = await workbookFile('cells.xlsx', (workbook) => {
      const sheet = workbook.addWorksheet('Questions');
      sheet.addRow(['question', 'option_a', 'option_b', 'option_c', 'option_d', 'option_e', 'option_f', 'correct', 'explanation']);
      sheet.addRow([
        { richText: [{ text: 'Bold ', font: { bold: true } }, { text: 'and plain' }] },
        0.1,
        new Date(Date.UTC(2024, 0, 31)),
        true,
        { formula: 'A1&"!"', result: 'question!' },
        { text: 'a link', hyperlink: 'https://example.com' },
        { error: '#N/A' },
        'C',
        1234567,
      ]);
      sheet.getCell('C2').numFmt = 'yyyy-mm-dd';
    });
    const [read] = await allRows(await open(path));
    expect(read).toEqual(
      row({
        question: 'Bold and plain',
        options: textOptions('0.1', '2024-01-31', 'TRUE', 'question!', 'a link', '#N/A'),
        correct: 'C',
        explanation: '1234567',
      }),
    );
  });

  it('turns every kind of cell value into text', () => {
    expect(cellText(null)).toBe('');
    // The streaming reader gives a formula whose result is an error a result of NaN: it shows no number.
    expect(cellText({ formula: '1/0', result: Number.NaN } as ExcelJS.CellValue)).toBe('');
    expect(cellText(new Date(Date.UTC(2024, 5, 1, 9, 30)))).toBe('2024-06-01T09:30:00Z');
    expect(cellText({ formula: 'NOW()', result: new Date(Date.UTC(2024, 5, 1)) } as ExcelJS.CellValue)).toBe('2024-06-01');
    expect(
      cellText({ text: { richText: [{ text: 'rich ' }, { text: 'link' }] }, hyperlink: 'https://x' } as unknown as ExcelJS.CellValue),
    ).toBe('rich link');
    expect(cellText('carriage_x000D_return, _x005F_x0041_')).toBe('carriage\rreturn, _x0041_');
  });

  it('refuses a workbook without the required columns, an empty one, and a damaged one', async () => {
    const missing = await workbookFile('missing.xlsx', (workbook) => workbook.addWorksheet('Q').addRow(['question', 'option_a', 'answer']));
    const reading = openImportFile(missing, 'missing.xlsx');
    await expect(reading).rejects.toBeInstanceOf(ImportFileError);
    await expect(reading).rejects.toThrow(/Unknown column in the header: answer/);
    const empty = await workbookFile('empty.xlsx', (workbook) => workbook.addWorksheet('Q'));
    await expect(openImportFile(empty, 'empty.xlsx')).rejects.toThrow(
      new ImportFileError('The first worksheet is empty: it has no header row'),
    );
    const notWorkbook = await zipBuffer([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'xl/worksheets/sheet1.xml', data: '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v>' },
    ]);
    await expect(openImportFile(await tempFile('broken.xlsx', notWorkbook), 'broken.xlsx')).rejects.toBeInstanceOf(ImportFileError);
  });

  it('is told from a bundle by its content whatever its name, and a bundle may carry one', async () => {
    const path = await workbookFile('bank.xlsx', (workbook) => {
      const sheet = workbook.addWorksheet('Questions');
      sheet.addRow(['question', 'option_a', 'option_b', 'correct', 'question_image']);
      sheet.addRow(['Which?', 'a', 'b', 'A', 'q.png']);
    });
    expect((await open(path, 'bank.zip')).format).toBe('xlsx');
    const { readFile } = await import('node:fs/promises');
    const bundle = await zipBuffer([
      { name: 'bank/questions.xlsx', data: await readFile(path) },
      { name: 'bank/images/q.png', data: 'png bytes' },
    ]);
    const source = await open(await tempFile('bundle.zip', bundle));
    expect(source.format).toBe('xlsx');
    expect(await allRows(source)).toEqual([
      row({ question: 'Which?', options: textOptions('a', 'b'), correct: 'A', questionImage: 'q.png' }),
    ]);
    expect(await allRows(source)).toHaveLength(1); // a second pass
    expect((await source.image('q.png'))?.toString()).toBe('png bytes');
  });

  it('leaves no temporary files behind, read whole, stopped early or refused', async () => {
    // exceljs parks a worksheet that comes before the shared strings (as Excel and exceljs write them) in a temporary file.
    const bank = await workbookFile('bank.xlsx', (workbook) => {
      const sheet = workbook.addWorksheet('Questions');
      sheet.addRow(['question', 'option_a', 'option_b', 'correct']);
      for (let index = 1; index <= 50; index++) sheet.addRow([`Question ${index}`, 'a', 'b', 'A']);
      workbook.addWorksheet('Notes').addRow(['notes']);
    });
    const badHeader = await workbookFile('bad.xlsx', (workbook) => workbook.addWorksheet('Q').addRow(['question', 'answer']));
    const parking = await tempDir();
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = parking;
    try {
      const source = await open(bank);
      expect(await allRows(source)).toHaveLength(50);
      await noFilesIn(parking, 'read whole');
      for await (const item of source.rows()) if (item.line === 3) break;
      await noFilesIn(parking, 'stopped early');
      await expect(openImportFile(badHeader, 'bad.xlsx')).rejects.toThrow(/Unknown column/);
      await noFilesIn(parking, 'refused');
    } finally {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
    }
  });

  it('streams a 10,000-row workbook with flat memory', async () => {
    const path = join(await tempDir(), 'big.xlsx');
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: false });
    const sheet = writer.addWorksheet('Questions');
    sheet.addRow(['question', 'option_a', 'option_b', 'correct']).commit();
    const filler = 'x'.repeat(2000);
    for (let index = 1; index <= 10_000; index++) sheet.addRow([`Question ${index} ${filler}`, 'a', 'b', 'A']).commit();
    sheet.commit();
    await writer.commit();
    const source = await open(path);
    const growth = await heapGrowthWhile(source.rows(), (item, count) => {
      expect(item.line).toBe(count + 1);
    });
    expect(growth.count).toBe(10_000);
    expect(growth.bytes).toBeLessThan(8 * 1024 * 1024);
  });
});
