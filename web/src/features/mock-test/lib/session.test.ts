import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../lib/memory-storage.test-support';
import {
  clampIndex,
  loadSession,
  newSession,
  restart,
  resumeOrStart,
  saveSession,
  sessionKey,
  settle,
  submit,
  withAnswer,
  withIndex,
} from './session';

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
const MIN = 60_000;

describe('resumeOrStart', () => {
  it('starts a new test with a deadline 30 minutes ahead and stores it per subtopic', () => {
    const storage = new MemoryStorage();
    const session = resumeOrStart(storage, 'percentages', T0);
    expect(session).toEqual({ version: 1, startedAt: T0, deadline: T0 + 30 * MIN, answers: {}, index: 0, submittedAt: null });
    expect(loadSession(storage, 'percentages')).toEqual(session);
    expect(loadSession(storage, 'averages')).toBeNull();
    expect([...storage.data.keys()]).toEqual([sessionKey('percentages')]);
  });

  it('continues a stored test after a reload: same deadline, answers and question', () => {
    const storage = new MemoryStorage();
    let session = resumeOrStart(storage, 'percentages', T0);
    session = withAnswer(session, 'q1', 'o2');
    session = withIndex(session, 4, 10);
    saveSession(storage, 'percentages', session);

    const reloaded = resumeOrStart(storage, 'percentages', T0 + 7 * MIN);
    expect(reloaded.deadline).toBe(T0 + 30 * MIN);
    expect(reloaded.answers).toEqual({ q1: 'o2' });
    expect(reloaded.index).toBe(4);
    expect(reloaded.submittedAt).toBeNull();
  });

  it('submits at once a test reopened after its deadline (submitted at the deadline, answers kept)', () => {
    const storage = new MemoryStorage();
    saveSession(storage, 'percentages', withAnswer(newSession(T0), 'q1', 'o1'));
    const reopened = resumeOrStart(storage, 'percentages', T0 + 45 * MIN);
    expect(reopened.submittedAt).toBe(T0 + 30 * MIN);
    expect(reopened.answers).toEqual({ q1: 'o1' });
    // And that is stored, so a further reload shows the same results.
    expect(loadSession(storage, 'percentages')?.submittedAt).toBe(T0 + 30 * MIN);
  });

  it('submits exactly at the deadline, not a millisecond before', () => {
    const storage = new MemoryStorage();
    saveSession(storage, 's', newSession(T0));
    expect(resumeOrStart(storage, 's', T0 + 30 * MIN - 1).submittedAt).toBeNull();
    expect(resumeOrStart(storage, 's', T0 + 30 * MIN).submittedAt).toBe(T0 + 30 * MIN);
  });

  it('keeps showing a submitted test (results) until it is retaken', () => {
    const storage = new MemoryStorage();
    saveSession(storage, 's', submit(newSession(T0), T0 + 5 * MIN));
    const later = resumeOrStart(storage, 's', T0 + 3 * 24 * 60 * MIN);
    expect(later.submittedAt).toBe(T0 + 5 * MIN);
  });

  it('is idempotent (React strict mode runs effects twice)', () => {
    const storage = new MemoryStorage();
    const first = resumeOrStart(storage, 's', T0);
    const second = resumeOrStart(storage, 's', T0 + 20);
    expect(second).toEqual(first);
  });

  it('ignores corrupt or foreign stored values and starts afresh', () => {
    const storage = new MemoryStorage();
    for (const bad of [
      'not json',
      '42',
      'null',
      '{"version":2,"deadline":1,"startedAt":0}',
      '{"version":1,"deadline":"soon","startedAt":0}',
    ]) {
      storage.data.set(sessionKey('s'), bad);
      expect(resumeOrStart(storage, 's', T0)).toEqual(newSession(T0));
    }
  });

  it('drops malformed answers and a bad index from a stored value', () => {
    const storage = new MemoryStorage();
    storage.data.set(
      sessionKey('s'),
      JSON.stringify({ version: 1, startedAt: T0, deadline: T0 + 30 * MIN, answers: { q1: 'o1', q2: 7 }, index: -3, submittedAt: null }),
    );
    expect(loadSession(storage, 's')).toMatchObject({ answers: { q1: 'o1' }, index: 0 });
  });

  it('still runs the test when storage is unavailable or full', () => {
    expect(resumeOrStart(undefined, 's', T0)).toEqual(newSession(T0));
    const full = new MemoryStorage();
    full.failWrites = true;
    expect(resumeOrStart(full, 's', T0)).toEqual(newSession(T0));
    expect(saveSession(full, 's', newSession(T0))).toBe(false);
  });
});

describe('restart (Retake Test)', () => {
  it('clears the finished attempt and starts a fresh 30-minute clock', () => {
    const storage = new MemoryStorage();
    saveSession(storage, 's', submit(withAnswer(newSession(T0), 'q1', 'o1'), T0 + MIN));
    const again = restart(storage, 's', T0 + 60 * MIN);
    expect(again).toEqual(newSession(T0 + 60 * MIN));
    expect(loadSession(storage, 's')).toEqual(again);
  });
});

describe('answers and navigation', () => {
  it('lets an answer change, or be cleared, until submission and not after', () => {
    let session = withAnswer(newSession(T0), 'q1', 'o1');
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
    const session = newSession(T0);
    expect(withIndex(session, -1, 10).index).toBe(0);
    expect(withIndex(withIndex(session, 9, 10), 10, 10).index).toBe(9);
  });

  it('records submission once, never later than the deadline', () => {
    const session = newSession(T0);
    expect(submit(session, T0 + 10 * MIN).submittedAt).toBe(T0 + 10 * MIN);
    expect(submit(session, T0 + 31 * MIN).submittedAt).toBe(T0 + 30 * MIN);
    const once = submit(session, T0 + MIN);
    expect(submit(once, T0 + 2 * MIN).submittedAt).toBe(T0 + MIN);
  });

  it('settle leaves a running test alone before its deadline', () => {
    const session = newSession(T0);
    expect(settle(session, T0 + 29 * MIN)).toBe(session);
    expect(settle(session, T0 + 30 * MIN).submittedAt).toBe(T0 + 30 * MIN);
  });
});
