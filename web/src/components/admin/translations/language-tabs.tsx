import { TRANSLATION_LOCALE_NAMES, type TranslationLocale } from '@exam-prep/contract/admin/translations';
import styles from './translation-editor.module.css';

/** The language a form edits: English (the document itself) or one of its translations. */
export type FormLanguage = 'en' | TranslationLocale;

const LANGUAGES: Array<{ code: FormLanguage; name: string }> = [
  { code: 'en', name: 'English' },
  ...(Object.entries(TRANSLATION_LOCALE_NAMES) as Array<[TranslationLocale, string]>).map(([code, name]) => ({ code, name })),
];

/**
 * The language switch above each form of a translated type (so editors write the Hindi pages beside the English ones): English edits the document as before; हिंदी
 * edits its Hindi version (the texts only). Buttons with aria-pressed: one is always the current language.
 */
export function FormLanguageTabs({ value, onChange }: { value: FormLanguage; onChange: (language: FormLanguage) => void }) {
  return (
    <div className={styles.tabs} role="group" aria-label="Language of this form">
      {LANGUAGES.map(({ code, name }) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={value === code ? styles.tabCurrent : styles.tab}
          aria-pressed={value === code}
          onClick={() => onChange(code)}
        >
          {name}
        </button>
      ))}
    </div>
  );
}
