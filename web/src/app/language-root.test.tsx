// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Translator } from '@/i18n/i18n';
import { activateTranslator, loadFeatureMessages, loadTranslator } from '@/i18n/load';
import { setApiLocale } from '@/lib/api';
import { catalogueHandlers, TOPICS } from '@/test-support/api-fixtures';
import { answer, failNetwork } from '@/test-support/fake-api';
import { setupScreenTests } from '@/test-support/screen';
import { LanguageRoot, listenForLanguageTraversals } from './language-root';

// The language switch in the running app, as main.tsx mounts it: the browser's own history and address.
const api = setupScreenTests(...catalogueHandlers());

afterEach(() => {
  document.documentElement.lang = 'en';
  vi.restoreAllMocks();
});

// The English texts, loaded once as a page loads them: the route chunks (and the feature texts loaded beside them)
// are loaded once per file too.
let english: Translator | undefined;

/**
 * The app as main.tsx starts it, at `address`: an English page rendered by the browser, or with `served`, the page
 * the server rendered (its answers embedded; the head tags in the document are the server's).
 */
async function openApp(address: string, served = false) {
  window.history.replaceState(null, '', address);
  setApiLocale('en');
  listenForLanguageTraversals();
  if (english) activateTranslator(english);
  else {
    english = await loadTranslator('en');
    // Its page's texts too: an earlier test file in this worker may have loaded the page's chunk already (the route's
    // React.lazy keeps it), and the texts come with the chunk's first load only.
    await loadFeatureMessages('practice');
  }
  render(<LanguageRoot translator={english} serverData={served ? {} : undefined} />);
  return userEvent.setup({ delay: null });
}

/** The top bar's switch to the other language (the bar loads its own chunk after the page). */
const barSwitch = async (name: string) => (await screen.findAllByRole('link', { name }))[0]!;

describe('switching the language in the running app', () => {
  it('shows the same page in Hindi at its /hi address, its data read in Hindi, with no page load; Back is English again', async () => {
    const user = await openApp('/practice?from=test');
    expect(await screen.findByRole('heading', { level: 1, name: 'Practice Topics' })).toBeVisible();
    const topicsReads = api.calls('listTopics').length;
    const link = await barSwitch('हिंदी');
    expect(link).toHaveAttribute('href', '/hi/practice?from=test');
    const load = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);

    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'अभ्यास के विषय' })).toBeVisible();
    expect(window.location.pathname + window.location.search).toBe('/hi/practice?from=test');
    expect(document.documentElement.lang).toBe('hi');
    expect(document.cookie).toContain('site_locale=hi');
    expect(load).not.toHaveBeenCalled();
    // The topics were read again, in Hindi, before the page showed them.
    const reads = api.calls('listTopics').slice(topicsReads);
    expect(reads.map((url) => new URL(url).searchParams.get('locale'))).toEqual(['hi']);
    expect(await screen.findByRole('link', { name: new RegExp(TOPICS[0]!.topic_name.replace(/-/g, ' '), 'i') })).toBeVisible();
    // The switch now offers English, and the app's links stay under /hi.
    expect(await barSwitch('English')).toHaveAttribute('href', '/practice?from=test');

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Practice Topics' })).toBeVisible();
    expect(window.location.pathname).toBe('/practice');
    expect(document.documentElement.lang).toBe('en');
  });

  it('follows the link (a page load) when the other language’s data cannot be loaded', async () => {
    const user = await openApp('/practice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Practice Topics' })).toBeVisible();
    const load = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    api.use(failNetwork('listTopics'));

    const link = await barSwitch('हिंदी');
    await user.click(link);
    // Busy while it tries, then the browser is sent to the Hindi page.
    await waitFor(() => expect(load).toHaveBeenCalledWith('/hi/practice'));
    expect(screen.getByRole('heading', { level: 1, name: 'Practice Topics' })).toBeVisible();
    expect(window.location.pathname).toBe('/practice');
  });

  it('shows the switch busy from the tap until the page has changed', async () => {
    const user = await openApp('/practice');
    expect(await screen.findByRole('heading', { level: 1, name: 'Practice Topics' })).toBeVisible();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.use(answer('listTopics', async () => (await held, TOPICS)));

    const link = await barSwitch('हिंदी');
    await user.click(link);
    expect(link).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'अभ्यास के विषय' })).toBeVisible();
    expect(await barSwitch('English')).not.toHaveAttribute('aria-busy');
  });

  it("keeps the served page's head tags until the reader moves; a page reached in the app, or a switched language, writes its own", async () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<title data-server-meta>Served title</title><link data-server-meta rel="canonical" href="/served">',
    );
    const user = await openApp('/practice', true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Practice Topics' })).toBeVisible();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(document.title).toBe('Served title');
    expect(document.head.querySelectorAll('title, link[rel="canonical"]')).toHaveLength(2);

    await user.click(await screen.findByRole('link', { name: new RegExp(TOPICS[0]!.topic_name.replace(/-/g, ' '), 'i') }));
    await waitFor(() => expect(document.head.querySelector('[data-server-meta]')).toBeNull());
    expect(document.title).toMatch(/\| ExamPrep$/);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);

    await user.click(await barSwitch('हिंदी'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/[\u0900-\u097F]/));
  });
});
