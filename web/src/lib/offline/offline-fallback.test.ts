// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { adoptOfflineFallback } from './offline-fallback';

const marker = () => {
  const meta = document.createElement('meta');
  meta.name = 'offline-fallback';
  document.head.append(meta);
};

afterEach(() => {
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the offline page standing in for another', () => {
  it('takes the offline address, with the one asked for in `from`', () => {
    marker();
    window.history.replaceState(null, '', '/practice/general-aptitude/percentages?page=2');
    adoptOfflineFallback();
    expect(window.location.pathname).toBe('/offline');
    expect(new URLSearchParams(window.location.search).get('from')).toBe('/practice/general-aptitude/percentages?page=2');
  });

  it('keeps the Hindi prefix', () => {
    marker();
    window.history.replaceState(null, '', '/hi/mock-tests');
    adoptOfflineFallback();
    expect(window.location.pathname).toBe('/hi/offline');
    expect(new URLSearchParams(window.location.search).get('from')).toBe('/mock-tests');
  });

  it('leaves the offline page itself and any page without the marker alone', () => {
    window.history.replaceState(null, '', '/practice');
    adoptOfflineFallback();
    expect(window.location.pathname).toBe('/practice');
    marker();
    window.history.replaceState(null, '', '/hi/offline?from=/saved');
    adoptOfflineFallback();
    expect(window.location.pathname + window.location.search).toBe('/hi/offline?from=/saved');
  });
});
