// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrationSettles, hydrationStarts } from './hydration-state';
import { useHydrated } from './use-hydrated';

const seen: boolean[] = [];
function Probe() {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p data-hydrated={String(hydrated)}>{hydrated ? 'browser' : 'server'}</p>;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  seen.length = 0;
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('is false in the server’s HTML and while hydrating it, then true, with no mismatch', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('server');
    seen.length = 0;
    const errors: unknown[] = [];
    hydrationStarts();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    await settle();
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('browser');

    // Hydration over (the page and its frame: interactive-mark.ts): a component mounted now is true at once.
    hydrationSettles();
    await settle();
    seen.length = 0;
    const later = document.createElement('div');
    document.body.append(later);
    await act(async () => createRoot(later).render(<Probe />));
    expect(seen).toEqual([true]);
  });

  it('is true at once in a page the browser renders by itself', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Probe />));
    expect(seen).toEqual([true]);
    expect(container.textContent).toBe('browser');
  });
});
