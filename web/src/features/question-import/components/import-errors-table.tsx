import type { ImportError } from '@exam-prep/contract/admin/question-import';
import tableStyles from '@/components/admin/data-table.module.css';
import { errorsCsv } from '@/features/question-import/lib/import-file';
import { downloadText } from '@/features/question-import/lib/download';
import styles from './question-import.module.css';
import { Button } from '@/components/ui/button';

/** Rows shown on the page: as many as the server lists (IMPORT_MAX_ERRORS, 1,000 by default). */
export const SHOWN_ERRORS = 1000;

/**
 * The bad rows of a report: line, field and message, in file order, with a caption naming what they are and, when
 * the server listed only the first of them, how many there are in all (`total`).
 */
export function ImportErrorsTable({ errors, total, fileName }: { errors: ImportError[]; total: number; fileName: string }) {
  if (errors.length === 0) return null;
  const shown = errors.slice(0, SHOWN_ERRORS);
  const all = Math.max(total, errors.length);
  return (
    <div className={styles.errors}>
      <table className={tableStyles.table}>
        <caption className={styles.caption}>
          Rows with errors in {fileName}
          {all > shown.length
            ? `: showing first ${shown.length.toLocaleString('en-IN')} of ${all.toLocaleString('en-IN')}`
            : ` (${all.toLocaleString('en-IN')})`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Field</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((error, index) => (
            <tr key={`${error.line}-${error.field}-${index}`}>
              <td data-label="Line" className={styles.line}>
                {error.line}
              </td>
              <td data-label="Field">
                <code>{error.field}</code>
              </td>
              <td data-label="Message" className={styles.message}>
                {error.message}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button variant="secondary" onClick={() => downloadText(`${fileName.replace(/\.[^.]+$/, '')}-errors.csv`, errorsCsv(errors))}>
        {all > errors.length ? `Download the first ${errors.length.toLocaleString('en-IN')} errors (CSV)` : 'Download the errors (CSV)'}
      </Button>
    </div>
  );
}
