import type { ExamActions } from '@/features/mock-tests/components/exam-screen';

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
