import { describe, expect, it } from 'vitest';
import { brokenStorage, MemoryStorage } from '@/lib/memory-storage.test-support';
import { markForReviewAndNext, newAttempt, saveAndNext, selectOption, startAttempt, submitAttempt, withResult } from './attempt';
import {
  DOWNLOADED_MAX_AGE_MS,
  paperAttemptStore,
  paperKey,
  progressKey,
  READY_MAX_AGE_MS,
  resumeAttempt,
  storedPhase,
} from './attempt-storage';
import { testPaper, testResult } from './paper.test-support';

const T0 = Date.UTC(2026, 2, 1, 9, 0, 0);
const MIN = 60_000;
const SLUG = 'ibps-po-prelims-2023';
const { load: loadAttempt, save: saveProgress, saveNew: saveNewAttempt, clear: clearAttempt } = paperAttemptStore;

describe('storing an attempt', () => {
  it('keeps the paper once and the progress beside it, per paper', () => {
    const storage = new MemoryStorage();
    const attempt = newAttempt(testPaper(), T0);
    expect(saveNewAttempt(storage, SLUG, attempt)).toBe(true);
    expect([...storage.data.keys()].sort()).toEqual([paperKey(SLUG), progressKey(SLUG)].sort());
    expect(JSON.parse(storage.getItem(progressKey(SLUG))!)).not.toHaveProperty('paper');
    expect(loadAttempt(storage, SLUG)).toEqual(attempt);
    expect(loadAttempt(storage, 'another-paper')).toBeNull();
  });

  it('a progress save never rewrites the paper', () => {
    const storage = new MemoryStorage();
    const attempt = newAttempt(testPaper(), T0);
    saveNewAttempt(storage, SLUG, attempt);
    storage.data.set(paperKey(SLUG), storage.getItem(paperKey(SLUG))!.replace('Read carefully.', 'Edited.'));
    saveProgress(storage, SLUG, startAttempt(attempt, T0 + MIN));
    expect(loadAttempt(storage, SLUG)?.paper.instructions).toBe('<p>Edited.</p>');
  });

  it('resumes the same draw, clock, answers, marks and position after a reload', () => {
    const storage = new MemoryStorage();
    let attempt = startAttempt(newAttempt(testPaper({ duration: 60 }), T0), T0);
    saveNewAttempt(storage, SLUG, attempt);
    attempt = markForReviewAndNext(saveAndNext(selectOption(attempt, 's0q0-b')));
    attempt = selectOption(attempt, 's0q2-d');
    saveProgress(storage, SLUG, attempt);

    const resumed = resumeAttempt(storage, SLUG, T0 + 25 * MIN);
    expect(resumed).toEqual(attempt);
    expect(resumed?.answers).toEqual({ s0q0: 's0q0-b' });
    expect(resumed?.marked).toEqual(['s0q1']);
    expect(resumed?.selection).toBe('s0q2-d');
    expect(resumed?.position).toEqual({ section: 0, question: 2 });
  });

  it('submits (and stores so) an attempt whose time ran out while the page was closed', () => {
    const storage = new MemoryStorage();
    saveNewAttempt(storage, SLUG, startAttempt(newAttempt(testPaper({ duration: 60 }), T0), T0));
    expect(resumeAttempt(storage, SLUG, T0 + 2 * 60 * MIN)?.submittedAt).toBe(T0 + 60 * MIN);
    expect(loadAttempt(storage, SLUG)?.submittedAt).toBe(T0 + 60 * MIN);
    expect(storedPhase(storage, SLUG)).toBe('submitted');
  });

  it('locks the timed sections that ended while the page was closed', () => {
    const storage = new MemoryStorage();
    saveNewAttempt(storage, SLUG, startAttempt(newAttempt(testPaper({ sizes: [2, 2, 2], durations: [20, 20, 20] }), T0), T0));
    expect(resumeAttempt(storage, SLUG, T0 + 41 * MIN)).toMatchObject({ openSection: 2, sectionOpenedAt: T0 + 40 * MIN });
  });

  it('reuses a paper fetched but not started, until it is hours old', () => {
    const storage = new MemoryStorage();
    const ready = newAttempt(testPaper(), T0);
    saveNewAttempt(storage, SLUG, ready);
    expect(resumeAttempt(storage, SLUG, T0 + READY_MAX_AGE_MS)).toEqual(ready);
    expect(resumeAttempt(storage, SLUG, T0 + READY_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it('keeps a downloaded paper for offline use for 6 days, then drops it (the server deletes the attempt at 7)', () => {
    const storage = new MemoryStorage();
    const downloaded = { ...newAttempt(testPaper(), T0), downloadedAt: T0 };
    saveNewAttempt(storage, SLUG, downloaded);
    expect(resumeAttempt(storage, SLUG, T0 + READY_MAX_AGE_MS + 1)).toEqual(downloaded);
    expect(resumeAttempt(storage, SLUG, T0 + DOWNLOADED_MAX_AGE_MS)?.downloadedAt).toBe(T0);
    expect(resumeAttempt(storage, SLUG, T0 + DOWNLOADED_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it('a downloaded paper once started runs by its clock like any other', () => {
    const storage = new MemoryStorage();
    saveNewAttempt(
      storage,
      SLUG,
      startAttempt({ ...newAttempt(testPaper({ duration: 60 }), T0), downloadedAt: T0 }, T0 + 3 * 24 * 60 * MIN),
    );
    expect(resumeAttempt(storage, SLUG, T0 + 8 * 24 * 60 * MIN)?.submittedAt).toBe(T0 + 3 * 24 * 60 * MIN + 60 * MIN);
  });

  it('keeps a scored attempt, result included, until Take Again clears it', () => {
    const storage = new MemoryStorage();
    const submitted = submitAttempt(startAttempt(newAttempt(testPaper(), T0), T0), T0 + MIN);
    const scored = withResult(submitted, testResult(submitted.paper, {}));
    saveNewAttempt(storage, SLUG, scored);
    expect(resumeAttempt(storage, SLUG, T0 + 30 * 24 * 60 * MIN)?.result).toEqual(scored.result);
    expect(storedPhase(storage, SLUG)).toBe('scored');
    clearAttempt(storage, SLUG);
    expect(resumeAttempt(storage, SLUG, T0)).toBeNull();
    expect(storedPhase(storage, SLUG)).toBeNull();
  });
});

describe('distrusting what is stored', () => {
  it('ignores progress of another draw than the stored paper', () => {
    const storage = new MemoryStorage();
    saveNewAttempt(storage, SLUG, newAttempt(testPaper(), T0));
    const other = newAttempt({ ...testPaper(), attempt_id: 'attempt-2' }, T0);
    saveProgress(storage, SLUG, other);
    expect(loadAttempt(storage, SLUG)).toBeNull();
  });

  it('ignores corrupt values, and a position outside the paper', () => {
    const good = newAttempt(testPaper(), T0);
    for (const [paper, progress] of [
      ['not json', JSON.stringify({ ...good, paper: undefined })],
      [JSON.stringify({ ...good.paper, sections: [] }), JSON.stringify({ ...good, paper: undefined })],
      [
        JSON.stringify({ ...good.paper, sections: [{ section_name: 'A', questions: [{ q: 1 }] }] }),
        JSON.stringify({ ...good, paper: undefined }),
      ],
      [JSON.stringify(good.paper), JSON.stringify({ ...good, paper: undefined, version: 2 })],
      [JSON.stringify(good.paper), JSON.stringify({ ...good, paper: undefined, startedAt: 'soon' })],
      [JSON.stringify(good.paper), JSON.stringify({ ...good, paper: undefined, position: { section: 5, question: 0 } })],
      [JSON.stringify(good.paper), JSON.stringify({ ...good, paper: undefined, position: { section: 0, question: -1 } })],
    ]) {
      const storage = new MemoryStorage({ [paperKey(SLUG)]: paper, [progressKey(SLUG)]: progress });
      expect(loadAttempt(storage, SLUG)).toBeNull();
    }
  });

  it('resumes an attempt waiting in a section that came back empty', () => {
    const storage = new MemoryStorage();
    const paper = testPaper({ sizes: [2, 2], durations: [10, 10] });
    paper.sections[0].questions = [];
    const attempt = startAttempt(newAttempt(paper, T0), T0);
    saveNewAttempt(storage, SLUG, attempt);
    expect(resumeAttempt(storage, SLUG, T0 + MIN)).toEqual(attempt);
  });

  it('drops malformed answers, marks and visits but keeps the rest', () => {
    const good = newAttempt(testPaper(), T0);
    const storage = new MemoryStorage({
      [paperKey(SLUG)]: JSON.stringify(good.paper),
      [progressKey(SLUG)]: JSON.stringify({
        ...good,
        paper: undefined,
        answers: { s0q0: 's0q0-a', s0q1: 3 },
        marked: ['s0q2', 4],
        visited: 'x',
      }),
    });
    expect(loadAttempt(storage, SLUG)).toMatchObject({ answers: { s0q0: 's0q0-a' }, marked: ['s0q2'], visited: [] });
  });

  it('works without storage, or with a broken or full one (the attempt just is not kept)', () => {
    const attempt = newAttempt(testPaper(), T0);
    expect(saveNewAttempt(undefined, SLUG, attempt)).toBe(false);
    expect(resumeAttempt(undefined, SLUG, T0)).toBeNull();
    expect(saveNewAttempt(brokenStorage, SLUG, attempt)).toBe(false);
    expect(resumeAttempt(brokenStorage, SLUG, T0)).toBeNull();
    expect(storedPhase(brokenStorage, SLUG)).toBeNull();
    expect(() => clearAttempt(brokenStorage, SLUG)).not.toThrow();
    const full = new MemoryStorage();
    full.failWrites = true;
    expect(saveProgress(full, SLUG, attempt)).toBe(false);
  });
});

describe('an attempt begun before the shared timed-test engine', () => {
  it('resumes from the keys and shape the earlier release stored', () => {
    const paper = testPaper({ duration: 60 });
    // The progress entry as the release before the engine wrote it, mid-test.
    const progress = {
      version: 1,
      attemptId: 'attempt-1',
      fetchedAt: T0 - MIN,
      startedAt: T0,
      openSection: 0,
      sectionOpenedAt: null,
      position: { section: 0, question: 2 },
      answers: { s0q0: 's0q0-b' },
      marked: ['s0q1'],
      visited: ['s0q0', 's0q1', 's0q2'],
      selection: 's0q2-d',
      submittedAt: null,
      result: null,
    };
    const storage = new MemoryStorage({
      [`mockTests:paper:${SLUG}`]: JSON.stringify(paper),
      [`mockTests:attempt:${SLUG}`]: JSON.stringify(progress),
    });
    const resumed = resumeAttempt(storage, SLUG, T0 + 20 * MIN);
    expect(resumed).toEqual({ ...progress, paper });
    expect(storedPhase(storage, SLUG)).toBe('running');
    // Saved back under the same keys, in the same shape.
    saveProgress(storage, SLUG, resumed!);
    expect(JSON.parse(storage.getItem(`mockTests:attempt:${SLUG}`)!)).toEqual(progress);
    // Its clock ran on across the update: past the paper's hour it is submitted at the hour.
    expect(resumeAttempt(storage, SLUG, T0 + 61 * MIN)).toMatchObject({ submittedAt: T0 + 60 * MIN, selection: null });
  });
});
