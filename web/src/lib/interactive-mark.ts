import { hydrationSettles } from './hydration-state';

/**
 * `<html data-interactive>`: set once the first page has hydrated (or rendered) and so answers clicks, and the
 * parts of the frame it waits for (the site bar, hydrated from a chunk of its own) have too. A server-rendered page
 * is readable well before that: its scripts start after the first paint.
 */
const waitingFor = new Set<string>();
let pageReady = false;

function markWhenReady() {
  if (!pageReady || waitingFor.size > 0) return;
  document.documentElement.dataset.interactive = '';
  hydrationSettles();
}

/** A part of the frame the mark waits for (called while the frame first renders). */
export function awaitFramePart(part: string) {
  if (!pageReady || waitingFor.size > 0) waitingFor.add(part);
}

/** That part has hydrated, or will not be shown (the page took the whole screen). */
export function framePartReady(part: string) {
  waitingFor.delete(part);
  markWhenReady();
}

/** The first page has committed. */
export function pageHydrated() {
  pageReady = true;
  markWhenReady();
}
