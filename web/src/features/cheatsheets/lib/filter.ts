/** The fields the cheatsheet search looks at. */
export interface SearchableCheatsheet {
  title: string;
  description: string | null;
  category: string;
  tags: string[];
}

/**
 * The spec's rule: search is case-insensitive and matches the title, description, category or any tag
 * (containment, surrounding spaces ignored); the category filter is an exact match ('' = every category);
 * the two combine.
 */
export function filterCheatsheets<T extends SearchableCheatsheet>(cheatsheets: T[], search: string, category: string): T[] {
  const needle = search.trim().toLowerCase();
  return cheatsheets.filter((sheet) => {
    if (category && sheet.category !== category) return false;
    if (!needle) return true;
    return [sheet.title, sheet.description ?? '', sheet.category, ...(sheet.tags ?? [])].some((field) =>
      field.toLowerCase().includes(needle),
    );
  });
}

/** Clicking the chosen chip again deselects it. */
export const toggleCategory = (current: string, clicked: string): string => (current === clicked ? '' : clicked);

export type ViewMode = 'grid' | 'list';

/** Grid cards show the first 3 tags; list rows show them all. */
export const GRID_TAG_LIMIT = 3;
export const visibleTags = (tags: string[], view: ViewMode): string[] => (view === 'grid' ? tags.slice(0, GRID_TAG_LIMIT) : tags);

/** The brand gold stands in for a missing colour. */
export const GOLD = '#C0A063';
export const accentColor = (color: string | null | undefined): string => (color && color.trim() ? color.trim() : GOLD);
