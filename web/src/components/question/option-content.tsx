import type { QuestionOption } from '@/api/questions';
import { fieldLang } from '@/i18n/content-lang';
import { useI18n } from '@/i18n/i18n';
import { uploadUrl } from '@/lib/format';
import { SafeHtml } from '@/components/safe-html';
import styles from './option-content.module.css';

/**
 * An option's body, wherever options are shown (practice, saved, mock test and its review): options of type
 * 'text' are rich-text HTML; any other type is plain text plus an optional image. `lang`: the question's
 * (contentLang) when it is shown in another language than the page's; else 'en' when this option's text is the
 * English one inside a translated question (the API names it in the option's `untranslated_fields`).
 */
export function OptionContent({ option, letter, lang: questionLang }: { option: QuestionOption; letter: string; lang?: string }) {
  const { t, locale } = useI18n();
  const lang = questionLang ?? fieldLang(option, 'option_text', locale);
  if (option.option_type === 'text')
    return <SafeHtml as="span" html={option.option_text} className={`rich-text ${styles.text}`} lang={lang} />;
  const imageUrl = uploadUrl(option.path_url);
  return (
    <span className={styles.text} lang={lang}>
      {option.option_text && <span className={styles.label}>{option.option_text}</span>}
      {imageUrl && (
        <img
          className={styles.image}
          src={imageUrl}
          alt={option.option_text ? '' : t('question.optionImage', { letter })}
          loading="lazy"
          decoding="async"
        />
      )}
    </span>
  );
}
