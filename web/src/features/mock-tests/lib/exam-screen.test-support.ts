import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll } from 'vitest';
import type { ExamActions } from '@/features/mock-tests/components/exam-screen';
import { newAttempt, startAttempt } from './attempt';
import { testPaper } from './paper.test-support';

/** A fixed clock for exam-screen tests: 1 March 2026, 09:00 UTC. */
export const T0 = Date.UTC(2026, 2, 1, 9, 0, 0);

const noop = () => {};
/** Actions that do nothing, for tests that only look at the screen. */
export const NO_EXAM_ACTIONS: ExamActions = {
  select: noop,
  saveAndNext: noop,
  markForReviewAndNext: noop,
  clearResponse: noop,
  goTo: noop,
  previous: noop,
  finishSection: noop,
  submit: noop,
};

/** jsdom has <dialog> but not its modal API: enough of it for the dialogs to open and close (call in beforeAll). */
export function stubDialogModalApi() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
}

/** A two-question paper, started at T0: the exam screen's running state. */
export const runningAttempt = () => startAttempt(newAttempt(testPaper({ sizes: [2] }), T0), T0);

/**
 * For a file of tests that mount the exam screen in jsdom (call at its top): React's act environment, the dialog
 * stub, and a clean document after each test. `render` mounts a tree; `unmount` takes it down within a test.
 */
export function examScreenDom() {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  beforeAll(stubDialogModalApi);
  let root: Root | null = null;
  const unmount = () => {
    act(() => root?.unmount());
    root = null;
  };
  afterEach(() => {
    unmount();
    document.body.innerHTML = '';
  });
  const render = async (node: ReactNode) => {
    root = createRoot(document.body.appendChild(document.createElement('div')));
    await act(async () => root!.render(node));
  };
  return { render, unmount };
}
