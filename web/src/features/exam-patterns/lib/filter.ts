/** The fields the exam-pattern search looks at. */
export interface SearchableExamPattern {
  exam_name: string;
  exam_level: string | null;
  exam_mode: string | null;
  description: string | null;
}

/** The 'All Exam Patterns' grid shows at most this many. */
export const MAX_SHOWN = 12;

/**
 * The spec's rule: search is case-insensitive over name, level, mode and description (containment, surrounding
 * spaces ignored); the level filter is an exact match ('' means every level); the two combine.
 */
export function filterExamPatterns<T extends SearchableExamPattern>(patterns: T[], search: string, level: string): T[] {
  const needle = search.trim().toLowerCase();
  return patterns.filter((pattern) => {
    if (level && pattern.exam_level !== level) return false;
    if (!needle) return true;
    return [pattern.exam_name, pattern.exam_level, pattern.exam_mode, pattern.description].some((field) =>
      (field ?? '').toLowerCase().includes(needle),
    );
  });
}

/** What the 'All Exam Patterns' grid shows of the matching patterns. */
export const shownExamPatterns = <T>(matching: T[]): T[] => matching.slice(0, MAX_SHOWN);
