import type { QuestionOption } from '../../api/questions';
import { uploadUrl } from '../../lib/format';
import { SafeHtml } from '../safe-html';
import styles from './option-content.module.css';

/**
 * An option's body, wherever options are shown (practice, saved, mock test and its review): options of type
 * 'text' are rich-text HTML; any other type is plain text plus an optional image.
 */
export function OptionContent({ option, letter }: { option: QuestionOption; letter: string }) {
  if (option.option_type === 'text') return <SafeHtml as="span" html={option.option_text} className={`rich-text ${styles.text}`} />;
  const imageUrl = uploadUrl(option.path_url);
  return (
    <span className={styles.text}>
      {option.option_text && <span className={styles.label}>{option.option_text}</span>}
      {imageUrl && (
        <img className={styles.image} src={imageUrl} alt={option.option_text ? '' : `Option ${letter}`} loading="lazy" decoding="async" />
      )}
    </span>
  );
}
