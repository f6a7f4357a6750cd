import { formatClock, timeWarning, WARNING_SECONDS } from '@/lib/countdown';
import { useI18n } from '@/i18n/i18n';
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
  const { t } = useI18n();
  const first = section ?? overall;
  const warning = timeWarning(first, t);
  return (
    <div className={styles.timers}>
      {section !== null && (
        <p className={`${styles.timer} ${section <= WARNING_SECONDS ? styles.timerWarning : ''}`}>
          <span id="section-timer-label" className={styles.timerLabel}>
            {t('mock-tests.exam.sectionClock')}
          </span>
          <span role="timer" aria-live="off" aria-labelledby="section-timer-label" data-testid="section-timer">
            {formatClock(section)}
          </span>
        </p>
      )}
      <p className={`${styles.timer} ${section === null && overall <= WARNING_SECONDS ? styles.timerWarning : ''}`}>
        <span id="overall-timer-label" className={styles.timerLabel}>
          {section === null ? t('mock-tests.exam.timeLeft') : t('mock-tests.exam.total')}
        </span>
        <span role="timer" aria-live="off" aria-labelledby="overall-timer-label" data-testid="timer">
          {formatClock(overall)}
        </span>
      </p>
      <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {warning && (section === null ? warning : t('mock-tests.exam.sectionWarning', { warning }))}
      </p>
    </div>
  );
}
