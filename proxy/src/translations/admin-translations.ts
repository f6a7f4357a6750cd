import {
  TEXTS_OF_TYPE,
  TRANSLATED_TYPES,
  TRANSLATION_LOCALES,
  type TranslatedType,
  type TranslationLocale,
} from '@exam-prep/contract/admin/translations';
import { plainText } from '@exam-prep/contract/question-structured-data';
import { badRequest, HttpError, notFound } from '#src/lib/errors.js';
import type { StrapiClient } from '#src/strapi/client.js';
import { findDocumentOrNotFound } from '#src/strapi/documents.js';
import { parseOrThrow } from '#src/lib/validation.js';
import { ADAPTERS, str, type Adapter, type Row } from './translation-adapters.js';

/**
 * The admin screens' translations: a document's version in another language, read and written through
 * Strapi's REST API with `?locale` as the signed-in administrator. A translation is only texts: the Strapi data of a
 * new or changed version is the English version's structure (option keys, types and pictures; section codes and
 * numbers; item types, languages and code) with the translation's texts in it, so what all languages share stays
 * the English version's. Saving a version that does not exist yet makes it (Strapi copies the shared fields).
 */

export function readTranslatedType(value: unknown): TranslatedType {
  if (!(TRANSLATED_TYPES as readonly unknown[]).includes(value)) throw notFound('Not found');
  return value as TranslatedType;
}

export function readTranslationLocale(value: unknown): TranslationLocale {
  if (!(TRANSLATION_LOCALES as readonly unknown[]).includes(value))
    throw badRequest(`locale must be one of: ${TRANSLATION_LOCALES.join(', ')} (English is the document itself)`);
  return value as TranslationLocale;
}

const NOT_FOUND: Record<TranslatedType, string> = {
  topics: 'Topic not found',
  subtopics: 'Subtopic not found',
  questions: 'Question not found',
  'exam-patterns': 'Exam pattern not found',
  cheatsheets: 'Cheatsheet not found',
  'mock-tests': 'Mock test not found',
};

/** A version in `locale`, or null when the document has none yet. */
async function versionIn(cms: StrapiClient, adapter: Adapter<unknown>, id: string, locale: string): Promise<Row | null> {
  try {
    return (await cms.get<{ data: Row }>(`/${adapter.collection}/${encodeURIComponent(id)}`, { ...adapter.query, locale })).data;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

const englishOf = (cms: StrapiClient, type: TranslatedType, id: string) =>
  findDocumentOrNotFound<Row>(cms, ADAPTERS[type].collection, id, ADAPTERS[type].query, NOT_FOUND[type]);

/** GET /api/translations/{type}/{id}?locale=hi */
export async function getTranslation(cms: StrapiClient, type: TranslatedType, id: string, locale: TranslationLocale) {
  const adapter = ADAPTERS[type] as Adapter<unknown>;
  const [english, translation] = await Promise.all([englishOf(cms, type, id), versionIn(cms, adapter, id, locale)]);
  // A translation with its main text empty (a topic's display name...) is shown as none yet.
  const texts = translation ? adapter.texts(translation, english) : null;
  return {
    _id: english.documentId as string,
    type,
    locale,
    english: adapter.texts(english),
    translation: texts && hasOwnText(type, texts) ? texts : null,
    shared: adapter.shared(english),
  };
}

function hasOwnText(type: TranslatedType, texts: unknown): boolean {
  const row = texts as Row;
  const main = {
    topics: 'display_name',
    subtopics: 'display_name',
    questions: 'question',
    'exam-patterns': 'exam_name',
    cheatsheets: 'title',
    'mock-tests': 'title',
  }[type];
  return plainText(str(row[main])).trim() !== '';
}

/** PUT /api/translations/{type}/{id}?locale=hi: the translation made or replaced, answered as GET answers it. */
export async function saveTranslation(cms: StrapiClient, type: TranslatedType, id: string, locale: TranslationLocale, body: unknown) {
  const adapter = ADAPTERS[type] as Adapter<unknown>;
  const texts = parseOrThrow(TEXTS_OF_TYPE[type], body ?? {});
  const english = await englishOf(cms, type, id);
  const data = adapter.data(english, texts);
  await cms.put(`/${adapter.collection}/${encodeURIComponent(english.documentId)}?locale=${locale}`, { data });
  return getTranslation(cms, type, id, locale);
}

/** DELETE /api/translations/{type}/{id}?locale=hi: that language shows the English version again. */
export async function deleteTranslation(cms: StrapiClient, type: TranslatedType, id: string, locale: TranslationLocale) {
  const adapter = ADAPTERS[type] as Adapter<unknown>;
  const english = await englishOf(cms, type, id);
  if (!(await versionIn(cms, adapter, id, locale))) throw notFound('This document has no translation in that language');
  await cms.delete(`/${adapter.collection}/${encodeURIComponent(english.documentId)}?locale=${locale}`);
  return { message: 'Translation deleted', _id: english.documentId as string };
}
