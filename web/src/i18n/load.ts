import type { SiteLocale } from '@exam-prep/contract/page-locale';
import { createTranslator, type CommonCatalog, type Messages, type Translator } from './i18n';

/*
 * The browser loads only the language of the page: its common catalog before the first render (main.tsx; the
 * served HTML preloads it), and a feature's catalog with the feature's page (app/router.tsx), each its own chunk.
 */

const COMMON: Record<SiteLocale, () => Promise<CommonCatalog>> = {
  en: () => import('./catalogs/en').then((module) => module.default),
  hi: () => import('./catalogs/hi').then((module) => module.default),
};

/** Each feature's catalogs: web/src/features/{feature}/messages/{locale}.ts. */
const FEATURES = import.meta.glob<{ default: Messages }>('../features/*/messages/{en,hi}.ts');

/** The module key of a feature's catalog in a language (as import.meta.glob and the build manifest name it). */
export const featureCatalogPath = (feature: string, locale: SiteLocale) => `../features/${feature}/messages/${locale}.ts`;

let active: Translator | undefined;

/** The page's language with its common texts, loaded once at start-up. */
export async function loadTranslator(locale: SiteLocale): Promise<Translator> {
  active = createTranslator(locale, await COMMON[locale]());
  return active;
}

/** Loads a feature's texts into the page's language (once); a feature without a catalog has nothing to load. */
export async function loadFeatureMessages(feature: string): Promise<void> {
  const translator = active;
  if (!translator || translator.hasFeature(feature)) return;
  const load = FEATURES[featureCatalogPath(feature, translator.locale)];
  if (!load) return;
  translator.addFeature(feature, (await load()).default);
}
