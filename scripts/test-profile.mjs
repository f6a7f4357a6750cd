// `npm run test:profile [-- <reports folder>]`: where `npm test`'s time goes, from the reports its last run left in
// .tmp/test-reports (or the folder given, e.g. a clean clone's). One table per step: wall time, CPU time, tests, tests
// per second and the files' own time summed (from steps.json and each step's JSON report); then the slowest files:
// wall time from a file's first test to its end, its tests, tests per second. Markdown, to paste into
// docs/testing.md. It reads; it runs nothing.
//   PROFILE_FILES=25   how many of the slowest files to list
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rootDir } from './lib/env.mjs';
import { profileOfRun } from './lib/test-profile.mjs';

const reportDir = path.resolve(process.argv[2] ?? path.join(rootDir, '.tmp', 'test-reports'));
const FILES = Number(process.env.PROFILE_FILES ?? 25);
if (!existsSync(reportDir)) {
  console.error(`No reports in ${reportDir}: run npm test first (or name a folder of reports).`);
  process.exit(1);
}
console.log(`Reports: ${reportDir}\n`);
console.log(profileOfRun(reportDir, { files: FILES }));
