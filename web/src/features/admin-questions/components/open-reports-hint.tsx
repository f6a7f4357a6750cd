import { Link } from 'react-router-dom';
import styles from './question-form.module.css';

/** Above the edit form of a question that students reported: how many reports are open, and where to work on them. */
export function OpenReportsHint({ count }: { count: number | undefined }) {
  if (!count || count <= 0) return null;
  return (
    <p className={`${styles.warning} ${styles.openReports}`} role="note">
      <Link to="/manage-reports">
        {count} open report{count === 1 ? '' : 's'}
      </Link>{' '}
      of a mistake in this question: once it is corrected, mark {count === 1 ? 'it' : 'them'} fixed on Manage Reports.
    </p>
  );
}
