import { describe, expect, it } from 'vitest';
import type { QuestionRecord } from '@/api/questions';
import { MemoryStorage } from '@/lib/memory-storage.test-support';
import { settle, submitAttempt, withAnswer, withReviewMark } from '@/lib/timed-test/attempt';
import {
  clampIndex,
  newSession,
  resumeOrStart,
  resumeSession,
  sessionKey,
  sessionStore,
  sessionTiming,
  withIndex,
  type TestSession,
} from './session';

const loadSession = sessionStore.load;
const saveSession = sessionStore.save;
const clearSession = sessionStore.clear;
const submit = (session: TestSession, now: number) => submitAttempt(session, now, sessionTiming);

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
const MIN = 60_000;

/** Two drawn questions, as the server sends them (only what the session checks matters here). */
const record = (id: string) => ({ question: { _id: id }, options: [{ _id: `${id}-a` }] }) as unknown as QuestionRecord;
const QS = [record('q1'), record('q2')];

/** A session as stored in localStorage, as the raw text a reload finds (the fields not given: a fresh test's). */
const stored = (fields: Record<string, unknown>) =>
  JSON.stringify({ version: 2, questions: QS, startedAt: T0, deadline: T0 + 30 * MIN, submittedAt: null, ...fields });

describe('resumeOrStart', () => {
  it('starts a new test with a deadline 30 minutes ahead and stores it per subtopic', () => {
    const storage = new MemoryStorage();
    const session = resumeOrStart(storage, 'percentages', T0, QS);
    expect(session).toEqual({
      version: 2,
      questions: QS,
      startedAt: T0,
      deadline: T0 + 30 * MIN,
      answers: {},
      index: 0,
      marked: [],
      visited: ['q1'],
      submittedAt: null,
    });
    expect(loadSession(storage, 'percentages')).toEqual(session);
    expect(loadSession(storage, 'averages')).toBeNull();
    expect([...storage.data.keys()]).toEqual([sessionKey('percentages')]);
  });

  it('continues a stored test after a reload: same deadline, answers and question', () => {
    const storage = new MemoryStorage();
    let session = resumeOrStart(storage, 'percentages', T0, QS);
    session = withAnswer(session, 'q1', 'o2');
    session = withIndex(session, 4, 10);
    saveSession(storage, 'percentages', session);

    const reloaded = resumeOrStart(storage, 'percentages', T0 + 7 * MIN, QS);
    expect(reloaded.deadline).toBe(T0 + 30 * MIN);
    expect(reloaded.answers).toEqual({ q1: 'o2' });
    expect(reloaded.index).toBe(4);
    expect(reloaded.submittedAt).toBeNull();
  });

  it('submits at once a test reopened after its deadline (submitted at the deadline, answers kept)', () => {
    const storage = new MemoryStorage();
    saveSession(storage, 'percentages', withAnswer(newSession(T0, QS), 'q1', 'o1'));
    const reopened = resumeOrStart(storage, 'percentages', T0 + 45 * MIN, QS);
    expect(reopened.submittedAt).toBe(T0 + 30 * MIN);
    expect(reopened.answers).toEqual({ q1: 'o1' });
    // And that is stored, so a further reload shows the same results.
    expect(loadSession(storage, 'percentages')?.submittedAt).toBe(T0 + 30 * MIN);
  });

  it('submits exactly at the deadline, not a millisecond before', () => {
    const storage = new MemoryStorage();
    saveSession(storage, 's', newSession(T0, QS));
    expect(resumeOrStart(storage, 's', T0 + 30 * MIN - 1, QS).submittedAt).toBeNull();
    expect(resumeOrStart(storage, 's', T0 + 30 * MIN, QS).submittedAt).toBe(T0 + 30 * MIN);
  });

  it('keeps showing a submitted test (results) until it is retaken', () => {
    const storage = new MemoryStorage();
    saveSession(storage, 's', submit(newSession(T0, QS), T0 + 5 * MIN));
    const later = resumeOrStart(storage, 's', T0 + 3 * 24 * 60 * MIN, QS);
    expect(later.submittedAt).toBe(T0 + 5 * MIN);
  });

  it('is idempotent (React strict mode runs effects twice)', () => {
    const storage = new MemoryStorage();
    const first = resumeOrStart(storage, 's', T0, QS);
    const second = resumeOrStart(storage, 's', T0 + 20, QS);
    expect(second).toEqual(first);
  });

  it('ignores corrupt or foreign stored values and starts afresh', () => {
    const storage = new MemoryStorage();
    for (const bad of [
      'not json',
      '42',
      'null',
      '{"version":2,"deadline":1,"startedAt":0}',
      '{"version":2,"deadline":"soon","startedAt":0,"questions":[]}',
      JSON.stringify({
        version: 2,
        startedAt: T0,
        deadline: T0 + 30 * MIN,
        answers: {},
        index: 0,
        submittedAt: null,
        questions: [{ q: 1 }],
      }),
      // A session from before the server drew the questions holds none: it cannot be resumed.
      JSON.stringify({ version: 1, startedAt: T0, deadline: T0 + 30 * MIN, answers: {}, index: 0, submittedAt: null }),
    ]) {
      storage.data.set(sessionKey('s'), bad);
      expect(resumeOrStart(storage, 's', T0, QS)).toEqual(newSession(T0, QS));
    }
  });

  it('drops malformed answers and a bad index from a stored value', () => {
    const storage = new MemoryStorage();
    storage.data.set(sessionKey('s'), stored({ answers: { q1: 'o1', q2: 7 }, index: -3 }));
    expect(loadSession(storage, 's')).toMatchObject({ answers: { q1: 'o1' }, index: 0 });
  });

  it('still runs the test when storage is unavailable or full', () => {
    expect(resumeOrStart(undefined, 's', T0, QS)).toEqual(newSession(T0, QS));
    const full = new MemoryStorage();
    full.failWrites = true;
    expect(resumeOrStart(full, 's', T0, QS)).toEqual(newSession(T0, QS));
    expect(saveSession(full, 's', newSession(T0, QS))).toBe(false);
  });
});

