import { useId } from 'react';
import type { ImportProgress } from '@/features/question-import/api/import-questions';
import { formatBytes } from '@/features/question-import/lib/import-file';
import styles from './question-import.module.css';

/**
 * The running request: a real progress bar while the file uploads (bytes sent of the file's size), then an
 * indeterminate one while the server checks or writes the rows. `<progress>` is announced as a progress bar, named
 * by its label.
 */
export function ImportProgressBar({ progress, dryRun, rows }: { progress: ImportProgress; dryRun: boolean; rows: number | null }) {
  const id = useId();
  let label: string;
  if (progress.stage === 'uploading') {
    const percent = progress.total > 0 ? Math.floor((progress.loaded / progress.total) * 100) : 0;
    label = `Uploading… ${percent}% (${formatBytes(progress.loaded)} of ${formatBytes(progress.total)})`;
  } else if (dryRun) {
    label = 'Checking the rows…';
  } else {
    label = rows === null ? 'Writing the questions…' : `Writing ${rows.toLocaleString('en-IN')} ${rows === 1 ? 'question' : 'questions'}…`;
  }
  return (
    <div className={styles.progress}>
      <label htmlFor={id} className={styles.progressLabel}>
        {label}
      </label>
      {progress.stage === 'uploading' ? <progress id={id} max={progress.total || 1} value={progress.loaded} /> : <progress id={id} />}
    </div>
  );
}
