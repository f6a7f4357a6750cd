import type { QuestionOption } from '../../../api/questions';
import { SafeHtml } from '../../../components/SafeHtml';
import { uploadUrl } from '../../../lib/format';
import styles from './OptionContent.module.css';

/** An option's body: rich-text HTML for 'text' options, otherwise plain text plus an optional image. */
export function OptionContent({ option, letter }: { option: QuestionOption; letter: string }) {
  if (option.option_type === 'text') return <SafeHtml as="span" className={`rich-text ${styles.text}`} html={option.option_text} />;
  const src = uploadUrl(option.path_url);
  return (
    <span className={styles.text}>
      {option.option_text}
      {src && <img className={styles.image} src={src} alt={option.option_text ? '' : `Option ${letter}`} loading="lazy" />}
    </span>
  );
}
