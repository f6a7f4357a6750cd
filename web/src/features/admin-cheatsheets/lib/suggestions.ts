/** The category field's suggestions: known categories containing what was typed, without regard to case. */
export function filterSuggestions(categories: readonly string[], typed: string): string[] {
  const query = typed.trim().toLowerCase();
  return categories.filter((category) => category.toLowerCase().includes(query));
}

/** The dropdown closes this long after the field loses focus, so a click on a suggestion still lands (spec §9). */
export const SUGGESTIONS_CLOSE_DELAY_MS = 200;
