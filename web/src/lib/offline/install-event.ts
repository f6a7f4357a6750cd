/**
 * The browser's offer to install the site (`beforeinstallprompt`, Chromium), held for the install prompt
 * (start.ts) instead of the browser's own mini-infobar: it comes early, often before that chunk has loaded, so
 * main.tsx captures it at once.
 */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
  userChoice?: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let held: InstallPromptEvent | null = null;
let onHeld: (() => void) | null = null;

export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    held = event as InstallPromptEvent;
    onHeld?.();
  });
}

/** The held offer, now and whenever a newer one comes. */
export function whenInstallOffered(callback: (event: InstallPromptEvent) => void) {
  onHeld = () => held && callback(held);
  onHeld();
}
