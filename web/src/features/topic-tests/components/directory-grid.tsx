import { Link } from 'react-router-dom';
import styles from './directory-grid.module.css';

export interface DirectoryEntry {
  key: string;
  to: string;
  title: string;
  detail?: string;
  cue: string;
  /** The entry's name is in English on a Hindi page (i18n/content-lang.ts). */
  lang?: string;
}

/** The card grid of the topic-test directories (topics, then subtopics). */
export function DirectoryGrid({ entries, label }: { entries: DirectoryEntry[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <Link to={entry.to} className={`card ${styles.card}`}>
            <span className={styles.title} lang={entry.lang}>
              {entry.title}
            </span>
            {entry.detail && (
              <span className={styles.detail} lang={entry.lang}>
                {entry.detail}
              </span>
            )}
            <span className={styles.cue} aria-hidden="true">
              {entry.cue} →
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
