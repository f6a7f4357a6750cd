import { vi } from 'vitest';

/**
 * A controllable IntersectionObserver for link tests: nothing is on screen until `showAll()` says every observed
 * element came into view (happy-dom's own never reports).
 */
export function stubIntersectionObserver() {
  const observed = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element>; observer: IntersectionObserver }>();
  class FakeIntersectionObserver {
    private readonly entry;
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: new Set<Element>(), observer: this as unknown as IntersectionObserver };
      observed.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      this.entry.elements.clear();
      observed.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    /** How many elements are being watched now. */
    watching: () => [...observed].reduce((sum, entry) => sum + entry.elements.size, 0),
    showAll: () => {
      for (const { callback, elements, observer } of [...observed]) {
        const entries = [...elements].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
        if (entries.length) callback(entries, observer);
      }
    },
  };
}
