import { describe, expect, it, vi } from 'vitest';
import { createAnswerStore } from './answer-store';

describe('the answer store of a practice list', () => {
  it('keeps the option chosen per question', () => {
    const store = createAnswerStore();
    expect(store.chosen('q1')).toBeUndefined();
    store.choose('q1', 'a');
    store.choose('q2', 'b');
    store.choose('q1', 'c');
    expect([store.chosen('q1'), store.chosen('q2')]).toEqual(['c', 'b']);
  });

  it('tells only the listeners of the question answered, and only when its answer changed', () => {
    const store = createAnswerStore();
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe('q1', first);
    store.subscribe('q2', second);
    store.choose('q1', 'a');
    store.choose('q1', 'a');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('stops telling a listener once it unsubscribed', () => {
    const store = createAnswerStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe('q1', listener);
    unsubscribe();
    store.choose('q1', 'a');
    expect(listener).not.toHaveBeenCalled();
  });
});
