import { useI18n } from '@/i18n/i18n';
import { codeLabel } from '@/features/cheatsheets/lib/items';
import { CopyButton } from './copy-button';
import styles from './code-block.module.css';

/** A code block with its language label and a Copy button (no highlighting library: public pages stay tiny). */
export function CodeBlock({ code, language }: { code: string; language: string | null | undefined }) {
  const { t } = useI18n();
  const language_ = codeLabel(language);
  // 'Python' / 'code' (a block of no language); its name for screen readers: 'Python code'.
  const label = language_ ?? t('cheatsheets.code.code');
  const name = language_ ? t('cheatsheets.code.label', { language: language_ }) : label;
  return (
    <div className={styles.block}>
      <div className={styles.head}>
        <span className={styles.language}>{label}</span>
        <CopyButton text={code} what={name} />
      </div>
      <pre className={styles.pre} role="region" tabIndex={0} aria-label={name}>
        <code>{code}</code>
      </pre>
    </div>
  );
}
