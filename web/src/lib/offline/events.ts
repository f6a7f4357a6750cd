/** A timed test (a topic test or a full paper) showed its result: the moment an install prompt may be offered. */
export const TEST_FINISHED_EVENT = 'exam-prep:test-finished';

export function announceTestFinished() {
  window.dispatchEvent(new Event(TEST_FINISHED_EVENT));
}
