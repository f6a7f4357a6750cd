import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, runTag, signIn } from './support/admin';
import { removeTaggedContent } from './support/admin-content';
import { csv, makeImportTargets, questionsIn } from './support/question-import';

// `npm run import` (scripts/import.mjs) against the running stack: a dry run, a refused import, a real one
// with a default subtopic and exams, and a refused sign-in; its report and exit codes.

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/import.mjs');
const tag = runTag();
let targets: Awaited<ReturnType<typeof makeImportTargets>>;

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  await signIn(api);
  targets = await makeImportTargets(api, tag, 'cli');
  await api.dispose();
});
test.afterAll(async ({ baseURL }) => removeTaggedContent(baseURL, tag));

/** Runs the CLI (stdin not a terminal: no prompts); its exit code, stdout and stderr. */
function runImport(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      { env: { ...process.env, ADMIN_USERNAME, ADMIN_PASSWORD, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function writeBank(name: string, columns: string[], rows: string[][]) {
  const file = test.info().outputPath(name);
  await writeFile(file, csv(columns, rows));
  return file;
}

test('--dry-run reports bad rows by line and exits 1; a clean file exits 0; nothing is written', async ({ baseURL, request }) => {
  const columns = ['subtopic', 'question', 'option_a', 'option_b', 'correct'];
  const bad = await writeBank('bad.csv', columns, [
    [targets.subtopic, `CLI dry ${tag}: 1 + 1?`, '2', '3', 'A'],
    [targets.subtopic, `CLI dry ${tag}: 2 + 2?`, '4', '5', 'C'],
    [targets.subtopic, '', '6', '7', 'A'],
  ]);
  const refused = await runImport(['--file', bad, '--dry-run', '--url', baseURL!]);
  expect(refused.code, refused.stderr).toBe(1);
  expect(refused.stdout).toContain('Checked bad.csv: 1 valid row, 2 errors.');
  expect(refused.stdout).toMatch(/^\s+3 {2}correct\s+The correct option C is empty$/m);
  expect(refused.stdout).toMatch(/^\s+4 {2}question\s+Please enter question text$/m);
  expect(refused.stdout).toContain('An import would be refused');
  expect(refused.stderr).toMatch(/Uploading .*100%/);
  expect(refused.stderr).toContain('Checking the rows…');

  const withSkip = await runImport(['--file', bad, '--dry-run', '--skip-invalid', '--url', baseURL!]);
  expect(withSkip.code).toBe(0);

  const good = await writeBank('good.csv', columns, [[targets.subtopic, `CLI dry ${tag}: 1 + 1?`, '2', '3', 'A']]);
  const clean = await runImport(['--file', good, '--dry-run', '--url', baseURL!]);
  expect(clean.code, clean.stdout + clean.stderr).toBe(0);
  expect(clean.stdout).toContain('1 valid row, 0 errors.');
  expect(clean.stdout).toContain('Nothing was written (dry run).');

  await signIn(request);
  expect(await questionsIn(request, targets.subtopic)).toHaveLength(0);
});

test('an import with bad rows is refused (exit 1); a valid one with --subtopic and --exams writes every row (exit 0)', async ({
  baseURL,
  request,
}) => {
  const columns = ['question', 'option_a', 'option_b', 'option_c', 'correct', 'exams'];
  const bad = await writeBank('refused.csv', columns, [
    [`CLI refused ${tag}: 1 + 1?`, '2', '3', '', 'A', ''],
    [`CLI refused ${tag}: 2 + 2?`, '4', '5', '', 'A', 'No Such Exam'],
  ]);
  const refused = await runImport(['--file', bad, '--subtopic', targets.subtopic, '--url', baseURL!]);
  expect(refused.code).toBe(1);
  expect(refused.stdout).toContain('1 row has errors: nothing was imported');
  expect(refused.stdout).toMatch(/^\s+3 {2}exams\s+Unknown exam "No Such Exam"$/m);

  const good = await writeBank('bank.csv', columns, [
    [`CLI import ${tag}: 1 + 1?`, '2', '3', '4', 'A', ''],
    [`CLI import ${tag}: 2 + 3?`, '4', '5', '6', 'b', ''],
    [`CLI import ${tag}: 3 + 3?`, '6', '7', '', 'A', ''],
  ]);
  const imported = await runImport(['--file', good, '--subtopic', targets.subtopic, '--exams', `${targets.exam}; `, '--url', baseURL!]);
  expect(imported.code, imported.stdout + imported.stderr).toBe(0);
  expect(imported.stdout.trim()).toBe('Imported 3 questions.');
  expect(imported.stderr).toContain('Writing the questions…');

  await signIn(request);
  const stored = await questionsIn(request, targets.subtopic);
  expect(stored.map((record) => record.question.question.replace(/<[^>]+>/g, '')).sort()).toEqual([
    `CLI import ${tag}: 1 + 1?`,
    `CLI import ${tag}: 2 + 3?`,
    `CLI import ${tag}: 3 + 3?`,
  ]);
  for (const record of stored) expect(record.question.exam_ids).toHaveLength(1);
});

test('a refused sign-in, a missing file and missing credentials exit non-zero with a message', async ({ baseURL }) => {
  const file = await writeBank('any.csv', ['question', 'option_a', 'option_b', 'correct'], [['q', 'a', 'b', 'A']]);
  const wrongPassword = await runImport(['--file', file, '--url', baseURL!], { ADMIN_PASSWORD: 'not-the-password' });
  expect(wrongPassword.code).toBe(1);
  expect(wrongPassword.stderr).toMatch(/Sign-in failed \(4\d\d\)/);

  const noFile = await runImport(['--file', test.info().outputPath('missing.csv'), '--url', baseURL!]);
  expect(noFile.code).toBe(2);
  expect(noFile.stderr).toContain('no such file');

  const noCredentials = await runImport(['--file', file, '--url', baseURL!], { ADMIN_USERNAME: '', ADMIN_PASSWORD: '' });
  expect(noCredentials.code).toBe(1);
  expect(noCredentials.stderr).toContain('Set ADMIN_USERNAME and ADMIN_PASSWORD');
});
