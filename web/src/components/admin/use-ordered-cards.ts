import { moveEntry, removeFromList, updateEntry } from './list-entries';
import { useFocusAfterRemove } from './use-focus-after-remove';

/** A change of the current entries (editors report changes outside React's events, so never of one render's list). */
type ListChange<Entry> = (change: (entries: Entry[]) => Entry[]) => void;

interface OrderedCardsOptions<Entry> {
  /** How a card moves (content blocks renumber their `order`); one step up or down by default. */
  move?: (entries: readonly Entry[], index: number, direction: -1 | 1) => Entry[];
  remove?: (entries: readonly Entry[], index: number) => Entry[];
}

/**
 * The state side of an ordered list of OrderedCards: each card's place, move and delete (the focus then goes to
 * the card taking its place), and a patch of one entry. The cards are the container's <section> children.
 */
export function useOrderedCards<Entry>(
  entries: readonly Entry[],
  onChange: ListChange<Entry>,
  { move = moveEntry, remove = removeFromList }: OrderedCardsOptions<Entry> = {},
) {
  const { container, markRemoved } = useFocusAfterRemove<HTMLDivElement>(entries.length);
  return {
    container,
    cardProps: (index: number) => ({
      number: index + 1,
      count: entries.length,
      onMove: (direction: -1 | 1) => onChange((current) => move(current, index, direction)),
      onRemove: () => {
        markRemoved(index);
        onChange((current) => remove(current, index));
      },
    }),
    update: (index: number, patch: Partial<Entry>) => onChange((current) => updateEntry(current, index, patch)),
  };
}
