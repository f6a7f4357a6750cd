import type { SiteLocale } from '@exam-prep/contract/page-locale';

/**
 * The ids of kept items, in a module without the registry's storage code, so a page can name its item without
 * loading IndexedDB code before its first paint.
 */
export type KeptKind = 'subtopic' | 'topic-test' | 'mock-test';

export const keptItemId = (kind: KeptKind, key: string): string => `${kind}:${key}`;

/** A practice list's kept item: one per language, subtopic and exam filter. */
export const subtopicItemId = (locale: SiteLocale, topicName: string, subtopicName: string, examName?: string) =>
  keptItemId('subtopic', [locale, topicName, subtopicName, examName].filter(Boolean).join('/'));

/** A topic test's kept item: one per language and subtopic. */
export const topicTestItemId = (locale: SiteLocale, subtopicName: string) => keptItemId('topic-test', `${locale}/${subtopicName}`);
