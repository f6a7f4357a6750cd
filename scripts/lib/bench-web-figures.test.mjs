// bench:web's kept figures: the last run becomes the previous one, and a section a run skipped keeps its older figures.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { benchWebFigures } from './bench-web-figures.mjs';

const benchDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-figures-'));
afterAll(() => rmSync(benchDir, { recursive: true, force: true }));
const read = (name) => JSON.parse(readFileSync(path.join(benchDir, name), 'utf8'));

it('keeps each run as the last, the one before as the previous, and carries over what a run did not measure', () => {
  const first = benchWebFigures({ benchDir, commit: 'aaa', now: '2026-11-28T10:00:00.000Z' });
  expect(first.before).toBeUndefined();
  expect(first.since(first.before?.bundle)).toBe('no previous run');
  first.figures.bundle = { date: first.now, commit: 'aaa', shellJs: 90_000, routes: { '/ en': 100_000 } };
  first.figures.lighthouse = { date: first.now, commit: 'aaa', pages: { '/': { lcp: 1300 } } };
  first.save();
  expect(existsSync(path.join(benchDir, 'bench-web-previous.json'))).toBe(false);

  // A bundle-only run (--no-lighthouse): compared with the first, its Lighthouse figures are the first run's.
  const second = benchWebFigures({ benchDir, commit: 'bbb', now: '2026-11-29T08:30:00.000Z' });
  expect(second.before.bundle.routes['/ en']).toBe(100_000);
  expect(second.since(second.before.bundle)).toBe('previous: the run of 2026-11-28 10:00 UTC at aaa');
  second.figures.bundle = { date: second.now, commit: 'bbb', shellJs: 80_000, routes: { '/ en': 95_000 } };
  second.save();

  expect(read('bench-web-previous.json').bundle.shellJs).toBe(90_000);
  const last = read('bench-web-last.json');
  expect(last).toMatchObject({ date: '2026-11-29T08:30:00.000Z', commit: 'bbb', bundle: { shellJs: 80_000 } });
  expect(last.lighthouse).toEqual({ date: '2026-11-28T10:00:00.000Z', commit: 'aaa', pages: { '/': { lcp: 1300 } } });
});
