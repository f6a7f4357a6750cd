import type { SiteLocale } from '@exam-prep/contract/page-locale';
import { createTranslator, type CommonCatalog, type Messages, type Translator } from './i18n';

/*
 * The browser loads only the language of the page: its common catalog before the first render (main.tsx; the
 * served HTML preloads it), and a feature's catalog with the feature's page (app/router.tsx), each its own chunk.
 * The language switch (app/language-root.tsx) loads the other language's, then makes it the page's.
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

/**
 * Another language's texts as the page has its own: the common ones and every feature's the page has loaded (the
 * screens and widgets already on it load theirs only once). Not the page's until activateTranslator.
 */
export async function loadTranslatorLike(locale: SiteLocale, current: Translator): Promise<Translator> {
  const features = current.loadedFeatures().filter((feature) => FEATURES[featureCatalogPath(feature, locale)]);
  const [common, catalogs] = await Promise.all([
    COMMON[locale](),
    Promise.all(features.map((feature) => FEATURES[featureCatalogPath(feature, locale)]!())),
  ]);
  const translator = createTranslator(locale, common);
  features.forEach((feature, index) => translator.addFeature(feature, catalogs[index]!.default));
  return translator;
}

/**
 * Makes a translator the page's: the features loaded from now on are loaded into it, and any the previous one
 * loaded after loadTranslatorLike looked are loaded too.
 */
export function activateTranslator(translator: Translator) {
  const previous = active;
  active = translator;
  for (const feature of previous?.loadedFeatures() ?? []) void loadFeatureMessages(feature).catch(() => undefined);
}
