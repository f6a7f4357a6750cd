import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on (and at once in a
 * page the browser renders by itself): for output only the browser can know, such as the page's own address,
 * which must not differ between the server's HTML and hydration.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
