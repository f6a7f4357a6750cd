// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PublicLayout } from './public-layout';
import { WithI18n } from '@/i18n/test-support';
import { newAttempt, startAttempt } from '@/features/mock-tests/lib/attempt';
import { testPaper } from '@/features/mock-tests/lib/paper.test-support';
import { NO_EXAM_ACTIONS, stubDialogModalApi, T0 } from '@/features/mock-tests/lib/exam-screen.test-support';
import { ExamScreen } from '@/features/mock-tests/components/exam-screen';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(stubDialogModalApi);

const actions = NO_EXAM_ACTIONS;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The site's public frame at /mock-tests/{slug}, showing the running exam screen (or, on `instructions`, a plain page). */
async function renderPaper({ running = true, locale = 'en' as 'en' | 'hi' } = {}) {
  const attempt = startAttempt(newAttempt(testPaper({ sizes: [2] }), T0), T0);
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <WithI18n locale={locale}>
        <MemoryRouter initialEntries={['/mock-tests/ibps-po-prelims-2023']}>
          <Routes>
            <Route element={<PublicLayout />}>
              <Route
                path="/mock-tests/:slug"
                element={running ? <ExamScreen attempt={attempt} now={T0} actions={actions} /> : <h1>Instructions</h1>}
              />
              <Route path="/mock-tests" element={<h1>All mock tests</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </WithI18n>,
    ),
  );
  return container;
}

const buttonNamed = (name: string) => [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === name);
const openDialog = () => document.querySelector<HTMLDialogElement>('dialog[open]');
/** Waits until the assertion holds, letting React commit what arrives meanwhile (lazy chunks). */
const settle = (assertion: () => void) =>
  vi.waitFor(
    async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      assertion();
    },
    { timeout: 5000 },
  );
const click = (element: Element | null | undefined) =>
  act(async () => {
    (element as HTMLElement).click();
  });

describe('the public frame around a running exam', () => {
  it('has the screen to itself: no site header, navigation, footer or floating notes button (the instructions keep them)', async () => {
    await renderPaper({ running: false });
    // The bar and the footer are chunks of their own too (hydrated after the page): they arrive.
    await settle(() => {
      expect(document.querySelector('.notes-fab')).not.toBeNull();
      expect(document.querySelector('header nav, .site-nav')).not.toBeNull();
      expect(document.querySelector('footer')).not.toBeNull();
    });
    act(() => root!.unmount());

    await renderPaper();
    // The notes chunk has loaded (the frame renders it) but shows no floating button.
    await act(async () => {
      await Promise.all([
        import('@/features/notes/components/notes-widget'),
        import('@/features/student/components/student-top-nav'),
        import('@/components/footer'),
      ]);
    });
    expect(document.querySelector('.notes-fab')).toBeNull();
    expect(document.querySelector('header nav, .site-nav')).toBeNull();
    expect(document.querySelector('footer')).toBeNull();
    expect(document.querySelector('.skip-link')).toBeNull();
    expect(buttonNamed('Mark for Review & Next')).toBeDefined();
  });

  it('opens the site’s notes panel from the toolbar’s My Notes button', async () => {
    await renderPaper();
    const toolbar = document.querySelector('[role="group"][aria-label="Test tools"]');
    const notes = [...(toolbar?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'My Notes');
    expect(notes?.getAttribute('aria-haspopup')).toBe('dialog');
    await click(notes);
    await settle(() => expect(openDialog()?.querySelector('h2')?.textContent).toBe('My Notes'));
  });
});
