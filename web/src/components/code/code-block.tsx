import { useI18n } from '@/i18n/i18n';
import { CopyButton } from './copy-button';
import { languageLabel } from './code-html';
import styles from './code.module.css';

interface CodeBlockProps {
  /** The code as stored: what Copy copies. */
  code: string;
  /** The code escaped, with the proxy's hljs-* spans. */
  html: string;
  language: string;
  /** Shown after the language: 'PYTHON - Solution 1'. */
  label?: string;
  /** No language bar (a tab names the block already): the Copy button sits alone. */
  bare?: boolean;
}

/** A code block the proxy highlighted, with its language (and label) and a Copy button. */
export function CodeBlock({ code, html, language, label, bare = false }: CodeBlockProps) {
  const { t } = useI18n();
  const name = languageLabel(language);
  const heading = [name ?? t('code.code'), label?.trim()].filter(Boolean).join(' - ');
  const what = name ? t('code.label', { language: name }) : t('code.code');
  return (
    <div className={styles.block}>
      <div className={styles.bar}>
        <span className={styles.language}>{bare ? '' : heading}</span>
        <CopyButton text={code} what={what} />
      </div>
      <pre className={styles.pre} role="region" tabIndex={0} aria-label={heading}>
        <code dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </div>
  );
}
