import { describe, expect, it, vi } from 'vitest';
import { isTestRunning, markTestRunning, onTestRunningChange } from './test-running';

describe('the running-test signal', () => {
  it('is on while any test is marked, and tells its listeners each change', () => {
    const listener = vi.fn();
    const unlisten = onTestRunningChange(listener);
    expect(isTestRunning()).toBe(false);
    const endTopicTest = markTestRunning();
    const endPaper = markTestRunning();
    endTopicTest();
    endTopicTest();
    expect(isTestRunning()).toBe(true);
    endPaper();
    expect(isTestRunning()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(4);
    unlisten();
    markTestRunning()();
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
