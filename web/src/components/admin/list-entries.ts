/** Word lists of the admin forms (filter categories, tags): a trimmed, non-blank value not already in the list (any case) is added. */
export function addToList(list: readonly string[], value: string): string[] {
  const text = value.trim();
  if (!text || list.some((entry) => entry.toLowerCase() === text.toLowerCase())) return [...list];
  return [...list, text];
}

export const removeFromList = <T>(list: readonly T[], index: number): T[] => list.filter((_, position) => position !== index);

/** Moves the entry at `index` one step up (-1) or down (+1) in an ordered list of cards; a move past an end changes nothing. */
export function moveEntry<T>(list: readonly T[], index: number, direction: -1 | 1): T[] {
  const target = index + direction;
  if (target < 0 || target >= list.length) return [...list];
  const moved = [...list];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

/** The list with `patch` applied to the entry at `index`. */
export const updateEntry = <T>(list: readonly T[], index: number, patch: Partial<T>): T[] =>
  list.map((entry, position) => (position === index ? { ...entry, ...patch } : entry));
