import type { SiteLocale } from '@exam-prep/contract/page-locale';
import type { ReactNode } from 'react';
import { I18nProvider } from './i18n';
import { serverTranslator } from './server';

/** A component test's texts, as the server render has them (every catalog of the language). */
export function WithI18n({ locale = 'en', children }: { locale?: SiteLocale; children: ReactNode }) {
  return <I18nProvider translator={serverTranslator(locale)}>{children}</I18nProvider>;
}
