import styles from './admin-table.module.css';

/** The stat cards above an admin list; a value that could not be loaded shows a dash (stats failures are ignored). */
export function StatCards({ label, stats }: { label: string; stats: Array<{ label: string; value: number | undefined }> }) {
  return (
    <ul className={styles.stats} aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label} className={styles.stat}>
          <span className={styles.statValue}>{stat.value ?? '–'}</span>
          <span className={styles.statLabel}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
