import { localeOfPath, pathInLocale, type SiteLocale } from '@exam-prep/contract/page-locale';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { cache, SWRGlobalState } from 'swr/_internal';
import { LanguageSwitcherContext, type LanguageSwitcher } from '@/i18n/language-switcher';
import { activateTranslator } from '@/i18n/load';
import { setApiLocale } from '@/lib/api';
import { isTestRunning } from '@/lib/offline/test-running';
import { App, type AppProps } from './app';
import { prepareLanguage, type PreparedLanguage } from './prepare-language';

/*
 * The page's language, above the app: switching it shows the same page in the other language without loading a
 * new document. The other language's texts and the page's first answers are loaded while the page stays on screen
 * (the switch shows itself busy), then the app is mounted afresh in that language (its own basename, translator
 * and SWR answers) at the other address, as a new history entry. What a student keeps on a page (answers, notes)
 * lives in storage and comes back as after a reload; what a reload loses is lost here too.
 */

/** How long what was loaded ahead (a finger on the switch) is shown as it is: SWR_CONFIG's deduping interval. */
const PREPARED_FOR_MS = 10_000;

/**
 * Every answer SWR keeps, and its requests in flight or preloaded: they are in the language being left, under the
 * same keys (bare paths) as the new language's.
 */
function forgetAnswers() {
  const state = SWRGlobalState.get(cache);
  if (state) for (const table of [state[1], state[2], state[3]]) for (const key of Object.keys(table)) delete table[key];
  for (const key of [...cache.keys()]) cache.delete(key);
}

let onTraversal: ((event: PopStateEvent) => void) | null = null;
let listening = false;

/**
 * Listens to Back and Forward before the router does (main.tsx calls it before the app renders, after the leave
 * guard's listener): an entry in the other language is not the router's to show, its basename being this
 * language's, but the switch's.
 */
export function listenForLanguageTraversals() {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', (event) => onTraversal?.(event));
}

const currentAddress = () => window.location.pathname + window.location.search;

/** The history entry React Router would push after the current one (its index, which the router and the leave guard read). */
function nextEntry() {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return { usr: null, key: Math.random().toString(36).slice(2, 10), idx: typeof index === 'number' ? index + 1 : 0 };
}

interface Shown extends AppProps {
  /** Each language shown since the page loaded is a new app (0: the served page's). */
  generation: number;
  /** The reader was on the switch: the new page's switch takes the focus. */
  focusSwitch: boolean;
}

/** The app in the page's language, with the language switcher the switch's links hand their clicks to. */
export function LanguageRoot({ translator, serverData, serverNotFound }: AppProps) {
  const [shown, setShown] = useState<Shown>({ translator, serverData, serverNotFound, generation: 0, focusSwitch: false });
  const [pending, setPending] = useState<SiteLocale | null>(null);
  const shownTranslator = useRef(translator);
  const ahead = useRef<{ key: string; at: number; result: Promise<PreparedLanguage> } | null>(null);
  const latest = useRef(0);

  const prepare = useCallback((locale: SiteLocale, href: string) => {
    const key = `${locale} ${href}`;
    const loaded = ahead.current;
    if (loaded?.key === key && Date.now() - loaded.at < PREPARED_FOR_MS) return loaded.result;
    const result = prepareLanguage(locale, href, shownTranslator.current);
    // A failure is the switch's to handle, if the reader goes on to tap it.
    result.catch(() => undefined);
    ahead.current = { key, at: Date.now(), result };
    return result;
  }, []);

  const show = useCallback(
    async (locale: SiteLocale, href: string, how: 'push' | 'traverse') => {
      const attempt = ++latest.current;
      const from = how === 'push' ? currentAddress() : href;
      // A keyboard's focus on the switch is kept on the new page's switch; a finger's or mouse's is nowhere to see.
      const focusSwitch = document.activeElement?.closest('[data-locale-switch]')?.matches(':focus-visible') === true;
      setPending(locale);
      let prepared: PreparedLanguage;
      try {
        prepared = await prepare(locale, href);
      } catch {
        // Offline, or the server failed: the browser loads the page (the service worker's copy, when it has one).
        if (attempt === latest.current) {
          if (how === 'push') window.location.assign(href);
          else window.location.reload();
        }
        return;
      } finally {
        ahead.current = null;
      }
      if (attempt !== latest.current) return;
      // The reader went elsewhere meanwhile (a link, Back): the page loaded for is not the one on screen.
      if (currentAddress() !== from) {
        setPending(null);
        return;
      }
      forgetAnswers();
      activateTranslator(prepared.translator);
      shownTranslator.current = prepared.translator;
      setApiLocale(locale, prepared.translator.t('states.network'));
      if (how === 'push') window.history.pushState(nextEntry(), '', href);
      // At once, in this task: the address and the page change in the same frame.
      flushSync(() => {
        setPending(null);
        setShown((before) => ({
          translator: prepared.translator,
          serverData: prepared.data,
          generation: before.generation + 1,
          focusSwitch,
        }));
      });
    },
    [prepare],
  );

  useLayoutEffect(() => {
    onTraversal = (event) => {
      const locale = localeOfPath(window.location.pathname);
      if (locale === shownTranslator.current.locale) return;
      event.stopImmediatePropagation();
      void show(locale, currentAddress(), 'traverse');
    };
    return () => {
      onTraversal = null;
    };
  }, [show]);

  // What the served page of the new language has outside the app: its <html lang> and its web app manifest.
  useLayoutEffect(() => {
    if (shown.generation === 0) return;
    const { locale } = shown.translator;
    document.documentElement.lang = locale;
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', pathInLocale('/manifest.webmanifest', locale));
    if (!shown.focusSwitch) return;
    // After the page's first paint: focusing lays the page out at once, which would hold that paint back.
    const frame = requestAnimationFrame(() =>
      setTimeout(() => document.querySelector<HTMLElement>('header [data-locale-switch]')?.focus()),
    );
    return () => cancelAnimationFrame(frame);
  }, [shown]);

  const switcher = useMemo<LanguageSwitcher>(
    () => ({
      pending,
      prepare: (locale, href) => void prepare(locale, href),
      switchTo: (locale, href) => {
        // A running test is never unmounted by a tap: the link leaves as it always did (the test's guard asks first).
        if (isTestRunning()) return false;
        void show(locale, href, 'push');
        return true;
      },
    }),
    [pending, prepare, show],
  );
  // The app is rendered again only when the language changes, not when the switch turns busy.
  const app = useMemo(
    () => (
      <App
        key={shown.generation}
        translator={shown.translator}
        serverData={shown.serverData}
        serverNotFound={shown.serverNotFound}
        // The first app hydrates the served page, head tags included; a switched language's app writes its own.
        headServed={shown.generation === 0 && shown.serverData !== undefined}
      />
    ),
    [shown],
  );
  return <LanguageSwitcherContext.Provider value={switcher}>{app}</LanguageSwitcherContext.Provider>;
}