describe('resuming and retaking', () => {
  it('resumes nothing without a stored attempt, or one without questions, so the page draws', () => {
    const storage = new MemoryStorage();
    expect(resumeSession(storage, 's', T0)).toBeNull();
    saveSession(storage, 's', newSession(T0, []));
    expect(resumeSession(storage, 's', T0)).toBeNull();
  });

  it('keeps the drawn questions, in their order, across a reload', () => {
    const storage = new MemoryStorage();
    const drawn = [record('q9'), record('q3'), record('q7')];
    const started = resumeOrStart(storage, 's', T0, drawn);
    expect(started.questions).toEqual(drawn);
    // A later draw does not replace the stored attempt's questions.
    expect(resumeOrStart(storage, 's', T0 + MIN, QS).questions).toEqual(drawn);
    expect(resumeSession(storage, 's', T0 + MIN)?.questions).toEqual(drawn);
  });

  it('Retake Test: a cleared attempt starts afresh over the new draw, with a fresh 30-minute clock', () => {
    const storage = new MemoryStorage();
    saveSession(storage, 's', submit(withAnswer(newSession(T0, QS), 'q1', 'o1'), T0 + MIN));
    clearSession(storage, 's');
    const redrawn = [record('q5')];
    const again = resumeOrStart(storage, 's', T0 + 60 * MIN, redrawn);
    expect(again).toEqual(newSession(T0 + 60 * MIN, redrawn));
    expect(loadSession(storage, 's')).toEqual(again);
  });
});

describe('answers and navigation', () => {
  it('lets an answer change, or be cleared, until submission and not after', () => {
    let session = withAnswer(newSession(T0, QS), 'q1', 'o1');
    session = withAnswer(session, 'q1', 'o3');
    expect(session.answers).toEqual({ q1: 'o3' });
    expect(withAnswer(session, 'q1', null).answers).toEqual({});
    const submitted = submit(session, T0 + MIN);
    expect(withAnswer(submitted, 'q1', 'o2').answers).toEqual({ q1: 'o3' });
  });

  it('never moves below the first or beyond the last question', () => {
    expect(clampIndex(-1, 10)).toBe(0);
    expect(clampIndex(10, 10)).toBe(9);
    expect(clampIndex(3, 10)).toBe(3);
    expect(clampIndex(5, 0)).toBe(0);
    const session = newSession(T0, QS);
    expect(withIndex(session, -1, 10).index).toBe(0);
    expect(withIndex(withIndex(session, 9, 10), 10, 10).index).toBe(9);
  });

  it('records submission once, never later than the deadline', () => {
    const session = newSession(T0, QS);
    expect(submit(session, T0 + 10 * MIN).submittedAt).toBe(T0 + 10 * MIN);
    expect(submit(session, T0 + 31 * MIN).submittedAt).toBe(T0 + 30 * MIN);
    const once = submit(session, T0 + MIN);
    expect(submit(once, T0 + 2 * MIN).submittedAt).toBe(T0 + MIN);
  });

  it('settle leaves a running test alone before its deadline', () => {
    const session = newSession(T0, QS);
    expect(settle(session, T0 + 29 * MIN, sessionTiming)).toBe(session);
    expect(settle(session, T0 + 30 * MIN, sessionTiming).submittedAt).toBe(T0 + 30 * MIN);
  });
});

