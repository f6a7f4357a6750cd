/*
 * A real screen of the app in a DOM, for component tests of its states (loading, empty, error, filters, pagers…).
 *
 *   // @vitest-environment happy-dom
 *   const api = setupScreenTests(...catalogueHandlers()); // once per file: the fake API (fake-api.ts), clean-ups
 *   it('shows the error state', async () => {
 *     api.use(fail('listTopics', 503));
 *     const screen = renderScreen('/practice');        // the app's own route table, at this address
 *     expect(await screen.findByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
 *     await screen.user.click(screen.getByRole('button', { name: 'Try Again' }));
 *     expect(screen.location()).toBe('/practice');     // the address now, with its query; screen.go(-1) is Back
 *   });
 *
 * It renders what main.tsx renders (the page's language with every feature's texts, SWR with the app's settings,
 * the router with the app's routes and layouts, /hi under its basename), with a MemoryRouter and an SWR cache of
 * the test's own. Queries are Testing Library's (`screen.getByRole`), bound to the document.
 */
import '@testing-library/jest-dom/vitest';
import * as domMatchers from '@testing-library/jest-dom/matchers';
import { act, cleanup, configure, render, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, expect } from 'vitest';
import type { SiteLocale } from '@exam-prep/contract/page-locale';
import { AppRoutes, SWR_CONFIG } from '@/app/app';
import { I18nProvider } from '@/i18n/i18n';
import { serverTranslator } from '@/i18n/server';
import { setApiLocale } from '@/lib/api';
import { setupFakeApi, type FakeApi } from './fake-api';

export interface Screen extends RenderResult {
  /** Clicks and typing as a user does them (Testing Library's user-event). */
  user: UserEvent;
  /** The address shown now: its path (without the /hi basename) and query, e.g. '/practice/x?page=2'. */
  location: () => string;
  /** The screen's SWR cache, by key (a call's address): to wait until an answer is in before checking what it hides. */
  cache: Map<string, { data?: unknown; error?: unknown }>;
  /** Goes to an address inside the app, or through the history: `await screen.go(-1)` is the browser's Back. */
  go: (to: string | number) => Promise<void>;
}

/**
 * Sets up this file's screen tests: the fake API with `handlers` as its defaults, the DOM emptied, the API's
 * language and the page's storage put back after each test. Call once at the top of the file.
 */
export function setupScreenTests(...handlers: HttpHandler[]): FakeApi {
  // Once per file: test files share modules (vitest.config.ts), so a module-level call would only reach the first.
  beforeAll(() => {
    expect.extend(domMatchers);
    // A page's first visit loads its chunk and its data: give findBy… and waitFor more than the default second.
    configure({ asyncUtilTimeout: 10_000 });
  });
  const api = setupFakeApi(...handlers);
  afterEach(() => {
    cleanup();
    setApiLocale('en');
    localStorage.clear();
    sessionStorage.clear();
    document.documentElement.removeAttribute('data-interactive');
  });
  return api;
}

/** Tells the address each time it changes, and hands out the router's navigate. */
function LocationProbe({
  onChange,
  onNavigate,
}: {
  onChange: (address: string) => void;
  onNavigate: (navigate: NavigateFunction) => void;
}) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onChange(pathname + search);
  }, [onChange, pathname, search]);
  useLayoutEffect(() => {
    onNavigate(navigate);
  }, [onNavigate, navigate]);
  return null;
}

/** Renders the app's routes at `path` ('/practice/general-aptitude?q=x'; a Hindi page as locale 'hi', path without /hi). */
export function renderScreen(path: string, { locale = 'en' as SiteLocale } = {}): Screen {
  const translator = serverTranslator(locale);
  const cache = new Map<string, { data?: unknown; error?: unknown }>();
  setApiLocale(locale);
  const basename = translator.basename || undefined;
  let shown = path;
  const onLocation = (address: string) => {
    shown = address;
  };
  let navigateTo: NavigateFunction | undefined;
  const onNavigate = (navigate: NavigateFunction) => {
    navigateTo = navigate;
  };
  const result = render(
    <I18nProvider translator={translator}>
      <SWRConfig value={{ ...SWR_CONFIG, provider: () => cache }}>
        <MemoryRouter initialEntries={[basename ? `${basename}${path === '/' ? '' : path}` : path]} basename={basename}>
          <AppRoutes />
          <LocationProbe onChange={onLocation} onNavigate={onNavigate} />
        </MemoryRouter>
      </SWRConfig>
    </I18nProvider>,
  );
  const go = (to: string | number) =>
    act(async () => {
      await (typeof to === 'number' ? navigateTo!(to) : navigateTo!(to));
    });
  return { ...result, user: userEvent.setup({ delay: null }), location: () => shown, cache, go };
}
