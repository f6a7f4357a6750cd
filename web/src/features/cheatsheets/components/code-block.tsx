import { CopyButton } from '@/components/code/copy-button';
import styles from '@/components/code/code.module.css';
import { useI18n } from '@/i18n/i18n';
import { codeLabel } from '@/features/cheatsheets/lib/items';

/**
 * A code block with its language label and a Copy button, drawn like the FAQ and code-question blocks; its code
 * is plain text (no highlighting library: public pages stay tiny).
 */
export function CodeBlock({ code, language }: { code: string; language: string | null | undefined }) {
  const { t } = useI18n();
  const language_ = codeLabel(language);
  // 'Python' / 'code' (a block of no language); its name for screen readers: 'Python code'.
  const label = language_ ?? t('code.code');
  const name = language_ ? t('code.label', { language: language_ }) : label;
  return (
    <div className={styles.block}>
      <div className={styles.bar}>
        <span className={styles.language}>{label}</span>
        <CopyButton text={code} what={name} />
      </div>
      <pre className={styles.pre} role="region" tabIndex={0} aria-label={name}>
        <code>{code}</code>
      </pre>
    </div>
  );
}
