// npm test's list of failed tests at its end: read from real reports, made here by Vitest and Playwright running
// small failing files (the reports' shapes are theirs, not copied by hand).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { failuresOfRun } from './test-profile.mjs';

const rootDir = path.resolve(import.meta.dirname, '..', '..');
// Inside the project, so the small files find Vitest and Playwright as the project's own tests do.
mkdirSync(path.join(rootDir, '.tmp'), { recursive: true });
const workDir = mkdtempSync(path.join(rootDir, '.tmp', 'test-profile-'));
const reportDir = path.join(workDir, '.tmp', 'test-reports');
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const run = (command, args, cwd, env = {}) =>
  spawnSync(path.join(rootDir, 'node_modules', '.bin', command), args, { cwd, encoding: 'utf8', env: { ...process.env, ...env } });

beforeAll(() => {
  mkdirSync(reportDir, { recursive: true });
  const unitDir = path.join(workDir, 'unit');
  mkdirSync(unitDir);
  writeFileSync(
    path.join(unitDir, 'sums.test.mjs'),
    "import { describe, expect, it } from 'vitest';\n" +
      "describe('sums', () => {\n  it('adds', () => expect(1 + 1).toBe(2));\n  it('carries', () => expect(9 + 1).toBe(11));\n});\n",
  );
  writeFileSync(
    path.join(unitDir, 'broken.test.mjs'),
    "import './missing-module.mjs';\nimport { it } from 'vitest';\nit('never runs', () => {});\n",
  );
  run('vitest', ['run', '--root', unitDir, '--reporter=json', `--outputFile.json=${path.join(reportDir, 'unit-tests.json')}`], unitDir);
  writeFileSync(path.join(reportDir, 'steps.json'), JSON.stringify([{ name: 'unit tests', wallSeconds: 1, cpuSeconds: 1 }]));

  const browserDir = path.join(workDir, 'e2e');
  mkdirSync(path.join(browserDir, 'tests'), { recursive: true });
  writeFileSync(
    path.join(browserDir, 'tests', 'pages.spec.mjs'),
    "import { expect, test } from '@playwright/test';\n" +
      "test('home answers', () => expect(200).toBe(200));\n" +
      "test.describe('the paper', () => {\n  test('starts at Start', () => expect('draft').toBe('started'));\n});\n",
  );
  writeFileSync(
    path.join(browserDir, 'playwright.config.mjs'),
    "export default { testDir: 'tests', reporter: [['json', { outputFile: process.env.REPORT }]] };\n",
  );
  run('playwright', ['test', '--config', 'playwright.config.mjs'], browserDir, {
    REPORT: path.join(reportDir, 'e2e.json'),
  });
}, 60_000);

it("names each failed test with its step, file (and a spec's line), its error's first line and what it expected and received, and a file that broke outside its tests", () => {
  const failures = failuresOfRun(reportDir);
  expect(failures).toHaveLength(3);
  expect(failures).toContainEqual(expect.stringMatching(/^unit tests › unit\/sums\.test\.mjs › sums carries: .*expected 10 to be 11/));
  expect(failures).toContainEqual(expect.stringMatching(/^unit tests › unit\/broken\.test\.mjs: .*missing-module/));
  expect(failures).toContainEqual(
    expect.stringMatching(/^browser tests › e2e\/tests\/pages\.spec\.mjs:4 › the paper › starts at Start: .*toBe/),
  );
  // What was expected and received, on lines of their own under the name.
  expect(failures.find((failure) => failure.includes('starts at Start'))).toMatch(/\n {6}Expected: "started"\n {6}Received: "draft"/);
  expect(failures.find((failure) => failure.includes('sums carries'))).not.toContain('\n');
  expect(failures.join('\n')).not.toMatch(/adds|home answers|\u001b\[/);
});

it('keeps the list short when many failed', () => {
  const failures = failuresOfRun(reportDir, { max: 2 });
  expect(failures).toHaveLength(3);
  expect(failures[2]).toBe('… and 1 more');
});
