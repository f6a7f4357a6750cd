import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TRANSLATION_LOCALES, type TranslatedType, type TranslationLocale } from '@exam-prep/contract/admin/translations';
import { FormLanguageTabs, type FormLanguage } from './language-tabs';
import { TranslationEditor } from './translation-editor';

const isTranslationLocale = (value: string | null): value is TranslationLocale =>
  (TRANSLATION_LOCALES as readonly unknown[]).includes(value);

/** The language a form shows, kept in the address (?language=hi): a reload or a shared link opens the same one. */
export function useFormLanguage(): [FormLanguage, (language: FormLanguage) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('language');
  const language: FormLanguage = isTranslationLocale(asked) ? asked : 'en';
  const choose = (next: FormLanguage) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'en') copy.delete('language');
        else copy.set('language', next);
        return copy;
      },
      { replace: true },
    );
  return [language, choose];
}

/**
 * An edit form with its language switch (one form for both languages, so nothing else changes for English): English shows the form as it always was (`english`), हिंदी the
 * document's Hindi version. A form once shown stays mounted while hidden, so switching back and forth keeps
 * unsaved edits.
 */
export function LanguageSwitchedForm({ type, id, english }: { type: TranslatedType; id: string; english: ReactNode }) {
  const [language, setLanguage] = useFormLanguage();
  const [shown, setShown] = useState<Set<FormLanguage>>(() => new Set([language]));
  const choose = (next: FormLanguage) => {
    setShown((before) => new Set(before).add(next));
    setLanguage(next);
  };
  return (
    <>
      <FormLanguageTabs value={language} onChange={choose} />
      <div hidden={language !== 'en'}>{english}</div>
      {TRANSLATION_LOCALES.map((locale) =>
        shown.has(locale) || language === locale ? (
          <div key={locale} hidden={language !== locale}>
            <TranslationEditor type={type} id={id} locale={locale} />
          </div>
        ) : null,
      )}
    </>
  );
}
