import { useCallback, useContext, useEffect, useState } from 'react';
import { UNSAFE_NavigationContext, type Navigator } from 'react-router-dom';
import { useTestRunning } from '@/lib/offline/test-running';

export interface LeaveGuard {
  /** A navigation away is held until the student decides. */
  blocked: boolean;
  /** Stay on the page: the held navigation is dropped. */
  stay: () => void;
  /** Go where the held navigation was going. */
  leave: () => void;
}

/**
 * While `active`, leaving the page asks first: an in-app navigation (a link, navigate(), the browser's Back or
 * Forward) is held and `blocked` turns true until stay() or leave(); closing or reloading the tab gets the
 * browser's own question (beforeunload).
 *
 * React Router's useBlocker does the same but only inside a data router, and the app renders its routes in
 * declarative mode (app/routes.tsx: about 16 KB less JavaScript on every page), hence guardNavigation below.
 * Back and Forward are held only once listenToHistoryFirst() has run (the public layout calls it at start).
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const navigation = useContext(UNSAFE_NavigationContext) as { navigator: Navigator } | null;
  const navigator = navigation?.navigator;
  const [held, setHeld] = useState<{ go: () => void } | null>(null);
  // A guarded page is a running test: no update reload or install prompt over it (lib/offline/start.ts).
  useTestRunning(active);

  useEffect(() => {
    if (!active || !navigator) return;
    const unguard = guardNavigation(navigator, (go) => setHeld({ go }));
    return () => {
      unguard();
      setHeld(null);
    };
  }, [active, navigator]);

  const stay = useCallback(() => setHeld(null), []);
  const leave = useCallback(() => {
    setHeld(null);
    held?.go();
  }, [held]);
  return { blocked: held !== null, stay, leave };
}

const entryIndex = (): unknown => (window.history.state as { idx?: unknown } | null)?.idx;

/**
 * Back and Forward reach the page as one popstate event on window, whose listeners run in the order they were
 * added: to hold a traversal before the router acts on it, the guard's listener must come first. So the page has
 * one listener of its own, added when the app starts (before the router mounts and adds its own), that hands each
 * traversal to the guard in force, if any.
 */
let guardTraversal: ((event: PopStateEvent) => void) | null = null;
let listeningFirst = false;
export function listenToHistoryFirst() {
  if (listeningFirst || typeof window === 'undefined') return;
  listeningFirst = true;
  window.addEventListener('popstate', (event) => guardTraversal?.(event));
}

/**
 * Holds every way out of the page until `hold`'s `go` is called: the router's own navigator (push, replace, go:
 * what links and navigate() call) waits, a history traversal is caught before the router's listener sees it
 * (listenToHistoryFirst), put back and replayed by `go` (as the data router's blocker undoes a POP), and
 * beforeunload asks the browser's question. Once `go` was called nothing is held any more. Returns the undo.
 */
function guardNavigation(navigator: Navigator, hold: (go: () => void) => void): () => void {
  const { push, replace, go } = navigator;
  let released = false;
  const holdUntilChosen = (navigate: () => void) =>
    hold(() => {
      released = true;
      navigate();
    });
  const guarded =
    <A extends unknown[]>(original: (...args: A) => void) =>
    (...args: A) => {
      if (released) original(...args);
      else holdUntilChosen(() => original(...args));
    };
  navigator.push = guarded(push);
  navigator.replace = guarded(replace);
  navigator.go = guarded(go);

  const here = entryIndex();
  let puttingBack = false;
  const onPopState = (event: PopStateEvent) => {
    if (released) return;
    if (puttingBack) {
      puttingBack = false;
      event.stopImmediatePropagation();
      return;
    }
    const there = entryIndex();
    // An entry the router did not make (no index) cannot be put back: the router takes it as usual.
    if (typeof here !== 'number' || typeof there !== 'number' || there === here) return;
    event.stopImmediatePropagation();
    puttingBack = true;
    window.history.go(here - there);
    holdUntilChosen(() => window.history.go(there - here));
  };
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (released) return;
    event.preventDefault();
    // Older browsers ask only when returnValue is set.
    event.returnValue = '';
  };
  guardTraversal = onPopState;
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => {
    navigator.push = push;
    navigator.replace = replace;
    navigator.go = go;
    if (guardTraversal === onPopState) guardTraversal = null;
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
}
