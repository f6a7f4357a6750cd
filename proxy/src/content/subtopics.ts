import type { StrapiClient } from '#src/strapi/client.js';
import type { StrapiSubtopic } from '#src/strapi/types.js';
import type { Subtopic } from '@exam-prep/contract/public/catalogue';
import { toTopic, topicTranslations } from './topics.js';
import { nameFromAddress } from '#src/lib/validation.js';
import { DEFAULT_LOCALE, localeOf, translated, translationsOf, type Locale } from '#src/strapi/locale.js';

export const subtopicQuery = {
  fields: ['subtopic_name', 'display_name', 'category'],
  populate: { topic: { fields: ['topic_name', 'display_name'] } },
  sort: ['subtopic_name:asc'],
};

/** Translations of subtopics and of their topics, by documentId (none in English). */
export interface SubtopicTranslations {
  subtopics: Map<string, Pick<StrapiSubtopic, 'display_name' | 'category' | 'locale'>>;
  topics: Map<string, Pick<StrapiSubtopic, 'display_name' | 'locale'>>;
}

const NONE: SubtopicTranslations = { subtopics: new Map(), topics: new Map() };

/** A subtopic as the contract gives it (see toTopic): translated when its version in the asked language has a display name. */
export const toSubtopic = (subtopic: StrapiSubtopic, translations: SubtopicTranslations = NONE): Subtopic => {
  const translation = translations.subtopics.get(subtopic.documentId);
  const name = translated(translation?.display_name) ?? translated(subtopic.display_name);
  return {
    _id: subtopic.documentId,
    subtopic_name: subtopic.subtopic_name,
    ...(name ? { display_name: name } : {}),
    // The group label in the same language as the name (the English one where the translation has none).
    category: (translated(translation?.display_name) && translated(translation?.category)) || subtopic.category || null,
    topic_id: subtopic.topic ? toTopic(subtopic.topic, translations.topics.get(subtopic.topic.documentId)) : null,
    locale: translated(translation?.display_name) ? localeOf(translation) : DEFAULT_LOCALE,
  };
};

/** The versions in `locale` of these subtopics and their topics: two CMS requests side by side (none in English). */
export async function subtopicTranslations(cms: StrapiClient, locale: Locale, rows: StrapiSubtopic[]): Promise<SubtopicTranslations> {
  if (locale === DEFAULT_LOCALE || rows.length === 0) return NONE;
  const [subtopics, topics] = await Promise.all([
    translationsOf<StrapiSubtopic>(
      cms,
      '/subtopics',
      locale,
      rows.map((row) => row.documentId),
      { fields: ['display_name', 'category'] },
    ),
    topicTranslations(
      cms,
      locale,
      rows.map((row) => row.topic?.documentId),
    ),
  ]);
  return { subtopics, topics };
}

const localizedList = async (cms: StrapiClient, locale: Locale, rows: StrapiSubtopic[]) => {
  const translations = await subtopicTranslations(cms, locale, rows);
  return rows.map((row) => toSubtopic(row, translations));
};

export async function listAllSubtopics(cms: StrapiClient, locale: Locale = DEFAULT_LOCALE): Promise<Subtopic[]> {
  return localizedList(cms, locale, await cms.getAll<StrapiSubtopic>('/subtopics', subtopicQuery));
}

/** Subtopics of the topic with this stored name; an unknown name gives an empty list. */
export async function listSubtopicsByTopicName(cms: StrapiClient, topicName: string, locale: Locale = DEFAULT_LOCALE): Promise<Subtopic[]> {
  const rows = await cms.getAll<StrapiSubtopic>('/subtopics', {
    ...subtopicQuery,
    filters: { topic: { topic_name: { $eq: nameFromAddress(topicName, 'topic name') } } },
  });
  return localizedList(cms, locale, rows);
}
