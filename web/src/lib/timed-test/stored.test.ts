import { describe, expect, it } from 'vitest';
import { brokenStorage, MemoryStorage } from '@/lib/memory-storage.test-support';
import { remainingSeconds } from '@/lib/countdown';
import * as timed from './attempt';
import * as stored from './stored';

const { isIndex, isMoment, isObject, parseTimedFields, readStored, removeStored, stringsOf, writeStored } = stored;
const { submitAttempt, withAnswer } = timed;

const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);
const MIN = 60_000;

/** A one-entry test kind, as a feature configures the engine: its key, its parser, its rules. */
type Quiz = timed.TimedAttempt & { deadline: number };
const key = (id: string) => `quiz:${id}`;
const newQuiz = (now: number): Quiz => ({
  startedAt: now,
  submittedAt: null,
  deadline: now + 30 * MIN,
  answers: {},
  marked: [],
  visited: [],
});
const parseQuiz = (value: unknown): Quiz | null => {
  if (!isObject(value) || typeof value.startedAt !== 'number' || typeof value.deadline !== 'number' || !isMoment(value.submittedAt))
    return null;
  return { startedAt: value.startedAt, deadline: value.deadline, submittedAt: value.submittedAt, ...parseTimedFields(value) };
};
const quizTiming: timed.TimingRules<Quiz> = { finalDeadline: (quiz) => quiz.deadline, nextDeadline: (quiz) => quiz.deadline };
const quizStore: stored.AttemptStore<Quiz> = {
  load: (storage, id) => readStored(storage, key(id), parseQuiz),
  save: (storage, id, quiz) => writeStored(storage, key(id), quiz),
  saveNew: (storage, id, quiz) => writeStored(storage, key(id), quiz),
  clear: (storage, id) => removeStored(storage, key(id)),
  isStale: (quiz, now) => quiz.submittedAt !== null && now - quiz.submittedAt > 24 * 60 * MIN,
};
const resume = (storage: MemoryStorage | undefined, now: number) => stored.resumeAttempt(quizStore, quizTiming, storage, 's', now);

describe('resuming a stored attempt', () => {
  it('resumes nothing when nothing is stored', () => {
    expect(resume(new MemoryStorage(), T0)).toBeNull();
    expect(resume(undefined, T0)).toBeNull();
  });

  it('keeps the absolute deadline across a reload: the clock goes on from where it was', () => {
    const storage = new MemoryStorage();
    quizStore.saveNew(storage, 's', withAnswer(newQuiz(T0), 'q1', 'o2'));
    const reloaded = resume(storage, T0 + 7 * MIN);
    expect(reloaded).toMatchObject({ deadline: T0 + 30 * MIN, answers: { q1: 'o2' }, submittedAt: null });
    expect(remainingSeconds(reloaded!.deadline, T0 + 7 * MIN)).toBe(23 * 60);
    // Resuming a running attempt writes nothing.
    expect(storage.getItem(key('s'))).toBe(JSON.stringify(withAnswer(newQuiz(T0), 'q1', 'o2')));
  });

  it('submits, at its deadline, an attempt whose time ran out while the page was closed, and stores it so', () => {
    const storage = new MemoryStorage();
    quizStore.saveNew(storage, 's', newQuiz(T0));
    expect(resume(storage, T0 + 45 * MIN)?.submittedAt).toBe(T0 + 30 * MIN);
    expect(quizStore.load(storage, 's')?.submittedAt).toBe(T0 + 30 * MIN);
  });

  it('keeps a submitted attempt as it is until it is stale, then forgets it', () => {
    const storage = new MemoryStorage();
    const submitted = submitAttempt(newQuiz(T0), T0 + 5 * MIN, quizTiming);
    quizStore.saveNew(storage, 's', submitted);
    expect(resume(storage, T0 + 60 * MIN)).toEqual(submitted);
    expect(resume(storage, T0 + 5 * MIN + 24 * 60 * MIN + 1)).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it('clears an attempt, so the next opening makes a new one', () => {
    const storage = new MemoryStorage();
    quizStore.saveNew(storage, 's', newQuiz(T0));
    quizStore.clear(storage, 's');
    expect(resume(storage, T0)).toBeNull();
  });
});

describe('reading and writing storage', () => {
  it('reads back what it wrote, per key', () => {
    const storage = new MemoryStorage();
    expect(writeStored(storage, 'a', { n: 1 })).toBe(true);
    expect(readStored(storage, 'a', (value) => value)).toEqual({ n: 1 });
    expect(readStored(storage, 'b', (value) => value)).toBeNull();
  });

  it('distrusts what it finds: unparseable or malformed values are no attempt', () => {
    for (const bad of ['not json', '42', 'null', '{"startedAt":"soon","deadline":1,"submittedAt":null}', '{"startedAt":1}']) {
      expect(readStored(new MemoryStorage({ [key('s')]: bad }), key('s'), parseQuiz)).toBeNull();
    }
  });

  it('keeps the well-formed part of the answers, marks and visits', () => {
    expect(parseTimedFields({ answers: { q1: 'o1', q2: 7 }, marked: ['q1', 3], visited: 'x' })).toEqual({
      answers: { q1: 'o1' },
      marked: ['q1'],
      visited: [],
    });
    expect(parseTimedFields({ answers: 'x' }).answers).toEqual({});
  });

  it('works without storage, or with a broken or full one: the attempt is just not kept', () => {
    expect(writeStored(undefined, 'a', 1)).toBe(false);
    expect(readStored(undefined, 'a', (value) => value)).toBeNull();
    expect(writeStored(brokenStorage, 'a', 1)).toBe(false);
    expect(readStored(brokenStorage, 'a', (value) => value)).toBeNull();
    expect(() => removeStored(brokenStorage, 'a', 'b')).not.toThrow();
    const full = new MemoryStorage();
    full.failWrites = true;
    expect(writeStored(full, 'a', 1)).toBe(false);
  });

  it('checks moments, indexes and lists of ids', () => {
    expect([null, 0, T0].every(isMoment)).toBe(true);
    expect([undefined, 'soon', Number.NaN, Infinity].some(isMoment)).toBe(false);
    expect([0, 3].every(isIndex)).toBe(true);
    expect([-1, 1.5, '2'].some(isIndex)).toBe(false);
    expect(stringsOf(['a', 1, 'b'])).toEqual(['a', 'b']);
    expect(stringsOf('a')).toEqual([]);
  });
});
