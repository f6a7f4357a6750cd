/** Word lists of the admin forms (filter categories, tags): a trimmed, non-blank value not already in the list (any case) is added. */
export function addToList(list: readonly string[], value: string): string[] {
  const text = value.trim();
  if (!text || list.some((entry) => entry.toLowerCase() === text.toLowerCase())) return [...list];
  return [...list, text];
}

export const removeFromList = (list: readonly string[], index: number): string[] => list.filter((_, position) => position !== index);
