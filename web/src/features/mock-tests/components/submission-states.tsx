import type { ApiError } from '@/lib/api';
import { ErrorState } from '@/components/status-views';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/i18n';
import styles from './submission-states.module.css';

/**
 * The answers are kept on the device until the server has scored them. Offline, rate limited or a server fault:
 * submit again later. An attempt the server no longer takes (unknown, already submitted): start a new one.
 */
export function SubmitFailure({ error, onRetry, onDiscard }: { error: ApiError; onRetry: () => void; onDiscard: () => void }) {
  const { t } = useI18n();
  const final = error.status === 400 || error.status === 404 || error.status === 409;
  if (final) {
    return (
      <ErrorState
        title={t('mock-tests.page.cannotScore')}
        message={error.message}
        actionLabel={t('mock-tests.page.newAttempt')}
        onAction={onDiscard}
      />
    );
  }
  return (
    <div>
      <ErrorState
        title={t('mock-tests.page.notSubmitted')}
        message={t('mock-tests.page.keptOnDevice', { message: error.message })}
        actionLabel={t('mock-tests.page.submitAgain')}
        onAction={onRetry}
      />
      <p className={styles.discard}>
        <Button variant="secondary" onClick={onDiscard}>
          {t('mock-tests.page.giveUp')}
        </Button>
      </p>
    </div>
  );
}

/**
 * Submitted without a connection: the answers wait in the device's queue and are sent when it is back online (by
 * this page, another one, or the service worker's Background Sync); the result then appears here. Whether it came
 * in time is the server's to say, from its own clock.
 */
export function SubmittedOffline({ onRetry, onDiscard }: { onRetry: () => void; onDiscard: () => void }) {
  const { t } = useI18n();
  return (
    <section className={`card ${styles.queued}`} aria-labelledby="queued-heading" data-testid="submission-queued">
      <h1 id="queued-heading" className={styles.queuedTitle}>
        {t('mock-tests.page.queuedTitle')}
      </h1>
      <p role="status">{t('mock-tests.page.queued')}</p>
      <p className={styles.queuedNote}>{t('mock-tests.page.queuedNote')}</p>
      <p className={styles.queuedActions}>
        <Button variant="secondary" onClick={onRetry}>
          {t('mock-tests.page.queuedRetry')}
        </Button>
        <Button variant="ghost" onClick={onDiscard}>
          {t('mock-tests.page.giveUp')}
        </Button>
      </p>
    </section>
  );
}
