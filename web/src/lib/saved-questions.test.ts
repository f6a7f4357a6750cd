import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage, brokenStorage } from './memory-storage.test-support';
import {
  SAVED_QUESTIONS_KEY,
  parseSavedIds,
  readSavedIds,
  removeId,
  removeSavedQuestion,
  toggleId,
  toggleSavedQuestion,
  writeSavedIds,
} from './saved-questions';

let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

describe('the stored list', () => {
  it('uses the key savedQuestions holding a JSON list of ids', () => {
    const storage = new MemoryStorage();
    expect(writeSavedIds(['a', 'b'], storage)).toBe(true);
    expect(storage.data.get(SAVED_QUESTIONS_KEY)).toBe('["a","b"]');
    expect(SAVED_QUESTIONS_KEY).toBe('savedQuestions');
    expect(readSavedIds(storage)).toEqual(['a', 'b']);
  });

  it('reads nothing saved as an empty list', () => {
    expect(readSavedIds(new MemoryStorage())).toEqual([]);
    expect(errorSpy).not.toHaveBeenCalled();
  });

  it('treats corrupt or foreign data as empty and logs it', () => {
    expect(parseSavedIds('{not json')).toEqual([]);
    expect(parseSavedIds('{"a":1}')).toEqual([]);
    expect(errorSpy).toHaveBeenCalledTimes(2);
  });

  it('keeps only non-empty string ids, once each', () => {
    expect(parseSavedIds('["a", 3, null, "", "b", "a"]')).toEqual(['a', 'b']);
  });

  it('only logs read and write failures', () => {
    expect(readSavedIds(brokenStorage)).toEqual([]);
    expect(writeSavedIds(['a'], brokenStorage)).toBe(false);
    expect(errorSpy).toHaveBeenCalledTimes(2);
  });
});

describe('toggling', () => {
  it('adds an unsaved id at the end and removes a saved one', () => {
    expect(toggleId(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleId(['a', 'b'], 'a')).toEqual(['b']);
    expect(removeId(['a', 'b'], 'b')).toEqual(['a']);
    expect(removeId(['a'], 'zzz')).toEqual(['a']);
  });

  it('persists each toggle at once, starting from what is stored now', () => {
    const storage = new MemoryStorage({ savedQuestions: '["x"]' });
    expect(toggleSavedQuestion('q1', storage)).toEqual(['x', 'q1']);
    expect(readSavedIds(storage)).toEqual(['x', 'q1']);
    // Another tab saves q2 meanwhile: it is kept.
    storage.setItem(SAVED_QUESTIONS_KEY, '["x","q1","q2"]');
    expect(toggleSavedQuestion('q1', storage)).toEqual(['x', 'q2']);
    expect(readSavedIds(storage)).toEqual(['x', 'q2']);
    expect(removeSavedQuestion('x', storage)).toEqual(['q2']);
    expect(storage.data.get(SAVED_QUESTIONS_KEY)).toBe('["q2"]');
  });

  it('still returns the new list when storage fails', () => {
    expect(toggleSavedQuestion('q1', brokenStorage)).toEqual(['q1']);
    expect(errorSpy).toHaveBeenCalled();
  });
});
