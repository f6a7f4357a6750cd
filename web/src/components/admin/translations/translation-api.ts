import type { TextsOf, TranslatedType, TranslationAnswer, TranslationLocale } from '@exam-prep/contract/admin/translations';
import { apiFetch } from '@/lib/api';

/** /api/translations/{type}/{id}?locale=…: the admin translation calls (contract/src/admin/translations.ts). */
const pathOf = (type: TranslatedType, id: string, locale: TranslationLocale) =>
  `/api/translations/${type}/${encodeURIComponent(id)}?locale=${locale}`;

/** The document's English texts and its translation's (null before there is one), read afresh. */
export const getTranslation = <T extends TranslatedType>(type: T, id: string, locale: TranslationLocale) =>
  apiFetch<TranslationAnswer<T>>(pathOf(type, id, locale), { cache: 'no-cache' });

/** Makes or replaces the translation; answers as getTranslation does. */
export const saveTranslation = <T extends TranslatedType>(type: T, id: string, locale: TranslationLocale, texts: TextsOf[T]) =>
  apiFetch<TranslationAnswer<T>>(pathOf(type, id, locale), { method: 'PUT', body: JSON.stringify(texts) });

/** Removes the translation: the English version is shown in that language again. */
export const deleteTranslation = (type: TranslatedType, id: string, locale: TranslationLocale) =>
  apiFetch<{ message: string; _id: string }>(pathOf(type, id, locale), { method: 'DELETE' });
