import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { hydrationPending } from './hydration-state';

const noSubscription = () => () => {};

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
    () => !hydrationPending(),
    () => false,
  );
  const [turned, setTurned] = useState(false);
  useEffect(() => {
    if (!browserRender) startTransition(() => setTurned(true));
  }, [browserRender]);
  return browserRender || turned;
}
