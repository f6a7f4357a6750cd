// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenToHistoryFirst, useLeaveGuard } from './use-leave-guard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// As the app does when it starts (public-layout.tsx): before any router listens.
listenToHistoryFirst();

/** The guarded page: its state and the guard's answers as buttons. */
function Guarded({ active }: { active: boolean }) {
  const guard = useLeaveGuard(active);
  const navigate = useNavigate();
  return (
    <>
      <h1>Exam</h1>
      <p id="blocked">{String(guard.blocked)}</p>
      <button id="stay" onClick={guard.stay} />
      <button id="leave" onClick={guard.leave} />
      <button id="elsewhere" onClick={() => void navigate('/elsewhere')} />
    </>
  );
}
const blocked = () => document.getElementById('blocked')?.textContent === 'true';
const press = (id: string) => act(async () => document.getElementById(id)!.click());

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

/** A browser router at /start; its link opens /exam, where the guard runs (while `active`). */
async function openGuardedPage(active = true) {
  window.history.replaceState(null, '', '/start');
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () =>
    root!.render(
      <BrowserRouter>
        <Routes>
          <Route
            path="/start"
            element={
              <>
                <h1>Start</h1>
                <Link to="/exam">Open the exam</Link>
              </>
            }
          />
          <Route path="/exam" element={<Guarded active={active} />} />
          <Route path="/elsewhere" element={<h1>Elsewhere</h1>} />
        </Routes>
      </BrowserRouter>,
    ),
  );
  await act(async () => document.querySelector('a')!.click());
  expect(document.querySelector('h1')?.textContent).toBe('Exam');
}

const shown = () => document.querySelector('h1')?.textContent;
/** Waits (inside act) for the browser's history traversal, which jsdom runs as a later task. */
const settle = (assertion: () => void) =>
  vi.waitFor(async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    assertion();
  });

describe('useLeaveGuard', () => {
  it('holds Back: the page and address stay until the student chooses; Leave then goes back', async () => {
    await openGuardedPage();
    await act(async () => window.history.back());
    await settle(() => expect(blocked()).toBe(true));
    // Put back where it was: the router never saw the traversal.
    await settle(() => expect(window.location.pathname).toBe('/exam'));
    expect(shown()).toBe('Exam');

    await press('stay');
    expect(blocked()).toBe(false);
    expect(shown()).toBe('Exam');

    await act(async () => window.history.back());
    await settle(() => expect(blocked()).toBe(true));
    await settle(() => expect(window.location.pathname).toBe('/exam'));
    await press('leave');
    await settle(() => expect(shown()).toBe('Start'));
    expect(window.location.pathname).toBe('/start');
  });

  it('holds navigate() until Leave, and asks the browser before the tab closes or reloads', async () => {
    await openGuardedPage();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(true);

    await press('elsewhere');
    expect(blocked()).toBe(true);
    expect(shown()).toBe('Exam');
    await press('leave');
    expect(shown()).toBe('Elsewhere');
    expect(window.location.pathname).toBe('/elsewhere');
    // Gone with the page: a reload asks nothing.
    expect(unload()).toBe(false);
  });

  it('holds nothing while inactive', async () => {
    await openGuardedPage(false);
    await press('elsewhere');
    expect(shown()).toBe('Elsewhere');
  });
});
