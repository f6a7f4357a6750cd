import { checkStoredName, toStoredName } from '@/lib/stored-name';
import styles from './stored-name-hint.module.css';

/**
 * Under a topic or subtopic name field: how names are stored (lowercase hyphenated slugs, used in public
 * URLs and shown title-cased), then, as the admin types, the exact name that will be stored or the problem.
 */
export function StoredNameHint({ text, noun, example }: { text: string; noun: string; example: string }) {
  const check = checkStoredName(text, noun);
  return (
    <>
      <span>
        Stored lowercase with hyphens, as used in page addresses (e.g. {example} → <code>{toStoredName(example)}</code>).
      </span>
      {check.state === 'ok' && (
        <span className={styles.line}>
          Will be stored as: <code data-testid="stored-name">{check.stored}</code>
        </span>
      )}
      {check.state === 'invalid' && <span className={`${styles.line} ${styles.problem}`}>{check.message}</span>}
    </>
  );
}
