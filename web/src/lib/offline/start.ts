import { localeOfPath, pathInLocale } from '@exam-prep/contract/page-locale';
import { TEST_FINISHED_EVENT } from './events';
import { PAGES_CACHE } from './cache-names';
import { appPathOf, isKeptPage } from './cache-rules';
import { whenInstallOffered, type InstallPromptEvent } from './install-event';
import { OFFLINE_MESSAGES } from './messages';
import { isTestRunning, onTestRunningChange } from './test-running';

/*
 * What makes the site an installed, offline app, loaded after the page's load event and idle (main.tsx): the
 * service worker's registration (production builds only), the update toast and the install prompt
 * (docs/offline.md).
 */

/** localStorage keys. */
const KILL_SWITCH_KEY = 'sw';
const VISITS_KEY = 'visits';
const INSTALL_PROMPT_KEY = 'installPrompt';
/** sessionStorage: this tab's visit is counted. */
const VISIT_COUNTED_KEY = 'visitCounted';

const storage = (kind: 'localStorage' | 'sessionStorage'): Storage | null => {
  try {
    return window[kind];
  } catch {
    return null;
  }
};

export function startOffline({ production }: { production: boolean }) {
  const locale = localeOfPath(window.location.pathname);
  const text = OFFLINE_MESSAGES[locale];
  if (production) void registerServiceWorker(text);
  offerInstall(text, locale);
}

/** `?sw=off` (or localStorage sw=off) unregisters the service worker and keeps it off; `?sw=on` turns it back on. */
function serviceWorkerSwitchedOff(): boolean {
  const local = storage('localStorage');
  const asked = new URLSearchParams(window.location.search).get('sw');
  if (asked === 'off') local?.setItem(KILL_SWITCH_KEY, 'off');
  if (asked === 'on') local?.removeItem(KILL_SWITCH_KEY);
  return local?.getItem(KILL_SWITCH_KEY) === 'off';
}

async function registerServiceWorker(text: (typeof OFFLINE_MESSAGES)['en']) {
  if (!('serviceWorker' in navigator)) return;
  if (serviceWorkerSwitchedOff()) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    return;
  }
  // The admin area is never cached and needs no worker (one already installed passes its requests through).
  const url = new URL(window.location.href);
  if (!isKeptPage(url) && !appPathOf(url.pathname).startsWith('/student')) return;
  // The first visit: once the new worker controls the page, it keeps what the page loaded before (sw.ts).
  if (!navigator.serviceWorker.controller)
    navigator.serviceWorker.addEventListener('controllerchange', () => keepLoaded(navigator.serviceWorker.controller), { once: true });
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  // A new version waits until the student chooses to reload, and is never offered while a test runs.
  workbox.addEventListener('waiting', () =>
    whenNoTestRuns(() =>
      showCard({
        message: text.update,
        label: text.update,
        primary: text.reload,
        onPrimary: () => {
          // Reloaded once the waiting version controls the page (skipWaiting hands it every open tab).
          navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
          void navigator.serviceWorker
            .getRegistration()
            .then((registration) => registration?.waiting?.postMessage({ type: 'SKIP_WAITING' }));
        },
      }),
    ),
  );
  try {
    await workbox.register();
  } catch {
    // A browser or a policy that refuses service workers (one blocked by its owner, a private window): the site
    // works as a plain web site, with nothing kept offline.
  }
}

function keepLoaded(worker: ServiceWorker | null) {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${window.location.origin}/`));
  worker?.postMessage({ type: 'KEEP_LOADED', page: window.location.href, files });
}

/**
 * The install prompt: offered once, from the second visit or after a finished test, never while a test runs; after
 * Install or Not now, never again.
 */
function offerInstall(text: (typeof OFFLINE_MESSAGES)['en'], locale: 'en' | 'hi') {
  const local = storage('localStorage');
  const session = storage('sessionStorage');
  if (!local || local.getItem(INSTALL_PROMPT_KEY) === 'done') return;
  if (session && !session.getItem(VISIT_COUNTED_KEY)) {
    session.setItem(VISIT_COUNTED_KEY, '1');
    local.setItem(VISITS_KEY, String((Number(local.getItem(VISITS_KEY)) || 0) + 1));
  }
  let earned = (Number(local.getItem(VISITS_KEY)) || 0) >= 2;
  let offer: InstallPromptEvent | null = null;
  let shown = false;
  const show = () => {
    if (shown || !earned || !offer || local.getItem(INSTALL_PROMPT_KEY) === 'done') return;
    shown = true;
    whenNoTestRuns(() =>
      showCard({
        message: text.install,
        label: text.label,
        primary: text.installButton,
        secondary: text.notNow,
        onPrimary: () => {
          local.setItem(INSTALL_PROMPT_KEY, 'done');
          void offer?.prompt();
        },
        onSecondary: () => local.setItem(INSTALL_PROMPT_KEY, 'done'),
      }),
    );
  };
  whenInstallOffered((event) => {
    offer = event;
    show();
  });
  window.addEventListener(TEST_FINISHED_EVENT, () => {
    earned = true;
    show();
  });
  // Installed: its start page is kept at once, so the app opens offline the first time too.
  window.addEventListener('appinstalled', () => {
    local.setItem(INSTALL_PROMPT_KEY, 'done');
    void caches
      ?.open(PAGES_CACHE)
      .then((cache) => cache.add(pathInLocale('/', locale)))
      .catch(() => undefined);
  });
}

function whenNoTestRuns(run: () => void) {
  if (!isTestRunning()) {
    run();
    return;
  }
  const stop = onTestRunningChange(() => {
    if (isTestRunning()) return;
    stop();
    run();
  });
}

interface Card {
  message: string;
  label: string;
  primary: string;
  onPrimary: () => void;
  secondary?: string;
  onSecondary?: () => void;
}

/** A small card at the bottom of the screen, in the brand's colours; its buttons close it. */
function showCard({ message, label, primary, onPrimary, secondary, onSecondary }: Card) {
  const card = document.createElement('section');
  card.setAttribute('aria-label', label);
  card.setAttribute('role', 'status');
  card.dataset.offlineCard = '';
  card.style.cssText =
    'position:fixed;left:8px;right:8px;bottom:8px;z-index:1000;margin:0 auto;max-width:28rem;display:flex;flex-wrap:wrap;' +
    'align-items:center;gap:8px;padding:12px;border-radius:8px;background:#192A41;color:#fff;box-shadow:0 4px 16px rgba(0,0,0,.3);font:inherit';
  const words = document.createElement('p');
  words.textContent = message;
  words.style.cssText = 'flex:1 1 12rem;margin:0';
  const button = (name: string, main: boolean, then?: () => void) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.textContent = name;
    element.style.cssText = `min-height:40px;padding:0 14px;border-radius:6px;font:inherit;font-weight:600;cursor:pointer;${
      main ? 'background:#C0A063;color:#192A41;border:0' : 'background:transparent;color:#fff;border:1px solid #C0A063'
    }`;
    element.addEventListener('click', () => {
      card.remove();
      then?.();
    });
    return element;
  };
  card.append(words, button(primary, true, onPrimary));
  if (secondary) card.append(button(secondary, false, onSecondary));
  document.body.append(card);
}
