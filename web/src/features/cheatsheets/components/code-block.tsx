import { codeLabel } from '../lib/items';
import { CopyButton } from './copy-button';
import styles from './code-block.module.css';

/** A code block with its language label and a Copy button (no highlighting library: public pages stay tiny). */
export function CodeBlock({ code, language }: { code: string; language: string | null | undefined }) {
  const label = codeLabel(language);
  return (
    <div className={styles.block}>
      <div className={styles.head}>
        <span className={styles.language}>{label}</span>
        <CopyButton text={code} what={`${label} code`} />
      </div>
      <pre className={styles.pre} role="region" tabIndex={0} aria-label={`${label} code`}>
        <code>{code}</code>
      </pre>
    </div>
  );
}
