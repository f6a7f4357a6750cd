import { useEffect, useRef } from 'react';

/**
 * Keeps the keyboard's place when a card of an editable list (FAQ questions, content blocks) is deleted: its
 * Delete button goes with it, so the focus moves to the heading of the card now in its place (or the last card).
 * The cards are the container's <section> children, their headings focusable with tabIndex={-1}.
 */
export function useFocusAfterRemove<Element extends HTMLElement>(count: number) {
  const container = useRef<Element>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const cards = container.current?.querySelectorAll(':scope > section');
    if (!cards?.length) return;
    cards[Math.min(index, cards.length - 1)]?.querySelector<HTMLElement>('h3')?.focus();
  }, [count]);
  return { container, markRemoved: (index: number) => (removedAt.current = index) };
}
