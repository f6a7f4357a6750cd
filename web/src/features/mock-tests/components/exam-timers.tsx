import { formatClock, timeWarning, WARNING_SECONDS } from '../../../lib/countdown';
import styles from './exam-screen.module.css';

interface ExamTimersProps {
  /** Seconds left in the whole attempt. */
  overall: number;
  /** Seconds left in the open section (sectional timing), else null. */
  section: number | null;
}

/**
 * The clocks: the open section's (with sectional timing) and the whole paper's. They are silent for screen
 * readers while they tick; the last minute of the clock that ends first is announced at 60, 30 and 10 seconds.
 */
export function ExamTimers({ overall, section }: ExamTimersProps) {
  const first = section ?? overall;
  return (
    <div className={styles.timers}>
      {section !== null && (
        <p className={`${styles.timer} ${section <= WARNING_SECONDS ? styles.timerWarning : ''}`}>
          <span id="section-timer-label" className={styles.timerLabel}>
            Section
          </span>
          <span role="timer" aria-live="off" aria-labelledby="section-timer-label" data-testid="section-timer">
            {formatClock(section)}
          </span>
        </p>
      )}
      <p className={`${styles.timer} ${section === null && overall <= WARNING_SECONDS ? styles.timerWarning : ''}`}>
        <span id="overall-timer-label" className={styles.timerLabel}>
          {section === null ? 'Time left' : 'Total'}
        </span>
        <span role="timer" aria-live="off" aria-labelledby="overall-timer-label" data-testid="timer">
          {formatClock(overall)}
        </span>
      </p>
      <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {timeWarning(first) && `${section === null ? '' : 'Section: '}${timeWarning(first)}`}
      </p>
    </div>
  );
}
