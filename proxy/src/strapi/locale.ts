import { DEFAULT_LOCALE, isLocale, LOCALE_MESSAGE, type Locale } from '@exam-prep/contract/locale';
import { badRequest } from '#src/lib/errors.js';
import type { StrapiClient } from './client.js';
import { documentsByIds } from './documents.js';

/**
 * The languages of the public reads. Every list and page is read from the English versions (the
 * skeleton: which items exist, their order, counts, pages, relations, pictures and answers), and in another
 * language the translated texts of the items that have a version in it are laid over them: one more CMS request
 * per answer (per 100 items), by documentId, never one per item. An item without a translation stays English and
 * says so (`locale: 'en'`); nothing is left out.
 */

export type { Locale };
export { DEFAULT_LOCALE };

/** `?locale`: absent or empty is English; anything but a known language is a 400. */
export function readLocale(query: Record<string, unknown>): Locale {
  const raw = query.locale;
  if (raw === undefined || raw === '') return DEFAULT_LOCALE;
  if (!isLocale(raw)) throw badRequest(LOCALE_MESSAGE);
  return raw;
}

/** The language of a version Strapi answered with (its `locale`). */
export const localeOf = (row: { locale?: unknown } | undefined): Locale => (isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE);

/** A translated text, or undefined when the translation leaves it empty (the English one then stays). */
export const translated = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * The versions in `locale` of these documents, by documentId (none for English: the skeleton is English). Only
 * documents that have one are in the map.
 */
export async function translationsOf<T extends { documentId: string }>(
  cms: StrapiClient,
  path: string,
  locale: Locale,
  documentIds: Array<string | null | undefined>,
  query: object,
): Promise<Map<string, T>> {
  const ids = [...new Set(documentIds.filter((id): id is string => Boolean(id)))];
  if (locale === DEFAULT_LOCALE || ids.length === 0) return new Map();
  const rows = await documentsByIds<T>(cms, path, ids, { ...query, locale });
  // Strapi leaves `locale` out when fields are chosen: each version says its language here.
  return new Map([...rows].map(([id, row]) => [id, { ...row, locale }]));
}
