import { z } from 'zod';

/**
 * The site's content languages: English, the base every document exists in, and Hindi. Every public
 * read takes `?locale` (default en; anything else is a 400); every item it answers says which language its texts
 * are in: the one asked for, or `en` where the item has no translation (it is never left out). Identifiers,
 * slugs, names in addresses, relations, pictures and answers' positions are shared by both languages.
 */

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The 400 message of an unknown `?locale`. */
export const LOCALE_MESSAGE = `locale must be one of: ${LOCALES.join(', ')}`;

/** `?locale` of a public read. */
export const localeQuery = z.object({
  locale: z
    .enum(LOCALES)
    .optional()
    .describe('The language of the texts (default en). Items without a translation come in English, marked locale en.'),
});

/** The `locale` field of every public item. */
export const itemLocale = z
  .enum(LOCALES)
  .describe('The language of these texts: the one asked for, or en where the item has no translation into it.');

/**
 * The `untranslated_fields` of an item in another language whose translation lacks some of its texts (a Hindi
 * question without a Hindi explanation): the names of the fields served in English, so a page marks each of them
 * lang="en". Absent when there are none, and always on an item marked `locale: en` (all of it is English then).
 */
export const untranslatedFields = <const Field extends string>(fields: readonly [Field, ...Field[]]) =>
  z
    .array(z.enum(fields))
    .optional()
    .describe(
      'Fields of this item served in English (the default language) because its translation lacks them; absent when none. Only on items in another language than en.',
    );
