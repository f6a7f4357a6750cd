import { describe, expect, it } from 'vitest';
import { testDatabase, type Stack } from '#test/helpers/stack.js';
import type { Fixtures } from '#test/helpers/fixtures.js';
import { useAdminStack, type AdminClient } from '#test/helpers/admin.js';
import { csvOf, importFile, newSubtopic, textRow, listed } from '#test/helpers/question-import.js';

/**
 * A 10,000-row CSV imports in one request on this run's database, all rows written, the public list and
 * search seeing them at once. The throughput is printed (npm run bench measures it properly), never asserted.
 */

let stack: Stack;
let fx: Fixtures;
let api: AdminClient;
useAdminStack((started) => ({ stack, fx, api } = started));

const ROWS = 10_000;

describe(`a 10,000-row import (${testDatabase})`, () => {
  it('writes every row in one import', { timeout: 600_000 }, async () => {
    const name = await newSubtopic(stack.strapi, fx.topics.aptitude.documentId, 'bulk');
    const rows = Array.from({ length: ROWS }, (_, index) =>
      textRow(name, `<p>Bulk question number ${index + 1}: what is ${index} + 1?</p>`, {
        option_a: String(index),
        option_b: String(index + 1),
        option_c: String(index + 2),
        option_d: String(index + 3),
        correct: 'B',
        explanation: `<p>${index} + 1 = ${index + 1}</p>`,
        exams: index % 2 === 0 ? 'SSC CGL' : 'IBPS PO; SSC CGL',
      }),
    );
    const csv = csvOf(rows);

    const dryStarted = performance.now();
    const dry = await importFile(api, 'bulk.csv', csv, { dry_run: 'true' });
    const dryMs = performance.now() - dryStarted;
    expect(dry.status, JSON.stringify(dry.body).slice(0, 500)).toBe(200);
    expect(dry.body).toEqual({ valid: ROWS, ...listed([]) });

    const started = performance.now();
    const answer = await importFile(api, 'bulk.csv', csv);
    const ms = performance.now() - started;
    expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
    expect(answer.body).toEqual({ created: ROWS, skipped: 0, ...listed([]) });
    console.log(
      `[${testDatabase}] ${ROWS} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB): dry run ${Math.round(dryMs)} ms, ` +
        `import ${Math.round(ms)} ms = ${Math.round(ROWS / (ms / 1000))} rows/s`,
    );

    const page = await api.get(`/api/questions/all/subtopic/${name}?page=1&limit=5`);
    expect(page.headers.get('x-total-count')).toBe(String(ROWS));
    expect(page.body[1].question).toMatchObject({
      question: '<p>Bulk question number 2: what is 1 + 1?</p>',
      answer: '2',
      explanation: '<p>1 + 1 = 2</p>',
    });
    expect(page.body[1].question.exam_ids.sort()).toEqual([fx.exams.ibpsPo.documentId, fx.exams.sscCgl.documentId].sort());

    const publicPage = await stack.get(`/api/questions/subtopic/${name}?page=200&limit=50`);
    expect(publicPage.status).toBe(200);
    expect(publicPage.headers.get('x-total-count')).toBe(String(ROWS));
    const found = await stack.json(`/api/search?q=${encodeURIComponent('Bulk question number 9999')}&type=question`);
    expect(found.body.results[0].title).toBe('Bulk question number 9999: what is 9998 + 1?');

    // Importing the same file again: every row is already in the subtopic.
    const again = await importFile(api, 'bulk.csv', csv, { dry_run: 'true' });
    expect(again.body.valid).toBe(0);
    // The first 1,000 listed (IMPORT_MAX_ERRORS), every one counted.
    expect(again.body.errors).toHaveLength(1000);
    expect(again.body.error_count).toBe(ROWS);
    expect(again.body.errors_truncated).toBe(true);
  });
});
