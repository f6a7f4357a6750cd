import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The browser globals analytics.ts touches, as small fakes (the unit tests run without a DOM).
function fakeBrowser(metaContent: string | null) {
  const appended: Array<{ src: string; async: boolean }> = [];
  const listeners: Record<string, () => void> = {};
  const document = {
    readyState: 'loading',
    title: 'Practice Topics | ExamPrep',
    querySelector: (selector: string) =>
      selector === 'meta[name="analytics-ga4"]' && metaContent !== null ? { getAttribute: () => metaContent } : null,
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
  };
  const window: Record<string, unknown> = {
    location: { origin: 'https://examprep.example' },
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
    requestIdleCallback: (callback: () => void) => callback(),
  };
  vi.stubGlobal('document', document);
  vi.stubGlobal('window', window);
  return { window, document, appended, fireLoad: () => listeners.load?.() };
}

const pageViews = (window: Record<string, unknown>) =>
  ((window.dataLayer as IArguments[] | undefined) ?? [])
    .map((entry) => Array.from(entry))
    .filter((args) => args[0] === 'event' && args[1] === 'page_view')
    .map((args) => args[2]);

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('page-view analytics', () => {
  it('without the analytics tag nothing is loaded, queued or sent', async () => {
    const browser = fakeBrowser(null);
    const { configuredAnalyticsId, reportPageView } = await import('./analytics');
    expect(configuredAnalyticsId()).toBeNull();
    reportPageView('/practice');
    browser.fireLoad();
    expect(browser.window.dataLayer).toBeUndefined();
    expect(browser.window.gtag).toBeUndefined();
    expect(browser.appended).toEqual([]);
  });

  it('ignores a tag that is not a GA4 measurement id', async () => {
    fakeBrowser('"><script>alert(1)</script>');
    const { configuredAnalyticsId } = await import('./analytics');
    expect(configuredAnalyticsId()).toBeNull();
  });

  it('with a GA4 id: queues a page_view per route change and loads gtag.js once, after the page has loaded', async () => {
    const browser = fakeBrowser('G-ABC123XYZ9');
    const { reportPageView } = await import('./analytics');
    reportPageView('/');
    reportPageView('/practice?x=1');
    // Nothing is fetched while the page itself is still loading.
    expect(browser.appended).toEqual([]);
    browser.fireLoad();
    expect(browser.appended).toEqual([{ src: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ9', async: true }]);
    reportPageView('/saved');
    expect(browser.appended).toHaveLength(1);

    const layer = (browser.window.dataLayer as IArguments[]).map((entry) => Array.from(entry));
    expect(layer[0]![0]).toBe('js');
    expect(layer[1]).toEqual(['config', 'G-ABC123XYZ9', { send_page_view: false }]);
    expect(pageViews(browser.window)).toEqual([
      { page_location: 'https://examprep.example/', page_path: '/', page_title: 'Practice Topics | ExamPrep', send_to: 'G-ABC123XYZ9' },
      {
        page_location: 'https://examprep.example/practice?x=1',
        page_path: '/practice?x=1',
        page_title: 'Practice Topics | ExamPrep',
        send_to: 'G-ABC123XYZ9',
      },
      {
        page_location: 'https://examprep.example/saved',
        page_path: '/saved',
        page_title: 'Practice Topics | ExamPrep',
        send_to: 'G-ABC123XYZ9',
      },
    ]);
  });
});
