// `npm run test:profile [-- <reports folder>]`: where `npm test`'s time goes, from the reports its last run left in
// .tmp/test-reports (or the folder given, e.g. a clean clone's). One table per step: wall time, CPU time, tests, tests
// per second and the files' own time summed (from steps.json and each step's JSON report); then the slowest files:
// wall time from a file's first test to its end, its tests, tests per second. Markdown, to paste into
// docs/testing.md. It reads; it runs nothing.
//   PROFILE_FILES=25   how many of the slowest files to list
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from './lib/env.mjs';

const reportDir = path.resolve(process.argv[2] ?? path.join(rootDir, '.tmp', 'test-reports'));
const FILES = Number(process.env.PROFILE_FILES ?? 25);
if (!existsSync(reportDir)) {
  console.error(`No reports in ${reportDir}: run npm test first (or name a folder of reports).`);
  process.exit(1);
}
const readJson = (file) => JSON.parse(readFileSync(path.join(reportDir, file), 'utf8'));
/** The file name runStep gives a step's log and report (steps.mjs). */
const fileNameOf = (step) => step.replace(/\W+/g, '-');
const seconds = (value) => (value === undefined ? '–' : value.toFixed(0));
const rate = (tests, wall) => (tests && wall ? (tests / wall).toFixed(2) : '–');
const relative = (file) => path.relative(reportDir.replace(/\.tmp\/test-reports$/, ''), file);

/** Every file of a run with its tests and wall time: Vitest's JSON reports and Playwright's (e2e.json). */
function filesOf(step) {
  const name = fileNameOf(step);
  if (existsSync(path.join(reportDir, `${name}.json`))) {
    const report = readJson(`${name}.json`);
    return report.testResults.map((file) => ({
      file: relative(file.name),
      tests: file.assertionResults.length,
      wall: (file.endTime - file.startTime) / 1000,
    }));
  }
  if (step.startsWith('browser tests') && existsSync(path.join(reportDir, 'e2e.json'))) {
    const bySpec = new Map();
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests)
          for (const result of test.results) {
            const entry = bySpec.get(spec.file) ?? { file: `e2e/tests/${spec.file}`, tests: 0, wall: 0 };
            entry.tests += 1;
            entry.wall += result.duration / 1000;
            bySpec.set(spec.file, entry);
          }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of readJson('e2e.json').suites) walk(suite);
    return [...bySpec.values()];
  }
  return [];
}

const steps = existsSync(path.join(reportDir, 'steps.json'))
  ? readJson('steps.json')
  : readdirSync(reportDir)
      .filter((file) => file.endsWith('.log'))
      .map((file) => ({ name: file.replace(/\.log$/, ''), wallSeconds: undefined, cpuSeconds: undefined }));

console.log(`Reports: ${reportDir}\n`);
console.log("| step | wall s | CPU s | tests | tests/s | files' own s |");
console.log('|---|---|---|---|---|---|');
const everyFile = [];
for (const step of steps) {
  const files = filesOf(step.name);
  everyFile.push(...files.map((file) => ({ ...file, step: step.name })));
  const tests = files.reduce((sum, file) => sum + file.tests, 0);
  // The files' own time, summed: what is left of the step's wall time went to start-up (Strapi boots, imports).
  const own = files.length ? files.reduce((sum, file) => sum + file.wall, 0) : undefined;
  console.log(
    `| ${step.name} | ${seconds(step.wallSeconds)} | ${seconds(step.cpuSeconds)} | ${tests || '–'} | ${rate(tests, step.wallSeconds)} | ${seconds(own)} |`,
  );
}
const last = steps.reduce((end, step) => Math.max(end, (step.startedAtSeconds ?? 0) + (step.wallSeconds ?? 0)), 0);
if (last) console.log(`\nAll steps ended ${(last / 60).toFixed(1)} minutes after the first began.`);

console.log(`\nThe ${FILES} slowest files:\n`);
console.log('| file | step | tests | wall s | tests/s |');
console.log('|---|---|---|---|---|');
for (const file of everyFile.sort((a, b) => b.wall - a.wall).slice(0, FILES))
  console.log(`| \`${file.file}\` | ${file.step} | ${file.tests} | ${file.wall.toFixed(0)} | ${rate(file.tests, file.wall)} |`);
