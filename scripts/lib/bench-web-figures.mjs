// `npm run bench:web`'s figures kept between runs: each run's in .bench/bench-web-last.json, the run before it in
// .bench/bench-web-previous.json, so every table can show the last run before this one beside this run.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The sections a run may measure; one it skipped (Lighthouse after --no-lighthouse) keeps the older figures. */
export const SECTIONS = ['bundle', 'lighthouse', 'interactions'];

/**
 * This run's figures (`figures`: fill a section with { date, commit, … } once measured), the last run before it
 * (`before`), a label for a section's previous run (`since`), and `save()` for the end of the run.
 */
export function benchWebFigures({ benchDir, commit, now = new Date().toISOString() }) {
  const lastFile = path.join(benchDir, 'bench-web-last.json');
  const previousFile = path.join(benchDir, 'bench-web-previous.json');
  const before = existsSync(lastFile) ? JSON.parse(readFileSync(lastFile, 'utf8')) : undefined;
  const figures = { date: now, commit };
  const since = (section) =>
    section ? `previous: the run of ${section.date.slice(0, 16).replace('T', ' ')} UTC at ${section.commit ?? '?'}` : 'no previous run';
  /** The old last run becomes the previous one; this run becomes the last, with the sections it skipped carried over. */
  const save = () => {
    const saved = { ...figures };
    for (const section of SECTIONS) if (!saved[section] && before?.[section]) saved[section] = before[section];
    mkdirSync(benchDir, { recursive: true });
    if (existsSync(lastFile)) renameSync(lastFile, previousFile);
    writeFileSync(lastFile, `${JSON.stringify(saved, null, 2)}\n`);
    return { lastFile, previousFile };
  };
  return { before, figures, now, since, save };
}
