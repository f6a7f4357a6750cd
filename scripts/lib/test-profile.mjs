// Where `npm test`'s time went, from the reports a run left in a folder (.tmp/test-reports): one table per step
// (wall, CPU, tests, tests per second, the files' own time summed: steps.json and each step's JSON report), then the
// slowest files. Markdown, to paste into docs/testing.md. Read by `npm run test:profile` and printed by `npm test`
// at its end.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The file name runStep gives a step's log and report (steps.mjs). */
const fileNameOf = (step) => step.replace(/\W+/g, '-');

/** Reading a run's reports: a report by name, and a file's path from the project's root. */
const reportsIn = (reportDir) => ({
  readJson: (file) => JSON.parse(readFileSync(path.join(reportDir, file), 'utf8')),
  relative: (file) => path.relative(reportDir.replace(/\.tmp\/test-reports$/, ''), file),
});

/** The profile of the run whose reports are in `reportDir`, as Markdown lines; `files` slowest files listed. */
export function profileOfRun(reportDir, { files: FILES = 25 } = {}) {
  const lines = [];
  const print = (line = '') => lines.push(line);
  const { readJson, relative } = reportsIn(reportDir);
  const seconds = (value) => (value === undefined ? '–' : value.toFixed(0));
  const minutes = (value) => `${Math.floor(Math.round(value) / 60)}:${String(Math.round(value) % 60).padStart(2, '0')}`;
  const rate = (tests, wall) => (tests && wall ? (tests / wall).toFixed(2) : '–');

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

  print("| step | wall s | CPU s | tests | tests/s | files' own s |");
  print('|---|---|---|---|---|---|');
  const everyFile = [];
  for (const step of steps) {
    const files = filesOf(step.name);
    everyFile.push(...files.map((file) => ({ ...file, step: step.name })));
    const tests = files.reduce((sum, file) => sum + file.tests, 0);
    // The files' own time, summed: what is left of the step's wall time went to start-up (Strapi boots, imports).
    const own = files.length ? files.reduce((sum, file) => sum + file.wall, 0) : undefined;
    print(
      `| ${step.name} | ${seconds(step.wallSeconds)} | ${seconds(step.cpuSeconds)} | ${tests || '–'} | ${rate(tests, step.wallSeconds)} | ${seconds(own)} |`,
    );
  }
  // The whole run (run.json, written by npm test as it ends): from its start, the first builds and installs included.
  if (existsSync(path.join(reportDir, 'run.json'))) {
    const run = readJson('run.json');
    const tests = everyFile.reduce((sum, file) => sum + file.tests, 0);
    print(
      `| **npm test, total** | **${seconds(run.wallSeconds)}** | ${seconds(run.cpuSeconds)} | ${tests} | ${rate(tests, run.wallSeconds)} | |`,
    );
    print(`\nnpm test took ${minutes(run.wallSeconds)} (goal: 12:00 or less), ${run.passed} passed, ${run.failed} failed.`);
  } else {
    const last = steps.reduce((end, step) => Math.max(end, (step.startedAtSeconds ?? 0) + (step.wallSeconds ?? 0)), 0);
    if (last) print(`\nAll steps ended ${(last / 60).toFixed(1)} minutes after the first began.`);
  }

  print(`\nThe ${FILES} slowest files:\n`);
  print('| file | step | tests | wall s | tests/s |');
  print('|---|---|---|---|---|');
  for (const file of everyFile.sort((a, b) => b.wall - a.wall).slice(0, FILES))
    print(`| \`${file.file}\` | ${file.step} | ${file.tests} | ${file.wall.toFixed(0)} | ${rate(file.tests, file.wall)} |`);
  return lines.join('\n');
}

/** The first line of a failure message, without terminal colours, cut to `width` characters. */
const plainLines = (message = '') =>
  message
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const firstLine = (message, width = 200) => (plainLines(message)[0] ?? '').slice(0, width);
// The first line, then what the assertion expected and received and which locator it read: "toHaveAttribute failed"
// alone does not say which attribute, and a CI log's end is often all a reader has.
const summaryOf = (message) => {
  const detail = plainLines(message)
    .slice(1)
    .filter((line) => /^(Expected|Received|Locator|Error: strict mode)/.test(line))
    .slice(0, 4)
    .map((line) => `\n      ${line.slice(0, 200)}`);
  return firstLine(message) + detail.join('');
};

// The spec's line the failure stopped at (Playwright's error location), when it is in the spec itself.
const lineOf = (error) => (error?.location?.line ? `:${error.location.line}` : '');

export function failuresOfRun(reportDir, { max = 20 } = {}) {
  const failures = [];
  if (!existsSync(path.join(reportDir, 'steps.json'))) return failures;
  const { readJson, relative } = reportsIn(reportDir);
  for (const step of readJson('steps.json')) {
    const report = `${fileNameOf(step.name)}.json`;
    if (existsSync(path.join(reportDir, report))) {
      for (const file of readJson(report).testResults ?? []) {
        const failed = file.assertionResults.filter((test) => test.status === 'failed');
        for (const test of failed)
          failures.push(`${step.name} › ${relative(file.name)} › ${test.fullName}: ${summaryOf(test.failureMessages?.[0])}`);
        // A file that failed outside its tests (a hook, an import, an uncaught error).
        if (!failed.length && file.status === 'failed') failures.push(`${step.name} › ${relative(file.name)}: ${summaryOf(file.message)}`);
      }
    }
  }
  if (existsSync(path.join(reportDir, 'e2e.json'))) {
    const walk = (suite, outer) => {
      // A file's own suite is named by the file (said apart); a describe block's title is part of the test's name.
      const titles = suite.title === suite.file ? outer : [...outer, suite.title];
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests)
          if (test.status === 'unexpected')
            failures.push(
              `browser tests › e2e/tests/${spec.file}${lineOf(test.results.at(-1)?.error)} › ${[...titles, spec.title].join(' › ')}: ${summaryOf(test.results.at(-1)?.error?.message)}`,
            );
      for (const child of suite.suites ?? []) walk(child, titles);
    };
    for (const suite of readJson('e2e.json').suites) walk(suite, []);
  }
  return failures.length > max ? [...failures.slice(0, max), `… and ${failures.length - max} more`] : failures;
}
