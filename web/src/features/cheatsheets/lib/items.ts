import type { CheatsheetItem } from '@/features/cheatsheets/api/types';

/** Items by their order (missing order = 0); equal orders keep their stored position. */
export function sortItems<T extends Pick<CheatsheetItem, 'order'>>(items: T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.order ?? 0) - (b.item.order ?? 0) || a.index - b.index)
    .map(({ item }) => item);
}

/** The distinct item categories, in the order they first appear. */
export function itemCategories(items: Pick<CheatsheetItem, 'category'>[]): string[] {
  const seen: string[] = [];
  for (const item of items) {
    const category = item.category?.trim();
    if (category && !seen.includes(category)) seen.push(category);
  }
  return seen;
}

/** The filter bar appears only when the items span more than one category. */
export const showCategoryFilter = (categories: string[]): boolean => categories.length > 1;

/** `null` is 'All'. */
export function filterItems<T extends Pick<CheatsheetItem, 'category'>>(items: T[], category: string | null): T[] {
  if (category === null) return items;
  return items.filter((item) => item.category?.trim() === category);
}

/** The numbered Contents list appears when more than 3 items are visible. */
export const CONTENTS_THRESHOLD = 3;
export const showContents = (visibleCount: number): boolean => visibleCount > CONTENTS_THRESHOLD;

/** A code block's language as its label shows it, or null for a block of none (labelled 'code' in the page's language). */
export const codeLabel = (language: string | null | undefined): string | null => (language && language.trim() ? language.trim() : null);

/** A stable in-page anchor for an item (its position in the sorted list, so filtering never changes it). */
export const itemAnchor = (sortedIndex: number): string => `item-${sortedIndex + 1}`;
