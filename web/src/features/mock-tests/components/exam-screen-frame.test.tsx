// @vitest-environment jsdom
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SiteFrameContext } from '@/components/site-frame';
import { WithI18n } from '@/i18n/test-support';
import { examScreenDom, NO_EXAM_ACTIONS, runningAttempt, T0 } from '@/features/mock-tests/lib/exam-screen.test-support';
import { ExamScreen } from './exam-screen';

const dom = examScreenDom();
const actions = NO_EXAM_ACTIONS;

/** The site's frame (its calls recorded) at /mock-tests/{slug}, showing the running exam screen. */
async function renderPaper({ locale = 'en' as 'en' | 'hi' } = {}) {
  const frame = { setFullScreen: vi.fn(), openNotes: vi.fn() };
  const attempt = runningAttempt();
  await dom.render(
    <WithI18n locale={locale}>
      <SiteFrameContext.Provider value={frame}>
        <MemoryRouter initialEntries={['/mock-tests/ibps-po-prelims-2023']}>
          <Routes>
            <Route path="/mock-tests/:slug" element={<ExamScreen attempt={attempt} now={T0} actions={actions} />} />
            <Route path="/mock-tests" element={<h1>All mock tests</h1>} />
          </Routes>
        </MemoryRouter>
      </SiteFrameContext.Provider>
    </WithI18n>,
  );
  return frame;
}

const buttonNamed = (name: string) => [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === name);
const openDialog = () => document.querySelector<HTMLDialogElement>('dialog[open]');
const heading = () => document.querySelector('h1')?.textContent;
const click = (element: Element | null | undefined) =>
  act(async () => {
    (element as HTMLElement).click();
  });

describe('the running exam screen in the site’s frame', () => {
  it('takes the whole screen while shown, and its toolbar’s My Notes button opens the site’s notes', async () => {
    const frame = await renderPaper();
    expect(frame.setFullScreen).toHaveBeenLastCalledWith(true);
    const toolbar = document.querySelector('[role="group"][aria-label="Test tools"]');
    const notes = [...(toolbar?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'My Notes');
    expect(notes?.getAttribute('aria-haspopup')).toBe('dialog');
    await click(notes);
    expect(frame.openNotes).toHaveBeenCalledOnce();
    // Submitted or timed out, the screen goes and the site's frame comes back.
    dom.unmount();
    expect(frame.setFullScreen).toHaveBeenLastCalledWith(false);
  });

  it('asks before a link leaves the paper: Stay keeps it (focus back on the link), Leave goes', async () => {
    await renderPaper();
    const exit = document.querySelector<HTMLAnchorElement>('a[href="/mock-tests"]');
    expect(exit?.textContent).toBe('Exit');

    exit!.focus();
    await click(exit);
    let dialog = openDialog();
    expect(document.getElementById(dialog!.getAttribute('aria-labelledby')!)?.textContent).toBe('Leave the test?');
    expect(document.getElementById(dialog!.getAttribute('aria-describedby')!)?.textContent).toContain('the clock keeps running');
    expect(document.activeElement).toBe(dialog);
    expect(heading()).toBe('IBPS PO Prelims 2023');

    await click(buttonNamed('Stay in the test'));
    expect(openDialog()).toBeNull();
    expect(heading()).toBe('IBPS PO Prelims 2023');
    expect(document.activeElement).toBe(exit);

    // Escape (the dialog's cancel) stays too.
    await click(exit);
    dialog = openDialog();
    await act(async () => {
      dialog!.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(openDialog()).toBeNull();
    expect(heading()).toBe('IBPS PO Prelims 2023');

    await click(exit);
    await click(buttonNamed('Leave the test'));
    expect(heading()).toBe('All mock tests');
    expect(openDialog()).toBeNull();
  });

  it('asks in Hindi on a Hindi page', async () => {
    await renderPaper({ locale: 'hi' });
    await click(document.querySelector('a[href="/mock-tests"]'));
    const dialog = openDialog();
    expect(dialog?.querySelector('h2')?.textContent).toBe('टेस्ट छोड़ें?');
    expect([...dialog!.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['टेस्ट में रहें', 'टेस्ट छोड़ें']);
  });
});
