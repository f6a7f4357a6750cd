import type { Subtopic } from '@/api/subtopics';
import { titleCase } from '@/lib/format';

/** Subtopics without a category are listed under this heading. */
export const DEFAULT_CATEGORY = 'General';

type SearchableSubtopic = Pick<Subtopic, 'subtopic_name' | 'category'> & { display_name?: string | null };

/**
 * Subtopic search: the subtopic name or its category contains the query, ignoring case. Names are stored as
 * slugs ('simple-and-compound-interest') and shown title-cased, so both forms are searched ('compound interest'
 * finds it), and so is its name in the page's language (display_name: प्रतिशत). Surrounding spaces are ignored; an
 * empty query keeps everything.
 */
export function filterSubtopics<T extends SearchableSubtopic>(subtopics: T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return subtopics;
  return subtopics.filter((subtopic) => {
    const name = subtopic.subtopic_name.toLowerCase();
    return (
      name.includes(needle) ||
      titleCase(subtopic.subtopic_name).toLowerCase().includes(needle) ||
      (subtopic.display_name ?? '').toLowerCase().includes(needle) ||
      (subtopic.category ?? '').toLowerCase().includes(needle)
    );
  });
}

export interface SubtopicGroup<T> {
  category: string;
  subtopics: T[];
}

/**
 * Groups subtopics under their category (blank → 'General'). Groups are sorted by name with 'General' last;
 * subtopics keep the server's order (alphabetical) inside a group.
 */
export function groupByCategory<T extends SearchableSubtopic>(subtopics: T[]): SubtopicGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const subtopic of subtopics) {
    const category = subtopic.category?.trim() || DEFAULT_CATEGORY;
    const list = groups.get(category);
    if (list) list.push(subtopic);
    else groups.set(category, [subtopic]);
  }
  return [...groups.entries()]
    .map(([category, list]) => ({ category, subtopics: list }))
    .sort((a, b) => {
      if (a.category === DEFAULT_CATEGORY) return 1;
      if (b.category === DEFAULT_CATEGORY) return -1;
      return a.category.localeCompare(b.category);
    });
}

/** Where a subtopic card leads: with an exam chosen, its questions narrowed to that exam. */
export function subtopicPath(topicName: string, subtopicName: string, examName?: string | null): string {
  const base = `/practice/${encodeURIComponent(topicName)}/${encodeURIComponent(subtopicName)}`;
  return examName ? `${base}/${encodeURIComponent(examName)}` : base;
}
