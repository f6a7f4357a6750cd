import type { QuestionOption } from '../../api/questions';
import { useI18n } from '../../i18n/i18n';
import { uploadUrl } from '../../lib/format';
import { SafeHtml } from '../safe-html';
import styles from './option-content.module.css';

/**
 * An option's body, wherever options are shown (practice, saved, mock test and its review): options of type
 * 'text' are rich-text HTML; any other type is plain text plus an optional image. `lang`: the question's
 * (contentLang) when it is shown in another language than the page's.
 */
export function OptionContent({ option, letter, lang }: { option: QuestionOption; letter: string; lang?: string }) {
  const { t } = useI18n();
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
