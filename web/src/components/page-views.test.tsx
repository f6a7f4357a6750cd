// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { WithI18n } from '@/i18n/test-support';
import { PageViews } from './page-views';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The page_path of every page view sent to GA4's queue (dataLayer holds gtag's `arguments`). */
const reportedPaths = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter(([kind, name]) => kind === 'event' && name === 'page_view')
    .map(([, , params]) => (params as { page_path: string }).page_path);

describe('page views', () => {
  it('report the address in the bar: a Hindi page’s with its /hi; never a student account page', async () => {
    const meta = document.createElement('meta');
    meta.name = 'analytics-ga4';
    meta.content = 'G-TEST12345';
    document.head.append(meta);
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    await act(async () =>
      root.render(
        <WithI18n locale="hi">
          <MemoryRouter basename="/hi" initialEntries={['/hi/practice/general-aptitude?q=x']}>
            <PageViews />
          </MemoryRouter>
        </WithI18n>,
      ),
    );
    await act(async () =>
      root.render(
        <WithI18n locale="en">
          <MemoryRouter key="account" initialEntries={['/student/dashboard']}>
            <PageViews />
          </MemoryRouter>
        </WithI18n>,
      ),
    );
    await act(async () =>
      root.render(
        <WithI18n locale="en">
          <MemoryRouter key="english" initialEntries={['/practice']}>
            <PageViews />
          </MemoryRouter>
        </WithI18n>,
      ),
    );
    // The reporter is its own chunk, loaded at the first view.
    await vi.waitFor(() => expect(reportedPaths()).toEqual(['/hi/practice/general-aptitude?q=x', '/practice']));
    root.unmount();
  });
});
