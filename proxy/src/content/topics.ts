import type { StrapiClient } from '#src/strapi/client.js';
import type { StrapiTopic } from '#src/strapi/types.js';
import { DEFAULT_LOCALE, localeOf, translated, translationsOf, type Locale } from '#src/strapi/locale.js';

import type { Topic } from '@exam-prep/contract/public/catalogue';

/**
 * A topic as the contract gives it: its stored name (shared by every language: addresses use it) and, when the
 * version shown has one, its display name. `translation` is its version in the asked language, if any: a topic is
 * translated when that version has a display name.
 */
export const toTopic = (topic: StrapiTopic, translation?: Pick<StrapiTopic, 'display_name' | 'locale'>): Topic => {
  const name = translated(translation?.display_name);
  if (name) return { _id: topic.documentId, topic_name: topic.topic_name, display_name: name, locale: localeOf(translation) };
  const own = translated(topic.display_name);
  return { _id: topic.documentId, topic_name: topic.topic_name, ...(own ? { display_name: own } : {}), locale: DEFAULT_LOCALE };
};

export const topicsQuery = { fields: ['topic_name', 'display_name'], sort: ['topic_name:asc'] };

/** The display names of topics in `locale` (one CMS request, none in English). */
export const topicTranslations = (cms: StrapiClient, locale: Locale, ids: Array<string | null | undefined>) =>
  translationsOf<StrapiTopic>(cms, '/topics', locale, ids, { fields: ['display_name'] });

export async function listTopics(cms: StrapiClient, locale: Locale = DEFAULT_LOCALE): Promise<Topic[]> {
  const rows = await cms.getAll<StrapiTopic>('/topics', topicsQuery);
  const translations = await topicTranslations(
    cms,
    locale,
    rows.map((row) => row.documentId),
  );
  return rows.map((row) => toTopic(row, translations.get(row.documentId)));
}