describe('the palette: visits and review marks', () => {
  it('counts the first question as visited from the start, and each question shown after it', () => {
    const three = [record('q1'), record('q2'), record('q3')];
    let session = newSession(T0, three);
    expect(session.visited).toEqual(['q1']);
    session = withIndex(session, 2, 3);
    session = withIndex(session, 0, 3);
    expect(session.visited).toEqual(['q1', 'q3']);
  });

  it('marks and unmarks a question for review, until submission', () => {
    let session = withReviewMark(newSession(T0, QS), 'q2', true);
    expect(session.marked).toEqual(['q2']);
    expect(withReviewMark(session, 'q2', true)).toBe(session);
    session = withReviewMark(session, 'q1', true);
    expect(withReviewMark(session, 'q2', false).marked).toEqual(['q1']);
    expect(withReviewMark(submit(session, T0 + MIN), 'q1', false).marked).toEqual(['q2', 'q1']);
  });

  it('keeps marks and visits across a reload', () => {
    const storage = new MemoryStorage();
    const session = withReviewMark(withIndex(resumeOrStart(storage, 's', T0, QS), 1, 2), 'q2', true);
    saveSession(storage, 's', session);
    expect(loadSession(storage, 's')).toMatchObject({ marked: ['q2'], visited: ['q1', 'q2'], index: 1 });
  });

  it('resumes a session stored before the palette with no marks and only its current question visited', () => {
    const storage = new MemoryStorage();
    storage.data.set(sessionKey('s'), stored({ answers: { q1: 'o1' }, index: 1 }));
    expect(loadSession(storage, 's')).toMatchObject({ marked: [], visited: ['q2'], answers: { q1: 'o1' } });
    storage.data.set(sessionKey('s'), stored({ deadline: 1, answers: {}, index: 0, marked: ['q1', 3], visited: 'x' }));
    expect(loadSession(storage, 's')).toMatchObject({ marked: ['q1'], visited: ['q1'] });
  });
});

describe('a test begun before the shared timed-test engine', () => {
  it('resumes from the key and shape the earlier release stored, clock and answers intact', () => {
    // Written by the release before the engine, byte for byte as it stored a running test.
    const earlier =
      '{"version":2,"questions":[{"question":{"_id":"q1"},"options":[{"_id":"q1-a"}]},{"question":{"_id":"q2"},"options":[{"_id":"q2-a"}]}],' +
      `"startedAt":${T0},"deadline":${T0 + 30 * MIN},"answers":{"q1":"q1-a"},"index":1,"marked":["q2"],"visited":["q1","q2"],"submittedAt":null}`;
    const storage = new MemoryStorage({ 'mockTest:percentages': earlier });
    const resumed = resumeOrStart(storage, 'percentages', T0 + 12 * MIN, [record('other')]);
    expect(resumed).toEqual({ ...JSON.parse(earlier), questions: QS });
    // Saved back under the same key, in the same shape.
    saveSession(storage, 'percentages', resumed);
    expect(JSON.parse(storage.getItem('mockTest:percentages')!)).toEqual(JSON.parse(earlier));
    expect([...storage.data.keys()]).toEqual(['mockTest:percentages']);
  });

  it('submits at its deadline such a test whose time ran out across the update', () => {
    const earlier = JSON.stringify({ ...newSession(T0, QS), answers: { q2: 'q2-a' } });
    const storage = new MemoryStorage({ 'mockTest:percentages': earlier });
    expect(resumeSession(storage, 'percentages', T0 + 40 * MIN)).toMatchObject({ submittedAt: T0 + 30 * MIN, answers: { q2: 'q2-a' } });
  });
});
