import type { SiteLocale } from '@exam-prep/contract/page-locale';
import english from './catalogs/en';
import hindi from './catalogs/hi';
import { createTranslator, type CommonCatalog, type Messages, type Translator } from './i18n';

/** The server render has every language at hand: one translator per language, with every feature's texts. */
const COMMON: Record<SiteLocale, CommonCatalog> = { en: english, hi: hindi };
const FEATURES = import.meta.glob<{ default: Messages }>('../features/*/messages/{en,hi}.ts', { eager: true });

const translators = new Map<SiteLocale, Translator>();

export function serverTranslator(locale: SiteLocale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale, COMMON[locale]);
    for (const [file, module] of Object.entries(FEATURES)) {
      const match = /features\/([^/]+)\/messages\/(\w+)\.ts$/.exec(file);
      if (match?.[2] === locale) translator.addFeature(match[1]!, module.default);
    }
    translators.set(locale, translator);
  }
  return translator;
}
