import rosetta from 'rosetta';
import { createContext, Fragment, useContext, type ReactNode } from 'react';
import type * as EnglishPageMeta from '@exam-prep/contract/page-meta';
import { basenameOf, pathInLocale, type SiteLocale } from '@exam-prep/contract/page-locale';

/** Values put into a message: `{{name}}` in a string, or the argument of a message written as a function. */
export type Params = Record<string, string | number>;
/** A message: text with `{{placeholders}}`, or a function of its params (a count's plural, a joined phrase). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each message function declares its own params
export type Message = string | ((params: any) => string);
export interface Messages {
  [key: string]: Message | Messages;
}

/** A catalog in another language: exactly the English one's keys, each a message of the same kind. */
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends (params: infer P) => string ? (params: P) => string : Translation<T[K]>;
};

/** The page-text builders of @exam-prep/contract/page-meta (English) or page-meta-hi (Hindi): one set per language. */
export type PageMetaBuilders = Pick<
  typeof EnglishPageMeta,
  | 'homePageMeta'
  | 'notFoundPageMeta'
  | 'topicsPageMeta'
  | 'subtopicsPageMeta'
  | 'questionsPageMeta'
  | 'randomTopicsPageMeta'
  | 'testTopicsPageMeta'
  | 'testSubtopicsPageMeta'
  | 'onlineTestPageMeta'
  | 'savedPageMeta'
  | 'offlinePageMeta'
  | 'examPatternsPageMeta'
  | 'examPatternPageMeta'
  | 'cheatsheetsPageMeta'
  | 'cheatsheetPageMeta'
  | 'privacyPageMeta'
  | 'termsPageMeta'
  | 'mockTestsPageMeta'
  | 'mockTestPageMeta'
  | 'questionPageMeta'
  | 'searchPageMeta'
>;

/** What a language's common catalog module (./catalogs/{locale}.ts) exports. */
export interface CommonCatalog {
  messages: Messages;
}

/**
 * One language's texts for the app: the shared messages, each feature's messages (under the feature's name,
 * `practice.title`) once loaded, and the page-text builders. `t` answers a missing key with the key itself,
 * so a gap shows as `practice.title` on screen (and in the catalog test), never as nothing.
 */
export interface Translator {
  locale: SiteLocale;
  t: (key: string, params?: Params) => string;
  /** Adds a feature's messages (./load.ts, when its page loads). */
  addFeature: (feature: string, messages: Messages) => void;
  hasFeature: (feature: string) => boolean;
  /** The features whose messages are in (the language switch loads the same ones in the other language). */
  loadedFeatures: () => string[];
  /** An app path as a link in this language: '/practice' → '/hi/practice' (for plain <a> and forms; <Link> needs none). */
  href: (appPath: string) => string;
  /** The router's basename here ('' in English). */
  basename: string;
}

export function createTranslator(locale: SiteLocale, common: CommonCatalog): Translator {
  const texts = rosetta<Messages>({ [locale]: { ...common.messages } });
  texts.locale(locale);
  const features = new Set<string>();
  return {
    locale,
    t: (key, params) => {
      const text = texts.t(key, params);
      return typeof text === 'string' && text !== '' ? text : key;
    },
    addFeature: (feature, messages) => {
      features.add(feature);
      texts.set(locale, { [feature]: messages });
    },
    hasFeature: (feature) => features.has(feature),
    loadedFeatures: () => [...features],
    href: (appPath) => pathInLocale(appPath, locale),
    basename: basenameOf(locale),
  };
}

const I18nContext = createContext<Translator | null>(null);

export function I18nProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

/** The page's language and its texts (main.tsx and entry-server.tsx provide them). */
export function useI18n(): Translator {
  const translator = useContext(I18nContext);
  if (!translator) throw new Error('useI18n: no I18nProvider above this component');
  return translator;
}

/**
 * A message with elements in it: each `{{name}}` of `parts` filled with a React node, where the language puts it
 * ('Only questions asked in {{exam}}.' → 'केवल {{exam}} में पूछे गए प्रश्न।'), e.g. a name in bold or a link.
 */
export function withParts(text: (params: Params) => string, parts: Record<string, ReactNode>, params: Params = {}): ReactNode[] {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `\u0000${name}\u0000`]));
  return text({ ...params, ...marks })
    .split('\u0000')
    .map((piece, index) => (index % 2 === 1 ? <Fragment key={index}>{parts[piece]}</Fragment> : piece));
}

/**
 * One of the CMS's fixed choices (an exam level, a difficulty…) in the page's language: `{group}.{value}` of the
 * catalogs, or the value as stored when the catalogs have no text for it (a choice added later).
 */
export function choiceText(t: Translator['t'], group: string, value: string | null | undefined): string {
  if (!value) return '';
  const key = `${group}.${value}`;
  const text = t(key);
  return text === key ? value : text;
}
