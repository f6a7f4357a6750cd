import type { Core } from '@strapi/strapi';

/**
 * The site's languages. English is the base: every document exists in English, its English version
 * holds what all languages share (relations, the order of lists, which entries exist) and is what the site shows
 * where a translation is missing. Hindi versions of the same documents (same documentId) carry the translated
 * text. Strapi's i18n makes `en` at its first start; this adds `hi` and keeps `en` the default locale, which the
 * REST API answers without a `locale` parameter and the raw queries of the CMS read (BASE_LOCALE).
 */

export const BASE_LOCALE = 'en';
export const SITE_LOCALES = [
  { code: BASE_LOCALE, name: 'English (en)' },
  { code: 'hi', name: 'Hindi (hi)' },
] as const;

interface LocaleService {
  findByCode(code: string): Promise<{ id: number; code: string } | null>;
  create(locale: { code: string; name: string }): Promise<unknown>;
  getDefaultLocale(): Promise<string | null>;
  setDefaultLocale(locale: { code: string }): Promise<unknown>;
}

export async function ensureSiteLocales(strapi: Core.Strapi) {
  const locales = strapi.plugin('i18n').service('locales') as LocaleService;
  for (const locale of SITE_LOCALES) {
    if (!(await locales.findByCode(locale.code))) await locales.create({ code: locale.code, name: locale.name });
  }
  const current = await locales.getDefaultLocale();
  if (current !== BASE_LOCALE) {
    // Another default would make the REST API and the CMS's own queries read a translation as the base version.
    if (current) strapi.log.warn(`i18n: the default locale was "${current}"; the site's base language is English, so it is "en" again.`);
    await locales.setDefaultLocale({ code: BASE_LOCALE });
  }
}
