/*
 * Whether the browser is still hydrating the server's HTML: from main.tsx's hydrateRoot until the page and its frame
 * have hydrated (lib/interactive-mark.ts). Read by useHydrated (lib/use-hydrated.ts); a module of its own so that
 * the app's entry carries the flag, not the hook.
 */
let pending = false;

/** main.tsx, before it hydrates the server's HTML. */
export function hydrationStarts() {
  pending = true;
}

/**
 * The page and its frame have hydrated: components mounted from now on are the browser's own renders. Told after
 * the current passive effects (a task later), so the hooks of the commit that ends hydration still read "pending".
 */
export function hydrationSettles() {
  setTimeout(() => {
    pending = false;
  });
}

export const hydrationPending = () => pending;
