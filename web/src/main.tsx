import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { localeOfPath } from '@exam-prep/contract/page-locale';
import { LanguageRoot, listenForLanguageTraversals } from './app/language-root';
import { loadSiteBar } from './app/public-layout';
import { readServerData, readServerNotFound } from './app/server-data';
import { loadTranslator } from './i18n/load';
import { setApiLocale } from './lib/api';
import { hydrationStarts } from './lib/hydration-state';
import { adoptOfflineFallback } from './lib/offline/offline-fallback';
import { captureInstallPrompt } from './lib/offline/install-event';
import './styles/global.css';

// The offline page standing in for a page kept nowhere takes its own address before anything reads the address.
adoptOfflineFallback();
captureInstallPrompt();
const container = document.getElementById('root')!;
// A public page arrives rendered by the server, with the answers it was rendered from: hydrate it. Admin pages
// (and a page whose server render failed) arrive with only the boot bar: render from scratch.
const serverData = readServerData(document);
const serverNotFound = readServerNotFound(document);
// The page's language is its address's (/hi/… is Hindi); only that language's texts are loaded (the served HTML
// preloads them beside this script).
const locale = localeOfPath(window.location.pathname);
// The site bar hydrates from a chunk of its own, after the page: its download starts now, beside the texts', so the
// menu answers soon after the page does (nothing waits for it).
if (serverData) void loadSiteBar().catch(() => undefined);
setApiLocale(locale);
// Back and Forward between the two languages' entries (the switch's, language-root.tsx), before the router hears them.
listenForLanguageTraversals();
void loadTranslator(locale).then((translator) => {
  setApiLocale(locale, translator.t('states.network'));
  const app = (
    <StrictMode>
      <LanguageRoot serverData={serverData} serverNotFound={serverNotFound} translator={translator} />
    </StrictMode>
  );
  // Rendered as a transition, React yields to the browser every few milliseconds while it builds the first
  // screen, instead of one long task that keeps a cheap phone from responding (Lighthouse: total blocking time).
  if (serverData) {
    hydrationStarts();
    startTransition(() => void hydrateRoot(container, app));
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
});

// The service worker, the install prompt and the update toast (docs/offline.md): after the load event, once idle.
const startOffline = () => void import('./lib/offline/start').then((offline) => offline.startOffline({ production: import.meta.env.PROD }));
const whenIdle = () =>
  'requestIdleCallback' in window ? requestIdleCallback(startOffline, { timeout: 5000 }) : setTimeout(startOffline, 1000);
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });
