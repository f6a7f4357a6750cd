import { useEffect } from 'react';

/*
 * Whether a timed test (a topic test or a full paper) is running on this page: while one is, nothing may reload the
 * page or cover its buttons (the update toast and the install prompt wait, src/lib/offline/start.ts).
 */
let running = 0;
const listeners = new Set<() => void>();

export const isTestRunning = () => running > 0;

/** Calls `listener` whenever a test starts or ends; returns the undo. */
export function onTestRunningChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Marks a test as running until the returned function is called (once). */
export function markTestRunning(): () => void {
  running++;
  listeners.forEach((listener) => listener());
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    running--;
    listeners.forEach((listener) => listener());
  };
}

/** A test screen says it is running while mounted and `active`. */
export function useTestRunning(active = true) {
  useEffect(() => (active ? markTestRunning() : undefined), [active]);
}
