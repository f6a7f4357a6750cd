import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** True from main.tsx's hydrateRoot until the page and its frame have hydrated (lib/interactive-mark.ts). */
let hydrationPending = false;

/** main.tsx, before it hydrates the server's HTML. */
export function hydrationStarts() {
  hydrationPending = true;
}

/**
 * The page and its frame have hydrated: components mounted from now on are the browser's own renders. Told after
 * the current passive effects (a task later), so the hooks of the commit that ends hydration still read "pending".
 */
export function hydrationSettles() {
  setTimeout(() => {
    hydrationPending = false;
  });
}

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on (and at once in a
 * page the browser renders by itself): for output only the browser can know, such as the page's own address,
 * which must not differ between the server's HTML and hydration.
 *
 * A hydrated component turns true in a transition, all of them in one render that yields to the browser every few
 * milliseconds. (useSyncExternalStore alone, whose server value differs from the browser's, makes React render
 * each such component again synchronously right after hydration: one long task of them all on a cheap phone.)
 */
export function useHydrated(): boolean {
  // The server's value (false) on the server and while hydrating; the browser's own render reads true at once.
  const browserRender = useSyncExternalStore(
    noSubscription,
    () => !hydrationPending,
    () => false,
  );
  const [turned, setTurned] = useState(false);
  useEffect(() => {
    if (!browserRender) startTransition(() => setTurned(true));
  }, [browserRender]);
  return browserRender || turned;
}
